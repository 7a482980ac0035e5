// Texts of the matching-site pages in four languages.
import { defineNamespace } from '../../i18n/namespaces.ts';

export const matchingStrings = defineNamespace('matching', {
  'en-US': () => import(/* webpackChunkName: "strings-matching-en-US" */ './locales/en-US/matching.ts'),
  'en-GB': () => import(/* webpackChunkName: "strings-matching-en-GB" */ './locales/en-GB/matching.ts'),
  es: () => import(/* webpackChunkName: "strings-matching-es" */ './locales/es/matching.ts'),
  fr: () => import(/* webpackChunkName: "strings-matching-fr" */ './locales/fr/matching.ts'),
});
