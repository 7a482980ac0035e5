// The HTTP error policy's actions (spec §8) applied to the session, the address and the notifications.
import { applyErrorAction, type ErrorActionTargets } from '../../../src/app/applyErrorAction';
import { ApiError } from '../../../src/services/http/ApiError';
import type { SessionState } from '../../../src/services/session/SessionService';

function targets(signedIn: boolean) {
  const state = { tokens: signedIn ? { accessToken: 'a', refreshToken: 'r' } : null } as SessionState;
  const endSession = jest.fn((reason: SessionState['exitReason']) => {
    state.tokens = null;
    state.exitReason = reason;
  });
  const navigate = jest.fn<void, [string, { replace: boolean }]>();
  const notify = jest.fn<void, Parameters<ErrorActionTargets['notify']>>();
  const t = (key: string) => `text of ${key}`;
  const value: ErrorActionTargets = {
    session: {
      get snapshot() {
        return state;
      },
      endSession,
    },
    navigate,
    notify,
    t,
  };
  return { value, state, endSession, navigate, notify };
}

const refused = (status: number, subCode?: number) => new ApiError({ status, title: 'Unauthorized', ...(subCode === undefined ? {} : { subCode }) });

describe('applyErrorAction', () => {
  it('ends a revoked session once, however many calls in flight were refused with it, and goes home once', () => {
    const { value, state, endSession, navigate } = targets(true);
    for (let i = 0; i < 4; i += 1) applyErrorAction({ kind: 'signOut' }, refused(401), value);
    expect(endSession).toHaveBeenCalledTimes(1);
    expect(endSession).toHaveBeenCalledWith('sessionEnded');
    expect(navigate.mock.calls).toEqual([['/', { replace: true }]]);
    expect(state.tokens).toBeNull();
  });

  it('says the whole site is under maintenance when the sign-out came with 504', () => {
    const { value, endSession } = targets(true);
    applyErrorAction({ kind: 'signOut' }, refused(504, 8), value);
    expect(endSession).toHaveBeenCalledWith('siteMaintenance');
  });

  it('leaves the address alone when nobody was signed in', () => {
    const { value, endSession, navigate } = targets(false);
    applyErrorAction({ kind: 'signOut' }, refused(401), value);
    expect(endSession).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves the portal for the sign-in page when the clinic went into maintenance', () => {
    const { value, endSession, navigate } = targets(true);
    applyErrorAction({ kind: 'exitPortal' }, refused(401, 7), value);
    expect(endSession).toHaveBeenCalledWith('centerMaintenance');
    expect(navigate).toHaveBeenCalledWith('/auth/login', { replace: true });
  });

  it('shows a toast with the server title, the network text or the generic text', () => {
    const { value, notify } = targets(true);
    applyErrorAction({ kind: 'toast', title: 'Card refused', message: 'Try another card.' }, refused(400), value);
    applyErrorAction({ kind: 'toast', title: 'NetworkError', message: 'x' }, refused(0), value);
    applyErrorAction({ kind: 'toast', title: '', message: '' }, refused(500), value);
    expect(notify.mock.calls.map(([toast]) => toast)).toEqual([
      { title: 'Card refused', body: 'Try another card.', intent: 'error' },
      { title: 'text of networkError', body: undefined, intent: 'error' },
      { title: 'text of BadAlert', body: '', intent: 'error' },
    ]);
  });
});
