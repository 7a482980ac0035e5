import { StaffSessionService } from '../../../../src/features/admin/session/StaffSessionService';
import { adminSetup, FakeStaffAuth, makeStaffSession, problem } from '../../support/renderWithServices';

describe('StaffSessionService', () => {
  it('is off when staff sign-in is not configured', async () => {
    const service = new StaffSessionService({ loadAuth: () => Promise.resolve(null), createApi: () => jest.fn() as never });
    await service.start();
    expect(service.snapshot).toEqual({ status: 'off' });
  });

  it('is signed out when no account is signed in in this tab, and starts only once', async () => {
    const { service, api } = adminSetup({ account: null });
    await Promise.all([service.start(), service.start()]);
    expect(service.snapshot).toEqual({ status: 'signedOut' });
    expect(api.me).not.toHaveBeenCalled();
  });

  it('reads GET /Me once signed in and streams each state to subscribers', async () => {
    const session = makeStaffSession();
    const { service } = adminSetup({ session });
    const seen: string[] = [];
    const unsubscribe = service.subscribe(() => seen.push(service.snapshot.status));
    await service.start();
    unsubscribe();
    expect(seen).toEqual(['starting', 'loading', 'ready']);
    expect(service.snapshot).toEqual({ status: 'ready', session });
  });

  it('fails with the answer when the account has no portal role (403)', async () => {
    const { service } = adminSetup({ api: { me: jest.fn(() => Promise.reject(problem(403, 'staff-forbidden'))) } });
    await service.start();
    expect(service.snapshot).toMatchObject({ status: 'failed', error: { status: 403 } });
  });

  it('goes back to signed out when the API keeps refusing the staff token', async () => {
    const setup = adminSetup();
    await setup.service.start();
    setup.signInRequired();
    expect(setup.service.snapshot).toEqual({ status: 'signedOut' });
  });

  it('signs in to a page inside the staff area only, and signs out through the client', async () => {
    const auth = new FakeStaffAuth(null);
    const { service } = adminSetup({ auth });
    await service.start();
    await service.signIn('/admin/members/3');
    await service.signIn('https://evil.example/');
    await service.signOut();
    expect(auth.signIn.mock.calls).toEqual([['/admin/members/3'], ['/admin/queue']]);
    expect(auth.signOut).toHaveBeenCalledTimes(1);
  });

  it('fails when the sign-in client cannot start', async () => {
    const service = new StaffSessionService({ loadAuth: () => Promise.reject(new Error('chunk')), createApi: () => jest.fn() as never });
    await service.start();
    expect(service.snapshot.status).toBe('failed');
  });
});
