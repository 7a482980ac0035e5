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
// Which tokens a sign-out dropped, in any tab: another tab that sees those very tokens go tells a
// sign-out rather than a session that ended. A mark of the tokens, not of the time, so a tab frozen in
// the background that hears of it minutes later tells the same, and a later loss of other tokens is
// never taken for it. The mark is a short digest of the refresh token, never the token itself; the
// next sign-out writes over it.
const SIGNED_OUT = 'signedOutTokens';

/** FNV-1a of the text, in hex: enough to tell one session's tokens from another's. */
function digestOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

export interface ObservableTokenStore extends TokenStore {
  readonly tokens$: ReadonlyValueStore<Tokens | null>;
  current(): Tokens | null;
  /** Drops the tokens because the member signed out (every tab is told it was a sign-out). */
  clearTokensOnSignOut(): void;
  /** Whether a sign-out, in this tab or another, dropped these tokens. */
  droppedBySignOut(tokens: Tokens): boolean;
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
  return {
    tokens$: subject.readonly(),
    current: () => subject.getValue(),
    getAccessToken: () => subject.getValue()?.accessToken ?? null,
    getRefreshToken: () => subject.getValue()?.refreshToken ?? null,
    setTokens: (tokens) => {
      storage.setItem(ACCESS, tokens.accessToken);
      storage.setItem(REFRESH, tokens.refreshToken);
      subject.next({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
    },
    clearTokens,
    clearTokensOnSignOut: () => {
      // Written before the tokens go: the other tabs' storage events come in this order.
      const dropped = subject.getValue();
      try {
        if (dropped) storage.setItem(SIGNED_OUT, digestOf(dropped.refreshToken));
      } catch {
        // Storage refused: the other tabs then tell a session that ended.
      }
      clearTokens();
    },
    droppedBySignOut: (tokens) => {
      try {
        return storage.getItem(SIGNED_OUT) === digestOf(tokens.refreshToken);
      } catch {
        return false;
      }
    },
  };
}
