// SQL for consent records: insert and select only. Records are evidence of an e-signature and
// are never changed or removed (the migration adds database triggers that refuse it too).
import type { Insertable } from 'kysely';
import type { Db } from '../database.ts';
import type { ConsentRecordsTable } from '../tables.ts';

export async function insertConsentRecord(db: Db, record: Insertable<ConsentRecordsTable>): Promise<void> {
  await db.insertInto('consent_records').values(record).execute();
}

/** A member's records, newest first. */
export async function listConsentRecords(db: Db, memberId: number) {
  return db.selectFrom('consent_records').selectAll().where('member_id', '=', memberId).orderBy('signed_at_utc', 'desc').orderBy('id', 'desc').execute();
}

/** The latest signature of an item (what a withdrawal undoes). */
export async function findLastSignature(db: Db, freezeEventId: number) {
  return db
    .selectFrom('consent_records')
    .selectAll()
    .where('freeze_event_id', '=', freezeEventId)
    .where('action', '=', 'sign')
    .orderBy('signed_at_utc', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
