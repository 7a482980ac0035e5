// Turns what went wrong in a payment step into the text key shown to the member (spec §8): order
// creation failures keep the spec's wording, a decline (subCode 6) says nothing was charged, and a
// payment provider that is down or slow (502/503/504, timeout, network) says so.
import { SubCode } from '../../../contract/domain/problems.ts';
import { ApiError } from '../../services/http/ApiError.ts';
import type { ParseKeys } from 'i18next';

export type PaymentStep = 'createCardOrder' | 'createPayPalOrder';

/** An error of a named step of the flow, keeping what caused it. */
export class PaymentStepError extends Error {
  readonly step: PaymentStep;
  override readonly cause: unknown;

  constructor(step: PaymentStep, cause: unknown) {
    super(step === 'createCardOrder' ? 'Failed to create card order' : 'Failed to create PayPal order');
    this.name = 'PaymentStepError';
    this.step = step;
    this.cause = cause;
  }
}

export function isDecline(error: unknown): boolean {
  return error instanceof ApiError && error.subCode === SubCode.paymentRejected;
}

export function isUnavailable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status === 408 || error.status === 502 || error.status === 503 || error.status === 504;
}

/** 412: the payment settings changed in another window since the form was opened (If-Match). */
export function isChangedElsewhere(error: unknown): boolean {
  return error instanceof ApiError && error.status === 412;
}

/** The `payments` namespace key for an error of the vaulting flow. */
export function vaultingErrorKey(error: unknown): ParseKeys<'payments'> {
  if (error instanceof PaymentStepError) return `errors.${error.step}`;
  if (isDecline(error)) return 'errors.declined';
  if (isUnavailable(error)) return 'errors.unavailable';
  if (isChangedElsewhere(error)) return 'errors.changedElsewhere';
  // The hosted card fields refused the card when confirming it (the emulator's 422 with an issue).
  if (error instanceof Error && 'issue' in error && typeof (error as { issue?: unknown }).issue === 'string') return 'errors.cardRejected';
  return 'errors.generic';
}

/** The `payments` namespace key for an error of the balance payment. */
export function balanceErrorKey(error: unknown): ParseKeys<'payments'> {
  if (isDecline(error)) return 'balance.declined';
  if (error instanceof ApiError && error.kind === 'payment-being-confirmed') return 'balance.anotherBeingConfirmed';
  if (isUnavailable(error)) return 'balance.unavailable';
  return 'balance.generic';
}

/** A client error other than a decline is final for this attempt; anything else may be retried with the same key. */
export function isRetryableWithSameKey(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return !(error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 409 && error.status !== 429);
}

/** Logs a payment failure without card data or personal details (spec §8: passed to the callback and logged). */
export function logPaymentError(context: string, error: unknown): void {
  const summary =
    error instanceof ApiError
      ? { status: error.status, subCode: error.subCode, requestId: error.requestId }
      : error instanceof PaymentStepError
        ? { step: error.step }
        : { name: error instanceof Error ? error.name : typeof error };
  console.error(`[payments] ${context} failed`, summary);
}
