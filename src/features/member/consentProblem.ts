// A refused consent call as the words a member can act on (the calls skip the global error policy).
import { ApiError } from '../../services/http/ApiError.ts';

export type ConsentProblemKey = 'generic' | 'changed' | 'terms' | 'readOnly' | 'busy';

export function consentProblem(error: unknown): ConsentProblemKey {
  if (!(error instanceof ApiError)) return 'generic';
  if (error.kind === 'terms-mismatch') return 'terms';
  if (error.status === 403) return 'readOnly';
  if (error.status === 409 || error.status === 404) return 'changed';
  if (error.status === 503 || error.status === 429 || error.status === 0) return 'busy';
  return 'generic';
}
