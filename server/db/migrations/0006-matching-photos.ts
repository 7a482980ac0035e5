// Matching-site photos (issue 5): the photos of a member's matching profile. The bytes live in
// the photo storage (local disk or Azure Blob Storage) under `storage_key`; the row keeps what the
// API answers without reading them (size, order).
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('matching_photos').ifExists().execute();
}
