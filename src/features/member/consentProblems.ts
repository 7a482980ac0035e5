// The words for a refused consent call (the calls skip the global error policy), keys of `problems`
// in the consent strings.
import type { MessageTable } from '../../shared/problemMessage.ts';

export const consentProblems: MessageTable<'memberConsent'> = {
  kinds: { 'terms-mismatch': 'problems.terms' },
  statuses: { 403: 'problems.readOnly', 404: 'problems.changed', 409: 'problems.changed', 429: 'problems.busy', 503: 'problems.busy' },
  offline: 'problems.busy',
  unknown: 'problems.generic',
};
