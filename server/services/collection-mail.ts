// What a member hears when they change a fertility-preservation collection (issue 11), in their
// clinic's language (the portal's four locales; en-US with American spelling). Times are
// appointments: weekday, time without seconds, the clinic's zone (contract/domain/dateFormat.ts).
import type { MailLocale } from './account-mail.ts';

interface Texts {
  greeting: (name: string) => string;
  siteChangedSubject: (clinic: string) => string;
  siteChanged: (id: string) => string;
  notYou: string;
  appointmentCancelledSubject: (clinic: string) => string;
  appointmentCancelledAt: (id: string, when: string) => string;
  appointmentCancelled: (id: string) => string;
  reason: (reason: string) => string;
  newTime: string;
  collectionCancelledSubject: (clinic: string) => string;
  collectionCancelled: (id: string) => string[];
  packageSubject: (clinic: string) => string;
  package: (id: string) => string[];
}

const american: Texts = {
  greeting: (name) => `Hello ${name},`,
  siteChangedSubject: (clinic) => `Your collection site has changed — ${clinic}`,
  siteChanged: (id) => `Your collection #${id} will now take place at:`,
  notYou: 'If you did not make this change, please contact the clinic.',
  appointmentCancelledSubject: (clinic) => `Your collection appointment is canceled — ${clinic}`,
  appointmentCancelledAt: (id, when) => `Your appointment for collection #${id} on ${when} is canceled.`,
  appointmentCancelled: (id) => `Your appointment for collection #${id} is canceled.`,
  reason: (reason) => `Your reason: ${reason}`,
  newTime: 'The clinic will contact you to offer a new time.',
  collectionCancelledSubject: (clinic) => `Your collection is canceled — ${clinic}`,
  collectionCancelled: (id) => [
    `You canceled collection #${id}. Any booked appointment and any planned transport for it are called off.`,
    'Anything already collected stays at the clinic until you and the clinic agree what happens to it.',
    'To start a new collection, please contact the clinic.',
  ],
  packageSubject: (clinic) => `Your enrollment package — ${clinic}`,
  package: (id) => [
    `Here is the enrollment package for your collection #${id}, as you asked.`,
    'Please read it, complete the consent and medical history forms, and return them to the clinic (by mail, or in person at your collection site).',
    'The package: 1. Welcome letter and what to expect. 2. Consent to collection and storage. 3. Medical history form. 4. Storage plan and fees.',
    'Questions? Reply to the clinic using the contact details on the portal.',
  ],
};

const british: Texts = {
  ...american,
  appointmentCancelledSubject: (clinic) => `Your collection appointment is cancelled — ${clinic}`,
  appointmentCancelledAt: (id, when) => `Your appointment for collection #${id} on ${when} is cancelled.`,
  appointmentCancelled: (id) => `Your appointment for collection #${id} is cancelled.`,
  collectionCancelledSubject: (clinic) => `Your collection is cancelled — ${clinic}`,
  // Only the first sentence is spelt differently.
  collectionCancelled: (id) => [
    `You cancelled collection #${id}. Any booked appointment and any planned transport for it are called off.`,
    ...american.collectionCancelled(id).slice(1),
  ],
  packageSubject: (clinic) => `Your enrolment package — ${clinic}`,
  package: (id) => [
    `Here is the enrolment package for your collection #${id}, as you asked.`,
    'Please read it, complete the consent and medical history forms, and return them to the clinic (by post, or in person at your collection site).',
    ...american.package(id).slice(2),
  ],
};

export const collectionTexts: Record<MailLocale, Texts> = {
  'en-US': american,
  'en-GB': british,
  es: {
    greeting: (name) => `Hola, ${name}:`,
    siteChangedSubject: (clinic) => `Ha cambiado su centro de extracción — ${clinic}`,
    siteChanged: (id) => `Su extracción n.º ${id} se hará ahora en:`,
    notYou: 'Si no ha hecho usted este cambio, póngase en contacto con la clínica.',
    appointmentCancelledSubject: (clinic) => `Se ha cancelado su cita de extracción — ${clinic}`,
    appointmentCancelledAt: (id, when) => `Se ha cancelado su cita para la extracción n.º ${id} del ${when}.`,
    appointmentCancelled: (id) => `Se ha cancelado su cita para la extracción n.º ${id}.`,
    reason: (reason) => `Su motivo: ${reason}`,
    newTime: 'La clínica se pondrá en contacto con usted para ofrecerle otra hora.',
    collectionCancelledSubject: (clinic) => `Se ha cancelado su extracción — ${clinic}`,
    collectionCancelled: (id) => [
      `Ha cancelado la extracción n.º ${id}. Se anulan la cita reservada y el transporte previsto para ella.`,
      'Lo que ya se haya extraído queda en la clínica hasta que usted y la clínica acuerden qué hacer con ello.',
      'Para empezar una nueva extracción, póngase en contacto con la clínica.',
    ],
    packageSubject: (clinic) => `Su documentación de inscripción — ${clinic}`,
    package: (id) => [
      `Aquí tiene la documentación de inscripción para su extracción n.º ${id}, como ha pedido.`,
      'Léala, rellene los formularios de consentimiento y de historia clínica y devuélvalos a la clínica (por correo postal o en persona en su centro de extracción).',
      'La documentación: 1. Carta de bienvenida y qué esperar. 2. Consentimiento para la extracción y la conservación. 3. Formulario de historia clínica. 4. Plan de conservación y tarifas.',
      '¿Tiene preguntas? Escriba a la clínica con los datos de contacto del portal.',
    ],
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    siteChangedSubject: (clinic) => `Votre lieu de prélèvement a changé — ${clinic}`,
    siteChanged: (id) => `Votre prélèvement n° ${id} aura désormais lieu à :`,
    notYou: 'Si vous n’êtes pas à l’origine de ce changement, contactez la clinique.',
    appointmentCancelledSubject: (clinic) => `Votre rendez-vous de prélèvement est annulé — ${clinic}`,
    appointmentCancelledAt: (id, when) => `Votre rendez-vous pour le prélèvement n° ${id} du ${when} est annulé.`,
    appointmentCancelled: (id) => `Votre rendez-vous pour le prélèvement n° ${id} est annulé.`,
    reason: (reason) => `Votre motif : ${reason}`,
    newTime: 'La clinique vous contactera pour vous proposer un autre horaire.',
    collectionCancelledSubject: (clinic) => `Votre prélèvement est annulé — ${clinic}`,
    collectionCancelled: (id) => [
      `Vous avez annulé le prélèvement n° ${id}. Le rendez-vous réservé et le transport prévu sont annulés.`,
      'Ce qui a déjà été prélevé reste à la clinique jusqu’à ce que vous décidiez ensemble de ce qu’il en advient.',
      'Pour commencer un nouveau prélèvement, contactez la clinique.',
    ],
    packageSubject: (clinic) => `Votre dossier d’inscription — ${clinic}`,
    package: (id) => [
      `Voici le dossier d’inscription de votre prélèvement n° ${id}, comme vous l’avez demandé.`,
      'Lisez-le, remplissez les formulaires de consentement et d’antécédents médicaux et renvoyez-les à la clinique (par courrier, ou en personne sur votre lieu de prélèvement).',
      'Le dossier : 1. Lettre d’accueil et déroulement. 2. Consentement au prélèvement et à la conservation. 3. Formulaire d’antécédents médicaux. 4. Plan de conservation et tarifs.',
      'Des questions ? Écrivez à la clinique avec les coordonnées indiquées sur le portail.',
    ],
  },
};
