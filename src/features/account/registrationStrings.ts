// Texts of the person form, enrolment and pre-empt register (and the form messages the profile
// edit shares) in four languages. Namespace 'registration'.
import { defineNamespace } from '../../i18n/namespaces.ts';

export const registrationStrings = defineNamespace('registration', {
  'en-US': () => import(/* webpackChunkName: "strings-registration-en-US" */ './locales/en-US/registration.ts'),
  'en-GB': () => import(/* webpackChunkName: "strings-registration-en-GB" */ './locales/en-GB/registration.ts'),
  es: () => import(/* webpackChunkName: "strings-registration-es" */ './locales/es/registration.ts'),
  fr: () => import(/* webpackChunkName: "strings-registration-fr" */ './locales/fr/registration.ts'),
});
