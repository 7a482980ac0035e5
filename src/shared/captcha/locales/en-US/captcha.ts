// Namespace 'captcha' in English (US): the source, whose type every other language’s file must match.

export const strings = {
  failed: 'We could not finish the automatic check that protects this form from automated programs. Please check your connection and try again.',
  retry: 'Try the check again',
};

export type Strings = typeof strings;
