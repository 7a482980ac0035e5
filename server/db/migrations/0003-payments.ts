// Payments (issue 4): the clinic's PayPal merchant id, the member's default vaulted method, the
// PayPal orders the portal created (which member owns which order id), the vaulted payment methods
// (PayPal's vault id and display details only — never a card number or CVV) and balance payments
// with their idempotency keys (unique per member: a repeated key never charges twice).
import type { Kysely } from 'kysely';
import { isPostgres } from '../database.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const idType = postgres ? 'serial' : 'integer';

  await db.schema.alterTable('centers').addColumn('paypal_merchant_id', 'text').execute();
  await db.schema.alterTable('members').addColumn('default_vault_id', 'text').execute();

  await db.schema
    .createTable('paypal_orders')
    .addColumn('order_id', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('currency_code', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('vault_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('captured_at', 'text')
    .execute();
  await db.schema.createIndex('paypal_orders_member_idx').on('paypal_orders').column('member_id').execute();

  await db.schema
    .createTable('payment_vaults')
    .addColumn('id', idType, (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('vault_id', 'text', (col) => col.notNull().unique())
    .addColumn('customer_id', 'text')
    .addColumn('brand', 'text')
    .addColumn('last_four', 'text')
    .addColumn('expiration', 'text')
    .addColumn('email', 'text')
    .addColumn('payer_id', 'text')
    .addColumn('paypal_order_id', 'text', (col) => col.unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('payment_vaults_member_idx').on('payment_vaults').column('member_id').execute();

  await db.schema
    .createTable('balance_payments')
    .addColumn('id', idType, (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('currency_code', 'text', (col) => col.notNull())
    .addColumn('paypal_request_id', 'text', (col) => col.notNull())
    .addColumn('payment_method_id', 'text', (col) => col.notNull())
    .addColumn('vault_id', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('paypal_order_id', 'text')
    .addColumn('capture_id', 'text')
    .addColumn('payment_history_id', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('completed_at', 'text')
    .addUniqueConstraint('balance_payments_member_key_uq', ['member_id', 'idempotency_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('balance_payments').ifExists().execute();
  await db.schema.dropTable('payment_vaults').ifExists().execute();
  await db.schema.dropTable('paypal_orders').ifExists().execute();
  await db.schema.alterTable('members').dropColumn('default_vault_id').execute();
  await db.schema.alterTable('centers').dropColumn('paypal_merchant_id').execute();
}
