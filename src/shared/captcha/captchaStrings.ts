// Texts of the captcha, shown only when the automatic check cannot finish (four portal languages).
import { defineNamespace } from '../../i18n/namespaces.ts';

export const captchaStrings = defineNamespace('captcha', {
  'en-US': () => import(/* webpackChunkName: "strings-captcha-en-US" */ './locales/en-US/captcha.ts'),
  'en-GB': () => import(/* webpackChunkName: "strings-captcha-en-GB" */ './locales/en-GB/captcha.ts'),
  es: () => import(/* webpackChunkName: "strings-captcha-es" */ './locales/es/captcha.ts'),
  fr: () => import(/* webpackChunkName: "strings-captcha-fr" */ './locales/fr/captcha.ts'),
});
