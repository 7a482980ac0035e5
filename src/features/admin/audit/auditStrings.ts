// Words of the audit log (namespace `adminAudit`).
import { defineNamespace } from '../../../i18n/namespaces.ts';

export const auditStrings = defineNamespace('adminAudit', {
  'en-US': () => import(/* webpackChunkName: "strings-adminAudit-en-US" */ './locales/en-US/audit.ts'),
  'en-GB': () => import(/* webpackChunkName: "strings-adminAudit-en-GB" */ './locales/en-GB/audit.ts'),
  es: () => import(/* webpackChunkName: "strings-adminAudit-es" */ './locales/es/audit.ts'),
  fr: () => import(/* webpackChunkName: "strings-adminAudit-fr" */ './locales/fr/audit.ts'),
});
