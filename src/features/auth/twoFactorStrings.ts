// Texts of the two-factor step (loaded with it, after the password was accepted), four portal languages.
import { defineNamespace } from '../../i18n/namespaces.ts';

export const twoFactorStrings = defineNamespace('twoFactor', {
  'en-US': () => import(/* webpackChunkName: "strings-twoFactor-en-US" */ './locales/en-US/twoFactor.ts'),
  'en-GB': () => import(/* webpackChunkName: "strings-twoFactor-en-GB" */ './locales/en-GB/twoFactor.ts'),
  es: () => import(/* webpackChunkName: "strings-twoFactor-es" */ './locales/es/twoFactor.ts'),
  fr: () => import(/* webpackChunkName: "strings-twoFactor-fr" */ './locales/fr/twoFactor.ts'),
});
