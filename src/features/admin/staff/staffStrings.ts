// Words of the staff page (namespace `adminStaff`).
import { defineNamespace } from '../../../i18n/namespaces.ts';

export const staffStrings = defineNamespace('adminStaff', {
  'en-US': () => import(/* webpackChunkName: "strings-adminStaff-en-US" */ './locales/en-US/staff.ts'),
  'en-GB': () => import(/* webpackChunkName: "strings-adminStaff-en-GB" */ './locales/en-GB/staff.ts'),
  es: () => import(/* webpackChunkName: "strings-adminStaff-es" */ './locales/es/staff.ts'),
  fr: () => import(/* webpackChunkName: "strings-adminStaff-fr" */ './locales/fr/staff.ts'),
});
