// Texts of the sign-in area in the four portal languages. The US English ones (the fallback
// language's) ship inside the sign-in page's own chunk: the page's first render then waits for no
// request after the clinic's answer when the page is in US English (issue 16: the sign-in page's
// largest paint). The other languages load as their own chunks, as every namespace's do.
import { defineNamespace } from '../../i18n/namespaces.ts';
import { strings as enUS } from './locales/en-US/auth.ts';

export const authStrings = defineNamespace('auth', {
  'en-US': () => Promise.resolve({ strings: enUS }),
  'en-GB': () => import(/* webpackChunkName: "strings-auth-en-GB" */ './locales/en-GB/auth.ts'),
  es: () => import(/* webpackChunkName: "strings-auth-es" */ './locales/es/auth.ts'),
  fr: () => import(/* webpackChunkName: "strings-auth-fr" */ './locales/fr/auth.ts'),
});
