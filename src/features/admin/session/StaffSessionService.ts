// The staff session (issue 12), built like the member session (style §4): one immutable state in
// a value store (shared/valueStore), read through subscribe/snapshot, changed by command methods. It starts the
// sign-in client (MSAL, loaded on demand), reads GET /api/Admin/Me once signed in (user kind Admin,
// roles, clinics) and goes back to "signed out" when the API keeps refusing the staff token.
import type { StaffSession } from '../../../../contract/api/admin.ts';
import type { StaffApi } from '../api/createStaffApi.ts';
import { staffReturnPath, type StaffAuth } from '../staff-auth/StaffAuth.ts';
import { telemetry } from '../../../services/telemetry/telemetry.ts';
import { signInFailureClass } from '../../../services/telemetry/outcomes.ts';
import { markStaffConsole } from '../../../shared/staffConsoleMarker.ts';
import { createValueStore, type ReadonlyValueStore } from '../../../shared/valueStore.ts';

export type StaffSessionState =
  /** The sign-in client is loading and taking in a sign-in that just came back. */
  | { status: 'starting' }
  /** Staff sign-in is not set up on this server (GET /api/Configuration has no `staff`). */
  | { status: 'off' }
  /** Nobody is signed in in this tab: the sign-in page. */
  | { status: 'signedOut' }
  /** Signed in with the identity provider; reading who this is in the portal. */
  | { status: 'loading' }
  | { status: 'ready'; session: StaffSession }
  /** The client could not start, or GET /Me failed (e.g. 403: the account has no portal role). */
  | { status: 'failed'; error: unknown };

export interface StaffSessionDeps {
  /** Loads and starts the sign-in client; null when staff sign-in is not configured. */
  loadAuth: () => Promise<StaffAuth | null>;
  /** Builds the API client on the started sign-in client. */
  createApi: (auth: StaffAuth, onSignInRequired: () => void) => StaffApi;
}

export class StaffSessionService {
  readonly #state = createValueStore<StaffSessionState>({ status: 'starting' });

  readonly #deps: StaffSessionDeps;
  #auth: StaffAuth | null = null;
  #api: StaffApi | null = null;
  #started: Promise<void> | null = null;
  #load = 0;

  readonly state$: ReadonlyValueStore<StaffSessionState> = this.#state.readonly();

  constructor(deps: StaffSessionDeps) {
    this.#deps = deps;
    // Member pages opened in this tab send a signed-in staff member back to the console. Cleared on
    // sign-out and when the API refuses the token, not by a start without an account: the sign-in
    // client's hidden frames start one too, in the same tab's storage.
    this.#state.subscribe((state) => {
      if (state.status === 'ready') markStaffConsole(true);
    });
  }

  get snapshot(): StaffSessionState {
    return this.#state.getValue();
  }

  subscribe(listener: () => void): () => void {
    return this.#state.subscribe(() => listener());
  }

  /** The staff API; available once the session has started. */
  get api(): StaffApi {
    if (!this.#api) throw new Error('The staff session has not started');
    return this.#api;
  }

  /** Starts once (later calls share the first): loads the sign-in client, then the session when signed in. */
  start(): Promise<void> {
    this.#started ??= this.#start();
    return this.#started;
  }

  async #start(): Promise<void> {
    let auth: StaffAuth | null;
    try {
      auth = await this.#deps.loadAuth();
    } catch (error) {
      this.#state.next({ status: 'failed', error });
      return;
    }
    if (!auth) {
      this.#state.next({ status: 'off' });
      return;
    }
    this.#auth = auth;
    this.#api = this.#deps.createApi(auth, () => this.#signInRequired());
    const signInStartedAt = takeSignInMarker();
    if (auth.account) await this.reload();
    else this.#state.next({ status: 'signedOut' });
    // Back from the identity provider after a sign-in this tab started: reported once (issue 14).
    if (signInStartedAt !== null) {
      const state = this.snapshot;
      const durationMs = Math.max(0, Date.now() - signInStartedAt);
      if (state.status === 'ready') telemetry.trackEvent('SignIn', { kind: 'staff', outcome: 'success', twoFactor: 'no' }, { durationMs });
      else
        telemetry.trackEvent(
          'SignIn',
          { kind: 'staff', outcome: 'failure', failureClass: state.status === 'failed' ? signInFailureClass(state.error) : 'credentials', twoFactor: 'no' },
          { durationMs },
        );
    }
  }

  /** Reads GET /Me again (after a failure, or to pick up new clinics); late answers are ignored. */
  async reload(): Promise<void> {
    if (!this.#api || !this.#auth?.account) {
      this.#state.next({ status: 'signedOut' });
      return;
    }
    const load = ++this.#load;
    this.#state.next({ status: 'loading' });
    try {
      const session = await this.#api.me();
      if (load === this.#load) this.#state.next({ status: 'ready', session });
    } catch (error) {
      // A refused token has already moved the state to signedOut.
      if (load === this.#load && this.snapshot.status === 'loading') this.#state.next({ status: 'failed', error });
    }
  }

  /** Sends the browser to sign in; it comes back to `returnTo` (kept inside /admin). */
  signIn(returnTo: string): Promise<void> {
    if (!this.#auth) return Promise.resolve();
    try {
      sessionStorage.setItem(signInMarker, String(Date.now()));
    } catch {
      // Without storage the sign-in is not timed; it works the same.
    }
    return this.#auth.signIn(staffReturnPath(returnTo));
  }

  /** Ends the portal's and the identity provider's session. */
  signOut(): Promise<void> {
    markStaffConsole(false);
    if (!this.#auth) return Promise.resolve();
    return this.#auth.signOut();
  }

  #signInRequired(): void {
    markStaffConsole(false);
    this.#load += 1;
    this.#state.next({ status: 'signedOut' });
  }
}

/** When this tab sent the person to sign in (ms since the epoch), kept across the redirect. */
const signInMarker = 'portal:staff-sign-in-started';

function takeSignInMarker(): number | null {
  try {
    const value = sessionStorage.getItem(signInMarker);
    sessionStorage.removeItem(signInMarker);
    const at = Number(value);
    return value !== null && Number.isFinite(at) ? at : null;
  } catch {
    return null;
  }
}
