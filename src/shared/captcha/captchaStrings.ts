// Texts of the captcha, shown only when the automatic check cannot finish (four portal languages).
import type { Translations } from '../../i18n/locales.ts';

export const captchaStrings: Translations = {
  'en-US': {
    failed: 'We could not finish the automatic check that protects this form from automated programs. Please check your connection and try again.',
    retry: 'Try the check again',
  },
  'en-GB': {
    failed: 'We could not finish the automatic check that protects this form from automated programs. Please check your connection and try again.',
    retry: 'Try the check again',
  },
  es: {
    failed: 'No hemos podido completar la comprobación automática que protege este formulario de programas automatizados. Compruebe su conexión e inténtelo de nuevo.',
    retry: 'Repetir la comprobación',
  },
  fr: {
    failed: 'Nous n’avons pas pu terminer la vérification automatique qui protège ce formulaire des programmes automatisés. Vérifiez votre connexion et réessayez.',
    retry: 'Refaire la vérification',
  },
};
