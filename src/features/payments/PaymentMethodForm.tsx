// The payment-method form of spec §2: a loading text, then the authorisation notice with the
// clinic's vaulting amount, the PayPal wallet button, an "or" divider, the card form (number,
// expiry, CVV, billing zip or postal code) and the optional make-default checkbox. Flow (spec §4):
// create the order → capture it with orderId, payerId (wallet only) and makeDefault → onSuccess.
// Card data goes to PayPal's card fields only; the portal API sees the order id. A field that is
// left wrong says so under it; a decline or provider error is announced (role="alert") right
// below the form and brought into view with focus; each card field is named once, by our label.
import { useEffect, useId, useState } from 'react';
import { Body1, Divider, Spinner, Subtitle2, Button, MessageBarActions, MessageBarTitle } from '@fluentui/react-components';
import { PayPalButtons, PayPalCardFieldsProvider } from '@paypal/react-paypal-js';
import type { Center } from '../../../contract/api/centers.ts';
import type { Member } from '../../../contract/api/members.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { useReplayPause } from '../../services/telemetry/replay/index.ts';
import { formatAmount } from '../../shared/format/formatAmount.ts';
import { LoadingBar } from '../../shared/LoadingBar.tsx';
import { vaultingErrorKey } from './paymentErrors.ts';
import { WALLET_BUTTON_HEIGHT } from './paymentSettings.ts';
import { paymentStrings } from './paymentStrings.ts';
import { usePaymentSetup } from './PaymentSetup.tsx';
import { CardForm } from './CardForm.tsx';
import { usePaymentFormStyles } from './paymentFormStyles.ts';
import { useCardFieldsState } from './useCardFieldsState.ts';
import { usePaymentMethodVaulting } from './usePaymentMethodVaulting.ts';
import { ErrorAlert } from '../../shared/ErrorAlert.tsx';

export interface PaymentFormStatus {
  /** The card fields are rendered and can be submitted. */
  ready: boolean;
  /** The card fields and the zip are valid. */
  valid: boolean;
  /** An order is being created, approved or captured. */
  working: boolean;
}

export interface PaymentMethodFormProps {
  member: Member;
  center: Center;
  /** The embedded flow: makeDefault is true and the checkbox is hidden (spec §2). */
  embedded?: boolean;
  /** The id of the card <form>, so a button elsewhere (the modal's footer) can submit it. */
  formId?: string;
  /** Hide the form's own submit button (the modal's footer has one). */
  hideSubmit?: boolean;
  onSuccess: (member: Member) => void;
  onError?: (error: unknown) => void;
  onStatusChange?: (status: PaymentFormStatus) => void;
}

export function PaymentMethodForm(props: PaymentMethodFormProps) {
  // No session replay while the payment form is on screen (spec §9), whatever the sampling.
  useReplayPause(true);
  const { t } = useNamespace('payments', paymentStrings);
  const setup = usePaymentSetup();
  const styles = usePaymentFormStyles();
  const { onStatusChange } = props;
  const isReady = setup.status === 'ready';

  useEffect(() => {
    if (!isReady) onStatusChange?.({ ready: false, valid: false, working: false });
  }, [isReady, onStatusChange]);

  if (setup.status === 'loading') {
    return (
      <div className={styles.area} aria-busy="true">
        <LoadingBar label={t('loading')} />
        <Body1>{t('loading')}</Body1>
      </div>
    );
  }
  if (setup.status === 'error') {
    return (
      <ErrorAlert
        action={
          <MessageBarActions>
            <Button onClick={setup.retry}>{t('errors.retry')}</Button>
          </MessageBarActions>
        }
      >
        {t('errors.setup')}
      </ErrorAlert>
    );
  }
  return <ReadyForm {...props} />;
}

function ReadyForm(props: PaymentMethodFormProps) {
  const { t } = useNamespace('payments', paymentStrings);
  const styles = usePaymentFormStyles();
  const { member, center, embedded = false, onStatusChange } = props;
  const ids = useId();
  const formId = props.formId ?? `${ids}-card-form`;
  const [makeDefault, setMakeDefault] = useState(embedded);
  const card = useCardFieldsState();
  const { cardReady, valid } = card;
  const vaulting = usePaymentMethodVaulting({ member, makeDefault: embedded ? true : makeDefault, card, onSuccess: props.onSuccess, onError: props.onError });
  const { working, error } = vaulting;

  useEffect(() => {
    onStatusChange?.({ ready: cardReady, valid, working });
  }, [cardReady, valid, working, onStatusChange]);

  const amount = formatAmount(center.merchantAccountDetails.vaultingOrderAmount, center.currencyCultureInfo, center.merchantAccountDetails.currencyCode, center.currencySymbol);
  const isUsClinic = /-US$/i.test(center.locale) || center.currencyCode === 'USD';

  return (
    <div className={styles.form} aria-busy={working}>
      <Body1>{t('PaypalAuthorizationMessage', { amount })}</Body1>
      <section className={styles.area} aria-labelledby={`${ids}-wallet`}>
        <Subtitle2 as="h4" id={`${ids}-wallet`}>
          {t('walletTitle')}
        </Subtitle2>
        <PayPalButtons
          className={styles.wallet}
          fundingSource="paypal"
          style={{ height: WALLET_BUTTON_HEIGHT, label: 'paypal', layout: 'vertical' }}
          disabled={working}
          onClick={vaulting.wallet.onClick}
          createOrder={vaulting.wallet.createOrder}
          onApprove={vaulting.wallet.onApprove}
          onCancel={vaulting.wallet.onCancel}
          onError={vaulting.wallet.onError}
        />
      </section>
      <Divider>{t('or')}</Divider>
      <section className={styles.area} aria-labelledby={`${ids}-card`}>
        <Subtitle2 as="h4" id={`${ids}-card`}>
          {t('cardTitle')}
        </Subtitle2>
        <PayPalCardFieldsProvider
          createOrder={vaulting.card.createOrder}
          onApprove={vaulting.card.onApprove}
          onError={vaulting.card.onError}
          inputEvents={{ onChange: card.cardStateChange, onBlur: card.cardFieldLeft }}
        >
          <CardForm
            formId={formId}
            idPrefix={ids}
            zip={card.zip}
            onZipChange={card.setZip}
            zipLabel={isUsClinic ? t('zip') : t('zipPostalCode')}
            embedded={embedded}
            makeDefault={makeDefault}
            onMakeDefaultChange={setMakeDefault}
            hideSubmit={props.hideSubmit ?? false}
            working={working}
            valid={valid}
            onReadyChange={card.setCardReady}
            onValidChange={card.setCardValid}
            onSubmit={vaulting.submitCard}
            fieldWrong={card.fieldWrong}
          />
        </PayPalCardFieldsProvider>
      </section>
      <div ref={vaulting.errorRef} tabIndex={-1} className={styles.errorSlot}>
        {error ? <ErrorAlert title={<MessageBarTitle>{t('errors.title')}</MessageBarTitle>}>{t(vaultingErrorKey(error))}</ErrorAlert> : null}
      </div>
      {working ? (
        <div className={styles.working} role="status">
          <Spinner size="tiny" label={t('working')} />
        </div>
      ) : null}
    </div>
  );
}
