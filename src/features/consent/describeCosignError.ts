// What a failed co-signing call means for the partner. The identity check fails with one generic
// 400 on purpose (the API never says which detail was wrong, nor whether the link exists); once the
// partner is past it, the same 400 means the link has gone in the meantime (used, lapsed, withdrawn).
import { ApiError } from '../../services/http/ApiError.ts';
import { pickProblem, type ProblemTable } from '../../shared/problemMessage.ts';

export type CosignFailure =
  /** 400 (and 404): the details do not match, or the link is no longer valid. */
  | { kind: 'refused' }
  | { kind: 'rateLimited'; minutes: number }
  /** The decision was withdrawn or lapsed between opening and answering. */
  | { kind: 'changed' }
  /** The stored items moved meanwhile, or the option is no longer open to them. */
  | { kind: 'itemChanged' }
  /** The terms served now are not the ones shown: show the current ones. */
  | { kind: 'termsChanged' }
  | { kind: 'network' }
  | { kind: 'unavailable' };

// The forms word each kind themselves (with what was, or was not, done).
const cosignProblems: ProblemTable<CosignFailure['kind']> = {
  kinds: { 'terms-mismatch': 'termsChanged', 'joint-decision-changed': 'changed', 'joint-decision-closed': 'changed' },
  statuses: { 400: 'refused', 404: 'refused', 409: 'itemChanged', 422: 'itemChanged', 429: 'rateLimited' },
  offline: 'network',
  unknown: 'unavailable',
};

export function describeCosignError(failure: unknown): CosignFailure {
  const kind = pickProblem(failure, cosignProblems);
  if (kind !== 'rateLimited') return { kind };
  const retryAfterSeconds = failure instanceof ApiError ? failure.retryAfterSeconds : undefined;
  return { kind, minutes: Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60)) };
}
