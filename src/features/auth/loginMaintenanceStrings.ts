// Texts of the maintenance notice on the sign-in page (loaded only when there is maintenance to announce).
import { defineNamespace } from '../../i18n/namespaces.ts';

export const loginMaintenanceStrings = defineNamespace('loginMaintenance', {
  'en-US': () => import(/* webpackChunkName: "strings-loginMaintenance-en-US" */ './locales/en-US/loginMaintenance.ts'),
  'en-GB': () => import(/* webpackChunkName: "strings-loginMaintenance-en-GB" */ './locales/en-GB/loginMaintenance.ts'),
  es: () => import(/* webpackChunkName: "strings-loginMaintenance-es" */ './locales/es/loginMaintenance.ts'),
  fr: () => import(/* webpackChunkName: "strings-loginMaintenance-fr" */ './locales/fr/loginMaintenance.ts'),
});
