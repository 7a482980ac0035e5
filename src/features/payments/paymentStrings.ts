// Texts of the payment form, the payment modal and the balance payment (spec §8 text keys) in four
// languages. The keys named by the spec stay at the top level of the namespace.
import type { Translations } from '../../i18n/locales.ts';

const enUS = {
  loading: 'Loading the secure payment form…',
  PaypalAuthorizationMessage: 'To check your payment method, a temporary authorization of {{amount}} is placed on it. It is not a charge and is released automatically.',
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
    changedElsewhere:
      'Your payment settings were changed in another window or on another device after you opened this form, so this method was not made your default. Nothing was charged. The payment method on file now is shown; submit again if you want this one instead.',
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
    beingConfirmedTitle: 'We are confirming your payment',
    beingConfirmed:
      'The payment service did not tell us in time whether your payment of {{amount}} went through. We are asking it now and your balance will update here within a few minutes. Please do not pay again: you will not be charged twice.',
    confirmedLater: 'Your payment of {{amount}} is confirmed. Thank you.',
    notCharged: 'Your payment of {{amount}} did not go through, and nothing was charged: {{reason}}',
    expired: 'Your payment of {{amount}} was never confirmed by the payment service, so it has expired. Your balance is unchanged; you can pay it again.',
    stillConfirming:
      'We are still confirming your payment of {{amount}}. You can leave this page: your balance will update once it is confirmed, and you will not be charged twice.',
    anotherBeingConfirmed: 'A payment is already being confirmed with the payment service. Please wait for it before paying again: you will not be charged twice.',
  },
};

const enGB: typeof enUS = {
  ...enUS,
  PaypalAuthorizationMessage: 'To check your payment method, a temporary authorisation of {{amount}} is placed on it. It is not a charge and is released automatically.',
  zip: 'Billing postcode',
  zipPostalCode: 'Billing postcode',
  expirationDate: 'Expiry date',
  cvv: 'Security code (CVV)',
};

const es: typeof enUS = {
  loading: 'Cargando el formulario de pago seguro…',
  PaypalAuthorizationMessage: 'Para comprobar su forma de pago, se realiza en ella una autorización temporal de {{amount}}. No es un cargo y se libera automáticamente.',
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
    changedElsewhere:
      'Su configuración de pago se cambió en otra ventana o en otro dispositivo después de abrir este formulario, así que esta forma de pago no se ha establecido como predeterminada. No se ha cobrado nada. Ahora se muestra la forma de pago registrada; vuelva a enviar si prefiere esta.',
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
    beingConfirmedTitle: 'Estamos confirmando su pago',
    beingConfirmed:
      'El servicio de pago no nos ha dicho a tiempo si su pago de {{amount}} se ha realizado. Se lo estamos preguntando ahora y su saldo se actualizará aquí en unos minutos. No vuelva a pagar: no se le cobrará dos veces.',
    confirmedLater: 'Su pago de {{amount}} está confirmado. Gracias.',
    notCharged: 'Su pago de {{amount}} no se ha realizado y no se ha cobrado nada: {{reason}}',
    expired: 'El servicio de pago nunca confirmó su pago de {{amount}}, por lo que ha caducado. Su saldo no ha cambiado; puede volver a pagarlo.',
    stillConfirming: 'Seguimos confirmando su pago de {{amount}}. Puede salir de esta página: su saldo se actualizará cuando se confirme y no se le cobrará dos veces.',
    anotherBeingConfirmed: 'Ya se está confirmando un pago con el servicio de pago. Espere a que termine antes de volver a pagar: no se le cobrará dos veces.',
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
    changedElsewhere:
      'Vos paramètres de paiement ont été modifiés dans une autre fenêtre ou sur un autre appareil après l’ouverture de ce formulaire : ce moyen de paiement n’a donc pas été défini par défaut. Aucun montant n’a été débité. Le moyen de paiement enregistré est maintenant affiché ; validez à nouveau si vous préférez celui-ci.',
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
    beingConfirmedTitle: 'Nous confirmons votre paiement',
    beingConfirmed:
      'Le service de paiement ne nous a pas indiqué à temps si votre paiement de {{amount}} a abouti. Nous le lui demandons maintenant et votre solde sera mis à jour ici d’ici quelques minutes. Ne payez pas une seconde fois : vous ne serez pas débité deux fois.',
    confirmedLater: 'Votre paiement de {{amount}} est confirmé. Merci.',
    notCharged: 'Votre paiement de {{amount}} n’a pas abouti et aucun montant n’a été débité : {{reason}}',
    expired: 'Le service de paiement n’a jamais confirmé votre paiement de {{amount}} : il a donc expiré. Votre solde est inchangé ; vous pouvez le payer à nouveau.',
    stillConfirming:
      'Nous confirmons toujours votre paiement de {{amount}}. Vous pouvez quitter cette page : votre solde sera mis à jour dès la confirmation et vous ne serez pas débité deux fois.',
    anotherBeingConfirmed:
      'Un paiement est déjà en cours de confirmation auprès du service de paiement. Attendez qu’il soit confirmé avant de payer à nouveau : vous ne serez pas débité deux fois.',
  },
};

export const paymentStrings: Translations = { 'en-US': enUS, 'en-GB': enGB, es, fr };
