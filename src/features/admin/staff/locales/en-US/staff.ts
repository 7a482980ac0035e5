// Namespace 'adminStaff' in English (US): the source, whose type every other language’s file must match.

export const strings = {
  heading: 'Staff',
  intro:
    'Choose the clinics each clinic administrator serves: they see and act only for those clinics. Support and platform administrators see every clinic whatever is ticked. Staff appear here after their first sign-in.',
  none: 'No staff have signed in yet.',
  list: 'Staff members',
  lastSeen: 'Last seen {{when}}',
  clinics: 'Clinics',
  clinicsOf: 'Clinics of {{name}}',
  save: 'Save clinics',
  saveFor: 'Save clinics of {{name}}',
  saved_one: 'Saved: {{name}} serves {{clinics}}.',
  saved_other: 'Saved: {{name}} serves {{clinics}}.',
  savedNone: 'Saved: {{name}} serves no clinic now.',
  unsaved: 'Not saved yet',
};

export type Strings = typeof strings;
