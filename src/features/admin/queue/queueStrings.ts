// Words of the work queue (namespace `adminQueue`).
import { defineNamespace } from '../../../i18n/namespaces.ts';

export const queueStrings = defineNamespace('adminQueue', {
  'en-US': () => import(/* webpackChunkName: "strings-adminQueue-en-US" */ './locales/en-US/queue.ts'),
  'en-GB': () => import(/* webpackChunkName: "strings-adminQueue-en-GB" */ './locales/en-GB/queue.ts'),
  es: () => import(/* webpackChunkName: "strings-adminQueue-es" */ './locales/es/queue.ts'),
  fr: () => import(/* webpackChunkName: "strings-adminQueue-fr" */ './locales/fr/queue.ts'),
});
