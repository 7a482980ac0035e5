// The language a member last chose in the portal (its language menu, or an e-mailed link naming one):
// the mails they get without asking — reminders, a match request, a booking confirmed by the clinic —
// are written in it. Null until they choose one: those mails are then in the clinic's language.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').addColumn('locale', 'text').execute();
}
