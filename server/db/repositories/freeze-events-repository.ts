// SQL for changing a stored item's status (dispositions). Reads of the list live in
// members-repository.ts; the move is conditional on the status the rules looked at, so two
// concurrent signatures cannot both win.
import type { Db } from '../database.ts';

/** A member's own, non-deleted stored item. */
export async function findOwnFreezeEvent(db: Db, memberId: number, freezeId: number) {
  return db
    .selectFrom('freeze_events')
    .select(['id', 'member_id', 'item_type_id', 'status_id', 'prior_status_id', 'count', 'frozen_on', 'storage_location', 'description', 'co_owner_id'])
    .where('id', '=', freezeId)
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}
export type OwnFreezeEventRow = NonNullable<Awaited<ReturnType<typeof findOwnFreezeEvent>>>;

/** Moves the item from `fromStatus` to `toStatus`; false when its status changed in between. */
export async function moveFreezeEventStatus(db: Db, freezeId: number, move: { fromStatus: string; toStatus: string; priorStatus: string | null }): Promise<boolean> {
  const result = await db
    .updateTable('freeze_events')
    .set({ status_id: move.toStatus, prior_status_id: move.priorStatus })
    .where('id', '=', freezeId)
    .where('status_id', '=', move.fromStatus)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
