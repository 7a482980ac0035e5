// The embedded job runner (architecture §10): runs one piece of background work now and then — on a
// timer, and soon after somebody says there is something to do — never twice at once. The mail
// outbox and the payment reconciler each run on one. A many-instance deployment replaces these
// loops with pg-boss jobs calling the same `run`.
/** How long background work waits before its next try after `attempts` failed ones: `firstMs` doubling, at most a minute. */
export function backoffMs(attempts: number, firstMs: number): number {
  return Math.min(firstMs * 2 ** attempts, 60_000);
}

export interface JobLoopOptions {
  /** One pass of the work; a failure is reported and the loop goes on. */
  run: () => Promise<void>;
  onError: (error: unknown) => void;
  intervalMs: number;
  /** Pause between a nudge and the pass (lets the nudging transaction commit). */
  nudgeDelayMs?: number;
}

export class JobLoop {
  readonly #o: JobLoopOptions;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #again = false;
  #stopped = true;

  constructor(options: JobLoopOptions) {
    this.#o = options;
  }

  /** Starts: a pass at once (work a previous process left behind), then every `intervalMs`. */
  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#timer = setInterval(() => this.nudge(), this.#o.intervalMs);
    this.#timer.unref();
    this.nudge();
  }

  /** Stops the timer and waits for a pass in progress. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running;
  }

  /** Asks for a pass soon; a nudge during a pass runs another one after it. */
  nudge(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = new Promise<void>((resolve) => setTimeout(resolve, this.#o.nudgeDelayMs ?? 20))
      .then(() => this.#o.run())
      .catch(this.#o.onError)
      .finally(() => {
        this.#running = null;
        if (this.#again) {
          this.#again = false;
          this.nudge();
        }
      });
  }

  /** Waits for a pass in progress, then runs one more (tests, and before a shutdown). */
  async drain(): Promise<void> {
    await this.#running;
    await this.#o.run();
  }
}
