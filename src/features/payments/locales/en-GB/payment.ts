// Namespace 'payments' in English (UK).
import { strings as enUS, type Strings } from '../en-US/payment.ts';

export const strings: Strings = {
  ...enUS,
  PaypalAuthorizationMessage: 'To check your payment method, a small charge of {{amount}} is made and refunded at once. Your bank may show both for a few days.',
  zip: 'Billing postcode',
  zipPostalCode: 'Billing postcode',
  expirationDate: 'Expiry date',
  cvv: 'Security code (CVV)',
  fieldErrors: { ...enUS.fieldErrors, expirationDate: 'Enter a future expiry date as MM/YY.', zip: 'Enter the billing postcode.' },
};
