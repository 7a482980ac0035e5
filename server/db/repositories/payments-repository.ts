// SQL for payments: the PayPal orders the portal created, vaulted payment methods, the member's
// default method, and balance payments (unique per member and idempotency key).
import type { Insertable } from 'kysely';
import { isPostgres, type Db } from '../database.ts';
import type { BalancePaymentsTable, PaymentVaultsTable, PayPalOrdersTable } from '../tables.ts';

export async function insertPayPalOrder(db: Db, order: Insertable<PayPalOrdersTable>): Promise<void> {
  await db.insertInto('paypal_orders').values(order).execute();
}

/** The order only when `memberId` created it (anyone else's order looks like no order at all). */
export async function findPayPalOrder(db: Db, orderId: string, memberId: number, source: string, purpose: string) {
  return db
    .selectFrom('paypal_orders')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('member_id', '=', memberId)
    .where('source', '=', source)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

export async function markPayPalOrderCaptured(db: Db, orderId: string, vaultId: string | null, capturedAt: string): Promise<void> {
  await db.updateTable('paypal_orders').set({ status: 'CAPTURED', vault_id: vaultId, captured_at: capturedAt }).where('order_id', '=', orderId).execute();
}

/** Stores a vaulted method once per vault id (a repeated capture of the same order adds nothing). */
export async function insertVault(db: Db, vault: Insertable<PaymentVaultsTable>): Promise<void> {
  await db
    .insertInto('payment_vaults')
    .values(vault)
    .onConflict((oc) => oc.column('vault_id').doNothing())
    .execute();
}

export async function countVaults(db: Db, memberId: number): Promise<number> {
  const row = await db.selectFrom('payment_vaults').select((eb) => eb.fn.countAll<number | string>().as('count')).where('member_id', '=', memberId).executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Makes a vaulted card the default (CR): its display details replace the card on file. */
export async function setDefaultCard(
  db: Db,
  memberId: number,
  vaultId: string,
  card: { brand: string; last_four: string; expiration: string; system_status: string },
): Promise<void> {
  await db.updateTable('members').set({ payment_method_id: 'CR', default_vault_id: vaultId }).where('id', '=', memberId).execute();
  await db
    .insertInto('credit_cards')
    .values({ member_id: memberId, ...card })
    .onConflict((oc) => oc.column('member_id').doUpdateSet(card))
    .execute();
}

/** Makes a vaulted PayPal wallet the default (PP); the card on file stays as it is. */
export async function setDefaultWallet(db: Db, memberId: number, vaultId: string): Promise<void> {
  await db.updateTable('members').set({ payment_method_id: 'PP', default_vault_id: vaultId }).where('id', '=', memberId).execute();
}

/** The member row for a balance payment, locked for the transaction on PostgreSQL (SQLite transactions are serial). */
export async function lockMemberForPayment(db: Db, memberId: number) {
  const query = db
    .selectFrom('members')
    .leftJoin('credit_cards', 'credit_cards.member_id', 'members.id')
    .select([
      'members.id',
      'members.center_id',
      'members.billing_balance_cents',
      'members.payment_method_id',
      'members.default_vault_id',
      'members.is_read_only',
      'credit_cards.brand as card_brand',
      'credit_cards.last_four as card_last_four',
      'credit_cards.system_status as card_system_status',
    ])
    .where('members.id', '=', memberId);
  return (isPostgres(db) ? query.forUpdate('members') : query).executeTakeFirst();
}

export async function findBalancePayment(db: Db, memberId: number, idempotencyKey: string) {
  return db.selectFrom('balance_payments').selectAll().where('member_id', '=', memberId).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
}

export async function findPendingBalancePayment(db: Db, memberId: number) {
  return db.selectFrom('balance_payments').select(['id', 'idempotency_key']).where('member_id', '=', memberId).where('status', '=', 'PENDING').executeTakeFirst();
}

export async function insertBalancePayment(db: Db, payment: Insertable<BalancePaymentsTable>): Promise<number> {
  const row = await db.insertInto('balance_payments').values(payment).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function deletePendingBalancePayment(db: Db, id: number): Promise<void> {
  await db.deleteFrom('balance_payments').where('id', '=', id).where('status', '=', 'PENDING').execute();
}

/** Records a completed charge: the billing-history entry, the lower balance and the payment itself. */
export async function completeBalancePayment(
  db: Db,
  payment: { id: number; memberId: number; amountCents: number; description: string; postedOn: string; completedAt: string; orderId: string; captureId: string },
): Promise<void> {
  const history = await db
    .insertInto('payment_history')
    .values({ member_id: payment.memberId, posted_on: payment.postedOn, description: payment.description, amount_cents: -payment.amountCents, kind: 'Payment' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('members')
    .set((eb) => ({ billing_balance_cents: eb('billing_balance_cents', '-', payment.amountCents) }))
    .where('id', '=', payment.memberId)
    .execute();
  await db
    .updateTable('balance_payments')
    .set({ status: 'COMPLETED', paypal_order_id: payment.orderId, capture_id: payment.captureId, payment_history_id: history.id, completed_at: payment.completedAt })
    .where('id', '=', payment.id)
    .execute();
}
