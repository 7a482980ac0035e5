// What a failed co-signing call means for the partner. The identity check fails with one generic
// 400 on purpose (the API never says which detail was wrong, nor whether the link exists); once the
// partner is past it, the same 400 means the link has gone in the meantime (used, lapsed, withdrawn).
import { ApiError } from '../../services/http/ApiError.ts';

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

export function describeCosignError(failure: unknown): CosignFailure {
  if (!(failure instanceof ApiError)) return { kind: 'unavailable' };
  if (failure.status === 0) return { kind: 'network' };
  if (failure.status === 429) return { kind: 'rateLimited', minutes: Math.max(1, Math.ceil((failure.retryAfterSeconds ?? 60) / 60)) };
  if (failure.status === 400 || failure.status === 404) return { kind: 'refused' };
  if (failure.kind === 'terms-mismatch') return { kind: 'termsChanged' };
  if (failure.kind === 'joint-decision-changed' || failure.kind === 'joint-decision-closed') return { kind: 'changed' };
  if (failure.status === 409 || failure.status === 422) return { kind: 'itemChanged' };
  return { kind: 'unavailable' };
}
