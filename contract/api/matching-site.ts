// Matching site (spec §3 search filter, §7 MatchingSite calls; issue 5).
import { Type, type Static } from '@sinclair/typebox';
import { BodyId, IdParam } from './common.ts';

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
const MatchingPhotoRef = Type.Object({ id: Type.Integer(), url: Type.String(), width: Type.Integer(), height: Type.Integer() });
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
  /** Only for an OPEN profile once the couple accepted this recipient's photo request (signed addresses). */
  photos: Type.Array(MatchingPhotoRef),
  /** This recipient's latest requests to the couple: REQUESTED, ACCEPTED, DECLINED, CANCELLED or null. */
  matchRequestState: RequestState,
  photosRequestState: RequestState,
  /** This recipient's active (REQUESTED or ACCEPTED) embryo reservations with the couple. */
  reservations: Type.Array(Type.Object({ freezeId: Type.Integer(), embryoCount: Type.Integer(), state: Type.String() })),
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

// ---------------------------------------------------------------------------------------------
// Profile building (donor couples, c-member-build-profile) and review (recipients, r-member-build-profile).

export const ProfileStep = Type.Union([
  Type.Literal('privacy'),
  Type.Literal('couple'),
  Type.Literal('considerations'),
  Type.Literal('medical'),
  Type.Literal('letter'),
  Type.Literal('photos'),
]);
export type ProfileStep = 'privacy' | 'couple' | 'considerations' | 'medical' | 'letter' | 'photos';
/** The steps in order; each completed step sets the completion status PTLPRI … PTLPHO, the last CURRNT. */
export const PROFILE_STEPS: readonly ProfileStep[] = ['privacy', 'couple', 'considerations', 'medical', 'letter', 'photos'];

export const ChoosablePrivacyType = Type.Union([Type.Literal('OPEN'), Type.Literal('CLOS'), Type.Literal('IVF_'), Type.Literal('IVFU')]);
export type ChoosablePrivacyType = 'OPEN' | 'CLOS' | 'IVF_' | 'IVFU';

const ShortText = (maxLength: number) => Type.String({ maxLength });

export const CoupleInformation = Type.Object({
  firstName: Type.String({ minLength: 1, maxLength: 60 }),
  partnerFirstName: Type.Optional(ShortText(60)),
  city: Type.Optional(ShortText(80)),
  aboutUs: Type.Optional(ShortText(2000)),
  occupation: Type.Optional(ShortText(120)),
  interests: Type.Optional(ShortText(500)),
});
export type CoupleInformation = Static<typeof CoupleInformation>;

/** The searchable attributes, saved with the couple step. */
export const SearchableAttributes = Type.Object({
  residenceState: Type.Union([Type.String({ minLength: 2, maxLength: 2 }), Type.Null()]),
  birthYear: Type.Union([Type.Integer({ minimum: 1940, maximum: 2010 }), Type.Null()]),
  heightCm: Type.Union([Type.Integer({ minimum: 120, maximum: 230 }), Type.Null()]),
  eyeColor: Type.Union([ShortText(40), Type.Null()]),
  hairColor: Type.Union([ShortText(40), Type.Null()]),
  race: Type.Union([ShortText(60), Type.Null()]),
  religion: Type.Union([ShortText(60), Type.Null()]),
  education: Type.Union([ShortText(60), Type.Null()]),
});
export type SearchableAttributes = Static<typeof SearchableAttributes>;

export const Considerations = Type.Object({
  openToContact: Type.Boolean(),
  siblingsWelcome: Type.Boolean(),
  /** 'none', 'letters', 'photos-yearly', 'open' */
  contactPreference: Type.Union([Type.Literal('none'), Type.Literal('letters'), Type.Literal('photos-yearly'), Type.Literal('open')]),
  notes: Type.Optional(ShortText(2000)),
});
export type Considerations = Static<typeof Considerations>;

export const MedicalInformation = Type.Object({
  geneticTesting: Type.Union([Type.Literal('none'), Type.Literal('carrier-screening'), Type.Literal('pgt-a'), Type.Literal('pgt-m')]),
  familyHistory: Type.Optional(ShortText(2000)),
  conditions: Type.Optional(ShortText(2000)),
  bloodTypes: Type.Optional(ShortText(40)),
});
export type MedicalInformation = Static<typeof MedicalInformation>;

/**
 * PUT UpdateMatchingProfile: one step at a time. The fields of the step are required; a later step
 * may be saved again at any time (the status never moves back). `customDescription` (letter step)
 * waits for the clinic's approval (EDCPND) before recipients see it.
 */
export const UpdateMatchingProfileBody = Type.Union([
  Type.Object({ step: Type.Literal('privacy'), privacyTypeId: ChoosablePrivacyType }),
  Type.Object({ step: Type.Literal('couple'), coupleInformation: CoupleInformation, attributes: SearchableAttributes }),
  Type.Object({ step: Type.Literal('considerations'), considerations: Considerations }),
  Type.Object({ step: Type.Literal('medical'), medicalInformation: MedicalInformation }),
  Type.Object({
    step: Type.Literal('letter'),
    letter: Type.String({ minLength: 1, maxLength: 5000 }),
    customDescription: Type.Optional(Type.Union([ShortText(1000), Type.Null()])),
  }),
  Type.Object({ step: Type.Literal('photos') }),
]);
export type UpdateMatchingProfileBody =
  | { step: 'privacy'; privacyTypeId: ChoosablePrivacyType }
  | { step: 'couple'; coupleInformation: CoupleInformation; attributes: SearchableAttributes }
  | { step: 'considerations'; considerations: Considerations }
  | { step: 'medical'; medicalInformation: MedicalInformation }
  | { step: 'letter'; letter: string; customDescription?: string | null }
  | { step: 'photos' };

/**
 * A photo of a couple's profile. `url` is a signed, short-lived address (10 minutes) under
 * /api/MatchingPhotos/{id} that serves the re-encoded image (no metadata) to this viewer only.
 * Upload: POST /api/Members/{memberId}/MatchingSite/Photos with the image as the raw body
 * (image/jpeg, image/png or image/webp, at most 8 MB) → 201 MatchingPhoto; DELETE …/Photos/{photoId} → 204.
 */
export const MatchingPhoto = MatchingPhotoRef;
export type MatchingPhoto = Static<typeof MatchingPhoto>;

/** The member's own matching profile (GET MatchingProfile; the answer of UpdateMatchingProfile and RebuildMatchingProfile). */
export const OwnMatchingProfile = Type.Object({
  memberId: Type.Integer(),
  role: Type.Union([Type.Literal('DONOR'), Type.Literal('RECIPIENT')]),
  privacyTypeId: Type.String(),
  /** Spec §3 profile completion status (NOPROF before the first step). */
  completionStatusId: Type.String(),
  profileCode: Type.String(),
  /** The first step not yet saved, or null when every step is done. */
  nextStep: Type.Union([ProfileStep, Type.Null()]),
  coupleInformation: JsonObject,
  attributes: SearchableAttributes,
  considerations: JsonObject,
  medicalInformation: JsonObject,
  letter: NullableString,
  customDescription: NullableString,
  /** null, EDCPND (waiting for the clinic), ACC (approved), EDCDEC (declined). */
  customDescriptionStatusId: NullableString,
  /** The clinic's reason when it declined the custom description (EDCDEC), else null. */
  customDescriptionNote: NullableString,
  /** A freeze event of the couple's is waiting for medical review (MEDPND): the profile is not listed until it clears. */
  medicalFreezeEventPending: Type.Boolean(),
  /** Whether recipients can find the profile in search (CURRNT with OPEN or CLOS at a matching clinic). */
  listed: Type.Boolean(),
  photos: Type.Array(MatchingPhoto),
  updatedAt: Type.String(),
  /** The profile's version, as the ETag header says it: a save sends it back in If-Match. */
  etag: Type.String(),
});
export type OwnMatchingProfile = Static<typeof OwnMatchingProfile>;

// ---------------------------------------------------------------------------------------------
// Requests between a recipient and a donor couple.

export const RequestKind = Type.Union([Type.Literal('MATCH'), Type.Literal('PHOTOS'), Type.Literal('RESERVATION')]);
export type RequestKind = 'MATCH' | 'PHOTOS' | 'RESERVATION';
export const RequestStateCode = Type.Union([Type.Literal('REQUESTED'), Type.Literal('ACCEPTED'), Type.Literal('DECLINED'), Type.Literal('CANCELLED')]);
export type RequestStateCode = 'REQUESTED' | 'ACCEPTED' | 'DECLINED' | 'CANCELLED';

export const MatchingRequest = Type.Object({
  id: Type.Integer(),
  kind: RequestKind,
  state: RequestStateCode,
  /** The other side: the recipient for a donor's list, the donor for a recipient's. */
  counterpartMemberId: Type.Integer(),
  /** First names when the other side may be named (OPEN donor, or a recipient seen by the donor), else the profile code. */
  counterpartName: Type.String(),
  freezeId: NullableInteger,
  embryoCount: NullableInteger,
  requestedAt: Type.String(),
  answeredAt: NullableString,
});
export type MatchingRequest = Static<typeof MatchingRequest>;

/** GET MatchingHome: what the member's matching home shows. */
export const MatchingHome = Type.Object({
  role: Type.Union([Type.Literal('DONOR'), Type.Literal('RECIPIENT'), Type.Null()]),
  profile: Type.Union([
    Type.Object({
      completionStatusId: Type.String(),
      privacyTypeId: Type.String(),
      profileCode: Type.String(),
      listed: Type.Boolean(),
      nextStep: Type.Union([ProfileStep, Type.Null()]),
      /** null, EDCPND (waiting for the clinic), ACC, EDCDEC (sent back: `customDescriptionNote` says why). */
      customDescriptionStatusId: NullableString,
      customDescriptionNote: NullableString,
    }),
    Type.Null(),
  ]),
  /** Donor: requests recipients sent. Recipient: requests the member sent. Newest first. */
  requests: Type.Array(MatchingRequest),
  maintenance: Type.Object({ active: Type.Boolean(), startsAtUtc: NullableString, endsAtUtc: NullableString }),
});
export type MatchingHome = Static<typeof MatchingHome>;

/** Confirm…Request (recipient): ?requestMemberId (the donor), requestConfirmDisclaimer=true, freezeId (reservation). */
export const ConfirmRequestQuery = Type.Object({
  requestMemberId: IdParam,
  requestConfirmDisclaimer: Type.Boolean(),
  freezeId: Type.Optional(IdParam),
});
export interface ConfirmRequestQuery {
  requestMemberId: number;
  requestConfirmDisclaimer: boolean;
  freezeId?: number;
}

/** Confirm…Cancellation (recipient): ?requestMemberId (the donor); a reservation also takes freezeId. */
export const CancelRequestQuery = Type.Object({ requestMemberId: IdParam, freezeId: Type.Optional(IdParam) });
export interface CancelRequestQuery {
  requestMemberId: number;
  freezeId?: number;
}

/**
 * AcceptMatchRequest / AcceptPhotosRequest (donor): ?requestMemberId (the recipient), accept=true|false.
 * AcceptMatchRequest with freezeId answers that embryo reservation instead.
 */
export const AnswerRequestQuery = Type.Object({ requestMemberId: IdParam, accept: Type.Boolean(), freezeId: Type.Optional(IdParam) });
export interface AnswerRequestQuery {
  requestMemberId: number;
  accept: boolean;
  freezeId?: number;
}

/** EmbryoDonorContractEligibility: whether the donor couple may sign a donation contract now, and why not. */
export const ContractEligibility = Type.Object({
  eligible: Type.Boolean(),
  /** Short machine-readable reasons: 'profile-not-current', 'read-only', 'balance-due', 'no-donatable-embryos', 'not-registered'. */
  reasons: Type.Array(Type.String()),
});
export type ContractEligibility = Static<typeof ContractEligibility>;

// ---------------------------------------------------------------------------------------------
// What a donor couple offers, and whom it answers (issue 15).

/** One of the couple's embryo freeze events that could be offered on the matching site. */
export const OfferableFreeze = Type.Object({
  freezeId: Type.Integer(),
  count: Type.Integer(),
  frozenOn: Type.String(),
  description: Type.String(),
  /** Recipients see it and may ask to reserve it. */
  offered: Type.Boolean(),
  /** A recipient holds an active reservation of it: it stays offered until that ends. */
  reserved: Type.Boolean(),
});
export type OfferableFreeze = Static<typeof OfferableFreeze>;

/** GET/PUT OfferedFreezes (donor couple): the embryos it could offer, and which it does. ETag: the matching version. */
export const OfferedFreezes = Type.Object({ freezes: Type.Array(OfferableFreeze), etag: Type.String() });
export type OfferedFreezes = Static<typeof OfferedFreezes>;

/** PUT OfferedFreezes: every freeze event the couple offers from now on (the others are withdrawn). */
export const OfferedFreezesBody = Type.Object({ freezeIds: Type.Array(BodyId, { maxItems: 200, uniqueItems: true }) });
export interface OfferedFreezesBody {
  freezeIds: number[];
}

/**
 * GET RequestingRecipient?requestMemberId (donor couple): the profile of a recipient who sent the
 * couple a request, so the couple knows whom it answers. A couple that is not OPEN sees the
 * recipient by an alias (their profile code) and without names, as recipients see a CLOS couple.
 */
export const RequestingRecipient = Type.Object({
  memberId: Type.Integer(),
  /** First names for an OPEN couple, the recipient's profile code otherwise. */
  displayName: Type.String(),
  profileCode: Type.String(),
  coupleInformation: JsonObject,
  attributes: SearchableAttributes,
  considerations: JsonObject,
  letter: NullableString,
});
export type RequestingRecipient = Static<typeof RequestingRecipient>;

export const RequestingRecipientQuery = Type.Object({ requestMemberId: IdParam });
export interface RequestingRecipientQuery {
  requestMemberId: number;
}
