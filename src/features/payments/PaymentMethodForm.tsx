// The payment-method form of spec §2: a loading text, then the authorisation notice with the
// clinic's vaulting amount, the PayPal wallet button, an "or" divider, the card form (number,
// expiry, CVV, billing zip or postal code) and the optional make-default checkbox. Flow (spec §4):
// create the order → capture it with orderId, payerId (wallet only) and makeDefault → onSuccess.
// Card data goes to PayPal's card fields only; the portal API sees the order id.
import { useCallback, useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import {
  Body1,
  Button,
  Checkbox,
  Divider,
  Field,
  Input,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  PayPalButtons,
  PayPalCVVField,
  PayPalCardFieldsProvider,
  PayPalExpiryField,
  PayPalNumberField,
  usePayPalCardFields,
  type PayPalCardFieldsStateObject,
} from '@paypal/react-paypal-js';
import type { Center } from '../../../server/contract/centers.ts';
import type { Member } from '../../../server/contract/members.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { useReplayPause } from '../../services/telemetry/replay/index.ts';
import { formatAmount } from '../../shared/format/formatAmount.ts';
import { LoadingBar } from '../../shared/LoadingBar.tsx';
import { testSid } from '../../shared/testSid.ts';
import { PaymentStepError, isChangedElsewhere, logPaymentError, vaultingErrorKey } from './paymentErrors.ts';
import { WALLET_BUTTON_HEIGHT } from './paymentSettings.ts';
import { paymentStrings } from './paymentStrings.ts';
import { usePaymentSetup } from './PaymentSetup.tsx';
import { startTimer, telemetry } from '../../services/telemetry/telemetry.ts';
import { paymentOutcome } from '../../services/telemetry/outcomes.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '32rem' },
  area: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  fieldLabel: { fontWeight: tokens.fontWeightSemibold },
  cardField: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  row: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))', gap: tokens.spacingHorizontalM },
  wallet: { minHeight: `${WALLET_BUTTON_HEIGHT}px` },
  working: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

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
  const styles = useStyles();
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
      <MessageBar intent="error" layout="multiline" role="alert">
        <MessageBarBody>{t('errors.setup')}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={setup.retry}>{t('errors.retry')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  return <ReadyForm {...props} />;
}

function ReadyForm(props: PaymentMethodFormProps) {
  const { t } = useNamespace('payments', paymentStrings);
  const { api, session } = useServices();
  const styles = useStyles();
  const { member, center, embedded = false, onSuccess, onError, onStatusChange } = props;
  const ids = useId();
  const formId = props.formId ?? `${ids}-card-form`;
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [makeDefault, setMakeDefault] = useState(embedded);
  const effectiveMakeDefault = embedded ? true : makeDefault;
  const [cardReady, setCardReady] = useState(false);
  const [cardValid, setCardValid] = useState(false);
  const [zip, setZip] = useState('');
  const valid = cardValid && zip.trim() !== '';
  const outcome = useRef<{ member: Member } | { error: unknown } | null>(null);
  const busy = useRef(false);

  useEffect(() => {
    onStatusChange?.({ ready: cardReady, valid, working });
  }, [cardReady, valid, working, onStatusChange]);

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
      const updated = await api.payments.capturePayPalVaultingOrder(member.id, data.orderID, data.payerID ?? undefined, effectiveMakeDefault, member.etag, {
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
      const updated = await api.payments.captureCardVaultingOrder(member.id, data.orderID, effectiveMakeDefault, member.etag, { skipNotification: true });
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
  const cardStateChange = (state: PayPalCardFieldsStateObject) => setCardValid(state.isFormValid);

  const submitCard = async (submit: (postalCode: string) => Promise<void>) => {
    if (busy.current || !cardReady || !valid) return;
    busy.current = true;
    outcome.current = null;
    setWorking(true);
    setError(null);
    const elapsed = startTimer();
    try {
      await submit(zip.trim());
    } catch (failure) {
      outcome.current ??= { error: failure };
    }
    const result = outcome.current as { member: Member } | { error: unknown } | null;
    const vaulted = result !== null && 'member' in result;
    telemetry.trackEvent('PaymentMethodVaulted', { method: 'card', outcome: vaulted ? 'success' : paymentOutcome(result?.error) }, { durationMs: elapsed() });
    if (result && 'member' in result) succeed(result.member);
    else fail(result ? result.error : new Error('The card was not submitted'));
  };

  const amount = formatAmount(center.merchantAccountDetails.vaultingOrderAmount, center.currencyCultureInfo, center.merchantAccountDetails.currencyCode, center.currencySymbol);
  const isUsClinic = /-US$/i.test(center.locale) || center.currencyCode === 'USD';

  return (
    <div className={styles.form} aria-busy={working}>
      <Body1>{t('PaypalAuthorizationMessage', { amount })}</Body1>
      {error ? (
        <MessageBar intent="error" layout="multiline" role="alert">
          <MessageBarBody>
            <MessageBarTitle>{t('errors.title')}</MessageBarTitle> {t(vaultingErrorKey(error))}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <section className={styles.area} aria-labelledby={`${ids}-wallet`}>
        <Subtitle2 as="h4" id={`${ids}-wallet`}>
          {t('walletTitle')}
        </Subtitle2>
        <PayPalButtons
          className={styles.wallet}
          fundingSource="paypal"
          style={{ height: WALLET_BUTTON_HEIGHT, label: 'paypal', layout: 'vertical' }}
          disabled={working}
          onClick={walletClick}
          createOrder={walletCreateOrder}
          onApprove={walletApprove}
          onCancel={walletCancel}
          onError={walletError}
        />
      </section>
      <Divider>{t('or')}</Divider>
      <section className={styles.area} aria-labelledby={`${ids}-card`}>
        <Subtitle2 as="h4" id={`${ids}-card`}>
          {t('cardTitle')}
        </Subtitle2>
        <PayPalCardFieldsProvider
          createOrder={cardCreateOrder}
          onApprove={cardApproveForSdk}
          onError={cardError}
          inputEvents={{ onChange: cardStateChange, onBlur: cardStateChange }}
        >
          <CardForm
            formId={formId}
            idPrefix={ids}
            zip={zip}
            onZipChange={setZip}
            zipLabel={isUsClinic ? t('zip') : t('zipPostalCode')}
            embedded={embedded}
            makeDefault={makeDefault}
            onMakeDefaultChange={setMakeDefault}
            hideSubmit={props.hideSubmit ?? false}
            working={working}
            valid={valid}
            onReadyChange={setCardReady}
            onValidChange={setCardValid}
            onSubmit={submitCard}
          />
        </PayPalCardFieldsProvider>
      </section>
      {working ? (
        <div className={styles.working} role="status">
          <Spinner size="tiny" label={t('working')} />
        </div>
      ) : null}
    </div>
  );
}

interface CardFormProps {
  formId: string;
  idPrefix: string;
  zip: string;
  onZipChange: (value: string) => void;
  zipLabel: string;
  embedded: boolean;
  makeDefault: boolean;
  onMakeDefaultChange: (value: boolean) => void;
  hideSubmit: boolean;
  working: boolean;
  valid: boolean;
  onReadyChange: (ready: boolean) => void;
  onValidChange: (valid: boolean) => void;
  onSubmit: (submit: (postalCode: string) => Promise<void>) => Promise<void>;
}

function CardForm(props: CardFormProps) {
  const { t } = useNamespace('payments', paymentStrings);
  const styles = useStyles();
  const { cardFieldsForm } = usePayPalCardFields();
  const { onReadyChange, onValidChange, idPrefix } = props;

  useEffect(() => {
    if (!cardFieldsForm) {
      onReadyChange(false);
      return;
    }
    let live = true;
    // The fields render in an effect of their own; their state tells when they are usable.
    cardFieldsForm.getState().then(
      (state) => {
        if (!live) return;
        onReadyChange(true);
        onValidChange(state.isFormValid);
      },
      () => {
        if (live) onReadyChange(false);
      },
    );
    return () => {
      live = false;
    };
  }, [cardFieldsForm, onReadyChange, onValidChange]);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!cardFieldsForm) return;
    void props.onSubmit((postalCode) => cardFieldsForm.submit({ billingAddress: { postalCode } }));
  };

  return (
    <form id={props.formId} className={styles.area} onSubmit={submit} noValidate>
      <div className={styles.cardField}>
        <span id={`${idPrefix}-number`} className={styles.fieldLabel}>
          {t('cardNumber')}
        </span>
        <div role="group" aria-labelledby={`${idPrefix}-number`}>
          <PayPalNumberField />
        </div>
      </div>
      <div className={styles.row}>
        <div className={styles.cardField}>
          <span id={`${idPrefix}-expiry`} className={styles.fieldLabel}>
            {t('expirationDate')}
          </span>
          <div role="group" aria-labelledby={`${idPrefix}-expiry`}>
            <PayPalExpiryField placeholder={t('dateFormat.MM/YY')} />
          </div>
        </div>
        <div className={styles.cardField}>
          <span id={`${idPrefix}-cvv`} className={styles.fieldLabel}>
            {t('cvv')}
          </span>
          <div role="group" aria-labelledby={`${idPrefix}-cvv`}>
            <PayPalCVVField />
          </div>
        </div>
      </div>
      <Field label={props.zipLabel} required>
        <Input
          name="card-billing-address-zip"
          autoComplete="billing postal-code"
          value={props.zip}
          onChange={(_e, data) => props.onZipChange(data.value)}
          disabled={props.working}
          input={testSid('card-zip')}
        />
      </Field>
      {props.embedded ? null : (
        <Checkbox
          label={t('makeDefault')}
          checked={props.makeDefault}
          onChange={(_e, data) => props.onMakeDefaultChange(data.checked === true)}
          disabled={props.working}
          input={testSid('card-make-default')}
        />
      )}
      {props.hideSubmit ? null : (
        <Button type="submit" appearance="primary" disabled={!cardFieldsForm || !props.valid || props.working} embryo-test-sid="card-submit">
          {t('submit')}
        </Button>
      )}
    </form>
  );
}
