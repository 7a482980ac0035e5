// Pays the member's balance with the default payment method. One Idempotency-Key per attempt
// (crypto.randomUUID), reused when the member retries after a timeout or a 5xx, so a retry, a double
// click or a second tab can never charge twice; the button is disabled while the call is in flight.
// When the payment service did not say in time whether the charge went through, the API answers
// CONFIRMING: the member is told so in words, the page follows the payment until it is confirmed or
// refused (then reloads the balance), and there is no button to pay again meanwhile.
// Nothing is charged before a review step (amount, method, what it settles; Back changes nothing);
// a completed payment shows a printable receipt (reference, date, method) on the billing tab itself.
import { Button, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { Center } from '../../../contract/api/centers.ts';
import type { Member } from '../../../contract/api/members.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { balanceErrorKey } from './paymentErrors.ts';
import { paymentStrings } from './paymentStrings.ts';
import { useBalancePaymentStyles } from './balancePaymentStyles.ts';
import { BalanceConfirmationNotice } from './BalanceConfirmationNotice.tsx';
import { BalanceReceipt, useReceiptPrintStyles } from './BalanceReceipt.tsx';
import { BalanceReview } from './BalanceReview.tsx';
import { useBalancePayment } from './useBalancePayment.ts';
import { ErrorAlert } from '../../shared/ErrorAlert.tsx';

export interface BalancePaymentProps {
  member: Member;
  center: Center;
}

export function BalancePayment(props: BalancePaymentProps) {
  const { t } = useNamespace('payments', paymentStrings);
  useReceiptPrintStyles();
  const styles = useBalancePaymentStyles();
  const balance = useBalancePayment(props.member, props.center);
  const { amount, money, review, receipt, error, paid, confirming, confirmation, expired } = balance;

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
      {confirmation ? <BalanceConfirmationNotice confirmation={confirmation} /> : null}
      {paid ? (
        <MessageBar intent="success" layout="multiline" role="status">
          <MessageBarBody>{t('balance.paid', { amount: paid })}</MessageBarBody>
        </MessageBar>
      ) : null}
      {receipt ? <BalanceReceipt receipt={receipt} onClose={balance.closeReceipt} /> : null}
      {error ? <ErrorAlert title={<MessageBarTitle>{t('balance.failedTitle')}</MessageBarTitle>}>{t(balanceErrorKey(error))}</ErrorAlert> : null}
      {review && amount > 0 && !confirming ? (
        <BalanceReview
          amount={money(amount)}
          method={balance.method}
          asOf={review.asOf}
          paying={balance.paying}
          reviewRef={balance.reviewRef}
          onConfirm={() => void balance.pay()}
          onBack={balance.closeReview}
        />
      ) : null}
      {amount > 0 && !review && !confirming && confirmation?.kind !== 'still' ? (
        <Button appearance="primary" onClick={balance.startReview} embryo-test-sid="pay-balance">
          {t('balance.pay', { amount: money(amount) })}
        </Button>
      ) : null}
    </div>
  );
}
