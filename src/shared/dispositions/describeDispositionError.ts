// Turns a refused sign or withdraw call (problem+json, architecture §5) into the key of a message
// the member can act on. The calls skip the global error policy, so every case is handled here.
import { ApiError } from '../../services/http/ApiError.ts';
import { SubCode } from '../../../contract/domain/problems.ts';

export type DispositionErrorKey = 'notYetEligible' | 'alreadyExploring' | 'notAllowed' | 'readOnly' | 'notFound' | 'sessionEnded' | 'maintenance' | 'network' | 'unknown';

export function describeDispositionError(error: unknown): DispositionErrorKey {
  if (!(error instanceof ApiError)) return 'unknown';
  if (error.subCode === SubCode.closeFreezeDateViaDisposition) return 'notYetEligible';
  if (error.subCode === SubCode.centerUnderMaintenance || error.subCode === SubCode.siteUnderMaintenance) return 'maintenance';
  switch (error.status) {
    case 0:
      return 'network';
    case 401:
      return 'sessionEnded';
    case 403:
      return 'readOnly';
    case 404:
      return 'notFound';
    case 409:
      return 'alreadyExploring';
    case 422:
      return 'notAllowed';
    default:
      return 'unknown';
  }
}
