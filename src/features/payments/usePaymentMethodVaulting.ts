// Saves a payment method through PayPal (spec §4): create the order → capture it with orderId,
// payerId (wallet only) and makeDefault → the member as updated. One attempt at a time; a failure
// is kept to show, brought into view with focus, and logged.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Member } from '../../../contract/api/members.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { startTimer, telemetry } from '../../services/telemetry/telemetry.ts';
import { paymentOutcome } from '../../services/telemetry/outcomes.ts';
import { PaymentStepError, isChangedElsewhere, logPaymentError } from './paymentErrors.ts';
import type { CardFieldsState } from './useCardFieldsState.ts';

export interface PaymentMethodVaultingOptions {
  member: Member;
  makeDefault: boolean;
  card: CardFieldsState;
  onSuccess: (member: Member) => void;
  onError?: (error: unknown) => void;
}

export function usePaymentMethodVaulting(options: PaymentMethodVaultingOptions) {
  const { api, session } = useServices();
  const { member, makeDefault, card, onSuccess, onError } = options;
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const outcome = useRef<{ member: Member } | { error: unknown } | null>(null);
  const busy = useRef(false);
  const errorRef = useRef<HTMLDivElement>(null);

  // A decline or provider error: bring it into view beside the form, and move focus to it.
  useEffect(() => {
    if (!error || !errorRef.current) return;
    errorRef.current.scrollIntoView({ block: 'center', behavior: 'smooth' });
    errorRef.current.focus({ preventScroll: true });
  }, [error]);

  const succeed = useCallback(
    (updated: Member) => {
      busy.current = false;
      setWorking(false);
      setError(null);
      session.setMember(updated);
      onSuccess(updated);
    },
    [session, onSuccess],
  );

  const fail = useCallback(
    (failure: unknown) => {
      busy.current = false;
      setWorking(false);
      setError(failure);
      logPaymentError('payment method', failure);
      onError?.(failure);
      // Settings changed in another window: show them as they are now (and base the next try on them).
      if (isChangedElsewhere(failure)) {
        void api.members
          .member(member.id, member.ivfCenterId, { skipNotification: true })
          .then((latest) => session.setMember(latest))
          .catch(() => undefined);
      }
    },
    [onError, api, session, member.id, member.ivfCenterId],
  );

  // ---- wallet (PayPal buttons) ----
  const walletClick = () => {
    if (busy.current) return Promise.reject(new Error('busy'));
    busy.current = true;
    setWorking(true);
    setError(null);
    return Promise.resolve();
  };
  const walletCreateOrder = async () => {
    try {
      return (await api.payments.createPayPalVaultingOrder(member.id, { skipNotification: true })).orderId;
    } catch (cause) {
      throw new PaymentStepError('createPayPalOrder', cause);
    }
  };
  const walletApprove = async (data: { orderID: string; payerID?: string | null }) => {
    const elapsed = startTimer();
    try {
      const updated = await api.payments.capturePayPalVaultingOrder(member.id, data.orderID, data.payerID ?? undefined, makeDefault, member.etag, {
        skipNotification: true,
      });
      telemetry.trackEvent('PaymentMethodVaulted', { method: 'paypal', outcome: 'success' }, { durationMs: elapsed() });
      succeed(updated);
    } catch (failure) {
      telemetry.trackEvent('PaymentMethodVaulted', { method: 'paypal', outcome: paymentOutcome(failure) }, { durationMs: elapsed() });
      fail(failure);
    }
  };
  const walletCancel = () => {
    busy.current = false;
    setWorking(false);
  };
  const walletError = (failure: Record<string, unknown> | Error) => fail(failure);

  // ---- card fields ----
  const cardCreateOrder = async () => {
    try {
      return (await api.payments.createCardVaultingOrder(member.id, {}, { skipNotification: true })).orderId;
    } catch (cause) {
      const stepError = new PaymentStepError('createCardOrder', cause);
      outcome.current = { error: stepError };
      throw stepError;
    }
  };
  const cardApprove = async (data: { orderID: string }) => {
    try {
      const updated = await api.payments.captureCardVaultingOrder(member.id, data.orderID, makeDefault, member.etag, { skipNotification: true });
      outcome.current = { member: updated };
    } catch (failure) {
      outcome.current = { error: failure };
    }
  };
  // The SDK waits for the promise (submit settles after the capture), though its type says void.
  const cardApproveForSdk = cardApprove as (data: { orderID: string }) => void;
  const cardError = (failure: Record<string, unknown>) => {
    outcome.current ??= { error: failure };
  };

  const submitCard = async (submit: (postalCode: string) => Promise<void>) => {
    if (busy.current || !card.cardReady || !card.valid) return;
    busy.current = true;
    outcome.current = null;
    setWorking(true);
    setError(null);
    const elapsed = startTimer();
    try {
      await submit(card.zip.trim());
    } catch (failure) {
      outcome.current ??= { error: failure };
    }
    const result = outcome.current as { member: Member } | { error: unknown } | null;
    const vaulted = result !== null && 'member' in result;
    telemetry.trackEvent('PaymentMethodVaulted', { method: 'card', outcome: vaulted ? 'success' : paymentOutcome(result?.error) }, { durationMs: elapsed() });
    if (result && 'member' in result) succeed(result.member);
    else fail(result ? result.error : new Error('The card was not submitted'));
  };

  return {
    working,
    error,
    errorRef,
    wallet: { onClick: walletClick, createOrder: walletCreateOrder, onApprove: walletApprove, onCancel: walletCancel, onError: walletError },
    card: { createOrder: cardCreateOrder, onApprove: cardApproveForSdk, onError: cardError },
    submitCard,
  };
}
