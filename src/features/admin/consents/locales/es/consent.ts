// Namespace 'adminConsents' in Spanish.
import type { Strings } from '../en-US/consent.ts';

export const strings: Strings = {
  heading: 'Consentimientos',
  intro:
    'Consentimientos que requieren la atención de la clínica: decisiones pendientes de la firma de la pareja y consentimientos de almacenamiento que hay que renovar o que han caducado. Abra un miembro para ver sus elementos almacenados y sus registros de consentimiento.',
  filters: 'Filtros',
  clinic: 'Clínica',
  lists: 'Listas de consentimientos',
  tabs: {
    waiting: 'Pendiente de la pareja',
    due: 'Renovación pendiente',
    lapsed: 'Caducados',
  },
  tabWithCount: '{{label}} ({{count}})',
  member: 'Miembro',
  item: 'Elemento almacenado',
  partner: 'Pareja',
  noPartner: 'Ninguna',
  moreItems_one: 'y {{count}} elemento más',
  moreItems_other: 'y {{count}} elementos más',
  renewalStep: 'Lo que firma el miembro',
  every_one: 'Cada año',
  every_other: 'Cada {{count}} años',
  steps: {
    renewStorageConsent: 'Renovar el consentimiento de almacenamiento',
    renewOrChangeDestination: 'Renovar o cambiar el destino',
    confirmParentalProject: 'Confirmar el proyecto parental',
    signStorageAgreement: 'Firmar el contrato de almacenamiento',
  },
  waiting: {
    about:
      'Decisiones sobre embriones creados con una pareja. Uno de los dos ha firmado; no se hace nada con los elementos hasta que firme también el otro. Si el otro no firma antes de la fecha de caducidad, la decisión caduca y se avisa a ambos.',
    table: 'Decisiones pendientes de la pareja',
    decision: 'Decisión',
    signed: 'Firmado por',
    waitingFor: 'Falta la firma de',
    lapses: 'Caduca el',
    daysLeft_one: 'Queda {{count}} día',
    daysLeft_other: 'Quedan {{count}} días',
    lapsesToday: 'Caduca hoy',
    empty:
      'No hay ninguna decisión pendiente de la pareja. Una decisión sobre embriones creados con una pareja aparece aquí desde la primera firma hasta que firma la pareja, uno de los dos la retira o caduca.',
    emptyFiltered: 'No hay ninguna decisión de {{clinic}} pendiente de la pareja.',
    total_one: '{{count}} decisión pendiente de la pareja',
    total_other: '{{count}} decisiones pendientes de la pareja',
  },
  due: {
    about:
      'Consentimientos de almacenamiento que hay que renovar pronto, según las normas del país de la clínica. El portal recuerda la renovación al miembro (y a su pareja) por correo antes de la fecha límite.',
    table: 'Consentimientos de almacenamiento por renovar',
    dueBy: 'Renovar a más tardar el',
    daysLeft_one: 'Queda {{count}} día',
    daysLeft_other: 'Quedan {{count}} días',
    lastDay: 'Hoy es el último día',
    empty:
      'No hay ningún consentimiento de almacenamiento por renovar. Un elemento aparece aquí cuando su renovación entra en el periodo de recordatorios, hasta que el miembro la renueva.',
    emptyFiltered: 'No hay ningún consentimiento de almacenamiento de {{clinic}} por renovar.',
    total_one: '{{count}} elemento por renovar',
    total_other: '{{count}} elementos por renovar',
  },
  lapsed: {
    about: 'Consentimientos de almacenamiento que no se renovaron a tiempo. Los elementos siguen almacenados.',
    note: 'No se desecha nada automáticamente. Póngase en contacto con el miembro (y con su pareja, si la hay) para renovar el consentimiento o acordar qué se hace a continuación: abra el miembro para ver sus datos de contacto.',
    table: 'Consentimientos de almacenamiento caducados',
    lapsedOn: 'Caducó el',
    ago_zero: 'Hoy',
    ago_one: 'Hace {{count}} día',
    ago_other: 'Hace {{count}} días',
    empty: 'No ha caducado ningún consentimiento de almacenamiento. Un elemento aparece aquí cuando su consentimiento de almacenamiento no se renovó antes de la fecha límite.',
    emptyFiltered: 'No ha caducado ningún consentimiento de almacenamiento de {{clinic}}.',
    total_one: '{{count}} elemento con el consentimiento caducado',
    total_other: '{{count}} elementos con el consentimiento caducado',
  },
};
