// E-mails about balance payments (issue 15), in the member's language: the portal's four locales,
// chosen from the clinic's locale (the settlement runs in the background, with no request of theirs).
import { compose, type MailLocale, type MailText } from './account-mail.ts';

interface ExpiredFacts {
  firstName: string;
  /** Already formatted in the clinic's currency and locale. */
  amount: string;
  /** When the payment was started, formatted in the clinic's locale and time zone. */
  startedAt: string;
  clinic: string;
}

/** The same words for both English variants. */
const expiredInEnglish = (f: ExpiredFacts) => ({
  subject: `Your payment of ${f.amount} could not be confirmed`,
  paragraphs: [
    `Hello ${f.firstName},`,
    `The payment of ${f.amount} you started on ${f.startedAt} was never confirmed by the payment service, so it has expired. Your balance is unchanged.`,
    'You can pay your balance again on the Billing tab of your account. If a charge for this payment appears on your statement, please contact the clinic.',
    f.clinic,
  ],
});

const expired: Record<MailLocale, (f: ExpiredFacts) => { subject: string; paragraphs: string[] }> = {
  'en-US': expiredInEnglish,
  'en-GB': expiredInEnglish,
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

interface ReceiptFacts {
  firstName: string;
  amount: string;
  paidAt: string;
  /** 'PayPal' or the card's brand and last digits. */
  method: string;
  reference: string;
  clinic: string;
}

const receipt: Record<MailLocale, (f: ReceiptFacts) => { subject: string; paragraphs: string[] }> = {
  'en-US': (f) => ({
    subject: `Payment received: ${f.amount}`,
    paragraphs: [
      `Hello ${f.firstName},`,
      `Thank you: we received your payment of ${f.amount}, which settles your account balance.`,
      `Date: ${f.paidAt}\nPaid with: ${f.method}\nReference: ${f.reference}`,
      'Keep this e-mail as your receipt; the payment also appears in the billing history of your account. If you did not make this payment, please contact the clinic.',
      f.clinic,
    ],
  }),
  'en-GB': (f) => ({
    subject: `Payment received: ${f.amount}`,
    paragraphs: [
      `Hello ${f.firstName},`,
      `Thank you: we have received your payment of ${f.amount}, which settles your account balance.`,
      `Date: ${f.paidAt}\nPaid with: ${f.method}\nReference: ${f.reference}`,
      'Keep this e-mail as your receipt; the payment also appears in the billing history of your account. If you did not make this payment, please contact the clinic.',
      f.clinic,
    ],
  }),
  es: (f) => ({
    subject: `Pago recibido: ${f.amount}`,
    paragraphs: [
      `Hola, ${f.firstName}:`,
      `Gracias: hemos recibido su pago de ${f.amount}, que salda el saldo de su cuenta.`,
      `Fecha: ${f.paidAt}\nPagado con: ${f.method}\nReferencia: ${f.reference}`,
      'Conserve este correo como recibo; el pago también figura en el historial de facturación de su cuenta. Si no ha realizado este pago, póngase en contacto con la clínica.',
      f.clinic,
    ],
  }),
  fr: (f) => ({
    subject: `Paiement reçu : ${f.amount}`,
    paragraphs: [
      `Bonjour ${f.firstName},`,
      `Merci : nous avons bien reçu votre paiement de ${f.amount}, qui règle le solde de votre compte.`,
      `Date : ${f.paidAt}\nPayé avec : ${f.method}\nRéférence : ${f.reference}`,
      'Conservez cet e-mail comme reçu ; le paiement figure aussi dans l’historique de facturation de votre compte. Si vous n’avez pas effectué ce paiement, veuillez contacter la clinique.',
      f.clinic,
    ],
  }),
};

/** The receipt e-mail of a completed balance payment. */
export function paymentReceiptMail(locale: MailLocale, facts: ReceiptFacts): MailText {
  const { subject, paragraphs } = receipt[locale](facts);
  return compose(subject, paragraphs);
}

/** The e-mail telling a member that a payment PayPal never confirmed has expired. */
export function paymentExpiredMail(locale: MailLocale, facts: ExpiredFacts): MailText {
  const { subject, paragraphs } = expired[locale](facts);
  return compose(subject, paragraphs);
}
