// Namespace 'twoFactor' in French.
import type { Strings } from '../en-US/twoFactor.ts';

export const strings: Strings = {
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
