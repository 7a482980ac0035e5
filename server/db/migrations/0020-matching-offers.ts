// Which embryos a donor couple offers on the matching site (issue 15): recipients see and may
// reserve only freeze events the couple marked as offered, never every stored embryo. Couples
// listed before this migration keep offering what recipients could already reserve.
import { sql, type Kysely } from 'kysely';

const DONATABLE = ['ICR-CRYC----------------', 'ICR-CRYL----------------', 'ICR-EDON----------------'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('freeze_events')
    .addColumn('offered_for_matching', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE freeze_events SET offered_for_matching = 1
    WHERE deleted_at IS NULL AND item_type_id = 'CRY' AND status_id IN (${sql.join(DONATABLE)})
      AND member_id IN (SELECT member_id FROM matching_profiles WHERE role = 'DONOR')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('freeze_events').dropColumn('offered_for_matching').execute();
}
