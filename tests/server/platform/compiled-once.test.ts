// Hot reads compiled once per database and run with each call's values (server/db/compiled-once.ts):
// every call gets its own rows, constants of the query stay, a transaction compiles its own, and a
// query whose argument does not reach the SQL as a parameter, or that selects `*`, is refused when first
// compiled. Queries whose shape varies (optional conditions, lists of any length) are compiled once per
// shape.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Kysely, sql } from 'kysely';
import { compiledOnce, compiledPerShape, namedColumns } from '../../../server/db/compiled-once.ts';
import { createNodeSqliteDialect } from '../../../server/db/node-sqlite-dialect.ts';
import { preparedStatementName } from '../../../server/db/prepared-statements.ts';

interface Tables {
  notes: { id: number; owner: number; text: string; deleted: number };
}

async function database(): Promise<Kysely<Tables>> {
  const db = new Kysely<Tables>({ dialect: createNodeSqliteDialect(':memory:', 100, 1000) });
  await sql`CREATE TABLE notes (id integer primary key, owner integer not null, text text not null, deleted integer not null)`.execute(db);
  await db
    .insertInto('notes')
    .values([
      { id: 1, owner: 7, text: 'a', deleted: 0 },
      { id: 2, owner: 7, text: 'b', deleted: 1 },
      { id: 3, owner: 8, text: 'c', deleted: 0 },
      { id: 4, owner: 8, text: 'd', deleted: 0 },
    ])
    .execute();
  return db;
}

/** Rows as plain objects (node:sqlite gives objects without a prototype). */
const plain = <T extends object>(rows: T[]) => rows.map((row) => ({ ...row }));

const liveNotesOf = compiledOnce(
  (db: Kysely<Tables>, owner: number, after: number) =>
    db.selectFrom('notes').select(['id', 'text']).where('deleted', '=', 0).where('owner', '=', owner).where('id', '>', after).orderBy('id'),
  2,
);

void describe('queries compiled once', () => {
  void test('each call runs with its own values; the constants of the query stay', async () => {
    const db = await database();
    assert.deepEqual(plain(await liveNotesOf.all(db, 7, 0)), [{ id: 1, text: 'a' }], 'the deleted note stays out (a constant of the query)');
    assert.deepEqual(plain(await liveNotesOf.all(db, 8, 0)), [
      { id: 3, text: 'c' },
      { id: 4, text: 'd' },
    ]);
    assert.deepEqual(plain(await liveNotesOf.all(db, 8, 3)), [{ id: 4, text: 'd' }], 'the second value, in its own place');
    assert.deepEqual(await liveNotesOf.first(db, 9, 0), undefined);
    await db.destroy();
  });

  void test('a transaction compiles its own and sees its own writes', async () => {
    const db = await database();
    await liveNotesOf.all(db, 7, 0);
    const inside = await db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 5, owner: 7, text: 'e', deleted: 0 }).execute();
      return liveNotesOf.all(trx, 7, 0);
    });
    assert.deepEqual(plain(inside), [
      { id: 1, text: 'a' },
      { id: 5, text: 'e' },
    ]);
    await db.destroy();
  });

  void test('an argument that only shapes the query (never a parameter) is refused at the first compile', async () => {
    const db = await database();
    const shaped = compiledOnce((inner: Kysely<Tables>, column: string) => inner.selectFrom('notes').select(column === 'text' ? 'text' : 'id'), 1);
    await assert.rejects(shaped.all(db, 'text'), /argument 0 does not reach the SQL as a parameter/);
    await db.destroy();
  });

  void test('a read that selects `*` is refused at the first compile; counting rows is not `*`', async () => {
    const db = await database();
    const everything = compiledOnce((inner: Kysely<Tables>, owner: number) => inner.selectFrom('notes').selectAll().where('owner', '=', owner), 1);
    await assert.rejects(everything.all(db, 7), /selects `\*`/);
    const everyNoteColumn = compiledOnce((inner: Kysely<Tables>, owner: number) => inner.selectFrom('notes').selectAll('notes').where('owner', '=', owner), 1);
    await assert.rejects(everyNoteColumn.all(db, 7), /selects `\*`/);
    const unionOfEvery = compiledOnce(
      (inner: Kysely<Tables>, owner: number) =>
        inner
          .selectFrom('notes')
          .select('id')
          .where('owner', '=', owner)
          .unionAll(inner.selectFrom('notes').selectAll().where('deleted', '=', 1)),
      1,
    );
    await assert.rejects(unionOfEvery.all(db, 7), /selects `\*`/, 'a union’s other branch');
    const returningEvery = compiledOnce((inner: Kysely<Tables>, owner: number) => inner.updateTable('notes').set({ deleted: 0 }).where('owner', '=', owner).returningAll(), 1);
    await assert.rejects(returningEvery.all(db, 7), /selects `\*`/, 'a write returning every column');
    const named = compiledOnce(
      (inner: Kysely<Tables>, owner: number) =>
        inner
          .selectFrom('notes')
          .select(namedColumns<Tables['notes'], 'notes'>('notes', { id: true, owner: true, text: true, deleted: true }))
          .where('owner', '=', owner)
          .orderBy('id'),
      1,
    );
    assert.deepEqual(plain(await named.all(db, 8)), [
      { id: 3, owner: 8, text: 'c', deleted: 0 },
      { id: 4, owner: 8, text: 'd', deleted: 0 },
    ]);
    const counted = compiledOnce(
      (inner: Kysely<Tables>, owner: number) =>
        inner
          .selectFrom('notes')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('owner', '=', owner),
      1,
    );
    assert.equal(Number((await counted.first(db, 7))?.n), 2);
    await db.destroy();
  });

  void describe('compiled per shape', () => {
    interface NoteSearch {
      owner?: number;
      ids: number[];
    }
    let built = 0;
    const notesBy = compiledPerShape(
      ({ owner, ids }: NoteSearch) => ({
        shape: { byOwner: owner !== undefined, count: ids.length },
        values: owner !== undefined ? [owner, ...ids] : ids,
      }),
      (db: Kysely<Tables>, shape: { byOwner: boolean; count: number }, values: unknown[]) => {
        built++;
        let query = db.selectFrom('notes').select('id').where('deleted', '=', 0).orderBy('id');
        if (shape.byOwner) query = query.where('owner', '=', values[0] as number);
        return query.where('id', 'in', values.slice(shape.byOwner ? 1 : 0) as number[]);
      },
      3,
    );
    const ids = async (db: Kysely<Tables>, search: NoteSearch) => (await notesBy.all(db, search)).map((row) => row.id);

    void test('each shape answers with its own values, and is built once', async () => {
      const db = await database();
      built = 0;
      assert.deepEqual(await ids(db, { ids: [1, 2, 3] }), [1, 3], 'the deleted note stays out');
      assert.deepEqual(await ids(db, { ids: [3, 4, 1] }), [1, 3, 4], 'the same shape, other values');
      assert.equal(built, 1, 'one shape so far');
      assert.deepEqual(await ids(db, { owner: 8, ids: [1, 3, 4] }), [3, 4], 'with the condition');
      assert.deepEqual(await ids(db, { owner: 7, ids: [1, 3, 4] }), [1]);
      assert.deepEqual(await ids(db, { ids: [4] }), [4], 'a list of another length');
      assert.equal(built, 3);
      await db.destroy();
    });

    void test('past its limit of shapes it drops the one used longest ago, and builds it again if it comes back', async () => {
      const db = await database();
      built = 0;
      for (const length of [1, 2, 3]) await ids(db, { ids: [1, 3, 4].slice(0, length) });
      assert.equal(built, 3);
      assert.deepEqual(await ids(db, { ids: [1, 2, 3, 4] }), [1, 3, 4], 'a fourth shape');
      assert.deepEqual(await ids(db, { ids: [3, 4, 1] }), [1, 3, 4], 'the third shape, still kept');
      assert.equal(built, 4);
      assert.deepEqual(await ids(db, { ids: [4] }), [4], 'the first shape, made again');
      assert.equal(built, 5);
      // Kept now, the one used longest ago first: shapes of 4, 3 and 1 ids. Using the one of 3 keeps it:
      // the next new shape drops the one of 4.
      assert.deepEqual(await ids(db, { ids: [4, 3, 1] }), [1, 3, 4]);
      assert.deepEqual(await ids(db, { owner: 7, ids: [1] }), [1]);
      assert.equal(built, 6);
      assert.deepEqual(await ids(db, { ids: [1, 3, 4] }), [1, 3, 4], 'used a moment ago, not made again');
      assert.equal(built, 6);
      assert.deepEqual(await ids(db, { ids: [1, 3, 4, 4] }), [1, 3, 4], 'the one dropped, made again');
      assert.equal(built, 7);
      await db.destroy();
    });

    void test('it names for PostgreSQL only as many shapes as it allows: the first used twice, kept named when dropped and made again', async () => {
      const db = await database();
      const deletedNotes = compiledPerShape(
        (wanted: number[]) => ({ shape: wanted.length, values: wanted }),
        (inner: Kysely<Tables>, _count: number, values: unknown[]) =>
          inner
            .selectFrom('notes')
            .select('id')
            .where('deleted', '=', 1)
            .where('id', 'in', values as number[]),
        2,
        1,
      );
      // The SQL of a shape (the same whatever the values) and the name it runs under on PostgreSQL, if any.
      const nameOf = (count: number) =>
        preparedStatementName(
          db
            .selectFrom('notes')
            .select('id')
            .where('deleted', '=', 1)
            .where(
              'id',
              'in',
              Array.from({ length: count }, (_, index) => index),
            )
            .compile().sql,
        );
      assert.deepEqual(
        (await deletedNotes.all(db, [2])).map((row) => row.id),
        [2],
      );
      assert.equal(nameOf(1), undefined, 'used once: unnamed');
      await deletedNotes.all(db, [2]);
      assert.match(nameOf(1) ?? '', /^SELECT notes [0-9a-f]{12}$/, 'used twice: named');
      for (let call = 0; call < 3; call++) await deletedNotes.all(db, [2, 3]);
      assert.equal(nameOf(2), undefined, 'another shape used as often stays unnamed: one was allowed');
      // Two more shapes drop the named one; back, it is named as before, and the one place stays taken.
      for (const count of [3, 4]) for (let call = 0; call < 2; call++) await deletedNotes.all(db, [2, 3, 4, 5].slice(0, count));
      assert.equal(nameOf(3), undefined);
      assert.equal(nameOf(4), undefined);
      assert.deepEqual(
        (await deletedNotes.all(db, [2])).map((row) => row.id),
        [2],
      );
      assert.match(nameOf(1) ?? '', /^SELECT notes /);
      await db.destroy();
    });
  });
});
