// Texts of the co-signing link page (a partner without an account answers a joint decision) in the
// four portal languages. The words around the signature itself are shared (src/shared/esign), so a
// signature reads the same wherever it is given.
import { defineNamespace } from '../../i18n/namespaces.ts';

export const cosignStrings = defineNamespace('consent', {
  'en-US': () => import(/* webpackChunkName: "strings-consent-en-US" */ './locales/en-US/cosign.ts'),
  'en-GB': () => import(/* webpackChunkName: "strings-consent-en-GB" */ './locales/en-GB/cosign.ts'),
  es: () => import(/* webpackChunkName: "strings-consent-es" */ './locales/es/cosign.ts'),
  fr: () => import(/* webpackChunkName: "strings-consent-fr" */ './locales/fr/cosign.ts'),
});
