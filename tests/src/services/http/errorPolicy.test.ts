// The error policy of spec §8, one row per situation.
import { ApiError } from '../../../../src/services/http/ApiError';
import { decideErrorAction } from '../../../../src/services/http/errorPolicy';

const err = (status: number, subCode?: number, extra: Partial<{ aborted: boolean; title: string; detail: string }> = {}) =>
  new ApiError({ status, title: extra.title ?? 'Problem', detail: extra.detail, subCode, aborted: extra.aborted ?? false });

describe('decideErrorAction', () => {
  test.each([
    ['aborted request', err(0, undefined, { aborted: true }), true, false, { kind: 'silent' }],
    ['401 with subCode 7 exits the portal', err(401, 7), true, false, { kind: 'exitPortal' }],
    ['403 with subCode 7 exits the portal', err(403, 7), true, false, { kind: 'exitPortal' }],
    ['401 otherwise signs out', err(401), true, false, { kind: 'signOut' }],
    ['403 otherwise signs out', err(403), true, false, { kind: 'signOut' }],
    ['504 + subCode 8 with tokens signs out', err(504, 8), true, false, { kind: 'signOut' }],
    ['504 + subCode 8 without tokens is left to the page', err(504, 8), false, false, { kind: 'silent' }],
    ['subCode 2 removes the session', err(400, 2), true, false, { kind: 'signOut' }],
    ['subCode 6 is for the payment form', err(422, 6), true, false, { kind: 'silent' }],
    [
      'no subCode → toast with the server title and detail',
      err(500, undefined, { title: 'Server error', detail: 'Try later' }),
      true,
      false,
      { kind: 'toast', title: 'Server error', message: 'Try later' },
    ],
    ['no subCode but notification skipped', err(500), true, true, { kind: 'silent' }],
  ])('%s', (_name, error, hasTokens, skipNotification, expected) => {
    expect(decideErrorAction(error, { hasTokens, skipNotification })).toEqual(expected);
  });
});
