// Namespace 'auth' in English (UK).
import { strings as enUS, type Strings } from '../en-US/auth.ts';

export const strings: Strings = {
  ...enUS,
  login: { ...enUS.login, intro: 'Welcome. Sign in to see your stored items, your account and your bills.', enroll: 'New here? Enrol with your clinic' },
};
