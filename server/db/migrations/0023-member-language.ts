// The language a member last chose in the portal's language menu: the mails they get without asking —
// reminders, the other side's mails about a match request, the clinic's news about an item — are written
// in it. Null until they choose one: those mails are then in the clinic's language.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').addColumn('locale', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').dropColumn('locale').execute();
}
