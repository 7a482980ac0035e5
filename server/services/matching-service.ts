// Matching site for recipients (issue 5): filter choices, search, one donor profile and the donor's
// embryos eligible for donation. Only a recipient whose matching profile is Current may call these
// (409, never 403: the SPA reads 403 as an expired session). Privacy (spec §3): IVF_/IVFU and
// NONE profiles are never listed and answer 404 like a missing one; a CLOS profile carries no
// identity (no names, no city, no photos); an OPEN one shows first names (photos come with an
// accepted photo request).
import type { EligibleFreeze, MatchingMemberSummary, MatchingSearchQuery, MatchingSearchResult, MatchingSiteMember, SearchLeftMenu } from '../../contract/api/matching-site.ts';
import type { Db } from '../db/database.ts';
import {
  findListedProfile,
  latestRequestStates,
  listedFilterChoices,
  listEligibleFreezes,
  listedPage,
  listedSummaries,
  listingVersion,
  type ListedProfileRow,
} from '../db/repositories/matching-repository.ts';
import { ListedPageCache, listedPageKey } from './matching-listing-cache.ts';
import { listActiveReservations } from '../db/repositories/matching-requests-repository.ts';
import { firstNamesOf, loadSearchingRecipient, matchingProblems, parseJson, visibleCoupleInformation } from './matching-access.ts';
import type { PhotoService } from './photo-service.ts';

export const DEFAULT_PAGE_SIZE = 12;

function summaryOf(row: ListedProfileRow): MatchingMemberSummary {
  const open = row.privacy_type_id === 'OPEN';
  const displayName = open ? firstNamesOf(parseJson(row.couple_information)) : null;
  return {
    memberId: row.member_id,
    profileCode: row.profile_code,
    privacyTypeId: open ? 'OPEN' : 'CLOS',
    displayName,
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
  readonly #pages = new ListedPageCache();

  constructor(db: Db, photos: PhotoService | null = null) {
    this.#db = db;
    this.#photos = photos;
  }

  /** The caller must be a recipient whose matching profile is Current. */
  async #assertSearchingRecipient(memberId: number): Promise<void> {
    await loadSearchingRecipient(this.#db, memberId);
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
    const version = await listingVersion(this.#db);
    const key = listedPageKey(filter, pageNumber, pageSize);
    let page = this.#pages.get(version, key);
    if (!page) {
      page = await listedPage(this.#db, filter, { pageNumber, pageSize });
      this.#pages.set(version, key, page);
    }
    const rows = await listedSummaries(this.#db, filter, page.memberIds);
    return { items: rows.map(summaryOf), totalCount: page.totalCount, pageNumber, pageSize };
  }

  async member(memberId: number, donorMemberId: number, freezeId: number | undefined): Promise<MatchingSiteMember> {
    await this.#assertSearchingRecipient(memberId);
    const row = await findListedProfile(this.#db, donorMemberId);
    if (!row) throw matchingProblems.donorNotFound();
    const reservations = await listActiveReservations(this.#db, memberId, donorMemberId);
    if (freezeId !== undefined && !reservations.some((reservation) => reservation.freeze_id === freezeId)) {
      const freezes = await listEligibleFreezes(this.#db, donorMemberId);
      if (!freezes.some((freeze) => freeze.id === freezeId)) throw matchingProblems.donorNotFound();
    }
    const requests = await latestRequestStates(this.#db, memberId, donorMemberId);
    return {
      ...summaryOf(row),
      coupleInformation: visibleCoupleInformation(row.privacy_type_id, row.couple_information),
      considerations: parseJson(row.considerations),
      medicalInformation: parseJson(row.medical_information),
      letter: row.letter,
      customDescription: row.custom_description_status_id === 'ACC' ? row.custom_description : null,
      photos: (await this.#photos?.photosFor(memberId, donorMemberId)) ?? [],
      matchRequestState: requests.match,
      photosRequestState: requests.photos,
      reservations: reservations.map((reservation) => ({ freezeId: reservation.freeze_id ?? 0, embryoCount: reservation.count, state: reservation.state })),
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
