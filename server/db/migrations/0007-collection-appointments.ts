// Collection appointments (issue 6): when the enrolment package was last sent (a repeated resend
// within a short window sends nothing, so the column is the idempotence marker), the reason of the
// last cancelled appointment, the length of a booked appointment, and one history row per change a member makes to a collection.
import type { Kysely } from 'kysely';
import { isPostgres } from '../database.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const idType = postgres ? 'serial' : 'integer';

  await db.schema.alterTable('collection_appointments').addColumn('enrollment_package_sent_at', 'text').execute();
  await db.schema.alterTable('collection_appointments').addColumn('cancel_appointment_reason', 'text').execute();
  await db.schema.alterTable('collection_appointments').addColumn('updated_at', 'text').execute();
  // Length of a booked appointment (the calendar entry's end).
  await db.schema.alterTable('collection_appointments').addColumn('duration_minutes', 'integer').execute();

  await db.schema
    .createTable('collection_appointment_events')
    .addColumn('id', idType, (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('inventory_batch_id', 'integer', (col) => col.notNull().references('collection_appointments.inventory_batch_id'))
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    /** 'ChangeCollectionSite', 'CancelAppointment', 'MemberCancelCollection' or 'ResendEnrollmentPackage'. */
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('from_state', 'text', (col) => col.notNull())
    .addColumn('to_state', 'text', (col) => col.notNull())
    .addColumn('from_collection_site_id', 'integer')
    .addColumn('to_collection_site_id', 'integer')
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('collection_appointment_events_batch_idx').on('collection_appointment_events').columns(['inventory_batch_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('collection_appointment_events').ifExists().execute();
  for (const column of ['duration_minutes', 'updated_at', 'cancel_appointment_reason', 'enrollment_package_sent_at']) {
    await db.schema.alterTable('collection_appointments').dropColumn(column).execute();
  }
}
