// Issue 17: the shared-state stores against a real Redis, and what an instance does when its Redis
// cannot be reached: rate limits fall back to the instance (with a warning), revocation fails
// closed (503, never a revoked token let through), readiness says 503. Plus the settings' checks.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Redis } from 'ioredis';
import { loadConfig } from '../../../server/config.ts';
import { HttpProblem } from '../../../server/http-problem.ts';
import { createRedisClient, FailoverRateLimitStore, RedisRateLimitStore, RedisRevocationStore } from '../../../server/services/shared-state.ts';
import { freePort } from '../support/free-port.ts';
import { bearer, createTestApp, DEMO_PASSWORD, solvedCaptcha, type TestApp } from '../support/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A client of a Redis nobody serves (a port nobody listens on); disconnected after the test. */
const deadClients: Redis[] = [];
async function deadRedis(): Promise<Redis> {
  const client = createRedisClient(`redis://127.0.0.1:${String(await freePort())}`, 'x:');
  client.on('error', () => undefined);
  deadClients.push(client);
  return client;
}
const keyPrefix = `portal-test-state-${String(process.pid)}:`;

async function redisUnreachable(): Promise<string | null> {
  const probe = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 2_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    await probe.ping();
    return null;
  } catch (error) {
    return `Redis at ${redisUrl} is not reachable (${(error as Error).message})`;
  } finally {
    probe.disconnect();
  }
}
const skipReason = await redisUnreachable();
if (skipReason) console.log(`# Redis store tests skipped: ${skipReason}`);

void describe('Redis stores', { skip: skipReason ?? false }, () => {
  let redis: Redis;
  before(async () => {
    redis = createRedisClient(redisUrl, keyPrefix);
    await redis.connect();
  });
  after(async () => {
    const cleaner = new Redis(redisUrl);
    const keys = await cleaner.keys(`${keyPrefix}*`);
    if (keys.length > 0) await cleaner.del(...keys);
    cleaner.disconnect();
    await redis.quit();
  });

  void test('a rate-limit window counts hits, tells its end, expires and resets', async () => {
    const store = new RedisRateLimitStore(redis);
    const now = Date.now();
    assert.equal(await store.peek('rule:k', now), null);
    const first = await store.hit('rule:k', 300, now);
    const second = await store.hit('rule:k', 300, now);
    assert.equal(first.count, 1);
    assert.equal(second.count, 2);
    assert.ok(second.resetAtMs > now && second.resetAtMs <= now + 300);
    assert.equal((await store.peek('rule:k', now))?.count, 2);
    await new Promise((resolve) => setTimeout(resolve, 350));
    assert.equal(await store.peek('rule:k', Date.now()), null, 'the window ended with its key');
    assert.equal((await store.hit('rule:k', 60_000, Date.now())).count, 1, 'a new window starts at one');
    await store.reset('rule:k');
    assert.equal(await store.peek('rule:k', Date.now()), null);
  });

  void test('a revoked family is seen by another instance’s store until the access tokens are gone', async () => {
    const warnings: unknown[] = [];
    const one = new RedisRevocationStore(redis, (error) => warnings.push(error));
    const other = new RedisRevocationStore(redis, (error) => warnings.push(error));
    const now = Date.now();
    assert.equal(await other.isRevoked('family-1', now), false);
    await one.revoke('family-1', now + 300, now);
    assert.equal(await other.isRevoked('family-1', now), true);
    assert.equal(await other.isRevoked('family-2', now), false);
    await new Promise((resolve) => setTimeout(resolve, 350));
    assert.equal(await new RedisRevocationStore(redis, () => undefined).isRevoked('family-1', Date.now()), false, 'forgotten once no access token of it can be valid');
    assert.deepEqual(warnings, []);
  });
});

void describe('an instance whose Redis cannot be reached', () => {
  let t: TestApp;
  before(async () => {
    // A port nobody listens on: every Redis command fails at once.
    t = await createTestApp({ config: { redis: { url: `redis://127.0.0.1:${String(await freePort())}`, keyPrefix: 'portal-test-down:' } } });
  });
  after(async () => {
    for (const client of deadClients) client.disconnect();
    await t.close();
  });

  void test('rate limits fall back to the instance: sign-in works and failures are still limited', async () => {
    const warnings: unknown[] = [];
    const store = new FailoverRateLimitStore(new RedisRateLimitStore(await deadRedis()), (error) => warnings.push(error));
    const now = Date.now();
    for (let hit = 1; hit <= 3; hit++) assert.equal((await store.hit('rule:k', 60_000, now)).count, hit, 'counted in memory');
    assert.equal(warnings.length, 1, 'warned once, not at every request');

    // Through the app: 10 wrong passwords, then 429 (the embedded store took over).
    for (let attempt = 0; attempt < 10; attempt++) {
      // After three failures the sign-in needs the captcha: every attempt brings one.
      const response = await t.inject({
        method: 'POST',
        url: '/api/Auth/Login',
        payload: { username: 'dan.declined', password: 'wrong-password', userRole: 'Member', ivfCenterId: 1, captcha: await solvedCaptcha(t) },
      });
      assert.equal(response.statusCode, 401);
    }
    const limited = await t.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      payload: { username: 'dan.declined', password: DEMO_PASSWORD, userRole: 'Member', ivfCenterId: 1, captcha: await solvedCaptcha(t) },
    });
    assert.equal(limited.statusCode, 429);
  });

  void test('revocation fails closed: a signed-in read is refused 503, not let through', async () => {
    const signedIn = await t.inject({ method: 'POST', url: '/api/Auth/Login', payload: { username: 'carol.couple', password: DEMO_PASSWORD, userRole: 'Member', ivfCenterId: 1 } });
    assert.equal(signedIn.statusCode, 200, 'signing in needs no Redis answer');
    const { accessToken } = signedIn.json<{ accessToken: string }>();
    const read = await t.inject({ method: 'GET', url: `/api/Members/${String(await t.memberId('carol.couple'))}/MemberAccount/Member`, headers: bearer(accessToken) });
    assert.equal(read.statusCode, 503);
    assert.match(read.json<{ type: string }>().type, /session-check-unavailable/);
    assert.ok(Number(read.headers['retry-after']) > 0);

    await assert.rejects(new RedisRevocationStore(await deadRedis(), () => undefined).revoke('f', Date.now() + 1000, Date.now()), (error) => {
      assert.ok(error instanceof HttpProblem);
      assert.equal(error.status, 503);
      return true;
    });
  });

  void test('readiness is 503 and says Redis failed; liveness still answers', async () => {
    const ready = await t.inject({ method: 'GET', url: '/api/health/ready' });
    assert.equal(ready.statusCode, 503);
    assert.equal(ready.json<{ status: string; redis: { state: string } }>().redis.state, 'failed');
    assert.equal(ready.json<{ status: string }>().status, 'unavailable');
    const live = await t.inject({ method: 'GET', url: '/api/health/live' });
    assert.equal(live.statusCode, 200);
    assert.equal(live.json<{ redis: string }>().redis, 'disconnected');
  });
});

void describe('settings of many instances', () => {
  const base = {
    NODE_ENV: 'development',
    DATA_DIR: '.data/config-test',
    JWT_SECRET: 'x'.repeat(48),
    PII_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
    PHOTO_URL_KEY: Buffer.alloc(32, 2).toString('base64'),
  };

  void test('REDIS_URL and the job queue are read, with defaults by database', () => {
    const sqlite = loadConfig({ ...base, DATABASE_URL: ':memory:' });
    assert.equal(sqlite.redis, null);
    assert.deepEqual(sqlite.jobQueue, { kind: 'embedded' });
    assert.equal(sqlite.shutdownGraceMs, 25_000);
    const postgres = loadConfig({ ...base, DATABASE_URL: 'postgres://db/portal', REDIS_URL: 'rediss://cache.example:6380', SHUTDOWN_GRACE_SECONDS: '40' });
    assert.deepEqual(postgres.redis, { url: 'rediss://cache.example:6380', keyPrefix: 'portal:' });
    assert.deepEqual(postgres.jobQueue, { kind: 'pg-boss', schema: 'pgboss' });
    assert.equal(postgres.shutdownGraceMs, 40_000);
  });

  void test('HEAP_GROWING_PERCENT sets the heap growing factor the API starts with (0: V8 decides)', () => {
    assert.equal(loadConfig({ ...base, DATABASE_URL: ':memory:' }).heapGrowingPercent, 50);
    assert.equal(loadConfig({ ...base, DATABASE_URL: ':memory:', HEAP_GROWING_PERCENT: '0' }).heapGrowingPercent, 0);
    assert.equal(loadConfig({ ...base, DATABASE_URL: ':memory:', HEAP_GROWING_PERCENT: '80' }).heapGrowingPercent, 80);
    assert.throws(() => loadConfig({ ...base, DATABASE_URL: ':memory:', HEAP_GROWING_PERCENT: 'lots' }), /HEAP_GROWING_PERCENT must be an integer/);
    assert.throws(() => loadConfig({ ...base, DATABASE_URL: ':memory:', HEAP_GROWING_PERCENT: '500' }), /HEAP_GROWING_PERCENT/);
  });

  void test('each bad setting is one clear line of the start-up error', () => {
    assert.throws(
      () =>
        loadConfig({
          ...base,
          DATABASE_URL: ':memory:',
          REDIS_URL: 'http://cache:6379',
          REDIS_KEY_PREFIX: 'has spaces',
          JOB_QUEUE: 'pg-boss',
          JOB_QUEUE_SCHEMA: 'Bad-Name',
          SHUTDOWN_GRACE_SECONDS: 'soon',
        }),
      (error: Error) => {
        const lines = error.message.split('\n').slice(1);
        for (const expected of [
          /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/,
          /REDIS_KEY_PREFIX must be/,
          /JOB_QUEUE=pg-boss needs a postgres:\/\/ DATABASE_URL/,
          /JOB_QUEUE_SCHEMA must be/,
          /SHUTDOWN_GRACE_SECONDS must be an integer/,
        ]) {
          assert.equal(lines.filter((line) => expected.test(line)).length, 1, `one line matching ${String(expected)} in:\n${error.message}`);
        }
        return true;
      },
    );
    assert.throws(() => loadConfig({ ...base, DATABASE_URL: ':memory:', JOB_QUEUE: 'cron' }), /JOB_QUEUE must be pg-boss or embedded \(got "cron"\)/);
  });
});
