// The one HTTP client of the SPA (style §6), on the browser's fetch (docs/adr/0010): headers of
// spec §7, a shared refresh on 403 with one retry per call, a 60-second timeout, and every failure
// normalised to ApiError and handed to the error policy.
import { ApiError, isProblemDetails } from './ApiError.ts';
import { decideErrorAction, type ErrorAction } from './errorPolicy.ts';
import { problemKindOf, SubCode } from '../../../contract/domain/problems.ts';

export const SPA_VERSION = '2.1.0.35024';

/** How long a call may take before it fails as a network error. */
const TIMEOUT_MS = 60000;

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
  /** The transport; the browser's fetch unless a test gives its own. */
  fetch?: typeof fetch;
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

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/** One call: a path under `<baseUrl>/api`, its query, its body (JSON unless a Blob or a string). */
export interface HttpRequest {
  method?: HttpMethod;
  url: string;
  params?: Record<string, unknown> | undefined;
  data?: unknown;
  headers?: Record<string, string> | undefined;
  signal?: AbortSignal | undefined;
  responseType?: 'blob' | undefined;
  portal?: CallOptions & { retried?: boolean };
}

/** What toApiError reads of an answer. */
export interface HttpAnswer {
  status: number;
  statusText: string;
  headers: { get(name: string): string | null };
  data: unknown;
}

export interface HttpResponse<T> extends HttpAnswer {
  data: T;
}

/** A call that failed: the answer when there was one, otherwise why there was none. */
export interface HttpFailure {
  response?: HttpAnswer | undefined;
  aborted?: boolean;
  message?: string;
}

/** What a renewal of the tokens came to; `failure`: no answer about the session, what the call reports. */
interface Renewal {
  renewed: boolean;
  failure?: ApiError;
}

export interface HttpClient {
  request<T = unknown>(config: HttpRequest): Promise<HttpResponse<T>>;
  /** The address a call is sent to: base, path and query. */
  uri(config: Pick<HttpRequest, 'url' | 'params'>): string;
  /** Swaps both tokens; concurrent callers share one request. Resolves false when it could not (see renew). */
  refresh(): Promise<boolean>;
}

const ACCEPT = 'application/json, text/plain, */*';

/** A query value as the API has always received it: encoded, with `:$,[]` kept and spaces as `+`. */
function encode(value: string): string {
  return encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+').replace(/%5B/gi, '[').replace(/%5D/gi, ']');
}

/** `key=value` pairs; null and undefined are left out, an array repeats its key as `key[]`, a date is ISO 8601. */
export function queryString(params: Record<string, unknown> | undefined): string {
  if (!params) return '';
  const parts: string[] = [];
  for (const [key, raw] of Object.entries(params)) {
    if (raw === null || raw === undefined) continue;
    const values: unknown[] = Array.isArray(raw) ? raw : [raw];
    const name = Array.isArray(raw) ? `${key}[]` : key;
    for (const value of values) {
      if (value === null || value === undefined) continue;
      const text =
        value instanceof Date
          ? value.toISOString()
          : typeof value === 'string'
            ? value
            : typeof value === 'number' || typeof value === 'boolean'
              ? String(value)
              : JSON.stringify(value);
      parts.push(`${encode(name)}=${encode(text)}`);
    }
  }
  return parts.join('&');
}

/** An HttpFailure that is also an Error (what a rejected call carries until it becomes an ApiError). */
const failure = (what: HttpFailure): Error & HttpFailure => Object.assign(new Error(what.message ?? 'Request failed'), what);

const hasHeader = (headers: Record<string, string>, name: string): boolean => Object.keys(headers).some((key) => key.toLowerCase() === name.toLowerCase());
const headerValue = (headers: Record<string, string>, name: string): string | undefined => Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];

/** The request body: a Blob, form or buffer as it is; a string as JSON text; anything else as JSON. */
function bodyOf(data: unknown): BodyInit | undefined {
  if (data === undefined || data === null) return undefined;
  if (
    (typeof Blob !== 'undefined' && data instanceof Blob) ||
    (typeof FormData !== 'undefined' && data instanceof FormData) ||
    (typeof URLSearchParams !== 'undefined' && data instanceof URLSearchParams) ||
    data instanceof ArrayBuffer ||
    ArrayBuffer.isView(data)
  ) {
    return data as BodyInit;
  }
  if (typeof data === 'string') {
    // A string that already is JSON is sent as it is; any other string as a JSON string.
    try {
      JSON.parse(data);
      return data.trim();
    } catch {
      return JSON.stringify(data);
    }
  }
  return JSON.stringify(data);
}

/** An answer's body: JSON when it parses, the text otherwise ('' when empty). */
function parseBody(text: string): unknown {
  if (text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const base = `${deps.baseUrl.replace(/\/+$/, '')}/api`;
  const transport = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  let refreshing: Promise<Renewal> | null = null;

  const uri = (config: Pick<HttpRequest, 'url' | 'params'>): string => {
    const url = /^[a-z][a-z\d+.-]*:\/\//i.test(config.url) ? config.url : `${base}/${config.url.replace(/^\/+/, '')}`;
    const query = queryString(config.params);
    if (!query) return url;
    const hash = url.indexOf('#');
    const bare = hash === -1 ? url : url.slice(0, hash);
    return `${bare}${bare.includes('?') ? '&' : '?'}${query}`;
  };

  /**
   * Swaps both tokens. When the API refuses the refresh token the session is over and the tokens are
   * dropped. When the renewal did not get an answer about the session (the network, a timeout, a
   * server error, the clinic's or the site's maintenance) the tokens stay and that failure is what
   * the waiting call reports: the member is told what happened, not that the session ended. When the
   * tokens changed while it was under way (a sign-out, here or in another tab; a new sign-in), its
   * answer is not written over them, and the waiting call goes on with what is there.
   */
  const renew = (): Promise<Renewal> => {
    if (refreshing) return refreshing;
    const refreshToken = deps.tokens.getRefreshToken();
    if (!refreshToken) {
      deps.tokens.clearTokens();
      return Promise.resolve({ renewed: false });
    }
    const overtaken = (): Renewal | null => (deps.tokens.getRefreshToken() === refreshToken ? null : { renewed: deps.tokens.getAccessToken() !== null });
    refreshing = request<{ accessToken?: string; refreshToken?: string } | null>({
      url: '/Auth/RefreshToken',
      headers: { Authorization: `Bearer ${refreshToken}` },
      portal: { skipRefresh: true, skipErrorPolicy: true, anonymous: true, call: 'refreshToken' },
    })
      .then((response): Renewal => {
        const changed = overtaken();
        if (changed) return changed;
        const body = response.data;
        if (body?.accessToken && body.refreshToken) {
          deps.tokens.setTokens({ accessToken: body.accessToken, refreshToken: body.refreshToken });
          return { renewed: true };
        }
        deps.tokens.clearTokens();
        return { renewed: false };
      })
      .catch((error: unknown): Renewal => {
        const failure = error instanceof ApiError ? error : null;
        // Refused: the token is not (or no longer) good. A 429 or 408 says nothing about the session.
        const refused = failure !== null && [400, 401, 403].includes(failure.status) && failure.subCode !== SubCode.centerUnderMaintenance;
        if (refused) {
          const changed = overtaken();
          if (changed) return changed;
          deps.tokens.clearTokens();
          return { renewed: false };
        }
        return { renewed: false, failure: failure ?? new ApiError({ status: 0, title: 'NetworkError', call: 'refreshToken' }) };
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };
  const refresh = async (): Promise<boolean> => (await renew()).renewed;

  /** Sends once; resolves with a 2xx answer, rejects with an HttpFailure. */
  async function send(config: HttpRequest, headers: Record<string, string>): Promise<HttpAnswer> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, TIMEOUT_MS);
    const callerAborted = () => controller.abort();
    const signal = config.signal;
    if (signal?.aborted) controller.abort();
    signal?.addEventListener('abort', callerAborted);
    const failed = (): Error & HttpFailure =>
      signal?.aborted ? failure({ aborted: true }) : failure({ message: timedOut ? `timeout of ${TIMEOUT_MS}ms exceeded` : 'Network Error' });
    try {
      let response: Response;
      try {
        response = await transport(uri(config), {
          method: (config.method ?? 'get').toUpperCase(),
          headers,
          body: bodyOf(config.data) ?? null,
          signal: controller.signal,
        });
      } catch {
        throw failed();
      }
      const ok = response.status >= 200 && response.status < 300;
      let data: unknown;
      try {
        data = ok && config.responseType === 'blob' ? await response.blob() : parseBody(await response.text());
      } catch {
        // The connection broke while the body was arriving.
        throw failed();
      }
      const answer: HttpAnswer = { status: response.status, statusText: response.statusText, headers: response.headers, data };
      if (!ok) throw failure({ response: answer });
      return answer;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', callerAborted);
    }
  }

  async function request<T>(config: HttpRequest): Promise<HttpResponse<T>> {
    const options = config.portal ?? {};
    const headers: Record<string, string> = { ...config.headers };
    if (!hasHeader(headers, 'Accept')) headers.Accept = ACCEPT;
    headers['X-Spa-Version'] = SPA_VERSION;
    headers['Accept-Language'] = deps.getLocale();
    const access = deps.tokens.getAccessToken();
    if (!options.anonymous && access && !hasHeader(headers, 'Authorization')) headers.Authorization = `Bearer ${access}`;
    if (config.data !== undefined && config.data !== null && !hasHeader(headers, 'Content-Type')) {
      headers['Content-Type'] = typeof config.data === 'string' ? 'application/json' : 'application/json-patch+json';
    }
    try {
      return (await send(config, headers)) as HttpResponse<T>;
    } catch (raw) {
      const failed = raw as HttpFailure;
      if (failed.response?.status === 403 && !options.skipRefresh && !options.retried && !hasSubCode(failed.response.data)) {
        // A call sent with an access token that has since been replaced (its 403 arrived after a
        // refresh finished) is retried with the new one: refreshing again would rotate the tokens for nothing.
        const sent = headerValue(headers, 'Authorization') ?? '';
        const current = deps.tokens.getAccessToken();
        const renewal: Renewal = current !== null && sent !== `Bearer ${current}` ? { renewed: true } : await renew();
        if (renewal.renewed) {
          return request<T>({
            ...config,
            headers: { ...headers, Authorization: `Bearer ${deps.tokens.getAccessToken() ?? ''}` },
            portal: { ...options, retried: true },
          });
        }
        if (renewal.failure) throw applyPolicy(asCall(renewal.failure, options.call), options);
      }
      throw applyPolicy(toApiError(failed, options.call), options);
    }
  }

  /** Hands the error policy's decision to the app (unless the call opted out); returns the error to throw. */
  function applyPolicy(error: ApiError, options: CallOptions): ApiError {
    if (!options.skipErrorPolicy) {
      const action = decideErrorAction(error, {
        hasTokens: deps.tokens.getAccessToken() !== null,
        skipNotification: options.skipNotification ?? false,
      });
      if (action.kind !== 'silent') deps.onErrorAction(action, error);
    }
    return error;
  }

  return { request, uri, refresh };
}

/** The renewal's failure as the waiting call's own error. */
function asCall(error: ApiError, call: string | undefined): ApiError {
  const { status, title, detail, subCode, requestId, aborted, errors, retryAfterSeconds, kind } = error;
  return new ApiError({ status, title, detail, subCode, requestId, aborted, errors, retryAfterSeconds, kind, call });
}

function hasSubCode(body: unknown): boolean {
  return isProblemDetails(body) && typeof body.subCode === 'number';
}

export function toApiError(failure: HttpFailure, call?: string): ApiError {
  if (failure.aborted) {
    return new ApiError({ status: 0, title: 'Aborted', aborted: true, call });
  }
  const response = failure.response;
  if (!response) {
    return new ApiError({ status: 0, title: 'NetworkError', detail: failure.message, call });
  }
  const body: unknown = response.data;
  const retryAfter = Number(response.headers.get('retry-after') ?? undefined);
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
    requestId: response.headers.get('x-request-id') ?? undefined,
    call,
    retryAfterSeconds,
  });
}
