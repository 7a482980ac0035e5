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

/** The queue the configuration names (pg-boss needs PostgreSQL; config.ts checks that). */
export async function createJobQueue(
  settings: { kind: 'embedded' } | { kind: 'pg-boss'; schema: string },
  databaseUrl: string,
  onError: (error: unknown) => void,
): Promise<JobQueue> {
  if (settings.kind === 'embedded') return new EmbeddedJobQueue();
  // pg-boss (about 30 MB once loaded) only in a process that runs on PostgreSQL.
  const { PgBossJobQueue } = await import('./pg-boss-job-queue.ts');
  return new PgBossJobQueue({ databaseUrl, schema: settings.schema, onError });
}
