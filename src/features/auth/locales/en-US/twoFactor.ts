// Namespace 'twoFactor' in English (US): the source, whose type every other language’s file must match.

export const strings = {
  title: 'Enter your security code',
  intro: 'We have sent a 6-digit code to the e-mail address on your account. It is valid for 10 minutes.',
  code: 'Security code',
  submit: 'Verify',
  submitting: 'Verifying…',
  back: 'Back to sign in',
  invalid: 'That code is not right or has expired. Please check the latest e-mail and try again.',
  format: 'The code has 6 digits.',
  introSent: 'We have sent a 6-digit code to the e-mail address on your account.',
  expiresAt: 'The code works until {{time}}.',
  expired: 'This code has expired. Send a new code, or go back and sign in again.',
  resend: 'Send a new code',
  resending: 'Sending a new code…',
  resent: 'We sent you a new code at {{sent}}. The code we sent before no longer works. The new code works until {{time}}.',
  resendLimited: 'You can ask for another code in {{seconds}} seconds.',
  stepEnded: 'This sign-in step has ended. Please go back and sign in again.',
  locked: 'Too many attempts. Please wait {{seconds}} seconds before trying again.',
};

export type Strings = typeof strings;
