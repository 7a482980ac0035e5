// `npm run bench`: the API's authenticated-read budget (architecture §10: ≥ 3,000 req/s at 50
// connections, p99 ≤ 30 ms on 2 cores). Starts the API as a child process on a random loopback
// port with a freshly seeded SQLite database, signs in as a demo persona, runs autocannon against
// GET /api/Members/{id}/MemberAccount/Member for ~10 s, prints the numbers and stops.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const persona = process.env.BENCH_PERSONA ?? 'carol.couple';
const targets = { reqPerSec: 3000, p99Ms: 30 };

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitUntilUp(base, child) {
  const deadline = Date.now() + 60_000;
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
  throw new Error('API did not start within 60 s');
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ['server/main.ts'], {
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: join(dataDir, 'portal.sqlite'),
    SMTP_PORT: '0',
    SPA_DIST: join(dataDir, 'no-dist'),
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

let exitCode = 0;
try {
  await waitUntilUp(base, child);
  const login = await fetch(`${base}/api/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: persona, password: 'Portal-Demo-2026!', userRole: 'Member', ivfCenterId: 1 }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { accessToken } = await login.json();
  const { UserId: memberId } = JSON.parse(JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()).user);
  const url = `${base}/api/Members/${memberId}/MemberAccount/Member?ivfCenterId=1`;
  const headers = { authorization: `Bearer ${accessToken}`, 'x-spa-version': '2.1.0.35024', 'accept-language': 'en-US' };

  // Warm up (JIT, statement cache, token cache), then measure.
  await autocannon({ url, headers, connections: 10, duration: 2 });
  const result = await autocannon({ url, headers, connections, duration });

  const reqPerSec = result.requests.average;
  const p99 = result.latency.p99;
  const non2xx = result.non2xx + result.errors + result.timeouts;
  console.log(`GET /api/Members/{id}/MemberAccount/Member as ${persona}, ${connections} connections, ${duration} s`);
  console.log(`  requests/s  avg ${reqPerSec.toFixed(0)}  (p50 ${result.requests.p50}, min ${result.requests.min})`);
  console.log(`  latency ms  p50 ${result.latency.p50}  p90 ${result.latency.p90}  p99 ${p99}  max ${result.latency.max}`);
  console.log(`  total ${result.requests.total} requests, ${non2xx} non-2xx/errors`);
  const ok = reqPerSec >= targets.reqPerSec && p99 <= targets.p99Ms && non2xx === 0;
  console.log(`  target ≥ ${targets.reqPerSec} req/s and p99 ≤ ${targets.p99Ms} ms: ${ok ? 'met' : 'NOT met'}`);
  if (!ok) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
