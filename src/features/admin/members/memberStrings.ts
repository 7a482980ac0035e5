// Words of member lookup and the member page of the staff console (namespace `adminMembers`).
import { defineNamespace } from '../../../i18n/namespaces.ts';

export const memberStrings = defineNamespace('adminMembers', {
  'en-US': () => import(/* webpackChunkName: "strings-adminMembers-en-US" */ './locales/en-US/member.ts'),
  'en-GB': () => import(/* webpackChunkName: "strings-adminMembers-en-GB" */ './locales/en-GB/member.ts'),
  es: () => import(/* webpackChunkName: "strings-adminMembers-es" */ './locales/es/member.ts'),
  fr: () => import(/* webpackChunkName: "strings-adminMembers-fr" */ './locales/fr/member.ts'),
});
