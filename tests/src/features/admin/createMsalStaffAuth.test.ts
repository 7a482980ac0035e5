import { InteractionRequiredAuthError, type AccountInfo, type Configuration } from '@azure/msal-browser';
import { createMsalStaffAuth, type MsalClient, type StaffSignInConfig } from '../../../../src/features/admin/staff-auth/createMsalStaffAuth';
import { StaffSignInRequired } from '../../../../src/features/admin/staff-auth/StaffAuth';

const ORIGIN = 'http://thames.localhost:8080';
const config: StaffSignInConfig = {
  clientId: '5c7a1e2f-8b3d-4f6a-9c0e-1d2b3a4c5e6f',
  authority: 'https://localhost:8080/emulators/entra/tenant/v2.0',
  knownAuthorities: ['localhost:8080'],
  authorityMetadata: '{"issuer":"http://localhost:8080/emulators/entra/tenant/v2.0"}',
  apiScope: 'api://cryo-portal-api/access_as_user',
};
const account = {
  username: 'theo.admin@thames.example',
  name: 'Theo Marsh',
  idToken: 'id-token',
  homeAccountId: 'h',
  environment: 'e',
  tenantId: 't',
  localAccountId: 'l',
} as AccountInfo;

function fakeMsal(options: { signedIn: boolean }) {
  let active: AccountInfo | null = null;
  const client = {
    initialize: jest.fn(() => Promise.resolve()),
    handleRedirectPromise: jest.fn(() => Promise.resolve(null)),
    getActiveAccount: jest.fn(() => active),
    getAllAccounts: jest.fn(() => (options.signedIn ? [account] : [])),
    setActiveAccount: jest.fn((next: AccountInfo | null) => {
      active = next;
    }),
    loginRedirect: jest.fn(() => Promise.resolve()),
    acquireTokenSilent: jest.fn(() => Promise.resolve({ accessToken: 'access-token' })),
    acquireTokenRedirect: jest.fn(() => Promise.resolve()),
    logoutRedirect: jest.fn(() => Promise.resolve()),
  };
  let configuration: Configuration | null = null;
  const create = (given: Configuration) => {
    configuration = given;
    return client as unknown as MsalClient;
  };
  return { client, create, configuration: () => configuration };
}

describe('createMsalStaffAuth (MSAL v5, redirect flow)', () => {
  it('configures the redirect bridge, the sign-out page, the emulator’s metadata and a per-tab cache, and takes in a returning sign-in', async () => {
    const msal = fakeMsal({ signedIn: true });
    const auth = await createMsalStaffAuth(config, ORIGIN, msal.create);
    expect(msal.configuration()).toEqual({
      auth: {
        clientId: config.clientId,
        authority: config.authority,
        knownAuthorities: ['localhost:8080'],
        authorityMetadata: config.authorityMetadata,
        redirectUri: `${ORIGIN}/admin/auth/redirect`,
        postLogoutRedirectUri: `${ORIGIN}/admin/signed-out`,
      },
      cache: { cacheLocation: 'sessionStorage' },
    });
    expect(msal.client.initialize).toHaveBeenCalled();
    expect(msal.client.handleRedirectPromise).toHaveBeenCalled();
    expect(auth.account).toEqual({ userName: 'theo.admin@thames.example', name: 'Theo Marsh' });
  });

  it('signs in with the API scope and comes back to the page asked for', async () => {
    const msal = fakeMsal({ signedIn: false });
    const auth = await createMsalStaffAuth(config, ORIGIN, msal.create);
    expect(auth.account).toBeNull();
    await expect(auth.accessToken()).rejects.toBeInstanceOf(StaffSignInRequired);
    await auth.signIn('/admin/members/3');
    expect(msal.client.loginRedirect).toHaveBeenCalledWith({ scopes: [config.apiScope], redirectStartPage: `${ORIGIN}/admin/members/3` });
  });

  it('renews silently, and forces a fresh token when asked', async () => {
    const msal = fakeMsal({ signedIn: true });
    const auth = await createMsalStaffAuth(config, ORIGIN, msal.create);
    await expect(auth.accessToken()).resolves.toBe('access-token');
    await auth.accessToken({ forceRefresh: true });
    expect(msal.client.acquireTokenSilent.mock.calls).toEqual([
      [{ scopes: [config.apiScope], account, forceRefresh: false }],
      [{ scopes: [config.apiScope], account, forceRefresh: true }],
    ]);
  });

  it('when Entra needs the person again, signs in by redirect and comes back to the current page', async () => {
    const msal = fakeMsal({ signedIn: true });
    msal.client.acquireTokenSilent.mockRejectedValueOnce(new InteractionRequiredAuthError('interaction_required', 'correlation-1'));
    const auth = await createMsalStaffAuth(config, ORIGIN, msal.create);
    let settled = false;
    void auth.accessToken().finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(msal.client.acquireTokenRedirect).toHaveBeenCalledWith({ scopes: [config.apiScope], account, redirectStartPage: window.location.href });
    expect(settled).toBe(false);
  });

  it('signs out of Entra with the id token as the hint, back to /admin/signed-out', async () => {
    const msal = fakeMsal({ signedIn: true });
    const auth = await createMsalStaffAuth(config, ORIGIN, msal.create);
    await auth.signOut();
    expect(msal.client.logoutRedirect).toHaveBeenCalledWith({ account, idTokenHint: 'id-token', postLogoutRedirectUri: `${ORIGIN}/admin/signed-out` });
  });
});
