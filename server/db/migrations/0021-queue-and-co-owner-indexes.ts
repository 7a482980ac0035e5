// Indexes for reads that scanned every stored item once a clinic holds thousands (issue 16, measured
// with 10,000 more donor couples: `npm run bench`):
// - a member's co-owned items (the consent overview's second list) go from the partner's co_owners
//   rows to their items (9.3 ms → 0.07 ms a read);
// - the staff work queue finds the few items in a queue state by status, not by walking every
//   member of the clinic (7.9 ms → 0.23 ms), and orders them by the last signature on each item.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('freeze_events_co_owner_idx').on('freeze_events').column('co_owner_id').execute();
  await db.schema.createIndex('freeze_events_status_idx').on('freeze_events').column('status_id').execute();
  await db.schema.createIndex('consent_records_item_idx').on('consent_records').columns(['freeze_event_id', 'action']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('consent_records_item_idx').execute();
  await db.schema.dropIndex('freeze_events_status_idx').execute();
  await db.schema.dropIndex('freeze_events_co_owner_idx').execute();
}
