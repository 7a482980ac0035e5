// Versions for optimistic concurrency (issue 20): a write names the version it was based on
// (If-Match) and is refused when another window or device changed the same thing first.
// `account_version` covers the member's profile and default payment method; `matching_version`
// the member's matching profile. Each guarded write is `… SET x_version = x_version + 1 WHERE
// x_version = <expected>`, atomic on both databases and on any number of API instances.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('members')
    .addColumn('account_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('members')
    .addColumn('matching_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').dropColumn('matching_version').execute();
  await db.schema.alterTable('members').dropColumn('account_version').execute();
}
