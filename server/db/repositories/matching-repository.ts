// SQL of the matching site: listed donor profiles (search, filter choices, one profile), a donor's
// embryos eligible for donation, and a recipient's requests. "Listed" = a donor couple's profile
// that is CURRNT with privacy OPEN or CLOS, at a clinic with the matching site enabled;
// IVF_/IVFU (anonymous via the clinic) and NONE are never listed.
import { sql, type ExpressionBuilder, type Insertable, type Kysely } from 'kysely';
import { compiledOnce, compiledPerShape } from '../compiled-once.ts';
import { FEATURE_FLAG_NAMES } from '../../../contract/domain/constants.ts';
import type { Db } from '../database.ts';
import type { Database, MatchingProfilesTable } from '../tables.ts';

export const LISTED_PRIVACY_TYPES = ['OPEN', 'CLOS'] as const;
/** Embryo statuses a donor couple may donate from: stored at the clinic or long-term, or already exploring donation. */
export const DONATABLE_STATUSES = ['ICR-CRYC----------------', 'ICR-CRYL----------------', 'ICR-EDON----------------'];
const ACTIVE_REQUEST_STATES = ['REQUESTED', 'ACCEPTED'];

export interface SearchFilter {
  ivfCenterId?: number;
  residenceState?: string;
  minBirthYear?: number;
  minHeight?: number;
  eyeColor?: string;
  hairColor?: string;
  race?: string;
  religion?: string;
  education?: string;
}

type ProfileScope = ExpressionBuilder<Database, 'matching_profiles'>;

/** The listing predicate on `matching_profiles` (indexed: role, completion status, privacy type, center). */
export function listed(eb: ProfileScope) {
  return eb.and([
    eb('matching_profiles.role', '=', 'DONOR'),
    eb('matching_profiles.completion_status_id', '=', 'CURRNT'),
    eb('matching_profiles.privacy_type_id', 'in', [...LISTED_PRIVACY_TYPES]),
    eb(
      'matching_profiles.ivf_center_id',
      'in',
      eb.selectFrom('feature_flags').select('feature_flags.center_id').where('feature_flags.flag_name', '=', FEATURE_FLAG_NAMES.matchingSite),
    ),
  ]);
}

/**
 * `listed`, decided also on the member as they are now rather than on the profile's copy: still an
 * embryo couple of that clinic, in an eligible donation location, with an account neither disabled
 * nor deleted. For one profile at a time (opening it, its photos): per profile, over a whole search,
 * this look-up tripled the search's latency, so the search uses `listed` alone.
 */
export function listedNow(eb: ProfileScope) {
  return eb.and([
    listed(eb),
    eb.exists(
      eb
        .selectFrom('members as donor_member')
        .select('donor_member.id')
        .whereRef('donor_member.id', '=', 'matching_profiles.member_id')
        .whereRef('donor_member.center_id', '=', 'matching_profiles.ivf_center_id')
        .where('donor_member.member_type', '=', 'EmbryoCryo')
        .where('donor_member.eligible_donation_location', '=', 1)
        .where('donor_member.account_status_id', 'not in', ['DIS', 'DEL']),
    ),
  ]);
}

function listedProfiles(db: Db, filter: SearchFilter) {
  let query = db.selectFrom('matching_profiles').where(listed);
  if (filter.ivfCenterId !== undefined) query = query.where('matching_profiles.ivf_center_id', '=', filter.ivfCenterId);
  if (filter.residenceState !== undefined) query = query.where('matching_profiles.residence_state', '=', filter.residenceState);
  if (filter.minBirthYear !== undefined) query = query.where('matching_profiles.birth_year', '>=', filter.minBirthYear);
  if (filter.minHeight !== undefined) query = query.where('matching_profiles.height_cm', '>=', filter.minHeight);
  if (filter.eyeColor !== undefined) query = query.where('matching_profiles.eye_color', '=', filter.eyeColor);
  if (filter.hairColor !== undefined) query = query.where('matching_profiles.hair_color', '=', filter.hairColor);
  if (filter.race !== undefined) query = query.where('matching_profiles.race', '=', filter.race);
  if (filter.religion !== undefined) query = query.where('matching_profiles.religion', '=', filter.religion);
  if (filter.education !== undefined) query = query.where('matching_profiles.education', '=', filter.education);
  return query;
}

const summaryColumns = [
  'matching_profiles.member_id',
  'matching_profiles.profile_code',
  'matching_profiles.privacy_type_id',
  'matching_profiles.couple_information',
  'matching_profiles.ivf_center_id',
  'centers.name as ivf_center_name',
  'matching_profiles.residence_state',
  'matching_profiles.birth_year',
  'matching_profiles.height_cm',
  'matching_profiles.eye_color',
  'matching_profiles.hair_color',
  'matching_profiles.race',
  'matching_profiles.religion',
  'matching_profiles.education',
] as const;

/** Number of embryos (sum of counts) eligible for donation and not reserved, per donor. */
function eligibleEmbryoCount(eb: ExpressionBuilder<Database, 'matching_profiles'>) {
  return eb
    .selectFrom('freeze_events')
    .select((inner) => inner.fn.coalesce(inner.fn.sum<number | string>('freeze_events.count'), sql<number | string>`0`).as('total'))
    .whereRef('freeze_events.member_id', '=', 'matching_profiles.member_id')
    .where('freeze_events.item_type_id', '=', 'CRY')
    .where('freeze_events.deleted_at', 'is', null)
    .where('freeze_events.status_id', 'in', DONATABLE_STATUSES)
    .where('freeze_events.offered_for_matching', '=', 1)
    .where((inner) => inner.not(inner.exists(activeReservationOf(inner))));
}

/** Whether an OPEN listed donor has photos (recipients never see a CLOS couple's photos, so it has none to show). */
function hasPhotos(eb: ExpressionBuilder<Database, 'matching_profiles'>) {
  return eb.and([
    eb('matching_profiles.privacy_type_id', '=', 'OPEN'),
    eb.exists(eb.selectFrom('matching_photos').select('matching_photos.id').whereRef('matching_photos.member_id', '=', 'matching_profiles.member_id')),
  ]);
}

function activeReservationOf(eb: ExpressionBuilder<Database, 'freeze_events'>) {
  return eb
    .selectFrom('matching_requests')
    .select('matching_requests.id')
    .whereRef('matching_requests.freeze_event_id', '=', 'freeze_events.id')
    .where('matching_requests.kind', '=', 'RESERVATION')
    .where('matching_requests.state', 'in', ACTIVE_REQUEST_STATES);
}

/** The listing's version (migration 0022): any write to the matching profiles or the feature flags raises it. */
const listingVersionRow = compiledOnce((db: Kysely<Database>) => db.selectFrom('matching_listing_version').select('version').where('id', '=', 1), 0);

export async function listingVersion(db: Db): Promise<number> {
  const row = await listingVersionRow.first(db);
  if (!row) throw new Error('matching_listing_version has no row: migration 0022 did not run');
  return Number(row.version);
}

/** A page of listed donors' member ids, newest profile first, and how many match the filter in all. */
export interface ListedPage {
  memberIds: number[];
  totalCount: number;
}

export async function listedPage(db: Db, filter: SearchFilter, page: { pageNumber: number; pageSize: number }): Promise<ListedPage> {
  const offset = (page.pageNumber - 1) * page.pageSize;
  // Sorted on the listing index alone; the columns and per-row sub-queries are read for the page only.
  const rows = await listedProfiles(db, filter)
    .select('matching_profiles.member_id')
    .orderBy('matching_profiles.updated_at', 'desc')
    .orderBy('matching_profiles.member_id', 'asc')
    .limit(page.pageSize)
    .offset(offset)
    .execute();
  const memberIds = rows.map((row) => row.member_id);
  // A page that is neither full nor past the end is the last one: it tells the total without counting.
  if ((memberIds.length > 0 && memberIds.length < page.pageSize) || (memberIds.length === 0 && offset === 0)) {
    return { memberIds, totalCount: offset + memberIds.length };
  }
  const countRow = await listedProfiles(db, filter)
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .executeTakeFirstOrThrow();
  return { memberIds, totalCount: Number(countRow.count) };
}

/** The filter's fields in a fixed order (a query's shape lists those a search sets). */
const searchFilterFields = ['ivfCenterId', 'residenceState', 'minBirthYear', 'minHeight', 'eyeColor', 'hairColor', 'race', 'religion', 'education'] as const;
type SearchFilterField = (typeof searchFilterFields)[number];

/**
 * The summaries' query, compiled once per shape (the filter's fields a search sets and the number of
 * ids): building and compiling it took about 78 µs a search, more than a quarter of what SQLite takes to
 * run it (docs/adr/0016). On PostgreSQL the first 16 shapes used twice run as named prepared statements:
 * parsed and planned anew on every call, it cost PostgreSQL's backends more CPU than running it. Which
 * 16 is first come, first served after each start; any other shape runs unnamed, as before.
 */
const listedSummariesQuery = compiledPerShape(
  ({ filter, memberIds }: { filter: SearchFilter; memberIds: number[] }) => {
    const fields = searchFilterFields.filter((field) => filter[field] !== undefined);
    return { shape: { fields, ids: memberIds.length }, values: [...fields.map((field) => filter[field]), ...memberIds] };
  },
  (db: Db, { fields }: { fields: SearchFilterField[] }, values: unknown[]) => {
    const filter: SearchFilter = Object.fromEntries(fields.map((field, index) => [field, values[index]]));
    const memberIds = values.slice(fields.length) as number[];
    return listedProfiles(db, filter)
      .innerJoin('centers', 'centers.id', 'matching_profiles.ivf_center_id')
      .select([...summaryColumns])
      .select((eb) => eligibleEmbryoCount(eb).as('eligible_embryo_count'))
      .select((eb) => hasPhotos(eb).as('has_photos'))
      .where('matching_profiles.member_id', 'in', memberIds);
  },
  256,
  16,
);

/**
 * The search summaries of these donors, in the order given. Each must still be listed and still match
 * the filter when it is read: a page of ids found a moment earlier never shows a profile that has
 * left the listing, or changed out of the filter, since.
 */
export async function listedSummaries(db: Db, filter: SearchFilter, memberIds: number[]) {
  if (memberIds.length === 0) return [];
  const rows = await listedSummariesQuery.all(db, { filter, memberIds });
  const position = new Map(memberIds.map((id, index) => [id, index]));
  return rows.sort((a, b) => (position.get(a.member_id) ?? 0) - (position.get(b.member_id) ?? 0));
}
export type ListedProfileRow = Awaited<ReturnType<typeof listedSummaries>>[number];

/** One listed donor profile with every step, or undefined (not a donor, not listed, IVF_/IVFU, missing). */
export async function findListedProfile(db: Db, memberId: number) {
  return listedProfiles(db, {})
    .where(listedNow)
    .innerJoin('centers', 'centers.id', 'matching_profiles.ivf_center_id')
    .select([...summaryColumns])
    .select((eb) => eligibleEmbryoCount(eb).as('eligible_embryo_count'))
    .select((eb) => hasPhotos(eb).as('has_photos'))
    .select([
      'matching_profiles.considerations',
      'matching_profiles.medical_information',
      'matching_profiles.letter',
      'matching_profiles.custom_description',
      'matching_profiles.custom_description_status_id',
    ])
    .where('matching_profiles.member_id', '=', memberId)
    .executeTakeFirst();
}

/** Filter choices: centers and states (with names), the distinct attribute values and the ranges of listed profiles. */
export async function listedFilterChoices(db: Db) {
  const base = () => listedProfiles(db, {});
  const distinct = async (column: 'eye_color' | 'hair_color' | 'race' | 'religion' | 'education') => {
    const rows = await base().select(`matching_profiles.${column} as value`).distinct().where(`matching_profiles.${column}`, 'is not', null).orderBy('value').execute();
    return rows.map((row) => row.value).filter((value): value is string => value !== null);
  };
  const centers = await base()
    .innerJoin('centers', 'centers.id', 'matching_profiles.ivf_center_id')
    .select(['centers.id', 'centers.name'])
    .distinct()
    .orderBy('centers.name')
    .execute();
  const states = await base().select('matching_profiles.residence_state as code').distinct().where('matching_profiles.residence_state', 'is not', null).orderBy('code').execute();
  const stateNames = await db
    .selectFrom('states')
    .innerJoin('countries', 'countries.id', 'states.country_id')
    .select(['states.code', 'states.name'])
    .where('countries.code', '=', 'US')
    .execute();
  const ranges = await base()
    .select((eb) => [
      eb.fn.min<number | null>('matching_profiles.birth_year').as('min_birth_year'),
      eb.fn.max<number | null>('matching_profiles.birth_year').as('max_birth_year'),
      eb.fn.min<number | null>('matching_profiles.height_cm').as('min_height'),
      eb.fn.max<number | null>('matching_profiles.height_cm').as('max_height'),
    ])
    .executeTakeFirstOrThrow();
  return {
    centers,
    states: states.flatMap((row) => (row.code === null ? [] : [{ code: row.code, name: stateNames.find((state) => state.code === row.code)?.name ?? row.code }])),
    eyeColors: await distinct('eye_color'),
    hairColors: await distinct('hair_color'),
    races: await distinct('race'),
    religions: await distinct('religion'),
    educations: await distinct('education'),
    ranges,
  };
}

/** A donor's embryo freeze events the couple offers, eligible for donation and not reserved (by anyone). */
export async function listEligibleFreezes(db: Db, donorMemberId: number) {
  return db
    .selectFrom('freeze_events')
    .select(['freeze_events.id', 'freeze_events.member_id', 'freeze_events.count', 'freeze_events.frozen_on', 'freeze_events.description'])
    .where('freeze_events.member_id', '=', donorMemberId)
    .where('freeze_events.item_type_id', '=', 'CRY')
    .where('freeze_events.deleted_at', 'is', null)
    .where('freeze_events.status_id', 'in', DONATABLE_STATUSES)
    .where('freeze_events.offered_for_matching', '=', 1)
    .where((eb) => eb.not(eb.exists(activeReservationOf(eb))))
    .orderBy('freeze_events.frozen_on', 'desc')
    .orderBy('freeze_events.id', 'asc')
    .execute();
}

/** The latest request of each kind from a recipient to a donor. */
export async function latestRequestStates(db: Db, recipientMemberId: number, donorMemberId: number) {
  const rows = await db
    .selectFrom('matching_requests')
    .select(['kind', 'state', 'id'])
    .where('recipient_member_id', '=', recipientMemberId)
    .where('donor_member_id', '=', donorMemberId)
    .where('kind', 'in', ['MATCH', 'PHOTOS'])
    .orderBy('id', 'asc')
    .execute();
  const latest: Record<string, string> = {};
  for (const row of rows) latest[row.kind] = row.state;
  return { match: latest.MATCH ?? null, photos: latest.PHOTOS ?? null };
}

/** A member's whole matching profile row (own profile, rebuild, the PDF). */
export async function findProfileRow(db: Db, memberId: number) {
  return db.selectFrom('matching_profiles').selectAll().where('member_id', '=', memberId).executeTakeFirst();
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileRow>>>;

/**
 * Inserts or replaces a member's profile row, keeps the member record's status and privacy in step
 * and bumps the matching version. With `expectedVersion`, only while the member is still at it
 * (false: another save came first, nothing changed).
 */
export async function saveProfile(
  db: Db,
  row: Insertable<MatchingProfilesTable>,
  member: { statusId: string; privacyTypeId: string | null },
  expectedVersion?: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const memberId = row.member_id;
    let claim = trx
      .updateTable('members')
      .set((eb) => ({ matching_profile_status_id: member.statusId, matching_privacy_type_id: member.privacyTypeId, matching_version: eb('matching_version', '+', 1) }))
      .where('id', '=', memberId);
    if (expectedVersion !== undefined) claim = claim.where('matching_version', '=', expectedVersion);
    if (Number((await claim.executeTakeFirst()).numUpdatedRows) === 0) return false;
    // The creation time and the member stay; every other column is replaced.
    const changes = { ...row, member_id: undefined, created_at: undefined };
    const updated = await trx.updateTable('matching_profiles').set(changes).where('member_id', '=', memberId).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) await trx.insertInto('matching_profiles').values(row).execute();
    return true;
  });
}

/** Whether one of the member's stored items waits for the clinic's medical review. */
export async function hasMedicalReviewPending(db: Db, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('freeze_events')
    .select('id')
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .where('medical_review_pending', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a center has the matching site switched on. */
const matchingSiteFlagOf = compiledOnce(
  (db: Kysely<Database>, centerId: number) =>
    db.selectFrom('feature_flags').select('center_id').where('center_id', '=', centerId).where('flag_name', '=', FEATURE_FLAG_NAMES.matchingSite),
  1,
);

export async function centerHasMatchingSite(db: Db, centerId: number): Promise<boolean> {
  return (await matchingSiteFlagOf.first(db, centerId)) !== undefined;
}

function donatableFreezes(db: Db, donorMemberId: number) {
  return db
    .selectFrom('freeze_events')
    .where('freeze_events.member_id', '=', donorMemberId)
    .where('freeze_events.item_type_id', '=', 'CRY')
    .where('freeze_events.deleted_at', 'is', null)
    .where('freeze_events.status_id', 'in', DONATABLE_STATUSES);
}

/** A donor's embryo freeze event in a donatable status (reserved or not; offered or not), or undefined. */
export async function findDonatableFreeze(db: Db, donorMemberId: number, freezeId: number) {
  return donatableFreezes(db, donorMemberId).select(['id', 'member_id', 'status_id', 'count']).where('freeze_events.id', '=', freezeId).executeTakeFirst();
}

/** A donor's embryo freeze event the couple offers on the matching site, in a donatable status (reserved or not), or undefined. */
export async function findOfferedFreeze(db: Db, donorMemberId: number, freezeId: number) {
  return donatableFreezes(db, donorMemberId)
    .select(['id', 'member_id', 'status_id', 'count'])
    .where('freeze_events.id', '=', freezeId)
    .where('freeze_events.offered_for_matching', '=', 1)
    .executeTakeFirst();
}

/** Every embryo freeze event a donor couple could offer, whether it does, and whether a recipient holds a reservation of it. */
export async function listOfferableFreezes(db: Db, donorMemberId: number) {
  return donatableFreezes(db, donorMemberId)
    .select(['freeze_events.id', 'freeze_events.count', 'freeze_events.frozen_on', 'freeze_events.description', 'freeze_events.offered_for_matching'])
    .select((eb) => eb.exists(activeReservationOf(eb)).as('reserved'))
    .orderBy('freeze_events.frozen_on', 'desc')
    .orderBy('freeze_events.id', 'asc')
    .execute();
}

/**
 * Sets which of a donor's donatable freeze events are offered (the others are not), while the
 * member's matching version is still `expectedVersion`; false when another save came first.
 */
export async function saveOfferedFreezes(db: Db, donorMemberId: number, offeredIds: readonly number[], expectedVersion: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claim = await trx
      .updateTable('members')
      .set((eb) => ({ matching_version: eb('matching_version', '+', 1) }))
      .where('id', '=', donorMemberId)
      .where('matching_version', '=', expectedVersion)
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) === 0) return false;
    const ids = donatableFreezes(trx, donorMemberId).select('freeze_events.id');
    await trx.updateTable('freeze_events').set({ offered_for_matching: 0 }).where('id', 'in', ids).execute();
    if (offeredIds.length > 0) {
      await trx
        .updateTable('freeze_events')
        .set({ offered_for_matching: 1 })
        .where('id', 'in', ids)
        .where('id', 'in', [...offeredIds])
        .execute();
    }
    return true;
  });
}

/** Number of the member's embryo freeze events in a donatable status (reserved or not). */
export async function countDonatableFreezes(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('freeze_events')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('member_id', '=', memberId)
    .where('item_type_id', '=', 'CRY')
    .where('deleted_at', 'is', null)
    .where('status_id', 'in', DONATABLE_STATUSES)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
