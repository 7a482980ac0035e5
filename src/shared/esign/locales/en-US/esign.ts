// Namespace 'esign' in English (US): the source, whose type every other language’s file must match.

export const strings = {
  external: '(opens in a new tab)',
  version: 'Version {{version}}',
  regionLabel: 'Consent form: {{title}}',
  legend: 'Your electronic signature',
  fullName: 'Type your full name',
  fullNameHint: 'Type your first and last name as they appear on your account.',
  consent: 'I have read the consent form above and I agree to it. I understand that typing my name is my electronic signature.',
};

export type Strings = typeof strings;
