// Payment calls under /api/Members/{memberId}/Payments/… (spec §7 "Payments", architecture §6):
// payment settings, vaulting orders (PayPal wallet, card) and their captures, and the balance payment.
import { Type, type Static } from '@sinclair/typebox';
import { Member } from './members.ts';

export { PayPalSettingsId } from './centers.ts';

/** A PayPal order the member approves in the browser (wallet pop-up or card fields), then captures. */
export const VaultingOrder = Type.Object({ orderId: Type.String() });
export type VaultingOrder = Static<typeof VaultingOrder>;

export const CardVaultingOrderRequest = Type.Object({
  billingPostalCode: Type.Optional(Type.String({ maxLength: 20 })),
});
export type CardVaultingOrderRequest = Static<typeof CardVaultingOrderRequest>;

export const OrderIdParam = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' });

export const PayPalCaptureQuery = Type.Object({
  payerId: Type.String({ minLength: 1, maxLength: 64 }),
  makeDefault: Type.Optional(Type.Boolean({ default: false })),
});
export type PayPalCaptureQuery = { payerId: string; makeDefault?: boolean };

export const CardCaptureQuery = Type.Object({ makeDefault: Type.Optional(Type.Boolean({ default: false })) });
export type CardCaptureQuery = { makeDefault?: boolean };

/** `Idempotency-Key` (8–100 visible characters): the same key again answers the first result, never a second charge. */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.String({ minLength: 8, maxLength: 100, pattern: '^[\\x21-\\x7E]+$' }),
});
export type IdempotencyHeaders = { 'idempotency-key': string };

/** The amount must equal the member's current (positive) billing balance. */
export const BalancePaymentRequest = Type.Object({ amount: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000 }) });
export type BalancePaymentRequest = Static<typeof BalancePaymentRequest>;

export const BalancePayment = Type.Object({
  id: Type.Integer(),
  /** CONFIRMING: PayPal did not say in time; the portal asks it until the payment is COMPLETED or FAILED. */
  status: Type.Union([Type.Literal('COMPLETED'), Type.Literal('CONFIRMING'), Type.Literal('FAILED'), Type.Literal('EXPIRED')]),
  amount: Type.Number(),
  currencyCode: Type.String(),
  /** CR (card) or PP (PayPal wallet): the default method that was charged. */
  paymentMethodId: Type.String(),
  description: Type.String(),
  /** The billing-history entry the payment created. */
  paymentHistoryId: Type.Integer(),
  payPalOrderId: Type.String(),
  payPalCaptureId: Type.String(),
  paidAtUtc: Type.String(),
  /** FAILED only: why, in words (nothing was charged). */
  failureDetail: Type.Optional(Type.String()),
});
export type BalancePayment = Static<typeof BalancePayment>;

/** The member's most recent balance payment (null when there is none): what the billing tab tells about. */
export const LatestBalancePayment = Type.Object({ payment: Type.Union([BalancePayment, Type.Null()]) });
export type LatestBalancePayment = Static<typeof LatestBalancePayment>;

export const BalancePaymentResult = Type.Object({ member: Member, payment: BalancePayment });
export type BalancePaymentResult = Static<typeof BalancePaymentResult>;
