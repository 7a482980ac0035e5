// Staff sign-in with Microsoft Entra ID through MSAL (issue 12): authorization code with PKCE in the
// redirect flow, silent renewal, sign-out that ends the Entra session. Loaded only by the staff
// area's chunk, so the member pages never carry MSAL.
import { InteractionRequiredAuthError, PublicClientApplication, type AccountInfo } from '@azure/msal-browser';
import type { FrontendConfiguration } from '../../../server/contract/centers.ts';

export type StaffSignInConfig = NonNullable<FrontendConfiguration['staff']>;

export class StaffAuth {
  readonly #msal: PublicClientApplication;
  readonly #config: StaffSignInConfig;

  private constructor(msal: PublicClientApplication, config: StaffSignInConfig) {
    this.#msal = msal;
    this.#config = config;
  }

  /** Starts MSAL and takes in a sign-in that just came back from Entra ID. */
  static async start(config: StaffSignInConfig, origin: string): Promise<StaffAuth> {
    const msal = new PublicClientApplication({
      auth: {
        clientId: config.clientId,
        authority: config.authority,
        knownAuthorities: config.knownAuthorities,
        ...(config.authorityMetadata ? { authorityMetadata: config.authorityMetadata } : {}),
        redirectUri: `${origin}/admin/auth/redirect`,
        postLogoutRedirectUri: `${origin}/admin/signed-out`,
      },
      cache: { cacheLocation: 'sessionStorage' },
    });
    await msal.initialize();
    const result = await msal.handleRedirectPromise();
    const account = result?.account ?? msal.getAllAccounts()[0] ?? null;
    if (account) msal.setActiveAccount(account);
    return new StaffAuth(msal, config);
  }

  get account(): AccountInfo | null {
    return this.#msal.getActiveAccount();
  }

  /** Sends the browser to Entra ID; it comes back to `returnTo`. */
  signIn(returnTo: string): Promise<void> {
    return this.#msal.loginRedirect({ scopes: [this.#config.apiScope], redirectStartPage: returnTo });
  }

  /** An access token for the staff API, renewed silently; when Entra needs the person, signs in again and comes back here. */
  async accessToken(): Promise<string> {
    const account = this.account;
    if (!account) throw new StaffSignInRequired();
    try {
      return (await this.#msal.acquireTokenSilent({ scopes: [this.#config.apiScope], account })).accessToken;
    } catch (error) {
      if (error instanceof InteractionRequiredAuthError) {
        await this.#msal.acquireTokenRedirect({ scopes: [this.#config.apiScope], account, redirectStartPage: window.location.href });
      }
      throw error;
    }
  }

  /** Ends the portal's and Entra ID's session (the id token tells Entra whom to sign out). */
  signOut(): Promise<void> {
    const account = this.account;
    return this.#msal.logoutRedirect({ ...(account ? { account } : {}), ...(account?.idToken ? { idTokenHint: account.idToken } : {}) });
  }
}

export class StaffSignInRequired extends Error {
  constructor() {
    super('Staff sign-in required');
    this.name = 'StaffSignInRequired';
  }
}
