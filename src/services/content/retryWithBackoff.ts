// Retries a content request with growing waits plus random jitter (spec §9). The contentful SDK
// has its own retry (retryOnError/retryLimit) but its waits are fixed (√2^n s + 0.5–0.7 s) and it
// makes retryLimit + 1 attempts; the service turns it off and uses this policy, which it can test.

import { isRetryableContentError, toContentError } from './ContentError';

export interface RetryPolicy {
  /** Total attempts including the first (spec §9: up to 5). */
  attempts: number;
  /** Wait before the second attempt; doubles for every further one. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Up to this much random time is added to every wait. */
  jitterMs: number;
  random: () => number;
  sleep: (ms: number) => Promise<void>;
}

export const defaultRetryPolicy: RetryPolicy = {
  attempts: 5,
  baseDelayMs: 1000,
  maxDelayMs: 16000,
  jitterMs: 500,
  random: Math.random,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Wait before attempt `attempt + 1`, after `attempt` failed ones (attempt ≥ 1). */
export function retryDelay(policy: RetryPolicy, attempt: number): number {
  const growing = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(growing + policy.random() * policy.jitterMs);
}

/** Runs `run`, retrying retryable failures; always rejects with a ContentError. */
export async function retryWithBackoff<T>(run: () => Promise<T>, policy: RetryPolicy): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const contentError = toContentError(error);
      if (attempt >= policy.attempts || !isRetryableContentError(contentError)) {
        throw contentError.withAttempts(attempt);
      }
      await policy.sleep(retryDelay(policy, attempt));
    }
  }
}
