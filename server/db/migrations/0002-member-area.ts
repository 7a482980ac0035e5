// Member area (issue: stored items, dispositions with e-signature, account, enrolment):
// the prior status of an item pursuing an option, append-only consent records, the keyed hashes
// of a member's normalized details (spec §3) and the clinics' pre-loaded patient records.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../database.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const idType = postgres ? 'serial' : 'integer';

  // Where a member-chosen exploring state came from, so a withdrawal returns exactly there.
  await db.schema.alterTable('freeze_events').addColumn('prior_status_id', 'text').execute();

  // Keyed hashes (HMAC) of the normalized variants: last name + birth date, digits-only phone and address.
  for (const column of ['name_dob_hash', 'phone_hash', 'address_hash']) {
    await db.schema.alterTable('members').addColumn(column, 'text').execute();
  }

  await db.schema
    .createTable('consent_records')
    .addColumn('id', idType, (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('freeze_event_id', 'integer', (col) => col.notNull().references('freeze_events.id'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('option', 'text', (col) => col.notNull())
    .addColumn('from_status_id', 'text', (col) => col.notNull())
    .addColumn('to_status_id', 'text', (col) => col.notNull())
    .addColumn('signed_name', 'text', (col) => col.notNull())
    .addColumn('co_owner_name', 'text')
    .addColumn('terms_version', 'text', (col) => col.notNull())
    .addColumn('terms_hash', 'text', (col) => col.notNull())
    .addColumn('signed_at_utc', 'text', (col) => col.notNull())
    .addColumn('ip_address', 'text', (col) => col.notNull())
    .addColumn('user_agent', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('consent_records_member_idx').on('consent_records').columns(['member_id', 'signed_at_utc']).execute();

  // Consent records are evidence: the database itself refuses to change or remove one.
  if (postgres) {
    await sql`CREATE FUNCTION consent_records_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'consent records are append-only'; END $$`.execute(db);
    await sql`CREATE TRIGGER consent_records_append_only BEFORE UPDATE OR DELETE ON consent_records
      FOR EACH ROW EXECUTE FUNCTION consent_records_append_only()`.execute(db);
  } else {
    await sql`CREATE TRIGGER consent_records_no_update BEFORE UPDATE ON consent_records
      BEGIN SELECT RAISE(ABORT, 'consent records are append-only'); END`.execute(db);
    await sql`CREATE TRIGGER consent_records_no_delete BEFORE DELETE ON consent_records
      BEGIN SELECT RAISE(ABORT, 'consent records are append-only'); END`.execute(db);
  }

  await db.schema
    .createTable('clinic_patient_records')
    .addColumn('id', idType, (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('center_id', 'integer', (col) => col.notNull().references('centers.id'))
    .addColumn('member_type', 'text', (col) => col.notNull())
    .addColumn('offsite_storage_type', 'text')
    .addColumn('name_dob_hash', 'text', (col) => col.notNull())
    .addColumn('phone_hash', 'text')
    .addColumn('address_hash', 'text')
    .addColumn('pii', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('member_id', 'integer', (col) => col.references('members.id'))
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('clinic_patient_records_match_idx').on('clinic_patient_records').columns(['center_id', 'name_dob_hash']).execute();
  await db.schema.createIndex('clinic_patient_records_member_idx').on('clinic_patient_records').column('member_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('clinic_patient_records').ifExists().execute();
  await db.schema.dropTable('consent_records').ifExists().execute();
  if (isPostgres(db)) await sql`DROP FUNCTION IF EXISTS consent_records_append_only()`.execute(db);
  for (const column of ['address_hash', 'phone_hash', 'name_dob_hash']) {
    await db.schema.alterTable('members').dropColumn(column).execute();
  }
  await db.schema.alterTable('freeze_events').dropColumn('prior_status_id').execute();
}
