// Session replay (issue 14, spec §9) against the real database: chunks uploaded anonymously or signed
// in, kept in blob storage with one row each, read back by staff (audited, clinic-scoped), refused
// when malformed, oversized or too frequent, the clinic taken from the site address and never the
// body, the retention pass deleting expired chunks only, and the azure-blob kind against Azurite.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { BlobServiceClient } from '@azure/storage-blob';
import type { ReplayEvents } from '../../../contract/api/telemetry.ts';
import { ReplayStore } from '../../../server/services/telemetry/replay-store.ts';
import { startAzurite, type Azurite } from '../support/azurite.ts';
import { staffKeyring, type StaffKeyring } from '../support/staff.ts';
import { bearer, createTestApp, type TestApp } from '../support/test-app.ts';

const sasha = 'sasha.support@cryo.example';
const nadia = 'nadia.admin@northside.example';
const theo = 'theo.admin@thames.example';
const operationId = 'a'.repeat(32);

const newReplayId = () => randomBytes(16).toString('hex');
const eventsOf = (label: string, count = 3) => Array.from({ length: count }, (_, index) => ({ type: 3, timestamp: 1_700_000_000_000 + index, data: { source: 2, label, index } }));
const gzipBase64 = (value: unknown) => gzipSync(Buffer.from(JSON.stringify(value))).toString('base64');

function chunkBody(events: unknown[], overrides: Record<string, unknown> = {}) {
  return {
    sessionId: 'f0f1f2f3-aaaa-4bbb-8ccc-000000000001',
    sequence: 0,
    reason: 'sampled',
    operationIds: [operationId],
    startedAtUtc: '2026-03-01T10:00:00.000Z',
    endedAtUtc: '2026-03-01T10:00:09.000Z',
    eventsGzipBase64: gzipBase64(events),
    ...overrides,
  };
}

function upload(t: TestApp, replayId: string, payload: unknown, options: { host?: string; headers?: Record<string, string>; remoteAddress?: string } = {}) {
  return t.inject({
    method: 'POST',
    url: `/api/Telemetry/Replays/${replayId}/Chunks`,
    headers: { host: options.host ?? 'northside.localhost', 'content-type': 'application/json', ...options.headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

void describe('session replay: upload and staff read', () => {
  let t: TestApp;
  let keyring: StaffKeyring;
  before(async () => {
    keyring = await staffKeyring();
    t = await createTestApp({ staffKeys: keyring.keys, rateLimits: { replayUpload: { limit: 1000, windowMs: 60_000 } } });
  });
  after(() => t.close());

  const read = async (replayId: string, userName = sasha) =>
    t.inject({ method: 'GET', url: `/api/Admin/Telemetry/Replays/${replayId}`, headers: bearer(await keyring.mint(userName)) });

  void test('chunks uploaded anonymously are read back in order by Support, events equal to what was sent', async () => {
    const replayId = newReplayId();
    const first = eventsOf('first');
    const second = eventsOf('second', 5);
    // Sent out of order: the read orders by sequence.
    const late = await upload(t, replayId, chunkBody(second, { sequence: 1, startedAtUtc: '2026-03-01T10:00:10.000Z', endedAtUtc: '2026-03-01T10:00:19.000Z' }));
    assert.equal(late.statusCode, 202, late.body);
    assert.deepEqual(late.json(), { replayId, sequence: 1 });
    assert.equal((await upload(t, replayId, chunkBody(first))).statusCode, 202);

    const response = await read(replayId);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['cache-control'], 'no-store');
    const replay = response.json<ReplayEvents>();
    assert.equal(replay.replayId, replayId);
    assert.equal(replay.reason, 'sampled');
    assert.equal(replay.startedAtUtc, '2026-03-01T10:00:00.000Z');
    assert.deepEqual(replay.events, [...first, ...second]);

    const rows = await t.db.selectFrom('telemetry_replay_chunks').selectAll().where('replay_id', '=', replayId).orderBy('sequence').execute();
    assert.equal(rows.length, 2);
    assert.deepEqual(JSON.parse(rows[0]!.operation_ids), [operationId]);
    assert.equal(rows[0]!.clinic_id, 1);
    assert.equal(rows[0]!.session_id, 'f0f1f2f3-aaaa-4bbb-8ccc-000000000001');
    assert.equal(rows[0]!.blob_name, ReplayStore.blobNameOf(replayId, 0));
    assert.equal(rows[0]!.bytes, Buffer.from(chunkBody(first).eventsGzipBase64, 'base64').length);

    const audited = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'telemetry.replay.read').execute();
    assert.ok(audited.some((entry) => entry.staff_user_name === sasha && entry.center_id === 1 && entry.after_json?.includes(replayId)));
  });

  void test('a chunk sent twice replaces itself; an error chunk makes the replay an error replay', async () => {
    const replayId = newReplayId();
    assert.equal((await upload(t, replayId, chunkBody(eventsOf('old')))).statusCode, 202);
    assert.equal((await upload(t, replayId, chunkBody(eventsOf('new', 2), { reason: 'error' }))).statusCode, 202);
    const rows = await t.db.selectFrom('telemetry_replay_chunks').selectAll().where('replay_id', '=', replayId).execute();
    assert.equal(rows.length, 1);
    const replay = (await read(replayId)).json<ReplayEvents>();
    assert.deepEqual(replay.events, eventsOf('new', 2));
    assert.equal(replay.reason, 'error');
  });

  void test('a signed-in member’s chunk is kept with the session id only, never the member', async () => {
    const { accessToken } = await t.login('carol.couple');
    const replayId = newReplayId();
    assert.equal((await upload(t, replayId, chunkBody(eventsOf('member')), { headers: bearer(accessToken) })).statusCode, 202);
    const row = await t.db.selectFrom('telemetry_replay_chunks').selectAll().where('replay_id', '=', replayId).executeTakeFirstOrThrow();
    const memberId = await t.memberId('carol.couple');
    assert.deepEqual(Object.keys(row).sort(), [
      'blob_name',
      'bytes',
      'clinic_id',
      'ended_at',
      'operation_ids',
      'reason',
      'received_at',
      'replay_id',
      'sequence',
      'session_id',
      'started_at',
    ]);
    assert.ok(!Object.values(row).some((value) => value === memberId || value === String(memberId) || String(value).includes('carol')));
  });

  void test('the clinic is the site address’s, never the body’s', async () => {
    const replayId = newReplayId();
    // A clinic named in the body is not taken (the body schema has no such field).
    const withClinic = await upload(t, replayId, { ...chunkBody(eventsOf('x')), clinicId: 1 }, { host: 'thames.localhost:8080' });
    assert.ok([202, 400].includes(withClinic.statusCode), String(withClinic.statusCode));
    assert.equal((await upload(t, replayId, chunkBody(eventsOf('x')), { host: 'thames.localhost:8080' })).statusCode, 202);
    const row = await t.db.selectFrom('telemetry_replay_chunks').select('clinic_id').where('replay_id', '=', replayId).executeTakeFirstOrThrow();
    assert.equal(row.clinic_id, 2);
    // The same replay from another clinic's site (or another session) is not mixed in.
    assert.equal((await upload(t, replayId, chunkBody(eventsOf('y'), { sequence: 1 }), { host: 'northside.localhost' })).statusCode, 409);
    assert.equal((await upload(t, replayId, chunkBody(eventsOf('y'), { sequence: 1, sessionId: 'other' }), { host: 'thames.localhost' })).statusCode, 409);
    // An address of no clinic: kept with no clinic.
    const unknown = newReplayId();
    assert.equal((await upload(t, unknown, chunkBody(eventsOf('z')), { host: 'elsewhere.example' })).statusCode, 202);
    assert.equal((await t.db.selectFrom('telemetry_replay_chunks').select('clinic_id').where('replay_id', '=', unknown).executeTakeFirstOrThrow()).clinic_id, null);
  });

  void test('ClinicAdmins read their clinics’ replays only (others are 404 like missing); Support and PlatformAdmin read all', async () => {
    const northside = newReplayId();
    const noClinic = newReplayId();
    assert.equal((await upload(t, northside, chunkBody(eventsOf('n')), { host: 'northside.localhost' })).statusCode, 202);
    assert.equal((await upload(t, noClinic, chunkBody(eventsOf('u')), { host: 'elsewhere.example' })).statusCode, 202);
    assert.equal((await read(northside, theo)).statusCode, 404);
    assert.equal((await read(noClinic, theo)).statusCode, 404);
    assert.equal((await read(noClinic, nadia)).statusCode, 404);
    assert.equal((await read(northside, nadia)).statusCode, 200);
    assert.equal((await read(northside, sasha)).statusCode, 200);
    assert.equal((await read(noClinic, sasha)).statusCode, 200);
    assert.equal((await read(northside, 'pat.platform@cryo.example')).statusCode, 200);
    assert.equal((await read(newReplayId(), sasha)).statusCode, 404);
    assert.equal((await read('NOT-AN-ID', sasha)).statusCode, 400);
    const theoReads = await t.db.selectFrom('audit_log').select('id').where('action', '=', 'telemetry.replay.read').where('staff_user_name', '=', theo).execute();
    assert.equal(theoReads.length, 0);
  });

  void test('member tokens, no token, forged and role-less staff tokens do not read replays', async () => {
    const replayId = newReplayId();
    assert.equal((await upload(t, replayId, chunkBody(eventsOf('m')))).statusCode, 202);
    const { accessToken } = await t.login('carol.couple');
    const url = `/api/Admin/Telemetry/Replays/${replayId}`;
    const member = await t.inject({ method: 'GET', url, headers: bearer(accessToken) });
    assert.ok([401, 403].includes(member.statusCode), String(member.statusCode));
    assert.equal((await t.inject({ method: 'GET', url })).statusCode, 401);
    assert.equal((await t.inject({ method: 'GET', url, headers: bearer(await keyring.mint(sasha, { forged: true })) })).statusCode, 401);
    assert.equal((await t.inject({ method: 'GET', url, headers: bearer(await keyring.mint(sasha, { claims: { roles: [] } })) })).statusCode, 403);
  });

  void test('wrong types, oversize bodies, bad base64, bad gzip and events that are not an array are refused', async () => {
    const replayId = newReplayId();
    const refusals: [string, unknown, number][] = [
      ['not JSON', '{nope', 400],
      ['sequence as text', chunkBody(eventsOf('a'), { sequence: '1' }), 400],
      ['negative sequence', chunkBody(eventsOf('a'), { sequence: -1 }), 400],
      ['unknown reason', chunkBody(eventsOf('a'), { reason: 'always' }), 400],
      ['operation id not hex', chunkBody(eventsOf('a'), { operationIds: ['carol@example.com'] }), 400],
      ['session id with spaces', chunkBody(eventsOf('a'), { sessionId: 'carol embryo' }), 400],
      ['ended before started', chunkBody(eventsOf('a'), { endedAtUtc: '2026-03-01T09:00:00.000Z' }), 400],
      ['not base64', chunkBody(eventsOf('a'), { eventsGzipBase64: '!!!not base64!!!' }), 400],
      ['not gzip', chunkBody(eventsOf('a'), { eventsGzipBase64: Buffer.from('plain text, no gzip').toString('base64') }), 400],
      ['gzip of an object', chunkBody(eventsOf('a'), { eventsGzipBase64: gzipBase64({ events: [] }) }), 400],
      ['gzip of no JSON', chunkBody(eventsOf('a'), { eventsGzipBase64: gzipSync(Buffer.from('<html>')).toString('base64') }), 400],
      ['a gzip bomb (over 8 MB unpacked)', chunkBody(eventsOf('a'), { eventsGzipBase64: gzipSync(Buffer.from(`[${'0,'.repeat(5_000_000)}0]`)).toString('base64') }), 400],
      ['base64 over the schema limit', chunkBody(eventsOf('a'), { eventsGzipBase64: 'A'.repeat(360_000) }), 400],
      ['a body over 400 KB', chunkBody(eventsOf('a'), { padding: 'x'.repeat(420_000) }), 413],
    ];
    for (const [label, payload, status] of refusals) {
      const response = await upload(t, replayId, payload);
      assert.equal(response.statusCode, status, `${label}: ${response.body.slice(0, 300)}`);
      assert.match(String(response.headers['content-type']), /application\/problem\+json/, label);
    }
    assert.equal((await t.db.selectFrom('telemetry_replay_chunks').select('replay_id').where('replay_id', '=', replayId).execute()).length, 0);
  });

  void test('the retention pass deletes expired chunks’ blobs and rows and keeps fresh ones', async () => {
    const directory = (t.config.replayStorage as { directory: string }).directory;
    const old = newReplayId();
    assert.equal((await upload(t, old, chunkBody(eventsOf('old')))).statusCode, 202);
    assert.ok(existsSync(join(directory, ReplayStore.blobNameOf(old, 0))));
    t.clock.advance((t.config.telemetry.replayRetentionDays + 1) * 24 * 60 * 60_000);
    const fresh = newReplayId();
    assert.equal((await upload(t, fresh, chunkBody(eventsOf('fresh')))).statusCode, 202);
    const deleted = await t.app.portal.services.replays.deleteExpired();
    assert.ok(deleted >= 1);
    assert.equal(existsSync(join(directory, ReplayStore.blobNameOf(old, 0))), false);
    assert.equal((await t.db.selectFrom('telemetry_replay_chunks').select('replay_id').where('replay_id', '=', old).execute()).length, 0);
    assert.ok(existsSync(join(directory, ReplayStore.blobNameOf(fresh, 0))));
    assert.equal((await read(fresh)).statusCode, 200);
    assert.equal((await read(old)).statusCode, 404);
    // Two instances at once: both passes finish, nothing is left twice or deleted wrongly.
    t.clock.advance((t.config.telemetry.replayRetentionDays + 1) * 24 * 60 * 60_000);
    const [a, b] = await Promise.all([t.app.portal.services.replays.deleteExpired(), t.app.portal.services.replays.deleteExpired()]);
    assert.ok(a + b >= 1);
    assert.equal((await t.db.selectFrom('telemetry_replay_chunks').select('replay_id').execute()).length, 0);
  });
});

void describe('session replay: rate limit', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ rateLimits: { replayUpload: { limit: 3, windowMs: 60_000 } } });
  });
  after(() => t.close());

  void test('chunks per address are limited with 429 and Retry-After; junk counts too; another address is not affected', async () => {
    const replayId = newReplayId();
    assert.equal((await upload(t, replayId, '{junk', { remoteAddress: '10.1.1.1' })).statusCode, 400);
    assert.equal((await upload(t, replayId, chunkBody(eventsOf('a')), { remoteAddress: '10.1.1.1' })).statusCode, 202);
    assert.equal((await upload(t, replayId, chunkBody(eventsOf('a'), { sequence: 1 }), { remoteAddress: '10.1.1.1' })).statusCode, 202);
    const limited = await upload(t, replayId, chunkBody(eventsOf('a'), { sequence: 2 }), { remoteAddress: '10.1.1.1' });
    assert.equal(limited.statusCode, 429);
    assert.ok(Number(limited.headers['retry-after']) > 0);
    assert.equal((await upload(t, replayId, chunkBody(eventsOf('a'), { sequence: 2 }), { remoteAddress: '10.2.2.2' })).statusCode, 202);
    t.clock.advance(61_000);
    assert.equal((await upload(t, replayId, chunkBody(eventsOf('a'), { sequence: 3 }), { remoteAddress: '10.1.1.1' })).statusCode, 202);
  });
});

void describe('session replay in Azure Blob Storage (Azurite)', () => {
  let azurite: Azurite;
  let t: TestApp;
  let keyring: StaffKeyring;
  before(async () => {
    azurite = await startAzurite();
    keyring = await staffKeyring();
    t = await createTestApp({ staffKeys: keyring.keys, config: { replayStorage: { kind: 'azure-blob', connectionString: azurite.connectionString, container: 'replays' } } });
  });
  after(async () => {
    await t.close();
    await azurite.close();
  });

  void test('a chunk lands in the replays container as sent, is read back, and the retention pass deletes it', async () => {
    const replayId = newReplayId();
    const body = chunkBody(eventsOf('azure'));
    assert.equal((await upload(t, replayId, body)).statusCode, 202);
    const blob = BlobServiceClient.fromConnectionString(azurite.connectionString).getContainerClient('replays').getBlockBlobClient(ReplayStore.blobNameOf(replayId, 0));
    assert.deepEqual(await blob.downloadToBuffer(), Buffer.from(body.eventsGzipBase64, 'base64'));
    assert.equal((await blob.getProperties()).contentType, 'application/gzip');
    const response = await t.inject({ method: 'GET', url: `/api/Admin/Telemetry/Replays/${replayId}`, headers: bearer(await keyring.mint(sasha)) });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json<ReplayEvents>().events, eventsOf('azure'));
    t.clock.advance((t.config.telemetry.replayRetentionDays + 1) * 24 * 60 * 60_000);
    assert.equal(await t.app.portal.services.replays.deleteExpired(), 1);
    assert.equal(await blob.exists(), false);
  });
});
