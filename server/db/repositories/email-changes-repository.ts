// SQL for requested changes of e-mail address (issue 21).
import type { Insertable } from 'kysely';
import type { Db } from '../database.ts';
import type { EmailChangesTable } from '../tables.ts';

/** Records a request; any earlier unconfirmed request of the member is superseded. */
export async function insertEmailChange(db: Db, change: Insertable<EmailChangesTable>): Promise<void> {
  await db
    .updateTable('email_changes')
    .set({ cancelled_at: change.requested_at })
    .where('member_id', '=', change.member_id)
    .where('confirmed_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .execute();
  await db.insertInto('email_changes').values(change).execute();
}

/** The member's request still waiting for confirmation, if any. */
export async function findPendingEmailChange(db: Db, memberId: number, nowIso: string) {
  return db
    .selectFrom('email_changes')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('confirmed_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('confirm_expires_at', '>', nowIso)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function findEmailChangeByConfirmToken(db: Db, tokenHash: string) {
  return db.selectFrom('email_changes').selectAll().where('confirm_token_hash', '=', tokenHash).executeTakeFirst();
}

export async function findEmailChangeByUndoToken(db: Db, tokenHash: string) {
  return db.selectFrom('email_changes').selectAll().where('undo_token_hash', '=', tokenHash).executeTakeFirst();
}

/** Marks a request confirmed; false when it was confirmed, cancelled or undone meanwhile. */
export async function markEmailChangeConfirmed(db: Db, id: number, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable('email_changes')
    .set({ confirmed_at: nowIso })
    .where('id', '=', id)
    .where('confirmed_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks a request undone (and so cancelled); false when it was undone already. */
export async function markEmailChangeUndone(db: Db, id: number, nowIso: string): Promise<boolean> {
  const result = await db.updateTable('email_changes').set({ undone_at: nowIso, cancelled_at: nowIso }).where('id', '=', id).where('undone_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks (or clears, with null) that the member has a change of address waiting until `untilIso`. */
export async function setPendingEmailMarker(db: Db, memberId: number, untilIso: string | null): Promise<void> {
  await db.updateTable('members').set({ pending_email_until: untilIso }).where('id', '=', memberId).execute();
}
