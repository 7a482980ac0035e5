// Namespace 'adminConsents' in French.
import type { Strings } from '../en-US/consent.ts';

export const strings: Strings = {
  heading: 'Consentements',
  intro:
    'Les consentements qui demandent l’attention de la clinique : décisions en attente de la signature du conjoint, et consentements à la conservation à renouveler ou expirés. Ouvrez un membre pour voir ses éléments conservés et ses consentements enregistrés.',
  filters: 'Filtres',
  clinic: 'Clinique',
  lists: 'Listes de consentements',
  tabs: {
    waiting: 'En attente du conjoint',
    due: 'Renouvellement à venir',
    lapsed: 'Expirés',
  },
  tabWithCount: '{{label}} ({{count}})',
  member: 'Membre',
  item: 'Élément conservé',
  partner: 'Conjoint',
  noPartner: 'Aucun',
  moreItems_one: 'et {{count}} autre élément',
  moreItems_other: 'et {{count}} autres éléments',
  renewalStep: 'Ce que le membre signe',
  every_one: 'Chaque année',
  every_other: 'Tous les {{count}} ans',
  steps: {
    renewStorageConsent: 'Renouveler le consentement à la conservation',
    renewOrChangeDestination: 'Renouveler ou changer la destination',
    confirmParentalProject: 'Confirmer le projet parental',
    signStorageAgreement: 'Signer le contrat de conservation',
  },
  waiting: {
    about:
      'Décisions concernant des embryons conçus avec un conjoint. L’un des deux a signé ; rien n’est fait des éléments tant que l’autre n’a pas signé aussi. Si l’autre ne signe pas avant la date d’expiration, la décision expire et tous deux sont prévenus.',
    table: 'Décisions en attente du conjoint',
    decision: 'Décision',
    signed: 'Signé par',
    waitingFor: 'En attente de',
    lapses: 'Expire le',
    daysLeft_one: '{{count}} jour restant',
    daysLeft_other: '{{count}} jours restants',
    lapsesToday: 'Expire aujourd’hui',
    empty:
      'Aucune décision n’attend le conjoint. Une décision concernant des embryons conçus avec un conjoint figure ici de la première signature jusqu’à ce que le conjoint signe, que l’un des deux la retire ou qu’elle expire.',
    emptyFiltered: 'Aucune décision de {{clinic}} n’attend le conjoint.',
    total_one: '{{count}} décision en attente du conjoint',
    total_other: '{{count}} décisions en attente du conjoint',
  },
  due: {
    about:
      'Les consentements à la conservation à renouveler bientôt, selon les règles du pays de la clinique. Le portail le rappelle au membre (et à son conjoint) par e-mail avant l’échéance.',
    table: 'Consentements à la conservation à renouveler',
    dueBy: 'À renouveler au plus tard le',
    daysLeft_one: '{{count}} jour restant',
    daysLeft_other: '{{count}} jours restants',
    lastDay: 'Dernier jour aujourd’hui',
    empty:
      'Aucun consentement à la conservation n’est à renouveler. Un élément figure ici dès que son renouvellement entre dans la période des rappels, jusqu’à ce que le membre le renouvelle.',
    emptyFiltered: 'Aucun consentement à la conservation de {{clinic}} n’est à renouveler.',
    total_one: '{{count}} élément à renouveler',
    total_other: '{{count}} éléments à renouveler',
  },
  lapsed: {
    about: 'Les consentements à la conservation qui n’ont pas été renouvelés à temps. Les éléments sont toujours conservés.',
    note: 'Rien n’est détruit automatiquement. Contactez le membre (et son conjoint, le cas échéant) pour renouveler le consentement ou convenir de la suite : ouvrez le membre pour voir ses coordonnées.',
    table: 'Consentements à la conservation expirés',
    lapsedOn: 'Expiré le',
    ago_zero: 'Aujourd’hui',
    ago_one: 'Il y a {{count}} jour',
    ago_other: 'Il y a {{count}} jours',
    empty: 'Aucun consentement à la conservation n’a expiré. Un élément figure ici quand son consentement à la conservation n’a pas été renouvelé avant l’échéance.',
    emptyFiltered: 'Aucun consentement à la conservation de {{clinic}} n’a expiré.',
    total_one: '{{count}} élément au consentement expiré',
    total_other: '{{count}} éléments au consentement expiré',
  },
};
