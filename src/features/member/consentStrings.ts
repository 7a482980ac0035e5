// Texts of consent on the member home (issue 13) in four languages: decisions made with a partner,
// consent to storage and its renewal, and the reminders shown after sign-in. Each says plainly who
// has signed and who has not.
import { defineNamespace } from '../../i18n/namespaces.ts';

export const consentStrings = defineNamespace('memberConsent', {
  'en-US': () => import(/* webpackChunkName: "strings-memberConsent-en-US" */ './locales/en-US/consent.ts'),
  'en-GB': () => import(/* webpackChunkName: "strings-memberConsent-en-GB" */ './locales/en-GB/consent.ts'),
  es: () => import(/* webpackChunkName: "strings-memberConsent-es" */ './locales/es/consent.ts'),
  fr: () => import(/* webpackChunkName: "strings-memberConsent-fr" */ './locales/fr/consent.ts'),
});
