// SQL of the mail outbox. Claims are optimistic (a conditional UPDATE per row), so several workers,
// in one process or many, never send one row at the same time while its claim lasts.
import type { Insertable } from 'kysely';
import type { Db } from '../database.ts';
import type { MailOutboxTable } from '../tables.ts';

export async function insertOutboxMail(db: Db, row: Insertable<MailOutboxTable>): Promise<void> {
  await db.insertInto('mail_outbox').values(row).execute();
}

/** Rows due for an attempt and not claimed by a live worker, oldest first. */
export async function listDueOutboxMail(db: Db, nowIso: string, limit: number) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'message_id', 'payload', 'attempts'])
    .where('status', '=', 'PENDING')
    .where('next_attempt_at', '<=', nowIso)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', nowIso)]))
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Claims one row until `untilIso`; false when another worker claimed or finished it first. */
export async function claimOutboxMail(db: Db, id: number, nowIso: string, untilIso: string): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ locked_until: untilIso })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', nowIso)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markOutboxMailSent(db: Db, id: number, nowIso: string, attempts: number): Promise<void> {
  await db.updateTable('mail_outbox').set({ status: 'SENT', sent_at: nowIso, attempts, locked_until: null, last_error: null }).where('id', '=', id).execute();
}

export async function markOutboxMailRetry(db: Db, id: number, update: { attempts: number; nextAttemptAt: string; error: string; failed: boolean }): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: update.failed ? 'FAILED' : 'PENDING', attempts: update.attempts, next_attempt_at: update.nextAttemptAt, last_error: update.error, locked_until: null })
    .where('id', '=', id)
    .execute();
}

/** How many messages wait (readiness and tests). */
export async function countPendingOutboxMail(db: Db): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
    .where('status', '=', 'PENDING')
    .executeTakeFirstOrThrow();
  return row.count;
}
