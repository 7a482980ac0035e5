// Consent terms (issue 11): the exact terms text a member signed, kept once per content hash, so a
// consent record (which names the hash) can be shown and printed later as it was signed. Rows are
// evidence like the records themselves: the database refuses to change or remove one.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../database.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('consent_terms')
    .addColumn('hash', 'text', (col) => col.primaryKey())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    /** The rich-text document as JSON text, byte for byte what was hashed. */
    .addColumn('body_json', 'text', (col) => col.notNull())
    .addColumn('first_signed_at_utc', 'text', (col) => col.notNull())
    .execute();
  if (isPostgres(db)) {
    await sql`CREATE FUNCTION consent_terms_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'consent terms are append-only'; END $$`.execute(db);
    await sql`CREATE TRIGGER consent_terms_append_only BEFORE UPDATE OR DELETE ON consent_terms
      FOR EACH ROW EXECUTE FUNCTION consent_terms_append_only()`.execute(db);
  } else {
    await sql`CREATE TRIGGER consent_terms_no_update BEFORE UPDATE ON consent_terms
      BEGIN SELECT RAISE(ABORT, 'consent terms are append-only'); END`.execute(db);
    await sql`CREATE TRIGGER consent_terms_no_delete BEFORE DELETE ON consent_terms
      BEGIN SELECT RAISE(ABORT, 'consent terms are append-only'); END`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql`DROP FUNCTION IF EXISTS consent_terms_append_only() CASCADE`.execute(db);
  await db.schema.dropTable('consent_terms').execute();
}
