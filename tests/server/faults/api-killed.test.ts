// Runs alone in npm test (scripts/test-api.mjs): it kills and restarts processes within time limits.
// Issue 20: the API is killed (SIGKILL) while PayPal charges a saved card. PayPal runs in a process
// of its own (a second portal process serving only its PayPal emulator, slowed down), so the charge
// completes after the API died, as it would at PayPal. On restart the API finds the payment it had
// left pending, asks PayPal with the payment's own PayPal-Request-Id and settles it once: the
// balance, the billing history and PayPal's captures agree, and nothing is charged twice.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { emulatedPayPalCredentials } from '../../../server/config.ts';
import { DEMO_PASSWORD } from '../../../server/db/seed/demo-data.ts';
import { freePort } from '../support/free-port.ts';
import { startPortal, stopProcess, type Portal } from '../support/portal-process.ts';

/** Polls `done` every 50 ms until it holds; fails with `what` after 20 s. */
async function until(done: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await done())) {
    if (Date.now() > deadline) assert.fail(`timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

void describe('the API killed while PayPal charges', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-killed-'));
  let payPal: Portal | null = null;
  let api: Portal | null = null;
  let pgSchema: string | null = null;
  after(async () => {
    await stopProcess(api?.process);
    await stopProcess(payPal?.process);
    rmSync(dir, { recursive: true, force: true });
    if (pgSchema && process.env.TEST_DATABASE_URL) {
      const pg = (await import('pg')).default;
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${pgSchema} CASCADE; DROP SCHEMA IF EXISTS ${pgSchema}_jobs CASCADE`);
      await client.end();
    }
  });

  void test('the payment left pending is settled from PayPal on restart: charged once, balance and history agree', { timeout: 240_000 }, async () => {
    payPal = await startPortal(await freePort(), { DATA_DIR: join(dir, 'paypal'), DATABASE_URL: ':memory:' });
    const payPalBase = `${payPal.base}/emulators/paypal`;
    const apiPort = await freePort();
    const apiEnv: Record<string, string> = {
      DATA_DIR: join(dir, 'api'),
      DATABASE_URL: process.env.TEST_DATABASE_URL ? process.env.TEST_DATABASE_URL : join(dir, 'api', 'portal.sqlite'),
      PAYPAL_BASE_URL: payPalBase,
      PAYPAL_CLIENT_ID: emulatedPayPalCredentials.clientId,
      PAYPAL_CLIENT_SECRET: emulatedPayPalCredentials.clientSecret,
      PAYPAL_TIMEOUT_MS: '5000',
    };
    if (process.env.TEST_DATABASE_URL) {
      // A database of this test's own: the API's demo seed writes to it.
      const schema = `killed_${String(process.pid)}`;
      pgSchema = schema;
      const pg = (await import('pg')).default;
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
      await client.end();
      const url = new URL(process.env.TEST_DATABASE_URL);
      url.searchParams.set('options', `-c search_path=${schema}`);
      apiEnv.DATABASE_URL = url.toString();
      // Its background passes on a pg-boss queue of its own (not the shared database's default schema).
      apiEnv.JOB_QUEUE_SCHEMA = `${schema}_jobs`;
    }
    api = await startPortal(apiPort, apiEnv);

    const signIn = async () => {
      const response = await fetch(`${api?.base ?? ''}/api/Auth/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'ben.balance', password: DEMO_PASSWORD, userRole: 'Member', ivfCenterId: 1 }),
      });
      assert.equal(response.status, 200);
      const { accessToken } = (await response.json()) as { accessToken: string };
      const memberId = (JSON.parse((JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as { user: string }).user) as { UserId: number }).UserId;
      return { accessToken, memberId };
    };
    const memberOf = async (session: { accessToken: string; memberId: number }) => {
      const response = await fetch(`${api?.base ?? ''}/api/Members/${String(session.memberId)}/MemberAccount/Member`, {
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
      return (await response.json()) as { billingBalance: number; defaultPaymentMethod: unknown };
    };
    const historyOf = async (session: { accessToken: string; memberId: number }) => {
      const response = await fetch(`${api?.base ?? ''}/api/Members/${String(session.memberId)}/MemberAccount/MemberPaymentHistoryAll`, {
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
      return (await response.json()) as unknown[];
    };
    const captures = async () =>
      ((await (await fetch(`${payPalBase}/__captures`)).json()) as { amount: { value: string } }[]).filter((capture) => capture.amount.value === '250.00');

    const ben = await signIn();
    assert.equal((await memberOf(ben)).billingBalance, 250);
    const historyBefore = (await historyOf(ben)).length;
    assert.equal((await captures()).length, 0);

    // The API holds a PayPal access token (a vaulting order asks for one), so the charge is its only call.
    const warmUp = await fetch(`${api.base}/api/Members/${String(ben.memberId)}/Payments/CardVaultingOrder`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ben.accessToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    assert.equal(warmUp.status, 200, await warmUp.text());
    // PayPal holds each call 3 s; the API is killed while PayPal holds the charge.
    await fetch(`${payPalBase}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ delayMs: 3000 }) });
    const paying = fetch(`${api.base}/api/Members/${String(ben.memberId)}/Payments/BalancePayment`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ben.accessToken}`, 'content-type': 'application/json', 'idempotency-key': 'killed-payment-0001' },
      body: JSON.stringify({ amount: 250 }),
    }).catch(() => null);
    await until(async () => ((await (await fetch(`${payPalBase}/__faults`)).json()) as { held: number }).held > 0, 'PayPal holds the charge');
    await stopProcess(api?.process, 'SIGKILL');
    assert.equal(await paying, null, 'the API died before answering');
    await until(async () => (await captures()).length > 0, 'PayPal completed the charge after the API died');
    assert.equal((await captures()).length, 1, 'charged once by PayPal');
    await fetch(`${payPalBase}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ delayMs: 0 }) });

    const restartedAt = Date.now();
    api = await startPortal(apiPort, apiEnv);
    const again = await signIn();
    let balance = (await memberOf(again)).billingBalance;
    while (balance !== 0 && Date.now() - restartedAt < 40_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      balance = (await memberOf(again)).billingBalance;
    }
    assert.equal(balance, 0, 'settled after the restart');
    assert.equal((await historyOf(again)).length, historyBefore + 1);
    assert.equal((await captures()).length, 1, 'charged once');
    // Paying again: nothing is due, nothing is charged.
    const second = await fetch(`${api.base}/api/Members/${String(again.memberId)}/Payments/BalancePayment`, {
      method: 'POST',
      headers: { authorization: `Bearer ${again.accessToken}`, 'content-type': 'application/json', 'idempotency-key': 'killed-payment-0002' },
      body: JSON.stringify({ amount: 250 }),
    });
    assert.equal(second.status, 409);
    assert.equal((await captures()).length, 1);
    console.log(`settled ${String(Date.now() - restartedAt)} ms after the restart`);
  });
});
