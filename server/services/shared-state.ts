// State every API instance must agree on (issue 17): rate-limit windows (with the login lock-outs
// they carry) and revoked sessions. With REDIS_URL they live in Redis, shared by every instance;
// without it in this process (one instance). Everything else that spans requests is already in the
// database: refresh tokens with their rotation time (the reuse grace) and families, and payment
// idempotency keys (unique per member, written in the transaction that locks the member).
// What else a process keeps between requests is a read cache each instance may hold on its own:
// verified access tokens (revocation is still asked every time), clinic rows and the site
// maintenance window (5 s), content-service answers (5 min), consent-status results (pure), the
// backoff of a refund PayPal could not make (the row itself is what the next pass reads).
//
// When Redis cannot be reached:
// - rate limits fail over to this instance's own memory (each instance still limits, a guesser
//   spread over n instances gets n times the attempts for as long as Redis is down), with a warning;
// - revocation fails closed: a session cannot be shown not to be revoked, so the request is refused
//   (503, nothing changed) rather than let a signed-out token through.
import { Redis } from 'ioredis';
import { HttpProblem } from '../http-problem.ts';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limiter.ts';

/** Revoked refresh-token families, remembered until their last access token has expired. */
export interface RevocationStore {
  revoke(familyId: string, untilMs: number, nowMs: number): Promise<void>;
  /** Throws when it cannot tell (the caller refuses the request). */
  isRevoked(familyId: string, nowMs: number): Promise<boolean>;
}

export class MemoryRevocationStore implements RevocationStore {
  readonly #revoked = new Map<string, number>();

  revoke(familyId: string, untilMs: number, nowMs: number): Promise<void> {
    for (const [id, until] of this.#revoked) if (until < nowMs) this.#revoked.delete(id);
    this.#revoked.set(familyId, untilMs);
    return Promise.resolve();
  }

  isRevoked(familyId: string, nowMs: number): Promise<boolean> {
    const until = this.#revoked.get(familyId);
    return Promise.resolve(until !== undefined && until >= nowMs);
  }
}

/** A Redis client for shared state: commands fail at once while disconnected (no queue that would hold requests). */
export function createRedisClient(url: string, keyPrefix: string): Redis {
  return new Redis(url, {
    keyPrefix,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    // Reconnects forever, at most every 2 s: Redis coming back heals the instance without a restart.
    retryStrategy: (times) => Math.min(times * 100, 2_000),
  });
}

// INCR + PEXPIRE as one step: the first hit of a window sets its end; the answer carries what is left.
const hitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

/** Fixed windows as Redis counters (`rl:{rule}:{key}`) that expire with their window. */
export class RedisRateLimitStore implements RateLimitStore {
  readonly #redis: Redis;

  constructor(redis: Redis) {
    this.#redis = redis;
  }

  async hit(key: string, windowMs: number, nowMs: number): Promise<{ count: number; resetAtMs: number }> {
    const [count, ttl] = (await this.#redis.eval(hitScript, 1, `rl:${key}`, String(windowMs))) as [number, number];
    return { count, resetAtMs: nowMs + ttl };
  }

  async peek(key: string, nowMs: number): Promise<{ count: number; resetAtMs: number } | null> {
    const answers = await this.#redis.multi().get(`rl:${key}`).pttl(`rl:${key}`).exec();
    const count = Number(answers?.[0]?.[1] ?? 0);
    const ttl = Number(answers?.[1]?.[1] ?? -2);
    return count > 0 && ttl > 0 ? { count, resetAtMs: nowMs + ttl } : null;
  }

  async reset(key: string): Promise<void> {
    await this.#redis.del(`rl:${key}`);
  }
}

/** The shared store while it answers; this instance's memory when it does not (said once a minute). */
export class FailoverRateLimitStore implements RateLimitStore {
  readonly #shared: RateLimitStore;
  readonly #local = new MemoryRateLimitStore();
  readonly #warn: (error: unknown) => void;
  #lastWarningMs = 0;

  constructor(shared: RateLimitStore, warn: (error: unknown) => void) {
    this.#shared = shared;
    this.#warn = warn;
  }

  hit(key: string, windowMs: number, nowMs: number): Promise<{ count: number; resetAtMs: number }> {
    return this.#either(
      () => this.#shared.hit(key, windowMs, nowMs),
      () => this.#local.hit(key, windowMs, nowMs),
    );
  }

  peek(key: string, nowMs: number): Promise<{ count: number; resetAtMs: number } | null> {
    return this.#either(
      () => this.#shared.peek(key, nowMs),
      () => this.#local.peek(key, nowMs),
    );
  }

  async reset(key: string): Promise<void> {
    await this.#local.reset(key);
    await this.#either(
      () => this.#shared.reset(key),
      () => Promise.resolve(),
    );
  }

  async #either<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    try {
      return await shared();
    } catch (error) {
      const now = Date.now();
      if (now - this.#lastWarningMs >= 60_000) {
        this.#lastWarningMs = now;
        this.#warn(error);
      }
      return local();
    }
  }
}

/** Revoked families as keys (`revoked:{familyId}`) that expire when the family's last access token does. */
export class RedisRevocationStore implements RevocationStore {
  readonly #redis: Redis;
  readonly #warn: (error: unknown) => void;
  /** Families this instance revoked or saw revoked: answered without a round trip (revocation is never undone). */
  readonly #known = new MemoryRevocationStore();

  constructor(redis: Redis, warn: (error: unknown) => void) {
    this.#redis = redis;
    this.#warn = warn;
  }

  /** Not remembered by every instance: refused (503) so the caller tries again; this instance refuses the family already. */
  async revoke(familyId: string, untilMs: number, nowMs: number): Promise<void> {
    await this.#known.revoke(familyId, untilMs, nowMs);
    try {
      await this.#redis.set(`revoked:${familyId}`, '1', 'PX', Math.max(1, untilMs - nowMs));
    } catch (error) {
      this.#warn(error);
      throw sessionCheckUnavailable();
    }
  }

  async isRevoked(familyId: string, nowMs: number): Promise<boolean> {
    if (await this.#known.isRevoked(familyId, nowMs)) return true;
    let ttl: number;
    try {
      ttl = await this.#redis.pttl(`revoked:${familyId}`);
    } catch (error) {
      this.#warn(error);
      throw sessionCheckUnavailable();
    }
    if (ttl <= 0) return false;
    await this.#known.revoke(familyId, nowMs + ttl, nowMs);
    return true;
  }
}

function sessionCheckUnavailable(): HttpProblem {
  return new HttpProblem({
    status: 503,
    title: 'Service unavailable',
    detail: 'The portal cannot check your session right now. Please try again in a moment.',
    kind: 'session-check-unavailable',
    headers: { 'Retry-After': '5' },
  });
}

/** Whether Redis answers, and how fast (readiness). */
export async function pingRedis(redis: Redis): Promise<{ state: 'ok' | 'failed'; latencyMs: number }> {
  const started = performance.now();
  try {
    await redis.ping();
    return { state: 'ok', latencyMs: Math.round(performance.now() - started) };
  } catch {
    return { state: 'failed', latencyMs: Math.round(performance.now() - started) };
  }
}
