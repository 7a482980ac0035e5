// The words around an e-signature (ESignatureFields) in four languages: the same on the option
// pages, a partner's co-signature, the co-signing link and a storage-consent renewal.
import { defineNamespace } from '../../i18n/namespaces.ts';

export const esignStrings = defineNamespace('esign', {
  'en-US': () => import(/* webpackChunkName: "strings-esign-en-US" */ './locales/en-US/esign.ts'),
  'en-GB': () => import(/* webpackChunkName: "strings-esign-en-GB" */ './locales/en-GB/esign.ts'),
  es: () => import(/* webpackChunkName: "strings-esign-es" */ './locales/es/esign.ts'),
  fr: () => import(/* webpackChunkName: "strings-esign-fr" */ './locales/fr/esign.ts'),
});
