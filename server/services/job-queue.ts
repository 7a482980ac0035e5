// Where background work runs (issue 17). Every scheduled pass of the API — mail outbox delivery,
// payment settlement and expiry, consent lapses and reminders, replay retention — is a named job:
// run every `intervalMs`, soon after a nudge, and never twice at once.
//
// - embedded (SQLite, or JOB_QUEUE=embedded): a timer loop in this process (job-loop.ts). One
//   instance only.
// - pg-boss (PostgreSQL): each pass is a job in a pg-boss queue of policy `stately` (at most one
//   waiting and one running, across every instance). Every instance asks for a pass on its timer
//   and on nudges; pg-boss hands each job to exactly one worker (SELECT … FOR UPDATE SKIP LOCKED),
//   so a pass runs once however many instances ask. A pass that fails is reported and the next
//   one tries again; a worker that dies mid-pass loses its job after `expireInSeconds`.
//
// The passes themselves stay safe to repeat (rows are claimed or moved on in their own
// transactions), so a job expired on a dead instance and run again changes nothing twice.
import { PgBoss } from 'pg-boss';
import { postgresConnection } from '../db/database.ts';
import { JobLoop, type JobLoopOptions } from './job-loop.ts';

export interface BackgroundJob {
  start(): void;
  /** Stops asking for passes and waits for this instance's pass in progress. */
  stop(): Promise<void>;
  /** Asks for a pass soon. */
  nudge(): void;
  /** Waits for this instance's pass in progress, then runs one more here (tests, and before a shutdown). */
  drain(): Promise<void>;
}

export interface JobQueue {
  readonly kind: 'embedded' | 'pg-boss';
  /** The named pass (one name per kind of work). */
  job(name: string, options: JobLoopOptions): BackgroundJob;
  /** Before any job starts. */
  start(): Promise<void>;
  /** After every job stopped. */
  stop(): Promise<void>;
  /** How many passes wait or run, across every instance (readiness); null: not known here. */
  pending(): Promise<number | null>;
}

export class EmbeddedJobQueue implements JobQueue {
  readonly kind = 'embedded';

  job(_name: string, options: JobLoopOptions): BackgroundJob {
    return new JobLoop(options);
  }

  start(): Promise<void> {
    return Promise.resolve();
  }

  stop(): Promise<void> {
    return Promise.resolve();
  }

  pending(): Promise<number | null> {
    return Promise.resolve(null);
  }
}

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

/** The queue the configuration names (pg-boss needs PostgreSQL; config.ts checks that). */
export function createJobQueue(settings: { kind: 'embedded' } | { kind: 'pg-boss'; schema: string }, databaseUrl: string, onError: (error: unknown) => void): JobQueue {
  return settings.kind === 'pg-boss' ? new PgBossJobQueue({ databaseUrl, schema: settings.schema, onError }) : new EmbeddedJobQueue();
}
