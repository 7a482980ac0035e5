// The matching site's listing version (issue 16): one number that every write to the matching
// profiles or the clinics' feature flags raises, in the same transaction, by trigger. The search
// keeps the page of member ids and the total it found for each filter under the version it read, and
// reuses them while the version is the same: any write by any path (a member's profile, the staff
// console, the demo-data restore, another instance) makes the next search look again.
// The version only ever rises, even across a restore from a backup: each raise takes it to at least
// the time now in milliseconds, so it passes any number an instance may still hold.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../database.ts';

const watched = ['matching_profiles', 'feature_flags'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('matching_listing_version')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('version', postgres ? 'bigint' : 'integer', (col) => col.notNull())
    .execute();
  await sql`insert into matching_listing_version (id, version) values (1, 0)`.execute(db);
  if (postgres) {
    // The table is found in the schema the function was made in, whatever the writing session's search_path.
    await sql`create function matching_listing_changed() returns trigger language plpgsql set search_path from current as $$
      begin
        update matching_listing_version
          set version = greatest(version + 1, (extract(epoch from clock_timestamp()) * 1000)::bigint)
          where id = 1;
        return null;
      end $$`.execute(db);
    for (const table of watched) {
      await sql`create trigger ${sql.raw(`${table}_listing_version`)} after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function matching_listing_changed()`.execute(db);
    }
    return;
  }
  // SQLite has row triggers only: a statement writing many rows raises the version once per row.
  for (const table of watched) {
    for (const event of ['insert', 'update', 'delete'] as const) {
      await sql`create trigger ${sql.raw(`${table}_listing_version_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin
          update matching_listing_version set version = max(version + 1, cast(unixepoch('subsec') * 1000 as integer)) where id = 1;
        end`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of watched) await sql`drop trigger ${sql.raw(`${table}_listing_version`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function matching_listing_changed()`.execute(db);
  } else {
    for (const table of watched) {
      for (const event of ['insert', 'update', 'delete']) await sql`drop trigger ${sql.raw(`${table}_listing_version_${event}`)}`.execute(db);
    }
  }
  await db.schema.dropTable('matching_listing_version').execute();
}
