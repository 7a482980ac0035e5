// What /api/health/ready asks of the database: whether it reads, whether it takes a write right now,
// and how many balance payments are being confirmed.
import { isDatabaseBusy, type Db } from '../../db/database.ts';

export type DatabaseProbe = 'ok' | 'busy' | 'failed';

async function probe(work: () => Promise<unknown>): Promise<DatabaseProbe> {
  try {
    await work();
    return 'ok';
  } catch (error) {
    return isDatabaseBusy(error) ? 'busy' : 'failed';
  }
}

export async function probeDatabase(db: Db): Promise<{ read: DatabaseProbe; write: DatabaseProbe }> {
  const read = await probe(() => db.selectFrom('app_meta').select('key').limit(1).execute());
  // A write that changes nothing still needs the write lock: it shows whether writes would pass now.
  const write =
    read === 'ok'
      ? await probe(() =>
          db
            .updateTable('app_meta')
            .set((eb) => ({ value: eb.ref('value') }))
            .where('key', '=', '__readiness__')
            .execute(),
        )
      : 'failed';
  return { read, write };
}

export async function countBeingConfirmed(db: Db): Promise<number> {
  const row = await db
    .selectFrom('balance_payments')
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
    .where('status', '=', 'CONFIRMING')
    .executeTakeFirstOrThrow();
  return row.count;
}
