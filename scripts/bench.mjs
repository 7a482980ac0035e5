// `npm run bench`: measurements against the API started as a child process on a random loopback
// port with a freshly seeded database (loopback only, bounded in time, then it stops), all in this one
// process tree. First the reference (issue 16): a bare Fastify hello route (scripts/bench-hello.mjs)
// at the same connections; every API figure is printed with its ratio to it. Then, on SQLite and
// then on PostgreSQL (BENCH_DATABASES=sqlite,postgres; BENCH_POSTGRES_URL, default
// postgres://postgres@127.0.0.1:5432/postgres, is where a database of the run's own is created and
// dropped after; PostgreSQL is skipped with a note when it cannot be reached):
// - read: the authenticated-read budget (architecture §10: ≥ 7,000 req/s and ≥ 0.14 of the hello
//   route at 50 connections, p99 ≤ 15 ms on 2 cores), GET /api/Members/{id}/MemberAccount/Member for ~10 s;
// - search (issues 5, 16): 10,000 more listed donor profiles bulk-inserted into the database, then
//   20 concurrent searches by emma.recipient (a Current recipient) with a rotating mix of filters
//   and pages, GET …/MatchingSite/MatchingSiteMembersBySearch for ~12 s (≥ 1,000 req/s, p99 ≤ 50 ms).
// The API's resident memory is sampled every 100 ms while each measurement runs and the highest is held to
// 250 MB; the peak since start (VmHWM) is printed beside it: it adds start-up and each sign-in's scrypt
// derivation (128 MiB while it runs, architecture §4). The machine's load average is printed beside each figure (on a shared machine the ratio to the hello route is the steadier figure).
// - staff (issue 12): nadia.admin signs in through the Entra ID emulator (PKCE, as the SPA does) and
//   reads the work queue at 50 connections for ~10 s (the token checked against the emulator's keys).
// - consent (issue 13): the member's consent overview, GET /api/Members/{id}/Consent, at 50 connections for ~10 s.
// BENCH_SCENARIO=read|search|consent|staff runs those named (comma-separated; default all).
// BENCH_TELEMETRY=on|off|both (issue 14): the API reports telemetry (on, the default) or not; both measures the read
// without and with telemetry, then the other scenarios with it, and holds the difference to ≤ 10 %. BENCH_INGESTION=sink
// (the default) sends the telemetry to a separate process that accepts and discards (scripts/bench-ingestion-sink.mjs,
// which reports how many envelopes arrived, so a run that dropped telemetry shows), as production sends it to a remote
// ingestion; =emulator to the API's own ingestion emulator, whose inserts into the API's database compete with the
// reads (that cost is the emulator's, not the telemetry's). Each API measurement prints the API's CPU per request (from /proc):
// on a shared 2-core machine it is steadier than req/s. BENCH_NODE_OPTIONS passes node flags to the API child, e.g.
// `--cpu-prof --cpu-prof-dir=/tmp/prof` (the profile is written when the bench stops it). Measurements: docs/telemetry-api.md.
// BENCH_REDIS=off|on|both (issue 17): the API keeps rate limits and revoked sessions in this process (off, the default)
// or in the Redis of BENCH_REDIS_URL (default redis://127.0.0.1:6379, keys under a prefix of the run's own, removed
// after); both measures the member read each way and prints the difference (every signed-in read asks Redis whether
// its session was revoked).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { seedSearchProfiles, seedSearchProfilesPostgres } from './bench-search-data.mjs';
import { staffSignIn } from './staff-sign-in.mjs';

const scenario = process.env.BENCH_SCENARIO ?? 'all';
/** Whether a BENCH_SCENARIO value (`all`, or names separated by commas) asks for a scenario. */
const wants = (only, name) => only === 'all' || only.split(',').includes(name);
/** BENCH_TELEMETRY=on|off|both: the API reporting to its ingestion emulator (the default, as `npm start` runs it), not at all, or the read measured both ways. */
const telemetryMode = process.env.BENCH_TELEMETRY ?? 'on';
if (!['on', 'off', 'both'].includes(telemetryMode)) throw new Error('BENCH_TELEMETRY must be on, off or both');
/** Issue 14: member reads with telemetry may be at most 10 % slower than without. */
const telemetryCostLimit = 0.1;
/**
 * BENCH_INGESTION=sink|emulator: where the API's telemetry goes when on. `sink` (the default): a separate
 * process that accepts and discards (scripts/bench-ingestion-sink.mjs) — as in production, where
 * ingestion is remote; `emulator`: the API's own ingestion emulator, which stores every envelope in
 * the API's database, in the API's process, competing with the reads being measured (as `npm start`).
 */
const ingestion = process.env.BENCH_INGESTION ?? 'sink';
const redisMode = process.env.BENCH_REDIS ?? 'off';
if (!['on', 'off', 'both'].includes(redisMode)) throw new Error('BENCH_REDIS must be on, off or both');
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
if (!['sink', 'emulator'].includes(ingestion)) throw new Error('BENCH_INGESTION must be sink or emulator');
let exitCode = 0;
/** The API process of the current run. */
let base = '';
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const persona = process.env.BENCH_PERSONA ?? 'carol.couple';
/** Architecture §10 / issue 16, on 2 cores: the member read's rate, its share of the hello route's, and its p99. */
const targets = { reqPerSec: 7000, helloRatio: 0.14, p99Ms: 15 };
/** The API's resident memory stays under this (issue 16). */
const rssLimitMb = 250;
const databases = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',').map((name) => name.trim());
if (databases.some((name) => name !== 'sqlite' && name !== 'postgres')) throw new Error('BENCH_DATABASES lists sqlite and/or postgres');
const postgresAdminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The hello route's req/s of this run (null: not measured, no ratios). */
let helloReqPerSec = null;
const search = {
  profiles: Number(process.env.BENCH_SEARCH_PROFILES ?? 10_000),
  connections: Number(process.env.BENCH_SEARCH_CONNECTIONS ?? 20),
  duration: Number(process.env.BENCH_SEARCH_SECONDS ?? 12),
  persona: 'emma.recipient',
  /** Issue 16: at 20 connections over 10,000 profiles. */
  reqPerSec: 1000,
  p99Ms: 50,
};

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** The CPU time (user + system, ms) a process has used so far, from /proc (Linux); null elsewhere. */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 1/100 s
  } catch {
    return null;
  }
}

async function waitUntilUp(base, child) {
  // Generous: on a shared machine a first start (migrations, demo seed) can take over a minute.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/api/Locale`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('API did not start within 180 s');
}

async function signIn(username) {
  const login = await fetch(`${base}/api/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Portal-Demo-2026!', userRole: 'Member', ivfCenterId: 1 }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { accessToken } = await login.json();
  const { UserId: memberId } = JSON.parse(JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()).user);
  return { accessToken, memberId };
}

function spaHeaders(accessToken) {
  return { authorization: `Bearer ${accessToken}`, 'x-spa-version': '2.1.0.35024', 'accept-language': 'en-US' };
}

/** The 1-minute load average now, as printed beside each figure. */
const load = () => loadavg()[0].toFixed(2);

function report(title, result, target, loadBefore) {
  const reqPerSec = result.requests.average;
  const p99 = result.latency.p99;
  const non2xx = result.non2xx + result.errors + result.timeouts;
  const ratio = helloReqPerSec ? reqPerSec / helloReqPerSec : null;
  console.log(title);
  console.log(`  requests/s  avg ${reqPerSec.toFixed(0)}  (p50 ${result.requests.p50}, min ${result.requests.min})${ratio !== null ? `  ratio to hello ${ratio.toFixed(3)}` : ''}`);
  console.log(`  latency ms  p50 ${result.latency.p50}  p90 ${result.latency.p90}  p99 ${p99}  max ${result.latency.max}`);
  console.log(`  total ${result.requests.total} requests, ${non2xx} non-2xx/errors; load average ${loadBefore} before, ${load()} after`);
  const ratioOk = !target.helloRatio || ratio === null || ratio >= target.helloRatio;
  const ok = reqPerSec >= target.reqPerSec && ratioOk && p99 <= target.p99Ms && non2xx === 0;
  const wanted = [
    target.reqPerSec > 0 ? `≥ ${target.reqPerSec} req/s` : null,
    target.helloRatio && ratio !== null ? `≥ ${target.helloRatio} of hello` : null,
    Number.isFinite(target.p99Ms) ? `p99 ≤ ${target.p99Ms} ms` : null,
    'no errors',
  ]
    .filter(Boolean)
    .join(', ');
  console.log(`  target ${wanted}: ${ok ? 'met' : 'NOT met'}`);
  return ok;
}

/** A process's resident memory from /proc (Linux), MB: `VmRSS` now or `VmHWM`, the peak so far; null elsewhere. */
function rssMbOf(pid, field = 'VmRSS') {
  try {
    const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/** The highest resident memory of the API sampled while a measurement ran (every 100 ms), MB; null when /proc cannot say. */
let loadRssMb = null;

/** Runs one measured load and samples the API's resident memory meanwhile. */
async function underLoad(pid, measure) {
  const sample = () => {
    const mb = rssMbOf(pid);
    if (mb !== null) loadRssMb = Math.max(loadRssMb ?? 0, mb);
  };
  const cpuBefore = cpuMsOf(pid);
  const timer = setInterval(sample, 100);
  try {
    const result = await measure();
    const cpuAfter = cpuMsOf(pid);
    // The API's own CPU per request: steadier than req/s when other work shares the cores.
    if (cpuBefore !== null && cpuAfter !== null) result.apiCpuMs = cpuAfter - cpuBefore;
    return result;
  } finally {
    clearInterval(timer);
    sample();
  }
}

/** The API's CPU per request of a measurement (and the share of a core it used), when /proc could tell. */
function printApiCpu(result, seconds) {
  if (result.apiCpuMs === undefined || result.requests.total === 0) return;
  console.log(`  API CPU ${((1000 * result.apiCpuMs) / result.requests.total).toFixed(0)} µs/request (${(result.apiCpuMs / (seconds * 10)).toFixed(0)} % of a core)`);
}

/** The reference: a bare Fastify route in a process of its own, measured as the member read is. */
async function measureHello() {
  const child = spawn(process.execPath, ['scripts/bench-hello.mjs'], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const port = await new Promise((resolve, reject) => {
      child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
      child.once('exit', (code) => reject(new Error(`hello server exited with ${code}`)));
    });
    const url = `http://127.0.0.1:${port}/`;
    await autocannon({ url, connections: 10, duration: 2 });
    const loadBefore = load();
    const cpuBefore = cpuMsOf(child.pid);
    const result = await autocannon({ url, connections, duration });
    const cpuAfter = cpuMsOf(child.pid);
    helloReqPerSec = result.requests.average;
    report(`GET / of a bare Fastify route (the reference), ${connections} connections, ${duration} s`, result, { reqPerSec: 0, p99Ms: Infinity }, loadBefore);
    if (cpuBefore !== null && cpuAfter !== null) console.log(`  CPU ${((1000 * (cpuAfter - cpuBefore)) / result.requests.total).toFixed(0)} µs/request`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
  }
}

/** A database of this run's own in the PostgreSQL of BENCH_POSTGRES_URL; null when that cannot be reached. */
async function createPostgresDatabase() {
  const name = `portal_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL: skipped (${postgresAdminUrl} cannot be reached: ${error.message})`);
    return null;
  }
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: postgresAdminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Search paths: no filter, single filters, combinations, deep pages and page sizes, in a fixed rotation. */
function searchPaths(memberId) {
  const filters = [
    {},
    { residenceState: 'MA' },
    { eyeColor: 'Blue' },
    { hairColor: 'Brown', minHeight: '170' },
    { race: 'Asian', religion: 'Buddhist' },
    { education: "Master's degree", minBirthYear: '1985' },
    { ivfCenterId: '1', residenceState: 'NY', eyeColor: 'Green' },
    { minBirthYear: '1990' },
    { minHeight: '185', hairColor: 'Black' },
    { religion: 'Catholic', education: "Bachelor's degree", residenceState: 'CT' },
  ];
  const pages = [{ pageNumber: '1' }, { pageNumber: '2' }, { pageNumber: '5', pageSize: '24' }, { pageNumber: '20', pageSize: '50' }, { pageNumber: '100' }];
  const paths = [];
  for (const filter of filters) {
    for (const page of pages) {
      paths.push(`/api/Members/${memberId}/MatchingSite/MatchingSiteMembersBySearch?${new URLSearchParams({ ...filter, ...page })}`);
    }
  }
  return paths;
}

/**
 * One run of the chosen scenarios against a fresh API process on a fresh database (SQLite, or the
 * PostgreSQL database created for it), telemetry on or off; returns the read req/s.
 */
async function runScenarios(telemetry, only = scenario, redis = redisMode === 'on', database = 'sqlite') {
  const postgres = database === 'postgres' ? await createPostgresDatabase() : null;
  if (database === 'postgres' && !postgres) return null;
  console.log(`\n${database === 'postgres' ? 'PostgreSQL' : 'SQLite'}:`);
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const databaseUrl = postgres ? postgres.url : join(dataDir, 'portal.sqlite');
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  let readReqPerSec = null;
  const redisPrefix = `portal-bench-${process.pid}-${port}:`;
  let sink = null;
  let sinkPort = null;
  if (telemetry === 'on' && ingestion === 'sink') {
    sink = spawn(process.execPath, ['scripts/bench-ingestion-sink.mjs'], { stdio: ['ignore', 'pipe', 'inherit'] });
    sinkPort = await new Promise((resolve, reject) => {
      sink.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
      sink.once('exit', (code) => reject(new Error(`ingestion sink exited with ${code}`)));
    });
  }
  // BENCH_NODE_OPTIONS: extra node flags for the API child, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const nodeFlags = (process.env.BENCH_NODE_OPTIONS ?? '').split(/\s+/).filter(Boolean);
  // The API's V8 young generation as in the container (docs/adr/0012), unless the flags say otherwise.
  const semiSpace = nodeFlags.some((flag) => flag.startsWith('--max-semi-space-size')) ? [] : ['--max-semi-space-size=16'];
  const child = spawn(process.execPath, [...semiSpace, ...nodeFlags, 'server/main.ts'], {
    env: {
      // glibc's malloc arenas as in the container (docs/adr/0012), unless the caller's environment sets them.
      MALLOC_ARENA_MAX: '2',
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SMTP_PORT: '0',
      SPA_DIST: join(dataDir, 'no-dist'),
      LOG_LEVEL: 'warn',
      // Telemetry (issue 14) to the sink process or to the API's own ingestion emulator, or none.
      TELEMETRY: telemetry === 'on' ? '1' : '0',
      // Issue 17: shared state in Redis, under keys of this run's own.
      ...(redis ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: redisPrefix } : { REDIS_URL: '' }),
      ...(sinkPort
        ? {
            APPLICATIONINSIGHTS_CONNECTION_STRING: `InstrumentationKey=00000000-0000-4000-8000-00000000c2c0;IngestionEndpoint=http://127.0.0.1:${sinkPort}/`,
            // No SDK usage reports to Microsoft from a bench.
            APPLICATIONINSIGHTS_STATSBEAT_DISABLED: 'true',
            APPLICATIONINSIGHTS_SDKSTATS_DISABLED: 'true',
          }
        : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  try {
    await waitUntilUp(base, child);
    if (wants(only, 'read')) {
      const { accessToken, memberId } = await signIn(persona);
      const url = `${base}/api/Members/${memberId}/MemberAccount/Member?ivfCenterId=1`;
      const headers = spaHeaders(accessToken);

      // Warm up (JIT, statement cache, token cache), then measure.
      await autocannon({ url, headers, connections: 10, duration: 2 });
      const loadBefore = load();
      const result = await underLoad(child.pid, () => autocannon({ url, headers, connections, duration }));
      const ok = report(
        `GET /api/Members/{id}/MemberAccount/Member as ${persona}, ${connections} connections, ${duration} s, telemetry ${telemetry}${telemetry === 'on' ? ` (to the ${ingestion})` : ''}, shared state ${redis ? 'in Redis' : 'in process'}`,
        result,
        targets,
        loadBefore,
      );
      printApiCpu(result, duration);
      readReqPerSec = result.requests.average;
      if (!ok) exitCode = 1;
    }
    if (wants(only, 'search')) {
      const started = Date.now();
      const inserted = postgres ? await seedSearchProfilesPostgres(databaseUrl, search.profiles) : seedSearchProfiles(databaseUrl, search.profiles);
      console.log(`seeded ${inserted} listed donor profiles in ${Date.now() - started} ms`);
      const { accessToken, memberId } = await signIn(search.persona);
      const paths = searchPaths(memberId);
      let next = 0;
      const options = {
        url: base,
        headers: spaHeaders(accessToken),
        connections: search.connections,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
      };
      const first = await fetch(`${base}${paths[0]}`, { headers: options.headers });
      if (!first.ok) throw new Error(`search failed: ${first.status} ${await first.text()}`);
      const { totalCount } = await first.json();
      console.log(`search over ${totalCount} listed profiles (no filter); ${paths.length} rotating filter/page combinations`);
      await autocannon({ ...options, duration: 2 });
      const loadBefore = load();
      const result = await underLoad(child.pid, () => autocannon({ ...options, duration: search.duration }));
      const ok = report(
        `GET /api/Members/{id}/MatchingSite/MatchingSiteMembersBySearch as ${search.persona}, ${search.connections} connections, ${search.duration} s`,
        result,
        { reqPerSec: search.reqPerSec, p99Ms: search.p99Ms },
        loadBefore,
      );
      printApiCpu(result, search.duration);
      if (!ok) exitCode = 1;
    }
    if (wants(only, 'consent')) {
      // The member's consent overview (issue 13): own and co-owned items with decisions and storage consent.
      const { accessToken, memberId } = await signIn(persona);
      const url = `${base}/api/Members/${memberId}/Consent`;
      const headers = spaHeaders(accessToken);
      const first = await fetch(url, { headers });
      if (!first.ok) throw new Error(`consent overview failed: ${first.status} ${await first.text()}`);
      console.log(`consent overview: ${(await first.json()).ownItems.length} items of ${persona}`);
      await autocannon({ url, headers, connections: 10, duration: 2 });
      const loadBefore = load();
      const result = await underLoad(child.pid, () => autocannon({ url, headers, connections, duration }));
      if (!report(`GET /api/Members/{id}/Consent as ${persona}, ${connections} connections, ${duration} s`, result, { reqPerSec: 0, p99Ms: 100 }, loadBefore)) exitCode = 1;
      printApiCpu(result, duration);
    }
    if (wants(only, 'staff')) {
      // The staff work queue as a ClinicAdmin reads it, with an Entra ID token from the emulator.
      const token = await staffSignIn(`http://localhost:${port}`, 'nadia.admin@northside.example');
      const url = `${base}/api/Admin/WorkQueue`;
      const headers = { authorization: `Bearer ${token}`, 'accept-language': 'en-US' };
      const first = await fetch(url, { headers });
      if (!first.ok) throw new Error(`work queue failed: ${first.status} ${await first.text()}`);
      console.log(`work queue: ${(await first.json()).total} items waiting at Northside`);
      await autocannon({ url, headers, connections: 10, duration: 2 });
      const loadBefore = load();
      const result = await underLoad(child.pid, () => autocannon({ url, headers, connections, duration }));
      if (!report(`GET /api/Admin/WorkQueue as nadia.admin (ClinicAdmin), ${connections} connections, ${duration} s`, result, { reqPerSec: 0, p99Ms: 100 }, loadBefore))
        exitCode = 1;
      printApiCpu(result, duration);
    }
  } catch (error) {
    console.error(error);
    exitCode = 1;
  } finally {
    // The limit is held under load. The peak since start is printed beside it: it adds start-up (migrations,
    // demo seed) and each sign-in's scrypt derivation, which holds 128 MiB while it runs (N=2^17, r=8,
    // architecture §4) on top of whatever else the process holds then.
    const peakRssMb = rssMbOf(child.pid, 'VmHWM');
    if (loadRssMb !== null) {
      console.log(`API RSS under load ${loadRssMb.toFixed(0)} MB at most (limit ${rssLimitMb} MB): ${loadRssMb < rssLimitMb ? 'met' : 'NOT met'}`);
      if (loadRssMb >= rssLimitMb) exitCode = 1;
    }
    if (peakRssMb !== null) console.log(`API peak RSS since start ${peakRssMb.toFixed(0)} MB (start-up, demo seed, sign-ins' 128 MiB scrypt derivations)`);
    loadRssMb = null;
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    await postgres?.drop();
    if (sink) {
      sink.kill('SIGTERM');
      await new Promise((resolve) => (sink.exitCode !== null ? resolve() : sink.once('exit', resolve)));
    }
    rmSync(dataDir, { recursive: true, force: true });
    if (redis) {
      const { Redis } = await import('ioredis');
      const client = new Redis(redisUrl);
      const keys = await client.keys(`${redisPrefix}*`);
      if (keys.length > 0) await client.del(...keys);
      client.disconnect();
    }
  }
  return readReqPerSec;
}
await measureHello();
if (redisMode === 'both') {
  // The member read with shared state in this process, then in Redis (telemetry as BENCH_TELEMETRY says, on or off).
  const telemetry = telemetryMode === 'both' ? 'off' : telemetryMode;
  const local = await runScenarios(telemetry, 'read', false);
  const shared = await runScenarios(telemetry, 'read', true);
  if (local !== null && shared !== null) {
    console.log(
      `Redis-backed shared state on member reads: ${local.toFixed(0)} req/s in process, ${shared.toFixed(0)} req/s with Redis (${((shared / local - 1) * 100).toFixed(1)} %)`,
    );
  }
} else if (telemetryMode === 'both') {
  const off = await runScenarios('off', scenario === 'all' ? 'read' : scenario);
  const on = await runScenarios('on');
  if (off !== null && on !== null) {
    const cost = 1 - on / off;
    console.log(
      `telemetry cost on member reads: ${off.toFixed(0)} req/s off, ${on.toFixed(0)} req/s on, ${(cost * 100).toFixed(1)} % lower (limit ${telemetryCostLimit * 100} %): ${cost <= telemetryCostLimit ? 'met' : 'NOT met'}`,
    );
    if (cost > telemetryCostLimit) exitCode = 1;
  }
} else {
  for (const database of databases) await runScenarios(telemetryMode, scenario, redisMode === 'on', database);
}
process.exit(exitCode);
