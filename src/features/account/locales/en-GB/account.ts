// Namespace 'account' in English (UK).
import { strings as enUS, type Strings } from '../en-US/account.ts';

export const strings: Strings = {
  ...enUS,
  account: {
    ...enUS.account,
    billing: {
      ...enUS.account.billing,
      balanceDue: 'A balance of {{amount}} is due. Please settle it to keep your storage plan up to date.',
      cardDeclined: 'Your card was declined. Please update your payment method so that your storage is not interrupted.',
    },
  },
  history: {
    ...enUS.history,
    printAction: 'Print or save as PDF',
  },
};
