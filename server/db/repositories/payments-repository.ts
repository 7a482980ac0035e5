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
  // Only from CREATED: a twin capture of the same order, finishing later, must not set a refunded order back.
  await db
    .updateTable('paypal_orders')
    .set({ status: 'CAPTURED', vault_id: vaultId, captured_at: capturedAt })
    .where('order_id', '=', orderId)
    .where('status', '=', 'CREATED')
    .execute();
}

/**
 * Stores a vaulted method once (a repeated capture of the same order adds nothing). The row is unique by
 * vault id and by PayPal order: no conflict target, so either one ends the insert quietly. On PostgreSQL a
 * target would cover its own index only, and two captures of one order at the same moment then met the
 * other index as a unique violation (a 500 to one of them).
 */
export async function insertVault(db: Db, vault: Insertable<PaymentVaultsTable>): Promise<void> {
  await db
    .insertInto('payment_vaults')
    .values(vault)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function countVaults(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('payment_vaults')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Makes a vaulted method the default: a card (CR, its display details replace the card on file) or
 * a PayPal wallet (PP, the card on file stays). Bumps the account version; with `expectedVersion`,
 * only while the member is still at it (false: another write came first, nothing changed).
 */
export async function setDefaultMethod(
  db: Db,
  memberId: number,
  method: { vaultId: string; card: { brand: string; last_four: string; expiration: string; system_status: string } | null },
  expectedVersion?: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    let update = trx
      .updateTable('members')
      .set((eb) => ({ payment_method_id: method.card ? 'CR' : 'PP', default_vault_id: method.vaultId, account_version: eb('account_version', '+', 1) }))
      .where('id', '=', memberId);
    if (expectedVersion !== undefined) update = update.where('account_version', '=', expectedVersion);
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    const card = method.card;
    if (card) {
      await trx
        .insertInto('credit_cards')
        .values({ member_id: memberId, ...card })
        .onConflict((oc) => oc.column('member_id').doUpdateSet(card))
        .execute();
    }
    return true;
  });
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

/** Statuses of a payment whose outcome is not known yet (PENDING: PayPal is being asked; CONFIRMING: it did not say in time). */
export const unsettledStatuses = ['PENDING', 'CONFIRMING'];

export async function findPendingBalancePayment(db: Db, memberId: number) {
  return db
    .selectFrom('balance_payments')
    .select(['id', 'idempotency_key', 'status', 'amount_cents', 'currency_code'])
    .where('member_id', '=', memberId)
    .where('status', 'in', unsettledStatuses)
    .executeTakeFirst();
}

export async function findBalancePaymentById(db: Db, memberId: number, id: number) {
  return db.selectFrom('balance_payments').selectAll().where('member_id', '=', memberId).where('id', '=', id).executeTakeFirst();
}

/** The outcome was not seen: the payment waits for its settlement. */
export async function markBalancePaymentConfirming(db: Db, id: number, nextSettleAt: string): Promise<void> {
  await db.updateTable('balance_payments').set({ status: 'CONFIRMING', next_settle_at: nextSettleAt }).where('id', '=', id).where('status', 'in', unsettledStatuses).execute();
}

/** Payments to settle now: CONFIRMING ones that are due, and PENDING ones a stopped process left behind. */
export async function listUnsettledBalancePayments(db: Db, nowIso: string, abandonedBeforeIso: string) {
  return db
    .selectFrom('balance_payments')
    .selectAll()
    .where((eb) =>
      eb.or([eb.and([eb('status', '=', 'CONFIRMING'), eb('next_settle_at', '<=', nowIso)]), eb.and([eb('status', '=', 'PENDING'), eb('created_at', '<', abandonedBeforeIso)])]),
    )
    .orderBy('id')
    .limit(50)
    .execute();
}

export async function scheduleBalancePaymentSettle(db: Db, id: number, attempts: number, nextSettleAt: string): Promise<void> {
  await db
    .updateTable('balance_payments')
    .set({ status: 'CONFIRMING', settle_attempts: attempts, next_settle_at: nextSettleAt })
    .where('id', '=', id)
    .where('status', 'in', unsettledStatuses)
    .execute();
}

/** PayPal said no: nothing was charged. False when the payment was settled meanwhile. */
export async function failBalancePayment(db: Db, id: number, detail: string, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable('balance_payments')
    .set({ status: 'FAILED', failure_detail: detail, completed_at: nowIso, next_settle_at: null })
    .where('id', '=', id)
    .where('status', 'in', unsettledStatuses)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertBalancePayment(db: Db, payment: Insertable<BalancePaymentsTable>): Promise<number> {
  const row = await db.insertInto('balance_payments').values(payment).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function deletePendingBalancePayment(db: Db, id: number): Promise<void> {
  await db.deleteFrom('balance_payments').where('id', '=', id).where('status', '=', 'PENDING').execute();
}

/**
 * Records a completed charge: the payment itself, then the billing-history entry and the lower
 * balance — once: false when the payment was settled already (the request and the reconciler race).
 */
export async function completeBalancePayment(
  db: Db,
  payment: { id: number; memberId: number; amountCents: number; description: string; postedOn: string; completedAt: string; orderId: string; captureId: string },
): Promise<boolean> {
  const claimed = await db
    .updateTable('balance_payments')
    .set({ status: 'COMPLETED', paypal_order_id: payment.orderId, capture_id: payment.captureId, completed_at: payment.completedAt, next_settle_at: null })
    .where('id', '=', payment.id)
    .where('status', 'in', unsettledStatuses)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
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
  await db.updateTable('balance_payments').set({ payment_history_id: history.id }).where('id', '=', payment.id).execute();
  return true;
}
