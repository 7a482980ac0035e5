// Namespace 'member' in English (UK).
import { strings as enUS, type Strings } from '../en-US/member.ts';

export const strings: Strings = {
  ...enUS,
  card: { ...enUS.card, withClinic: 'Your clinic has accepted this decision. To change it, please get in touch with your clinic.' },
  withdraw: {
    ...enUS.withdraw,
    body: 'You will stop exploring {{option}} for {{item}}. Your stored items stay safely where they are, and you can choose again whenever you like.',
  },
};
