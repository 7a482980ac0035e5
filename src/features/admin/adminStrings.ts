// Words the whole staff console shares (namespace `admin`): the shell, sign-in, roles, errors and the
// staff's words for stored items, member types and options. Each page group has its own namespace.
import { defineNamespace } from '../../i18n/namespaces.ts';

export const adminStrings = defineNamespace('admin', {
  'en-US': () => import(/* webpackChunkName: "strings-admin-en-US" */ './locales/en-US/admin.ts'),
  'en-GB': () => import(/* webpackChunkName: "strings-admin-en-GB" */ './locales/en-GB/admin.ts'),
  es: () => import(/* webpackChunkName: "strings-admin-es" */ './locales/es/admin.ts'),
  fr: () => import(/* webpackChunkName: "strings-admin-fr" */ './locales/fr/admin.ts'),
});
