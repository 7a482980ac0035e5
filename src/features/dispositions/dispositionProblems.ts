// The words for a refused sign or withdraw call (problem+json, architecture §5). The calls skip the
// global error policy, so every case has a message here; `signError` and `withdrawError` in the
// strings hold the same cases.
import { SubCode } from '../../../contract/domain/problems.ts';
import type { MessageTable } from '../../shared/problemMessage.ts';

export function dispositionProblems(group: 'signError' | 'withdrawError'): MessageTable {
  return {
    subCodes: {
      [SubCode.closeFreezeDateViaDisposition]: `${group}.notYetEligible`,
      [SubCode.centerUnderMaintenance]: `${group}.maintenance`,
      [SubCode.siteUnderMaintenance]: `${group}.maintenance`,
    },
    statuses: {
      401: `${group}.sessionEnded`,
      403: `${group}.readOnly`,
      404: `${group}.notFound`,
      409: `${group}.alreadyExploring`,
      422: `${group}.notAllowed`,
    },
    offline: `${group}.network`,
    unknown: `${group}.unknown`,
  };
}
