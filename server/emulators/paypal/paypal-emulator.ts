// PayPal emulator (architecture §8): the subset of PayPal's REST API the Portal API uses — OAuth
// client credentials, Orders v2 with vault attributes, capture — plus the buyer-side steps the JS SDK
// stand-in (./sdk, served at /emulators/paypal/sdk/js) performs in the browser: card fields confirm
// the card, the wallet button approves or cancels. State lives in memory; test cards decide the
// outcome (see ../README.md). Registered at `/emulators/paypal` when emulators are on; loopback only.
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

export type CardBrand = 'VISA' | 'MASTERCARD' | 'AMEX' | 'DISCOVER';
type Outcome = 'approve' | 'decline' | 'error';

/** The documented test cards; any other Luhn-valid card of a known brand approves. */
export const payPalTestCards: Record<string, { brand: CardBrand; outcome: Outcome }> = {
  '4111111111111111': { brand: 'VISA', outcome: 'approve' },
  '5555555555554444': { brand: 'MASTERCARD', outcome: 'approve' },
  '4000000000000002': { brand: 'VISA', outcome: 'decline' },
  '4000000000000119': { brand: 'VISA', outcome: 'error' },
};

/** A vault id names brand and last four digits, so a vault id survives an emulator restart (demo data uses them). */
const cardVaultPattern = /^EMUV-(VISA|MASTERCARD|AMEX|DISCOVER)-(\d{4})-[A-Z0-9]+$/;
const walletVaultPattern = /^EMUV-PAYPAL-[A-Z0-9]+$/;

export interface PayPalFaults {
  /** Every REST call (token, orders, capture) waits this long before answering. */
  delayMs: number;
  /** Every REST call answers 503 SERVICE_UNAVAILABLE. */
  down: boolean;
}

interface Money {
  currency_code: string;
  value: string;
}

interface CardVault {
  kind: 'card';
  id: string;
  customerId: string;
  brand: CardBrand;
  lastDigits: string;
  expiry: string;
  outcome: Outcome;
}
interface WalletVault {
  kind: 'paypal';
  id: string;
  customerId: string;
  email: string;
  accountId: string;
}
type Vault = CardVault | WalletVault;

interface EmulatedOrder {
  id: string;
  status: 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  source: 'card' | 'paypal';
  amount: Money;
  storeInVault: boolean;
  card?: { brand: CardBrand; lastDigits: string; expiry: string; outcome: Outcome; name?: string };
  payer?: { payerId: string; email: string };
  vault?: Vault;
  captures: Capture[];
  createdAt: string;
}

interface Capture {
  id: string;
  orderId: string;
  status: 'COMPLETED' | 'REFUNDED';
  amount: Money;
  vaultId: string | null;
  createTime: string;
}

class PayPalError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  constructor(status: number, name: string, message: string, issue?: string, description?: string) {
    super(message);
    this.status = status;
    this.body = {
      name,
      message,
      debug_id: randomBytes(7).toString('hex'),
      ...(issue ? { details: [{ issue, ...(description ? { description } : {}) }] } : {}),
      links: [],
    };
  }
}

const unprocessable = (issue: string, description: string) =>
  new PayPalError(422, 'UNPROCESSABLE_ENTITY', 'The requested action could not be performed, semantically incorrect, or failed business validation.', issue, description);

/** In-memory state of one emulator: tests read it (charges) and switch faults on it. */
export class PayPalEmulatorState {
  readonly clientId: string;
  readonly clientSecret: string;
  faults: PayPalFaults = { delayMs: 0, down: false };
  /** REST calls that arrived and are held by the delay fault now (a test acts while PayPal holds one). */
  held = 0;
  /** Tests: refunds fail (503) while the rest of PayPal answers. */
  refundsDown = false;
  readonly orders = new Map<string, EmulatedOrder>();
  readonly vaults = new Map<string, Vault>();
  readonly tokens = new Map<string, number>();
  /** Every capture made: vaulting captures and charges of a vaulted method. */
  readonly captures: Capture[] = [];
  readonly #answers = new Map<string, { status: number; body: unknown }>();

  constructor(credentials: { clientId: string; clientSecret: string }) {
    this.clientId = credentials.clientId;
    this.clientSecret = credentials.clientSecret;
  }

  resetFaults(): void {
    this.faults = { delayMs: 0, down: false };
    this.refundsDown = false;
  }

  /** Same PayPal-Request-Id on the same call → the same answer (PayPal keeps them for hours). */
  idempotent(key: string | null, compute: () => { status: number; body: unknown }): { status: number; body: unknown } {
    if (key) {
      const known = this.#answers.get(key);
      if (known) return known;
    }
    let answer: { status: number; body: unknown };
    try {
      answer = compute();
    } catch (error) {
      if (!(error instanceof PayPalError)) throw error;
      answer = { status: error.status, body: error.body };
    }
    if (key) this.#answers.set(key, answer);
    return answer;
  }

  resolveVault(vaultId: string): Vault | null {
    const known = this.vaults.get(vaultId);
    if (known) return known;
    const card = cardVaultPattern.exec(vaultId);
    if (card) {
      const lastDigits = card[2] as string;
      return { kind: 'card', id: vaultId, customerId: 'EMUC-DEMO', brand: card[1] as CardBrand, lastDigits, expiry: '2030-12', outcome: outcomeOfLastDigits(lastDigits) };
    }
    if (walletVaultPattern.test(vaultId)) return { kind: 'paypal', id: vaultId, customerId: 'EMUC-DEMO', email: 'buyer@example.com', accountId: 'EMUPAYERDEMO' };
    return null;
  }
}

function outcomeOfLastDigits(lastDigits: string): Outcome {
  return lastDigits === '0002' ? 'decline' : lastDigits === '0119' ? 'error' : 'approve';
}

export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function brandOf(number: string): CardBrand | null {
  if (/^4\d{12}(\d{3}){0,2}$/.test(number)) return 'VISA';
  if (/^(5[1-5]\d{14}|2(2[2-9]|[3-6]\d|7[01])\d{13}|2720\d{12})$/.test(number)) return 'MASTERCARD';
  if (/^3[47]\d{13}$/.test(number)) return 'AMEX';
  if (/^(6011\d{12}|65\d{14}|64[4-9]\d{13})$/.test(number)) return 'DISCOVER';
  return null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const id = (length: number) => randomBytes(length).toString('hex').toUpperCase().slice(0, length);
const nowIso = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1' || address?.startsWith('127.') === true;
}

export interface PayPalEmulatorOptions {
  state: PayPalEmulatorState;
  /** `POST /__faults` (test-only switch); never on in production. */
  faultSwitch: boolean;
  /** The JS SDK stand-in file (read on every request; 404 while it does not exist). */
  sdkFile: URL;
}

type OrderParams = { id: string };

export const payPalEmulator: FastifyPluginAsync<PayPalEmulatorOptions> = (app, { state, faultSwitch, sdkFile }) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopback(request.socket.remoteAddress)) return reply.code(404).send({ name: 'RESOURCE_NOT_FOUND' });
    return undefined;
  });
  // Faults act once the request has arrived whole, as at PayPal: a slow answer is still worked out
  // (and a charge still made) when the caller has stopped waiting or died meanwhile.
  app.addHook('preHandler', async (request, reply) => {
    const path = request.url.slice(request.url.indexOf('/emulators/paypal') + '/emulators/paypal'.length);
    if (path.startsWith('/v1/') || path.startsWith('/v2/')) {
      const { delayMs, down } = state.faults;
      if (delayMs > 0) {
        state.held += 1;
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        state.held -= 1;
      }
      if (down) {
        const error = new PayPalError(503, 'SERVICE_UNAVAILABLE', 'Service Unavailable.');
        return reply.code(error.status).send(error.body);
      }
    }
    return undefined;
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const send = (reply: FastifyReply, answer: { status: number; body: unknown }) => reply.code(answer.status).send(answer.body);
  const requestIdOf = (request: FastifyRequest, call: string): string | null => {
    const header = request.headers['paypal-request-id'];
    return typeof header === 'string' && header ? `${call}:${header}` : null;
  };
  const requireBearer = (request: FastifyRequest): void => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const expires = match ? state.tokens.get(match[1] as string) : undefined;
    if (expires === undefined || expires <= Date.now()) {
      throw new PayPalError(401, 'AUTHENTICATION_FAILURE', 'Authentication failed due to invalid authentication credentials or a missing Authorization header.');
    }
  };
  const baseOf = (request: FastifyRequest) => `${request.protocol}://${request.host}/emulators/paypal`;
  const orderOf = (orderId: string): EmulatedOrder => {
    const order = state.orders.get(orderId);
    if (!order) throw new PayPalError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
    return order;
  };
  const guarded = (reply: FastifyReply, work: () => { status: number; body: unknown }) => {
    try {
      return send(reply, work());
    } catch (error) {
      if (error instanceof PayPalError) return send(reply, { status: error.status, body: error.body });
      throw error;
    }
  };

  // OAuth 2.0 client credentials
  app.post<{ Body: Record<string, string> | undefined }>('/v1/oauth2/token', { schema: { hide: true } }, (request, reply) => {
    const match = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const [user, secret] = match
      ? Buffer.from(match[1] as string, 'base64')
          .toString('utf8')
          .split(':')
      : [];
    if (user !== state.clientId || secret !== state.clientSecret) {
      return reply.code(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    if (request.body?.grant_type !== 'client_credentials') {
      return reply.code(400).send({ error: 'unsupported_grant_type', error_description: 'unsupported grant_type' });
    }
    const accessToken = `A21AA${randomBytes(32).toString('base64url')}`;
    const expiresIn = 32_400;
    state.tokens.set(accessToken, Date.now() + expiresIn * 1000);
    return reply.send({
      scope: 'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/vault/payment-tokens/readwrite',
      access_token: accessToken,
      token_type: 'Bearer',
      app_id: 'APP-EMULATOR0001',
      expires_in: expiresIn,
      nonce: `${nowIso()}${randomBytes(8).toString('hex')}`,
    });
  });

  // Create order
  app.post<{ Body: CreateOrderBody | undefined }>('/v2/checkout/orders', { schema: { hide: true } }, (request, reply) =>
    guarded(reply, () => {
      requireBearer(request);
      return state.idempotent(requestIdOf(request, 'create'), () => createOrder(request.body, baseOf(request)));
    }),
  );

  function createOrder(body: CreateOrderBody | undefined, base: string): { status: number; body: unknown } {
    const unit = body?.purchase_units?.[0];
    const amount = unit?.amount;
    if (body?.intent !== 'CAPTURE' || !amount || !/^[A-Z]{3}$/.test(amount.currency_code ?? '') || !/^\d+(\.\d{1,2})?$/.test(amount.value ?? '')) {
      throw new PayPalError(400, 'INVALID_REQUEST', 'Request is not well-formed, syntactically incorrect, or violates schema.', 'INVALID_PARAMETER_VALUE');
    }
    const money: Money = { currency_code: amount.currency_code as string, value: amount.value as string };
    const source = body.payment_source ?? {};
    const vaultId = source.card?.vault_id ?? source.paypal?.vault_id;
    const order: EmulatedOrder = {
      id: id(17),
      status: 'CREATED',
      source: source.paypal ? 'paypal' : 'card',
      amount: money,
      storeInVault: (source.card ?? source.paypal)?.attributes?.vault?.store_in_vault === 'ON_SUCCESS',
      captures: [],
      createdAt: nowIso(),
    };
    if (vaultId) {
      // A saved payment method: the order is charged at once.
      const vault = state.resolveVault(vaultId);
      if (!vault || vault.kind !== order.source) throw unprocessable('INVALID_VAULT_ID', 'The vault id is not known.');
      if (vault.kind === 'card' && vault.outcome === 'decline') throw unprocessable('INSTRUMENT_DECLINED', 'The instrument presented was declined by the processor.');
      if (vault.kind === 'card' && vault.outcome === 'error') throw new PayPalError(500, 'INTERNAL_SERVER_ERROR', 'An internal server error has occurred.');
      order.vault = vault;
      if (vault.kind === 'card') order.card = { brand: vault.brand, lastDigits: vault.lastDigits, expiry: vault.expiry, outcome: vault.outcome };
      else order.payer = { payerId: vault.accountId, email: vault.email };
      state.orders.set(order.id, order);
      capture(order, false);
      return { status: 201, body: renderOrder(order, base) };
    }
    if (order.source === 'paypal') order.status = 'PAYER_ACTION_REQUIRED';
    state.orders.set(order.id, order);
    return { status: 201, body: renderOrder(order, base) };
  }

  function capture(order: EmulatedOrder, storeVault: boolean): void {
    if (storeVault && order.storeInVault && !order.vault) {
      const customerId = `EMUC${id(8)}`;
      if (order.source === 'card' && order.card) {
        const vault: CardVault = {
          kind: 'card',
          id: `EMUV-${order.card.brand}-${order.card.lastDigits}-${id(10)}`,
          customerId,
          brand: order.card.brand,
          lastDigits: order.card.lastDigits,
          expiry: order.card.expiry,
          outcome: order.card.outcome,
        };
        state.vaults.set(vault.id, vault);
        order.vault = vault;
      } else if (order.payer) {
        const vault: WalletVault = { kind: 'paypal', id: `EMUV-PAYPAL-${id(10)}`, customerId, email: order.payer.email, accountId: order.payer.payerId };
        state.vaults.set(vault.id, vault);
        order.vault = vault;
      }
    }
    const made: Capture = { id: id(17), orderId: order.id, status: 'COMPLETED', amount: order.amount, vaultId: order.vault?.id ?? null, createTime: nowIso() };
    order.captures.push(made);
    order.status = 'COMPLETED';
    state.captures.push(made);
  }

  // Buyer side (the SDK stand-in): card fields submit the card for the order
  app.post<{ Params: OrderParams; Body: ConfirmBody | undefined }>('/v2/checkout/orders/:id/confirm-payment-source', { schema: { hide: true } }, (request, reply) =>
    guarded(reply, () => {
      const order = orderOf(request.params.id);
      if (order.source !== 'card' || order.status !== 'CREATED') throw unprocessable('ORDER_CANNOT_BE_CONFIRMED', 'The order is not waiting for a card.');
      const card = request.body?.payment_source?.card;
      const number = text(card?.number).replace(/[\s-]/g, '');
      const brand = brandOf(number);
      if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) throw unprocessable('CARD_NUMBER_INVALID', 'The card number is not valid.');
      if (!brand) throw unprocessable('CARD_TYPE_NOT_SUPPORTED', 'The card type is not supported.');
      const expiry = /^(\d{4})-(\d{2})$/.exec(text(card?.expiry));
      const month = expiry ? Number(expiry[2]) : 0;
      if (!expiry || month < 1 || month > 12) throw unprocessable('INVALID_EXPIRY_DATE', 'The expiry date must be YYYY-MM.');
      const now = new Date();
      if (Number(expiry[1]) * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) throw unprocessable('CARD_EXPIRED', 'The card has expired.');
      if (!new RegExp(`^\\d{${brand === 'AMEX' ? 4 : 3}}$`).test(text(card?.security_code))) throw unprocessable('CVV_INVALID', 'The security code is not valid.');
      const known = payPalTestCards[number];
      order.card = {
        brand,
        lastDigits: number.slice(-4),
        expiry: `${expiry[1]}-${expiry[2]}`,
        outcome: known?.outcome ?? 'approve',
        ...(text(card?.name) ? { name: text(card?.name).slice(0, 300) } : {}),
      };
      order.status = 'APPROVED';
      return {
        status: 200,
        body: { id: order.id, status: order.status, payment_source: { card: { brand, last_digits: order.card.lastDigits } }, links: orderLinks(order, baseOf(request)) },
      };
    }),
  );

  // Buyer side: the wallet pop-up approves or cancels
  // A test may name the buyer who approves ({ payer_id, email_address }): another person's PayPal account.
  app.post<{ Params: OrderParams; Body: { payer_id?: unknown; email_address?: unknown } | undefined }>('/buyer/orders/:id/approve', { schema: { hide: true } }, (request, reply) =>
    guarded(reply, () => {
      const order = orderOf(request.params.id);
      if (order.source !== 'paypal' || (order.status !== 'PAYER_ACTION_REQUIRED' && order.status !== 'APPROVED')) {
        throw unprocessable('ORDER_CANNOT_BE_APPROVED', 'The order is not waiting for the buyer.');
      }
      const named = text(request.body?.payer_id);
      if (named) order.payer = { payerId: named.slice(0, 32), email: text(request.body?.email_address).slice(0, 254) || 'buyer@example.com' };
      order.payer ??= { payerId: `EMUPAYER${id(5)}`, email: 'buyer@example.com' };
      order.status = 'APPROVED';
      return { status: 200, body: { id: order.id, status: order.status, payer: { payer_id: order.payer.payerId, email_address: order.payer.email } } };
    }),
  );
  app.post<{ Params: OrderParams }>('/buyer/orders/:id/cancel', { schema: { hide: true } }, (request, reply) =>
    guarded(reply, () => {
      const order = orderOf(request.params.id);
      if (order.status === 'COMPLETED') throw unprocessable('ORDER_ALREADY_CAPTURED', 'The order has been captured.');
      order.status = 'VOIDED';
      return { status: 200, body: { id: order.id, status: order.status } };
    }),
  );

  // Capture
  app.post<{ Params: OrderParams }>('/v2/checkout/orders/:id/capture', { schema: { hide: true } }, (request, reply) =>
    guarded(reply, () => {
      requireBearer(request);
      return state.idempotent(requestIdOf(request, `capture:${request.params.id}`), () => {
        const order = orderOf(request.params.id);
        if (order.status === 'COMPLETED') throw unprocessable('ORDER_ALREADY_CAPTURED', 'Order already captured.');
        if (order.status !== 'APPROVED') throw unprocessable('ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
        if (order.card?.outcome === 'decline') throw unprocessable('INSTRUMENT_DECLINED', 'The instrument presented was declined by the processor.');
        if (order.card?.outcome === 'error') throw new PayPalError(500, 'INTERNAL_SERVER_ERROR', 'An internal server error has occurred.');
        capture(order, true);
        return { status: 201, body: renderOrder(order, baseOf(request)) };
      });
    }),
  );

  // Payments v2: a full refund of a capture (how the portal gives back a vaulting verification charge)
  app.post<{ Params: { id: string } }>('/v2/payments/captures/:id/refund', { schema: { hide: true } }, (request, reply) =>
    guarded(reply, () => {
      requireBearer(request);
      if (state.refundsDown) throw new PayPalError(503, 'SERVICE_UNAVAILABLE', 'Service Unavailable.');
      return state.idempotent(requestIdOf(request, `refund:${request.params.id}`), () => {
        const made = state.captures.find((capture) => capture.id === request.params.id);
        if (!made) throw new PayPalError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.');
        if (made.status === 'REFUNDED') throw unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.');
        made.status = 'REFUNDED';
        return { status: 201, body: { id: id(17), status: 'COMPLETED', amount: made.amount, links: [] } };
      });
    }),
  );

  app.get<{ Params: OrderParams }>('/v2/checkout/orders/:id', { schema: { hide: true } }, (request, reply) =>
    guarded(reply, () => {
      requireBearer(request);
      return { status: 200, body: renderOrder(orderOf(request.params.id), baseOf(request)) };
    }),
  );

  // The JS SDK stand-in (written with the SPA's payment form), whatever the query string
  app.get('/sdk/js', { schema: { hide: true } }, async (_request, reply) => {
    let source: string;
    try {
      source = await readFile(sdkFile, 'utf8');
    } catch {
      return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('The PayPal SDK stand-in is not there.');
    }
    const etag = `"${createHash('sha256').update(source).digest('base64url').slice(0, 22)}"`;
    return reply.header('cache-control', 'no-store').header('etag', etag).type('application/javascript; charset=utf-8').send(source);
  });

  if (faultSwitch) {
    app.post<{ Body: { delayMs?: unknown; down?: unknown } | undefined }>('/__faults', { schema: { hide: true } }, (request, reply) => {
      const delayMs = Number(request.body?.delayMs ?? 0);
      state.faults = { delayMs: Number.isFinite(delayMs) ? Math.min(Math.max(delayMs, 0), 120_000) : 0, down: request.body?.down === true };
      return reply.send(state.faults);
    });
    /** The faults switched on, and how many REST calls the delay holds now (test-only). */
    app.get('/__faults', { schema: { hide: true } }, (_request, reply) => reply.send({ ...state.faults, held: state.held }));
    /** Every capture made (test-only): a fault test in another process counts charges with it. */
    app.get('/__captures', { schema: { hide: true } }, (_request, reply) =>
      reply.send(state.captures.map((capture) => ({ orderId: capture.orderId, vaultId: capture.vaultId, amount: capture.amount }))),
    );
  }
  return Promise.resolve();
};

interface VaultAttributes {
  vault?: { store_in_vault?: string; usage_type?: string };
}
interface CreateOrderBody {
  intent?: string;
  purchase_units?: { amount?: Partial<Money>; reference_id?: string }[];
  payment_source?: {
    card?: { vault_id?: string; attributes?: VaultAttributes; billing_address?: { postal_code?: string } };
    paypal?: { vault_id?: string; attributes?: VaultAttributes; experience_context?: Record<string, unknown> };
  };
}
interface ConfirmBody {
  payment_source?: { card?: { number?: unknown; expiry?: unknown; security_code?: unknown; name?: unknown; billing_address?: { postal_code?: unknown } } };
}

function orderLinks(order: EmulatedOrder, base: string) {
  const self = `${base}/v2/checkout/orders/${order.id}`;
  const links: { href: string; rel: string; method: string }[] = [{ href: self, rel: 'self', method: 'GET' }];
  if (order.status === 'PAYER_ACTION_REQUIRED') links.push({ href: `${base}/buyer/orders/${order.id}/approve`, rel: 'payer-action', method: 'POST' });
  if (order.status === 'APPROVED') links.push({ href: `${self}/capture`, rel: 'capture', method: 'POST' });
  return links;
}

function renderOrder(order: EmulatedOrder, base: string) {
  const vault = order.vault ? { vault: { id: order.vault.id, status: 'VAULTED', customer: { id: order.vault.customerId }, links: [] } } : undefined;
  const paymentSource =
    order.source === 'card'
      ? order.card
        ? {
            card: {
              ...(order.card.name ? { name: order.card.name } : {}),
              brand: order.card.brand,
              last_digits: order.card.lastDigits,
              expiry: order.card.expiry,
              type: 'CREDIT',
              ...(vault ? { attributes: vault } : {}),
            },
          }
        : undefined
      : order.payer
        ? { paypal: { email_address: order.payer.email, account_id: order.payer.payerId, account_status: 'VERIFIED', ...(vault ? { attributes: vault } : {}) } }
        : undefined;
  return {
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    ...(paymentSource ? { payment_source: paymentSource } : {}),
    purchase_units: [
      {
        reference_id: 'default',
        amount: order.amount,
        ...(order.captures.length > 0
          ? {
              payments: {
                captures: order.captures.map((made) => ({
                  id: made.id,
                  status: made.status,
                  amount: made.amount,
                  final_capture: true,
                  create_time: made.createTime,
                  update_time: made.createTime,
                })),
              },
            }
          : {}),
      },
    ],
    ...(order.payer ? { payer: { payer_id: order.payer.payerId, email_address: order.payer.email } } : {}),
    create_time: order.createdAt,
    links: orderLinks(order, base),
  };
}
