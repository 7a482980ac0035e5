// Namespace 'adminConsents' in English (US): the source, whose type every other language’s file must match.

export const strings = {
  heading: 'Consents',
  intro:
    'Consents that need the clinic’s attention: decisions waiting for a partner’s signature, and consent to storage that is due for renewal or has lapsed. Open a member to see their stored items and consent records.',
  filters: 'Filters',
  clinic: 'Clinic',
  lists: 'Consent lists',
  tabs: {
    waiting: 'Waiting for a partner',
    due: 'Renewal due',
    lapsed: 'Lapsed',
  },
  tabWithCount: '{{label}} ({{count}})',
  member: 'Member',
  item: 'Stored item',
  partner: 'Partner',
  noPartner: 'None',
  moreItems_one: 'and {{count}} more item',
  moreItems_other: 'and {{count}} more items',
  renewalStep: 'What the member signs',
  every_one: 'Every year',
  every_other: 'Every {{count}} years',
  steps: {
    renewStorageConsent: 'Renew storage consent',
    renewOrChangeDestination: 'Renew or change destination',
    confirmParentalProject: 'Confirm parental project',
    signStorageAgreement: 'Sign storage agreement',
  },
  waiting: {
    about:
      'Decisions about embryos created with a partner. One partner has signed; nothing happens to the items until the other signs too. If the other partner does not sign by the lapse date, the decision lapses and both are told.',
    table: 'Decisions waiting for a partner',
    decision: 'Decision',
    signed: 'Signed by',
    waitingFor: 'Waiting for',
    lapses: 'Lapses on',
    daysLeft_one: '{{count}} day left',
    daysLeft_other: '{{count}} days left',
    lapsesToday: 'Lapses today',
    empty:
      'No decision is waiting for a partner. A decision about embryos created with a partner is listed here from the first signature until the partner signs, either partner withdraws, or it lapses.',
    emptyFiltered: 'No decision at {{clinic}} is waiting for a partner.',
    total_one: '{{count}} decision waiting for a partner',
    total_other: '{{count}} decisions waiting for a partner',
  },
  due: {
    about:
      'Consent to storage that must be renewed soon, under the rules of the clinic’s country. The portal reminds the member (and their partner) by e-mail before the due date.',
    table: 'Storage consents due for renewal',
    dueBy: 'Renew by',
    daysLeft_one: '{{count}} day left',
    daysLeft_other: '{{count}} days left',
    lastDay: 'Last day today',
    empty: 'No storage consent is due for renewal. An item is listed here once its renewal comes within the reminder period, until the member renews.',
    emptyFiltered: 'No storage consent at {{clinic}} is due for renewal.',
    total_one: '{{count}} item due for renewal',
    total_other: '{{count}} items due for renewal',
  },
  lapsed: {
    about: 'Consent to storage that was not renewed in time. The items are still in storage.',
    note: 'Nothing is discarded automatically. Contact the member (and their partner, if there is one) to renew consent or agree what happens next: open the member for their contact details.',
    table: 'Storage consents that have lapsed',
    lapsedOn: 'Lapsed on',
    ago_zero: 'Today',
    ago_one: '{{count}} day ago',
    ago_other: '{{count}} days ago',
    empty: 'No storage consent has lapsed. An item is listed here when its consent to storage was not renewed by the due date.',
    emptyFiltered: 'No storage consent at {{clinic}} has lapsed.',
    total_one: '{{count}} item with lapsed consent',
    total_other: '{{count}} items with lapsed consent',
  },
};

export type Strings = typeof strings;
