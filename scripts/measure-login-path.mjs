// The login page's critical path, measured as a new visitor meets it (issue 16): the API serves the
// production build in dist/ (emulators, in-memory database), the system Chromium opens /auth/login
// with phone emulation and an empty cache, and every script the page requests before it is idle is
// counted, with its size gzip-compressed (level 9, as scripts/measure-bundle.mjs counts chunks; what
// the server sends over the wire is not what is measured here). "Idle": the sign-in form is on screen
// and the page has started what it defers until the browser is idle after load (the telemetry SDK,
// the consent bar, the footer's contact line: src/shared/afterLoadIdle.ts marks that moment). A
// script requested after both is listed as deferred; one requested before either counts, so deferred
// work that starts before the form is shown weighs on the path. The page is watched until the
// network has been quiet for half a second.
// Run alone (`node scripts/measure-login-path.mjs [--json]`) or through `npm run measure:bundle`.
/* global window, document, MutationObserver -- the functions given to page.addInitScript and page.evaluate run in the page. */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';

/** A port nobody listens on (MEASURE_PORT overrides). */
async function freePort() {
  if (process.env.MEASURE_PORT) return Number(process.env.MEASURE_PORT);
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForApi(base, child, timeoutMs = 300000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}) before it answered`);
    try {
      const response = await fetch(`${base}/api/Configuration`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the API did not answer on ${base} within ${timeoutMs / 1000} s`);
}

/**
 * Starts the API on dist/, loads the login page and returns the scripts it loaded before it was idle
 * and those it deferred, and the stylesheets it loaded:
 * `{ scripts: [{ url, gzip }], deferred: [{ url, gzip }], stylesheets: [{ url, gzip }], total }`.
 */
export async function measureLoginPath({ dist = 'dist', pagePath = '/auth/login' } = {}) {
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist}/index.html is missing: run the production build first.`);
  const { chromium } = await import('@playwright/test');
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'measure-login-'));
  const api = spawn(process.execPath, ['server/main.ts'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, PORT: String(port), SPA_DIST: dist, DATABASE_URL: ':memory:', DATA_DIR: dataDir, SMTP_PORT: '0', NODE_ENV: 'development' },
  });
  let apiErrors = '';
  api.stderr.on('data', (chunk) => (apiErrors = (apiErrors + chunk).slice(-4000)));
  let browser;
  try {
    await waitForApi(base, api).catch((error) => {
      throw new Error(`${error.message}\n${apiErrors}`);
    });
    const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
    browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'] });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const page = await context.newPage();
    // When the sign-in form first appears, in the page's clock.
    await page.addInitScript(() => {
      const seen = () => {
        if (window.__loginFormAt === undefined && document.querySelector('[embryo-test-sid="login-username"]')) window.__loginFormAt = performance.now();
      };
      new MutationObserver(seen).observe(document, { childList: true, subtree: true });
    });
    const pending = [];
    const stylesheets = [];
    page.on('response', (response) => {
      const request = response.request();
      const url = new URL(response.url()).pathname;
      if (request.resourceType() === 'stylesheet') {
        stylesheets.push(
          response.body().then(
            (body) => ({ url, gzip: gzipSync(body, { level: 9 }).length }),
            () => ({ url, gzip: 0 }),
          ),
        );
        return;
      }
      if (request.resourceType() !== 'script') return;
      pending.push(
        response.body().then(
          (body) => ({ url, gzip: gzipSync(body, { level: 9 }).length, startedAt: request.timing().startTime }),
          () => ({ url, gzip: 0, startedAt: request.timing().startTime }),
        ),
      );
    });
    await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle', timeout: 60000 });
    // The sign-in form is on screen: the page did what it is for, not only load scripts.
    await page.locator('[embryo-test-sid="login-username"]').waitFor({ state: 'visible', timeout: 30000 });
    await page.waitForLoadState('networkidle');
    const moments = await page.evaluate(() => {
      const idle = performance.getEntriesByName('portal:after-load-idle')[0];
      return { formAt: performance.timeOrigin + window.__loginFormAt, idleAt: idle ? performance.timeOrigin + idle.startTime : null };
    });
    // Nothing deferred has started: every script counts.
    const cutoff = moments.idleAt === null ? Infinity : Math.max(moments.formAt, moments.idleAt);
    const all = await Promise.all(pending);
    const scripts = all.filter((s) => !(s.startedAt > cutoff)).map(({ url, gzip }) => ({ url, gzip }));
    const deferred = all.filter((s) => s.startedAt > cutoff).map(({ url, gzip }) => ({ url, gzip }));
    return { scripts, deferred, stylesheets: await Promise.all(stylesheets), total: scripts.reduce((sum, s) => sum + s.gzip, 0) };
  } finally {
    await browser?.close();
    api.kill('SIGTERM');
    await new Promise((r) => (api.exitCode !== null ? r() : api.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await measureLoginPath();
  if (process.argv.includes('--json')) console.log(JSON.stringify(result, null, 2));
  else {
    for (const s of result.scripts) console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${s.url}`);
    for (const s of result.deferred) console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${s.url} (after idle, not counted)`);
    for (const s of result.stylesheets) console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${s.url} (stylesheet)`);
    console.log(`login page critical JS (gzip): ${(result.total / 1024).toFixed(1)} KB in ${result.scripts.length} scripts`);
  }
}
