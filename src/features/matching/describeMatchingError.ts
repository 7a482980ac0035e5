// Words for a failed matching-site call, shown where the member acted (dialog, form, photo list).
import type { TFunction } from 'i18next';
import { ApiError } from '../../services/http/ApiError.ts';

export function describeMatchingError(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('errors.generic');
  if (error.status === 0) return t('errors.network');
  if (error.status === 409 || error.status === 413 || error.status === 415 || error.status === 422 || error.status === 400) {
    return error.detail ?? error.title;
  }
  if (error.status === 404) return t('errors.notFound');
  if (error.status === 429) return t('errors.tooMany');
  return error.detail ?? t('errors.generic');
}
