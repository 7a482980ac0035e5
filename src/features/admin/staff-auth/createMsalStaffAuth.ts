// Staff sign-in with Microsoft Entra ID through MSAL v5 (issue 12): authorization code with PKCE in
// the redirect flow, silent renewal, sign-out that ends the Entra session. Loaded only by the staff
// area, in the `msal` chunk, so member pages never carry MSAL.
//
// MSAL v5 sends Entra's answer to a redirect-bridge page (/admin/auth/redirect, see AdminApp), which
// hands it to the page that started sign-in; handleRedirectPromise there takes it in. With the
// Entra ID emulator the authority is an https name MSAL accepts while `authorityMetadata` carries the
// real (http) endpoints, so MSAL skips discovery (architecture §8).
import { InteractionRequiredAuthError, PublicClientApplication, type AccountInfo, type Configuration } from '@azure/msal-browser';
import type { FrontendConfiguration } from '../../../../contract/api/centers.ts';
import { StaffSignInRequired, type StaffAccount, type StaffAuth } from './StaffAuth.ts';

export type StaffSignInConfig = NonNullable<FrontendConfiguration['staff']>;

/** What of MSAL's client the staff area uses (tests pass a fake one). */
export type MsalClient = Pick<
  PublicClientApplication,
  | 'initialize'
  | 'handleRedirectPromise'
  | 'getActiveAccount'
  | 'getAllAccounts'
  | 'setActiveAccount'
  | 'loginRedirect'
  | 'acquireTokenSilent'
  | 'acquireTokenRedirect'
  | 'logoutRedirect'
>;

export async function createMsalStaffAuth(
  config: StaffSignInConfig,
  origin: string,
  createClient: (configuration: Configuration) => MsalClient = (configuration) => new PublicClientApplication(configuration),
): Promise<StaffAuth> {
  const msal = createClient({
    auth: {
      clientId: config.clientId,
      authority: config.authority,
      knownAuthorities: config.knownAuthorities,
      ...(config.authorityMetadata ? { authorityMetadata: config.authorityMetadata } : {}),
      redirectUri: `${origin}/admin/auth/redirect`,
      postLogoutRedirectUri: `${origin}/admin/signed-out`,
    },
    // One tab, one staff session: closing the tab forgets it.
    cache: { cacheLocation: 'sessionStorage' },
  });
  await msal.initialize();
  const result = await msal.handleRedirectPromise();
  const account = result?.account ?? msal.getActiveAccount() ?? msal.getAllAccounts()[0] ?? null;
  if (account) msal.setActiveAccount(account);
  const scopes = [config.apiScope];

  const current = (): AccountInfo | null => msal.getActiveAccount();

  return {
    get account(): StaffAccount | null {
      const active = current();
      return active ? { userName: active.username, name: active.name ?? active.username } : null;
    },

    signIn(returnTo) {
      return msal.loginRedirect({ scopes, redirectStartPage: new URL(returnTo, origin).toString() });
    },

    async accessToken(options = {}) {
      const active = current();
      if (!active) throw new StaffSignInRequired();
      try {
        return (await msal.acquireTokenSilent({ scopes, account: active, forceRefresh: options.forceRefresh ?? false })).accessToken;
      } catch (error) {
        if (!(error instanceof InteractionRequiredAuthError)) throw error;
        // Entra needs the person (session ended, consent, policy): sign in again and come back to this page.
        await msal.acquireTokenRedirect({ scopes, account: active, redirectStartPage: window.location.href });
        // The browser is leaving: nothing waiting on this token should show an error meanwhile.
        return new Promise<string>(() => undefined);
      }
    },

    signOut() {
      const active = current();
      // The id token tells Entra whom to sign out, so it ends its session without asking.
      return msal.logoutRedirect({
        ...(active ? { account: active } : {}),
        ...(active?.idToken ? { idTokenHint: active.idToken } : {}),
        postLogoutRedirectUri: `${origin}/admin/signed-out`,
      });
    },
  };
}
