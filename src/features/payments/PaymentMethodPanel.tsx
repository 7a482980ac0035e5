// The payment UI of the billing tab (rendered by the account area through PaymentMethodSlot): the
// embedded form when there is no usable payment method yet, otherwise "Add or replace payment
// method" opening the modal; and the balance payment when something is due. Settings and the SDK
// load once here for everything below.
import { useState } from 'react';
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import type { PaymentMethodSlotProps } from '../../shared/slots/PaymentMethodSlot.tsx';
import { isCardAccepted } from '../../../contract/domain/memberRules.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { BalancePayment } from './BalancePayment.tsx';
import { PaymentMethodForm } from './PaymentMethodForm.tsx';
import { usePaymentMethodModal } from './PaymentMethodModal.tsx';
import { PaymentSetup } from './PaymentSetup.tsx';
import { paymentStrings } from './paymentStrings.ts';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export type PaymentMethodPanelProps = PaymentMethodSlotProps;

export function PaymentMethodPanel(props: PaymentMethodPanelProps) {
  if (props.readOnly) return null;
  return (
    <PaymentSetup member={props.member} center={props.center}>
      <PanelBody {...props} />
    </PaymentSetup>
  );
}

export default PaymentMethodPanel;

function hasUsableMethod(member: PaymentMethodPanelProps['member']): boolean {
  const method = member.defaultPaymentMethod;
  if (!method) return false;
  return method.creditCardDetails === null || isCardAccepted(method.creditCardDetails.systemStatus);
}

function PanelBody(props: PaymentMethodPanelProps) {
  const { t } = useNamespace('payments', paymentStrings);
  const styles = useStyles();
  const { member, center } = props;
  const [saved, setSaved] = useState(false);
  const { openPaymentMethodModal, modal } = usePaymentMethodModal(member, center);
  const usable = hasUsableMethod(member);

  const open = async () => {
    setSaved(false);
    if (await openPaymentMethodModal()) setSaved(true);
  };

  return (
    <div className={styles.panel}>
      {saved ? (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('saved')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {usable ? (
        <div>
          <Button onClick={() => void open()} embryo-test-sid="payment-modal-open">
            {t('addOrReplace')}
          </Button>
        </div>
      ) : (
        <PaymentMethodForm member={member} center={center} embedded onSuccess={() => setSaved(true)} />
      )}
      {usable ? <BalancePayment member={member} center={center} /> : null}
      {modal}
    </div>
  );
}
