// Staff records, their clinic grants, the audit log (insert and read only: there is no update or
// delete here, and the database refuses both) and stored items' status history.
import type { Insertable } from 'kysely';
import type { Db } from '../database.ts';
import type { AuditLogTable, FreezeEventHistoryTable } from '../tables.ts';

/** Creates the staff record at the first call, and keeps the name and last-seen time current. */
export async function upsertStaff(db: Db, staff: { oid: string; tenant_id: string; user_name: string; name: string }, nowIso: string): Promise<void> {
  await db
    .insertInto('staff')
    .values({ ...staff, created_at: nowIso, last_seen_at: nowIso })
    .onConflict((oc) => oc.column('oid').doUpdateSet({ user_name: staff.user_name, name: staff.name, last_seen_at: nowIso }))
    .execute();
}

export async function findStaff(db: Db, oid: string) {
  return db.selectFrom('staff').selectAll().where('oid', '=', oid).executeTakeFirst();
}

export async function listStaff(db: Db) {
  return db.selectFrom('staff').selectAll().orderBy('user_name').execute();
}

export async function listGrantedClinics(db: Db, oid: string): Promise<number[]> {
  const rows = await db.selectFrom('staff_clinics').select('center_id').where('oid', '=', oid).orderBy('center_id').execute();
  return rows.map((row) => row.center_id);
}

export async function listAllGrants(db: Db) {
  return db.selectFrom('staff_clinics').select(['oid', 'center_id']).orderBy('center_id').execute();
}

/** Replaces a staff member's clinics (call it inside the caller's transaction). */
export async function replaceGrants(trx: Db, oid: string, centerIds: readonly number[], grantedBy: string, nowIso: string): Promise<void> {
  await trx.deleteFrom('staff_clinics').where('oid', '=', oid).execute();
  if (centerIds.length > 0) {
    await trx
      .insertInto('staff_clinics')
      .values(centerIds.map((center_id) => ({ oid, center_id, granted_by: grantedBy, granted_at: nowIso })))
      .execute();
  }
}

export async function appendAudit(db: Db, entry: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(entry).execute();
}

/** A page of the audit log, newest first; `centerIds` null means every clinic. */
export async function listAudit(db: Db, filter: { centerIds: readonly number[] | null; centerId?: number; memberId?: number }, page: { offset: number; limit: number }) {
  let query = db.selectFrom('audit_log');
  if (filter.centerIds) query = query.where('center_id', 'in', filter.centerIds.length > 0 ? [...filter.centerIds] : [-1]);
  if (filter.centerId !== undefined) query = query.where('center_id', '=', filter.centerId);
  if (filter.memberId !== undefined) query = query.where('member_id', '=', filter.memberId);
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function appendHistory(db: Db, entry: Insertable<FreezeEventHistoryTable>): Promise<void> {
  await db.insertInto('freeze_event_history').values(entry).execute();
}

export async function listHistory(db: Db, freezeEventIds: readonly number[]) {
  if (freezeEventIds.length === 0) return [];
  return db
    .selectFrom('freeze_event_history')
    .selectAll()
    .where('freeze_event_id', 'in', [...freezeEventIds])
    .orderBy('id')
    .execute();
}
