// Runs alone in npm test (scripts/test-api.mjs): it times a wait for the connection.
// SQLite has one connection, which queries take in turn. A query made outside an open transaction
// (on the database instead of the transaction) waits for the transaction, which waits for it: the
// request would never answer. The dialect gives up such a wait after its time limit with SQLite's
// "busy" error (answered 503 by the API); the transaction rolls back and the connection is free again.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Kysely, sql } from 'kysely';
import { isDatabaseBusy } from '../../../server/db/database.ts';
import { createNodeSqliteDialect } from '../../../server/db/node-sqlite-dialect.ts';

interface Tables {
  notes: { id: number; text: string };
}

async function database(waitMs: number): Promise<Kysely<Tables>> {
  const db = new Kysely<Tables>({ dialect: createNodeSqliteDialect(':memory:', 100, waitMs) });
  await sql`CREATE TABLE notes (id integer primary key, text text not null)`.execute(db);
  return db;
}

void describe('the SQLite connection, taken in turn with a time limit', () => {
  void test('a query outside its transaction fails as busy after the limit instead of waiting forever; the transaction rolls back', async () => {
    const db = await database(200);
    const started = performance.now();
    const outcome = await db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 1, text: 'inside' }).execute();
        await db.selectFrom('notes').selectAll().execute(); // the mistake: db, not trx
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    const ms = performance.now() - started;
    assert.ok(isDatabaseBusy(outcome), String(outcome));
    assert.ok(ms < 2000, `gave up after ${ms.toFixed(0)} ms`);
    assert.deepEqual(await db.selectFrom('notes').selectAll().execute(), [], 'rolled back, and the connection is free');
    await db.destroy();
  });

  void test('queries and transactions that take their turn all run, in order', async () => {
    const db = await database(200);
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 === 0
          ? db
              .insertInto('notes')
              .values({ id: i, text: `note ${String(i)}` })
              .execute()
          : db.transaction().execute(async (trx) => {
              await trx
                .insertInto('notes')
                .values({ id: i, text: `note ${String(i)}` })
                .execute();
              await trx.selectFrom('notes').select('id').execute();
            }),
      ),
    );
    const rows = await db.selectFrom('notes').select('id').orderBy('id').execute();
    assert.deepEqual(
      rows.map((row) => row.id),
      Array.from({ length: 40 }, (_, i) => i),
    );
    await db.destroy();
  });
});
