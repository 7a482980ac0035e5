// Namespace 'captcha' in French.
import type { Strings } from '../en-US/captcha.ts';

export const strings: Strings = {
  failed: 'Nous n’avons pas pu terminer la vérification automatique qui protège ce formulaire des programmes automatisés. Vérifiez votre connexion et réessayez.',
  retry: 'Refaire la vérification',
};
