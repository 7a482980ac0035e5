// The card half of the payment-method form: PayPal's hosted card fields (number, expiry, CVV) under
// our labels, the billing zip or postal code, the make-default checkbox and the submit button.
import { useEffect, useState, type SyntheticEvent } from 'react';
import { Button, Checkbox, Field, Input } from '@fluentui/react-components';
import { PayPalCVVField, PayPalExpiryField, PayPalNumberField, usePayPalCardFields } from '@paypal/react-paypal-js';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { testSid } from '../../shared/testSid.ts';
import { CardFieldBox } from './CardFieldBox.tsx';
import { usePaymentFormStyles } from './paymentFormStyles.ts';
import { paymentStrings } from './paymentStrings.ts';
import type { CardFieldKey } from './useCardFieldsState.ts';

export interface CardFormProps {
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

export function CardForm(props: CardFormProps) {
  const { t } = useNamespace('payments', paymentStrings);
  const styles = usePaymentFormStyles();
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
