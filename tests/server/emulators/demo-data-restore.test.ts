// /emulators/demo-data/restore puts the demo data back as the API started with it (each end-to-end
// journey starts from the seed, docs/adr/0011), keeps the telemetry the journeys produced, and moves
// the test clock back. It exists only with the test clock: never in production.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import { testConfig, type AppConfig } from '../../../server/config.ts';
import { createDatabase, type Db } from '../../../server/db/database.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import { seedDemoData } from '../../../server/db/seed/demo-seed.ts';
import { PasswordHasher } from '../../../server/services/password-hasher.ts';
import { createPhotoStorage } from '../../../server/services/photo-storage.ts';
import { PiiCipher } from '../../../server/services/pii-cipher.ts';

const restore = { method: 'POST', url: '/emulators/demo-data/restore' } as const;

/** The API as main.ts builds it: its own clock (the test clock where the emulators allow it), seeded first. */
async function startApi(overrides: Partial<AppConfig>): Promise<{ app: FastifyInstance; db: Db; close: () => Promise<void> }> {
  const directory = await mkdtemp(join(tmpdir(), 'portal-test-demo-data-'));
  const config = testConfig({ photoStorage: { kind: 'local', directory }, replayStorage: { kind: 'local', directory }, ...overrides });
  const db = createDatabase(':memory:');
  await migrateToLatest(db);
  await seedDemoData(db, { hasher: new PasswordHasher(config.scrypt), cipher: new PiiCipher(config.piiKey), nowMs: Date.now() });
  const app = await buildApp({ config, db, photoStorage: createPhotoStorage(config.photoStorage), startConsentJobs: false, startReplayRetention: false });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.destroy();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

void describe('restoring the demo data (development)', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  before(async () => {
    api = await startApi({ nodeEnv: 'development' });
  });
  after(() => api.close());

  test('what a journey changed goes back to the seed; telemetry stays; the clock is real again', async () => {
    const { db, app } = api;
    const seededMembers = await db.selectFrom('members').selectAll().orderBy('id').execute();
    const seededItems = await db.selectFrom('freeze_events').selectAll().orderBy('id').execute();
    const ben = seededMembers.find((member) => member.user_name_key === 'ben.balance');
    assert.ok(ben);

    const seededRecords = await db.selectFrom('consent_records').selectAll().orderBy('id').execute();
    const item = seededItems.find((row) => row.member_id === ben.id);
    assert.ok(item);
    const sign = () =>
      db
        .insertInto('consent_records')
        .values({
          member_id: ben.id,
          freeze_event_id: item.id,
          action: 'Thaw',
          option: 'Thaw',
          from_status_id: 'S',
          to_status_id: 'T',
          signed_name: 'Ben',
          co_owner_name: null,
          terms_version: '1',
          terms_hash: 'x',
          signed_at_utc: new Date().toISOString(),
          ip_address: '127.0.0.1',
          user_agent: 'test',
        })
        .execute();
    await sign();
    await db.deleteFrom('payment_history').execute();
    await db.updateTable('freeze_events').set({ member_id: ben.id }).execute();
    await db.updateTable('members').set({ user_name: 'someone.else' }).where('id', '=', ben.id).execute();
    const listingVersion = async () => Number((await db.selectFrom('matching_listing_version').select('version').executeTakeFirstOrThrow()).version);
    await db.updateTable('matching_profiles').set({ privacy_type_id: 'NONE' }).execute();
    const versionBefore = await listingVersion();
    const envelope = await app.inject({ method: 'POST', url: '/emulators/ingestion/v2/track', payload: [] });
    assert.ok(envelope.statusCode < 500, envelope.body);
    const envelopes = (
      await db
        .selectFrom('telemetry_envelopes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    assert.equal((await app.inject({ method: 'PUT', url: '/emulators/clock', payload: { offsetDays: 3 } })).statusCode, 200);

    // Loopback only.
    assert.equal((await app.inject({ ...restore, remoteAddress: '192.168.1.20' })).statusCode, 404);
    assert.equal((await db.selectFrom('payment_history').select('id').execute()).length, 0);

    const answer = await app.inject(restore);
    assert.equal(answer.statusCode, 204, answer.body);

    assert.deepEqual(await db.selectFrom('members').selectAll().orderBy('id').execute(), seededMembers);
    assert.deepEqual(await db.selectFrom('freeze_events').selectAll().orderBy('id').execute(), seededItems);
    assert.deepEqual(await db.selectFrom('consent_records').selectAll().orderBy('id').execute(), seededRecords);
    // The matching listing's version never goes back (the search keeps pages under it): the restore raises
    // it, and the triggers that raise it on each write are back.
    const versionAfter = await listingVersion();
    assert.ok(versionAfter > versionBefore, `${versionAfter} > ${versionBefore}`);
    await db.updateTable('matching_profiles').set({ letter: null }).where('role', '=', 'RECIPIENT').execute();
    assert.ok((await listingVersion()) > versionAfter);
    // The consent records are append-only again.
    await sign();
    await assert.rejects(db.deleteFrom('consent_records').execute(), /append-only/);
    assert.equal(
      (
        await db
          .selectFrom('telemetry_envelopes')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
      envelopes,
    );
    assert.equal((await app.inject({ method: 'GET', url: '/emulators/clock' })).json<{ offsetDays: number }>().offsetDays, 0);
    // Twice in a row is the same seed.
    assert.equal((await app.inject(restore)).statusCode, 204);
    assert.deepEqual(await db.selectFrom('members').selectAll().orderBy('id').execute(), seededMembers);
  });
});

void describe('restoring the demo data (production)', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  before(async () => {
    api = await startApi({
      nodeEnv: 'production',
      emulators: false,
      smtpUrl: 'smtp://127.0.0.1:9',
      payPal: { ...testConfig().payPal, inProcess: false, baseUrl: 'http://127.0.0.1:9/paypal' },
    });
  });
  after(() => api.close());

  test('the route does not exist', async () => {
    const before = await api.db.selectFrom('members').select('id').execute();
    await api.db.deleteFrom('payment_history').execute();
    assert.equal((await api.app.inject(restore)).statusCode, 404);
    assert.equal((await api.app.inject({ method: 'GET', url: '/emulators/clock' })).statusCode, 404);
    assert.deepEqual(await api.db.selectFrom('members').select('id').execute(), before);
    assert.equal((await api.db.selectFrom('payment_history').select('id').execute()).length, 0);
  });
});
