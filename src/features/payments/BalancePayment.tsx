// Pays the member's balance with the default payment method. One Idempotency-Key per attempt
// (crypto.randomUUID), reused when the member retries after a timeout or a 5xx, so a retry, a double
// click or a second tab can never charge twice; the button is disabled while the call is in flight.
// When the payment service did not say in time whether the charge went through, the API answers
// CONFIRMING: the member is told so in words, the page follows the payment until it is confirmed or
// refused (then reloads the balance), and there is no button to pay again meanwhile.
import { useEffect, useRef, useState } from 'react';
import { Button, MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import type { Center } from '../../../server/contract/centers.ts';
import type { Member } from '../../../server/contract/members.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { formatAmount } from '../../shared/format/formatAmount.ts';
import { balanceErrorKey, isRetryableWithSameKey, logPaymentError } from './paymentErrors.ts';
import { paymentStrings } from './paymentStrings.ts';
import { startTimer, telemetry } from '../../services/telemetry/telemetry.ts';
import { paymentOutcome } from '../../services/telemetry/outcomes.ts';

const useStyles = makeStyles({
  area: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
});

/** How often, and how many times, the page asks about a payment being confirmed (about five minutes). */
const confirmationIntervalMs = 3000;
const confirmationChecks = 100;

export interface BalancePaymentProps {
  member: Member;
  center: Center;
}

export function BalancePayment(props: BalancePaymentProps) {
  const { t } = useNamespace('payments', paymentStrings);
  const { api, session } = useServices();
  const styles = useStyles();
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

  const pay = async () => {
    if (inFlight.current || amount <= 0) return;
    inFlight.current = true;
    // A new attempt gets a new key; a retry of the same amount reuses the key of the failed attempt.
    if (attempt.current?.amount !== amount) attempt.current = { key: crypto.randomUUID(), amount };
    const { key } = attempt.current;
    setPaying(true);
    setError(null);
    setPaid(null);
    const elapsed = startTimer();
    try {
      const answer = await api.payments.payBalance(member.id, amount, key, { skipNotification: true });
      attempt.current = null;
      if (answer.payment.status === 'CONFIRMING') setConfirming({ id: answer.payment.id, amount: money(answer.payment.amount) });
      else setPaid(money(answer.payment.amount ? Math.abs(answer.payment.amount) : amount));
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
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('balance.paid', { amount: paid })}</MessageBarBody>
        </MessageBar>
      ) : null}
      {error ? (
        <MessageBar intent="error" layout="multiline" role="alert">
          <MessageBarBody>
            <MessageBarTitle>{t('balance.failedTitle')}</MessageBarTitle> {t(balanceErrorKey(error))}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {amount > 0 && !confirming && confirmation?.kind !== 'still' ? (
        <Button appearance="primary" disabled={paying} onClick={() => void pay()} embryo-test-sid="pay-balance">
          {paying ? t('balance.paying', { amount: money(amount) }) : t('balance.pay', { amount: money(amount) })}
        </Button>
      ) : null}
    </div>
  );
}
