// Namespace 'captcha' in Spanish.
import type { Strings } from '../en-US/captcha.ts';

export const strings: Strings = {
  failed: 'No hemos podido completar la comprobación automática que protege este formulario de programas automatizados. Compruebe su conexión e inténtelo de nuevo.',
  retry: 'Repetir la comprobación',
};
