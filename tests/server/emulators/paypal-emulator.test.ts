// The PayPal emulator speaks PayPal's REST shapes: OAuth client credentials, Orders v2 with vault
// attributes and PayPal-Request-Id idempotency, capture; the buyer-side calls of the SDK stand-in;
// the test cards; the fault switch; loopback only.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { brandOf, luhnValid } from '../../../server/emulators/paypal/paypal-emulator.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const base = '/emulators/paypal';
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
const futureExpiry = `${new Date().getUTCFullYear() + 2}-01`;

void describe('PayPal emulator', () => {
  let t: TestApp;
  let token = '';
  before(async () => {
    t = await createTestApp();
    const response = await t.inject({
      method: 'POST',
      url: `${base}/v1/oauth2/token`,
      headers: { authorization: basic('emulator-client-id', 'emulator-client-secret'), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials',
    });
    assert.equal(response.statusCode, 200, response.body);
    token = response.json<{ access_token: string }>().access_token;
  });
  after(() => t.close());

  const rest = (method: 'GET' | 'POST', path: string, payload?: object, requestId?: string) =>
    t.inject({
      method,
      url: `${base}${path}`,
      headers: { authorization: `Bearer ${token}`, ...(requestId ? { 'paypal-request-id': requestId } : {}) },
      ...(payload ? { payload } : {}),
    });
  const cardOrder = {
    intent: 'CAPTURE',
    purchase_units: [{ amount: { currency_code: 'USD', value: '1.00' } }],
    payment_source: { card: { attributes: { vault: { store_in_vault: 'ON_SUCCESS' } } } },
  };
  const confirm = (orderId: string, card: Record<string, string>) =>
    t.inject({ method: 'POST', url: `${base}/v2/checkout/orders/${orderId}/confirm-payment-source`, payload: { payment_source: { card } } });

  test('OAuth: token shape; wrong credentials → 401 invalid_client', async () => {
    const good = await t.inject({
      method: 'POST',
      url: `${base}/v1/oauth2/token`,
      headers: { authorization: basic('emulator-client-id', 'emulator-client-secret'), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials',
    });
    const body = good.json<Record<string, unknown>>();
    assert.equal(body.token_type, 'Bearer');
    assert.equal(body.expires_in, 32400);
    assert.equal(typeof body.app_id, 'string');
    const bad = await t.inject({
      method: 'POST',
      url: `${base}/v1/oauth2/token`,
      headers: { authorization: basic('emulator-client-id', 'wrong'), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials',
    });
    assert.equal(bad.statusCode, 401);
    assert.equal(bad.json<{ error: string }>().error, 'invalid_client');
    assert.equal((await t.inject({ method: 'POST', url: `${base}/v2/checkout/orders`, payload: cardOrder })).statusCode, 401);
  });

  test('create order: 201 CREATED for a card, PAYER_ACTION_REQUIRED for a wallet; same PayPal-Request-Id → same order', async () => {
    const first = await rest('POST', '/v2/checkout/orders', cardOrder, 'req-same-1');
    assert.equal(first.statusCode, 201);
    assert.equal(first.json<{ status: string }>().status, 'CREATED');
    const again = await rest('POST', '/v2/checkout/orders', cardOrder, 'req-same-1');
    assert.equal(again.json<{ id: string }>().id, first.json<{ id: string }>().id);
    const wallet = await rest('POST', '/v2/checkout/orders', {
      ...cardOrder,
      payment_source: { paypal: { attributes: { vault: { store_in_vault: 'ON_SUCCESS', usage_type: 'MERCHANT' } } } },
    });
    assert.equal(wallet.json<{ status: string }>().status, 'PAYER_ACTION_REQUIRED');
    assert.ok(wallet.json<{ links: { rel: string }[] }>().links.some((link) => link.rel === 'payer-action'));
  });

  test('card confirmation: Luhn, expiry and CVV errors are 422 UNPROCESSABLE_ENTITY with the issue', async () => {
    const orderId = (await rest('POST', '/v2/checkout/orders', cardOrder)).json<{ id: string }>().id;
    const issueOf = async (card: Record<string, string>) => {
      const response = await confirm(orderId, card);
      assert.equal(response.statusCode, 422);
      assert.equal(response.json<{ name: string }>().name, 'UNPROCESSABLE_ENTITY');
      return response.json<{ details: { issue: string }[] }>().details[0]?.issue;
    };
    assert.equal(await issueOf({ number: '4111111111111112', expiry: futureExpiry, security_code: '123' }), 'CARD_NUMBER_INVALID');
    assert.equal(await issueOf({ number: '4111111111111111', expiry: '2020-01', security_code: '123' }), 'CARD_EXPIRED');
    assert.equal(await issueOf({ number: '4111111111111111', expiry: futureExpiry, security_code: '12' }), 'CVV_INVALID');
    assert.equal(await issueOf({ number: '378282246310005', expiry: futureExpiry, security_code: '123' }), 'CVV_INVALID', 'Amex needs 4 digits');
    assert.equal((await confirm(orderId, { number: '4111111111111111', expiry: futureExpiry, security_code: '123' })).statusCode, 200);
  });

  test('capture: not approved → 422 ORDER_NOT_APPROVED; approved → COMPLETED with the vaulted card; declining card → INSTRUMENT_DECLINED with debug_id', async () => {
    const orderId = (await rest('POST', '/v2/checkout/orders', cardOrder)).json<{ id: string }>().id;
    const early = await rest('POST', `/v2/checkout/orders/${orderId}/capture`, {});
    assert.equal(early.json<{ details: { issue: string }[] }>().details[0]?.issue, 'ORDER_NOT_APPROVED');
    await confirm(orderId, { number: '5555555555554444', expiry: futureExpiry, security_code: '123' });
    const captured = await rest('POST', `/v2/checkout/orders/${orderId}/capture`, {}, 'cap-1');
    assert.equal(captured.statusCode, 201);
    const order = captured.json<{
      status: string;
      payment_source: { card: { brand: string; last_digits: string; expiry: string; attributes: { vault: { id: string; status: string; customer: { id: string } } } } };
      purchase_units: { payments: { captures: { status: string; amount: { value: string } }[] } }[];
    }>();
    assert.equal(order.status, 'COMPLETED');
    assert.equal(order.payment_source.card.brand, 'MASTERCARD');
    assert.equal(order.payment_source.card.last_digits, '4444');
    assert.equal(order.payment_source.card.attributes.vault.status, 'VAULTED');
    assert.equal(order.purchase_units[0]?.payments.captures[0]?.status, 'COMPLETED');
    assert.deepEqual((await rest('POST', `/v2/checkout/orders/${orderId}/capture`, {}, 'cap-1')).json(), order, 'same request id → same answer');

    // Charging the vaulted card at once (vault_id)
    const vaultId = order.payment_source.card.attributes.vault.id;
    const charged = await rest('POST', '/v2/checkout/orders', { ...cardOrder, payment_source: { card: { vault_id: vaultId } } });
    assert.equal(charged.statusCode, 201);
    assert.equal(charged.json<{ status: string }>().status, 'COMPLETED');

    const declinedOrder = (await rest('POST', '/v2/checkout/orders', cardOrder)).json<{ id: string }>().id;
    await confirm(declinedOrder, { number: '4000000000000002', expiry: futureExpiry, security_code: '123' });
    const declined = await rest('POST', `/v2/checkout/orders/${declinedOrder}/capture`, {});
    assert.equal(declined.statusCode, 422);
    const problem = declined.json<{ name: string; debug_id: string; details: { issue: string }[] }>();
    assert.equal(problem.name, 'UNPROCESSABLE_ENTITY');
    assert.equal(problem.details[0]?.issue, 'INSTRUMENT_DECLINED');
    assert.ok(problem.debug_id);

    const failingOrder = (await rest('POST', '/v2/checkout/orders', cardOrder)).json<{ id: string }>().id;
    await confirm(failingOrder, { number: '4000000000000119', expiry: futureExpiry, security_code: '123' });
    const failed = await rest('POST', `/v2/checkout/orders/${failingOrder}/capture`, {});
    assert.equal(failed.statusCode, 500);
    assert.equal(failed.json<{ name: string }>().name, 'INTERNAL_SERVER_ERROR');
  });

  test('demo vault ids are known without having been issued: 0002 declines', async () => {
    const ok = await rest('POST', '/v2/checkout/orders', { ...cardOrder, payment_source: { card: { vault_id: 'EMUV-VISA-4012-DEMO9' } } });
    assert.equal(ok.json<{ status: string }>().status, 'COMPLETED');
    const declined = await rest('POST', '/v2/checkout/orders', { ...cardOrder, payment_source: { card: { vault_id: 'EMUV-VISA-0002-DEMO9' } } });
    assert.equal(declined.json<{ details: { issue: string }[] }>().details[0]?.issue, 'INSTRUMENT_DECLINED');
    const unknown = await rest('POST', '/v2/checkout/orders', { ...cardOrder, payment_source: { card: { vault_id: 'nope' } } });
    assert.equal(unknown.statusCode, 422);
  });

  test('wallet approval and cancellation (buyer side)', async () => {
    const walletOrder = { ...cardOrder, payment_source: { paypal: { attributes: { vault: { store_in_vault: 'ON_SUCCESS', usage_type: 'MERCHANT' } } } } };
    const orderId = (await rest('POST', '/v2/checkout/orders', walletOrder)).json<{ id: string }>().id;
    const approved = await t.inject({ method: 'POST', url: `${base}/buyer/orders/${orderId}/approve` });
    const body = approved.json<{ status: string; payer: { payer_id: string; email_address: string } }>();
    assert.equal(body.status, 'APPROVED');
    assert.ok(body.payer.payer_id);
    const captured = await rest('POST', `/v2/checkout/orders/${orderId}/capture`, {});
    const source = captured.json<{ payment_source: { paypal: { email_address: string; attributes: { vault: { status: string } } } } }>().payment_source.paypal;
    assert.equal(source.email_address, body.payer.email_address);
    assert.equal(source.attributes.vault.status, 'VAULTED');

    const other = (await rest('POST', '/v2/checkout/orders', walletOrder)).json<{ id: string }>().id;
    const cancelled = await t.inject({ method: 'POST', url: `${base}/buyer/orders/${other}/cancel` });
    assert.equal(cancelled.json<{ status: string }>().status, 'VOIDED');
  });

  test('fault switch: down → 503, delay; off again', async () => {
    const down = await t.inject({ method: 'POST', url: `${base}/__faults`, payload: { down: true } });
    assert.deepEqual(down.json(), { delayMs: 0, down: true });
    assert.equal((await rest('POST', '/v2/checkout/orders', cardOrder)).statusCode, 503);
    await t.inject({ method: 'POST', url: `${base}/__faults`, payload: { delayMs: 60 } });
    const started = Date.now();
    assert.equal((await rest('POST', '/v2/checkout/orders', cardOrder)).statusCode, 201);
    assert.ok(Date.now() - started >= 55);
    await t.inject({ method: 'POST', url: `${base}/__faults`, payload: {} });
  });

  test('loopback only', async () => {
    const response = await t.inject({ method: 'POST', url: `${base}/v1/oauth2/token`, remoteAddress: '203.0.113.9' });
    assert.equal(response.statusCode, 404);
  });

  test('card helpers', () => {
    assert.equal(luhnValid('4111111111111111'), true);
    assert.equal(luhnValid('4111111111111112'), false);
    assert.equal(brandOf('5555555555554444'), 'MASTERCARD');
    assert.equal(brandOf('378282246310005'), 'AMEX');
    assert.equal(brandOf('6011111111111117'), 'DISCOVER');
  });
});
