// Runs alone in npm test (scripts/test-api.mjs): it compares answer times with and without telemetry.
// Issue 14, "the API reports": the real API process (`node server/main.ts`, emulators on, no connection
// string) reports through the Azure Monitor distro to its own ingestion emulator, and the envelopes
// are read back from GET /emulators/ingestion/envelopes. A member read sent with a browser's
// `traceparent` is one operation — the request named by its route template, with cloud role
// portal-api, the release as application version and the member's clinic — and its database calls
// are dependencies of it; a PayPal call is an HTTP dependency; a failing handler an exception; a log
// record a trace message. No envelope carries the member's username, e-mail or name, the bearer
// token, or a query-string value. A second process reports to an ingestion endpoint that never
// answers (and one that refuses connections): member reads stay fast and nothing fails.
// SQLite by default; TEST_DATABASE_URL runs the API on a PostgreSQL schema of this test's own.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { randomBytes } from 'node:crypto';
import { releaseName } from '../../../server/build-info.ts';
import { DEMO_PASSWORD } from '../../../server/db/seed/demo-data.ts';
import type { StoredEnvelope } from '../../../server/emulators/ingestion/ingestion-emulator.ts';
import { freePort } from '../support/free-port.ts';

const persona = { userName: 'carol.couple', clinicId: 1 };

interface Portal {
  process: ChildProcess;
  base: string;
  output: () => string;
}

async function startPortal(env: Record<string, string>): Promise<Portal> {
  const port = await freePort();
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      SMTP_PORT: '0',
      LOG_LEVEL: 'info',
      SCRYPT_LOG2_N: '10',
      // Export every half second rather than every five, so the test need not wait long.
      OTEL_BSP_SCHEDULE_DELAY: '300',
      OTEL_BLRP_SCHEDULE_DELAY: '300',
      // Metrics, were any recorded, every second rather than every minute.
      OTEL_METRIC_EXPORT_INTERVAL: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${String(port)}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`portal exited with ${String(child.exitCode)}:\n${output}`);
    try {
      if ((await fetch(`${base}/api/health/live`)).ok) return { process: child, base, output: () => output };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`portal did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function stop(portal: Portal | null): Promise<void> {
  if (!portal || portal.process.exitCode !== null || portal.process.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    portal.process.once('exit', () => resolve());
    portal.process.kill('SIGTERM');
  });
}

/**
 * A database for one API process: a SQLite file, or a fresh PostgreSQL schema (and a pg-boss schema of
 * its own, so test files running side by side share no job queue). `env` points the process at it.
 */
async function databaseFor(dir: string, name: string): Promise<{ env: Record<string, string>; dropTable(table: string): Promise<void>; dispose(): Promise<void> }> {
  const postgres = process.env.TEST_DATABASE_URL;
  if (!postgres) {
    const file = join(dir, `${name}.sqlite`);
    return {
      env: { DATABASE_URL: file },
      dropTable(table) {
        const db = new DatabaseSync(file);
        db.exec('PRAGMA busy_timeout = 5000');
        db.exec(`DROP TABLE ${table}`);
        db.close();
        return Promise.resolve();
      },
      dispose: async () => {},
    };
  }
  const schema = `telemetry_${name}_${randomBytes(4).toString('hex')}`;
  const pg = (await import('pg')).default;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: postgres });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE SCHEMA ${schema}`);
  const url = new URL(postgres);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    env: { DATABASE_URL: url.toString(), JOB_QUEUE_SCHEMA: `${schema}_jobs` },
    dropTable: (table) => run(`DROP TABLE ${schema}.${table} CASCADE`),
    dispose: () => run(`DROP SCHEMA IF EXISTS ${schema} CASCADE; DROP SCHEMA IF EXISTS ${schema}_jobs CASCADE`),
  };
}

async function signIn(base: string): Promise<{ accessToken: string; memberId: number }> {
  const response = await fetch(`${base}/api/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: persona.userName, password: DEMO_PASSWORD, userRole: 'Member', ivfCenterId: persona.clinicId }),
  });
  assert.equal(response.status, 200, await response.clone().text());
  const { accessToken } = (await response.json()) as { accessToken: string };
  const memberId = (JSON.parse((JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as { user: string }).user) as { UserId: number }).UserId;
  return { accessToken, memberId };
}

const traceId = () => randomBytes(16).toString('hex');
const traceparentOf = (trace: string) => `00-${trace}-${randomBytes(8).toString('hex')}-01`;

interface Envelope extends StoredEnvelope {
  envelope: { tags: Record<string, string>; data: { baseType: string; baseData: Record<string, unknown> & { properties?: Record<string, string> } } };
}

async function envelopes(base: string): Promise<Envelope[]> {
  return (await (await fetch(`${base}/emulators/ingestion/envelopes`)).json()) as Envelope[];
}

/** Polls the ingestion emulator until `found` picks what the test waits for (the exporter batches). */
async function waitFor<T>(base: string, found: (all: Envelope[]) => T | undefined, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = found(await envelopes(base));
    if (result !== undefined && result !== false) return result;
    if (Date.now() > deadline) throw new Error(`no ${what} arrived at the ingestion emulator`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const requestsOf = (all: Envelope[], operationId: string) => all.filter((e) => e.baseType === 'RequestData' && e.operationId === operationId);
const dependenciesOf = (all: Envelope[], operationId: string) => all.filter((e) => e.baseType === 'RemoteDependencyData' && e.operationId === operationId);

void describe('the API reports to Application Insights (ingestion emulator of its own process)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-telemetry-'));
  let portal: Portal | null = null;
  let database: Awaited<ReturnType<typeof databaseFor>> | null = null;
  let session: { accessToken: string; memberId: number };
  const headers = () => ({ authorization: `Bearer ${session.accessToken}`, 'x-spa-version': '2.1.0.35024', 'accept-language': 'en-US' });

  before(async () => {
    database = await databaseFor(dir, 'reports');
    portal = await startPortal({ DATA_DIR: join(dir, 'reports'), ...database.env });
    assert.match(portal.output(), /telemetry to http:\/\/127\.0\.0\.1:\d+\/emulators\/ingestion\//);
    session = await signIn(portal.base);
  });
  after(async () => {
    await stop(portal);
    await database?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  void test('a member read with a traceparent is one operation: the request by its route template, its database calls as dependencies', { timeout: 60_000 }, async () => {
    const base = portal?.base ?? '';
    const operationId = traceId();
    const response = await fetch(`${base}/api/Members/${String(session.memberId)}/MemberAccount/Member?ivfCenterId=1&probe=secret-query-value`, {
      headers: { ...headers(), traceparent: traceparentOf(operationId) },
    });
    assert.equal(response.status, 200);

    const [request] = await waitFor(
      base,
      (all) => (requestsOf(all, operationId).length > 0 && dependenciesOf(all, operationId).length > 0 ? requestsOf(all, operationId) : undefined),
      'request and dependencies',
    );
    assert.ok(request);
    const { tags, data } = request.envelope;
    assert.equal(data.baseData.name, 'GET /api/Members/:memberId/MemberAccount/Member');
    assert.equal(tags['ai.operation.name'], 'GET /api/Members/:memberId/MemberAccount/Member');
    assert.equal(tags['ai.operation.id'], operationId);
    assert.equal(tags['ai.cloud.role'], 'portal-api');
    assert.equal(tags['ai.application.ver'], releaseName);
    assert.equal(data.baseData.responseCode, '200');
    assert.equal(data.baseData.properties?.clinicId, String(persona.clinicId));
    assert.ok(!String(data.baseData.url).includes(String(session.memberId)) && !String(data.baseData.url).includes('?'), String(data.baseData.url));

    const dependencies = dependenciesOf(await envelopes(base), operationId);
    const database = dependencies.filter((e) => ['SQL', 'postgresql'].includes(String(e.envelope.data.baseData.type)));
    assert.ok(database.length > 0, 'database dependencies of the request');
    for (const dependency of database) {
      assert.equal(dependency.envelope.tags['ai.operation.parentId'], request.envelope.data.baseData.id, 'a child of the request');
      if (!process.env.TEST_DATABASE_URL) assert.match(String(dependency.envelope.data.baseData.name), /^SQLite [A-Z]+ [a-z_]+$/);
    }
  });

  void test(
    'on PostgreSQL each query is a dependency, a read compiled once named by its prepared statement; the pg instrumentation records no metrics',
    { timeout: 60_000, skip: !process.env.TEST_DATABASE_URL && 'PostgreSQL only (TEST_DATABASE_URL)' },
    async () => {
      const base = portal?.base ?? '';
      const operationId = traceId();
      const response = await fetch(`${base}/api/Members/${String(session.memberId)}/Consent`, { headers: { ...headers(), traceparent: traceparentOf(operationId) } });
      assert.equal(response.status, 200);
      const names = await waitFor(
        base,
        (all) => {
          const found = dependenciesOf(all, operationId).filter((e) => e.envelope.data.baseData.type === 'postgresql');
          return found.length >= 3 ? found.map((e) => String(e.envelope.data.baseData.name)) : undefined;
        },
        'the overview’s database dependencies',
      );
      for (const name of names) assert.match(name, /^pg\.query:[A-Z]+ /);
      assert.ok(
        names.some((name) => /^pg\.query:SELECT members [0-9a-f]{12} /.test(name)),
        `the member read by its statement's name: ${names.join(', ')}`,
      );
      assert.ok(
        names.some((name) => /^pg\.query:SELECT freeze_events [0-9a-f]{12} /.test(name)),
        `the items read by its statement's name: ${names.join(', ')}`,
      );
      // Two export intervals later, no metric of the pg instrumentation has arrived.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      const metrics = (await envelopes(base))
        .filter((e) => e.baseType === 'MetricData')
        .flatMap((e) => ((e.envelope.data.baseData.metrics ?? []) as { name: string }[]).map((metric) => metric.name));
      assert.deepEqual(
        metrics.filter((name) => name.startsWith('db.client')),
        [],
      );
    },
  );

  void test('a PayPal call is an HTTP dependency of its request, by address without ids', { timeout: 60_000 }, async () => {
    const base = portal?.base ?? '';
    const operationId = traceId();
    const response = await fetch(`${base}/api/Members/${String(session.memberId)}/Payments/PayPalVaultingOrder`, {
      method: 'POST',
      headers: { ...headers(), traceparent: traceparentOf(operationId) },
    });
    assert.equal(response.status, 200, await response.clone().text());
    const payPal = await waitFor(
      base,
      (all) => dependenciesOf(all, operationId).find((e) => e.envelope.data.baseData.type === 'Http' && String(e.envelope.data.baseData.data).includes('/emulators/paypal/')),
      'PayPal dependency',
    );
    assert.match(String(payPal.envelope.data.baseData.name), /^POST \/emulators\/paypal\/v\d+\//);
    assert.match(String(payPal.envelope.data.baseData.resultCode), /^20\d$/);
    assert.ok(!/\d{3,}|\?/.test(String(payPal.envelope.data.baseData.data).replace(/^https?:\/\/[^/]+/, '')), String(payPal.envelope.data.baseData.data));
  });

  void test("a handler's failure is an exception of its request, and its log record a trace message of it", { timeout: 60_000 }, async () => {
    const base = portal?.base ?? '';
    await database?.dropTable('payment_history');
    const operationId = traceId();
    const response = await fetch(`${base}/api/Members/${String(session.memberId)}/MemberAccount/MemberPaymentHistoryAll`, {
      headers: { ...headers(), traceparent: traceparentOf(operationId) },
    });
    assert.equal(response.status, 500);
    const exception = await waitFor(base, (all) => all.find((e) => e.baseType === 'ExceptionData' && e.operationId === operationId), 'exception');
    assert.equal(exception.cloudRole, 'portal-api');
    const message = await waitFor(base, (all) => all.find((e) => e.baseType === 'MessageData' && e.operationId === operationId), 'log message');
    assert.equal(message.envelope.data.baseData.message, 'unhandled error');
    assert.equal(message.envelope.data.baseData.severityLevel, 'Error');
    const [request] = requestsOf(await envelopes(base), operationId);
    assert.equal(request?.envelope.data.baseData.responseCode, '500');
    assert.equal(request?.envelope.data.baseData.success, false);
  });

  void test(
    'no envelope carries the username, e-mail, name, bearer token or a query-string value; the ingestion posts themselves are not requests',
    { timeout: 60_000 },
    async () => {
      const base = portal?.base ?? '';
      const me = (await (await fetch(`${base}/api/Members/${String(session.memberId)}/MemberAccount/Member`, { headers: headers() })).json()) as {
        profile: Record<string, unknown>;
      };
      const personal = [persona.userName, session.accessToken, session.accessToken.split('.')[2] ?? '', 'secret-query-value', DEMO_PASSWORD];
      for (const field of ['email', 'firstName', 'lastName', 'phone', 'addressLine1', 'dateOfBirth']) {
        const value = me.profile[field];
        assert.ok(typeof value === 'string' && value.length > 2, `the member's ${field} is known`);
        personal.push(value);
      }
      // Let the exporter send what the other tests caused.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const all = await envelopes(base);
      assert.ok(all.length > 10);
      for (const envelope of all) {
        const text = JSON.stringify(envelope.envelope);
        for (const value of personal) assert.ok(!text.toLowerCase().includes(value.toLowerCase()), `${envelope.name} carries "${value.slice(0, 12)}…": ${text.slice(0, 300)}`);
        assert.ok(!text.includes(`/Members/${String(session.memberId)}/`), `${envelope.name} carries a concrete member path`);
      }
      assert.ok(!all.some((e) => e.baseType === 'RequestData' && String(e.envelope.data.baseData.name).includes('/emulators/')), 'no request telemetry of the emulators');
      assert.ok(
        all.some((e) => e.baseType === 'MessageData' && e.envelope.data.baseData.message === `Server listening at ${base}`),
        'start-up log record',
      );
    },
  );
});

void describe('a slow or failing ingestion endpoint never slows or fails member reads', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-telemetry-down-'));
  const portals: Portal[] = [];
  const databases: Awaited<ReturnType<typeof databaseFor>>[] = [];
  let hanging: Server | null = null;
  const sockets = new Set<Socket>();
  after(async () => {
    for (const portal of portals) await stop(portal);
    for (const socket of sockets) socket.destroy();
    hanging?.close();
    for (const database of databases) await database.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  async function readsStayFast(connectionString: string, name: string) {
    const database = await databaseFor(dir, name);
    databases.push(database);
    const portal = await startPortal({ DATA_DIR: join(dir, name), ...database.env, APPLICATIONINSIGHTS_CONNECTION_STRING: connectionString });
    portals.push(portal);
    assert.match(portal.output(), /telemetry to /);
    const session = await signIn(portal.base);
    const started = Date.now();
    const timings: number[] = [];
    for (let i = 0; i < 200; i++) {
      const t0 = performance.now();
      const response = await fetch(`${portal.base}/api/Members/${String(session.memberId)}/MemberAccount/Member`, { headers: { authorization: `Bearer ${session.accessToken}` } });
      assert.equal(response.status, 200);
      await response.arrayBuffer();
      timings.push(performance.now() - t0);
    }
    // Long enough for several export attempts to be under way (every 300 ms), and still answering.
    while (Date.now() - started < 2500) {
      const t0 = performance.now();
      const response = await fetch(`${portal.base}/api/Members/${String(session.memberId)}/MemberAccount/Member`, { headers: { authorization: `Bearer ${session.accessToken}` } });
      assert.equal(response.status, 200);
      await response.arrayBuffer();
      timings.push(performance.now() - t0);
    }
    timings.sort((a, b) => a - b);
    const p99 = timings[Math.floor(timings.length * 0.99)] ?? Infinity;
    assert.ok(p99 < 250, `p99 ${p99.toFixed(1)} ms over ${String(timings.length)} reads`);
    assert.equal(portal.process.exitCode, null, 'still running');
    assert.doesNotMatch(portal.output(), /Unhandled|uncaught/i);
  }

  void test('an endpoint that accepts connections and never answers', { timeout: 90_000 }, async () => {
    hanging = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => hanging?.listen(0, '127.0.0.1', resolve));
    const { port } = hanging.address() as { port: number };
    await readsStayFast(`InstrumentationKey=00000000-0000-4000-8000-00000000c2c0;IngestionEndpoint=http://127.0.0.1:${String(port)}/`, 'hanging');
    assert.ok(sockets.size > 0, 'the exporter did try the hanging endpoint');
  });

  void test('an endpoint whose port is closed', { timeout: 90_000 }, async () => {
    const closed = await freePort();
    await readsStayFast(`InstrumentationKey=00000000-0000-4000-8000-00000000c2c0;IngestionEndpoint=http://127.0.0.1:${String(closed)}/`, 'closed');
  });
});
