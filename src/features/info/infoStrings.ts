// Texts around the content-service pages (about, privacy, terms) in four languages.
import { defineNamespace } from '../../i18n/namespaces.ts';

export const infoStrings = defineNamespace('info', {
  'en-US': () => import(/* webpackChunkName: "strings-info-en-US" */ './locales/en-US/info.ts'),
  'en-GB': () => import(/* webpackChunkName: "strings-info-en-GB" */ './locales/en-GB/info.ts'),
  es: () => import(/* webpackChunkName: "strings-info-es" */ './locales/es/info.ts'),
  fr: () => import(/* webpackChunkName: "strings-info-fr" */ './locales/fr/info.ts'),
});
