// The built SPA served with the headers and navigation fallback of deploy/staticwebapp.config.json.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const swa = JSON.parse(readFileSync('deploy/staticwebapp.config.json', 'utf8')) as { globalHeaders: Record<string, string> };

void describe('static SPA serving', () => {
  let t: TestApp;
  let dist: string;
  before(async () => {
    dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
    mkdirSync(join(dist, 'static'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="app"></div>');
    writeFileSync(join(dist, 'runtime-config.json'), '{"apiBaseAddress":""}');
    writeFileSync(join(dist, 'static', 'main.abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, '404.html'), '<!doctype html><h1>Page not found</h1>');
    writeFileSync(join(dist, 'site.webmanifest'), '{}');
    t = await createTestApp({ config: { spaDist: dist } });
  });
  after(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string) => t.inject({ method: 'GET', url });
  /** With the Entra ID emulator on, pages may also call its address (served at one origin for every clinic). */
  const expected = (name: string, value: string) =>
    name === 'Content-Security-Policy' ? value.replace('connect-src ', `connect-src ${new URL(t.app.portal.entraEmulator?.issuer ?? '').origin} `) : value;

  void test('the index page carries the global headers and no-cache', async () => {
    const response = await get('/');
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /id="app"/);
    for (const [name, value] of Object.entries(swa.globalHeaders)) assert.equal(response.headers[name.toLowerCase()], expected(name, value), name);
    assert.ok(String(response.headers['content-security-policy']).includes('connect-src http://localhost:8080 '));
    assert.equal(response.headers['cache-control'], 'no-cache');
  });

  void test('client-side routes fall back to index.html', async () => {
    for (const url of ['/member/home', '/auth/reset-password?memberId=1&token=x', '/matching/member-search']) {
      const response = await get(url);
      assert.equal(response.statusCode, 200, url);
      assert.match(String(response.headers['content-type']), /^text\/html/);
      assert.match(response.body, /id="app"/);
      assert.equal(response.headers['cache-control'], 'no-cache');
    }
  });

  void test('hashed assets are immutable; runtime config is not cached', async () => {
    const asset = await get('/static/main.abc123.js');
    assert.equal(asset.statusCode, 200);
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(asset.headers['content-security-policy'], expected('Content-Security-Policy', swa.globalHeaders['Content-Security-Policy'] ?? ''));
    const runtime = await get('/runtime-config.json');
    assert.equal(runtime.statusCode, 200);
    assert.equal(runtime.headers['cache-control'], 'no-cache');
    assert.equal(runtime.headers['content-type'], 'application/json');
  });

  void test('the MIME types of the configuration are sent', async () => {
    const manifest = await get('/site.webmanifest');
    assert.equal(manifest.statusCode, 200);
    assert.equal(manifest.headers['content-type'], 'application/manifest+json');
  });

  void test('excluded paths are not rewritten: missing assets answer the 404 page (not cached), API calls a problem', async () => {
    for (const url of ['/static/missing.js', '/favicon.ico', '/emulators/none/here', '/.auth/login/github']) {
      const missing = await get(url);
      assert.equal(missing.statusCode, 404, url);
      assert.match(missing.body, /Page not found/, url);
      assert.match(String(missing.headers['content-type']), /^text\/html/, url);
      assert.equal(missing.headers['cache-control'], url.startsWith('/emulators/') ? undefined : 'no-cache', url);
    }
    const api = await get('/api/NoSuchCall');
    assert.equal(api.statusCode, 404);
    assert.match(String(api.headers['content-type']), /^application\/problem\+json/);
    assert.equal(api.headers['cache-control'], 'no-store');
  });
});

void describe('static SPA serving with a real Application Insights resource', () => {
  let t: TestApp;
  let dist: string;
  before(async () => {
    dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="app"></div>');
    t = await createTestApp({
      config: {
        spaDist: dist,
        telemetry: {
          connectionString:
            'InstrumentationKey=11111111-2222-4333-8444-555555555555;IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/;LiveEndpoint=https://westeurope.livediagnostics.monitor.azure.com/',
          useIngestionEmulator: false,
          replaySampleRate: 0.1,
          replayRetentionDays: 30,
        },
      },
    });
  });
  after(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  void test("the pages may post to the connection string's ingestion endpoint (the browser SDK reports there)", async () => {
    const response = await t.inject({ method: 'GET', url: '/' });
    assert.equal(response.statusCode, 200);
    const csp = String(response.headers['content-security-policy']);
    assert.match(csp, /connect-src [^;]*https:\/\/westeurope-5\.in\.applicationinsights\.azure\.com[ ;]/);
    assert.doesNotMatch(csp, /livediagnostics/);
  });
});
