// The mail outbox (issue 20): every e-mail is a row written in the same transaction as the event
// that causes it, and a worker delivers it with retries. Addresses and texts are encrypted at rest
// like the rest of a member's personal data.
import type { Kysely } from 'kysely';
import { isPostgres } from '../database.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', postgres ? 'serial' : 'integer', (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('message_id', 'text', (col) => col.notNull().unique())
    /** The message (to, subject, text, html) as encrypted JSON. */
    .addColumn('payload', 'text', (col) => col.notNull())
    /** PENDING → SENT, or FAILED after the last attempt. */
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    /** A worker's claim on the row while it sends (expires, so a crashed worker's mail is sent again). */
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('mail_outbox_due_idx').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}
