// Issue 17: many instances, one truth. Two API processes on one PostgreSQL and one Redis (pg-boss
// job queue, Redis-backed rate limits and revocation), a shared SMTP relay. What one instance
// counts, revokes or records holds on the other: a login rate limit, a signed-out refresh-token
// family, a payment idempotency key; and a background pass runs on one of them at a time, each
// message delivered once.
//
// PostgreSQL: TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test; Redis: TEST_REDIS_URL,
// else redis://127.0.0.1:6379. The test skips (saying why) only when either cannot be reached.
// It works in a schema, a pg-boss schema and a Redis key prefix of its own, removed afterwards.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Redis } from 'ioredis';
import pg from 'pg';
import { DEMO_PASSWORD } from '../../../server/db/seed/demo-data.ts';
import { freePort } from '../support/free-port.ts';
import { startPortal, stopPortal, type PortalProcess } from '../support/portal-process.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { solvedCaptchaAt } from '../support/captcha.ts';

const databaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const schema = `scale_${String(process.pid)}`;
const bossSchema = `scale_${String(process.pid)}_jobs`;
const keyPrefix = `portal-test-${String(process.pid)}:`;

/** Why the shared engines cannot be used here, or null when both answer. */
async function unreachable(): Promise<string | null> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    return `PostgreSQL at ${databaseUrl} is not reachable (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => undefined);
  }
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 2_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    return `Redis at ${redisUrl} is not reachable (${(error as Error).message})`;
  } finally {
    redis.disconnect();
  }
  return null;
}

async function sql<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

const skipReason = await unreachable();
if (skipReason) console.log(`# two-instance test skipped: ${skipReason}`);

void describe('two API instances on one PostgreSQL and one Redis', { skip: skipReason ?? false }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-two-'));
  let a: PortalProcess | null = null;
  let b: PortalProcess | null = null;
  let relay: SmtpSink | null = null;

  before(async () => {
    await sql(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}; DROP SCHEMA IF EXISTS ${bossSchema} CASCADE`);
    relay = await startSmtpSink();
    const url = new URL(databaseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const env = {
      DATA_DIR: dir,
      DATABASE_URL: url.toString(),
      JOB_QUEUE: 'pg-boss',
      JOB_QUEUE_SCHEMA: bossSchema,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: keyPrefix,
      SMTP_URL: `smtp://127.0.0.1:${String(relay.port)}`,
      ENUMERATION_SAFE_DELAY_MS: '0',
      TELEMETRY: '0',
    };
    // One after the other: the first migrates and seeds, the second finds it done (and the same secrets in DATA_DIR).
    a = await startPortal(await freePort(), env);
    b = await startPortal(await freePort(), env);
  });

  after(async () => {
    await Promise.all([stopPortal(a), stopPortal(b)]);
    await relay?.close();
    rmSync(dir, { recursive: true, force: true });
    if (skipReason) return;
    await sql(`DROP SCHEMA IF EXISTS ${schema} CASCADE; DROP SCHEMA IF EXISTS ${bossSchema} CASCADE`);
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  const call = (portal: PortalProcess | null, path: string, init: RequestInit = {}) => fetch(`${portal?.base ?? ''}${path}`, init);
  // After three failures for a user name sign-in needs the captcha: every attempt here brings one.
  const login = async (portal: PortalProcess | null, username: string, password: string) =>
    call(portal, '/api/Auth/Login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password, userRole: 'Member', ivfCenterId: 1, captcha: await solvedCaptchaAt(portal?.base ?? '') }),
    });
  const memberIdOf = (accessToken: string) =>
    (JSON.parse((JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as { user: string }).user) as { UserId: number }).UserId;

  void test('both are ready and say so with Redis and the pg-boss queue', async () => {
    for (const portal of [a, b]) {
      const ready = (await (await call(portal, '/api/health/ready')).json()) as { status: string; redis?: { state: string }; jobs: { queue: string } };
      assert.equal(ready.status, 'ready');
      assert.equal(ready.redis?.state, 'ok');
      assert.equal(ready.jobs.queue, 'pg-boss');
      const live = (await (await call(portal, '/api/health/live')).json()) as { redis?: string };
      assert.equal(live.redis, 'connected');
    }
  });

  void test('a login rate limit counts failures made on either instance', async () => {
    // 'login' allows 10 failures per address and user name in 15 minutes: five on each instance use them up.
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await login(attempt % 2 === 0 ? a : b, 'carol.couple', 'not-the-password');
      assert.equal(response.status, 401, `failure ${String(attempt + 1)} is answered as a wrong password`);
    }
    for (const portal of [a, b]) {
      const refused = await login(portal, 'carol.couple', DEMO_PASSWORD);
      assert.equal(refused.status, 429, 'even the right password waits: the limit holds on both instances');
      assert.ok(Number(refused.headers.get('retry-after')) > 0);
    }
  });

  void test('a refresh-token family signed out on one instance is refused on the other', async () => {
    const signedIn = await login(a, 'emma.recipient', DEMO_PASSWORD);
    assert.equal(signedIn.status, 200);
    const { accessToken, refreshToken } = (await signedIn.json()) as { accessToken: string; refreshToken: string };
    const member = `/api/Members/${String(memberIdOf(accessToken))}/MemberAccount/Member`;
    const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
    assert.equal((await call(b, member, bearer(accessToken))).status, 200, 'the session works on the other instance');

    assert.equal((await call(a, '/api/Auth/Logout', { method: 'POST', ...bearer(refreshToken) })).status, 204);
    assert.equal((await call(b, member, bearer(accessToken))).status, 401, 'the access token of the family is refused on B');
    assert.equal((await call(a, member, bearer(accessToken))).status, 401, 'and on A');
    assert.equal((await call(b, '/api/Auth/RefreshToken', bearer(refreshToken))).status, 401, 'the refresh token is refused on B');
  });

  void test('a payment idempotency key answers once across instances: one charge', async () => {
    const signedIn = await login(a, 'ben.balance', DEMO_PASSWORD);
    const { accessToken } = (await signedIn.json()) as { accessToken: string };
    const memberId = memberIdOf(accessToken);
    const pay = (portal: PortalProcess | null) =>
      call(portal, `/api/Members/${String(memberId)}/Payments/BalancePayment`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', 'idempotency-key': `scale-test-${String(process.pid)}` },
        body: JSON.stringify({ amount: 250 }),
      });
    const first = await pay(a);
    assert.equal(first.status, 200, await first.clone().text());
    const second = await pay(b);
    assert.equal(second.status, 200);
    assert.equal(second.headers.get('idempotent-replayed'), 'true', 'B answers the payment A made');
    const [firstPayment, secondPayment] = [(await first.json()) as { payment: { id: number } }, (await second.json()) as { payment: { id: number } }];
    assert.equal(secondPayment.payment.id, firstPayment.payment.id);

    // Each instance has its PayPal emulator in process: A charged once, B never.
    const captures = async (portal: PortalProcess | null) =>
      ((await (await call(portal, '/emulators/paypal/__captures')).json()) as { amount: { value: string } }[]).filter((capture) => capture.amount.value === '250.00').length;
    assert.equal(await captures(a), 1);
    assert.equal(await captures(b), 0);
    const rows = await sql<{ count: number }>(`SELECT count(*)::int AS count FROM ${schema}.balance_payments WHERE member_id = $1`, [memberId]);
    assert.equal(rows[0]?.count, 1);
  });

  void test('background passes run on one instance at a time: every e-mail is delivered once', { timeout: 60_000 }, async () => {
    // Reset e-mails asked on both instances: each is written to the outbox and delivered by a pg-boss pass.
    const users = ['grace.egg', 'sam.sperm', 'tara.tissue', 'mia.recipient'];
    for (const [index, username] of users.entries()) {
      const response = await call(index % 2 === 0 ? a : b, '/api/Auth/ForgotPassword', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, ivfCenterId: 1, captcha: await solvedCaptchaAt((index % 2 === 0 ? a : b)?.base ?? '') }),
      });
      assert.equal(response.status, 200);
    }
    const deadline = Date.now() + 30_000;
    for (;;) {
      const [{ pending } = { pending: -1 }] = await sql<{ pending: number }>(`SELECT count(*)::int AS pending FROM ${schema}.mail_outbox WHERE status <> 'SENT'`);
      if (pending === 0) break;
      if (Date.now() > deadline) throw new Error(`${String(pending)} e-mails still unsent`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const outbox = await sql<{ message_id: string }>(`SELECT message_id FROM ${schema}.mail_outbox`);
    const deliveries = relay?.deliveries() ?? new Map<string, number>();
    assert.ok(outbox.length >= users.length + 1, 'the reset mails and the payment receipt');
    for (const { message_id } of outbox) assert.equal(deliveries.get(message_id), 1, `${message_id} delivered exactly once`);

    // The queue's own record: passes of one kind never overlapped, though both instances asked for them every second.
    const jobs = await sql<{ name: string; started_on: Date; completed_on: Date }>(
      `SELECT name, started_on, completed_on FROM ${bossSchema}.job WHERE state = 'completed' AND name IN ('mail-outbox', 'payment-settlement') ORDER BY name, started_on`,
    );
    const mailPasses = jobs.filter((job) => job.name === 'mail-outbox');
    assert.ok(mailPasses.length >= 1, 'mail was delivered by pg-boss jobs');
    assert.ok(jobs.filter((job) => job.name === 'payment-settlement').length >= 2, 'settlement passes ran on the queue');
    for (const [index, job] of jobs.entries()) {
      const next = jobs[index + 1];
      if (next?.name === job.name) assert.ok(next.started_on.getTime() >= job.completed_on.getTime(), `${job.name} passes overlapped at ${next.started_on.toISOString()}`);
    }
  });

  void test('on SIGTERM both stop their pg-boss workers, close Redis and exit 0', { timeout: 60_000 }, async () => {
    assert.deepEqual(await Promise.all([stopPortal(a), stopPortal(b)]), [0, 0]);
  });
});
