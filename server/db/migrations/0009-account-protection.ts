// Account protection (issue 21): a reset link dies after too many wrong second-factor answers, and a
// change of e-mail address waits for the new address to confirm it while the old one can undo it.
import type { Kysely } from 'kysely';
import { isPostgres } from '../database.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .alterTable('password_reset_tokens')
    .addColumn('failed_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('email_changes')
    .addColumn('id', postgres ? 'serial' : 'integer', (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    /** Both addresses encrypted like the rest of the member's personal data. */
    .addColumn('old_email', 'text', (col) => col.notNull())
    .addColumn('new_email', 'text', (col) => col.notNull())
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('confirm_token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('undo_token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('requested_at', 'text', (col) => col.notNull())
    .addColumn('confirm_expires_at', 'text', (col) => col.notNull())
    .addColumn('undo_expires_at', 'text', (col) => col.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('undone_at', 'text')
    /** Superseded by a later request, or by an undo. */
    .addColumn('cancelled_at', 'text')
    .execute();
  await db.schema.createIndex('email_changes_member_idx').on('email_changes').columns(['member_id', 'requested_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_changes').execute();
  await db.schema.alterTable('password_reset_tokens').dropColumn('failed_attempts').execute();
}
