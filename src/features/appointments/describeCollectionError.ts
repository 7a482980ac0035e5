// Turns a refused collection action into the key of a message the member can act on. The calls keep
// the error policy for what it owns (signing out, maintenance) and skip its toast: the dialog says it.
import { ApiError } from '../../services/http/ApiError.ts';

export type CollectionErrorKey = 'changed' | 'notFound' | 'unknownSite' | 'invalidReason' | 'mail' | 'unknown';

export function describeCollectionError(error: unknown): CollectionErrorKey {
  if (!(error instanceof ApiError)) return 'unknown';
  switch (error.status) {
    case 400:
      return 'invalidReason';
    case 404:
      return 'notFound';
    case 409:
      return 'changed';
    case 422:
      return 'unknownSite';
    case 502:
      return 'mail';
    default:
      return 'unknown';
  }
}
