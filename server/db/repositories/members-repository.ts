// SQL for members and what hangs off them: default card, freeze events (stored items), billing
// history and collection appointments.
import type { Insertable } from 'kysely';
import type { Db } from '../database.ts';
import type { CollectionAppointmentsTable, MembersTable } from '../tables.ts';

export async function findMemberById(db: Db, memberId: number) {
  return db
    .selectFrom('members')
    .leftJoin('credit_cards', 'credit_cards.member_id', 'members.id')
    .leftJoin('payment_vaults as default_vault', 'default_vault.vault_id', 'members.default_vault_id')
    .selectAll('members')
    .select([
      'default_vault.email as wallet_email',
      'credit_cards.brand as card_brand',
      'credit_cards.last_four as card_last_four',
      'credit_cards.expiration as card_expiration',
      'credit_cards.system_status as card_system_status',
    ])
    .where('members.id', '=', memberId)
    .executeTakeFirst();
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
