// SQL for consent records: insert and select only. Records are evidence of an e-signature and
// are never changed or removed (the migration adds database triggers that refuse it too).
import type { Insertable } from 'kysely';
import type { Db } from '../database.ts';
import type { ConsentRecordsTable, ConsentTermsTable } from '../tables.ts';

export async function insertConsentRecord(db: Db, record: Insertable<ConsentRecordsTable>): Promise<void> {
  await db.insertInto('consent_records').values(record).execute();
}

/** A member's records, and those of joint decisions they are the partner in, newest first. */
export async function listConsentRecords(db: Db, memberId: number) {
  return db
    .selectFrom('consent_records')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('member_id', '=', memberId),
        eb(
          'joint_decision_id',
          'in',
          eb.selectFrom('joint_decisions as jd').innerJoin('co_owners as co', 'co.id', 'jd.co_owner_id').select('jd.id').where('co.partner_member_id', '=', memberId),
        ),
      ]),
    )
    .orderBy('signed_at_utc', 'desc')
    .orderBy('id', 'desc')
    .execute();
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

/** Keeps the signed terms text once per hash (a second signature of the same text adds nothing). */
export async function keepConsentTerms(db: Db, terms: ConsentTermsTable): Promise<void> {
  await db
    .insertInto('consent_terms')
    .values(terms)
    .onConflict((conflict) => conflict.column('hash').doNothing())
    .execute();
}

/** The terms text behind a hash, only when one of this member's own records names it. */
export async function findConsentTermsOfMember(db: Db, memberId: number, hash: string) {
  return db
    .selectFrom('consent_terms')
    .selectAll('consent_terms')
    .where('consent_terms.hash', '=', hash)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('consent_records')
          .select('consent_records.id')
          .where('consent_records.member_id', '=', memberId)
          .whereRef('consent_records.terms_hash', '=', 'consent_terms.hash'),
      ),
    )
    .executeTakeFirst();
}
