// Words for a failed matching-site call, shown where the member acted (dialog, form, photo list).
import type { TFunction } from 'i18next';
import { ApiError } from '../../services/http/ApiError.ts';

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

const isKnownKind = (kind: string | undefined): kind is (typeof KNOWN_KINDS)[number] => (KNOWN_KINDS as readonly (string | undefined)[]).includes(kind);

export function describeMatchingError(error: unknown, t: TFunction<'matching'>): string {
  if (!(error instanceof ApiError)) return t('errors.generic');
  if (error.status === 0) return t('errors.network');
  // The refusals a member can meet have words in every language; the server's own (English) detail is the fallback.
  if (isKnownKind(error.kind)) return t(`errors.kinds.${error.kind}`);
  if (error.status === 413) return t('errors.kinds.photo-too-large');
  if (error.status === 409 || error.status === 415 || error.status === 422 || error.status === 400) {
    return error.detail ?? error.title;
  }
  if (error.status === 404) return t('errors.notFound');
  if (error.status === 429) return t('errors.tooMany');
  return error.detail ?? t('errors.generic');
}
