// What the staff area needs from a sign-in client (issue 12), without naming MSAL: the console's
// code and its tests depend on this; createMsalStaffAuth.ts implements it with Entra ID in the
// `msal` chunk, which only the staff area loads.

/** The signed-in staff account as the identity provider knows it (the portal's roles come from GET /api/Admin/Me). */
export interface StaffAccount {
  userName: string;
  name: string;
}

export interface StaffAuth {
  /** The account signed in in this tab, or null. */
  readonly account: StaffAccount | null;
  /** Sends the browser to the identity provider; it comes back to `returnTo` (a path of this site). */
  signIn(returnTo: string): Promise<void>;
  /**
   * An access token for the staff API, renewed silently. `forceRefresh` skips the cached token
   * (after the API refused it). When the provider needs the person again the browser is sent there
   * and comes back to the page it is on; the returned promise then never settles.
   */
  accessToken(options?: { forceRefresh?: boolean }): Promise<string>;
  /** Ends the portal's and the identity provider's session, then shows /admin/signed-out. */
  signOut(): Promise<void>;
}

/** No account is signed in in this tab (or the provider no longer knows it). */
export class StaffSignInRequired extends Error {
  constructor() {
    super('Staff sign-in required');
    this.name = 'StaffSignInRequired';
  }
}

/** Where sign-in returns to when nothing else is asked for. */
export const STAFF_HOME = '/admin/queue';

/** A return address inside the staff area only (no open redirect through ?next=). */
export function staffReturnPath(next: string | null | undefined): string {
  if (typeof next !== 'string' || !/^\/admin(\/|$|\?)/.test(next) || next.includes('\\') || next.startsWith('//')) return STAFF_HOME;
  try {
    const url = new URL(next, 'https://portal.invalid');
    if (url.origin !== 'https://portal.invalid' || !/^\/admin(\/|$)/.test(url.pathname)) return STAFF_HOME;
    // Signing in again from the sign-in or signed-out page goes to the console, not back to them.
    if (/^\/admin\/(sign-in|signed-out|auth\/)/.test(url.pathname)) return STAFF_HOME;
    return `${url.pathname}${url.search}`;
  } catch {
    return STAFF_HOME;
  }
}
