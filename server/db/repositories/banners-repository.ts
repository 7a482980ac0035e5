// SQL for global banner messages.
import type { Db } from '../database.ts';

export async function listActiveBanners(db: Db, nowIso: string) {
  return db
    .selectFrom('banner_messages')
    .select(['id', 'text', 'style_id'])
    .where('starts_at', '<=', nowIso)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', nowIso)]))
    .orderBy('id')
    .execute();
}
