// Namespace 'captcha' in English (UK).
import type { Strings } from '../en-US/captcha.ts';

export const strings: Strings = {
  failed: 'We could not finish the automatic check that protects this form from automated programs. Please check your connection and try again.',
  retry: 'Try the check again',
};
