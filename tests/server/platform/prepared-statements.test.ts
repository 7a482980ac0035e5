// Reads compiled once run on PostgreSQL as named prepared statements (server/db/prepared-statements.ts):
// each name is made from the statement and is the same for the same SQL; on PostgreSQL a connection
// parses such a read once and answers every later call with that call's values, also after a column
// is added to its table, while other queries stay unnamed.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, test } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { compiledOnce } from '../../../server/db/compiled-once.ts';
import { createDatabase, postgresConnection, type Db } from '../../../server/db/database.ts';
import { prepareStatement, preparedStatementName } from '../../../server/db/prepared-statements.ts';
import { usingPostgres } from '../support/test-app.ts';

const idsOfClinic = compiledOnce((db: Db, centerId: number) => db.selectFrom('members').select('id').where('center_id', '=', centerId).orderBy('id'), 1);

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
    async () => {
      const url = process.env.TEST_DATABASE_URL ?? '';
      const schema = `test_prepared_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client(postgresConnection(url));
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      const db = createDatabase(url, { schema, poolSize: 3 });
      try {
        await sql`CREATE TABLE members (id integer primary key, center_id integer not null)`.execute(db);
        await db
          .insertInto('members')
          .values([1, 2, 3, 4].map((id) => ({ id, center_id: id % 2 === 0 ? 2 : 1 })) as never)
          .execute();

        const seen = await db.connection().execute(async (connection) => {
          const odd = (await idsOfClinic.all(connection, 1)).map((row) => row.id);
          const even = (await idsOfClinic.all(connection, 2)).map((row) => row.id);
          const unnamed = await connection.selectFrom('members').select('id').where('id', '=', 3).execute();
          const { rows } = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(connection);
          return { odd, even, unnamed, rows };
        });
        assert.deepEqual(seen.odd, [1, 3]);
        assert.deepEqual(seen.even, [2, 4], 'the second call with its own value');
        assert.equal(seen.unnamed.length, 1);
        assert.equal(seen.rows.length, 1, 'only the read compiled once is kept on the connection');
        assert.match(seen.rows[0]?.name ?? '', /^SELECT members [0-9a-f]{12}$/);
        assert.match(seen.rows[0]?.statement ?? '', /where "center_id" = \$1/);

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
      } finally {
        await db.destroy();
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      }
    },
  );
});
