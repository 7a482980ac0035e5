// SQL for the member's changes to a collection (inventory batch) and its history. Each change is
// conditional on the state (and site) the rules looked at, so two concurrent requests cannot both
// win; the enrolment-package marker is claimed the same way, which makes a resend idempotent.
import type { Insertable } from 'kysely';
import type { Db } from '../database.ts';
import type { CollectionAppointmentEventsTable } from '../tables.ts';

/** A member's own collection. */
export async function findOwnCollectionAppointment(db: Db, memberId: number, inventoryBatchId: number) {
  return db.selectFrom('collection_appointments').selectAll().where('inventory_batch_id', '=', inventoryBatchId).where('member_id', '=', memberId).executeTakeFirst();
}
export type CollectionAppointmentRow = NonNullable<Awaited<ReturnType<typeof findOwnCollectionAppointment>>>;

export async function findCollectionSite(db: Db, centerId: number, siteId: number) {
  return db.selectFrom('collection_sites').selectAll().where('id', '=', siteId).where('center_id', '=', centerId).executeTakeFirst();
}

/** Applies `changes` when the collection is still in `fromState` (and at `fromSiteId`); false otherwise. */
export async function updateCollectionAppointment(
  db: Db,
  inventoryBatchId: number,
  expected: { fromState: string; fromSiteId: number | null },
  changes: { state?: string; collection_site_id?: number; scheduled_at_utc?: null; cancel_appointment_reason?: string; updated_at: string },
): Promise<boolean> {
  let query = db.updateTable('collection_appointments').set(changes).where('inventory_batch_id', '=', inventoryBatchId).where('state', '=', expected.fromState);
  query = expected.fromSiteId === null ? query.where('collection_site_id', 'is', null) : query.where('collection_site_id', '=', expected.fromSiteId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Records that the enrolment package goes out now, unless it went out after `notSentSince`
 * (then nothing changes and false is returned: the caller sends no second e-mail).
 */
export async function claimEnrollmentPackageSend(db: Db, inventoryBatchId: number, fromState: string, nowIso: string, notSentSince: string): Promise<boolean> {
  const result = await db
    .updateTable('collection_appointments')
    .set({ enrollment_package_sent_at: nowIso, updated_at: nowIso })
    .where('inventory_batch_id', '=', inventoryBatchId)
    .where('state', '=', fromState)
    .where((eb) => eb.or([eb('enrollment_package_sent_at', 'is', null), eb('enrollment_package_sent_at', '<=', notSentSince)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertCollectionAppointmentEvent(db: Db, event: Insertable<CollectionAppointmentEventsTable>): Promise<void> {
  await db.insertInto('collection_appointment_events').values(event).execute();
}
