// `npm run measure:faults`: what a member lives through while one part is down, measured against the
// API started as a child process on loopback (SQLite file, emulators on), then it stops by itself:
// - database: another connection holds the SQLite write lock for 10 s; meanwhile GET /api/Configuration
//   and a member read run at a steady pace and a profile update is tried every second — prints the
//   p95 of each read and the slowest write's answer (goals: reads < 250 ms, writes < 1.5 s);
// - PayPal: the emulator answers 503 while ben.balance pays; prints how long after PayPal recovered
//   the payment was settled (balance 0);
// - SMTP: the relay refuses connections (a TCP proxy in front of the mail emulator) while three
//   reset e-mails are asked for; prints how long after the relay came back the last one arrived.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const password = 'Portal-Demo-2026!';
const dir = mkdtempSync(join(tmpdir(), 'portal-faults-'));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A TCP proxy that refuses connections until `open` is set, then forwards to `target`. */
async function switchableProxy() {
  const state = { open: false, target: 0 };
  const server = createServer((client) => {
    client.on('error', () => client.destroy());
    if (!state.open) return client.destroy();
    const upstream = connect(state.target, '127.0.0.1');
    upstream.on('error', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { state, port: server.address().port, close: () => new Promise((resolve) => server.close(resolve)) };
}

const smtp = await switchableProxy();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const databaseFile = join(dir, 'portal.sqlite');
let smtpEmulatorPort = 0;
const api = spawn(process.execPath, ['server/main.ts'], {
  env: {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    SMTP_PORT: '0',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    DATA_DIR: dir,
    DATABASE_URL: databaseFile,
    LOG_LEVEL: 'silent',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
api.stdout.on('data', (chunk) => {
  const match = /mail emulator SMTP 127\.0\.0\.1:(\d+)/.exec(String(chunk));
  if (match) smtpEmulatorPort = Number(match[1]);
});

try {
  for (let started = Date.now(); ; await sleep(200)) {
    if (Date.now() - started > 60_000) throw new Error('API did not start');
    try {
      if ((await fetch(`${base}/api/health/live`)).ok && smtpEmulatorPort) break;
    } catch {
      // not yet
    }
  }
  smtp.state.target = smtpEmulatorPort;
  const signIn = async (username) => {
    const answer = await fetch(`${base}/api/Auth/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password, userRole: 'Member', ivfCenterId: 1 }),
    });
    const { accessToken } = await answer.json();
    const user = JSON.parse(JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()).user);
    return { accessToken, memberId: user.UserId, auth: { authorization: `Bearer ${accessToken}` } };
  };

  // Database: a write lock held by another connection for 10 s.
  const carol = await signIn('carol.couple');
  const memberUrl = `${base}/api/Members/${carol.memberId}/MemberAccount/Member`;
  const profile = (await (await fetch(memberUrl, { headers: carol.auth })).json()).profile;
  const body = JSON.stringify({ ...profile, dateOfBirth: undefined, offsiteStorageType: undefined, city: 'Quincy' });
  const other = new DatabaseSync(databaseFile);
  other.exec('PRAGMA busy_timeout = 5000; BEGIN IMMEDIATE; UPDATE app_meta SET value = value;');
  const configTimes = [];
  const readTimes = [];
  const writes = [];
  const until = Date.now() + 10_000;
  const timed = async (work) => {
    const started = performance.now();
    const answer = await work();
    await answer.arrayBuffer();
    return { ms: performance.now() - started, status: answer.status };
  };
  const readers = (async () => {
    while (Date.now() < until) {
      configTimes.push((await timed(() => fetch(`${base}/api/Configuration`))).ms);
      readTimes.push((await timed(() => fetch(memberUrl, { headers: carol.auth }))).ms);
      await sleep(50);
    }
  })();
  const writers = (async () => {
    while (Date.now() < until) {
      writes.push(
        await timed(() =>
          fetch(`${base}/api/Members/${carol.memberId}/MemberAccount/UpdateProfile`, {
            method: 'PUT',
            headers: { ...carol.auth, 'content-type': 'application/json', 'if-match': '*' },
            body,
          }),
        ),
      );
      await sleep(1000);
    }
  })();
  await Promise.all([readers, writers]);
  other.exec('ROLLBACK');
  other.close();
  console.log('Database write lock held by another connection for 10 s:');
  console.log(
    `  GET /api/Configuration  ${configTimes.length} requests, p95 ${percentile(configTimes, 95).toFixed(1)} ms, max ${Math.max(...configTimes).toFixed(1)} ms (goal p95 < 250 ms)`,
  );
  console.log(`  member read             ${readTimes.length} requests, p95 ${percentile(readTimes, 95).toFixed(1)} ms`);
  console.log(
    `  profile update          ${writes.length} tries, answers ${[...new Set(writes.map((w) => w.status))].join('/')}, slowest ${Math.max(...writes.map((w) => w.ms)).toFixed(1)} ms (goal < 1500 ms)`,
  );

  // PayPal: down while ben pays, then back.
  const ben = await signIn('ben.balance');
  await fetch(`${base}/emulators/paypal/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ down: true }) });
  const paid = await fetch(`${base}/api/Members/${ben.memberId}/Payments/BalancePayment`, {
    method: 'POST',
    headers: { ...ben.auth, 'content-type': 'application/json', 'idempotency-key': 'measure-faults-0001' },
    body: JSON.stringify({ amount: 250 }),
  });
  const confirming = (await paid.json()).payment?.status;
  await sleep(3000);
  await fetch(`${base}/emulators/paypal/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ down: false }) });
  const recovered = Date.now();
  let balance = 250;
  while (balance !== 0 && Date.now() - recovered < 120_000) {
    await sleep(100);
    balance = (await (await fetch(`${base}/api/Members/${ben.memberId}/MemberAccount/Member`, { headers: ben.auth })).json()).billingBalance;
  }
  console.log('PayPal down (503) while a balance of 250.00 is paid:');
  console.log(`  answer ${paid.status} ${confirming}; settled ${balance === 0 ? `${Date.now() - recovered} ms after PayPal recovered` : 'NOT within 120 s'}`);

  // SMTP: the relay refuses connections while three reset e-mails are asked for, then comes back.
  for (const username of ['grace.egg', 'sam.sperm', 'tara.tissue']) {
    await fetch(`${base}/api/Auth/ForgotPassword`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, ivfCenterId: 1 }) });
  }
  await sleep(5000);
  smtp.state.open = true;
  const back = Date.now();
  const arrived = async () => (await (await fetch(`${base}/emulators/mail/messages`)).json()).filter((mail) => /reset/i.test(mail.subject)).length;
  let count = 0;
  while (count < 3 && Date.now() - back < 120_000) {
    await sleep(100);
    count = await arrived();
  }
  console.log('SMTP relay refusing connections while 3 reset e-mails are asked for:');
  console.log(`  ${count} of 3 delivered, the last ${count === 3 ? `${Date.now() - back} ms after the relay came back` : 'NOT within 120 s'}`);
} finally {
  api.kill('SIGTERM');
  await smtp.close();
  await sleep(300);
  rmSync(dir, { recursive: true, force: true });
}
