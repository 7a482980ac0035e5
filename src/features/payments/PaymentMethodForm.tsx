// The payment-method form of spec §2: a loading text, then the authorisation notice with the
// clinic's vaulting amount, the PayPal wallet button, an "or" divider, the card form (number,
// expiry, CVV, billing zip or postal code) and the optional make-default checkbox. Flow (spec §4):
// create the order → capture it with orderId, payerId (wallet only) and makeDefault → onSuccess.
// Card data goes to PayPal's card fields only; the portal API sees the order id. A field that is
// left wrong says so under it; a decline or provider error is announced (role="alert") right
// below the form and brought into view with focus; each card field is named once, by our label.
import { useCallback, useEffect, useId, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
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
  typographyStyles,
} from '@fluentui/react-components';
import { portalTokens } from '../../shared/portalTokens.ts';
import {
  PayPalButtons,
  PayPalCVVField,
  PayPalCardFieldsProvider,
  PayPalExpiryField,
  PayPalNumberField,
  usePayPalCardFields,
  type PayPalCardFieldsStateObject,
} from '@paypal/react-paypal-js';
import type { Center } from '../../../contract/api/centers.ts';
import type { Member } from '../../../contract/api/members.ts';
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
  errorSlot: { scrollMarginTop: tokens.spacingVerticalXXXL, ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` } },
  fieldError: { color: portalTokens.colorPortalCrimson, ...typographyStyles.caption1 },
});

/** PayPal's names of the card fields in its state object, by the field that emitted an event. */
const fieldKeyOf = { number: 'cardNumberField', expiry: 'cardExpiryField', cvv: 'cardCvvField' } as const;
type CardFieldKey = (typeof fieldKeyOf)[keyof typeof fieldKeyOf];

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
  const errorRef = useRef<HTMLDivElement>(null);
  /** The hosted fields as last reported, and the ones the member has left at least once. */
  const [fieldStates, setFieldStates] = useState<PayPalCardFieldsStateObject['fields'] | null>(null);
  const [leftFields, setLeftFields] = useState<ReadonlySet<string>>(new Set());

  // A decline or provider error: bring it into view beside the form, and move focus to it.
  useEffect(() => {
    if (!error || !errorRef.current) return;
    errorRef.current.scrollIntoView({ block: 'center', behavior: 'smooth' });
    errorRef.current.focus({ preventScroll: true });
  }, [error]);

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
  const cardStateChange = (state: PayPalCardFieldsStateObject) => {
    setCardValid(state.isFormValid);
    setFieldStates(state.fields);
  };
  const cardFieldLeft = (state: PayPalCardFieldsStateObject) => {
    cardStateChange(state);
    const left = fieldKeyOf[state.emittedBy as keyof typeof fieldKeyOf] as string | undefined;
    if (left) setLeftFields((before) => new Set(before).add(left));
  };
  /** Whether a field the member has left is wrong (PayPal checks the card fields; we say so under them). */
  const fieldWrong = (key: CardFieldKey) => leftFields.has(key) && fieldStates?.[key]?.isValid === false;

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
          inputEvents={{ onChange: cardStateChange, onBlur: cardFieldLeft }}
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
            fieldWrong={fieldWrong}
          />
        </PayPalCardFieldsProvider>
      </section>
      <div ref={errorRef} tabIndex={-1} className={styles.errorSlot}>
        {error ? (
          <MessageBar intent="error" layout="multiline" role="alert">
            <MessageBarBody>
              <MessageBarTitle>{t('errors.title')}</MessageBarTitle> {t(vaultingErrorKey(error))}
            </MessageBarBody>
          </MessageBar>
        ) : null}
      </div>
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
  fieldWrong: (key: CardFieldKey) => boolean;
}

/**
 * Names a hosted field by our visible label: the field's container (rendered by react-paypal-js,
 * which passes no attributes) gets aria-labelledby before the field renders into it, so the
 * provider does not add a label of its own. Refs attach before the field's render effect runs.
 */
const nameFieldBy = (labelId: string) => (group: HTMLDivElement | null) => {
  group?.firstElementChild?.setAttribute('aria-labelledby', labelId);
};

function CardForm(props: CardFormProps) {
  const { t } = useNamespace('payments', paymentStrings);
  const styles = useStyles();
  const { cardFieldsForm } = usePayPalCardFields();
  const { onReadyChange, onValidChange, idPrefix } = props;
  const [zipLeft, setZipLeft] = useState(false);

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
      <CardFieldBox labelId={`${idPrefix}-number`} label={t('cardNumber')} error={props.fieldWrong('cardNumberField') ? t('fieldErrors.cardNumber') : null}>
        <PayPalNumberField />
      </CardFieldBox>
      <div className={styles.row}>
        <CardFieldBox labelId={`${idPrefix}-expiry`} label={t('expirationDate')} error={props.fieldWrong('cardExpiryField') ? t('fieldErrors.expirationDate') : null}>
          <PayPalExpiryField placeholder={t('dateFormat.MM/YY')} />
        </CardFieldBox>
        <CardFieldBox labelId={`${idPrefix}-cvv`} label={t('cvv')} error={props.fieldWrong('cardCvvField') ? t('fieldErrors.cvv') : null}>
          <PayPalCVVField />
        </CardFieldBox>
      </div>
      <Field
        label={props.zipLabel}
        required
        validationState={zipLeft && props.zip.trim() === '' ? 'error' : 'none'}
        validationMessage={zipLeft && props.zip.trim() === '' ? t('fieldErrors.zip') : undefined}
      >
        <Input
          name="card-billing-address-zip"
          autoComplete="billing postal-code"
          value={props.zip}
          onBlur={() => setZipLeft(true)}
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

/** One hosted card field under our label, with its error right below it (tied to it by aria-describedby on the group). */
function CardFieldBox(props: { labelId: string; label: string; error: string | null; children: ReactNode }) {
  const styles = useStyles();
  const errorId = `${props.labelId}-error`;
  return (
    <div className={styles.cardField}>
      <span id={props.labelId} className={styles.fieldLabel}>
        {props.label}
      </span>
      <div role="group" aria-labelledby={props.labelId} aria-describedby={props.error ? errorId : undefined} ref={nameFieldBy(props.labelId)}>
        {props.children}
      </div>
      {props.error ? (
        <span id={errorId} className={styles.fieldError}>
          {props.error}
        </span>
      ) : null}
    </div>
  );
}
