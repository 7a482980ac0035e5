// Captcha (issue 15): every accepted proof-of-work solution is remembered until its challenge expires,
// so a solved challenge cannot be replayed — on any instance, since the row is in the shared database.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('captcha_solutions')
    /** SHA-256 of the challenge's signature (unique per challenge). */
    .addColumn('challenge_hash', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('captcha_solutions_expires_idx').on('captcha_solutions').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('captcha_solutions').execute();
}
