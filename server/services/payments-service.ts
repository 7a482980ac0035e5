// Payments (spec §3, §4, §7, §8 subCode 6; issue 4): payment settings, vaulting a card or a PayPal
// wallet through a PayPal order (create → buyer approves in the browser → capture), and paying the
// billing balance with the default vaulted method. Only PayPal's vault id and display details are
// stored. PayPal refusals are 422 + subCode 6; PayPal down is 502, slow 504 — and nothing is stored.
import { createHash, randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { PayPalSettings } from '../config.ts';
import type { PayPalSettingsId } from '../../contract/api/centers.ts';
import type { Member } from '../../contract/api/members.ts';
import type { BalancePayment, BalancePaymentResult } from '../../contract/api/payments.ts';
import type { Db } from '../db/database.ts';
import { findMemberById } from '../db/repositories/members-repository.ts';
import {
  completeBalancePayment,
  deletePendingBalancePayment,
  failBalancePayment,
  findBalancePayment,
  findBalancePaymentById,
  listUnsettledBalancePayments,
  markBalancePaymentConfirming,
  scheduleBalancePaymentSettle,
  findPayPalOrder,
  findPendingBalancePayment,
  insertBalancePayment,
  insertPayPalOrder,
  insertVault,
  lockMemberForPayment,
  markPayPalOrderCaptured,
  setDefaultMethod,
} from '../db/repositories/payments-repository.ts';
import type { BalancePaymentsTable } from '../db/tables.ts';
import { HttpProblem, problems } from '../http-problem.ts';
import { preconditionProblems, type Precondition } from '../http-preconditions.ts';
import type { CentersService } from './centers-service.ts';
import { backoffMs } from './job-loop.ts';
import { isoAt, type Clock } from './clock.ts';
import type { MembersService } from './members-service.ts';
import type { MailQueue } from './mail-outbox.ts';
import type { MailMessage } from './mail-sender.ts';
import { paymentExpiredMail, paymentReceiptMail } from './payment-mail.ts';
import { memberMailLanguage } from './account-mail.ts';
import { formatMoment } from '../../contract/domain/dateFormat.ts';
import { PayPalCallError, type PayPalClient, type PayPalOrder } from './paypal-client.ts';

export type VaultSource = 'CARD' | 'PAYPAL';

const brandCodes: Record<string, 'VI' | 'MA' | 'AM' | 'DI'> = { VISA: 'VI', MASTERCARD: 'MA', AMEX: 'AM', DISCOVER: 'DI' };
const brandNames: Record<string, string> = { VI: 'Visa', MA: 'Mastercard', AM: 'American Express', DI: 'Discover' };

const rejectionDetails: Record<string, string> = {
  INSTRUMENT_DECLINED: 'The card was declined by its issuer. Nothing was charged or stored; please use another card or PayPal.',
  ORDER_NOT_APPROVED: 'The payment was not approved yet: complete the card details or the PayPal window first. Nothing was stored.',
  ORDER_ALREADY_CAPTURED: 'This payment was already completed.',
  INVALID_RESOURCE_ID: 'The payment service does not know this order. Nothing was stored; please start again.',
  RESOURCE_NOT_FOUND: 'The payment service does not know this order. Nothing was stored; please start again.',
  INVALID_VAULT_ID: 'The saved payment method is no longer valid. Nothing was charged; please add a payment method again.',
  CARD_EXPIRED: 'The card has expired. Nothing was charged or stored.',
};

/** A PayPal failure as the problem the member sees. */
export function payPalProblem(error: unknown): unknown {
  if (!(error instanceof PayPalCallError)) return error;
  if (error.kind === 'timeout') return problems.paymentServiceTimeout();
  if (error.kind === 'unavailable') return problems.paymentServiceUnavailable();
  return problems.paymentRejected(
    (error.issue && rejectionDetails[error.issue]) ?? `The payment service refused the payment${error.issue ? ` (${error.issue})` : ''}. Nothing was charged or stored.`,
  );
}

function money(cents: number, currencyCode: string) {
  return { currency_code: currencyCode, value: (cents / 100).toFixed(2) };
}

/** PayPal's `YYYY-MM` as the portal's `MM/YY`. */
function expirationOf(expiry: string | undefined): string {
  const match = /^\d{2}(\d{2})-(\d{2})$/.exec(expiry ?? '');
  return match ? `${match[2]}/${match[1]}` : '';
}

export interface PaymentsServiceDeps {
  db: Db;
  clock: Clock;
  centers: CentersService;
  members: MembersService;
  payPal: PayPalClient;
  settings: PayPalSettings;
  /** Where the e-mail telling a member their payment expired is written (in the expiry's transaction). */
  mail?: MailQueue;
  /** Told when PayPal refuses for good to refund a verification charge (staff must look at it). */
  onRefundRefused?: (orderId: string, error: unknown) => void;
  /** Told when a payment starts waiting for its settlement (the reconciler runs soon). */
  onConfirming?: () => void;
}

export class PaymentsService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #centers: CentersService;
  readonly #members: MembersService;
  readonly #payPal: PayPalClient;
  readonly #settings: PayPalSettings;
  readonly #onConfirming: () => void;
  readonly #mail: MailQueue | undefined;
  readonly #onRefundRefused: (orderId: string, error: unknown) => void;
  /** Backoff of refunds PayPal could not make (the row itself, CAPTURED, is what survives a restart). */
  readonly #refundRetries = new Map<string, { attempts: number; dueAtMs: number }>();

  constructor(deps: PaymentsServiceDeps) {
    this.#onConfirming = deps.onConfirming ?? (() => undefined);
    this.#mail = deps.mail;
    this.#onRefundRefused = deps.onRefundRefused ?? (() => undefined);
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#centers = deps.centers;
    this.#members = deps.members;
    this.#payPal = deps.payPal;
    this.#settings = deps.settings;
  }

  async settingsFor(centerId: number): Promise<PayPalSettingsId> {
    const center = await this.#centers.findRow(centerId);
    if (!center) throw problems.memberNotFound();
    return {
      payPalApiSettingsId: center.paypal_settings_id,
      appClientId: this.#settings.clientId,
      memberClientId: center.paypal_merchant_id,
      currencyCode: center.currency_code,
      isLiveMode: this.#settings.isLiveMode,
    };
  }

  async #payer(memberId: number) {
    const member = await findMemberById(this.#db, memberId);
    if (!member) throw problems.memberNotFound();
    if (member.is_read_only === 1) throw problems.readOnlyMember();
    const center = await this.#centers.findRow(member.center_id);
    if (!center) throw problems.memberNotFound();
    return { member, center };
  }

  /** A vaulting order for the clinic's verification amount (merchantAccountDetails). */
  async createVaultingOrder(memberId: number, source: VaultSource, billingPostalCode?: string): Promise<{ orderId: string }> {
    const { center } = await this.#payer(memberId);
    const vault = { store_in_vault: 'ON_SUCCESS' };
    const paymentSource =
      source === 'CARD'
        ? { card: { attributes: { vault }, ...(billingPostalCode?.trim() ? { billing_address: { postal_code: billingPostalCode.trim() } } : {}) } }
        : {
            paypal: {
              attributes: { vault: { ...vault, usage_type: 'MERCHANT' } },
              experience_context: { shipping_preference: 'NO_SHIPPING', user_action: 'CONTINUE', brand_name: center.name },
            },
          };
    let order: PayPalOrder;
    try {
      order = await this.#payPal.createOrder(
        {
          intent: 'CAPTURE',
          purchase_units: [{ reference_id: `vault-${memberId}`, description: 'Payment method verification', amount: money(center.vaulting_order_cents, center.currency_code) }],
          payment_source: paymentSource,
        },
        randomUUID(),
      );
    } catch (error) {
      throw payPalProblem(error);
    }
    await insertPayPalOrder(this.#db, {
      order_id: order.id,
      member_id: memberId,
      source,
      purpose: 'VAULT',
      amount_cents: center.vaulting_order_cents,
      currency_code: center.currency_code,
      status: 'CREATED',
      vault_id: null,
      created_at: isoAt(this.#clock.now()),
      captured_at: null,
    });
    return { orderId: order.id };
  }

  /**
   * Captures a vaulting order the member approved and stores the vaulted method. Capturing the same order
   * again answers the member as it is (no second vault, no second PayPal capture: same PayPal-Request-Id).
   */
  async captureVaultingOrder(
    memberId: number,
    source: VaultSource,
    orderId: string,
    options: { makeDefault: boolean; payerId?: string; precondition: Precondition },
  ): Promise<Member> {
    const order = await findPayPalOrder(this.#db, orderId, memberId, source, 'VAULT');
    if (!order) throw problems.notFound('The order was not found.');
    // A replay changes the default method too: the member must still be allowed to change things.
    const { member } = await this.#payer(memberId);
    if (order.status !== 'CREATED' && order.vault_id) {
      // Replaying a capture whose method is already the default changes nothing: no version to check.
      if (options.makeDefault && member.default_vault_id !== order.vault_id) {
        await this.#makeDefault(memberId, order.vault_id, options.precondition(member.account_version));
      }
      return this.#members.getMember(memberId);
    }
    // Making it the default changes the payment settings: refused before anything is captured when
    // the member's settings changed in another window since the form was opened.
    const expectedVersion = options.makeDefault ? options.precondition(member.account_version) : undefined;

    if (source === 'PAYPAL') {
      // Who approved is read from PayPal before anything is charged: it must be the buyer the member's
      // own window reported, and not a PayPal account another member has saved (nothing is captured otherwise).
      let approved: PayPalOrder;
      try {
        approved = await this.#payPal.getOrder(orderId);
      } catch (error) {
        throw payPalProblem(error);
      }
      await this.#assertOwnPayer(memberId, payerOf(approved), options.payerId);
    }

    let captured: PayPalOrder;
    try {
      captured = await this.#payPal.captureOrder(orderId, `vault-capture-${orderId}`);
    } catch (error) {
      throw payPalProblem(error);
    }
    const card = captured.payment_source?.card;
    const wallet = captured.payment_source?.paypal;
    if (source === 'PAYPAL') await this.#assertOwnPayer(memberId, payerOf(captured) ?? '', options.payerId);
    const vault = (source === 'CARD' ? card : wallet)?.attributes?.vault;
    const brand = card?.brand ? brandCodes[card.brand] : undefined;
    if (captured.status !== 'COMPLETED' || !vault?.id || vault.status !== 'VAULTED' || (source === 'CARD' && (!brand || !/^\d{4}$/.test(card?.last_digits ?? '')))) {
      throw problems.paymentRejected('The payment service did not save this payment method. Nothing was stored; please try another one.');
    }
    const vaultId = vault.id;
    const now = isoAt(this.#clock.now());
    await this.#db.transaction().execute(async (trx) => {
      await insertVault(trx, {
        member_id: memberId,
        source,
        vault_id: vaultId,
        customer_id: vault.customer?.id ?? null,
        brand: brand ?? null,
        last_four: card?.last_digits ?? null,
        expiration: source === 'CARD' ? expirationOf(card?.expiry) : null,
        email: wallet?.email_address ?? null,
        // Only what PayPal says: the client's `payerId` names the buyer who approved, not whose wallet this is.
        payer_id: wallet?.account_id ?? null,
        paypal_order_id: orderId,
        created_at: now,
      });
      await markPayPalOrderCaptured(trx, orderId, vaultId, now);
    });
    // The verification charge is given back at once; a refund PayPal did not make is retried by the
    // settlement loop (the order stays CAPTURED until PayPal says it is refunded).
    await this.#refundVerification(orderId, captured.purchase_units?.[0]?.payments?.captures?.[0]?.id);
    if (expectedVersion !== undefined) await this.#makeDefault(memberId, vaultId, expectedVersion);
    return this.#members.getMember(memberId);
  }

  /**
   * Refuses a wallet whose PayPal payer is not this member's: another payer than the one the member's
   * window approved with, or a payer whose wallet another member has saved. Nothing is stored then.
   */
  async #assertOwnPayer(memberId: number, payerId: string | null, reported: string | undefined): Promise<void> {
    if (!payerId) return; // not approved yet: PayPal refuses the capture itself (ORDER_NOT_APPROVED)
    const foreign = await this.#db
      .selectFrom('payment_vaults')
      .select('member_id')
      .where('source', '=', 'PAYPAL')
      .where('payer_id', '=', payerId)
      .where('member_id', '!=', memberId)
      .executeTakeFirst();
    if ((reported !== undefined && reported !== payerId) || foreign) {
      throw problems.paymentRejected(
        'This PayPal account cannot be saved for this account: it is not the PayPal account that approved in your window. Nothing was charged or stored.',
      );
    }
  }

  /** Makes a vaulted method the default while the member is still at `expectedVersion` (412 otherwise). */
  async #makeDefault(memberId: number, vaultId: string, expectedVersion: number): Promise<void> {
    const vault = await this.#db.selectFrom('payment_vaults').selectAll().where('vault_id', '=', vaultId).where('member_id', '=', memberId).executeTakeFirst();
    if (!vault) return;
    const card = vault.source === 'CARD' ? { brand: vault.brand ?? 'VI', last_four: vault.last_four ?? '0000', expiration: vault.expiration ?? '', system_status: 'ACC' } : null;
    if (await setDefaultMethod(this.#db, memberId, { vaultId, card }, expectedVersion)) return;
    // A twin of this capture (the same request sent twice at once) made it the default already: done.
    const now = await findMemberById(this.#db, memberId);
    if (now?.default_vault_id === vaultId) return;
    // The method is saved (PayPal vaulted it) but the settings changed meanwhile: it is not the default.
    throw preconditionProblems.stale((await this.#members.getMember(memberId)).etag);
  }

  /**
   * Pays the whole (positive) balance with the default vaulted method. One charge per (member, key):
   * the key is stored before PayPal is asked (unique per member, inside a transaction that locks the
   * member), PayPal gets a request id derived from it, and a repeated key answers the stored result.
   * When PayPal does not answer in time, fails or cannot be reached, the outcome is not guessed: the
   * payment is CONFIRMING (answered 202) until `settleDue` learns from PayPal what happened.
   */
  async payBalance(memberId: number, amount: number, idempotencyKey: string, acceptLanguage?: string): Promise<{ result: BalancePaymentResult; replayed: boolean }> {
    const amountCents = Math.round(amount * 100);
    const { center } = await this.#payer(memberId);
    for (let attempt = 0; attempt < 3; attempt++) {
      const started = await this.#startBalancePayment(memberId, amountCents, idempotencyKey, center.currency_code);
      if (started.kind === 'existing') {
        const settled = await this.#awaitSettled(memberId, idempotencyKey);
        if (!settled) continue; // the first attempt was refused (nothing charged) and removed: try again
        if (settled.amount_cents !== amountCents) {
          throw new HttpProblem({
            status: 422,
            title: 'Idempotency key reused',
            detail: 'This Idempotency-Key was used for a payment of another amount.',
            kind: 'idempotency-key-reused',
          });
        }
        if (settled.status === 'FAILED') throw problems.paymentRejected(settled.failure_detail ?? notCompleted);
        return { result: { member: await this.#members.getMember(memberId), payment: toBalancePayment(settled) }, replayed: true };
      }
      const payment = started.payment;
      let order: PayPalOrder;
      try {
        order = await this.#payPal.createOrder(balanceOrderBody(payment), payment.paypal_request_id);
      } catch (error) {
        if (error instanceof PayPalCallError && error.kind === 'rejected') {
          await deletePendingBalancePayment(this.#db, payment.id);
          throw payPalProblem(error);
        }
        if (!(error instanceof PayPalCallError)) throw error;
        // No answer we can trust: PayPal may have charged. Ask it again in the background.
        await markBalancePaymentConfirming(this.#db, payment.id, isoAt(this.#clock.now() + backoffMs(0, 1000)));
        this.#onConfirming();
        return { result: await this.#resultOf(memberId, payment.id), replayed: false };
      }
      if (!(await this.#applyOrder(payment, order, acceptLanguage))) throw problems.paymentRejected(notCompleted);
      return { result: await this.#resultOf(memberId, payment.id), replayed: false };
    }
    throw problems.conflict('Payment in progress', 'A payment with this Idempotency-Key is still in progress. Please wait a moment.', 'payment-in-progress');
  }

  /** The member's most recent balance payment, or null. */
  async latestBalancePayment(memberId: number): Promise<BalancePayment | null> {
    const row = await this.#db.selectFrom('balance_payments').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').limit(1).executeTakeFirst();
    return row ? toBalancePayment(row) : null;
  }

  /** A member's balance payment as it stands (the SPA follows a CONFIRMING one with it). */
  async balancePayment(memberId: number, paymentId: number): Promise<BalancePayment> {
    const row = await findBalancePaymentById(this.#db, memberId, paymentId);
    if (!row) throw problems.notFound('The payment was not found.');
    return toBalancePayment(row);
  }

  /**
   * Settles every payment whose outcome is not known: CONFIRMING ones when due, and PENDING ones a
   * stopped process left behind. PayPal is asked with the payment's own PayPal-Request-Id (the same
   * create answers the same order, charged once) or, when the order id is known, by reading it.
   */
  async settleDue(): Promise<void> {
    await this.#refundDueVerifications();
    const now = this.#clock.now();
    const abandonedBefore = isoAt(now - (this.#settings.timeoutMs * 2 + 5_000));
    for (const payment of await listUnsettledBalancePayments(this.#db, isoAt(now), abandonedBefore)) {
      let order: PayPalOrder;
      try {
        order = payment.paypal_order_id
          ? await this.#payPal.getOrder(payment.paypal_order_id)
          : await this.#payPal.createOrder(balanceOrderBody(payment), payment.paypal_request_id);
      } catch (error) {
        if (error instanceof PayPalCallError && error.kind === 'rejected') {
          const detail = payPalProblem(error);
          await failBalancePayment(this.#db, payment.id, detail instanceof HttpProblem && detail.detail ? detail.detail : notCompleted, isoAt(this.#clock.now()));
          continue;
        }
        if (!(error instanceof PayPalCallError)) throw error;
        // PayPal still cannot tell after the expiry time: the payment expires and the member is told.
        if (this.#clock.now() - Date.parse(payment.created_at) >= this.#settings.confirmationExpiryMs) {
          await this.#expire(payment);
          continue;
        }
        const attempts = payment.settle_attempts + 1;
        await scheduleBalancePaymentSettle(this.#db, payment.id, attempts, isoAt(this.#clock.now() + backoffMs(attempts, 1000)));
        continue;
      }
      await this.#applyOrder(payment, order);
    }
  }

  /** The receipt e-mail of a completed payment, in the member's language (their request's, else the one they chose in the portal, else the clinic's). */
  async #receipt(payment: Selectable<BalancePaymentsTable>, reference: string, paidAtIso: string, acceptLanguage: string | undefined): Promise<MailMessage | null> {
    if (!this.#mail) return null;
    const member = await findMemberById(this.#db, payment.member_id);
    const center = member ? await this.#centers.findRow(member.center_id) : undefined;
    if (!member || !center) return null;
    const { profile } = this.#members.personalData(member);
    if (!profile.email) return null;
    const { locale } = memberMailLanguage(member, center.locale, acceptLanguage);
    return {
      to: profile.email,
      ...paymentReceiptMail(locale, {
        firstName: profile.firstName,
        amount: new Intl.NumberFormat(locale, { style: 'currency', currency: payment.currency_code }).format(payment.amount_cents / 100),
        paidAt: formatMoment(paidAtIso, locale, center.time_zone),
        method: payment.payment_method_id === 'PP' ? 'PayPal' : `${brandNames[member.card_brand ?? ''] ?? ''} •••• ${member.card_last_four ?? ''}`.trim(),
        reference,
        clinic: center.name,
      }),
    };
  }

  /**
   * Refunds the verification capture of a vaulting order and marks the order REFUNDED. A refund PayPal
   * could not make now is left CAPTURED for the next pass (with backoff); one it refuses for good is
   * REFUND_REFUSED and logged for staff. True when nothing more is to be done.
   */
  async #refundVerification(orderId: string, knownCaptureId?: string): Promise<boolean> {
    const retry = this.#refundRetries.get(orderId);
    if (retry && retry.dueAtMs > this.#clock.now()) return false;
    let status: 'REFUNDED' | 'REFUND_REFUSED';
    try {
      const captureId = knownCaptureId ?? (await this.#payPal.getOrder(orderId)).purchase_units?.[0]?.payments?.captures?.[0]?.id;
      if (!captureId) throw new PayPalCallError('rejected', `Order ${orderId} has no capture to refund`);
      await this.#payPal.refundCapture(captureId, `vault-refund-${orderId}`);
      status = 'REFUNDED';
    } catch (error) {
      if (!(error instanceof PayPalCallError)) throw error;
      if (error.kind !== 'rejected') {
        const attempts = (retry?.attempts ?? 0) + 1;
        this.#refundRetries.set(orderId, { attempts, dueAtMs: this.#clock.now() + backoffMs(attempts, 1000) });
        return false;
      }
      status = error.issue === 'CAPTURE_FULLY_REFUNDED' ? 'REFUNDED' : 'REFUND_REFUSED';
      if (status === 'REFUND_REFUSED') this.#onRefundRefused(orderId, error);
    }
    this.#refundRetries.delete(orderId);
    await this.#db.updateTable('paypal_orders').set({ status }).where('order_id', '=', orderId).where('status', '=', 'CAPTURED').execute();
    return true;
  }

  /** Gives back the verification charges of vaulting orders whose refund did not happen yet. */
  async #refundDueVerifications(): Promise<void> {
    const due = await this.#db
      .selectFrom('paypal_orders')
      .select('order_id')
      .where('purpose', '=', 'VAULT')
      .where('status', '=', 'CAPTURED')
      .orderBy('captured_at')
      .limit(20)
      .execute();
    for (const order of due) await this.#refundVerification(order.order_id);
  }

  /** Marks an unconfirmed payment EXPIRED and, in the same transaction, writes the e-mail that says so. */
  async #expire(payment: Selectable<BalancePaymentsTable>): Promise<void> {
    const member = await findMemberById(this.#db, payment.member_id);
    const center = member ? await this.#centers.findRow(member.center_id) : undefined;
    const nowIso = isoAt(this.#clock.now());
    await this.#db.transaction().execute(async (trx) => {
      const expired = await trx
        .updateTable('balance_payments')
        .set({ status: 'EXPIRED', failure_detail: expiredDetail, completed_at: nowIso, next_settle_at: null })
        .where('id', '=', payment.id)
        .where('status', 'in', ['PENDING', 'CONFIRMING'])
        .executeTakeFirst();
      if (Number(expired.numUpdatedRows) !== 1 || !member || !center || !this.#mail) return;
      const { profile } = this.#members.personalData(member);
      if (!profile.email) return;
      const { locale } = memberMailLanguage(member, center.locale);
      await this.#mail.enqueue(trx, {
        to: profile.email,
        ...paymentExpiredMail(locale, {
          firstName: profile.firstName,
          amount: new Intl.NumberFormat(locale, { style: 'currency', currency: payment.currency_code }).format(payment.amount_cents / 100),
          startedAt: formatMoment(payment.created_at, locale, center.time_zone),
          clinic: center.name,
        }),
      });
    });
  }

  /** Completes the payment from a COMPLETED order and capture (once), or fails it; true when completed. */
  async #applyOrder(payment: Selectable<BalancePaymentsTable>, order: PayPalOrder, acceptLanguage?: string): Promise<boolean> {
    const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
    const nowMs = this.#clock.now();
    if (order.status !== 'COMPLETED' || capture?.status !== 'COMPLETED') {
      await failBalancePayment(this.#db, payment.id, notCompleted, isoAt(nowMs));
      return false;
    }
    const receipt = await this.#receipt(payment, capture.id, isoAt(nowMs), acceptLanguage);
    await this.#db.transaction().execute(async (trx) => {
      if (
        !(await completeBalancePayment(trx, {
          id: payment.id,
          memberId: payment.member_id,
          amountCents: payment.amount_cents,
          description: payment.description,
          postedOn: isoAt(nowMs).slice(0, 10),
          completedAt: isoAt(nowMs),
          orderId: order.id,
          captureId: capture.id,
        }))
      ) {
        return; // settled meanwhile by the other path: nothing more to record
      }
      if (receipt) await this.#mail?.enqueue(trx, receipt);
      await insertPayPalOrder(trx, {
        order_id: order.id,
        member_id: payment.member_id,
        source: payment.payment_method_id === 'PP' ? 'PAYPAL' : 'CARD',
        purpose: 'BALANCE',
        amount_cents: payment.amount_cents,
        currency_code: payment.currency_code,
        status: 'CAPTURED',
        vault_id: payment.vault_id,
        created_at: isoAt(nowMs),
        captured_at: isoAt(nowMs),
      });
    });
    return true;
  }

  async #resultOf(memberId: number, paymentId: number): Promise<BalancePaymentResult> {
    const stored = await findBalancePaymentById(this.#db, memberId, paymentId);
    if (!stored) throw new Error('balance payment vanished');
    return { member: await this.#members.getMember(memberId), payment: toBalancePayment(stored) };
  }

  async #startBalancePayment(
    memberId: number,
    amountCents: number,
    idempotencyKey: string,
    currencyCode: string,
  ): Promise<{ kind: 'existing' } | { kind: 'started'; payment: Selectable<BalancePaymentsTable> }> {
    return this.#db.transaction().execute(async (trx) => {
      const member = await lockMemberForPayment(trx, memberId);
      if (!member) throw problems.memberNotFound();
      if (await findBalancePayment(trx, memberId, idempotencyKey)) return { kind: 'existing' as const };
      const unsettled = await findPendingBalancePayment(trx, memberId);
      if (unsettled?.status === 'CONFIRMING') {
        throw problems.conflict(
          'Payment being confirmed',
          `A payment of ${(unsettled.amount_cents / 100).toFixed(2)} ${unsettled.currency_code} is being confirmed with PayPal. Please wait for it before paying again: you will not be charged twice.`,
          'payment-being-confirmed',
        );
      }
      if (unsettled) {
        throw problems.conflict('Payment in progress', 'Another payment for this account is in progress. Please wait a moment.', 'payment-in-progress');
      }
      const balance = member.billing_balance_cents;
      if (balance <= 0) throw problems.conflict('Nothing to pay', 'The account has no balance to pay.', 'no-balance');
      if (balance !== amountCents) {
        throw problems.conflict('Balance changed', `The amount must equal the current balance of ${(balance / 100).toFixed(2)}.`, 'balance-changed');
      }
      const method = member.payment_method_id;
      const usable = member.default_vault_id && (method === 'PP' || (method === 'CR' && member.card_system_status === 'ACC'));
      if (!usable || !member.default_vault_id || !method) {
        throw problems.conflict('No usable payment method', 'There is no accepted saved payment method. Please add a card or PayPal first.', 'no-payment-method');
      }
      const description =
        method === 'PP'
          ? 'Online payment by PayPal — thank you'
          : `Online payment by ${brandNames[member.card_brand ?? ''] ?? 'card'} ending ${member.card_last_four ?? ''} — thank you`;
      const payment = {
        member_id: memberId,
        idempotency_key: idempotencyKey,
        status: 'PENDING',
        amount_cents: amountCents,
        currency_code: currencyCode,
        paypal_request_id: `balance-${memberId}-${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 48)}`,
        payment_method_id: method,
        vault_id: member.default_vault_id,
        description,
        paypal_order_id: null,
        capture_id: null,
        payment_history_id: null,
        created_at: isoAt(this.#clock.now()),
        completed_at: null,
        next_settle_at: null,
        failure_detail: null,
      };
      const id = await insertBalancePayment(trx, payment);
      return { kind: 'started' as const, payment: { ...payment, id, settle_attempts: 0 } };
    });
  }

  /** Waits for another request with the same key to finish: its row, or null when it failed and was removed. */
  async #awaitSettled(memberId: number, idempotencyKey: string) {
    const deadline = Date.now() + this.#settings.timeoutMs * 3 + 5_000;
    for (;;) {
      const row = await findBalancePayment(this.#db, memberId, idempotencyKey);
      // CONFIRMING answers as it is (202): waiting longer would hold the member for the settlement.
      if (!row || row.status !== 'PENDING' || Date.now() > deadline) return row ?? null;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

/** The PayPal account that approved an order (the payer, or the wallet of its payment source). */
function payerOf(order: PayPalOrder): string | null {
  return order.payer?.payer_id ?? order.payment_source?.paypal?.account_id ?? null;
}

function toBalancePayment(row: Selectable<BalancePaymentsTable>): BalancePayment {
  const status = row.status === 'COMPLETED' || row.status === 'FAILED' || row.status === 'EXPIRED' ? row.status : 'CONFIRMING';
  return {
    id: row.id,
    status,
    amount: row.amount_cents / 100,
    currencyCode: row.currency_code,
    paymentMethodId: row.payment_method_id,
    description: row.description,
    paymentHistoryId: row.payment_history_id ?? 0,
    payPalOrderId: row.paypal_order_id ?? '',
    payPalCaptureId: row.capture_id ?? '',
    // An expired payment was never paid: its time is when it was started.
    paidAtUtc: status === 'EXPIRED' ? row.created_at : (row.completed_at ?? row.created_at),
    ...(status === 'FAILED' || status === 'EXPIRED' ? { failureDetail: row.failure_detail ?? notCompleted } : {}),
  };
}

/** The order of a balance payment, the same on every attempt (its PayPal-Request-Id makes it one order). */
function balanceOrderBody(payment: Selectable<BalancePaymentsTable>) {
  return {
    intent: 'CAPTURE',
    purchase_units: [{ reference_id: `balance-${payment.member_id}`, description: 'Account balance', amount: money(payment.amount_cents, payment.currency_code) }],
    payment_source: payment.payment_method_id === 'PP' ? { paypal: { vault_id: payment.vault_id } } : { card: { vault_id: payment.vault_id } },
  };
}

const expiredDetail =
  'The payment service never confirmed this payment, so it has expired: your balance is unchanged and you can pay it again. If a charge for it appears on your statement, please contact the clinic.';
const notCompleted = 'The payment was not completed. Nothing was charged; please try again or add another payment method.';
