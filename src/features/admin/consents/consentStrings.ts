// Words of the consents page of the staff console (namespace `adminConsents`).
import { defineNamespace } from '../../../i18n/namespaces.ts';

export const consentStrings = defineNamespace('adminConsents', {
  'en-US': () => import(/* webpackChunkName: "strings-adminConsents-en-US" */ './locales/en-US/consent.ts'),
  'en-GB': () => import(/* webpackChunkName: "strings-adminConsents-en-GB" */ './locales/en-GB/consent.ts'),
  es: () => import(/* webpackChunkName: "strings-adminConsents-es" */ './locales/es/consent.ts'),
  fr: () => import(/* webpackChunkName: "strings-adminConsents-fr" */ './locales/fr/consent.ts'),
});
