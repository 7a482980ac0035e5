// The build's Brotli and gzip copies served by Accept-Encoding (Brotli first), with `Vary` and the
// caching of deploy/staticwebapp.config.json: hashed assets immutable for a year, index.html (also
// as a deep link's answer) and the runtime configuration revalidated.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../support/test-app.ts';

interface Route {
  route: string;
  headers?: Record<string, string>;
}
const swa = JSON.parse(readFileSync('deploy/staticwebapp.config.json', 'utf8')) as { routes: Route[] };
const routeHeaders = (route: string) => swa.routes.find((r) => r.route === route)?.headers ?? {};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const indexHtml = `<!doctype html><html><head><script defer src="/static/js/main.1a2b3c4d.js"></script></head><body><div id="app"></div>${'<!-- skeleton -->'.repeat(50)}</body></html>`;
const runtimeConfig = JSON.stringify({ apiBaseAddress: '', environment: 'production', padding: 'x'.repeat(300) });

void describe('compressed copies of the build, served by Accept-Encoding', () => {
  let t: TestApp;
  let dist: string;
  before(async () => {
    dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
    mkdirSync(join(dist, 'static', 'js'), { recursive: true });
    const files: Record<string, string> = { 'index.html': indexHtml, 'runtime-config.json': runtimeConfig, 'static/js/main.1a2b3c4d.js': script };
    for (const [name, text] of Object.entries(files)) {
      writeFileSync(join(dist, name), text);
      writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
      writeFileSync(join(dist, `${name}.gz`), gzipSync(text));
    }
    // An asset the build kept no smaller copy of: always sent as it is.
    writeFileSync(join(dist, 'static', 'js', 'tiny.9f8e7d6c.js'), '1');
    writeFileSync(join(dist, '404.html'), '<!doctype html><h1>Page not found</h1>');
    t = await createTestApp({ config: { spaDist: dist } });
  });
  after(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) => t.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
  const decoded = (body: Buffer, encoding: unknown) => (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');

  const cases = [
    { what: 'a hashed asset', url: '/static/js/main.1a2b3c4d.js', text: script, type: /^application\/javascript/, cacheControl: IMMUTABLE, route: '/static/*' },
    { what: 'index.html', url: '/', text: indexHtml, type: /^text\/html; charset=utf-8$/, cacheControl: 'no-cache', route: '/*' },
    { what: 'a deep link', url: '/member/home?tab=1', text: indexHtml, type: /^text\/html; charset=utf-8$/, cacheControl: 'no-cache', route: '/*' },
    { what: 'the runtime configuration', url: '/runtime-config.json', text: runtimeConfig, type: /^application\/json$/, cacheControl: 'no-cache', route: '/*' },
  ];

  for (const c of cases) {
    void test(`${c.what}: Brotli preferred, then gzip, then the file itself; Vary, type and caching alike`, async () => {
      for (const [acceptEncoding, expected] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['br;q=1.0, gzip;q=0.8, *;q=0.1', 'br'],
        ['gzip, deflate', 'gzip'],
        ['gzip;q=1.0, br;q=0.5', 'gzip'],
        ['identity', undefined],
        [undefined, undefined],
      ] as const) {
        const label = `${c.url} with Accept-Encoding ${String(acceptEncoding)}`;
        const response = await get(c.url, acceptEncoding);
        assert.equal(response.statusCode, 200, label);
        assert.equal(response.headers['content-encoding'], expected, label);
        assert.equal(decoded(response.rawPayload, response.headers['content-encoding']), c.text, label);
        if (expected) assert.ok(response.rawPayload.length < Buffer.byteLength(c.text), `${label}: the compressed copy was sent`);
        assert.match(String(response.headers['content-type']), c.type, label);
        assert.equal(response.headers.vary, 'Accept-Encoding', label);
        assert.equal(response.headers['cache-control'], c.cacheControl, label);
        // The same headers Azure Static Web Apps gives for that route.
        assert.equal(response.headers['cache-control'], routeHeaders(c.route)['Cache-Control'], label);
        assert.equal(response.headers.vary, routeHeaders(c.route).Vary, label);
        assert.equal(Number(response.headers['content-length']), response.rawPayload.length, label);
      }
    });
  }

  void test('each encoding has its own validator, so a cache never answers one encoding with another', async () => {
    const tags = new Set<string>();
    for (const acceptEncoding of ['br', 'gzip', 'identity']) tags.add(String((await get('/static/js/main.1a2b3c4d.js', acceptEncoding)).headers.etag));
    assert.equal(tags.size, 3);
  });

  void test('an asset with no compressed copy is sent as it is, with Vary and immutable caching', async () => {
    const response = await get('/static/js/tiny.9f8e7d6c.js', 'br, gzip');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], undefined);
    assert.equal(response.body, '1');
    assert.equal(response.headers.vary, 'Accept-Encoding');
    assert.equal(response.headers['cache-control'], IMMUTABLE);
  });

  void test('the compressed copies are not pages of their own: a missing asset is the 404 page, not cached', async () => {
    const missing = await get('/static/js/main.00000000.js', 'br, gzip');
    assert.equal(missing.statusCode, 404);
    assert.match(missing.body, /Page not found/);
    assert.equal(missing.headers['cache-control'], 'no-cache');
  });
});
