// Texts of the two-factor step (loaded with it, after the password was accepted), four portal languages.
import type { Translations } from '../../i18n/locales.ts';

const enUS = {
  title: 'Enter your security code',
  intro: 'We have sent a 6-digit code to the e-mail address on your account. It is valid for 10 minutes.',
  code: 'Security code',
  submit: 'Verify',
  submitting: 'Verifying…',
  back: 'Back to sign in',
  invalid: 'That code is not right or has expired. Please check the latest e-mail and try again.',
  format: 'The code has 6 digits.',
  introSent: 'We have sent a 6-digit code to the e-mail address on your account.',
  expiresAt: 'The code works until {{time}}.',
  expired: 'This code has expired. Send a new code, or go back and sign in again.',
  resend: 'Send a new code',
  resending: 'Sending a new code…',
  resent: 'We sent you a new code at {{sent}}. The code we sent before no longer works. The new code works until {{time}}.',
  resendLimited: 'You can ask for another code in {{seconds}} seconds.',
  stepEnded: 'This sign-in step has ended. Please go back and sign in again.',
  locked: 'Too many attempts. Please wait {{seconds}} seconds before trying again.',
};

const es: typeof enUS = {
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

const fr: typeof enUS = {
  title: 'Saisissez votre code de sécurité',
  intro: 'Nous avons envoyé un code à 6 chiffres à l’adresse e-mail de votre compte. Il est valable 10 minutes.',
  code: 'Code de sécurité',
  submit: 'Vérifier',
  submitting: 'Vérification…',
  back: 'Retour à la connexion',
  invalid: 'Ce code est incorrect ou a expiré. Consultez le dernier e-mail et réessayez.',
  format: 'Le code comporte 6 chiffres.',
  introSent: 'Nous avons envoyé un code à 6 chiffres à l’adresse e-mail de votre compte.',
  expiresAt: 'Le code est valable jusqu’à {{time}}.',
  expired: 'Ce code a expiré. Demandez un nouveau code ou revenez en arrière pour vous reconnecter.',
  resend: 'Envoyer un nouveau code',
  resending: 'Envoi d’un nouveau code…',
  resent: 'Nous vous avons envoyé un nouveau code à {{sent}}. Le code précédent ne fonctionne plus. Le nouveau code est valable jusqu’à {{time}}.',
  resendLimited: 'Vous pourrez demander un autre code dans {{seconds}} secondes.',
  stepEnded: 'Cette étape de connexion est terminée. Revenez en arrière pour vous reconnecter.',
  locked: 'Trop de tentatives. Patientez {{seconds}} secondes avant de réessayer.',
};

export const twoFactorStrings: Translations = { 'en-US': enUS, 'en-GB': enUS, es, fr };
