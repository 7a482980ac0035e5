// The staff console (issue 12): staff records keyed by their Entra object id with the clinics a
// PlatformAdmin granted them, an append-only audit log of every staff read and action, the status
// history of stored items (who moved what, when, why), and a sign-in lock a clinic can set.
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../database.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const serial = postgres ? 'serial' : 'integer';
  const autoId = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());

  await db.schema
    .createTable('staff')
    .addColumn('oid', 'text', (col) => col.primaryKey())
    .addColumn('tenant_id', 'text', (col) => col.notNull())
    .addColumn('user_name', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('staff_clinics')
    .addColumn('oid', 'text', (col) => col.notNull().references('staff.oid'))
    .addColumn('center_id', 'integer', (col) => col.notNull().references('centers.id'))
    .addColumn('granted_by', 'text', (col) => col.notNull())
    .addColumn('granted_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('staff_clinics_pk', ['oid', 'center_id'])
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', serial, autoId)
    .addColumn('at_utc', 'text', (col) => col.notNull())
    .addColumn('staff_oid', 'text', (col) => col.notNull())
    .addColumn('staff_user_name', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('center_id', 'integer')
    .addColumn('member_id', 'integer')
    .addColumn('freeze_event_id', 'integer')
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('request_id', 'text', (col) => col.notNull())
    .addColumn('ip_address', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('audit_log_center_idx').on('audit_log').columns(['center_id', 'id']).execute();
  await db.schema.createIndex('audit_log_member_idx').on('audit_log').columns(['member_id', 'id']).execute();

  await db.schema
    .createTable('freeze_event_history')
    .addColumn('id', serial, autoId)
    .addColumn('freeze_event_id', 'integer', (col) => col.notNull().references('freeze_events.id'))
    .addColumn('at_utc', 'text', (col) => col.notNull())
    .addColumn('from_status_id', 'text', (col) => col.notNull())
    .addColumn('to_status_id', 'text', (col) => col.notNull())
    /** 'member' or 'staff:<user name>'. */
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('reason', 'text')
    .execute();
  await db.schema.createIndex('freeze_event_history_item_idx').on('freeze_event_history').columns(['freeze_event_id', 'id']).execute();

  await db.schema
    .alterTable('members')
    .addColumn('sign_in_locked', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  // The audit log and the status history are evidence: the database itself refuses to change or remove a row.
  for (const table of ['audit_log', 'freeze_event_history']) {
    if (postgres) {
      await sql.raw(`CREATE FUNCTION ${table}_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION '${table} is append-only'; END $$`).execute(db);
      await sql.raw(`CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION ${table}_append_only()`).execute(db);
    } else {
      await sql.raw(`CREATE TRIGGER ${table}_no_update BEFORE UPDATE ON ${table} BEGIN SELECT RAISE(ABORT, '${table} is append-only'); END`).execute(db);
      await sql.raw(`CREATE TRIGGER ${table}_no_delete BEFORE DELETE ON ${table} BEGIN SELECT RAISE(ABORT, '${table} is append-only'); END`).execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema.alterTable('members').dropColumn('sign_in_locked').execute();
  await db.schema.dropTable('freeze_event_history').execute();
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('staff_clinics').execute();
  await db.schema.dropTable('staff').execute();
  if (postgres) {
    await sql`DROP FUNCTION IF EXISTS audit_log_append_only()`.execute(db);
    await sql`DROP FUNCTION IF EXISTS freeze_event_history_append_only()`.execute(db);
  }
}
