// The balance payment's state: the review before paying, the payment itself (one Idempotency-Key per
// attempt, reused on a retry after a timeout or a 5xx), the receipt, and what happened to the last
// payment while the member was away.
import { useEffect, useRef, useState } from 'react';
import type { Center } from '../../../contract/api/centers.ts';
import type { Member } from '../../../contract/api/members.ts';
import { toPortalLocale } from '../../i18n/locales.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { startTimer, telemetry } from '../../services/telemetry/telemetry.ts';
import { paymentOutcome } from '../../services/telemetry/outcomes.ts';
import { formatAmount } from '../../shared/format/formatAmount.ts';
import { formatMoment } from '../../shared/format/formatDateTime.ts';
import { isRetryableWithSameKey, logPaymentError } from './paymentErrors.ts';
import { paymentStrings } from './paymentStrings.ts';
import type { Receipt } from './BalanceReceipt.tsx';
import { useConfirmingPayment } from './useConfirmingPayment.ts';

const brandNames: Record<string, string> = { VI: 'Visa', MA: 'Mastercard', AM: 'American Express', DI: 'Discover' };

export function useBalancePayment(member: Member, center: Center) {
  const { t, i18n } = useNamespace('payments', paymentStrings);
  const { api, session } = useServices();
  const locale = toPortalLocale(i18n.language) ?? 'en-US';
  const [review, setReview] = useState<{ asOf: string } | null>(null);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const reviewRef = useRef<HTMLElement>(null);
  const reviewOpen = review !== null;
  // The review takes the focus when it opens, so a keyboard or screen-reader user lands on what they confirm.
  useEffect(() => {
    if (reviewOpen) reviewRef.current?.focus();
  }, [reviewOpen]);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [paid, setPaid] = useState<string | null>(null);
  const { confirming, setConfirming, confirmation } = useConfirmingPayment(member.id, center.id);
  const inFlight = useRef(false);
  const attempt = useRef<{ key: string; amount: number } | null>(null);
  const money = (value: number) => formatAmount(value, center.currencyCultureInfo, center.currencyCode, center.currencySymbol);
  const amount = member.billingBalance;
  const dateTime = (iso: string) => formatMoment(iso, locale, center.timeZone);
  const card = member.defaultPaymentMethod?.creditCardDetails;
  const method =
    member.paymentMethodId === 'PP'
      ? t('balance.methodPayPal', { email: member.defaultPaymentMethod?.payPalDetails?.email ?? '' })
      : t('balance.methodCard', { brand: brandNames[card?.brand ?? ''] ?? '', lastFour: card?.lastFour ?? '' });

  const pay = async () => {
    if (inFlight.current || amount <= 0) return;
    inFlight.current = true;
    // A new attempt gets a new key; a retry of the same amount reuses the key of the failed attempt.
    if (attempt.current?.amount !== amount) attempt.current = { key: crypto.randomUUID(), amount };
    const { key } = attempt.current;
    setPaying(true);
    setError(null);
    setPaid(null);
    setReceipt(null);
    const elapsed = startTimer();
    try {
      const answer = await api.payments.payBalance(member.id, amount, key, { skipNotification: true });
      attempt.current = null;
      setReview(null);
      if (answer.payment.status === 'CONFIRMING') setConfirming({ id: answer.payment.id, amount: money(answer.payment.amount) });
      else {
        const paidAmount = money(answer.payment.amount ? Math.abs(answer.payment.amount) : amount);
        setPaid(paidAmount);
        setReceipt({ amount: paidAmount, reference: answer.payment.payPalCaptureId || String(answer.payment.id), date: dateTime(answer.payment.paidAtUtc), method });
      }
      session.setMember(answer.member);
      telemetry.trackEvent('BalancePaid', { outcome: 'success', confirming: answer.payment.status === 'CONFIRMING' ? 'yes' : 'no' }, { durationMs: elapsed() });
    } catch (failure) {
      telemetry.trackEvent('BalancePaid', { outcome: paymentOutcome(failure) }, { durationMs: elapsed() });
      if (!isRetryableWithSameKey(failure)) attempt.current = null;
      logPaymentError('balance payment', failure);
      setError(failure);
    } finally {
      inFlight.current = false;
      setPaying(false);
    }
  };

  /** Opens the review step (nothing is charged before it is confirmed). */
  const startReview = () => {
    setError(null);
    setPaid(null);
    setReceipt(null);
    setReview({ asOf: dateTime(new Date().toISOString()) });
  };

  // What happened to the last payment while the member was away: one being confirmed is followed again;
  // one the payment service never confirmed has expired, and the member is told so here.
  const [expired, setExpired] = useState<{ amount: string; startedAt: string } | null>(null);
  const latestAsked = useRef(false);
  useEffect(() => {
    if (latestAsked.current) return;
    latestAsked.current = true;
    void api.payments
      .latestBalancePayment(member.id, { skipNotification: true })
      .then(({ payment }) => {
        if (payment?.status === 'CONFIRMING') setConfirming((now) => now ?? { id: payment.id, amount: money(payment.amount) });
        if (payment?.status === 'EXPIRED') setExpired({ amount: money(payment.amount), startedAt: dateTime(payment.paidAtUtc) });
      })
      .catch(() => undefined); // only a notice: the billing tab works without it
  });

  return {
    amount,
    money,
    method,
    review,
    reviewRef,
    closeReview: () => setReview(null),
    startReview,
    receipt,
    closeReceipt: () => setReceipt(null),
    paying,
    pay,
    error,
    paid,
    confirming,
    confirmation,
    expired,
  };
}
