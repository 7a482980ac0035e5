// Runs alone in npm test (scripts/test-api.mjs): it times reads and writes against a held lock.
// Issue 20, a busy database: while another connection holds the write lock, reads go on and a write
// that cannot get the lock soon is answered 503 + Retry-After (problem+json) instead of stalling the
// API; once the lock is gone the same write succeeds. SQLite (a second connection to the same file,
// WAL) or PostgreSQL (a second session holding a table lock), whichever the suite runs on.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { postgresConnection } from '../../../server/db/database.ts';
import { bearer, createTestApp, usingPostgres, type TestApp } from '../support/test-app.ts';
import { profileUpdateOf } from '../support/profiles.ts';
import type { Member } from '../../../contract/api/members.ts';

interface Lock {
  release(): Promise<void>;
}

void describe('a write lock held by another connection', () => {
  let t: TestApp;
  const dir = mkdtempSync(join(tmpdir(), 'portal-busy-'));
  const file = join(dir, 'portal.sqlite');
  before(async () => {
    t = await createTestApp({ sqliteFile: file });
  });
  after(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function holdWriteLock(): Promise<Lock> {
    if (!usingPostgres) {
      const other = new DatabaseSync(file);
      other.exec('BEGIN IMMEDIATE; UPDATE members SET created_at = created_at WHERE id = 1;');
      return {
        release: () => {
          other.exec('ROLLBACK');
          other.close();
          return Promise.resolve();
        },
      };
    }
    // The test app's tables live in its own schema, first on its search path.
    const schema = (
      await t.db
        .selectFrom('members')
        .select((eb) => eb.fn<string>('current_schema', []).as('schema'))
        .executeTakeFirstOrThrow()
    ).schema;
    const client = new pg.Client(postgresConnection(process.env.TEST_DATABASE_URL ?? ''));
    await client.connect();
    await client.query('BEGIN');
    await client.query(`LOCK TABLE ${schema}.members IN EXCLUSIVE MODE`);
    return {
      release: async () => {
        await client.query('ROLLBACK');
        await client.end();
      },
    };
  }

  void test('reads go on, a write answers 503 + Retry-After within the bound, and succeeds once the lock is gone', async () => {
    const carol = await t.login('carol.couple');
    const memberUrl = `/api/Members/${carol.memberId}/MemberAccount/Member`;
    const member = (await t.inject({ method: 'GET', url: memberUrl, headers: bearer(carol.accessToken) })).json<Member>();
    const update = () =>
      t.inject({
        method: 'PUT',
        url: `/api/Members/${carol.memberId}/MemberAccount/UpdateProfile`,
        headers: { ...bearer(carol.accessToken), 'if-match': '*' },
        payload: profileUpdateOf(member.profile, { city: 'Quincy Point' }),
      });

    const lock = await holdWriteLock();
    try {
      const readStarted = performance.now();
      const read = await t.inject({ method: 'GET', url: memberUrl, headers: bearer(carol.accessToken) });
      const readMs = performance.now() - readStarted;
      assert.equal(read.statusCode, 200);
      assert.ok(readMs < 250, `a read took ${readMs.toFixed(0)} ms`);

      const writeStarted = performance.now();
      const write = await update();
      const writeMs = performance.now() - writeStarted;
      assert.equal(write.statusCode, 503, write.body);
      assert.match(String(write.headers['content-type']), /^application\/problem\+json/);
      assert.ok(Number(write.headers['retry-after']) > 0);
      assert.equal(write.json<{ type: string }>().type, 'urn:cryo-portal:problem:database-busy');
      assert.ok(writeMs < 1500, `the refused write took ${writeMs.toFixed(0)} ms`);

      const ready = await t.inject({ method: 'GET', url: '/api/health/ready' });
      assert.equal(ready.statusCode, 200, ready.body);
      // SQLite's write lock is the whole database's; PostgreSQL's here is one table's, which the probe does not touch.
      const busy = usingPostgres ? 'ok' : 'busy';
      assert.deepEqual({ ...ready.json<{ status: string; database: Record<string, unknown> }>().database, latencyMs: 0 }, { read: 'ok', write: busy, latencyMs: 0 });
      assert.equal(ready.json<{ status: string }>().status, usingPostgres ? 'ready' : 'degraded');
    } finally {
      await lock.release();
    }
    const ready = await t.inject({ method: 'GET', url: '/api/health/ready' });
    assert.equal(ready.json<{ status: string }>().status, 'ready', ready.body);
    const retried = await update();
    assert.equal(retried.statusCode, 200, retried.body);
    assert.equal(retried.json<{ profile: { city: string } }>().profile.city, 'Quincy Point');
  });
});
