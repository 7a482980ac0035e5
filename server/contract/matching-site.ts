// Matching site (spec §3 search filter, §7 MatchingSite calls; issue 5).
import { Type, type Static } from '@sinclair/typebox';
import { IdParam } from './common.ts';

const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);

export const IntRange = Type.Object({ min: NullableInteger, max: NullableInteger });

/** The filter choices (from the listed donor profiles). */
export const SearchLeftMenu = Type.Object({
  ivfCenters: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  residenceStates: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
  eyeColors: Type.Array(Type.String()),
  hairColors: Type.Array(Type.String()),
  races: Type.Array(Type.String()),
  religions: Type.Array(Type.String()),
  educations: Type.Array(Type.String()),
  birthYears: IntRange,
  heights: IntRange,
});
export type SearchLeftMenu = Static<typeof SearchLeftMenu>;

const FilterText = Type.String({ minLength: 1, maxLength: 60 });
export const MatchingSearchQuery = Type.Object({
  ivfCenterId: Type.Optional(IdParam),
  residenceState: Type.Optional(FilterText),
  minBirthYear: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2100 })),
  minHeight: Type.Optional(Type.Integer({ minimum: 0, maximum: 300 })),
  eyeColor: Type.Optional(FilterText),
  hairColor: Type.Optional(FilterText),
  race: Type.Optional(FilterText),
  religion: Type.Optional(FilterText),
  education: Type.Optional(FilterText),
  pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 12 })),
});
export interface MatchingSearchQuery {
  ivfCenterId?: number;
  residenceState?: string;
  minBirthYear?: number;
  minHeight?: number;
  eyeColor?: string;
  hairColor?: string;
  race?: string;
  religion?: string;
  education?: string;
  pageNumber?: number;
  pageSize?: number;
}

/**
 * A listed donor couple as a search card. `displayName` (first names) only for OPEN profiles;
 * a CLOS profile is known by its `profileCode` alone. IVF_/IVFU profiles are never listed.
 */
export const MatchingMemberSummary = Type.Object({
  memberId: Type.Integer(),
  profileCode: Type.String(),
  privacyTypeId: Type.Union([Type.Literal('OPEN'), Type.Literal('CLOS')]),
  displayName: NullableString,
  ivfCenterId: Type.Integer(),
  ivfCenterName: Type.String(),
  residenceState: NullableString,
  birthYear: NullableInteger,
  heightCm: NullableInteger,
  eyeColor: NullableString,
  hairColor: NullableString,
  race: NullableString,
  religion: NullableString,
  education: NullableString,
  eligibleEmbryoCount: Type.Integer(),
  hasPhotos: Type.Boolean(),
});
export type MatchingMemberSummary = Static<typeof MatchingMemberSummary>;

export const MatchingSearchResult = Type.Object({
  items: Type.Array(MatchingMemberSummary),
  totalCount: Type.Integer(),
  pageNumber: Type.Integer(),
  pageSize: Type.Integer(),
});
export type MatchingSearchResult = Static<typeof MatchingSearchResult>;

const RequestState = Type.Union([NullableString]);
const JsonObject = Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]);

/** A donor profile as a recipient may see it (privacy rules applied). */
export const MatchingSiteMember = Type.Object({
  ...MatchingMemberSummary.properties,
  coupleInformation: JsonObject,
  considerations: JsonObject,
  medicalInformation: JsonObject,
  letter: NullableString,
  /** Only once the clinic approved it. */
  customDescription: NullableString,
  photos: Type.Array(Type.Object({ id: Type.Integer(), url: Type.String() })),
  /** This recipient's latest requests to the couple: REQUESTED, ACCEPTED, DECLINED, CANCELLED or null. */
  matchRequestState: RequestState,
  photosRequestState: RequestState,
});
export type MatchingSiteMember = Static<typeof MatchingSiteMember>;

export const MatchingSiteMemberQuery = Type.Object({ requestMemberId: IdParam, freezeId: Type.Optional(IdParam) });
export interface MatchingSiteMemberQuery {
  requestMemberId: number;
  freezeId?: number;
}

export const EligibleFreezesQuery = Type.Object({ id: IdParam, ivfCenterId: Type.Optional(IdParam) });
export interface EligibleFreezesQuery {
  id: number;
  ivfCenterId?: number;
}

/** A donor's embryo freeze event eligible for donation and not reserved. */
export const EligibleFreeze = Type.Object({
  freezeId: Type.Integer(),
  memberId: Type.Integer(),
  itemTypeId: Type.Literal('CRY'),
  count: Type.Integer(),
  frozenOn: Type.String(),
  description: Type.String(),
});
export type EligibleFreeze = Static<typeof EligibleFreeze>;
