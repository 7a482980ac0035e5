// SQL of matching-site photos: a member's photos, one photo, insert/delete, and the question
// the photo rules ask the database (may this viewer see that donor's photos).
import { isPostgres, type Db } from '../database.ts';
import { listedNow } from './matching-repository.ts';

const photoColumns = ['id', 'member_id', 'storage_key', 'width', 'height', 'byte_size', 'position', 'created_at'] as const;

export async function listPhotos(db: Db, memberId: number) {
  return db.selectFrom('matching_photos').select(photoColumns).where('member_id', '=', memberId).orderBy('position').orderBy('id').execute();
}
export type PhotoRow = Awaited<ReturnType<typeof listPhotos>>[number];

export async function countPhotos(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('matching_photos')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findPhoto(db: Db, photoId: number): Promise<PhotoRow | undefined> {
  return db.selectFrom('matching_photos').select(photoColumns).where('id', '=', photoId).executeTakeFirst();
}

/**
 * Adds a photo at the end of the member's list unless the member has `limit` already (then undefined).
 * The member row is locked first on PostgreSQL, so two concurrent uploads cannot both pass the limit
 * (SQLite transactions are serial).
 */
export async function insertPhotoWithinLimit(
  db: Db,
  photo: { memberId: number; storageKey: string; width: number; height: number; byteSize: number; createdAt: string },
  limit: number,
): Promise<PhotoRow | undefined> {
  return db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) await trx.selectFrom('members').select('id').where('id', '=', photo.memberId).forUpdate().execute();
    const current = await trx
      .selectFrom('matching_photos')
      .select((eb) => [eb.fn.countAll<number | string | bigint>().as('count'), eb.fn.max<number | null>('position').as('last')])
      .where('member_id', '=', photo.memberId)
      .executeTakeFirstOrThrow();
    if (Number(current.count) >= limit) return undefined;
    return trx
      .insertInto('matching_photos')
      .values({
        member_id: photo.memberId,
        storage_key: photo.storageKey,
        width: photo.width,
        height: photo.height,
        byte_size: photo.byteSize,
        position: (current.last ?? 0) + 1,
        created_at: photo.createdAt,
      })
      .returning(photoColumns)
      .executeTakeFirstOrThrow();
  });
}

/** Deletes one of the member's photos; the deleted row, or undefined when the member has no such photo. */
export async function deleteMemberPhoto(db: Db, memberId: number, photoId: number): Promise<PhotoRow | undefined> {
  return db.deleteFrom('matching_photos').where('id', '=', photoId).where('member_id', '=', memberId).returning(photoColumns).executeTakeFirst();
}

/** The viewer's type and matching profile status (recipients must be Current to see any donor photo). */
export async function findViewer(db: Db, memberId: number) {
  return db.selectFrom('members').select(['member_type', 'matching_profile_status_id']).where('id', '=', memberId).executeTakeFirst();
}

/**
 * Whether `ownerMemberId` is a listed OPEN donor couple whose answer to the latest PHOTOS request of
 * `recipientMemberId` is ACCEPTED (a later request, cancellation or decline ends it).
 */
export async function hasAcceptedPhotosRequest(db: Db, recipientMemberId: number, ownerMemberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('matching_profiles')
    .select((eb) =>
      eb
        .selectFrom('matching_requests')
        .select('matching_requests.state')
        .where('matching_requests.kind', '=', 'PHOTOS')
        .where('matching_requests.recipient_member_id', '=', recipientMemberId)
        .whereRef('matching_requests.donor_member_id', '=', 'matching_profiles.member_id')
        .orderBy('matching_requests.id', 'desc')
        .limit(1)
        .as('latest_state'),
    )
    .where('matching_profiles.member_id', '=', ownerMemberId)
    .where('matching_profiles.privacy_type_id', '=', 'OPEN')
    .where(listedNow)
    .executeTakeFirst();
  return row?.latest_state === 'ACCEPTED';
}
