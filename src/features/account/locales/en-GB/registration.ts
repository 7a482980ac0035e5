// Namespace 'registration' in English (UK).
import { strings as enUS, type Strings } from '../en-US/registration.ts';

export const strings: Strings = {
  ...enUS,
  person: {
    ...enUS.person,
    city: 'Town or city',
    state: 'County or region',
    chooseState: 'Choose a county or region',
    stateOther: 'County, province or region (optional)',
    statesFailed: 'The list of counties and regions could not be loaded.',
    zip: 'Postcode',
    phoneHint: 'Include the area code.',
  },
  validation: {
    ...enUS.validation,
    zipUs: 'Enter a 5-digit US ZIP code, such as 12345 or 12345-6789.',
    zip: 'Enter a postcode.',
  },
  summary: { ...enUS.summary },
  enroll: {
    ...enUS.enroll,
    title: 'Enrol with {{center}}',
    intro: 'Register for the member portal of {{center}}. Your clinic matches these details with its records, so please enter them exactly as your clinic knows them.',
    plan: 'Which plan are you enrolling for?',
    submit: 'Enrol',
    thankYouTitle: 'Thank you for enrolling',
    isMinorHint: 'A parent or guardian completes the form for a patient under 18.',
  },
  preempt: { ...enUS.preempt },
};
