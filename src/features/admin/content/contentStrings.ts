// Words of the moderation, banners and maintenance pages (namespace `adminContent`).
import { defineNamespace } from '../../../i18n/namespaces.ts';

export const contentStrings = defineNamespace('adminContent', {
  'en-US': () => import(/* webpackChunkName: "strings-adminContent-en-US" */ './locales/en-US/content.ts'),
  'en-GB': () => import(/* webpackChunkName: "strings-adminContent-en-GB" */ './locales/en-GB/content.ts'),
  es: () => import(/* webpackChunkName: "strings-adminContent-es" */ './locales/es/content.ts'),
  fr: () => import(/* webpackChunkName: "strings-adminContent-fr" */ './locales/fr/content.ts'),
});
