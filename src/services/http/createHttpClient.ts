// The one axios instance of the SPA (style §6): headers of spec §7, a shared refresh on 403 with
// one retry per call, and every failure normalised to ApiError and handed to the error policy.
import axios, { AxiosHeaders, type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { ApiError, isProblemDetails } from './ApiError.ts';
import { decideErrorAction, type ErrorAction } from './errorPolicy.ts';
import { problemKindOf } from '../../../contract/domain/problems.ts';

export const SPA_VERSION = '2.1.0.35024';

export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(tokens: { accessToken: string; refreshToken: string }): void;
  clearTokens(): void;
}

export interface HttpClientDeps {
  baseUrl: string;
  tokens: TokenStore;
  getLocale: () => string;
  onErrorAction: (action: ErrorAction, error: ApiError) => void;
}

/** Per-call options (spec §7/§8: refresh and notification can be turned off per call). */
export interface CallOptions {
  skipRefresh?: boolean;
  skipNotification?: boolean;
  /** The caller handles every error itself: no toast, no navigation. */
  skipErrorPolicy?: boolean;
  anonymous?: boolean;
  signal?: AbortSignal;
  call?: string;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
  /** 'blob' for a document download. */
  responseType?: 'blob';
}

declare module 'axios' {
  interface AxiosRequestConfig {
    portal?: CallOptions & { retried?: boolean };
  }
}

export interface HttpClient {
  readonly axios: AxiosInstance;
  /** Swaps both tokens; concurrent callers share one request. Resolves false when the session is over. */
  refresh(): Promise<boolean>;
}

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const instance = axios.create({ baseURL: `${deps.baseUrl}/api`, timeout: 60000 });
  let refreshing: Promise<boolean> | null = null;

  const refresh = (): Promise<boolean> => {
    if (refreshing) return refreshing;
    const refreshToken = deps.tokens.getRefreshToken();
    if (!refreshToken) {
      deps.tokens.clearTokens();
      return Promise.resolve(false);
    }
    refreshing = instance
      .get<{ accessToken?: string; refreshToken?: string } | null>('/Auth/RefreshToken', {
        headers: { Authorization: `Bearer ${refreshToken}` },
        portal: { skipRefresh: true, skipErrorPolicy: true, anonymous: true, call: 'refreshToken' },
      })
      .then((response) => {
        const body = response.data;
        if (body?.accessToken && body.refreshToken) {
          deps.tokens.setTokens({ accessToken: body.accessToken, refreshToken: body.refreshToken });
          return true;
        }
        deps.tokens.clearTokens();
        return false;
      })
      .catch(() => {
        deps.tokens.clearTokens();
        return false;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  instance.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    const headers = AxiosHeaders.from(config.headers);
    headers.set('X-Spa-Version', SPA_VERSION);
    headers.set('Accept-Language', deps.getLocale());
    const access = deps.tokens.getAccessToken();
    if (!config.portal?.anonymous && access && !headers.has('Authorization')) {
      headers.set('Authorization', `Bearer ${access}`);
    }
    if (config.data !== undefined && config.data !== null && !headers.has('Content-Type')) {
      headers.set('Content-Type', typeof config.data === 'string' ? 'application/json' : 'application/json-patch+json');
    }
    config.headers = headers;
    return config;
  });

  instance.interceptors.response.use(undefined, async (raw: unknown) => {
    const failure = raw as AxiosError;
    const config = failure.config;
    const options = config?.portal ?? {};
    if (
      config &&
      failure.response?.status === 403 &&
      !options.skipRefresh &&
      !options.retried &&
      !hasSubCode(failure.response.data)
    ) {
      // A call sent with an access token that has since been replaced (its 403 arrived after a
      // refresh finished) is retried with the new one: refreshing again would rotate the tokens for nothing.
      const sent = String(AxiosHeaders.from(config.headers).get('Authorization') ?? '');
      const current = deps.tokens.getAccessToken();
      const refreshed = current !== null && sent !== `Bearer ${current}` ? true : await refresh();
      if (refreshed) {
        const headers = AxiosHeaders.from(config.headers);
        headers.set('Authorization', `Bearer ${deps.tokens.getAccessToken() ?? ''}`);
        return instance.request({ ...config, headers, portal: { ...options, retried: true } });
      }
    }
    const error = toApiError(failure, options.call);
    if (!options.skipErrorPolicy) {
      const action = decideErrorAction(error, {
        hasTokens: deps.tokens.getAccessToken() !== null,
        skipNotification: options.skipNotification ?? false,
      });
      if (action.kind !== 'silent') deps.onErrorAction(action, error);
    }
    throw error;
  });

  return { axios: instance, refresh };
}

function hasSubCode(body: unknown): boolean {
  return isProblemDetails(body) && typeof body.subCode === 'number';
}

export function toApiError(failure: AxiosError, call?: string): ApiError {
  if (axios.isCancel(failure) || failure.code === 'ERR_CANCELED') {
    return new ApiError({ status: 0, title: 'Aborted', aborted: true, call });
  }
  const response = failure.response;
  if (!response) {
    return new ApiError({ status: 0, title: 'NetworkError', detail: failure.message, call });
  }
  const body: unknown = response.data;
  const retryAfter = Number(response.headers['retry-after']);
  const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined;
  if (isProblemDetails(body)) {
    return new ApiError({
      status: response.status,
      title: body.title,
      detail: body.detail,
      subCode: body.subCode,
      requestId: body.requestId,
      errors: body.errors,
      call,
      retryAfterSeconds,
      kind: problemKindOf(body.type),
    });
  }
  return new ApiError({
    status: response.status,
    title: response.statusText || `HTTP ${response.status}`,
    requestId: typeof response.headers['x-request-id'] === 'string' ? response.headers['x-request-id'] : undefined,
    call,
    retryAfterSeconds,
  });
}
