// Words for a failed matching-site call, shown where the member acted (dialog, form, photo list).
import type { ApiError } from '../../services/http/ApiError.ts';
import type { MessageKey, MessageTable } from '../../shared/problemMessage.ts';
import type { ProblemKind } from '../../../contract/domain/problems.ts';

export const KNOWN_KINDS = [
  'embryos-already-reserved',
  'match-not-accepted',
  'matching-photos-limit',
  'unsupported-image',
  'matching-site-maintenance',
  'request-not-active',
  'request-not-open',
  'photos-not-offered',
  'read-only-member',
  'changed-elsewhere',
  'reserved-embryos-stay-offered',
  'privacy-type-set-by-clinic',
] as const;

/** A refusal with no words of ours: the server's own (English) detail. */
const serverWords = (error: ApiError) => error.detail ?? error.title;

export const matchingProblems: MessageTable<'matching'> = {
  // The refusals a member can meet have words in every language.
  kinds: Object.fromEntries(KNOWN_KINDS.map((kind): [ProblemKind, MessageKey<'matching'>] => [kind, `errors.kinds.${kind}`])),
  statuses: {
    400: serverWords,
    404: 'errors.notFound',
    409: serverWords,
    413: 'errors.kinds.photo-too-large',
    415: serverWords,
    422: serverWords,
    429: 'errors.tooMany',
  },
  offline: 'errors.network',
  otherwise: (error) => error.detail,
  unknown: 'errors.generic',
};
