// SQL for global banner messages.
import type { Db } from '../database.ts';

/** Banners showing now to members of `centerId`: their clinic's and the site-wide ones. */
export async function listActiveBanners(db: Db, centerId: number, nowIso: string) {
  return db
    .selectFrom('banner_messages')
    .select(['id', 'text', 'texts_json', 'style_id'])
    .where((eb) => eb.or([eb('center_id', 'is', null), eb('center_id', '=', centerId)]))
    .where('starts_at', '<=', nowIso)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', nowIso)]))
    .orderBy('id')
    .execute();
}
