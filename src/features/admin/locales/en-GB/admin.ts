// Namespace 'admin' in English (UK).
import { strings as enUS, type Strings } from '../en-US/admin.ts';

export const strings: Strings = {
  ...enUS,
  signedOut: { ...enUS.signedOut },
};
