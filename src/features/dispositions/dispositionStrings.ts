// Texts around the disposition option pages and their e-signature flow in four languages.
import { defineNamespace } from '../../i18n/namespaces.ts';

export const dispositionStrings = defineNamespace('dispositions', {
  'en-US': () => import(/* webpackChunkName: "strings-dispositions-en-US" */ './locales/en-US/disposition.ts'),
  'en-GB': () => import(/* webpackChunkName: "strings-dispositions-en-GB" */ './locales/en-GB/disposition.ts'),
  es: () => import(/* webpackChunkName: "strings-dispositions-es" */ './locales/es/disposition.ts'),
  fr: () => import(/* webpackChunkName: "strings-dispositions-fr" */ './locales/fr/disposition.ts'),
});
