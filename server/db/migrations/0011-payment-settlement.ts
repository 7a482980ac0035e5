// Payment settlement (issue 20): a balance payment whose outcome PayPal did not tell in time stays
// CONFIRMING and is settled by asking PayPal again, on a schedule kept here, until it is COMPLETED
// or FAILED; nothing is guessed from a timeout.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('balance_payments')
    .addColumn('settle_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('balance_payments').addColumn('next_settle_at', 'text').execute();
  /** What PayPal said when a payment did not go through (shown to the member). */
  await db.schema.alterTable('balance_payments').addColumn('failure_detail', 'text').execute();
  await db.schema.createIndex('balance_payments_unsettled_idx').on('balance_payments').columns(['status', 'next_settle_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('balance_payments_unsettled_idx').execute();
  for (const column of ['failure_detail', 'next_settle_at', 'settle_attempts']) await db.schema.alterTable('balance_payments').dropColumn(column).execute();
}
