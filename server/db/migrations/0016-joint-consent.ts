// Joint consent (issue 13): embryos created with a partner have a co-owner, and a decision about
// them takes effect only when both have signed the same option for the same items. A decision waits
// for the partner, who signs from their own account or through a single-use link that first checks
// who they are. Each consent record says who signed (the member or the co-owner), how that person's
// identity was established, and which joint decision it belongs to.
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { isPostgres } from '../database.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const serial = postgres ? 'serial' : 'integer';
  const autoId = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());

  await db.schema
    .createTable('co_owners')
    .addColumn('id', serial, autoId)
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    /** The partner's own portal account, when they have one. */
    .addColumn('partner_member_id', 'integer', (col) => col.references('members.id'))
    /** AES-256-GCM encrypted JSON: first and last name, e-mail, date of birth. */
    .addColumn('pii', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('co_owners_member_idx').on('co_owners').column('member_id').execute();
  await db.schema.createIndex('co_owners_partner_idx').on('co_owners').column('partner_member_id').execute();
  await db.schema
    .alterTable('freeze_events')
    .addColumn('co_owner_id', 'integer', (col) => col.references('co_owners.id'))
    .execute();

  await db.schema
    .createTable('joint_decisions')
    .addColumn('id', serial, autoId)
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('co_owner_id', 'integer', (col) => col.notNull().references('co_owners.id'))
    .addColumn('option', 'text', (col) => col.notNull())
    /** JSON array of the stored items' ids, ascending. */
    .addColumn('freeze_event_ids', 'text', (col) => col.notNull())
    /** waitingForPartner, consented, withdrawn, lapsed, completed. */
    .addColumn('state', 'text', (col) => col.notNull())
    /** owner or coOwner: who signed first. */
    .addColumn('first_signer', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('lapses_at', 'text', (col) => col.notNull())
    .addColumn('closed_at', 'text')
    /** owner, coOwner, clinic or clock: who ended the wait or the decision. */
    .addColumn('closed_by', 'text')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('joint_decisions_member_idx').on('joint_decisions').columns(['member_id', 'state']).execute();
  await db.schema.createIndex('joint_decisions_state_idx').on('joint_decisions').columns(['state', 'lapses_at']).execute();

  await db.schema
    .createTable('cosign_links')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('decision_id', 'integer', (col) => col.notNull().references('joint_decisions.id'))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('verified_at', 'text')
    .addColumn('used_at', 'text')
    .addColumn('failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('cosign_links_decision_idx').on('cosign_links').column('decision_id').execute();

  /** owner (the member whose account holds the items) or coOwner. */
  await db.schema
    .alterTable('consent_records')
    .addColumn('signer', 'text', (col) => col.notNull().defaultTo('owner'))
    .execute();
  /** How the signer's identity was established: signed-in, or a link plus last name and date of birth. */
  await db.schema
    .alterTable('consent_records')
    .addColumn('identity_check', 'text', (col) => col.notNull().defaultTo('signed-in'))
    .execute();
  await db.schema.alterTable('consent_records').addColumn('joint_decision_id', 'integer').execute();

  /** The clinic's consent policy (contract/domain/consentPolicy.ts) as JSON data; null: its country's template. */
  await db.schema.alterTable('centers').addColumn('consent_policy', 'text').execute();

  await db.schema
    .createTable('storage_consents')
    .addColumn('freeze_event_id', 'integer', (col) => col.primaryKey().references('freeze_events.id'))
    /** When consent to storage was last given or renewed (by both co-owners where jointly owned). */
    .addColumn('consented_at', 'text', (col) => col.notNull())
    /** JSON array of the reminder offsets (days before due) already sent for this period. */
    .addColumn('reminders_sent', 'text', (col) => col.notNull().defaultTo('[]'))
    /** When the member and staff were told of its lapse (once per period). */
    .addColumn('lapse_noticed_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('storage_consents').execute();
  await db.schema.alterTable('centers').dropColumn('consent_policy').execute();
  await db.schema.alterTable('consent_records').dropColumn('joint_decision_id').execute();
  await db.schema.alterTable('consent_records').dropColumn('identity_check').execute();
  await db.schema.alterTable('consent_records').dropColumn('signer').execute();
  await db.schema.dropTable('cosign_links').execute();
  await db.schema.dropTable('joint_decisions').execute();
  await db.schema.alterTable('freeze_events').dropColumn('co_owner_id').execute();
  await db.schema.dropTable('co_owners').execute();
}
