// SQL of the requests between a recipient and a donor couple (match, photos, reservation of one
// freeze event). Uniqueness is the database's: one active reservation per freeze event and one
// active match / photos request per pair (partial unique indexes), so concurrent requests cannot
// both win; `insertRequest` reports the losing insert instead of throwing.
import { isUniqueViolation, type Db } from '../database.ts';

export const ACTIVE_STATES = ['REQUESTED', 'ACCEPTED'];

const requestColumns = [
  'matching_requests.id',
  'matching_requests.kind',
  'matching_requests.recipient_member_id',
  'matching_requests.donor_member_id',
  'matching_requests.freeze_event_id',
  'matching_requests.state',
  'matching_requests.requested_at',
  'matching_requests.answered_at',
  'matching_requests.freeze_prior_status_id',
] as const;

function requestsWithCounterparts(db: Db) {
  return db
    .selectFrom('matching_requests')
    .leftJoin('freeze_events', 'freeze_events.id', 'matching_requests.freeze_event_id')
    .leftJoin('matching_profiles as donor_profile', 'donor_profile.member_id', 'matching_requests.donor_member_id')
    .leftJoin('matching_profiles as recipient_profile', 'recipient_profile.member_id', 'matching_requests.recipient_member_id')
    .innerJoin('members as recipient', 'recipient.id', 'matching_requests.recipient_member_id')
    .select([...requestColumns])
    .select([
      'freeze_events.count as embryo_count',
      'donor_profile.profile_code as donor_profile_code',
      'donor_profile.privacy_type_id as donor_privacy_type_id',
      'donor_profile.couple_information as donor_couple_information',
      'recipient.pii as recipient_pii',
      'recipient_profile.profile_code as recipient_profile_code',
    ]);
}
export type RequestRow = Awaited<ReturnType<typeof findRequestById>>;

export async function findRequestById(db: Db, id: number) {
  return requestsWithCounterparts(db).where('matching_requests.id', '=', id).executeTakeFirstOrThrow();
}

export interface RequestKey {
  kind: string;
  recipientMemberId: number;
  donorMemberId: number;
  freezeId?: number | undefined;
}

function byKey(db: Db, key: RequestKey) {
  let query = requestsWithCounterparts(db)
    .where('matching_requests.kind', '=', key.kind)
    .where('matching_requests.recipient_member_id', '=', key.recipientMemberId)
    .where('matching_requests.donor_member_id', '=', key.donorMemberId);
  if (key.freezeId !== undefined) query = query.where('matching_requests.freeze_event_id', '=', key.freezeId);
  return query;
}

/** The newest request of a kind between a recipient and a donor (for one freeze event when given). */
export async function findLatestRequest(db: Db, key: RequestKey) {
  return byKey(db, key).orderBy('matching_requests.id', 'desc').executeTakeFirst();
}

/** The active (REQUESTED or ACCEPTED) request of a kind between a recipient and a donor. */
export async function findActiveRequest(db: Db, key: RequestKey) {
  return byKey(db, key).where('matching_requests.state', 'in', ACTIVE_STATES).orderBy('matching_requests.id', 'desc').executeTakeFirst();
}

/** Whether anybody holds an active reservation of the freeze event. */
export async function findActiveReservationOfFreeze(db: Db, freezeId: number) {
  return db
    .selectFrom('matching_requests')
    .select(['id', 'recipient_member_id'])
    .where('kind', '=', 'RESERVATION')
    .where('freeze_event_id', '=', freezeId)
    .where('state', 'in', ACTIVE_STATES)
    .executeTakeFirst();
}

/** Inserts a REQUESTED request; null when an active one of the same key (or of the freeze event) won the race. */
export async function insertRequest(db: Db, key: RequestKey, nowIso: string): Promise<number | null> {
  try {
    const row = await db
      .insertInto('matching_requests')
      .values({
        kind: key.kind,
        recipient_member_id: key.recipientMemberId,
        donor_member_id: key.donorMemberId,
        freeze_event_id: key.freezeId ?? null,
        state: 'REQUESTED',
        requested_at: nowIso,
        answered_at: null,
        cancelled_at: null,
        updated_at: nowIso,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** Moves a request from one of `fromStates` to `toState`; false when it changed in between. */
export async function moveRequestState(
  db: Db,
  id: number,
  move: { fromStates: string[]; toState: string; nowIso: string; answered?: boolean; cancelled?: boolean; freezePriorStatusId?: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('matching_requests')
    .set({
      state: move.toState,
      updated_at: move.nowIso,
      ...(move.answered ? { answered_at: move.nowIso } : {}),
      ...(move.cancelled ? { cancelled_at: move.nowIso } : {}),
      ...(move.freezePriorStatusId === undefined ? {} : { freeze_prior_status_id: move.freezePriorStatusId }),
    })
    .where('id', '=', id)
    .where('state', 'in', move.fromStates)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Requests a donor received (role DONOR) or a recipient sent (RECIPIENT), newest first. */
export async function listRequestsOf(db: Db, memberId: number, role: 'DONOR' | 'RECIPIENT') {
  return requestsWithCounterparts(db)
    .where(role === 'DONOR' ? 'matching_requests.donor_member_id' : 'matching_requests.recipient_member_id', '=', memberId)
    .orderBy('matching_requests.id', 'desc')
    .execute();
}

/** A recipient's active reservations with one donor. */
export async function listActiveReservations(db: Db, recipientMemberId: number, donorMemberId: number) {
  return db
    .selectFrom('matching_requests')
    .innerJoin('freeze_events', 'freeze_events.id', 'matching_requests.freeze_event_id')
    .select(['matching_requests.id', 'matching_requests.freeze_event_id as freeze_id', 'freeze_events.count', 'matching_requests.state'])
    .where('matching_requests.kind', '=', 'RESERVATION')
    .where('matching_requests.recipient_member_id', '=', recipientMemberId)
    .where('matching_requests.donor_member_id', '=', donorMemberId)
    .where('matching_requests.state', 'in', ACTIVE_STATES)
    .orderBy('matching_requests.id')
    .execute();
}

/** Whether a recipient has an active (REQUESTED or ACCEPTED) request of any kind with a donor. */
export async function hasActiveRequestBetween(db: Db, recipientMemberId: number, donorMemberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('matching_requests')
    .select('id')
    .where('recipient_member_id', '=', recipientMemberId)
    .where('donor_member_id', '=', donorMemberId)
    .where('state', 'in', ACTIVE_STATES)
    .executeTakeFirst();
  return row !== undefined;
}
