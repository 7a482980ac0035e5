// Test-only failure injection for the content emulator: lets tests check that clients retry
// on 5xx, 429 and dropped connections. Never passed in by the running portal.

export type ContentFault = { kind: 'status'; status: number } | { kind: 'drop' };

export interface ContentFaultInjector {
  /** The next `count` API requests answer `status` (default 503) with a Contentful error body. */
  failNext(count: number, status?: number): void;
  /** The next `count` API requests have their connection closed without an answer. */
  dropNext(count: number): void;
  /** API requests seen since creation or the last reset (preflights and files not counted). */
  readonly requestCount: number;
  reset(): void;
  /** Called by the emulator for each API request: the fault to apply, if any. */
  take(): ContentFault | null;
}

export function createContentFaultInjector(): ContentFaultInjector {
  let queue: ContentFault[] = [];
  let requestCount = 0;
  return {
    failNext(count, status = 503) {
      for (let i = 0; i < count; i++) queue.push({ kind: 'status', status });
    },
    dropNext(count) {
      for (let i = 0; i < count; i++) queue.push({ kind: 'drop' });
    },
    get requestCount() {
      return requestCount;
    },
    reset() {
      queue = [];
      requestCount = 0;
    },
    take() {
      requestCount++;
      return queue.shift() ?? null;
    },
  };
}
