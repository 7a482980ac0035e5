// What the hosted card fields last reported (usable, valid, which are wrong once left) and the
// billing zip beside them.
import { useState } from 'react';
import type { PayPalCardFieldsStateObject } from '@paypal/react-paypal-js';

/** PayPal's names of the card fields in its state object, by the field that emitted an event. */
const fieldKeyOf = { number: 'cardNumberField', expiry: 'cardExpiryField', cvv: 'cardCvvField' } as const;
export type CardFieldKey = (typeof fieldKeyOf)[keyof typeof fieldKeyOf];

export function useCardFieldsState() {
  const [cardReady, setCardReady] = useState(false);
  const [cardValid, setCardValid] = useState(false);
  const [zip, setZip] = useState('');
  const valid = cardValid && zip.trim() !== '';
  /** The hosted fields as last reported, and the ones the member has left at least once. */
  const [fieldStates, setFieldStates] = useState<PayPalCardFieldsStateObject['fields'] | null>(null);
  const [leftFields, setLeftFields] = useState<ReadonlySet<string>>(new Set());

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

  return { cardReady, setCardReady, setCardValid, zip, setZip, valid, cardStateChange, cardFieldLeft, fieldWrong };
}

export type CardFieldsState = ReturnType<typeof useCardFieldsState>;
