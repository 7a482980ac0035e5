// Fixed-window rate limits per key (ip + user name, ip + member, …). The store is an interface so a
// shared store (Redis INCR + PEXPIRE) can replace the in-memory one when several API instances run.
import { problems } from '../http-problem.ts';
import type { Clock } from './clock.ts';

export interface RateLimitStore {
  /** Counts one hit in the key's current window and returns the count and the window's end. */
  hit(key: string, windowMs: number, nowMs: number): Promise<{ count: number; resetAtMs: number }>;
  peek(key: string, nowMs: number): Promise<{ count: number; resetAtMs: number } | null>;
  reset(key: string): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  readonly #windows = new Map<string, { count: number; resetAtMs: number }>();
  #lastSweepMs = 0;

  hit(key: string, windowMs: number, nowMs: number): Promise<{ count: number; resetAtMs: number }> {
    this.#sweep(nowMs);
    let window = this.#windows.get(key);
    if (!window || window.resetAtMs <= nowMs) {
      window = { count: 0, resetAtMs: nowMs + windowMs };
      this.#windows.set(key, window);
    }
    window.count += 1;
    return Promise.resolve({ ...window });
  }

  peek(key: string, nowMs: number): Promise<{ count: number; resetAtMs: number } | null> {
    const window = this.#windows.get(key);
    return Promise.resolve(window && window.resetAtMs > nowMs ? { ...window } : null);
  }

  reset(key: string): Promise<void> {
    this.#windows.delete(key);
    return Promise.resolve();
  }

  #sweep(nowMs: number): void {
    if (nowMs - this.#lastSweepMs < 60_000) return;
    this.#lastSweepMs = nowMs;
    for (const [key, window] of this.#windows) if (window.resetAtMs <= nowMs) this.#windows.delete(key);
  }
}

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export type RateLimitRuleName = 'login' | 'twoFactor' | 'forgotPassword' | 'forgotUsername' | 'passwordReset' | 'credentials' | 'registration';

const minutes = 60_000;
export const defaultRateLimits: Record<RateLimitRuleName, RateLimitRule> = {
  /** Failed logins per ip + user name. */
  login: { limit: 10, windowMs: 15 * minutes },
  /** Code attempts per ip + member. */
  twoFactor: { limit: 5, windowMs: 10 * minutes },
  forgotPassword: { limit: 5, windowMs: 15 * minutes },
  forgotUsername: { limit: 5, windowMs: 15 * minutes },
  /** PasswordResetAuthenticate and ResetPassword per ip + member. */
  passwordReset: { limit: 10, windowMs: 15 * minutes },
  /** Wrong current passwords on UpdateCredentials per ip + member. */
  credentials: { limit: 5, windowMs: 15 * minutes },
  /** Registration attempts (anonymous) per ip. */
  registration: { limit: 10, windowMs: 60 * minutes },
};

export class RateLimiter {
  readonly #store: RateLimitStore;
  readonly #clock: Clock;
  readonly #rules: Record<RateLimitRuleName, RateLimitRule>;

  constructor(store: RateLimitStore, clock: Clock, rules: Partial<Record<RateLimitRuleName, RateLimitRule>> = {}) {
    this.#store = store;
    this.#clock = clock;
    this.#rules = { ...defaultRateLimits, ...rules };
  }

  /** Counts an attempt; throws 429 with Retry-After once the limit is passed. */
  async consume(rule: RateLimitRuleName, key: string): Promise<void> {
    const { limit, windowMs } = this.#rules[rule];
    const now = this.#clock.now();
    const { count, resetAtMs } = await this.#store.hit(`${rule}:${key}`, windowMs, now);
    if (count > limit) throw problems.tooManyRequests(Math.max(1, Math.ceil((resetAtMs - now) / 1000)));
  }

  /** Throws 429 when the limit is already reached, without counting (for limits on failures only). */
  async check(rule: RateLimitRuleName, key: string): Promise<void> {
    const { limit } = this.#rules[rule];
    const now = this.#clock.now();
    const window = await this.#store.peek(`${rule}:${key}`, now);
    if (window && window.count >= limit) throw problems.tooManyRequests(Math.max(1, Math.ceil((window.resetAtMs - now) / 1000)));
  }

  async recordFailure(rule: RateLimitRuleName, key: string): Promise<void> {
    await this.#store.hit(`${rule}:${key}`, this.#rules[rule].windowMs, this.#clock.now());
  }
}
