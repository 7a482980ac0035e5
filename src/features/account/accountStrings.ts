// Texts of the account area (profile and its edit, sign-in details, billing, billing history) in four
// languages. Registration texts live in registrationStrings.ts.
import { defineNamespace } from '../../i18n/namespaces.ts';

export const accountStrings = defineNamespace('account', {
  'en-US': () => import(/* webpackChunkName: "strings-account-en-US" */ './locales/en-US/account.ts'),
  'en-GB': () => import(/* webpackChunkName: "strings-account-en-GB" */ './locales/en-GB/account.ts'),
  es: () => import(/* webpackChunkName: "strings-account-es" */ './locales/es/account.ts'),
  fr: () => import(/* webpackChunkName: "strings-account-fr" */ './locales/fr/account.ts'),
});
