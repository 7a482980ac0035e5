// Namespace 'dispositions' in English (UK).
import { strings as enUS, type Strings } from '../en-US/disposition.ts';

export const strings: Strings = {
  ...enUS,
  sign: {
    ...enUS.sign,
    consentRequired: 'Tick the box to confirm that you agree to the consent form.',
    nameMismatch:
      'The name you typed does not match the name on your account ({{name}}). Type your first name and surname exactly as on your account; capital letters do not matter.',
  },
  result: { ...enUS.result, consentRecords: 'Your signed consent is listed under ‘My consent records’ on your home page.' },
  withdraw: { ...enUS.withdraw, body: 'You will stop exploring ‘{{option}}’ for {{item}}. Your stored items stay safely where they are, and you can choose again at any time.' },
};
