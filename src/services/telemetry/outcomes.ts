// Codes business events carry instead of anything the member typed (issue 14): the failure class of
// a sign-in from the problem the API answered (its kind and status), and the outcome of an action
// from its error. Never a message, a name or free text.
import { ApiError } from '../http/ApiError.ts';

export type SignInFailureClass = 'credentials' | 'locked' | 'twoFactor' | 'network' | 'server' | 'other';

export function signInFailureClass(error: unknown): SignInFailureClass {
  if (!(error instanceof ApiError)) return 'other';
  const kind = error.kind ?? '';
  if (kind === 'sign-in-locked' || error.status === 429) return 'locked';
  if (kind.includes('two-factor')) return 'twoFactor';
  if (kind === 'invalid-credentials' || error.status === 401) return 'credentials';
  if (error.status === 0) return 'network';
  if (error.status >= 500) return 'server';
  return 'other';
}

/** `declined` for a payment the processor refused (HTTP 402 or a `declined` kind), `failure` otherwise. */
export function paymentOutcome(error: unknown): 'declined' | 'failure' {
  return error instanceof ApiError && (error.status === 402 || (error.kind ?? '').includes('declin')) ? 'declined' : 'failure';
}
