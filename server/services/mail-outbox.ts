// The transactional mail outbox (architecture §10, issue 20). Services never talk to SMTP: they
// `enqueue` a message with the database handle of the transaction that makes the change it tells
// about, so the mail exists exactly when the change does. A worker delivers due rows with
// exponential backoff; each message keeps one Message-ID for every attempt, so a crash between the
// relay's acceptance and the row's update delivers the same message again, which mailboxes (and
// the mail emulator) recognise as one. No HTTP request waits on the relay.
//
// `MailQueue` is the seam. Delivery passes run on the job queue (job-queue.ts): a loop in this
// process, or pg-boss jobs shared by every instance; rows are claimed, so no pass sends one twice.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import {
  claimOutboxMail,
  countPendingOutboxMail,
  insertOutboxMail,
  listDueOutboxMail,
  markOutboxMailRetry,
  markOutboxMailSent,
} from '../db/repositories/mail-outbox-repository.ts';
import { isoAt, type Clock } from './clock.ts';
import { backoffMs } from './job-loop.ts';
import { EmbeddedJobQueue, type BackgroundJob, type JobQueue } from './job-queue.ts';
import type { MailMessage, MailSender } from './mail-sender.ts';
import type { PiiCipher } from './pii-cipher.ts';

export interface MailQueue {
  /** Writes the message with `db` (the caller's transaction when there is one); delivery follows. */
  enqueue(db: Db, message: MailMessage): Promise<void>;
}

export interface MailOutboxOptions {
  db: Db;
  clock: Clock;
  cipher: PiiCipher;
  transport: MailSender;
  /** Where failures are reported (never the message itself). */
  onError: (error: unknown, context: { messageId: string; attempts: number; failed: boolean }) => void;
  /** The host part of Message-IDs. */
  messageIdDomain: string;
  pollMs?: number;
  /** A claim's lifetime: longer than one SMTP exchange may take (the transport's own timeouts). */
  claimMs?: number;
  maxAttempts?: number;
  batchSize?: number;
  /** Where delivery passes run (default: a loop in this process). */
  jobs?: JobQueue;
}

export class MailOutbox implements MailQueue {
  readonly #o: Required<Omit<MailOutboxOptions, 'jobs'>>;
  readonly #loop: BackgroundJob;
  #stopping = false;

  constructor(options: MailOutboxOptions) {
    this.#o = { pollMs: 1000, claimMs: 60_000, maxAttempts: 200, batchSize: 20, ...options };
    this.#loop = (options.jobs ?? new EmbeddedJobQueue()).job('mail-outbox', {
      run: () => this.deliverDue(),
      onError: (error) => this.#o.onError(error, { messageId: '', attempts: 0, failed: false }),
      intervalMs: this.#o.pollMs,
    });
  }

  async enqueue(db: Db, message: MailMessage): Promise<void> {
    const nowIso = isoAt(this.#o.clock.now());
    // The outbox gives each message its own Message-ID.
    const content: MailMessage = {
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html === undefined ? {} : { html: message.html }),
      ...(message.attachments === undefined ? {} : { attachments: message.attachments }),
    };
    await insertOutboxMail(db, {
      message_id: `<${randomUUID()}@${this.#o.messageIdDomain}>`,
      payload: this.#o.cipher.encryptJson(content),
      status: 'PENDING',
      next_attempt_at: nowIso,
      locked_until: null,
      last_error: null,
      created_at: nowIso,
      sent_at: null,
    });
    // The row may still be inside an open transaction: the next pass (soon) sees it once committed.
    this.nudge();
  }

  /** Starts delivering: at once (anything a previous process left behind), then every `pollMs`. */
  start(): void {
    this.#stopping = false;
    this.#loop.start();
  }

  /** Stops polling and waits for the message in hand (no further claims). Unsent rows stay for the next start or another instance. */
  stop(): Promise<void> {
    this.#stopping = true;
    return this.#loop.stop();
  }

  /** Asks for a delivery pass soon. */
  nudge(): void {
    this.#loop.nudge();
  }

  /** Waits for a pass in progress, then delivers whatever is still due (tests, and before a shutdown). */
  drain(): Promise<void> {
    return this.#loop.drain();
  }

  /** One pass: claims and sends every due row (tests call it directly). */
  async deliverDue(): Promise<void> {
    const { db, clock, cipher, transport } = this.#o;
    for (;;) {
      const nowIso = isoAt(clock.now());
      const due = await listDueOutboxMail(db, nowIso, this.#o.batchSize);
      if (due.length === 0) return;
      for (const row of due) {
        if (this.#stopping) return;
        const now = clock.now();
        if (!(await claimOutboxMail(db, row.id, isoAt(now), isoAt(now + this.#o.claimMs)))) continue;
        const attempts = row.attempts + 1;
        try {
          await transport.send({ ...cipher.decryptJson<MailMessage>(row.payload), messageId: row.message_id });
          await markOutboxMailSent(db, row.id, isoAt(clock.now()), attempts);
        } catch (error) {
          const failed = attempts >= this.#o.maxAttempts;
          await markOutboxMailRetry(db, row.id, {
            attempts,
            nextAttemptAt: isoAt(clock.now() + backoffMs(attempts, 1000)), // 2 s, 4 s, 8 s … a minute
            error: errorCode(error),
            failed,
          });
          this.#o.onError(error, { messageId: row.message_id, attempts, failed });
        }
      }
      if (due.length < this.#o.batchSize) return;
    }
  }

  pendingCount(): Promise<number> {
    return countPendingOutboxMail(this.#o.db);
  }
}

/** A short, content-free description of a delivery failure for the row. */
function errorCode(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
    const parts = [code, responseCode].filter((part): part is string | number => typeof part === 'string' || typeof part === 'number');
    return parts.join(' ').slice(0, 100) || 'error';
  }
  return 'error';
}
