// The first schema: clinics, reference data, members with their stored items and billing, and the
// session tables of architecture §5. Schema-builder only, so it runs on SQLite and PostgreSQL.
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { isPostgres } from '../database.ts';

type IdColumn = [type: 'integer' | 'serial', build: (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder];

/** A generated integer primary key on either database. */
function generatedId(db: Kysely<unknown>): IdColumn {
  return isPostgres(db) ? ['serial', (col) => col.primaryKey()] : ['integer', (col) => col.primaryKey().autoIncrement()];
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const [idType, idColumn] = generatedId(db);

  await db.schema
    .createTable('centers')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('business_model', 'text', (col) => col.notNull())
    .addColumn('currency_code', 'text', (col) => col.notNull())
    .addColumn('currency_symbol', 'text', (col) => col.notNull())
    .addColumn('currency_culture', 'text', (col) => col.notNull())
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('time_zone', 'text', (col) => col.notNull())
    .addColumn('country_code', 'text', (col) => col.notNull())
    .addColumn('logo_file', 'text', (col) => col.notNull())
    .addColumn('color_primary', 'text', (col) => col.notNull())
    .addColumn('color_secondary', 'text', (col) => col.notNull())
    .addColumn('color_accent', 'text', (col) => col.notNull())
    .addColumn('vaulting_order_cents', 'integer', (col) => col.notNull())
    .addColumn('paypal_settings_id', 'integer', (col) => col.notNull())
    .addColumn('fert_pres_enabled', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('maintenance_start_utc', 'text')
    .addColumn('maintenance_end_utc', 'text')
    .addColumn('disposition_contact_email', 'text')
    .addColumn('billing_contact_phone', 'text')
    .addColumn('billing_contact_phone_ext', 'text')
    .addColumn('phone', 'text')
    .execute();

  await db.schema
    .createTable('center_sites')
    .addColumn('host', 'text', (col) => col.primaryKey())
    .addColumn('center_id', 'integer', (col) => col.notNull().references('centers.id'))
    .addColumn('is_primary', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('feature_flags')
    .addColumn('flag_name', 'text', (col) => col.notNull())
    .addColumn('center_id', 'integer', (col) => col.notNull().references('centers.id'))
    .addPrimaryKeyConstraint('feature_flags_pk', ['flag_name', 'center_id'])
    .execute();

  await db.schema
    .createTable('collection_sites')
    .addColumn('id', idType, idColumn)
    .addColumn('center_id', 'integer', (col) => col.notNull().references('centers.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('address_line1', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('postal_code', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    .execute();

  await db.schema
    .createTable('countries')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('priority', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('states')
    .addColumn('id', idType, idColumn)
    .addColumn('country_id', 'integer', (col) => col.notNull().references('countries.id'))
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('states_country_idx').on('states').column('country_id').execute();

  await db.schema
    .createTable('members')
    .addColumn('id', idType, idColumn)
    .addColumn('center_id', 'integer', (col) => col.notNull().references('centers.id'))
    .addColumn('user_name', 'text', (col) => col.notNull())
    .addColumn('user_name_key', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('password_changed_at', 'text', (col) => col.notNull())
    .addColumn('member_type', 'text', (col) => col.notNull())
    .addColumn('type_id', 'text', (col) => col.notNull())
    .addColumn('registration_stage_id', 'text', (col) => col.notNull())
    .addColumn('account_status_id', 'text', (col) => col.notNull())
    .addColumn('is_read_only', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('billing_balance_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('payment_method_id', 'text')
    .addColumn('matching_profile_status_id', 'text')
    .addColumn('matching_privacy_type_id', 'text')
    .addColumn('two_factor_enabled', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('offsite_storage_type', 'text')
    .addColumn('eligible_donation_location', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('email_hash', 'text', (col) => col.notNull())
    .addColumn('pii', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('members_email_hash_idx').on('members').columns(['center_id', 'email_hash']).execute();

  await db.schema
    .createTable('credit_cards')
    .addColumn('member_id', 'integer', (col) => col.primaryKey().references('members.id'))
    .addColumn('brand', 'text', (col) => col.notNull())
    .addColumn('last_four', 'text', (col) => col.notNull())
    .addColumn('expiration', 'text', (col) => col.notNull())
    .addColumn('system_status', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('freeze_events')
    .addColumn('id', idType, idColumn)
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('item_type_id', 'text', (col) => col.notNull())
    .addColumn('status_id', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('frozen_on', 'text', (col) => col.notNull())
    .addColumn('storage_location', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema.createIndex('freeze_events_member_idx').on('freeze_events').column('member_id').execute();

  await db.schema
    .createTable('payment_history')
    .addColumn('id', idType, idColumn)
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('posted_on', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('payment_history_member_idx').on('payment_history').column('member_id').execute();

  await db.schema
    .createTable('collection_appointments')
    .addColumn('inventory_batch_id', 'integer', (col) => col.primaryKey())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('collection_site_id', 'integer', (col) => col.references('collection_sites.id'))
    .addColumn('collection_reason', 'text', (col) => col.notNull())
    .addColumn('scheduled_at_utc', 'text')
    .execute();
  await db.schema.createIndex('collection_appointments_member_idx').on('collection_appointments').column('member_id').execute();

  await db.schema
    .createTable('banner_messages')
    .addColumn('id', idType, idColumn)
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('style_id', 'text', (col) => col.notNull())
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'text')
    .execute();

  await db.schema
    .createTable('refresh_families')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('revoked_reason', 'text')
    .execute();
  await db.schema.createIndex('refresh_families_member_idx').on('refresh_families').column('member_id').execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('family_id', 'text', (col) => col.notNull().references('refresh_families.id'))
    .addColumn('issued_at', 'text', (col) => col.notNull())
    .addColumn('rotated_at', 'text')
    .execute();
  await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();

  await db.schema
    .createTable('two_factor_challenges')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('verified_at', 'text')
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('password_reset_tokens_member_idx').on('password_reset_tokens').column('member_id').execute();

  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'app_meta',
    'password_reset_tokens',
    'two_factor_challenges',
    'refresh_tokens',
    'refresh_families',
    'banner_messages',
    'collection_appointments',
    'payment_history',
    'freeze_events',
    'credit_cards',
    'members',
    'states',
    'countries',
    'collection_sites',
    'feature_flags',
    'center_sites',
    'centers',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
