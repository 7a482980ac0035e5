// The pg-boss job queue (PostgreSQL): how it works is told in job-queue.ts. Loaded only when the
// configuration asks for it.
import { PgBoss } from 'pg-boss';
import { postgresConnection } from '../db/database.ts';
import type { JobLoopOptions } from './job-loop.ts';
import type { BackgroundJob, JobQueue } from './job-queue.ts';

export interface PgBossQueueOptions {
  databaseUrl: string;
  schema: string;
  onError: (error: unknown) => void;
}

/** A running pass longer than this is taken for a dead worker's: the job expires and the next pass may run. */
const passExpirySeconds = 5 * 60;

export class PgBossJobQueue implements JobQueue {
  readonly kind = 'pg-boss';
  readonly boss: PgBoss;
  readonly #names: string[] = [];
  #started: Promise<void> | null = null;

  constructor(options: PgBossQueueOptions) {
    const connection = postgresConnection(options.databaseUrl);
    this.boss = new PgBoss({ connectionString: connection.connectionString ?? options.databaseUrl, schema: options.schema, max: 4, application_name: 'portal-jobs' });
    this.boss.on('error', options.onError);
  }

  job(name: string, options: JobLoopOptions): BackgroundJob {
    this.#names.push(name);
    return new PgBossJob(this, name, options);
  }

  /** Installs or migrates pg-boss's schema (under its advisory lock: instances starting together are safe). */
  start(): Promise<void> {
    this.#started ??= this.boss.start().then(() => undefined);
    return this.#started;
  }

  async ready(): Promise<void> {
    await (this.#started ?? this.start());
  }

  async stop(): Promise<void> {
    if (!this.#started) return;
    await this.#started.catch(() => undefined);
    await this.boss.stop({ graceful: true, close: true, timeout: 10_000 });
    this.#started = null;
  }

  async pending(): Promise<number | null> {
    if (!this.#started) return null;
    let total = 0;
    for (const name of this.#names) {
      const queue = await this.boss.getQueue(name);
      total += (queue?.queuedCount ?? 0) + (queue?.activeCount ?? 0);
    }
    return total;
  }
}

class PgBossJob implements BackgroundJob {
  readonly #queue: PgBossJobQueue;
  readonly #name: string;
  readonly #o: JobLoopOptions;
  #ready: Promise<boolean> | null = null;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #stopped = true;

  constructor(queue: PgBossJobQueue, name: string, options: JobLoopOptions) {
    this.#queue = queue;
    this.#name = name;
    this.#o = options;
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#ready = this.#register().then(
      () => true,
      (error: unknown) => {
        this.#o.onError(error);
        return false;
      },
    );
    this.#timer = setInterval(() => this.#ask(), this.#o.intervalMs);
    this.#timer.unref();
    this.#ask();
  }

  async #register(): Promise<void> {
    await this.#queue.ready();
    const { boss } = this.#queue;
    const queue = { policy: 'stately', notify: true, retryLimit: 0, expireInSeconds: passExpirySeconds, deleteAfterSeconds: 3600, retentionSeconds: 3600 } as const;
    if (!(await boss.getQueue(this.#name))) {
      try {
        await boss.createQueue(this.#name, queue);
      } catch (error) {
        // Another instance created it in the meantime.
        if (!(await boss.getQueue(this.#name))) throw error;
      }
    }
    await boss.work(this.#name, { pollingIntervalSeconds: Math.max(0.5, Math.min(this.#o.intervalMs / 1000, 2)), batchSize: 1 }, async () => {
      await this.#runHere();
    });
  }

  /** Runs the pass in this process; a failure is reported and the job still completes (the next pass tries again). */
  #runHere(): Promise<void> {
    const run = (this.#running ?? Promise.resolve()).then(() => this.#o.run()).catch(this.#o.onError);
    const tracked = run.finally(() => {
      if (this.#running === tracked) this.#running = null;
    });
    this.#running = tracked;
    return tracked;
  }

  #ask(): void {
    if (this.#stopped || !this.#ready) return;
    // `stately`: a pass already waiting answers null here, and the one waiting does the work.
    void this.#ready.then((ready) => (ready && !this.#stopped ? this.#queue.boss.send(this.#name, {}) : null)).catch(this.#o.onError);
  }

  nudge(): void {
    if (this.#stopped) return;
    setTimeout(() => this.#ask(), this.#o.nudgeDelayMs ?? 20).unref();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    if (await this.#ready) await this.#queue.boss.offWork(this.#name, { wait: true });
    this.#ready = null;
    await this.#running;
  }

  async drain(): Promise<void> {
    await this.#running;
    await this.#o.run();
  }
}
