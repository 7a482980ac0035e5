// Matching site for recipients (issue 5): filter choices, search, one donor profile and the donor's
// embryos eligible for donation. Only a recipient whose matching profile is Current may call these
// (409, never 403: the SPA reads 403 as an expired session). Privacy (spec §3): IVF_/IVFU and
// NONE profiles are never listed and answer 404 like a missing one; a CLOS profile carries no
// identity (no names, no city, no photos); an OPEN one shows first names (photos come with an
// accepted photo request).
import { isMatchingProfileCurrent } from '../../src/domain/memberRules.ts';
import type {
  EligibleFreeze,
  MatchingMemberSummary,
  MatchingSearchQuery,
  MatchingSearchResult,
  MatchingSiteMember,
  SearchLeftMenu,
} from '../contract/matching-site.ts';
import type { Db } from '../db/database.ts';
import { findListedProfile, latestRequestStates, listedFilterChoices, listEligibleFreezes, searchListedProfiles, type ListedProfileRow } from '../db/repositories/matching-repository.ts';
import { findMemberById } from '../db/repositories/members-repository.ts';
import { HttpProblem, problems } from '../http-problem.ts';
import type { PhotoService } from './photo-service.ts';

/** Keys of the couple information that identify the couple (left out of CLOS profiles). */
const IDENTITY_KEYS = ['firstName', 'partnerFirstName', 'lastName', 'partnerLastName', 'city', 'email', 'phone'];
export const DEFAULT_PAGE_SIZE = 12;

const matchingProblems = {
  profileNotCurrent: () =>
    new HttpProblem({
      status: 409,
      title: 'Matching profile not current',
      detail: 'Complete your matching profile with the clinic before searching donor profiles.',
      kind: 'matching-profile-not-current',
    }),
  notARecipient: () =>
    new HttpProblem({
      status: 409,
      title: 'Not a matching recipient',
      detail: 'Only embryo recipients can search and view donor profiles.',
      kind: 'not-a-matching-recipient',
    }),
  donorNotFound: () => problems.notFound('The donor profile was not found.'),
};

function parseJson(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  const value: unknown = JSON.parse(text);
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function coupleInformationFor(row: Pick<ListedProfileRow, 'privacy_type_id' | 'couple_information'>): Record<string, unknown> | null {
  const info = parseJson(row.couple_information);
  if (!info || row.privacy_type_id === 'OPEN') return info;
  return Object.fromEntries(Object.entries(info).filter(([key]) => !IDENTITY_KEYS.includes(key)));
}

function summaryOf(row: ListedProfileRow): MatchingMemberSummary {
  const open = row.privacy_type_id === 'OPEN';
  const info = open ? parseJson(row.couple_information) : null;
  const names = [info?.firstName, info?.partnerFirstName].filter((name): name is string => typeof name === 'string' && name !== '');
  return {
    memberId: row.member_id,
    profileCode: row.profile_code,
    privacyTypeId: open ? 'OPEN' : 'CLOS',
    displayName: open && names.length > 0 ? names.join(' & ') : null,
    ivfCenterId: row.ivf_center_id,
    ivfCenterName: row.ivf_center_name,
    residenceState: row.residence_state,
    birthYear: row.birth_year,
    heightCm: row.height_cm,
    eyeColor: row.eye_color,
    hairColor: row.hair_color,
    race: row.race,
    religion: row.religion,
    education: row.education,
    eligibleEmbryoCount: Number(row.eligible_embryo_count ?? 0),
    hasPhotos: Boolean(row.has_photos),
  };
}

export class MatchingService {
  readonly #db: Db;
  readonly #photos: PhotoService | null;

  constructor(db: Db, photos: PhotoService | null = null) {
    this.#db = db;
    this.#photos = photos;
  }

  /** The caller must be a recipient whose matching profile is Current. */
  async #assertSearchingRecipient(memberId: number): Promise<void> {
    const member = await findMemberById(this.#db, memberId);
    if (!member) throw problems.memberNotFound();
    if (member.member_type !== 'EmbryoRecipient') throw matchingProblems.notARecipient();
    if (!isMatchingProfileCurrent(member.matching_profile_status_id)) throw matchingProblems.profileNotCurrent();
  }

  async searchLeftMenu(memberId: number): Promise<SearchLeftMenu> {
    await this.#assertSearchingRecipient(memberId);
    const choices = await listedFilterChoices(this.#db);
    const int = (value: number | string | null) => (value === null ? null : Number(value));
    return {
      ivfCenters: choices.centers,
      residenceStates: choices.states,
      eyeColors: choices.eyeColors,
      hairColors: choices.hairColors,
      races: choices.races,
      religions: choices.religions,
      educations: choices.educations,
      birthYears: { min: int(choices.ranges.min_birth_year), max: int(choices.ranges.max_birth_year) },
      heights: { min: int(choices.ranges.min_height), max: int(choices.ranges.max_height) },
    };
  }

  async search(memberId: number, query: MatchingSearchQuery): Promise<MatchingSearchResult> {
    await this.#assertSearchingRecipient(memberId);
    const { pageNumber = 1, pageSize = DEFAULT_PAGE_SIZE, ...filter } = query;
    const { totalCount, rows } = await searchListedProfiles(this.#db, filter, { pageNumber, pageSize });
    return { items: rows.map(summaryOf), totalCount, pageNumber, pageSize };
  }

  async member(memberId: number, donorMemberId: number, freezeId: number | undefined): Promise<MatchingSiteMember> {
    await this.#assertSearchingRecipient(memberId);
    const row = await findListedProfile(this.#db, donorMemberId);
    if (!row) throw matchingProblems.donorNotFound();
    if (freezeId !== undefined) {
      const freezes = await listEligibleFreezes(this.#db, donorMemberId);
      if (!freezes.some((freeze) => freeze.id === freezeId)) throw matchingProblems.donorNotFound();
    }
    const requests = await latestRequestStates(this.#db, memberId, donorMemberId);
    return {
      ...summaryOf(row),
      coupleInformation: coupleInformationFor(row),
      considerations: parseJson(row.considerations),
      medicalInformation: parseJson(row.medical_information),
      letter: row.letter,
      customDescription: row.custom_description_status_id === 'ACC' ? row.custom_description : null,
      photos: (await this.#photos?.photosFor(memberId, donorMemberId)) ?? [],
      matchRequestState: requests.match,
      photosRequestState: requests.photos,
      reservations: [],
    };
  }

  async eligibleFreezes(memberId: number, donorMemberId: number, ivfCenterId: number | undefined): Promise<EligibleFreeze[]> {
    await this.#assertSearchingRecipient(memberId);
    const row = await findListedProfile(this.#db, donorMemberId);
    if (!row || (ivfCenterId !== undefined && row.ivf_center_id !== ivfCenterId)) throw matchingProblems.donorNotFound();
    const freezes = await listEligibleFreezes(this.#db, donorMemberId);
    return freezes.map((freeze) => ({
      freezeId: freeze.id,
      memberId: freeze.member_id,
      itemTypeId: 'CRY',
      count: freeze.count,
      frozenOn: freeze.frozen_on,
      description: freeze.description,
    }));
  }
}
