// The words for a refused sign or withdraw call (problem+json, architecture §5). The calls skip the
// global error policy, so every case has a message here; `signError` and `withdrawError` in the
// strings hold the same cases.
import { SubCode } from '../../../contract/domain/problems.ts';
import type { MessageTable } from '../../shared/problemMessage.ts';

function refusals<G extends string>(group: G) {
  const key = <C extends string>(refusal: C): `${G}.${C}` => `${group}.${refusal}`;
  return {
    subCodes: {
      [SubCode.closeFreezeDateViaDisposition]: key('notYetEligible'),
      [SubCode.centerUnderMaintenance]: key('maintenance'),
      [SubCode.siteUnderMaintenance]: key('maintenance'),
    },
    statuses: {
      401: key('sessionEnded'),
      403: key('readOnly'),
      404: key('notFound'),
      409: key('alreadyExploring'),
      422: key('notAllowed'),
    },
    offline: key('network'),
    unknown: key('unknown'),
  };
}

export const dispositionProblems: {
  signError: MessageTable<'dispositions'>;
  /** The member home words a withdrawal too (through the withdraw dialog, in its own strings). */
  withdrawError: MessageTable<'member' | 'dispositions'>;
} = { signError: refusals('signError'), withdrawError: refusals('withdrawError') };
