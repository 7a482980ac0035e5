// PayPal REST client (Orders v2 with vaulting): OAuth client-credentials token cached until shortly
// before it expires, create order, capture. Every call has a time limit; PayPal-Request-Id makes
// creates and captures idempotent, so a retry after a timeout never charges twice.
import type { PayPalSettings } from '../config.ts';
import type { Clock } from './clock.ts';

export type FetchLike = (url: string, init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal }) => Promise<Response>;

export interface PayPalMoney {
  currency_code: string;
  value: string;
}

interface VaultAttribute {
  vault?: { id?: string; status?: string; customer?: { id?: string } };
}

/** The parts of a PayPal order the portal reads. */
export interface PayPalOrder {
  id: string;
  status: string;
  payment_source?: {
    card?: { brand?: string; last_digits?: string; expiry?: string; attributes?: VaultAttribute };
    paypal?: { email_address?: string; account_id?: string; attributes?: VaultAttribute };
  };
  purchase_units?: { amount?: PayPalMoney; payments?: { captures?: { id: string; status: string; amount?: PayPalMoney }[] } }[];
  payer?: { payer_id?: string; email_address?: string };
}

export type CreateOrderRequest = Record<string, unknown>;

/**
 * Why a PayPal call failed: `rejected` — PayPal answered and refused (4xx: declined, not approved, unknown
 * order); `unavailable` — no usable answer (connection refused, 5xx, bad credentials, unreadable body);
 * `timeout` — no answer within the time limit (the call may still have happened at PayPal).
 */
export class PayPalCallError extends Error {
  readonly kind: 'rejected' | 'unavailable' | 'timeout';
  readonly status: number | null;
  readonly issue: string | null;
  readonly debugId: string | null;
  constructor(kind: PayPalCallError['kind'], message: string, details: { status?: number; issue?: string | null; debugId?: string | null } = {}) {
    super(message);
    this.name = 'PayPalCallError';
    this.kind = kind;
    this.status = details.status ?? null;
    this.issue = details.issue ?? null;
    this.debugId = details.debugId ?? null;
  }
}

const tokenRefreshMarginMs = 60_000;

export class PayPalClient {
  readonly #settings: PayPalSettings;
  readonly #fetch: FetchLike;
  readonly #clock: Clock;
  #token: { value: string; expiresAtMs: number } | null = null;
  #tokenRequest: Promise<string> | null = null;

  constructor(settings: PayPalSettings, fetchImpl: FetchLike, clock: Clock) {
    this.#settings = settings;
    this.#fetch = fetchImpl;
    this.#clock = clock;
  }

  async createOrder(body: CreateOrderRequest, requestId: string): Promise<PayPalOrder> {
    return (await this.#api('POST', '/v2/checkout/orders', body, requestId)) as PayPalOrder;
  }

  /** Reads an order as PayPal has it now (how an outcome that was not seen is settled). */
  async getOrder(orderId: string): Promise<PayPalOrder> {
    return (await this.#api('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`, undefined, `get-${orderId}`)) as PayPalOrder;
  }

  async captureOrder(orderId: string, requestId: string): Promise<PayPalOrder> {
    return (await this.#api('POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {}, requestId)) as PayPalOrder;
  }

  /** Refunds a capture in full (Payments v2); the request id makes a retry the same refund. */
  async refundCapture(captureId: string, requestId: string): Promise<{ id: string; status: string }> {
    return (await this.#api('POST', `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {}, requestId)) as { id: string; status: string };
  }

  async #api(method: string, path: string, body: unknown, requestId: string): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.#accessToken();
      const response = await this.#send(path, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          accept: 'application/json',
          'paypal-request-id': requestId,
          prefer: 'return=representation',
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (response.status === 401 && attempt === 0) {
        this.#token = null; // revoked or expired early: one fresh token, same request id
        continue;
      }
      const json = await readJson(response);
      if (response.ok) return json;
      const error = (json ?? {}) as { name?: string; message?: string; debug_id?: string; details?: { issue?: string }[] };
      const issue = error.details?.[0]?.issue ?? error.name ?? null;
      const details = { status: response.status, issue, debugId: error.debug_id ?? null };
      if (response.status >= 400 && response.status < 500 && response.status !== 401 && response.status !== 403 && response.status !== 429) {
        throw new PayPalCallError('rejected', `PayPal refused ${method} ${path}: ${response.status} ${issue ?? ''}`, details);
      }
      throw new PayPalCallError('unavailable', `PayPal answered ${method} ${path} with ${response.status}`, details);
    }
  }

  async #accessToken(): Promise<string> {
    if (this.#token && this.#token.expiresAtMs - tokenRefreshMarginMs > this.#clock.now()) return this.#token.value;
    this.#tokenRequest ??= this.#requestToken().finally(() => {
      this.#tokenRequest = null;
    });
    return this.#tokenRequest;
  }

  async #requestToken(): Promise<string> {
    const basic = Buffer.from(`${this.#settings.clientId}:${this.#settings.clientSecret}`).toString('base64');
    const response = await this.#send('/v1/oauth2/token', {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: 'grant_type=client_credentials',
    });
    const json = (await readJson(response)) as { access_token?: string; expires_in?: number } | null;
    if (!response.ok || !json?.access_token) {
      throw new PayPalCallError('unavailable', `PayPal token request failed with ${response.status}`, { status: response.status });
    }
    this.#token = { value: json.access_token, expiresAtMs: this.#clock.now() + (json.expires_in ?? 0) * 1000 };
    return json.access_token;
  }

  /** One HTTP exchange within the time limit (also for a fetch that ignores the abort signal). */
  async #send(path: string, init: { method: string; headers: Record<string, string>; body?: string }): Promise<Response> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new PayPalCallError('timeout', `PayPal did not answer ${init.method} ${path} within ${this.#settings.timeoutMs} ms`));
      }, this.#settings.timeoutMs);
    });
    try {
      return await Promise.race([this.#fetch(`${this.#settings.baseUrl}${path}`, { ...init, signal: controller.signal }), timeout]);
    } catch (error) {
      if (error instanceof PayPalCallError) throw error;
      throw new PayPalCallError('unavailable', `PayPal could not be reached for ${init.method} ${path}`);
    } finally {
      clearTimeout(timer);
    }
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (response.ok) throw new PayPalCallError('unavailable', 'PayPal answered with something that is not JSON', { status: response.status });
    return null;
  }
}
