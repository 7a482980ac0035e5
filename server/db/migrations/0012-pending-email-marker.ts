// Until when a member has a change of e-mail address waiting for confirmation (issue 21): the
// account page shows the waiting address, and this marker spares every member read the look-up
// in email_changes when nothing waits (the common case).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').addColumn('pending_email_until', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').dropColumn('pending_email_until').execute();
}
