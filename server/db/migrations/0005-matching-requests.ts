// Matching site, profiles and requests (issue 5): a clinic's matching-site maintenance window
// (changes refused while it is active), a freeze event waiting for medical review (a donor
// profile then completes as MEDPND instead of CURRNT), the status a reserved freeze event had
// before an accepted reservation moved it to "exploring donation to another couple" (restored on
// cancellation), and one active match / photos request per recipient, donor and kind.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('centers').addColumn('matching_maintenance_start_utc', 'text').execute();
  await db.schema.alterTable('centers').addColumn('matching_maintenance_end_utc', 'text').execute();
  await db.schema
    .alterTable('freeze_events')
    .addColumn('medical_review_pending', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('matching_requests').addColumn('freeze_prior_status_id', 'text').execute();
  await sql`CREATE UNIQUE INDEX matching_requests_one_active_request ON matching_requests (kind, recipient_member_id, donor_member_id)
    WHERE kind IN ('MATCH', 'PHOTOS') AND state IN ('REQUESTED', 'ACCEPTED')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS matching_requests_one_active_request`.execute(db);
  await db.schema.alterTable('matching_requests').dropColumn('freeze_prior_status_id').execute();
  await db.schema.alterTable('freeze_events').dropColumn('medical_review_pending').execute();
  await db.schema.alterTable('centers').dropColumn('matching_maintenance_end_utc').execute();
  await db.schema.alterTable('centers').dropColumn('matching_maintenance_start_utc').execute();
}
