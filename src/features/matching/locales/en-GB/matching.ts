// Namespace 'matching' in English (UK).
import { strings as enUS, type Strings } from '../en-US/matching.ts';

export const strings: Strings = {
  ...enUS,
  field: { ...enUS.field, eyeColor: 'Eye colour', hairColor: 'Hair colour', residenceState: 'State or county of residence' },
  filter: { ...enUS.filter, eyeColor: 'Eye colour', hairColor: 'Hair colour' },
  wizard: { ...enUS.wizard, stateHint: 'Two letters, for example MA', finished: 'Your matching profile has been saved.' },
  errors: {
    ...enUS.errors,
    kinds: {
      ...enUS.errors.kinds,
      'request-not-active': 'There is nothing to cancel: this request was already answered or cancelled.',
      'request-not-open': 'This request has already been answered or cancelled.',
    },
  },
  request: { ...enUS.request, state: { ...enUS.request.state, CANCELLED: 'Cancelled' } },
  view: { ...enUS.view, done: { ...enUS.view.done, cancel: 'Your request was cancelled.', cancelReservation: 'Your reservation was cancelled.' } },
};
