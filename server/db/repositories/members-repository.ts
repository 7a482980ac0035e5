// SQL for members and what hangs off them: default card, freeze events (stored items), billing
// history and collection appointments.
import type { ExpressionBuilder, Insertable } from 'kysely';
import { compiledOnce, namedColumns } from '../compiled-once.ts';
import type { Db } from '../database.ts';
import type { CollectionAppointmentsTable, Database, MembersTable } from '../tables.ts';

/** One field of the member's saved card (credit_cards is keyed by member: one row at most). */
function cardField<C extends 'brand' | 'last_four' | 'expiration' | 'system_status', A extends string>(eb: ExpressionBuilder<Database, 'members'>, column: C, alias: A) {
  return eb.selectFrom('credit_cards').select(`credit_cards.${column}`).whereRef('credit_cards.member_id', '=', 'members.id').as(alias);
}

/** Every column of a member row, named (a read compiled once never selects `*`: compiled-once.ts). */
const memberColumns = namedColumns<MembersTable, 'members'>('members', {
  id: true,
  center_id: true,
  user_name: true,
  user_name_key: true,
  password_hash: true,
  password_changed_at: true,
  member_type: true,
  type_id: true,
  registration_stage_id: true,
  account_status_id: true,
  is_read_only: true,
  billing_balance_cents: true,
  payment_method_id: true,
  matching_profile_status_id: true,
  matching_privacy_type_id: true,
  two_factor_enabled: true,
  offsite_storage_type: true,
  eligible_donation_location: true,
  email_hash: true,
  pii: true,
  created_at: true,
  name_dob_hash: true,
  phone_hash: true,
  address_hash: true,
  default_vault_id: true,
  pending_email_until: true,
  account_version: true,
  matching_version: true,
  sign_in_locked: true,
  locale: true,
});

/**
 * The member with the default payment method's display fields. Those come from scalar sub-queries, not
 * joins: on node:sqlite, a join that reads every member column took 60–90 µs a row against 12–16 µs
 * for the same row read through sub-queries (measured; the member read does this on every request).
 */
const memberById = compiledOnce(
  (db: Db, memberId: number) =>
    db
      .selectFrom('members')
      .select(memberColumns)
      .select((eb) => [
        eb.selectFrom('payment_vaults').select('payment_vaults.email').whereRef('payment_vaults.vault_id', '=', 'members.default_vault_id').as('wallet_email'),
        cardField(eb, 'brand', 'card_brand'),
        cardField(eb, 'last_four', 'card_last_four'),
        cardField(eb, 'expiration', 'card_expiration'),
        cardField(eb, 'system_status', 'card_system_status'),
      ])
      .where('members.id', '=', memberId),
  1,
);

export async function findMemberById(db: Db, memberId: number) {
  return memberById.first(db, memberId);
}
export type MemberRow = NonNullable<Awaited<ReturnType<typeof findMemberById>>>;

export async function findMemberByUserName(db: Db, userNameKey: string) {
  return db.selectFrom('members').selectAll().where('user_name_key', '=', userNameKey).executeTakeFirst();
}

export async function listMembersByEmailHash(db: Db, centerId: number, emailHash: string) {
  return db.selectFrom('members').select(['id', 'user_name', 'pii']).where('center_id', '=', centerId).where('email_hash', '=', emailHash).execute();
}

export async function findMemberCredentials(db: Db, memberId: number) {
  return db.selectFrom('members').select(['id', 'center_id', 'pii', 'account_status_id']).where('id', '=', memberId).executeTakeFirst();
}

export async function updatePassword(db: Db, memberId: number, passwordHash: string, changedAt: string): Promise<void> {
  await db.updateTable('members').set({ password_hash: passwordHash, password_changed_at: changedAt }).where('id', '=', memberId).execute();
}

export async function listFreezeEvents(db: Db, memberId: number) {
  return db
    .selectFrom('freeze_events')
    .select(['id', 'member_id', 'item_type_id', 'status_id', 'count', 'frozen_on', 'storage_location', 'description'])
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .orderBy('frozen_on', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function listPaymentHistory(db: Db, memberId: number) {
  return db
    .selectFrom('payment_history')
    .select(['id', 'posted_on', 'description', 'amount_cents', 'kind'])
    .where('member_id', '=', memberId)
    .orderBy('posted_on')
    .orderBy('id')
    .execute();
}

export async function listCollectionAppointments(db: Db, memberId: number) {
  return db.selectFrom('collection_appointments').selectAll().where('member_id', '=', memberId).orderBy('inventory_batch_id').execute();
}

/**
 * Replaces the encrypted personal data and the look-up hashes that derive from it, and bumps the
 * account version. With `expectedVersion`, only while the row is still at that version: false when
 * another write came first (nothing changed).
 */
export async function updatePersonalData(
  db: Db,
  memberId: number,
  data: { pii: string; email_hash: string; name_dob_hash: string | null; phone_hash: string | null; address_hash: string | null },
  expectedVersion?: number,
): Promise<boolean> {
  let update = db
    .updateTable('members')
    .set((eb) => ({ ...data, account_version: eb('account_version', '+', 1) }))
    .where('id', '=', memberId);
  if (expectedVersion !== undefined) update = update.where('account_version', '=', expectedVersion);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function updateRegistrationStage(db: Db, memberId: number, registrationStageId: string): Promise<void> {
  await db.updateTable('members').set({ registration_stage_id: registrationStageId }).where('id', '=', memberId).execute();
}

export async function updateUserName(db: Db, memberId: number, userName: string): Promise<void> {
  await db.updateTable('members').set({ user_name: userName, user_name_key: userName.toLowerCase() }).where('id', '=', memberId).execute();
}

/** The portal language the member chose (a portal locale, checked by the caller). */
export async function updateMemberLocale(db: Db, memberId: number, locale: string): Promise<void> {
  await db.updateTable('members').set({ locale }).where('id', '=', memberId).execute();
}

export async function insertMember(db: Db, member: Insertable<MembersTable>): Promise<number> {
  const row = await db.insertInto('members').values(member).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The next free inventory batch id (enrolment creates the first collection appointment). */
export async function nextInventoryBatchId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('collection_appointments')
    .select((eb) => eb.fn.max<number | string>('inventory_batch_id').as('max'))
    .executeTakeFirst();
  return Math.max(Number(row?.max ?? 0), 60_000) + 1;
}

export async function insertCollectionAppointment(db: Db, appointment: Insertable<CollectionAppointmentsTable>): Promise<void> {
  await db.insertInto('collection_appointments').values(appointment).execute();
}
