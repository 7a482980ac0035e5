// The words for a refused collection action, keys of `errors` in the appointments strings. The calls
// keep the error policy for what it owns (signing out, maintenance) and skip its toast: the dialog says it.
import type { MessageTable } from '../../shared/problemMessage.ts';

export const collectionProblems: MessageTable<'appointments'> = {
  statuses: { 400: 'errors.invalidReason', 404: 'errors.notFound', 409: 'errors.changed', 422: 'errors.unknownSite', 502: 'errors.mail' },
  offline: 'errors.unknown',
  unknown: 'errors.unknown',
};
