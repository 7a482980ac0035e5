// Pays the member's balance with the default payment method. One Idempotency-Key per attempt
// (crypto.randomUUID), reused when the member retries after a timeout or a 5xx, so a retry, a double
// click or a second tab can never charge twice; the button is disabled while the call is in flight.
import { useRef, useState } from 'react';
import { Button, MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import type { Center } from '../../../server/contract/centers.ts';
import type { Member } from '../../../server/contract/members.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { formatAmount } from '../../shared/format/formatAmount.ts';
import { balanceErrorKey, isRetryableWithSameKey, logPaymentError } from './paymentErrors.ts';
import { paymentStrings } from './paymentStrings.ts';

const useStyles = makeStyles({
  area: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
});

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
    try {
      const answer = await api.payments.payBalance(member.id, amount, key, { skipNotification: true });
      attempt.current = null;
      setPaid(money(answer.payment.amount ? Math.abs(answer.payment.amount) : amount));
      session.setMember(answer.member);
    } catch (failure) {
      if (!isRetryableWithSameKey(failure)) attempt.current = null;
      logPaymentError('balance payment', failure);
      setError(failure);
    } finally {
      inFlight.current = false;
      setPaying(false);
    }
  };

  return (
    <div className={styles.area}>
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
      {amount > 0 ? (
        <Button appearance="primary" disabled={paying} onClick={() => void pay()} embryo-test-sid="pay-balance">
          {paying ? t('balance.paying', { amount: money(amount) }) : t('balance.pay', { amount: money(amount) })}
        </Button>
      ) : null}
    </div>
  );
}
