// Namespace 'twoFactor' in Spanish.
import type { Strings } from '../en-US/twoFactor.ts';

export const strings: Strings = {
  title: 'Introduzca su código de seguridad',
  intro: 'Le hemos enviado un código de 6 dígitos a la dirección de correo de su cuenta. Es válido durante 10 minutos.',
  code: 'Código de seguridad',
  submit: 'Verificar',
  submitting: 'Verificando…',
  back: 'Volver a iniciar sesión',
  invalid: 'El código no es correcto o ha caducado. Revise el correo más reciente e inténtelo de nuevo.',
  format: 'El código tiene 6 dígitos.',
  introSent: 'Le hemos enviado un código de 6 dígitos a la dirección de correo de su cuenta.',
  expiresAt: 'El código es válido hasta las {{time}}.',
  expired: 'Este código ha caducado. Pida un código nuevo o vuelva e inicie sesión de nuevo.',
  resend: 'Enviar un código nuevo',
  resending: 'Enviando un código nuevo…',
  resent: 'Le hemos enviado un código nuevo a las {{sent}}. El código anterior ya no sirve. El nuevo es válido hasta las {{time}}.',
  resendLimited: 'Podrá pedir otro código dentro de {{seconds}} segundos.',
  stepEnded: 'Este paso del inicio de sesión ha terminado. Vuelva e inicie sesión de nuevo.',
  locked: 'Demasiados intentos. Espere {{seconds}} segundos antes de volver a intentarlo.',
};
