// Matching site (issue 5): one matching profile per member (donor couple or recipient) with the
// searchable attributes as indexed columns, and the requests between a recipient and a donor
// (match, photos, reservation of one freeze event). A freeze event has at most one active
// reservation: a partial unique index, so two concurrent reservations cannot both win.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../database.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const idType = postgres ? 'serial' : 'integer';

  await db.schema
    .createTable('matching_profiles')
    .addColumn('member_id', 'integer', (col) => col.primaryKey().references('members.id'))
    /** 'DONOR' (EmbryoCryo couple) or 'RECIPIENT'. */
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('privacy_type_id', 'text', (col) => col.notNull())
    .addColumn('completion_status_id', 'text', (col) => col.notNull())
    .addColumn('profile_code', 'text', (col) => col.notNull().unique())
    .addColumn('couple_information', 'text')
    .addColumn('considerations', 'text')
    .addColumn('medical_information', 'text')
    .addColumn('letter', 'text')
    .addColumn('custom_description', 'text')
    .addColumn('custom_description_status_id', 'text')
    .addColumn('ivf_center_id', 'integer', (col) => col.notNull().references('centers.id'))
    .addColumn('residence_state', 'text')
    .addColumn('birth_year', 'integer')
    .addColumn('height_cm', 'integer')
    .addColumn('eye_color', 'text')
    .addColumn('hair_color', 'text')
    .addColumn('race', 'text')
    .addColumn('religion', 'text')
    .addColumn('education', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // The listing predicate first (role, status, privacy), then each filter column.
  await db.schema.createIndex('matching_profiles_listing_idx').on('matching_profiles').columns(['role', 'completion_status_id', 'privacy_type_id', 'ivf_center_id']).execute();
  for (const column of ['residence_state', 'birth_year', 'height_cm', 'eye_color', 'hair_color', 'race', 'religion', 'education']) {
    await db.schema.createIndex(`matching_profiles_${column}_idx`).on('matching_profiles').column(column).execute();
  }

  await db.schema
    .createTable('matching_requests')
    .addColumn('id', idType, (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    /** 'MATCH', 'PHOTOS' or 'RESERVATION'. */
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('recipient_member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('donor_member_id', 'integer', (col) => col.notNull().references('members.id'))
    /** The reserved freeze event (reservations only). */
    .addColumn('freeze_event_id', 'integer', (col) => col.references('freeze_events.id'))
    /** 'REQUESTED', 'ACCEPTED', 'DECLINED' or 'CANCELLED'. */
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('requested_at', 'text', (col) => col.notNull())
    .addColumn('answered_at', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('matching_requests_recipient_idx').on('matching_requests').columns(['recipient_member_id', 'donor_member_id']).execute();
  await db.schema.createIndex('matching_requests_donor_idx').on('matching_requests').columns(['donor_member_id', 'state']).execute();
  await sql`CREATE UNIQUE INDEX matching_requests_one_active_reservation ON matching_requests (freeze_event_id)
    WHERE kind = 'RESERVATION' AND state IN ('REQUESTED', 'ACCEPTED')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('matching_requests').ifExists().execute();
  await db.schema.dropTable('matching_profiles').ifExists().execute();
}
