// Access and refresh tokens live in localStorage (spec §4); this store is the only writer and
// notifies the session when they change, including from another tab.
import type { TokenStore } from '../http/createHttpClient.ts';
import { createValueStore, type ReadonlyValueStore } from '../../shared/valueStore.ts';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

const ACCESS = 'accessToken';
const REFRESH = 'refreshToken';
// When the member last signed out, in any tab: another tab that sees the tokens go tells a sign-out
// rather than a session that ended. Read only within a few seconds of being written (storage events
// arrive at once), so an old sign-out never explains a later loss of the tokens.
const SIGNED_OUT_AT = 'signedOutAt';
const SIGN_OUT_NEWS_MS = 10_000;

export interface ObservableTokenStore extends TokenStore {
  readonly tokens$: ReadonlyValueStore<Tokens | null>;
  current(): Tokens | null;
  /** Drops the tokens because the member signed out (every tab is told it was a sign-out). */
  clearTokensOnSignOut(): void;
  /** Whether a sign-out, in this tab or another, dropped the tokens just now. */
  signedOutJustNow(): boolean;
}

export function createTokenStore(storage: Storage = window.localStorage): ObservableTokenStore {
  const read = (): Tokens | null => {
    const accessToken = storage.getItem(ACCESS);
    const refreshToken = storage.getItem(REFRESH);
    return accessToken && refreshToken ? { accessToken, refreshToken } : null;
  };
  const subject = createValueStore<Tokens | null>(read());
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === ACCESS || event.key === REFRESH || event.key === null) subject.next(read());
    });
  }
  const clearTokens = () => {
    storage.removeItem(ACCESS);
    storage.removeItem(REFRESH);
    if (subject.getValue() !== null) subject.next(null);
  };
  const attempt = (work: () => void) => {
    try {
      work();
    } catch {
      // Storage refused: a sign-out in another tab is then told as a session that ended.
    }
  };
  return {
    tokens$: subject.readonly(),
    current: () => subject.getValue(),
    getAccessToken: () => subject.getValue()?.accessToken ?? null,
    getRefreshToken: () => subject.getValue()?.refreshToken ?? null,
    setTokens: (tokens) => {
      attempt(() => storage.removeItem(SIGNED_OUT_AT));
      storage.setItem(ACCESS, tokens.accessToken);
      storage.setItem(REFRESH, tokens.refreshToken);
      subject.next({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
    },
    clearTokens,
    clearTokensOnSignOut: () => {
      // Written before the tokens go: the other tabs' storage events come in this order.
      attempt(() => storage.setItem(SIGNED_OUT_AT, String(Date.now())));
      clearTokens();
    },
    signedOutJustNow: () => {
      let at = Number.NaN;
      attempt(() => {
        at = Number(storage.getItem(SIGNED_OUT_AT));
      });
      const age = Date.now() - at;
      return age >= 0 && age <= SIGN_OUT_NEWS_MS;
    },
  };
}
