// Texts of the sign-in area in the four portal languages.
import { defineNamespace } from '../../i18n/namespaces.ts';

export const authStrings = defineNamespace('auth', {
  'en-US': () => import(/* webpackChunkName: "strings-auth-en-US" */ './locales/en-US/auth.ts'),
  'en-GB': () => import(/* webpackChunkName: "strings-auth-en-GB" */ './locales/en-GB/auth.ts'),
  es: () => import(/* webpackChunkName: "strings-auth-es" */ './locales/es/auth.ts'),
  fr: () => import(/* webpackChunkName: "strings-auth-fr" */ './locales/fr/auth.ts'),
});
