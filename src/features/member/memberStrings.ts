// Texts of the member home (the member's vault, decisions in progress, consent records) in the
// four portal languages.
import { defineNamespace } from '../../i18n/namespaces.ts';

export const memberStrings = defineNamespace('member', {
  'en-US': () => import(/* webpackChunkName: "strings-member-en-US" */ './locales/en-US/member.ts'),
  'en-GB': () => import(/* webpackChunkName: "strings-member-en-GB" */ './locales/en-GB/member.ts'),
  es: () => import(/* webpackChunkName: "strings-member-es" */ './locales/es/member.ts'),
  fr: () => import(/* webpackChunkName: "strings-member-fr" */ './locales/fr/member.ts'),
});
