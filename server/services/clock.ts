// Time source injected everywhere the API compares times, so tests can move time forward.
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export function isoAt(ms: number): string {
  return new Date(ms).toISOString();
}

/** The system clock moved by an offset: what the emulators' test clock (/emulators/clock) moves in development and tests. */
export class OffsetClock implements Clock {
  offsetMs = 0;
  now(): number {
    return Date.now() + this.offsetMs;
  }
}
