// Reads compiled once run on PostgreSQL as named prepared statements (server/db/prepared-statements.ts):
// each name is made from the statement and is the same for the same SQL; on PostgreSQL a connection
// parses such a read once and answers every later call with that call's values, also after a column
// is added to its table, and prepares it again when PostgreSQL refuses it as stale; other queries stay
// unnamed, and so do reads compiled per shape beyond the few shapes they allow.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, test } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { compiledOnce, compiledPerShape } from '../../../server/db/compiled-once.ts';
import { createDatabase, postgresConnection, type Db } from '../../../server/db/database.ts';
import { prepareStatement, preparedStatementName } from '../../../server/db/prepared-statements.ts';
import { usingPostgres } from '../support/test-app.ts';

/** Ids as numbers (PostgreSQL's bigint comes back as text). */
const idNumbers = (rows: readonly { id: unknown }[]) => rows.map((row) => Number(row.id));

const idsByShape = compiledPerShape(
  (ids: number[]) => ({ shape: ids.length, values: ids }),
  (db: Db, _count: number, values: unknown[]) =>
    db
      .selectFrom('members')
      .select('id')
      .where('id', 'in', values as number[]),
);
// At most one of its shapes runs prepared.
const idsOfClinics = compiledPerShape(
  (centers: number[]) => ({ shape: centers.length, values: centers }),
  (db: Db, _count: number, values: unknown[]) =>
    db
      .selectFrom('members')
      .select('id')
      .where('center_id', 'in', values as number[])
      .orderBy('id'),
  256,
  1,
);
const idsOfClinic = compiledOnce((db: Db, centerId: number) => db.selectFrom('members').select('id').where('center_id', '=', centerId).orderBy('id'), 1);

/** A PostgreSQL schema of its own with a `members` table of these rows, for `work`; dropped after. */
async function withMembers(rows: { id: number; center_id: number }[], poolSize: number, work: (db: Db) => Promise<void>): Promise<void> {
  const url = process.env.TEST_DATABASE_URL ?? '';
  const schema = `test_prepared_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client(postgresConnection(url));
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = createDatabase(url, { schema, poolSize });
  try {
    await sql`CREATE TABLE members (id integer primary key, center_id integer not null)`.execute(db);
    await db
      .insertInto('members')
      .values(rows as never)
      .execute();
    await work(db);
  } finally {
    await db.destroy();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}

void describe('prepared statements', () => {
  void test('a name tells the operation and table and is the same for the same SQL, different for another', () => {
    const first = prepareStatement({ sql: 'select "id" from "notes" where "id" = $1', query: { kind: 'RawNode' } as never });
    assert.match(first, /^SELECT notes [0-9a-f]{12}$/);
    assert.equal(prepareStatement({ sql: 'select "id" from "notes" where "id" = $1', query: { kind: 'RawNode' } as never }), first);
    assert.equal(preparedStatementName('select "id" from "notes" where "id" = $1'), first);
    const other = prepareStatement({ sql: 'select "text" from "notes" where "id" = $1', query: { kind: 'RawNode' } as never });
    assert.notEqual(other, first);
    assert.ok(Buffer.byteLength(other) <= 63, 'within PostgreSQL’s limit on identifiers');
    assert.equal(preparedStatementName('select 1'), undefined, 'a query never compiled once has no name');
  });

  void test(
    'on PostgreSQL a read compiled once is parsed once per connection and answers each call with its values',
    { skip: !usingPostgres && 'PostgreSQL only (TEST_DATABASE_URL)' },
    async () =>
      withMembers(
        [1, 2, 3, 4].map((id) => ({ id, center_id: id % 2 === 0 ? 2 : 1 })),
        3,
        async (db) => {
          const seen = await db.connection().execute(async (connection) => {
            const odd = (await idsOfClinic.all(connection, 1)).map((row) => row.id);
            const even = (await idsOfClinic.all(connection, 2)).map((row) => row.id);
            const unnamed = await connection.selectFrom('members').select('id').where('id', '=', 3).execute();
            const shaped = await idsByShape.all(connection, [1, 2, 3]);
            const { rows } = await sql<{ name: string; statement: string; runs: number }>`
            select name, statement, generic_plans + custom_plans as runs from pg_prepared_statements`.execute(connection);
            return { odd, even, unnamed, shaped, rows };
          });
          assert.deepEqual(seen.odd, [1, 3]);
          assert.deepEqual(seen.even, [2, 4], 'the second call with its own value');
          assert.equal(seen.unnamed.length, 1);
          assert.equal(seen.shaped.length, 3);
          assert.equal(seen.rows.length, 1, 'only the read compiled once is kept on the connection, not the other query nor the per-shape one');
          assert.match(seen.rows[0]?.name ?? '', /^SELECT members [0-9a-f]{12}$/);
          assert.match(seen.rows[0]?.statement ?? '', /where "center_id" = \$1/);
          assert.equal(Number(seen.rows[0]?.runs), 2, 'both calls ran the one prepared statement');

          // Many calls at once, over every connection of the pool: each parses it once and answers right.
          const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => idsOfClinic.all(db, (index % 2) + 1)));
          answers.forEach((rows, index) =>
            assert.deepEqual(
              rows.map((row) => row.id),
              index % 2 === 0 ? [1, 3] : [2, 4],
            ),
          );

          // The next release's migration adds a column while this one serves: the prepared read names its
          // columns, so its result is unchanged and PostgreSQL keeps answering it on every connection.
          await sql`ALTER TABLE members ADD COLUMN nickname text`.execute(db);
          const after = await Promise.all(Array.from({ length: 30 }, (_, index) => idsOfClinic.all(db, (index % 2) + 1)));
          after.forEach((rows, index) =>
            assert.deepEqual(
              rows.map((row) => row.id),
              index % 2 === 0 ? [1, 3] : [2, 4],
            ),
          );

          // A column the read returns changes type under it (a migration no release should make, but one
          // that can happen): PostgreSQL refuses the prepared statement as stale on each connection that
          // had it. Inside a transaction that call fails (the transaction has failed already) and the next
          // prepares it again under a new name; outside one the call is answered at once.
          await db.connection().execute(async (connection) => {
            assert.deepEqual(idNumbers(await idsOfClinic.all(connection, 1)), [1, 3]);
            await sql`ALTER TABLE members ALTER COLUMN id TYPE bigint`.execute(db);
            await assert.rejects(
              connection.transaction().execute((trx) => idsOfClinic.all(trx, 1)),
              (error: { code?: string }) => error.code === '0A000',
            );
            const again = await connection.transaction().execute((trx) => idsOfClinic.all(trx, 1));
            assert.deepEqual(idNumbers(again), [1, 3]);
          });
          const stale = await Promise.all(Array.from({ length: 30 }, (_, index) => idsOfClinic.all(db, (index % 2) + 1)));
          stale.forEach((rows, index) => assert.deepEqual(idNumbers(rows), index % 2 === 0 ? [1, 3] : [2, 4]));
        },
      ),
  );

  void test(
    'on PostgreSQL a read compiled per shape names only as many shapes as it allows, the first used twice',
    { skip: !usingPostgres && 'PostgreSQL only (TEST_DATABASE_URL)' },
    async () =>
      withMembers(
        [1, 2, 3, 4, 5].map((id) => ({ id, center_id: id })),
        1,
        async (db) => {
          const named = async (connection: Db) =>
            (await sql<{ statement: string }>`select statement from pg_prepared_statements where statement like '%"center_id" in%'`.execute(connection)).rows.map(
              (row) => row.statement,
            );
          await db.connection().execute(async (connection) => {
            assert.deepEqual(idNumbers(await idsOfClinics.all(connection, [1])), [1]);
            assert.deepEqual(await named(connection), [], 'a shape used once stays unnamed');
            assert.deepEqual(idNumbers(await idsOfClinics.all(connection, [2])), [2]);
            assert.equal((await named(connection)).length, 1, 'used a second time, it is named');
            assert.deepEqual(idNumbers(await idsOfClinics.all(connection, [3, 4])), [3, 4]);
            assert.deepEqual(idNumbers(await idsOfClinics.all(connection, [4, 5])), [4, 5]);
            assert.deepEqual(idNumbers(await idsOfClinics.all(connection, [1, 5])), [1, 5]);
            const statements = await named(connection);
            assert.equal(statements.length, 1, 'another shape, used as often, stays unnamed: one was allowed');
            assert.match(statements[0] ?? '', /in \(\$1\)/);
          });
        },
      ),
  );
});
