// What became of a payment the page followed until it was confirmed, refused or given up on.
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { paymentStrings } from './paymentStrings.ts';
import type { PaymentConfirmation } from './useConfirmingPayment.ts';

export interface BalanceConfirmationNoticeProps {
  confirmation: PaymentConfirmation;
}

export function BalanceConfirmationNotice(props: BalanceConfirmationNoticeProps) {
  const { t } = useNamespace('payments', paymentStrings);
  const { confirmation } = props;
  return (
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
  );
}
