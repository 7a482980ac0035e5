// Migrations on PostgreSQL read the catalog of the portal's own schema only: Kysely's introspection of
// every schema's columns failed when another schema was dropped during it (the API tests give each
// file a schema of its own and drop it at the end; six sign-in tests were once cancelled so). With
// TEST_DATABASE_URL (CI's PostgreSQL pass); on SQLite there is no other schema, and the file is skipped.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { postgresConnection, type Db } from '../../../server/db/database.ts';
import type { Database } from '../../../server/db/tables.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';

const url = process.env.TEST_DATABASE_URL;
const migrationFiles = readdirSync(new URL('../../../server/db/migrations/', import.meta.url)).filter((file) => /^\d{4}-.+\.ts$/.test(file)).length;

describe('migrations on PostgreSQL', { skip: url ? false : 'PostgreSQL only (TEST_DATABASE_URL)' }, () => {
  const suffix = `${String(process.pid)}_${randomBytes(4).toString('hex')}`;
  const own = `test_migrate_${suffix}`;
  const other = `test_migrate_other_${suffix}`;
  const statements: string[] = [];
  let admin: pg.Client;
  let db: Db;

  before(async () => {
    admin = new pg.Client(postgresConnection(url ?? ''));
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${own}`);
    // Another schema, with a table and a serial column, as another test file's would be.
    await admin.query(`CREATE SCHEMA ${other}`);
    await admin.query(`CREATE TABLE ${other}.member (id serial PRIMARY KEY, name text)`);
    const pool = new pg.Pool({ ...postgresConnection(url ?? ''), max: 2, options: `-c search_path=${own}` });
    db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      log: (event) => {
        statements.push(event.query.sql);
      },
    });
  });

  after(async () => {
    await db.destroy();
    await admin.query(`DROP SCHEMA IF EXISTS ${own} CASCADE`);
    await admin.query(`DROP SCHEMA IF EXISTS ${other} CASCADE`);
    await admin.end();
  });

  test('the first run creates every table in its own schema without reading the columns of the database', async () => {
    await migrateToLatest(db);
    const applied = await admin.query<{ count: string }>(`SELECT count(*) AS count FROM ${own}.kysely_migration`);
    assert.equal(Number(applied.rows[0]?.count), migrationFiles, 'every migration is recorded in the own schema');
    const centers = await admin.query<{ found: boolean }>(`SELECT to_regclass('${own}.centers') IS NOT NULL AS found`);
    assert.equal(centers.rows[0]?.found, true);
    // Kysely's own introspection reads pg_attribute for all schemas, with pg_get_serial_sequence per column.
    assert.deepEqual(
      statements.filter((statement) => /pg_attribute|pg_get_serial_sequence/.test(statement)),
      [],
    );
  });

  test('a second run, with the other schema gone, finds its bookkeeping tables and changes nothing', async () => {
    statements.length = 0;
    await admin.query(`DROP SCHEMA ${other} CASCADE`);
    await migrateToLatest(db);
    assert.deepEqual(
      statements.filter((statement) => /^\s*(create|alter|drop)\b/i.test(statement)),
      [],
    );
    const tables = await sql<{ count: string }>`SELECT count(*) AS count FROM pg_catalog.pg_tables WHERE schemaname = ${own}`.execute(db);
    assert.ok(Number(tables.rows[0]?.count) > 20);
  });
});
