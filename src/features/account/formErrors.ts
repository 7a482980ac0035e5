// What a failed form submission tells the member: validation `errors[]` of a problem+json answer
// (JSON pointers into the body) mapped back to the form's own field paths, and everything else as
// one form-level message.
import type { FieldError } from '../../../contract/api/common.ts';
import { ApiError } from '../../services/http/ApiError.ts';
import { SubCode } from '../../../contract/domain/problems.ts';
import type { TFunction } from 'i18next';

export interface MappedServerErrors {
  /** Form field path ('primary.firstName', 'userName', …) → the server's message. */
  fields: Record<string, string>;
  /** Messages for paths the form does not show. */
  other: string[];
}

/** The pointer '/primary/firstName' names the form path 'primary.firstname' (compared without case). */
function formPathOf(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.')
    .toLowerCase();
}

export function mapServerErrors(errors: readonly FieldError[] | undefined, knownPaths: readonly string[]): MappedServerErrors {
  const byLowerCase = new Map(knownPaths.map((p) => [p.toLowerCase(), p]));
  const mapped: MappedServerErrors = { fields: {}, other: [] };
  for (const error of errors ?? []) {
    const path = error.in === 'body' ? byLowerCase.get(formPathOf(error.pointer)) : undefined;
    if (path) mapped.fields[path] = [mapped.fields[path], error.detail].filter(Boolean).join(' ');
    else if (error.detail) mapped.other.push(error.detail);
  }
  return mapped;
}

/** How a failure reads for the member; each kind has its own text in the strings file. */
export type FailureKind =
  | { kind: 'validation' }
  | { kind: 'recordsMismatch' }
  | { kind: 'rateLimited'; seconds: number }
  | { kind: 'network' }
  | { kind: 'changedElsewhere' }
  | { kind: 'other'; detail: string | undefined; requestId: string | undefined };

export function describeFailure(failure: unknown): FailureKind {
  if (!(failure instanceof ApiError)) return { kind: 'other', detail: undefined, requestId: undefined };
  if (failure.subCode === SubCode.entriesMatchValidation) return { kind: 'recordsMismatch' };
  if (failure.status === 429) return { kind: 'rateLimited', seconds: failure.retryAfterSeconds ?? 60 };
  if (failure.status === 0) return { kind: 'network' };
  if (failure.status === 412) return { kind: 'changedElsewhere' };
  if (failure.status === 400 && failure.errors && failure.errors.length > 0) return { kind: 'validation' };
  return { kind: 'other', detail: failure.detail, requestId: failure.requestId };
}

/** Whole minutes to wait, at least one. */
export const minutesOf = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60));

/**
 * The sentence shown at the top of a person form after a failed submit (profile, enrolment,
 * pre-empt register). `t` reads the registration strings' `failure.*` keys.
 */
export function failureMessage(kind: FailureKind, t: TFunction<'registration'>, contact: string | null): string {
  switch (kind.kind) {
    case 'validation':
      return t('failure.validation');
    case 'recordsMismatch':
      return contact ? t('failure.recordsMismatch', { contact }) : t('failure.recordsMismatchNoContact');
    case 'rateLimited':
      return t('failure.rateLimited', { count: minutesOf(kind.seconds) });
    case 'network':
      return t('failure.network');
    case 'changedElsewhere':
      return t('failure.changedElsewhere');
    case 'other':
      return [kind.detail ?? t('failure.other'), kind.requestId ? t('failure.reference', { requestId: kind.requestId }) : ''].filter(Boolean).join(' ');
  }
}
