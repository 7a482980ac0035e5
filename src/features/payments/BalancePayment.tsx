// Pays the member's balance with the default payment method. One Idempotency-Key per attempt
// (crypto.randomUUID), reused when the member retries after a timeout or a 5xx, so a retry, a double
// click or a second tab can never charge twice; the button is disabled while the call is in flight.
// When the payment service did not say in time whether the charge went through, the API answers
// CONFIRMING: the member is told so in words, the page follows the payment until it is confirmed or
// refused (then reloads the balance), and there is no button to pay again meanwhile.
// Nothing is charged before a review step (amount, method, what it settles; Back changes nothing);
// a completed payment shows a printable receipt (reference, date, method) on the billing tab itself.
import { useEffect, useRef, useState } from 'react';
import { Button, MessageBar, MessageBarBody, MessageBarTitle, Subtitle2, makeStaticStyles, makeStyles, tokens } from '@fluentui/react-components';
import { toPortalLocale } from '../../i18n/locales.ts';
import type { Center } from '../../../contract/api/centers.ts';
import type { Member } from '../../../contract/api/members.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { formatAmount } from '../../shared/format/formatAmount.ts';
import { formatMoment } from '../../shared/format/formatDateTime.ts';
import { balanceErrorKey, isRetryableWithSameKey, logPaymentError } from './paymentErrors.ts';
import { paymentStrings } from './paymentStrings.ts';
import { startTimer, telemetry } from '../../services/telemetry/telemetry.ts';
import { paymentOutcome } from '../../services/telemetry/outcomes.ts';
import { printScope } from '../../shared/printScope.ts';

const PRINT_SCOPE = 'payment-receipt';

// Only while the member prints the receipt: everything outside it is left out of the page.
const usePrintStyles = makeStaticStyles(
  `@media print {
  html[data-print-scope="${PRINT_SCOPE}"] body * { visibility: hidden !important; }
  html[data-print-scope="${PRINT_SCOPE}"] [data-print-region="${PRINT_SCOPE}"], html[data-print-scope="${PRINT_SCOPE}"] [data-print-region="${PRINT_SCOPE}"] * { visibility: visible !important; }
  html[data-print-scope="${PRINT_SCOPE}"] [data-print-region="${PRINT_SCOPE}"] { position: fixed; top: 0; left: 0; max-width: none; border: none; }
  html[data-print-scope="${PRINT_SCOPE}"] [data-print-hide] { display: none !important; }
}`,
);

const printReceipt = () => printScope(PRINT_SCOPE);

const brandNames: Record<string, string> = { VI: 'Visa', MA: 'Mastercard', AM: 'American Express', DI: 'Discover' };

const useStyles = makeStyles({
  area: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS, width: '100%' },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    width: '100%',
    maxWidth: '560px',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalL,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  facts: { display: 'grid', gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS, margin: 0 },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

interface Receipt {
  amount: string;
  reference: string;
  date: string;
  method: string;
}

/** How often, and how many times, the page asks about a payment being confirmed (about five minutes). */
const confirmationIntervalMs = 3000;
const confirmationChecks = 100;

export interface BalancePaymentProps {
  member: Member;
  center: Center;
}

export function BalancePayment(props: BalancePaymentProps) {
  const { t, i18n } = useNamespace('payments', paymentStrings);
  const { api, session } = useServices();
  usePrintStyles();
  const styles = useStyles();
  const locale = toPortalLocale(i18n.language) ?? 'en-US';
  const [review, setReview] = useState<{ asOf: string } | null>(null);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const reviewRef = useRef<HTMLElement>(null);
  const reviewOpen = review !== null;
  // The review takes the focus when it opens, so a keyboard or screen-reader user lands on what they confirm.
  useEffect(() => {
    if (reviewOpen) reviewRef.current?.focus();
  }, [reviewOpen]);
  const { member, center } = props;
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [paid, setPaid] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ id: number; amount: string } | null>(null);
  const [confirmation, setConfirmation] = useState<{ kind: 'confirmed' | 'notCharged' | 'expired' | 'still'; amount: string; reason?: string } | null>(null);
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

  // Follows a payment being confirmed: every few seconds for a few minutes, then says it goes on without us.
  useEffect(() => {
    if (!confirming) return;
    const controller = new AbortController();
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      tries += 1;
      try {
        const payment = await api.payments.balancePayment(member.id, confirming.id, { skipNotification: true, signal: controller.signal });
        if (payment.status !== 'CONFIRMING') {
          setConfirming(null);
          setConfirmation(
            payment.status === 'COMPLETED'
              ? { kind: 'confirmed', amount: confirming.amount }
              : payment.status === 'EXPIRED'
                ? { kind: 'expired', amount: confirming.amount }
                : { kind: 'notCharged', amount: confirming.amount, reason: payment.failureDetail ?? '' },
          );
          session.setMember(await api.members.member(member.id, center.id, { skipNotification: true, signal: controller.signal }));
          return;
        }
      } catch {
        if (controller.signal.aborted) return; // a failed check is simply tried again
      }
      if (tries >= confirmationChecks) {
        setConfirming(null);
        setConfirmation({ kind: 'still', amount: confirming.amount });
        return;
      }
      timer = setTimeout(() => void check(), confirmationIntervalMs);
    };
    timer = setTimeout(() => void check(), confirmationIntervalMs);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [confirming, api, member.id, center.id, session]);

  return (
    <div className={styles.area}>
      {expired && !paid && !confirming ? (
        <MessageBar intent="warning" layout="multiline" role="alert" embryo-test-sid="balance-payment-expired">
          <MessageBarBody>
            <MessageBarTitle>{t('balance.expiredTitle')}</MessageBarTitle> {t('balance.expiredEarlier', expired)}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {confirming ? (
        <MessageBar intent="info" layout="multiline" role="status">
          <MessageBarBody>
            <MessageBarTitle>{t('balance.beingConfirmedTitle')}</MessageBarTitle> {t('balance.beingConfirmed', { amount: confirming.amount })}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {confirmation ? (
        <MessageBar
          intent={confirmation.kind === 'confirmed' ? 'success' : confirmation.kind === 'notCharged' || confirmation.kind === 'expired' ? 'error' : 'info'}
          layout="multiline"
          role={confirmation.kind === 'notCharged' || confirmation.kind === 'expired' ? 'alert' : 'status'}
        >
          <MessageBarBody>
            {confirmation.kind === 'confirmed'
              ? t('balance.confirmedLater', { amount: confirmation.amount })
              : confirmation.kind === 'notCharged'
                ? t('balance.notCharged', { amount: confirmation.amount, reason: confirmation.reason ?? '' })
                : confirmation.kind === 'expired'
                  ? t('balance.expired', { amount: confirmation.amount })
                  : t('balance.stillConfirming', { amount: confirmation.amount })}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {paid ? (
        <MessageBar intent="success" layout="multiline" role="status">
          <MessageBarBody>{t('balance.paid', { amount: paid })}</MessageBarBody>
        </MessageBar>
      ) : null}
      {receipt ? (
        <section className={styles.panel} aria-labelledby="balance-receipt-title" data-print-region={PRINT_SCOPE} embryo-test-sid="balance-receipt">
          <Subtitle2 as="h3" id="balance-receipt-title">
            {t('balance.receiptTitle')}
          </Subtitle2>
          <dl className={styles.facts}>
            <dt className={styles.term}>{t('balance.amount')}</dt>
            <dd className={styles.value}>{receipt.amount}</dd>
            <dt className={styles.term}>{t('balance.reference')}</dt>
            <dd className={styles.value}>{receipt.reference}</dd>
            <dt className={styles.term}>{t('balance.date')}</dt>
            <dd className={styles.value}>{receipt.date}</dd>
            <dt className={styles.term}>{t('balance.method')}</dt>
            <dd className={styles.value}>{receipt.method}</dd>
          </dl>
          <p>{t('balance.receiptEmailed')}</p>
          <div className={styles.actions} data-print-hide>
            <Button onClick={printReceipt}>{t('balance.print')}</Button>
            <Button appearance="subtle" onClick={() => setReceipt(null)}>
              {t('balance.closeReceipt')}
            </Button>
          </div>
        </section>
      ) : null}
      {error ? (
        <MessageBar intent="error" layout="multiline" role="alert">
          <MessageBarBody>
            <MessageBarTitle>{t('balance.failedTitle')}</MessageBarTitle> {t(balanceErrorKey(error))}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {review && amount > 0 && !confirming ? (
        <section className={styles.panel} aria-labelledby="balance-review-title" embryo-test-sid="balance-review" ref={reviewRef} tabIndex={-1}>
          <Subtitle2 as="h3" id="balance-review-title">
            {t('balance.reviewTitle')}
          </Subtitle2>
          <dl className={styles.facts}>
            <dt className={styles.term}>{t('balance.amount')}</dt>
            <dd className={styles.value}>{money(amount)}</dd>
            <dt className={styles.term}>{t('balance.method')}</dt>
            <dd className={styles.value}>{method}</dd>
            <dt className={styles.term}>{t('balance.settles')}</dt>
            <dd className={styles.value}>{t('balance.settlesValue', { date: review.asOf })}</dd>
          </dl>
          <div className={styles.actions}>
            <Button appearance="primary" disabled={paying} onClick={() => void pay()} embryo-test-sid="confirm-balance-payment">
              {paying ? t('balance.paying', { amount: money(amount) }) : t('balance.confirm', { amount: money(amount) })}
            </Button>
            <Button disabled={paying} onClick={() => setReview(null)} embryo-test-sid="balance-review-back">
              {t('balance.back')}
            </Button>
          </div>
        </section>
      ) : null}
      {amount > 0 && !review && !confirming && confirmation?.kind !== 'still' ? (
        <Button
          appearance="primary"
          onClick={() => {
            setError(null);
            setPaid(null);
            setReceipt(null);
            setReview({ asOf: dateTime(new Date().toISOString()) });
          }}
          embryo-test-sid="pay-balance"
        >
          {t('balance.pay', { amount: money(amount) })}
        </Button>
      ) : null}
    </div>
  );
}
