// Fixed-window rate limits per key. Each guessable secret is limited three ways: per client address
// and subject (one guesser), per subject across every address (a distributed guess at one account,
// with a short lock-out), and per address or overall across subjects (a guesser spraying accounts,
// or burning CPU on password hashing). Client addresses come from the trusted proxy chain only
// (TRUST_PROXY). The store is an interface so a shared store (Redis INCR + PEXPIRE) can replace the
// in-memory one when several API instances run.
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

export type RateLimitRuleName =
  | 'login'
  | 'loginUser'
  | 'loginAddress'
  | 'loginOverall'
  | 'twoFactor'
  | 'twoFactorMember'
  | 'twoFactorResend'
  | 'twoFactorResendWindow'
  | 'captchaChallenge'
  | 'forgotPassword'
  | 'forgotPasswordUser'
  | 'forgotUsername'
  | 'forgotUsernameEmail'
  | 'passwordReset'
  | 'passwordResetMember'
  | 'credentials'
  | 'credentialsMember'
  | 'registration'
  | 'cosign'
  | 'cosignLink'
  | 'replayUpload';

const minutes = 60_000;
export const defaultRateLimits: Record<RateLimitRuleName, RateLimitRule> = {
  /** Failed logins per ip + user name. */
  login: { limit: 10, windowMs: 15 * minutes },
  /**
   * Failed logins per user name from every address: the account is locked for what is left of a
   * 5-minute window (the longest anyone else's failures can keep the member out) and the member is told.
   */
  loginUser: { limit: 20, windowMs: 5 * minutes },
  /** Failed logins per address across user names (random user names still cost a password hash each). */
  loginAddress: { limit: 30, windowMs: 15 * minutes },
  /** Failed logins overall, per minute: a ceiling on the hashing work failures can cause. */
  loginOverall: { limit: 600, windowMs: 1 * minutes },
  /** Code attempts per ip + member. */
  twoFactor: { limit: 5, windowMs: 10 * minutes },
  /** Code attempts per member from every address. */
  twoFactorMember: { limit: 10, windowMs: 15 * minutes },
  /** A new sign-in code at most once every 30 seconds per member… */
  twoFactorResend: { limit: 1, windowMs: 30_000 },
  /** …and three times in 10 minutes (the lifetime of a code). */
  twoFactorResendWindow: { limit: 3, windowMs: 10 * minutes },
  /** Captcha challenges per address (each costs the server one key derivation). */
  captchaChallenge: { limit: 60, windowMs: 1 * minutes },
  forgotPassword: { limit: 5, windowMs: 15 * minutes },
  /** Reset e-mails per user name from every address (no mail bombing). */
  forgotPasswordUser: { limit: 5, windowMs: 60 * minutes },
  forgotUsername: { limit: 5, windowMs: 15 * minutes },
  forgotUsernameEmail: { limit: 5, windowMs: 60 * minutes },
  /** PasswordResetAuthenticate and ResetPassword per ip + member. */
  passwordReset: { limit: 10, windowMs: 15 * minutes },
  /** The same per member from every address (each link also dies after 5 wrong answers). */
  passwordResetMember: { limit: 20, windowMs: 15 * minutes },
  /** Wrong current passwords (UpdateCredentials, e-mail change) per ip + member. */
  credentials: { limit: 5, windowMs: 15 * minutes },
  /** The same per member from every address. */
  credentialsMember: { limit: 10, windowMs: 15 * minutes },
  /** Registration attempts (anonymous) per ip. */
  registration: { limit: 10, windowMs: 60 * minutes },
  /** Co-signing link checks (identity, sign, decline) per ip. */
  cosign: { limit: 20, windowMs: 15 * minutes },
  /** The same per link from every address (each link also dies after 5 wrong answers). */
  cosignLink: { limit: 10, windowMs: 15 * minutes },
  /** Session-replay chunks per address (a recording session sends about one every 10 s; a clinic's network may hold many). */
  replayUpload: { limit: 120, windowMs: 1 * minutes },
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

  /** How many hits the key's current window holds (0 when none). */
  async count(rule: RateLimitRuleName, key: string): Promise<number> {
    return (await this.#store.peek(`${rule}:${key}`, this.#clock.now()))?.count ?? 0;
  }

  /** Counts a failure; answers whether this one reached the limit (the moment to tell somebody, once). */
  async recordFailure(rule: RateLimitRuleName, key: string): Promise<{ reachedLimit: boolean }> {
    const { count } = await this.#store.hit(`${rule}:${key}`, this.#rules[rule].windowMs, this.#clock.now());
    return { reachedLimit: count === this.#rules[rule].limit };
  }

  /** Forgets the key's window: what was counted no longer counts (failures, once the right answer came). */
  async forget(rule: RateLimitRuleName, key: string): Promise<void> {
    await this.#store.reset(`${rule}:${key}`);
  }

  /** `consume` of several rules (all are counted, the first over its limit answers 429). */
  async consumeAll(rules: [RateLimitRuleName, string][]): Promise<void> {
    const counted = await Promise.allSettled(rules.map(([rule, key]) => this.consume(rule, key)));
    const refused = counted.find((result) => result.status === 'rejected');
    if (refused) throw refused.reason;
  }

  /** `check` of several rules. */
  async checkAll(rules: [RateLimitRuleName, string][]): Promise<void> {
    for (const [rule, key] of rules) await this.check(rule, key);
  }
}
