// E-mails about balance payments (issue 15), in the member's language: the portal's four locales,
// chosen from the clinic's locale (the settlement runs in the background, with no request of theirs).
import { compose, mailLocaleOf, type MailLocale, type MailText } from './account-mail.ts';

interface ExpiredFacts {
  firstName: string;
  /** Already formatted in the clinic's currency and locale. */
  amount: string;
  /** When the payment was started, formatted in the clinic's locale and time zone. */
  startedAt: string;
  clinic: string;
}

const expired: Record<MailLocale, (f: ExpiredFacts) => { subject: string; paragraphs: string[] }> = {
  'en-US': (f) => ({
    subject: `Your payment of ${f.amount} could not be confirmed`,
    paragraphs: [
      `Hello ${f.firstName},`,
      `The payment of ${f.amount} you started on ${f.startedAt} was never confirmed by the payment service, so it has expired. Your balance is unchanged.`,
      'You can pay your balance again on the Billing tab of your account. If a charge for this payment appears on your statement, please contact the clinic.',
      f.clinic,
    ],
  }),
  'en-GB': (f) => ({
    subject: `Your payment of ${f.amount} could not be confirmed`,
    paragraphs: [
      `Hello ${f.firstName},`,
      `The payment of ${f.amount} you started on ${f.startedAt} was never confirmed by the payment service, so it has expired. Your balance is unchanged.`,
      'You can pay your balance again on the Billing tab of your account. If a charge for this payment appears on your statement, please contact the clinic.',
      f.clinic,
    ],
  }),
  es: (f) => ({
    subject: `No se pudo confirmar su pago de ${f.amount}`,
    paragraphs: [
      `Hola, ${f.firstName}:`,
      `El servicio de pago nunca confirmó el pago de ${f.amount} que inició el ${f.startedAt}, por lo que ha caducado. Su saldo no ha cambiado.`,
      'Puede volver a pagar su saldo en la pestaña Facturación de su cuenta. Si en su extracto aparece un cargo por este pago, póngase en contacto con la clínica.',
      f.clinic,
    ],
  }),
  fr: (f) => ({
    subject: `Votre paiement de ${f.amount} n’a pas pu être confirmé`,
    paragraphs: [
      `Bonjour ${f.firstName},`,
      `Le service de paiement n’a jamais confirmé le paiement de ${f.amount} que vous avez lancé le ${f.startedAt} : il a donc expiré. Votre solde est inchangé.`,
      'Vous pouvez payer à nouveau votre solde dans l’onglet Facturation de votre compte. Si un débit pour ce paiement apparaît sur votre relevé, veuillez contacter la clinique.',
      f.clinic,
    ],
  }),
};

/** The e-mail telling a member that a payment PayPal never confirmed has expired. */
export function paymentExpiredMail(centerLocale: string, facts: ExpiredFacts): MailText {
  const { subject, paragraphs } = expired[mailLocaleOf(undefined, centerLocale)](facts);
  return compose(subject, paragraphs);
}
