// Namespace 'adminAudit' in English (US): the source, whose type every other language’s file must match.

export const strings = {
  heading: 'Audit log',
  intro: 'Every time staff open a member or change anything, newest first. Entries cannot be changed or removed.',
  filters: 'Filters',
  clinic: 'Clinic',
  memberId: 'Member id',
  memberIdInvalid: 'Enter a member id (digits only), or leave it empty.',
  apply: 'Show',
  clear: 'Clear filters',
  table: 'Audit entries',
  empty: 'No entries match.',
  total_one: '{{count}} entry',
  total_other: '{{count}} entries',
  when: 'When',
  who: 'Who',
  what: 'What',
  member: 'Member',
  details: 'Details',
  reference: 'Reference {{requestId}} · {{ip}}',
  memberLink: 'Member {{memberId}}',
  item: 'Item {{freezeEventId}}',
  actions: {
    member: {
      lookup: 'Searched for members',
      read: 'Opened a member',
      'send-password-reset': 'Sent a password reset e-mail',
      'reset-two-factor': 'Turned off two-factor sign-in',
      'set-signInLocked': 'Changed the sign-in lock',
      'set-readOnly': 'Changed read-only',
    },
    item: {
      complete: 'Completed a stored item',
      deny: 'Denied a request',
    },
    staff: {
      'set-clinics': 'Changed a staff member’s clinics',
    },
    banner: {
      create: 'Published a banner',
      update: 'Changed a banner',
      end: 'Ended a banner',
    },
    maintenance: {
      clinic: {
        set: 'Scheduled clinic maintenance',
        clear: 'Cleared clinic maintenance',
      },
      site: {
        set: 'Scheduled site-wide maintenance',
        clear: 'Cleared site-wide maintenance',
      },
    },
    matching: {
      'custom-description': {
        approve: 'Approved a custom description',
        sendBack: 'Sent a custom description back',
      },
      'medical-review': {
        approve: 'Cleared a medical review',
        sendBack: 'Sent a medical review back',
      },
    },
  },
  detail: {
    locked: 'Sign-in locked',
    unlocked: 'Sign-in unlocked',
    readOnlyOn: 'Read-only on',
    readOnlyOff: 'Read-only off',
    move: '{{from}} → {{to}}',
    reason: 'Reason: {{reason}}',
    found_one: '{{count}} found',
    found_other: '{{count}} found',
    clinics: 'Clinics: {{clinics}}',
  },
};

export type Strings = typeof strings;
