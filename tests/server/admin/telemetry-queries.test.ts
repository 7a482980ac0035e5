// The support dashboards' panels, each as its pair (issue 14): the KQL Log Analytics is asked (its
// table, clinic filter, bucket and percentile read back from the text) and the emulator's answer on
// envelopes as the two SDKs send them, posted through the ingestion emulator into the real database
// (SQLite, or PostgreSQL with TEST_DATABASE_URL). The Log Analytics side is driven with a fake
// client: its rows are mapped, and a failed or partial answer is a 502, never half a dashboard.
import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { LogsQueryResultStatus, type LogsQueryResult, type QueryTimeInterval } from '@azure/monitor-query-logs';
import {
  durationMs,
  EmulatorTelemetryQueries,
  LogAnalyticsTelemetryQueries,
  percentile,
  ReplayLookup,
  type LogsQuerier,
} from '../../../server/services/telemetry/dashboard-queries.ts';
import { bucketMinutesFor, kql, type TelemetryRange } from '../../../server/services/telemetry/kql.ts';
import { HttpProblem } from '../../../server/http-problem.ts';
import { loadConfig } from '../../../server/config.ts';
import { api, failedPayment, newOperationId, newSpanId, spa, timeSpan } from '../support/telemetry-fixtures.ts';
import { createTestApp, TestClock, type TestApp } from '../support/test-app.ts';

const now = Date.parse('2026-11-20T12:00:00.000Z');
const at = (hhmm: string) => new Date(`2026-11-20T${hhmm}:00.000Z`);
const day: TelemetryRange = { from: new Date(now - 86_400_000), to: new Date(now), bucketMinutes: 60 };

void describe('support dashboard queries', () => {
  let t: TestApp;
  let queries: EmulatorTelemetryQueries;
  const op1 = newOperationId();
  const op2 = newOperationId();
  const spaErrorOp = newOperationId();

  before(async () => {
    t = await createTestApp({ clock: new TestClock(now) });
    queries = new EmulatorTelemetryQueries({ db: t.db });
    const o = () => newOperationId();
    const envelopes = [
      // Sign-ins: clinic 1 three succeeded (two in the 10:00 bucket) and one failed; clinic 2 one failed; one a day too old.
      ...['10:05', '10:10', '11:30'].map((hhmm) =>
        spa.event({ operationId: o(), time: at(hhmm), clinicId: 1, name: 'SignIn', properties: { kind: 'member', outcome: 'success' } }),
      ),
      spa.event({ operationId: o(), time: at('10:20'), clinicId: 1, name: 'SignIn', properties: { kind: 'member', outcome: 'failure', failureClass: 'credentials' } }),
      spa.event({ operationId: o(), time: at('11:00'), clinicId: 2, name: 'SignIn', properties: { kind: 'member', outcome: 'failure', failureClass: 'locked' } }),
      spa.event({ operationId: o(), time: new Date(now - 2 * 86_400_000), clinicId: 1, name: 'SignIn', properties: { outcome: 'success' } }),
      // API: 20 requests of one route for clinic 1, 10 ms … 200 ms, one a 500.
      ...Array.from({ length: 20 }, (_, i) =>
        api.request({
          operationId: o(),
          time: new Date(at('09:00').getTime() + i * 60_000),
          clinicId: 1,
          id: newSpanId(),
          name: 'GET /api/Members/:memberId/FreezeEvents',
          responseCode: i === 7 ? 500 : 200,
          durationMs: (i + 1) * 10,
        }),
      ),
      // Web vitals: /member/home LCP 1000…4000 and INP 100, 300; /member/vault one LCP.
      ...[1000, 2000, 3000, 4000].map((value) => spa.vital({ operationId: o(), time: at('10:40'), clinicId: 1, vital: 'LCP', value, route: '/member/home' })),
      ...[100, 300].map((value) => spa.vital({ operationId: o(), time: at('10:41'), clinicId: 1, vital: 'INP', value, route: '/member/home' })),
      spa.vital({ operationId: o(), time: at('10:42'), clinicId: 2, vital: 'LCP', value: 500, route: '/member/vault' }),
      spa.vital({ operationId: o(), time: at('10:43'), clinicId: 1, vital: 'CLS', value: 0.2, route: '/member/home' }),
      // Payment declines: one per clinic, and a success that is not one.
      spa.event({ operationId: o(), time: at('10:30'), clinicId: 1, name: 'BalancePaid', properties: { outcome: 'declined' } }),
      spa.event({ operationId: o(), time: at('11:10'), clinicId: 2, name: 'PaymentMethodVaulted', properties: { method: 'card', outcome: 'declined' } }),
      spa.event({ operationId: o(), time: at('11:15'), clinicId: 1, name: 'BalancePaid', properties: { outcome: 'success' } }),
      // A client exception three times in clinic 1 (the latest in spaErrorOp).
      ...['10:50', '10:55'].map((hhmm) => spa.exception({ operationId: o(), time: at(hhmm), clinicId: 1, typeName: 'TypeError', message: 'Cannot read properties of undefined' })),
      spa.exception({ operationId: spaErrorOp, time: at('11:05'), clinicId: 1, typeName: 'TypeError', message: 'Cannot read properties of undefined' }),
      // Two payments failed end to end, one per clinic.
      ...failedPayment(op1, 1, at('11:20')),
      ...failedPayment(op2, 2, at('11:40')),
    ];
    const response = await t.inject({ method: 'POST', url: '/emulators/ingestion/v2/track', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(envelopes) });
    assert.equal(response.statusCode, 200, response.body);
  });
  after(() => t.close());

  void test('reads durations as both SDKs write them and takes nearest-rank percentiles', () => {
    assert.equal(durationMs('00:00:01.250'), 1250);
    assert.equal(durationMs('1.02:03:04.5'), ((24 + 2) * 60 + 3) * 60_000 + 4500);
    assert.equal(durationMs(timeSpan(1850)), 1850);
    assert.equal(durationMs('soon'), null);
    assert.equal(percentile([5, 1, 4, 2, 3], 95), 5);
    assert.equal(percentile([10, 20, 30, 40], 75), 30);
    assert.equal(percentile([], 75), null);
    assert.deepEqual(
      [
        bucketMinutesFor(at('10:00'), at('11:00')),
        bucketMinutesFor(day.from, day.to),
        bucketMinutesFor(new Date(now - 7 * 86_400_000), day.to),
        bucketMinutesFor(new Date(now - 30 * 86_400_000), day.to),
      ],
      [5, 60, 360, 1440],
    );
  });

  void test('sign-ins: KQL counts the SignIn event’s outcomes per bucket and clinic; the emulator gives the same buckets', async () => {
    const text = kql.signIns(day, [1, 2]);
    assert.match(text, /^AppEvents\n/);
    assert.match(text, /where TimeGenerated >= datetime\(2026-11-19T12:00:00\.000Z\) and TimeGenerated < datetime\(2026-11-20T12:00:00\.000Z\)/);
    assert.match(text, /ClinicId = toint\(Properties\['clinicId'\]\)/);
    assert.match(text, /where ClinicId in \(1, 2\)/);
    assert.match(text, /where Name == 'SignIn'/);
    assert.match(text, /countif\(Outcome == 'success'\).*countif\(Outcome == 'failure'\) by BucketStart = bin\(TimeGenerated, 60m\), ClinicId/);
    assert.doesNotMatch(kql.signIns(day, null), /ClinicId in/);

    const overview = await queries.overview(day, null);
    assert.deepEqual(overview.signIns, [
      { bucketStartUtc: '2026-11-20T10:00:00.000Z', clinicId: 1, succeeded: 2, failed: 1 },
      { bucketStartUtc: '2026-11-20T11:00:00.000Z', clinicId: 1, succeeded: 1, failed: 0 },
      { bucketStartUtc: '2026-11-20T11:00:00.000Z', clinicId: 2, succeeded: 0, failed: 1 },
    ]);
    assert.equal(overview.bucketMinutes, 60);
    assert.equal(overview.source, 'emulator');
  });

  void test('API routes: KQL takes the 95th percentile of AppRequests per route; the emulator: 20 requests, 1 failed, p95 190 ms', async () => {
    const text = kql.apiRoutes(day, [1]);
    assert.match(text, /^AppRequests\n/);
    assert.match(text, /where AppRoleName == 'portal-api'/);
    assert.match(text, /where ClinicId in \(1\)/);
    assert.match(text, /Failed = countif\(Success == false\), P95Ms = percentile\(DurationMs, 95\) by Route = Name/);

    const route = (await queries.overview(day, [1])).apiRoutes.find((row) => row.route === 'GET /api/Members/:memberId/FreezeEvents');
    assert.deepEqual(route, { route: 'GET /api/Members/:memberId/FreezeEvents', requests: 20, failed: 1, errorRate: 0.05, p95Ms: 190 });
    const payments = (await queries.overview(day, null)).apiRoutes.find((row) => row.route === 'POST /api/Members/:memberId/Balance/Payments');
    assert.deepEqual(payments, { route: 'POST /api/Members/:memberId/Balance/Payments', requests: 2, failed: 2, errorRate: 1, p95Ms: 1850 });
    // Equal failures: the slower route first.
    assert.deepEqual(
      (await queries.overview(day, [1])).apiRoutes.map((row) => row.route),
      ['POST /api/Members/:memberId/Balance/Payments', 'GET /api/Members/:memberId/FreezeEvents'],
    );
  });

  void test('slow pages: KQL takes the 75th percentile of LCP and INP per route; the emulator: /member/home LCP 3000, INP 300', async () => {
    const text = kql.slowPages(day, null);
    assert.match(text, /^AppMetrics\n/);
    assert.match(text, /where Name in \('webVitals\.LCP', 'webVitals\.INP'\)/);
    assert.match(text, /Route = tostring\(Properties\['route'\]\), Value = Sum \/ ItemCount/);
    assert.match(text, /P75 = percentile\(Value, 75\)/);
    assert.match(text, /take_anyif\(P75, Name == 'webVitals\.LCP'\)/);

    const overview = await queries.overview(day, null);
    assert.deepEqual(overview.slowPages, [
      { route: '/member/home', samples: 4, lcpP75Ms: 3000, inpP75Ms: 300 },
      { route: '/member/vault', samples: 1, lcpP75Ms: 500, inpP75Ms: null },
    ]);
    assert.deepEqual((await queries.overview(day, [2])).slowPages, [{ route: '/member/vault', samples: 1, lcpP75Ms: 500, inpP75Ms: null }]);
  });

  void test('payment declines: KQL counts declined BalancePaid and PaymentMethodVaulted; the emulator: one per clinic', async () => {
    const text = kql.paymentDeclines(day, [2]);
    assert.match(text, /^AppEvents\n/);
    assert.match(text, /where Name in \('BalancePaid', 'PaymentMethodVaulted'\) and tostring\(Properties\['outcome'\]\) == 'declined'/);
    assert.match(text, /Declined = count\(\) by BucketStart = bin\(TimeGenerated, 60m\), ClinicId/);
    assert.match(text, /where ClinicId in \(2\)/);

    assert.deepEqual((await queries.overview(day, null)).paymentDeclines, [
      { bucketStartUtc: '2026-11-20T10:00:00.000Z', clinicId: 1, declined: 1 },
      { bucketStartUtc: '2026-11-20T11:00:00.000Z', clinicId: 2, declined: 1 },
    ]);
    assert.deepEqual((await queries.overview(day, [2])).paymentDeclines, [{ bucketStartUtc: '2026-11-20T11:00:00.000Z', clinicId: 2, declined: 1 }]);
  });

  void test('exceptions: KQL groups AppExceptions by type and message with the latest operation; the emulator: 3 TypeErrors, the latest in its operation', async () => {
    const text = kql.exceptions(day, [1]);
    assert.match(text, /^AppExceptions\n/);
    assert.match(text, /Message = strcat\(ExceptionType, ': ', OuterMessage\)/);
    assert.match(text, /summarize Count = count\(\), arg_max\(TimeGenerated, OperationId\) by Message, AppRoleName/);

    const groups = (await queries.overview(day, [1])).exceptions;
    assert.deepEqual(groups, [
      { message: 'TypeError: Cannot read properties of undefined', role: 'portal-spa', count: 3, lastSeenUtc: '2026-11-20T11:05:00.000Z', operationId: spaErrorOp },
      { message: 'PaymentServiceError: PayPal answered 500', role: 'portal-api', count: 1, lastSeenUtc: '2026-11-20T11:20:01.950Z', operationId: op1 },
    ]);
    assert.equal((await queries.overview(day, null)).exceptions.find((group) => group.role === 'portal-api')?.count, 2);
  });

  void test('failed operations: one row per operation named after its failed request, newest first, within the clinics asked for', async () => {
    const text = kql.failedOperations(day, [1]);
    assert.match(text, /^union\n/);
    assert.match(text, /\(AppRequests \| where Success == false/);
    assert.match(text, /\(AppDependencies \| where Success == false and AppRoleName == 'portal-spa'/);
    assert.match(text, /\(AppExceptions \|/);
    assert.match(text, /where ClinicId in \(1\)/);
    assert.match(text, /arg_min\(Rank, Name, ResultCode, AppRoleName, ClinicId\)/);

    const all = (await queries.overview(day, null)).failedOperations;
    assert.deepEqual(
      all.map((row) => [row.operationId, row.name, row.resultCode, row.clinicId, row.role]),
      [
        [op2, 'POST /api/Members/:memberId/Balance/Payments', '502', 2, 'portal-api'],
        [op1, 'POST /api/Members/:memberId/Balance/Payments', '502', 1, 'portal-api'],
        [spaErrorOp, 'TypeError', null, 1, 'portal-spa'],
        ...all.slice(3).map((row) => [row.operationId, row.name, row.resultCode, row.clinicId, row.role]),
      ],
    );
    assert.ok(all.some((row) => row.name === 'GET /api/Members/:memberId/FreezeEvents' && row.resultCode === '500'));
    const mine = (await queries.overview(day, [2])).failedOperations;
    assert.deepEqual(
      mine.map((row) => row.operationId),
      [op2],
    );
    assert.deepEqual((await queries.overview(day, [])).failedOperations, [], 'no clinics: nothing (fail closed)');
  });

  void test('an operation’s trace holds both sides in time order with their parents; another clinic’s is not found', async () => {
    assert.throws(() => kql.operation("x' or 1 == 1"), RangeError);
    assert.throws(() => kql.signIns(day, [1.5]), RangeError);
    const text = kql.operation(op1);
    for (const table of ['AppPageViews', 'AppRequests', 'AppDependencies', 'AppExceptions', 'AppEvents', 'AppTraces']) assert.ok(text.includes(`(${table} |`), table);
    assert.match(text, new RegExp(`where OperationId == '${op1}'`));

    const trace = await queries.operation(op1, null);
    assert.ok(trace);
    assert.equal(trace.clinicId, 1);
    assert.deepEqual(
      trace.items.map((item) => [item.kind, item.role, item.name, item.durationMs, item.success, item.resultCode]),
      [
        ['pageView', 'portal-spa', '/member/balance', 420, null, null],
        ['dependency', 'portal-spa', 'POST /api/Members/{memberId}/Balance/Payments', 1900, false, '502'],
        ['request', 'portal-api', 'POST /api/Members/:memberId/Balance/Payments', 1850, false, '502'],
        ['dependency', 'portal-api', 'SELECT members', 4, true, '0'],
        ['dependency', 'portal-api', 'POST /v2/checkout/orders', 1800, false, '500'],
        ['exception', 'portal-api', 'PaymentServiceError: PayPal answered 500', null, null, null],
        ['event', 'portal-spa', 'BalancePaid', null, null, null],
      ],
    );
    const [page, call, request, database] = trace.items;
    assert.equal(call?.parentId, page?.id);
    assert.equal(request?.parentId, call?.id);
    assert.equal(database?.parentId, request?.id);
    assert.equal(database?.target, 'portal-db');
    assert.equal(trace.replay, null);
    assert.equal(await queries.operation(op1, [2]), null);
    assert.equal(await queries.operation(op1, []), null);
    assert.equal(await queries.operation(newOperationId(), null), null);
  });

  void test('a kept replay naming the operation is found for the trace and the list, within the caller’s clinics', async () => {
    const replays = t.db;
    const replayId = newOperationId();
    const row = {
      replay_id: replayId,
      session_id: 'Qm9zc2Vzc2lvbg',
      clinic_id: 1,
      reason: 'error',
      blob_name: `replays/${replayId}/0.json.gz`,
      bytes: 1200,
      received_at: at('11:21').toISOString(),
    };
    await replays
      .insertInto('telemetry_replay_chunks')
      .values([
        { ...row, sequence: 0, started_at: at('11:19').toISOString(), ended_at: at('11:20').toISOString(), operation_ids: JSON.stringify([newOperationId()]) },
        { ...row, sequence: 1, started_at: at('11:20').toISOString(), ended_at: at('11:21').toISOString(), operation_ids: JSON.stringify([op1]) },
      ])
      .execute();
    const fresh = new EmulatorTelemetryQueries({ db: t.db, replays: new ReplayLookup(t.db) });
    const trace = await fresh.operation(op1, [1]);
    assert.deepEqual(trace?.replay, { replayId, reason: 'error', startedAtUtc: at('11:19').toISOString(), chunks: 2 });
    const list = (await fresh.overview(day, null)).failedOperations;
    assert.equal(list.find((r) => r.operationId === op1)?.hasReplay, true);
    assert.equal(list.find((r) => r.operationId === op2)?.hasReplay, false);
    await replays.deleteFrom('telemetry_replay_chunks').where('replay_id', '=', replayId).execute();
  });

  void test('configuration: the emulator with the emulators, Log Analytics otherwise; a workspace id is a GUID and log-analytics needs one', () => {
    const dev = { NODE_ENV: 'development', DATA_DIR: join(tmpdir(), `portal-telemetry-config-${String(process.pid)}`), DATABASE_URL: ':memory:' };
    assert.deepEqual(loadConfig(dev).telemetryQuery, { source: 'emulator', workspaceId: null });
    assert.deepEqual(loadConfig({ ...dev, TELEMETRY_QUERY: 'log-analytics', LOG_ANALYTICS_WORKSPACE_ID: 'f0e1d2c3-0000-4000-8000-000000000001' }).telemetryQuery, {
      source: 'log-analytics',
      workspaceId: 'f0e1d2c3-0000-4000-8000-000000000001',
    });
    assert.throws(() => loadConfig({ ...dev, TELEMETRY_QUERY: 'log-analytics' }), /TELEMETRY_QUERY=log-analytics needs LOG_ANALYTICS_WORKSPACE_ID/);
    assert.throws(() => loadConfig({ ...dev, LOG_ANALYTICS_WORKSPACE_ID: "x' | take 1" }), /LOG_ANALYTICS_WORKSPACE_ID must be a workspace id/);
    assert.throws(() => loadConfig({ ...dev, TELEMETRY_QUERY: 'kusto' }), /TELEMETRY_QUERY must be emulator or log-analytics/);
    assert.throws(() => loadConfig({ ...dev, EMULATORS: 'false', SMTP_URL: 'smtp://127.0.0.1:25', TELEMETRY_QUERY: 'emulator' }), /TELEMETRY_QUERY=emulator needs the emulators/);
  });

  void describe('Log Analytics', () => {
    const table = (columns: string[], rows: unknown[][]): LogsQueryResult => ({
      status: LogsQueryResultStatus.Success,
      tables: [{ name: 'PrimaryResult', columnDescriptors: columns.map((name) => ({ name, type: 'string' as const })), rows: rows as never }],
    });
    const answers: Record<string, LogsQueryResult> = {
      AppEvents_signIns: table(['BucketStart', 'ClinicId', 'Succeeded', 'Failed'], [[new Date('2026-11-20T10:00:00Z'), 1, 2, 1]]),
      AppRequests: table(['Route', 'Requests', 'Failed', 'P95Ms', 'ErrorRate'], [['GET /api/Configuration', 40, 2, 35.5, 0.05]]),
      AppMetrics: table(['Route', 'LcpP75Ms', 'InpP75Ms', 'Samples'], [['/member/home', 2400, null, 12]]),
      AppEvents_declines: table(['BucketStart', 'ClinicId', 'Declined'], [['2026-11-20T11:00:00Z', 2, 3]]),
      AppExceptions: table(['Message', 'AppRoleName', 'Count', 'TimeGenerated', 'OperationId'], [['TypeError: x', 'portal-spa', 5, '2026-11-20T11:05:00Z', op1]]),
      union: table(
        ['OperationId', 'Rank', 'Name', 'ResultCode', 'AppRoleName', 'ClinicId', 'TimeGenerated'],
        [
          [op2, 0, 'POST /api/x', '502', 'portal-api', 2, '2026-11-20T11:40:00Z'],
          ['not-an-id', 0, 'x', '', 'portal-api', 2, '2026-11-20T11:40:00Z'],
        ],
      ),
    };
    const keyOf = (query: string) => (query.startsWith('AppEvents') ? (query.includes("'SignIn'") ? 'AppEvents_signIns' : 'AppEvents_declines') : (query.split('\n')[0] ?? ''));

    void test('sends each panel’s KQL for the range and maps the rows; a trace of another clinic is not found', async () => {
      const asked: { workspaceId: string; query: string; timespan: QueryTimeInterval }[] = [];
      const client: LogsQuerier = {
        queryWorkspace: (workspaceId, query, timespan) => {
          asked.push({ workspaceId, query, timespan });
          if (query.includes('where OperationId ==')) {
            return Promise.resolve(
              table(
                ['Kind', 'TimeGenerated', 'OperationId', 'AppRoleName', 'Name', 'Target', 'DurationMs', 'Success', 'ResultCode', 'Id', 'ParentId', 'ClinicId'],
                [
                  ['request', '2026-11-20T11:40:00Z', op2, 'portal-api', 'POST /api/x', '', 1850.2, false, '502', 'a1', 'b1', 2],
                  ['dependency', '2026-11-20T11:40:01Z', op2, 'portal-api', 'SELECT members', 'portal-db', 4, true, '0', 'c1', 'a1', 2],
                ],
              ),
            );
          }
          const answer = answers[keyOf(query)];
          return answer ? Promise.resolve(answer) : Promise.reject(new Error(`unexpected ${query}`));
        },
      };
      const la = new LogAnalyticsTelemetryQueries({ client, workspaceId: 'f0e1d2c3-0000-4000-8000-000000000001', replays: new ReplayLookup(t.db) });
      const overview = await la.overview(day, [1, 2]);
      assert.equal(asked.length, 6);
      assert.deepEqual(
        asked.map((a) => a.query).sort(),
        [
          kql.signIns(day, [1, 2]),
          kql.apiRoutes(day, [1, 2]),
          kql.slowPages(day, [1, 2]),
          kql.paymentDeclines(day, [1, 2]),
          kql.exceptions(day, [1, 2]),
          kql.failedOperations(day, [1, 2]),
        ].sort(),
      );
      assert.deepEqual(asked[0]?.timespan, { startTime: day.from, endTime: day.to });
      assert.equal(overview.source, 'log-analytics');
      assert.deepEqual(overview.signIns, [{ bucketStartUtc: '2026-11-20T10:00:00.000Z', clinicId: 1, succeeded: 2, failed: 1 }]);
      assert.deepEqual(overview.apiRoutes, [{ route: 'GET /api/Configuration', requests: 40, failed: 2, errorRate: 0.05, p95Ms: 35.5 }]);
      assert.deepEqual(overview.slowPages, [{ route: '/member/home', samples: 12, lcpP75Ms: 2400, inpP75Ms: null }]);
      assert.deepEqual(overview.paymentDeclines, [{ bucketStartUtc: '2026-11-20T11:00:00.000Z', clinicId: 2, declined: 3 }]);
      assert.deepEqual(overview.exceptions, [{ message: 'TypeError: x', role: 'portal-spa', count: 5, lastSeenUtc: '2026-11-20T11:05:00.000Z', operationId: op1 }]);
      assert.deepEqual(overview.failedOperations, [
        { operationId: op2, timeUtc: '2026-11-20T11:40:00.000Z', name: 'POST /api/x', resultCode: '502', clinicId: 2, role: 'portal-api', hasReplay: false },
      ]);

      const trace = await la.operation(op2, [2]);
      assert.equal(trace?.items.length, 2);
      assert.deepEqual(trace?.items[1], {
        kind: 'dependency',
        role: 'portal-api',
        name: 'SELECT members',
        target: 'portal-db',
        startUtc: '2026-11-20T11:40:01.000Z',
        durationMs: 4,
        success: true,
        resultCode: '0',
        id: 'c1',
        parentId: 'a1',
      });
      assert.equal(await la.operation(op2, [1]), null);
    });

    void test('a failed or partial answer is 502 (never half a dashboard)', async () => {
      for (const client of [
        { queryWorkspace: () => Promise.reject(new Error('ECONNRESET')) },
        {
          queryWorkspace: () => Promise.resolve({ status: LogsQueryResultStatus.PartialFailure, partialTables: [], partialError: { code: 'x', message: 'y' } } as LogsQueryResult),
        },
      ] as LogsQuerier[]) {
        const la = new LogAnalyticsTelemetryQueries({ client, workspaceId: 'f0e1d2c3-0000-4000-8000-000000000001', replays: new ReplayLookup(t.db) });
        await assert.rejects(la.overview(day, null), (error: unknown) => error instanceof HttpProblem && error.status === 502);
        await assert.rejects(la.operation(op1, null), (error: unknown) => error instanceof HttpProblem && error.status === 502);
      }
    });
  });
});
