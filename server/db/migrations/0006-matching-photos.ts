// Matching-site photos (issue 5): the photos of a member's matching profile. The bytes live in
// the photo storage (local disk or Azure Blob Storage) under `storage_key`; the row keeps what the
// API answers without reading them (size, order).
// Also indexes the search benchmark (10,000 listed profiles, `npm run bench`) called for: one that holds
// the listing predicate, the search order and every filter column, so a page of results is read from the
// index alone in order; one with the listing predicate first and the filters, for the count; and one on
// the reserved freeze event of a request (the eligible-embryo count).
import type { Kysely } from 'kysely';
import { isPostgres } from '../database.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('matching_photos')
    .addColumn('id', postgres ? 'serial' : 'integer', (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('storage_key', 'text', (col) => col.notNull().unique())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('byte_size', 'integer', (col) => col.notNull())
    /** Order on the profile (1 = first); gaps after a deletion are fine. */
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('matching_photos_member_idx').on('matching_photos').columns(['member_id', 'position']).execute();

  await db.schema
    .createIndex('matching_profiles_search_idx')
    .on('matching_profiles')
    .columns([
      'role',
      'completion_status_id',
      'updated_at desc',
      'member_id',
      'privacy_type_id',
      'ivf_center_id',
      'residence_state',
      'birth_year',
      'height_cm',
      'eye_color',
      'hair_color',
      'race',
      'religion',
      'education',
    ])
    .execute();
  // The count of a search: the listing predicate as a prefix (a residence-state filter seeks on it), then the filters.
  await db.schema
    .createIndex('matching_profiles_filter_idx')
    .on('matching_profiles')
    .columns([
      'role',
      'completion_status_id',
      'privacy_type_id',
      'ivf_center_id',
      'residence_state',
      'birth_year',
      'height_cm',
      'eye_color',
      'hair_color',
      'race',
      'religion',
      'education',
    ])
    .execute();
  await db.schema.createIndex('matching_requests_freeze_event_idx').on('matching_requests').column('freeze_event_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('matching_requests_freeze_event_idx').ifExists().execute();
  await db.schema.dropIndex('matching_profiles_filter_idx').ifExists().execute();
  await db.schema.dropIndex('matching_profiles_search_idx').ifExists().execute();
  await db.schema.dropTable('matching_photos').ifExists().execute();
}
