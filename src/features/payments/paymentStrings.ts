// Texts of the payment form, the payment modal and the balance payment (spec §8 text keys) in four
// languages. The keys named by the spec stay at the top level of the namespace.
import type { Translations } from '../../i18n/locales.ts';

const enUS = {
  loading: 'Loading the secure payment form…',
  PaypalAuthorizationMessage:
    'To check your payment method, a temporary authorization of {{amount}} is placed on it. It is not a charge and is released automatically.',
  walletTitle: 'Pay with PayPal',
  cardTitle: 'Pay by card',
  or: 'or',
  cardNumber: 'Card number',
  expirationDate: 'Expiration date',
  cvv: 'CVV',
  zip: 'Billing ZIP code',
  zipPostalCode: 'Billing ZIP or postal code',
  makeDefault: 'Make this my default payment method',
  submit: 'Save card',
  working: 'Saving your payment method…',
  saved: 'Your payment method has been saved.',
  addOrReplace: 'Add or replace payment method',
  dateFormat: { 'MM/YY': 'MM/YY' },
  modals: { paypal: { title: 'Add or replace your payment method', submit: 'Submit', cancel: 'Cancel' } },
  errors: {
    title: 'Your payment method was not saved',
    createCardOrder: 'Failed to create card order',
    createPayPalOrder: 'Failed to create PayPal order',
    declined: 'Your card was declined. Nothing was charged. Please try another card.',
    cardRejected: 'The card details were not accepted. Please check them and try again.',
    unavailable: 'The payment service is not answering right now. Nothing was charged. Please try again in a few minutes.',
    generic: 'Something went wrong while saving your payment method. Nothing was charged. Please try again.',
    setup: 'The secure payment form could not be loaded.',
    retry: 'Try again',
  },
  balance: {
    pay: 'Pay {{amount}} now',
    paying: 'Paying {{amount}}…',
    paid: 'Thank you. Your payment of {{amount}} has been received.',
    failedTitle: 'Your payment did not go through',
    declined: 'Your payment was declined. Nothing was charged. Please add another payment method and try again.',
    unavailable: 'The payment service did not answer. You can safely try again: you will not be charged twice.',
    generic: 'Your payment could not be completed. You can safely try again: you will not be charged twice.',
  },
};

const enGB: typeof enUS = {
  ...enUS,
  PaypalAuthorizationMessage:
    'To check your payment method, a temporary authorisation of {{amount}} is placed on it. It is not a charge and is released automatically.',
  zip: 'Billing postcode',
  zipPostalCode: 'Billing postcode',
  expirationDate: 'Expiry date',
  cvv: 'Security code (CVV)',
};

const es: typeof enUS = {
  loading: 'Cargando el formulario de pago seguro…',
  PaypalAuthorizationMessage:
    'Para comprobar su forma de pago, se realiza en ella una autorización temporal de {{amount}}. No es un cargo y se libera automáticamente.',
  walletTitle: 'Pagar con PayPal',
  cardTitle: 'Pagar con tarjeta',
  or: 'o',
  cardNumber: 'Número de tarjeta',
  expirationDate: 'Fecha de caducidad',
  cvv: 'CVV',
  zip: 'Código postal de facturación',
  zipPostalCode: 'Código postal de facturación',
  makeDefault: 'Usar como mi forma de pago predeterminada',
  submit: 'Guardar tarjeta',
  working: 'Guardando su forma de pago…',
  saved: 'Su forma de pago se ha guardado.',
  addOrReplace: 'Añadir o sustituir la forma de pago',
  dateFormat: { 'MM/YY': 'MM/AA' },
  modals: { paypal: { title: 'Añadir o sustituir su forma de pago', submit: 'Enviar', cancel: 'Cancelar' } },
  errors: {
    title: 'Su forma de pago no se ha guardado',
    createCardOrder: 'No se ha podido crear la orden de tarjeta',
    createPayPalOrder: 'No se ha podido crear la orden de PayPal',
    declined: 'Su tarjeta ha sido rechazada. No se ha cobrado nada. Pruebe con otra tarjeta.',
    cardRejected: 'No se han aceptado los datos de la tarjeta. Revíselos e inténtelo de nuevo.',
    unavailable: 'El servicio de pago no responde en este momento. No se ha cobrado nada. Inténtelo de nuevo dentro de unos minutos.',
    generic: 'Se ha producido un error al guardar su forma de pago. No se ha cobrado nada. Inténtelo de nuevo.',
    setup: 'No se ha podido cargar el formulario de pago seguro.',
    retry: 'Reintentar',
  },
  balance: {
    pay: 'Pagar {{amount}} ahora',
    paying: 'Pagando {{amount}}…',
    paid: 'Gracias. Hemos recibido su pago de {{amount}}.',
    failedTitle: 'Su pago no se ha realizado',
    declined: 'Su pago ha sido rechazado. No se ha cobrado nada. Añada otra forma de pago e inténtelo de nuevo.',
    unavailable: 'El servicio de pago no ha respondido. Puede volver a intentarlo sin riesgo: no se le cobrará dos veces.',
    generic: 'No se ha podido completar su pago. Puede volver a intentarlo sin riesgo: no se le cobrará dos veces.',
  },
};

const fr: typeof enUS = {
  loading: 'Chargement du formulaire de paiement sécurisé…',
  PaypalAuthorizationMessage:
    'Pour vérifier votre moyen de paiement, une autorisation temporaire de {{amount}} y est placée. Ce n’est pas un débit et elle est levée automatiquement.',
  walletTitle: 'Payer avec PayPal',
  cardTitle: 'Payer par carte',
  or: 'ou',
  cardNumber: 'Numéro de carte',
  expirationDate: 'Date d’expiration',
  cvv: 'Cryptogramme (CVV)',
  zip: 'Code postal de facturation',
  zipPostalCode: 'Code postal de facturation',
  makeDefault: 'En faire mon moyen de paiement par défaut',
  submit: 'Enregistrer la carte',
  working: 'Enregistrement de votre moyen de paiement…',
  saved: 'Votre moyen de paiement a été enregistré.',
  addOrReplace: 'Ajouter ou remplacer le moyen de paiement',
  dateFormat: { 'MM/YY': 'MM/AA' },
  modals: { paypal: { title: 'Ajouter ou remplacer votre moyen de paiement', submit: 'Valider', cancel: 'Annuler' } },
  errors: {
    title: 'Votre moyen de paiement n’a pas été enregistré',
    createCardOrder: 'Impossible de créer l’ordre de carte',
    createPayPalOrder: 'Impossible de créer l’ordre PayPal',
    declined: 'Votre carte a été refusée. Aucun montant n’a été débité. Veuillez essayer une autre carte.',
    cardRejected: 'Les informations de la carte n’ont pas été acceptées. Vérifiez-les puis réessayez.',
    unavailable: 'Le service de paiement ne répond pas pour le moment. Aucun montant n’a été débité. Réessayez dans quelques minutes.',
    generic: 'Une erreur s’est produite lors de l’enregistrement de votre moyen de paiement. Aucun montant n’a été débité. Veuillez réessayer.',
    setup: 'Le formulaire de paiement sécurisé n’a pas pu être chargé.',
    retry: 'Réessayer',
  },
  balance: {
    pay: 'Payer {{amount}} maintenant',
    paying: 'Paiement de {{amount}} en cours…',
    paid: 'Merci. Votre paiement de {{amount}} a bien été reçu.',
    failedTitle: 'Votre paiement n’a pas abouti',
    declined: 'Votre paiement a été refusé. Aucun montant n’a été débité. Ajoutez un autre moyen de paiement puis réessayez.',
    unavailable: 'Le service de paiement n’a pas répondu. Vous pouvez réessayer sans risque : vous ne serez pas débité deux fois.',
    generic: 'Votre paiement n’a pas pu être effectué. Vous pouvez réessayer sans risque : vous ne serez pas débité deux fois.',
  },
};

export const paymentStrings: Translations = { 'en-US': enUS, 'en-GB': enGB, es, fr };
