// Time source injected everywhere the API compares times, so tests can move time forward.
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export function isoAt(ms: number): string {
  return new Date(ms).toISOString();
}
