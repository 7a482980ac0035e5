// The built SPA (dist/, with the staticwebapp.config.json the build copies into it) served by the
// Azure Static Web Apps CLI (`swa start`, Microsoft's local emulation of the Static Web Apps routing
// engine) with the portal API as its backend at /api, as in Azure where the API is the linked
// backend. Checks deep links, headers, caching, the 404 page, the /api proxy and a member signing in
// through it in Chromium with the production CSP and Trusted Types in force.
// Needs a production build (`npm run build`) and the CLI (node_modules/.bin/swa, or SWA_CLI); without
// the CLI the suite is skipped with the reason printed.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { chromium, type Browser } from '@playwright/test';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-data.ts';
import { freePort } from '../server/support/free-port.ts';
import { startPortal, stopProcess, waitUntilAnswering, type Portal } from '../server/support/portal-process.ts';

interface StaticWebAppConfig {
  globalHeaders: Record<string, string>;
  routes: { route: string; headers?: Record<string, string> }[];
}

const dist = resolve('dist');
const cli = process.env.SWA_CLI ?? resolve('node_modules/.bin/swa');
const skip = existsSync(cli) ? false : `the Static Web Apps CLI is not installed (${cli}): install @azure/static-web-apps-cli (see README, "Deploying to Azure") or set SWA_CLI`;
if (skip) console.log(`# skipped: ${skip}`);

void describe('the built SPA behind the Static Web Apps CLI with the API as its backend', { skip }, () => {
  let api: Portal | null = null;
  let swa: ChildProcess | null = null;
  let swaOutput = '';
  let site = '';
  let dataDir = '';
  let config: StaticWebAppConfig;

  before(async () => {
    assert.ok(existsSync(join(dist, 'index.html')), 'dist/ holds no build: run `npm run build` first');
    assert.ok(existsSync(join(dist, 'staticwebapp.config.json')), 'the build did not copy deploy/staticwebapp.config.json into dist/');
    config = JSON.parse(readFileSync(join(dist, 'staticwebapp.config.json'), 'utf8')) as StaticWebAppConfig;
    assert.deepEqual(config, JSON.parse(readFileSync('deploy/staticwebapp.config.json', 'utf8')), 'dist/ carries the configuration of deploy/');
    dataDir = mkdtempSync(join(tmpdir(), 'portal-swa-'));
    // The API alone: SPA_DIST points at nothing, so every page below comes from the CLI.
    api = await startPortal(await freePort(), { DATA_DIR: dataDir, DATABASE_URL: ':memory:', SPA_DIST: join(dataDir, 'no-spa') });
    const port = await freePort();
    swa = spawn(
      cli,
      ['start', dist, '--swa-config-location', dist, '--api-devserver-url', api.base, '--host', '127.0.0.1', '--port', String(port), '--devserver-timeout', '30'],
      // No update check (the CLI sends no usage data): the test talks to loopback only.
      // A process group of its own: the CLI runs its server in a child it leaves behind when stopped alone.
      { env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
    );
    swa.stdout?.on('data', (chunk: Buffer) => (swaOutput += chunk.toString()));
    swa.stderr?.on('data', (chunk: Buffer) => (swaOutput += chunk.toString()));
    // `localhost` is Northside's address (the clinic is recognised from the host the browser asked for).
    site = `http://localhost:${String(port)}`;
    await waitUntilAnswering(swa, `http://127.0.0.1:${String(port)}/`, 'swa start', 90_000).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${swaOutput}`);
    });
  });

  after(async () => {
    if (swa?.pid !== undefined && swa.exitCode === null) {
      const exited = new Promise((resolve) => swa?.once('exit', resolve));
      process.kill(-swa.pid, 'SIGTERM');
      await exited;
    }
    await stopProcess(api?.process);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const routeHeaders = (route: string) => config.routes.find((r) => r.route === route)?.headers ?? {};

  function assertGlobalHeaders(response: Response, what: string): void {
    for (const [name, value] of Object.entries(config.globalHeaders)) assert.equal(response.headers.get(name), value, `${what}: ${name}`);
  }

  void test('deep links are answered with index.html, the security headers and no-cache', async () => {
    for (const path of ['/', '/auth/login', '/member/home', '/matching/member-search', '/auth/reset-password?memberId=1&token=x']) {
      const response = await fetch(`${site}${path}`);
      assert.equal(response.status, 200, path);
      assert.match(response.headers.get('content-type') ?? '', /^text\/html/, path);
      assert.match(await response.text(), /<div id="app">/, path);
      assertGlobalHeaders(response, path);
      assert.equal(response.headers.get('cache-control'), routeHeaders('/*')['Cache-Control'], path);
      assert.equal(response.headers.get('cache-control'), 'no-cache', path);
    }
  });

  void test('hashed assets are immutable for a year; runtime config is revalidated and JSON', async () => {
    const index = await (await fetch(`${site}/`)).text();
    const scripts = [...index.matchAll(/src="(\/static\/js\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
    assert.ok(scripts.length >= 2, 'index.html loads the runtime and main chunks');
    for (const script of scripts) {
      const response = await fetch(`${site}${script}`);
      assert.equal(response.status, 200, script);
      assert.match(response.headers.get('content-type') ?? '', /javascript/, script);
      assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable', script);
      assertGlobalHeaders(response, script);
    }
    const runtime = await fetch(`${site}/runtime-config.json`);
    assert.equal(runtime.status, 200);
    assert.match(runtime.headers.get('content-type') ?? '', /^application\/json/);
    assert.equal(runtime.headers.get('cache-control'), 'no-cache');
    assert.equal(((await runtime.json()) as { environment: string }).environment, 'production');
  });

  void test('missing files are 404 with the not-found page, never index.html; the configuration itself is not served', async () => {
    for (const path of ['/static/js/main.00000000.js', '/favicon.ico', '/emulators/content/spaces', '/staticwebapp.config.json']) {
      const response = await fetch(`${site}${path}`);
      assert.equal(response.status, 404, path);
      const body = await response.text();
      assert.doesNotMatch(body, /<div id="app">/, path);
      assert.doesNotMatch(body, /globalHeaders/, path);
      if (path !== '/staticwebapp.config.json') assert.match(body, /Page not found/, path);
    }
  });

  void test('/api/* reaches the API with its own answers and headers, not the SPA fallback', async () => {
    const configuration = await fetch(`${site}/api/Configuration`);
    assert.equal(configuration.status, 200);
    assert.match(configuration.headers.get('content-type') ?? '', /^application\/json/);
    assert.ok('content' in ((await configuration.json()) as Record<string, unknown>));
    const missing = await fetch(`${site}/api/NoSuchCall`);
    assert.equal(missing.status, 404);
    assert.match(missing.headers.get('content-type') ?? '', /^application\/problem\+json/);
    assert.equal(missing.headers.get('cache-control'), 'no-store');
    // The API's own CSP for its answers, not the pages' one.
    assert.equal(missing.headers.get('content-security-policy'), "default-src 'none'; frame-ancestors 'none'");
    const ready = await fetch(`${site}/api/health/ready`);
    assert.equal(ready.status, 200);
  });

  void test('a member signs in through the CLI in Chromium: deep link, API calls through /api, no CSP violation', { timeout: 90_000 }, async () => {
    const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
    let browser: Browser | null = null;
    try {
      browser = await chromium.launch(executablePath ? { executablePath } : {});
      const page = await browser.newPage();
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|Trusted Type/i.test(message.text())) violations.push(message.text());
      });
      const apiCalls: string[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/api/')) apiCalls.push(`${String(response.status())} ${new URL(response.url()).pathname}`);
      });
      await page.goto(`${site}/auth/login`);
      await page.locator('[embryo-test-sid="login-username"]').fill('emma.recipient');
      await page.locator('[embryo-test-sid="login-password"]').fill(DEMO_PASSWORD);
      await page.locator('[embryo-test-sid="login-submit"]').click();
      await page.waitForURL(`${site}/matching/home`, { timeout: 30_000 });
      assert.ok(
        apiCalls.some((call) => /^200 \/api\/Auth\/Login$/.test(call)),
        `sign-in went through the proxy: ${apiCalls.join(', ')}`,
      );
      // A reload of the signed-in deep link is answered by the fallback and the session carries on.
      await page.reload();
      await page.waitForURL(`${site}/matching/home`);
      assert.deepEqual(violations, []);
    } finally {
      await browser?.close();
    }
  });
});
