// Texts of the collection appointments page in four languages.
import { defineNamespace } from '../../i18n/namespaces.ts';

export const appointmentStrings = defineNamespace('appointments', {
  'en-US': () => import(/* webpackChunkName: "strings-appointments-en-US" */ './locales/en-US/appointment.ts'),
  'en-GB': () => import(/* webpackChunkName: "strings-appointments-en-GB" */ './locales/en-GB/appointment.ts'),
  es: () => import(/* webpackChunkName: "strings-appointments-es" */ './locales/es/appointment.ts'),
  fr: () => import(/* webpackChunkName: "strings-appointments-fr" */ './locales/fr/appointment.ts'),
});
