// Runs alone in npm test (scripts/test-api.mjs): it checks answers come at PayPal's time limit.
// Payments through the real PayPal emulator (issue 4): the API creates the order, the test does what
// the JS SDK stand-in does in the browser (confirm the card / approve the wallet on the emulator), then
// the API captures. Declines are 422 + subCode 6, PayPal down 502, slow 504 — nothing stored; captures and
// balance payments are idempotent; another member's order is a 404.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Member, PaymentHistoryEntry } from '../../../contract/api/members.ts';
import type { BalancePaymentResult } from '../../../contract/api/payments.ts';
import type { ProblemDetails } from '../../../contract/api/common.ts';
import { testConfig } from '../../../server/config.ts';
import type { PayPalEmulatorState } from '../../../server/emulators/paypal/paypal-emulator.ts';
import { insertVault, markPayPalOrderCaptured } from '../../../server/db/repositories/payments-repository.ts';
import { bearer, clearMail, createTestApp, waitForMail, type TestApp } from '../support/test-app.ts';

const timeoutMs = 300;
const futureExpiry = `${new Date().getUTCFullYear() + 3}-09`;
const futureMmYy = `09/${String(new Date().getUTCFullYear() + 3).slice(2)}`;

interface Session {
  accessToken: string;
  memberId: number;
}

void describe('payments', () => {
  let t: TestApp;
  let emulator: PayPalEmulatorState;
  before(async () => {
    t = await createTestApp({ config: { payPal: { ...testConfig().payPal, timeoutMs } } });
    const state = t.app.portal.payPalEmulator;
    assert.ok(state);
    emulator = state;
  });
  after(() => t.close());

  const api = (session: Session, method: 'GET' | 'POST', path: string, extra: { payload?: object; query?: Record<string, string>; headers?: Record<string, string> } = {}) =>
    t.inject({
      method,
      url: `/api/Members/${session.memberId}/Payments/${path}`,
      headers: { ...bearer(session.accessToken), ...extra.headers },
      ...(extra.query ? { query: extra.query } : {}),
      ...(extra.payload ? { payload: extra.payload } : {}),
    });
  const createCardOrder = async (session: Session): Promise<string> => {
    const response = await api(session, 'POST', 'CardVaultingOrder', { payload: { billingPostalCode: '02143' } });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<{ orderId: string }>().orderId;
  };
  /** What the SDK stand-in's CardFields.submit() does. */
  const confirmCard = (orderId: string, number: string, securityCode = '123', expiry = futureExpiry) =>
    t.inject({
      method: 'POST',
      url: `/emulators/paypal/v2/checkout/orders/${orderId}/confirm-payment-source`,
      payload: { payment_source: { card: { number, expiry, security_code: securityCode, name: 'Test Buyer', billing_address: { postal_code: '02143' } } } },
    });
  const captureCard = (session: Session, orderId: string, makeDefault = true) =>
    api(session, 'POST', `CardVaultingOrder/${orderId}/Capture`, { query: { makeDefault: String(makeDefault) }, headers: { 'if-match': '*' } });
  const vaultCount = async (memberId: number) =>
    Number(
      (
        await t.db
          .selectFrom('payment_vaults')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('member_id', '=', memberId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const member = async (session: Session) =>
    (await t.inject({ method: 'GET', url: `/api/Members/${session.memberId}/MemberAccount/Member`, headers: bearer(session.accessToken) })).json<Member>();
  const history = async (session: Session) =>
    (await t.inject({ method: 'GET', url: `/api/Members/${session.memberId}/MemberAccount/MemberPaymentHistoryAll`, headers: bearer(session.accessToken) })).json<
      PaymentHistoryEntry[]
    >();
  const capturesOf = (vaultId: string | null) => emulator.captures.filter((capture) => capture.vaultId === vaultId).length;

  void describe('settings and the SDK stand-in', () => {
    test('payment settings on both paths of spec §7', async () => {
      const session = await t.login('carol.couple');
      const mine = await api(session, 'GET', 'PayPalApiSettingsId');
      assert.equal(mine.statusCode, 200);
      assert.deepEqual(mine.json(), { payPalApiSettingsId: 1, appClientId: 'emulator-client-id', memberClientId: 'EMUMERCHANT0001', currencyCode: 'USD', isLiveMode: false });
      const fiona = await t.login('fiona.fertpres');
      const thames = await t.inject({ method: 'GET', url: `/api/IvfCenters/2/PayPalApiSettingsId?memberId=${fiona.memberId}`, headers: bearer(fiona.accessToken) });
      assert.equal(thames.json<{ currencyCode: string }>().currencyCode, 'GBP');
    });

    test('/api/Configuration points the SPA at the SDK stand-in, served without caching whatever the query', async () => {
      const configuration = await t.inject({ method: 'GET', url: '/api/Configuration' });
      assert.equal(configuration.json<{ payPal: { sdkBaseUrl: string | null } }>().payPal.sdkBaseUrl, '/emulators/paypal/sdk/js');
      const sdk = await t.inject({ method: 'GET', url: '/emulators/paypal/sdk/js?client-id=emulator-client-id&components=buttons,card-fields&vault=true' });
      if (existsSync(new URL('../../../server/emulators/paypal/sdk/paypal-sdk.js', import.meta.url))) {
        assert.equal(sdk.statusCode, 200);
        assert.match(String(sdk.headers['content-type']), /^application\/javascript/);
      } else {
        assert.equal(sdk.statusCode, 404);
      }
      assert.equal(sdk.headers['cache-control'], 'no-store');
    });
  });

  test('a body-less POST with a JSON content type (json-patch, as the SPA labels bodies) is accepted', async () => {
    const carol = await t.login('carol.couple');
    for (const path of ['PayPalVaultingOrder', 'CardVaultingOrder']) {
      const response = await t.inject({
        method: 'POST',
        url: `/api/Members/${carol.memberId}/Payments/${path}`,
        headers: { ...bearer(carol.accessToken), 'content-type': 'application/json-patch+json' },
      });
      assert.equal(response.statusCode, 200, response.body);
    }
    const malformed = await t.inject({
      method: 'POST',
      url: `/api/Members/${carol.memberId}/Payments/CardVaultingOrder`,
      headers: { ...bearer(carol.accessToken), 'content-type': 'application/json' },
      payload: '{nope',
    });
    assert.equal(malformed.statusCode, 400);
  });

  void describe('vaulting a card', () => {
    test("dan.declined replaces his declined card with an approving Visa as default: only PayPal's vault id and display details are stored", async () => {
      const dan = await t.login('dan.declined');
      const before = await member(dan);
      assert.equal(before.defaultPaymentMethod?.creditCardDetails?.systemStatus, 'Declined');
      const orderId = await createCardOrder(dan);
      const confirmed = await confirmCard(orderId, '4111 1111 1111 1111');
      assert.equal(confirmed.statusCode, 200, confirmed.body);
      assert.equal(confirmed.json<{ status: string }>().status, 'APPROVED');

      const captured = await captureCard(dan, orderId);
      assert.equal(captured.statusCode, 200, captured.body);
      const updated = captured.json<Member>();
      assert.equal(updated.paymentMethodId, 'CR');
      assert.deepEqual(updated.defaultPaymentMethod?.creditCardDetails, { brand: 'VI', lastFour: '1111', expiration: futureMmYy, systemStatus: 'ACC' });
      assert.deepEqual((await member(dan)).defaultPaymentMethod, updated.defaultPaymentMethod);

      const vault = await t.db.selectFrom('payment_vaults').selectAll().where('member_id', '=', dan.memberId).executeTakeFirstOrThrow();
      assert.match(vault.vault_id, /^EMUV-VISA-1111-/);
      assert.equal(vault.paypal_order_id, orderId);
      const row = await t.db.selectFrom('members').select('default_vault_id').where('id', '=', dan.memberId).executeTakeFirstOrThrow();
      assert.equal(row.default_vault_id, vault.vault_id);
      assert.doesNotMatch(JSON.stringify(vault), /4111111111111111|411111111111/);
    });

    test('the verification charge of a vaulted card is refunded at PayPal at once; a refund PayPal could not make is retried until it is', async () => {
      const rachel = await t.login('rachel.recipient');
      const orderRow = async (orderId: string) => (await t.db.selectFrom('paypal_orders').select('status').where('order_id', '=', orderId).executeTakeFirstOrThrow()).status;
      const first = await createCardOrder(rachel);
      assert.equal((await confirmCard(first, '4111111111111111')).statusCode, 200);
      assert.equal((await captureCard(rachel, first, false)).statusCode, 200);
      assert.equal(emulator.captures.find((capture) => capture.orderId === first)?.status, 'REFUNDED');
      assert.equal(await orderRow(first), 'REFUNDED');
      // A replayed capture still answers the member (the order is refunded, the method stays saved).
      assert.equal((await captureCard(rachel, first, false)).statusCode, 200);

      // PayPal captures but does not refund: the method is saved, the order stays CAPTURED until refunded.
      const second = await createCardOrder(rachel);
      assert.equal((await confirmCard(second, '5555555555554444')).statusCode, 200);
      emulator.refundsDown = true;
      try {
        assert.equal((await captureCard(rachel, second, false)).statusCode, 200);
        assert.equal(await orderRow(second), 'CAPTURED');
        await t.app.portal.services.paymentSettlement.drain();
        assert.equal(await orderRow(second), 'CAPTURED', 'kept for the next pass, never lost');
      } finally {
        emulator.resetFaults();
      }
      t.clock.advance(61_000);
      await t.app.portal.services.paymentSettlement.drain();
      assert.equal(await orderRow(second), 'REFUNDED');
      assert.equal(emulator.captures.find((capture) => capture.orderId === second)?.status, 'REFUNDED');
      assert.equal(await vaultCount(rachel.memberId), 2);
    });

    test('a Mastercard without makeDefault is vaulted and the default stays as it was', async () => {
      const grace = await t.login('grace.egg');
      const before = await member(grace);
      const orderId = await createCardOrder(grace);
      assert.equal((await confirmCard(orderId, '5555555555554444')).statusCode, 200);
      const captured = await captureCard(grace, orderId, false);
      assert.equal(captured.statusCode, 200, captured.body);
      assert.deepEqual(captured.json<Member>().defaultPaymentMethod, before.defaultPaymentMethod);
      const vault = await t.db.selectFrom('payment_vaults').selectAll().where('member_id', '=', grace.memberId).executeTakeFirstOrThrow();
      assert.equal(vault.brand, 'MA');
      assert.equal(vault.last_four, '4444');
    });

    test('a declining card: 422 + subCode 6 with a clear detail, nothing stored', async () => {
      const tara = await t.login('tara.tissue');
      const before = await member(tara);
      const orderId = await createCardOrder(tara);
      assert.equal((await confirmCard(orderId, '4000000000000002')).statusCode, 200);
      const captured = await captureCard(tara, orderId);
      assert.equal(captured.statusCode, 422);
      const problem = captured.json<ProblemDetails>();
      assert.equal(problem.subCode, 6);
      assert.equal(problem.title, 'Payment rejected');
      assert.match(problem.detail ?? '', /declined/);
      assert.equal(await vaultCount(tara.memberId), 0);
      assert.deepEqual(await member(tara), before);
    });

    test('a card that makes PayPal fail: 502 without subCode, nothing stored', async () => {
      const tara = await t.login('tara.tissue');
      const orderId = await createCardOrder(tara);
      assert.equal((await confirmCard(orderId, '4000000000000119')).statusCode, 200);
      const captured = await captureCard(tara, orderId);
      assert.equal(captured.statusCode, 502);
      const problem = captured.json<ProblemDetails>();
      assert.equal(problem.subCode, undefined);
      assert.match(problem.detail ?? '', /nothing was charged or stored/);
      assert.equal(await vaultCount(tara.memberId), 0);
    });

    test('capturing before the buyer confirmed the card: 422 + subCode 6', async () => {
      const tara = await t.login('tara.tissue');
      const captured = await captureCard(tara, await createCardOrder(tara));
      assert.equal(captured.statusCode, 422);
      assert.equal(captured.json<ProblemDetails>().subCode, 6);
      assert.match(captured.json<ProblemDetails>().detail ?? '', /not approved/);
    });

    test('capturing the same order twice (in a row and at once): one vault, one PayPal capture, the same member each time', async () => {
      const sam = await t.login('sam.sperm');
      const orderId = await createCardOrder(sam);
      assert.equal((await confirmCard(orderId, '4111111111111111')).statusCode, 200);
      // Four at once (a form sent twice, two tabs): on PostgreSQL they race in the same statements.
      const together = await Promise.all([1, 2, 3, 4].map(() => captureCard(sam, orderId)));
      const [first] = together;
      const later = await captureCard(sam, orderId);
      for (const response of [...together, later]) {
        assert.equal(response.statusCode, 200, response.body);
        assert.deepEqual(response.json(), first!.json());
      }
      assert.equal(await vaultCount(sam.memberId), 1);
      assert.equal(emulator.captures.filter((capture) => capture.orderId === orderId).length, 1);
    });

    test('storing a vault again for the same order, under another vault id, adds nothing and is no error; a late twin does not mark a refunded order captured', async () => {
      const sam = await t.login('sam.sperm');
      const orderId = await createCardOrder(sam);
      assert.equal((await confirmCard(orderId, '4111111111111111')).statusCode, 200);
      assert.equal((await captureCard(sam, orderId, false)).statusCode, 200);
      const stored = await t.db.selectFrom('payment_vaults').selectAll().where('paypal_order_id', '=', orderId).executeTakeFirstOrThrow();
      // What a twin capture that passed the first check before this row existed would insert.
      await insertVault(t.db, {
        member_id: stored.member_id,
        source: stored.source,
        vault_id: `${stored.vault_id}-twin`,
        paypal_order_id: orderId,
        created_at: stored.created_at,
      });
      const rows = await t.db.selectFrom('payment_vaults').select('vault_id').where('paypal_order_id', '=', orderId).execute();
      assert.deepEqual(
        rows.map((r) => r.vault_id),
        [stored.vault_id],
      );

      const order = async () => ({ ...(await t.db.selectFrom('paypal_orders').select(['status', 'captured_at']).where('order_id', '=', orderId).executeTakeFirstOrThrow()) });
      const refunded = await order();
      assert.equal(refunded.status, 'REFUNDED');
      await markPayPalOrderCaptured(t.db, orderId, stored.vault_id, new Date(t.clock.now() + 60_000).toISOString());
      assert.deepEqual(await order(), refunded);
    });

    test("another member's order: 404, and the order stays capturable by its owner", async () => {
      const emma = await t.login('emma.recipient');
      const grace = await t.login('grace.egg');
      const orderId = await createCardOrder(emma);
      assert.equal((await confirmCard(orderId, '4111111111111111')).statusCode, 200);
      const stolen = await captureCard(grace, orderId);
      assert.equal(stolen.statusCode, 404);
      const wrongKind = await api(emma, 'POST', `PayPalVaultingOrder/${orderId}/Capture`, { query: { payerId: 'X', makeDefault: 'true' }, headers: { 'if-match': '*' } });
      assert.equal(wrongKind.statusCode, 404);
      assert.equal((await captureCard(emma, orderId)).statusCode, 200);
    });
  });

  void describe('vaulting a PayPal wallet', () => {
    test('create → approve in the wallet window → capture with payerId as default: paymentMethodId PP', async () => {
      const carol = await t.login('carol.couple');
      const created = await api(carol, 'POST', 'PayPalVaultingOrder');
      assert.equal(created.statusCode, 200, created.body);
      const { orderId } = created.json<{ orderId: string }>();
      const approved = await t.inject({ method: 'POST', url: `/emulators/paypal/buyer/orders/${orderId}/approve` });
      assert.equal(approved.statusCode, 200, approved.body);
      const { payer } = approved.json<{ status: string; payer: { payer_id: string; email_address: string } }>();
      const captured = await api(carol, 'POST', `PayPalVaultingOrder/${orderId}/Capture`, {
        query: { payerId: payer.payer_id, makeDefault: 'true' },
        headers: { 'if-match': '*' },
      });
      assert.equal(captured.statusCode, 200, captured.body);
      const updated = captured.json<Member>();
      assert.equal(updated.paymentMethodId, 'PP');
      assert.deepEqual(updated.defaultPaymentMethod, { creditCardDetails: null, payPalDetails: { email: payer.email_address } });
      const vault = await t.db.selectFrom('payment_vaults').selectAll().where('member_id', '=', carol.memberId).executeTakeFirstOrThrow();
      assert.equal(vault.source, 'PAYPAL');
      assert.equal(vault.payer_id, payer.payer_id);
    });

    test("attacker: member A captures an order approved by member B's PayPal payer → 422 + subCode 6, nothing captured or stored", async () => {
      const owner = await t.login('sam.sperm');
      const ownerOrder = (await api(owner, 'POST', 'PayPalVaultingOrder')).json<{ orderId: string }>().orderId;
      const victimPayer = 'EMUPAYERVICTIM1';
      await t.inject({ method: 'POST', url: `/emulators/paypal/buyer/orders/${ownerOrder}/approve`, payload: { payer_id: victimPayer, email_address: 'victim@example.com' } });
      const saved = await api(owner, 'POST', `PayPalVaultingOrder/${ownerOrder}/Capture`, { query: { payerId: victimPayer }, headers: { 'if-match': '*' } });
      assert.equal(saved.statusCode, 200, saved.body);

      const attacker = await t.login('tara.tissue');
      const vaultsBefore = await vaultCount(attacker.memberId);
      const capturesBefore = emulator.captures.length;
      const { orderId } = (await api(attacker, 'POST', 'PayPalVaultingOrder')).json<{ orderId: string }>();
      const approved = await t.inject({
        method: 'POST',
        url: `/emulators/paypal/buyer/orders/${orderId}/approve`,
        payload: { payer_id: victimPayer, email_address: 'victim@example.com' },
      });
      assert.equal(approved.statusCode, 200, approved.body);
      for (const payerId of [victimPayer, 'EMUPAYERSOMEONE']) {
        const stolen = await api(attacker, 'POST', `PayPalVaultingOrder/${orderId}/Capture`, { query: { payerId, makeDefault: 'true' }, headers: { 'if-match': '*' } });
        assert.equal(stolen.statusCode, 422, stolen.body);
        assert.equal(stolen.json<ProblemDetails>().subCode, 6);
        assert.equal(stolen.json<ProblemDetails & { kind?: string }>().type?.endsWith('payment-rejected'), true);
      }
      assert.equal(await vaultCount(attacker.memberId), vaultsBefore);
      assert.equal(emulator.captures.length, capturesBefore, 'nothing was charged');
      const order = await t.db.selectFrom('paypal_orders').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
      assert.equal(order.status, 'CREATED');
    });

    test('a cancelled wallet window: the capture is refused (422 + subCode 6), nothing stored', async () => {
      const emma = await t.login('emma.recipient');
      const before = await vaultCount(emma.memberId);
      const { orderId } = (await api(emma, 'POST', 'PayPalVaultingOrder')).json<{ orderId: string }>();
      const cancelled = await t.inject({ method: 'POST', url: `/emulators/paypal/buyer/orders/${orderId}/cancel` });
      assert.equal(cancelled.json<{ status: string }>().status, 'VOIDED');
      const captured = await api(emma, 'POST', `PayPalVaultingOrder/${orderId}/Capture`, { query: { payerId: 'NOBODY', makeDefault: 'true' }, headers: { 'if-match': '*' } });
      assert.equal(captured.statusCode, 422);
      assert.equal(captured.json<ProblemDetails>().subCode, 6);
      assert.equal(await vaultCount(emma.memberId), before);
    });
  });

  void describe('PayPal down or slow', () => {
    test('down: creating an order is a 502 without subCode 8 and stores nothing; a capture while down stores nothing and works once PayPal is back', async () => {
      const tara = await t.login('tara.tissue');
      const orderId = await createCardOrder(tara);
      assert.equal((await confirmCard(orderId, '4111111111111111')).statusCode, 200);
      const ordersBefore = await t.db.selectFrom('paypal_orders').select('order_id').where('member_id', '=', tara.memberId).execute();
      emulator.faults = { delayMs: 0, down: true };
      try {
        const created = await api(tara, 'POST', 'CardVaultingOrder', { payload: {} });
        assert.equal(created.statusCode, 502);
        const problem = created.json<ProblemDetails>();
        assert.equal(problem.subCode, undefined);
        assert.equal(problem.detail, 'The payment service did not answer; nothing was charged or stored. Please try again in a few minutes.');
        const captured = await captureCard(tara, orderId);
        assert.equal(captured.statusCode, 502);
      } finally {
        emulator.resetFaults();
      }
      assert.equal((await t.db.selectFrom('paypal_orders').select('order_id').where('member_id', '=', tara.memberId).execute()).length, ordersBefore.length);
      assert.equal(await vaultCount(tara.memberId), 0);
      const retried = await captureCard(tara, orderId);
      assert.equal(retried.statusCode, 200, retried.body);
      assert.equal(await vaultCount(tara.memberId), 1);
    });

    test('slow: 504 after the time limit, nothing stored', async () => {
      const emma = await t.login('emma.recipient');
      const ordersBefore = (await t.db.selectFrom('paypal_orders').select('order_id').where('member_id', '=', emma.memberId).execute()).length;
      emulator.faults = { delayMs: timeoutMs * 2, down: false };
      try {
        const started = Date.now();
        const created = await api(emma, 'POST', 'PayPalVaultingOrder');
        assert.equal(created.statusCode, 504);
        assert.ok(Date.now() - started < timeoutMs * 2, 'answered at the time limit, not when PayPal did');
        assert.equal(created.json<ProblemDetails>().subCode, undefined);
        assert.match(created.json<ProblemDetails>().detail ?? '', /did not answer in time/);
      } finally {
        emulator.resetFaults();
      }
      await new Promise((resolve) => setTimeout(resolve, timeoutMs * 2));
      assert.equal((await t.db.selectFrom('paypal_orders').select('order_id').where('member_id', '=', emma.memberId).execute()).length, ordersBefore);
    });
  });

  void describe('paying the balance', () => {
    const pay = (session: Session, key: string | null, amount: number) =>
      api(session, 'POST', 'BalancePayment', { payload: { amount }, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
    const setBalance = async (memberId: number, cents: number) => {
      await t.db.updateTable('members').set({ billing_balance_cents: cents }).where('id', '=', memberId).execute();
    };
    const chargesOf = async (memberId: number) => {
      const row = await t.db.selectFrom('members').select('default_vault_id').where('id', '=', memberId).executeTakeFirstOrThrow();
      return capturesOf(row.default_vault_id);
    };

    test('ben.balance pays 250.00 once: the same key again (double click, retry, second tab) answers the stored result without a second charge', async () => {
      const ben = await t.login('ben.balance');
      assert.equal((await member(ben)).billingBalance, 250);
      const entriesBefore = (await history(ben)).length;
      const chargesBefore = await chargesOf(ben.memberId);

      assert.equal((await pay(ben, null, 250)).statusCode, 400, 'Idempotency-Key is required');
      assert.equal((await pay(ben, 'short', 250)).statusCode, 400, 'Idempotency-Key has 8–100 characters');
      const wrongAmount = await pay(ben, 'ben-wrong-amount-1', 100);
      assert.equal(wrongAmount.statusCode, 409);

      const first = await pay(ben, 'ben-pay-0001', 250);
      assert.equal(first.statusCode, 200, first.body);
      const result = first.json<BalancePaymentResult>();
      assert.equal(result.member.billingBalance, 0);
      assert.equal(result.payment.amount, 250);
      assert.equal(result.payment.currencyCode, 'USD');
      assert.equal(result.payment.paymentMethodId, 'CR');
      assert.equal(result.payment.description, 'Online payment by Visa ending 4012 — thank you');
      const again = await pay(ben, 'ben-pay-0001', 250);
      assert.equal(again.statusCode, 200);
      assert.equal(again.headers['idempotent-replayed'], 'true');
      assert.deepEqual(again.json<BalancePaymentResult>().payment, result.payment);

      assert.equal(await chargesOf(ben.memberId), chargesBefore + 1);
      const entries = await history(ben);
      assert.equal(entries.length, entriesBefore + 1);
      const last = entries.at(-1);
      assert.equal(last?.id, result.payment.paymentHistoryId);
      assert.equal(last?.kind, 'Payment');
      assert.equal(last?.amount, -250);
      assert.equal(last?.balance, 0);
      assert.equal((await pay(ben, 'ben-pay-0002', 250)).statusCode, 409, 'nothing left to pay');
    });

    test('two concurrent requests with the same key: exactly one charge, one history entry, the same answer', async () => {
      const ben = await t.login('ben.balance');
      await setBalance(ben.memberId, 12_345);
      const entriesBefore = (await history(ben)).length;
      const chargesBefore = await chargesOf(ben.memberId);
      emulator.faults = { delayMs: 50, down: false };
      let responses;
      try {
        responses = await Promise.all([1, 2, 3].map(() => pay(ben, 'ben-concurrent-0001', 123.45)));
      } finally {
        emulator.resetFaults();
      }
      for (const response of responses) assert.equal(response.statusCode, 200, response.body);
      const ids = new Set(responses.map((response) => response.json<BalancePaymentResult>().payment.id));
      assert.equal(ids.size, 1);
      assert.equal(await chargesOf(ben.memberId), chargesBefore + 1);
      assert.equal((await history(ben)).length, entriesBefore + 1);
      assert.equal((await member(ben)).billingBalance, 0);
    });

    test('two concurrent requests with different keys: one charge, the other is told a payment is in progress (409)', async () => {
      const ben = await t.login('ben.balance');
      await setBalance(ben.memberId, 5_000);
      const chargesBefore = await chargesOf(ben.memberId);
      emulator.faults = { delayMs: 50, down: false };
      let responses;
      try {
        responses = await Promise.all([pay(ben, 'ben-tab-a-0001', 50), pay(ben, 'ben-tab-b-0001', 50)]);
      } finally {
        emulator.resetFaults();
      }
      assert.deepEqual(responses.map((response) => response.statusCode).sort(), [200, 409]);
      assert.equal(await chargesOf(ben.memberId), chargesBefore + 1);
    });

    /** Runs the settlement as its loop would once the payment is due. */
    const settle = async () => {
      t.clock.advance(61_000);
      await t.app.portal.services.paymentSettlement.drain();
    };
    const paymentOf = async (session: Session, id: number) => {
      const response = await api(session, 'GET', `BalancePayment/${String(id)}`);
      assert.equal(response.statusCode, 200, response.body);
      return response.json<BalancePaymentResult['payment']>();
    };

    test('PayPal down (5xx): the payment is being confirmed (202), never guessed; settled once PayPal is back; another payment meanwhile is 409', async () => {
      const ben = await t.login('ben.balance');
      await setBalance(ben.memberId, 7_500);
      const entriesBefore = (await history(ben)).length;
      const chargesBefore = await chargesOf(ben.memberId);
      emulator.faults = { delayMs: 0, down: true };
      let confirming: BalancePaymentResult;
      try {
        const answer = await pay(ben, 'ben-retry-0001', 75);
        assert.equal(answer.statusCode, 202, answer.body);
        confirming = answer.json<BalancePaymentResult>();
        assert.equal(confirming.payment.status, 'CONFIRMING');
        assert.equal(confirming.member.billingBalance, 75);
        const other = await pay(ben, 'ben-other-0001', 75);
        assert.equal(other.statusCode, 409);
        assert.equal(other.json<ProblemDetails>().type, 'urn:cryo-portal:problem:payment-being-confirmed');
        await settle(); // still down: stays CONFIRMING, asked again later
        assert.equal((await paymentOf(ben, confirming.payment.id)).status, 'CONFIRMING');
      } finally {
        emulator.resetFaults();
      }
      assert.equal((await member(ben)).billingBalance, 75);
      await settle();
      const settled = await paymentOf(ben, confirming.payment.id);
      assert.equal(settled.status, 'COMPLETED');
      assert.ok(settled.paymentHistoryId > 0);
      assert.equal((await member(ben)).billingBalance, 0);
      assert.equal((await history(ben)).length, entriesBefore + 1);
      assert.equal(await chargesOf(ben.memberId), chargesBefore + 1);
      const replayed = await pay(ben, 'ben-retry-0001', 75);
      assert.equal(replayed.statusCode, 200, replayed.body);
      assert.equal(replayed.json<BalancePaymentResult>().payment.status, 'COMPLETED');
      assert.equal(await chargesOf(ben.memberId), chargesBefore + 1);
    });

    test('a completed payment e-mails a receipt in the language of the request (amount, date, method, reference), once', async () => {
      const ben = await t.login('ben.balance');
      await setBalance(ben.memberId, 12_345);
      await clearMail(t);
      const answer = await api(ben, 'POST', 'BalancePayment', {
        payload: { amount: 123.45 },
        headers: { 'idempotency-key': 'ben-receipt-0001', 'accept-language': 'fr-FR,fr;q=0.9' },
      });
      assert.equal(answer.statusCode, 200, answer.body);
      const { payment } = answer.json<BalancePaymentResult>();
      const email = (await member(ben)).profile.email;
      const mail = await waitForMail(t, email, /^Paiement reçu/);
      assert.match(mail.subject, /123,45/);
      assert.ok(mail.text.includes(`Référence : ${payment.payPalCaptureId}`), mail.text);
      assert.match(mail.text, /Payé avec : (Visa|Mastercard|American Express|Discover) •••• \d{4}|Payé avec : PayPal/);
      const replay = await api(ben, 'POST', 'BalancePayment', { payload: { amount: 123.45 }, headers: { 'idempotency-key': 'ben-receipt-0001' } });
      assert.equal(replay.statusCode, 200);
      await t.app.portal.services.mailOutbox.drain();
      const all = (await t.inject({ method: 'GET', url: `/emulators/mail/messages?to=${encodeURIComponent(email)}` })).json<{ subject: string }[]>();
      assert.equal(all.filter((m) => m.subject.startsWith('Paiement reçu')).length, 1);
    });

    test('a payment PayPal never confirms expires after the expiry time (24 h): EXPIRED, balance unchanged, the member is e-mailed; paying again works', async () => {
      let ben = await t.login('ben.balance');
      await setBalance(ben.memberId, 4_200);
      const chargesBefore = await chargesOf(ben.memberId);
      await clearMail(t);
      emulator.faults = { delayMs: 0, down: true };
      let id: number;
      try {
        const answer = await pay(ben, 'ben-expiry-0001', 42);
        assert.equal(answer.statusCode, 202, answer.body);
        id = answer.json<BalancePaymentResult>().payment.id;
        await settle(); // a minute later: still being confirmed
        assert.equal((await paymentOf(ben, id)).status, 'CONFIRMING');
        t.clock.advance(24 * 3_600_000);
        await t.app.portal.services.paymentSettlement.drain();
      } finally {
        emulator.resetFaults();
      }
      ben = await t.login('ben.balance'); // the day-old token has expired
      const expired = await paymentOf(ben, id);
      assert.equal(expired.status, 'EXPIRED');
      assert.match(expired.failureDetail ?? '', /expired/);
      const latest = await api(ben, 'GET', 'BalancePayment/Latest');
      assert.equal(latest.statusCode, 200, latest.body);
      assert.deepEqual(latest.json<{ payment: unknown }>().payment, expired);
      assert.equal(expired.paidAtUtc < new Date(t.clock.now() - 23 * 3_600_000).toISOString(), true, 'an expired payment tells when it was started');
      assert.equal((await member(ben)).billingBalance, 42);
      assert.equal(await chargesOf(ben.memberId), chargesBefore);
      await settle(); // an expired payment is never asked about again
      assert.equal((await paymentOf(ben, id)).status, 'EXPIRED');
      const mail = await waitForMail(t, (await member(ben)).profile.email, /could not be confirmed/);
      assert.match(mail.text, /\$42\.00/);
      assert.match(mail.text, /expired/);
      const again = await pay(ben, 'ben-expiry-0002', 42);
      assert.equal(again.statusCode, 200, again.body);
      assert.equal(again.json<BalancePaymentResult>().payment.status, 'COMPLETED');
    });

    test('PayPal answers after the time limit having charged: confirmed once, never charged twice, even when the member pays again', async () => {
      const ben = await t.login('ben.balance');
      await setBalance(ben.memberId, 2_000);
      const chargesBefore = await chargesOf(ben.memberId);
      emulator.faults = { delayMs: timeoutMs * 2, down: false };
      let paymentId = 0;
      try {
        const started = Date.now();
        const answer = await pay(ben, 'ben-slow-0001', 20);
        assert.equal(answer.statusCode, 202, answer.body);
        assert.ok(Date.now() - started < timeoutMs * 2, 'answered at the time limit, not when PayPal did');
        paymentId = answer.json<BalancePaymentResult>().payment.id;
        // The member tries again (another tab, a new key): refused while the first is being confirmed.
        assert.equal((await pay(ben, 'ben-slow-0002', 20)).statusCode, 409);
      } finally {
        emulator.resetFaults();
      }
      await new Promise((resolve) => setTimeout(resolve, timeoutMs * 2)); // PayPal finishes (and charges) late
      await settle();
      assert.equal((await paymentOf(ben, paymentId)).status, 'COMPLETED');
      assert.equal(await chargesOf(ben.memberId), chargesBefore + 1, 'PayPal-Request-Id made the settlement the same order');
      assert.equal((await member(ben)).billingBalance, 0);
      assert.equal((await pay(ben, 'ben-slow-0003', 20)).statusCode, 409, 'nothing left to pay');
      assert.equal(await chargesOf(ben.memberId), chargesBefore + 1);
    });

    test('a payment PayPal refuses when finally asked is FAILED: nothing charged, the member is told why', async () => {
      const sam = await t.login('tara.tissue');
      await setBalance(sam.memberId, 4_000);
      await t.db.updateTable('members').set({ payment_method_id: 'CR', default_vault_id: 'EMUV-VISA-0002-TESTDECLINE' }).where('id', '=', sam.memberId).execute();
      emulator.faults = { delayMs: 0, down: true };
      let paymentId = 0;
      try {
        const answer = await pay(sam, 'sam-confirm-0001', 40);
        assert.equal(answer.statusCode, 202, answer.body);
        paymentId = answer.json<BalancePaymentResult>().payment.id;
      } finally {
        emulator.resetFaults();
      }
      await settle();
      const failed = await paymentOf(sam, paymentId);
      assert.equal(failed.status, 'FAILED');
      assert.match(failed.failureDetail ?? '', /declined/i);
      assert.equal((await member(sam)).billingBalance, 40);
      const again = await pay(sam, 'sam-confirm-0001', 40);
      assert.equal(again.statusCode, 422);
    });

    test('a payment a stopped process left pending is settled on the next start (or pass) from PayPal’s answer', async () => {
      const ben = await t.login('ben.balance');
      await setBalance(ben.memberId, 3_300);
      const chargesBefore = await chargesOf(ben.memberId);
      const vault = await t.db.selectFrom('members').select(['default_vault_id', 'payment_method_id']).where('id', '=', ben.memberId).executeTakeFirstOrThrow();
      // What the process had written just before it was killed: the row, not PayPal's answer.
      await t.db
        .insertInto('balance_payments')
        .values({
          member_id: ben.memberId,
          idempotency_key: 'ben-crash-0001',
          status: 'PENDING',
          amount_cents: 3_300,
          currency_code: 'USD',
          paypal_request_id: 'balance-crash-test-0001',
          payment_method_id: vault.payment_method_id ?? 'CR',
          vault_id: vault.default_vault_id ?? '',
          description: 'Online payment — thank you',
          paypal_order_id: null,
          capture_id: null,
          payment_history_id: null,
          created_at: new Date(t.clock.now()).toISOString(),
          completed_at: null,
          next_settle_at: null,
          failure_detail: null,
        })
        .execute();
      assert.equal((await pay(ben, 'ben-crash-0002', 33)).statusCode, 409, 'a payment is in progress');
      await settle();
      assert.equal((await member(ben)).billingBalance, 0);
      assert.equal(await chargesOf(ben.memberId), chargesBefore + 1);
    });

    test('a declined saved card: 422 + subCode 6, nothing recorded; a Declined card on file is refused before PayPal (409)', async () => {
      const sam = await t.login('sam.sperm');
      await setBalance(sam.memberId, 3_000);
      await t.db.updateTable('members').set({ payment_method_id: 'CR', default_vault_id: 'EMUV-VISA-0002-TESTDECLINE' }).where('id', '=', sam.memberId).execute();
      await t.db.updateTable('credit_cards').set({ system_status: 'ACC' }).where('member_id', '=', sam.memberId).execute();
      const entriesBefore = (await history(sam)).length;
      const declined = await pay(sam, 'sam-declined-0001', 30);
      assert.equal(declined.statusCode, 422);
      assert.equal(declined.json<ProblemDetails>().subCode, 6);
      assert.equal((await history(sam)).length, entriesBefore);
      assert.equal((await member(sam)).billingBalance, 30);
      assert.equal(await t.db.selectFrom('balance_payments').select('id').where('member_id', '=', sam.memberId).executeTakeFirst(), undefined);

      await t.db.updateTable('credit_cards').set({ system_status: 'Declined' }).where('member_id', '=', sam.memberId).execute();
      const refused = await pay(sam, 'sam-declined-0002', 30);
      assert.equal(refused.statusCode, 409);
      assert.match(refused.json<ProblemDetails>().detail ?? '', /no accepted saved payment method/);
    });

    test('a read-only member cannot pay or vault (403)', async () => {
      const olivia = await t.login('olivia.readonly');
      assert.equal((await api(olivia, 'POST', 'CardVaultingOrder', { payload: {} })).statusCode, 403);
      assert.equal((await pay(olivia, 'olivia-0001-key', 10)).statusCode, 403);
    });
  });
});

void describe('payments when PayPal cannot be reached at all', () => {
  let t: TestApp;
  before(async () => {
    // Port 9 (discard) on loopback: connection refused.
    t = await createTestApp({ config: { payPal: { ...testConfig().payPal, inProcess: false, baseUrl: 'http://127.0.0.1:9/paypal', timeoutMs: 2_000 } } });
  });
  after(() => t.close());

  test('connection refused: 502 for a vaulting order (nothing stored); a balance payment waits to be confirmed (202)', async () => {
    const ben = await t.login('ben.balance');
    const created = await t.inject({ method: 'POST', url: `/api/Members/${ben.memberId}/Payments/CardVaultingOrder`, headers: bearer(ben.accessToken), payload: {} });
    assert.equal(created.statusCode, 502);
    assert.match(created.json<ProblemDetails>().detail ?? '', /nothing was charged or stored/);
    const paid = await t.inject({
      method: 'POST',
      url: `/api/Members/${ben.memberId}/Payments/BalancePayment`,
      headers: { ...bearer(ben.accessToken), 'idempotency-key': 'ben-unreachable-1' },
      payload: { amount: 250 },
    });
    // A charge is never guessed: the payment waits for PayPal to say what happened.
    assert.equal(paid.statusCode, 202, paid.body);
    assert.equal(paid.json<BalancePaymentResult>().payment.status, 'CONFIRMING');
    assert.equal((await t.db.selectFrom('paypal_orders').select('order_id').execute()).length, 0);
    const rows = await t.db.selectFrom('balance_payments').select('status').execute();
    assert.deepEqual(
      rows.map((row) => row.status),
      ['CONFIRMING'],
    );
  });
});

void describe('payments in a production-like setup (emulators off)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({
      config: {
        emulators: false,
        smtpUrl: 'smtp://127.0.0.1:9',
        payPal: { ...testConfig().payPal, inProcess: false, baseUrl: 'http://127.0.0.1:9/paypal' },
      },
    });
  });
  after(() => t.close());

  test('no SDK stand-in address and no emulator routes', async () => {
    const configuration = await t.inject({ method: 'GET', url: '/api/Configuration' });
    assert.equal(configuration.json<{ payPal: { sdkBaseUrl: string | null } }>().payPal.sdkBaseUrl, null);
    assert.equal((await t.inject({ method: 'GET', url: '/emulators/paypal/sdk/js' })).statusCode, 404);
    assert.equal((await t.inject({ method: 'POST', url: '/emulators/paypal/v1/oauth2/token' })).statusCode, 404);
  });
});
