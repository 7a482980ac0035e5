// The support dashboards' routes (issue 14) inside the real app, on the real database (SQLite, or
// PostgreSQL with TEST_DATABASE_URL): staff tokens only (none, a member's or a forged one is 401);
// Support sees every clinic, a ClinicAdmin their own — another clinic's filter and another clinic's
// operation are 404 like a missing one; the range is checked (from before to, at most 31 days); and a
// telemetry store that is down or not configured answers 502 / 503.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { OperationTrace, TelemetryOverview } from '../../../contract/api/telemetry.ts';
import type { TelemetryQueries } from '../../../server/services/telemetry/dashboard-queries.ts';
import { telemetryProblems } from '../../../server/services/telemetry/dashboard-queries.ts';
import { staffKeyring, type StaffKeyring } from '../support/staff.ts';
import { failedPayment, newOperationId, spa } from '../support/telemetry-fixtures.ts';
import { bearer, createTestApp, TestClock, type TestApp } from '../support/test-app.ts';

const sasha = 'sasha.support@cryo.example';
const nadia = 'nadia.admin@northside.example';
const theo = 'theo.admin@thames.example';
const pat = 'pat.platform@cryo.example';
const now = Date.parse('2026-11-20T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

void describe('support dashboard routes', () => {
  let t: TestApp;
  let keyring: StaffKeyring;
  const tokens = new Map<string, string>();
  const northside = newOperationId();
  const thames = newOperationId();

  before(async () => {
    keyring = await staffKeyring();
    t = await createTestApp({ staffKeys: keyring.keys, clock: new TestClock(now) });
    for (const person of [sasha, nadia, theo, pat]) tokens.set(person, await keyring.mint(person));
    const envelopes = [
      ...failedPayment(northside, 1, new Date(now - 3_600_000)),
      ...failedPayment(thames, 2, new Date(now - 1_800_000)),
      spa.event({ operationId: newOperationId(), time: new Date(now - 600_000), clinicId: 2, name: 'SignIn', properties: { kind: 'member', outcome: 'failure' } }),
    ];
    const posted = await t.inject({ method: 'POST', url: '/emulators/ingestion/v2/track', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(envelopes) });
    assert.equal(posted.statusCode, 200, posted.body);
  });
  after(() => t.close());

  const get = (userName: string | null, url: string, token?: string) =>
    t.inject({ method: 'GET', url: `/api/Admin/Telemetry${url}`, headers: token ? bearer(token) : userName ? bearer(tokens.get(userName) ?? assert.fail(userName)) : {} });
  const overview = async (userName: string, query = '') => {
    const response = await get(userName, `/Overview${query}`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<TelemetryOverview>();
  };

  void test('no token, a member’s token or a forged one: 401 on every telemetry route', async () => {
    const member = await t.login('carol.couple');
    for (const url of ['/Overview', `/Operations/${northside}`]) {
      assert.equal((await get(null, url)).statusCode, 401, url);
      assert.equal((await get(null, url, member.accessToken)).statusCode, 401, url);
      assert.equal((await get(null, url, `${(tokens.get(sasha) ?? '').slice(0, -4)}AAAA`)).statusCode, 401, url);
    }
  });

  void test('Support and PlatformAdmin see every clinic’s failed operations; a ClinicAdmin only theirs', async () => {
    for (const person of [sasha, pat]) {
      const ids = (await overview(person)).failedOperations.map((row) => row.operationId);
      assert.deepEqual(ids, [thames, northside], person);
    }
    const nadiaView = await overview(nadia);
    assert.deepEqual(
      nadiaView.failedOperations.map((row) => row.operationId),
      [northside],
    );
    assert.ok(nadiaView.exceptions.every((group) => group.operationId === northside));
    assert.deepEqual(nadiaView.signIns, []);
    const theoView = await overview(theo);
    assert.deepEqual(
      theoView.failedOperations.map((row) => [row.operationId, row.clinicId]),
      [[thames, 2]],
    );
    assert.deepEqual(
      theoView.signIns.map((row) => [row.clinicId, row.failed]),
      [[2, 1]],
    );
    assert.deepEqual(
      (await overview(sasha, '?clinicId=1')).failedOperations.map((row) => row.operationId),
      [northside],
    );
  });

  void test('a clinic filter outside a ClinicAdmin’s clinics is 404', async () => {
    const refused = await get(nadia, '/Overview?clinicId=2');
    assert.equal(refused.statusCode, 404);
    assert.equal((await get(theo, '/Overview?clinicId=1')).statusCode, 404);
    assert.equal((await get(nadia, '/Overview?clinicId=1')).statusCode, 200);
    assert.equal((await get(nadia, '/Overview?clinicId=abc')).statusCode, 400);
  });

  void test('the range: the last 24 hours by default, from before to, at most 31 days', async () => {
    const byDefault = await overview(sasha);
    assert.equal(byDefault.to, iso(now));
    assert.equal(byDefault.from, iso(now - 86_400_000));
    assert.equal(byDefault.bucketMinutes, 60);
    const hour = await overview(sasha, `?from=${iso(now - 3_600_000)}&to=${iso(now)}`);
    assert.equal(hour.bucketMinutes, 5);
    assert.deepEqual(
      hour.failedOperations.map((row) => row.operationId),
      [thames, northside],
    );
    assert.equal((await overview(sasha, `?from=${iso(now - 31 * 86_400_000)}&to=${iso(now)}`)).bucketMinutes, 1440);
    for (const query of [
      `?from=${iso(now - 32 * 86_400_000)}&to=${iso(now)}`,
      `?from=${iso(now)}&to=${iso(now)}`,
      `?from=${iso(now)}&to=${iso(now - 60_000)}`,
      '?from=yesterday',
    ]) {
      const response = await get(sasha, `/Overview${query}`);
      assert.equal(response.statusCode, 400, query);
    }
  });

  void test('an operation’s trace: Support reads any; a ClinicAdmin another clinic’s is 404 exactly like a missing one', async () => {
    const trace = await get(sasha, `/Operations/${northside}`);
    assert.equal(trace.statusCode, 200, trace.body);
    const body = trace.json<OperationTrace>();
    assert.equal(body.clinicId, 1);
    assert.deepEqual(
      body.items.map((item) => `${item.role}:${item.kind}`),
      ['portal-spa:pageView', 'portal-spa:dependency', 'portal-api:request', 'portal-api:dependency', 'portal-api:dependency', 'portal-api:exception', 'portal-spa:event'],
    );
    assert.equal((await get(nadia, `/Operations/${northside}`)).statusCode, 200);
    const otherClinic = await get(theo, `/Operations/${northside}`);
    const missing = await get(theo, `/Operations/${newOperationId()}`);
    assert.equal(otherClinic.statusCode, 404);
    assert.equal(missing.statusCode, 404);
    const strip = (body: string) => {
      const problem = JSON.parse(body) as Record<string, unknown>;
      delete problem.requestId;
      delete problem.traceId;
      return problem;
    };
    assert.deepEqual(strip(otherClinic.body), strip(missing.body));
    assert.equal((await get(sasha, '/Operations/NOT-AN-ID')).statusCode, 400);
  });
});

void describe('support dashboard routes when the telemetry store fails', () => {
  let keyring: StaffKeyring;
  before(async () => {
    keyring = await staffKeyring();
  });

  const failing: TelemetryQueries = {
    overview: () => Promise.reject(telemetryProblems.unavailable()),
    operation: () => Promise.reject(telemetryProblems.unavailable()),
  };
  for (const [label, queries, status] of [
    ['down', failing, 502],
    ['not configured', null, 503],
  ] as const) {
    void test(`${label}: ${String(status)} with a problem body, and still 401 without a staff token`, async () => {
      const t = await createTestApp({ staffKeys: keyring.keys, telemetryQueries: queries });
      try {
        const token = await keyring.mint(sasha);
        for (const url of ['/Overview', `/Operations/${newOperationId()}`]) {
          const response = await t.inject({ method: 'GET', url: `/api/Admin/Telemetry${url}`, headers: bearer(token) });
          assert.equal(response.statusCode, status, url);
          assert.match(String(response.headers['content-type']), /problem\+json/);
          assert.equal((await t.inject({ method: 'GET', url: `/api/Admin/Telemetry${url}` })).statusCode, 401);
        }
      } finally {
        await t.close();
      }
    });
  }
});
