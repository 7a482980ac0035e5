// SQL for the clinics' pre-loaded patient records (enrolment matching, architecture §5).
import type { Insertable } from 'kysely';
import type { Db } from '../database.ts';
import type { ClinicPatientRecordsTable } from '../tables.ts';

export async function insertPatientRecord(db: Db, record: Insertable<ClinicPatientRecordsTable>): Promise<void> {
  await db.insertInto('clinic_patient_records').values(record).execute();
}

/** Records of a clinic with this last name + birth date hash whose phone or address hash is equal too. */
export async function findMatchingPatientRecords(db: Db, centerId: number, hashes: { nameDobHash: string; phoneHash: string | null; addressHash: string | null }) {
  return db
    .selectFrom('clinic_patient_records')
    .selectAll()
    .where('center_id', '=', centerId)
    .where('name_dob_hash', '=', hashes.nameDobHash)
    .where((eb) => eb.or([eb('phone_hash', '=', hashes.phoneHash ?? '-'), eb('address_hash', '=', hashes.addressHash ?? '-')]))
    .orderBy('id')
    .execute();
}

/** The record an existing member was enrolled from, if any. */
export async function findPatientRecordOfMember(db: Db, memberId: number) {
  return db.selectFrom('clinic_patient_records').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').executeTakeFirst();
}

/** Marks an available record used by a member; false when somebody else used it first. */
export async function markPatientRecordUsed(db: Db, recordId: number, memberId: number, usedAt: string): Promise<boolean> {
  const result = await db
    .updateTable('clinic_patient_records')
    .set({ status: 'USED', member_id: memberId, used_at: usedAt })
    .where('id', '=', recordId)
    .where('status', '=', 'AVAILABLE')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
