// Texts of the payment form, the payment modal and the balance payment (spec §8 text keys) in four
// languages. The keys named by the spec stay at the top level of the namespace.
import { defineNamespace } from '../../i18n/namespaces.ts';

export const paymentStrings = defineNamespace('payments', {
  'en-US': () => import(/* webpackChunkName: "strings-payments-en-US" */ './locales/en-US/payment.ts'),
  'en-GB': () => import(/* webpackChunkName: "strings-payments-en-GB" */ './locales/en-GB/payment.ts'),
  es: () => import(/* webpackChunkName: "strings-payments-es" */ './locales/es/payment.ts'),
  fr: () => import(/* webpackChunkName: "strings-payments-fr" */ './locales/fr/payment.ts'),
});
