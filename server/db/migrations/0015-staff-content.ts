// What clinic staff publish and decide (issue 12): banners per clinic (or site-wide) with a text per
// locale, and the clinic's word on a custom description or a medical review that the member reads.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  /** null: every clinic (site-wide, PlatformAdmin). */
  await db.schema.alterTable('banner_messages').addColumn('center_id', 'integer').execute();
  /** JSON object locale → text; `text` stays the default for a locale without its own. */
  await db.schema.alterTable('banner_messages').addColumn('texts_json', 'text').execute();
  await db.schema.alterTable('matching_profiles').addColumn('custom_description_note', 'text').execute();
  await db.schema.alterTable('freeze_events').addColumn('medical_review_note', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('freeze_events').dropColumn('medical_review_note').execute();
  await db.schema.alterTable('matching_profiles').dropColumn('custom_description_note').execute();
  await db.schema.alterTable('banner_messages').dropColumn('texts_json').execute();
  await db.schema.alterTable('banner_messages').dropColumn('center_id').execute();
}
