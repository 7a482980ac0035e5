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

export interface ObservableTokenStore extends TokenStore {
  readonly tokens$: ReadonlyValueStore<Tokens | null>;
  current(): Tokens | null;
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
    clearTokens: () => {
      storage.removeItem(ACCESS);
      storage.removeItem(REFRESH);
      if (subject.getValue() !== null) subject.next(null);
    },
  };
}
