// Namespace 'consent' in English (UK).
import { strings as enUS, type Strings } from '../en-US/cosign.ts';

export const strings: Strings = {
  ...enUS,
  identity: { ...enUS.identity, lastName: 'Surname', why: 'Before we show you the decision, we check that it is you: please enter your surname and your date of birth.' },
  decision: {
    ...enUS.decision,
    signIntro: 'If you agree, read the consent form, type your full name and sign. If you do not agree, choose ‘I do not agree’.',
    fullNameHint: 'Type your first name and surname.',
    nameMismatch: 'The name you typed does not match the name the clinic has for you ({{name}}). Type your first name and surname; capital letters do not matter.',
    consentRequired: 'Tick the box to confirm that you agree to the consent form.',
  },
  done: {
    ...enUS.done,
    signedBody: 'You signed ‘{{option}}’ for {{items}} on {{date}}. {{owner}} signed the same decision, so {{clinic}} can now carry it out.',
  },
};
