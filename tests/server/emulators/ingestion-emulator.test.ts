// The Application Insights ingestion emulator as the SDKs meet it, inside the real app: CORS
// preflights, JSON arrays and newline-delimited JSON, plain and gzip, the breeze answer (200, or 206
// naming the refused envelopes), and the envelopes read back by type and operation id.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import type { StoredEnvelope } from '../../../server/emulators/ingestion/ingestion-emulator.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const ikey = '00000000-0000-4000-8000-000000000001';
const envelope = (type: 'Request' | 'RemoteDependency' | 'Event', operationId: string, role = 'portal-api') => ({
  name: `Microsoft.ApplicationInsights.${ikey.replace(/-/g, '')}.${type}`,
  time: '2026-11-25T10:00:00.000Z',
  iKey: ikey,
  tags: { 'ai.operation.id': operationId, 'ai.cloud.role': role },
  data: { baseType: `${type}Data`, baseData: { ver: 2, name: 'GET /api/Configuration' } },
});

void describe('Application Insights ingestion emulator', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const read = async (query: string) => (await t.inject({ method: 'GET', url: `/emulators/ingestion/envelopes?${query}` })).json<StoredEnvelope[]>();

  void test('answers the browser SDK’s preflight for its origin', async () => {
    const response = await t.inject({
      method: 'OPTIONS',
      url: '/emulators/ingestion/v2/track',
      headers: { origin: 'http://sol.localhost:8080', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,sdk-context' },
    });
    assert.equal(response.statusCode, 204);
    assert.equal(response.headers['access-control-allow-origin'], 'http://sol.localhost:8080');
    assert.equal(response.headers['access-control-allow-headers'], 'content-type,sdk-context');
    assert.match(String(response.headers['access-control-allow-methods']), /POST/);
  });

  void test('keeps a JSON array of envelopes and answers as the ingestion service does', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/emulators/ingestion/v2/track',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:8080' },
      payload: JSON.stringify([envelope('Request', 'op-array'), envelope('RemoteDependency', 'op-array')]),
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { itemsReceived: 2, itemsAccepted: 2, errors: [] });
    assert.equal(response.headers['access-control-allow-origin'], 'http://localhost:8080');
    const kept = await read('operationId=op-array');
    assert.deepEqual(kept.map((e) => e.baseType).sort(), ['RemoteDependencyData', 'RequestData']);
    assert.equal(kept[0]?.cloudRole, 'portal-api');
    assert.equal((kept[0]?.envelope as { iKey: string }).iKey, ikey);
  });

  void test('takes newline-delimited JSON, gzip-compressed, on /v2.1/track too', async () => {
    const body = gzipSync(Buffer.from([envelope('Event', 'op-gzip', 'portal-spa'), envelope('Event', 'op-gzip', 'portal-spa')].map((e) => JSON.stringify(e)).join('\n')));
    const response = await t.inject({
      method: 'POST',
      url: '/emulators/ingestion/v2.1/track',
      headers: { 'content-type': 'application/x-json-stream', 'content-encoding': 'gzip' },
      payload: body,
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal((await read('operationId=op-gzip&baseType=EventData')).length, 2);
    assert.equal((await read('cloudRole=portal-spa&operationId=op-gzip')).length, 2);
  });

  void test('refuses what is not telemetry: 400 for a body that is not JSON, 206 naming an envelope without a name', async () => {
    const broken = await t.inject({ method: 'POST', url: '/emulators/ingestion/v2/track', headers: { 'content-type': 'application/json' }, payload: '[{"name":' });
    assert.equal(broken.statusCode, 400);
    const partial = await t.inject({
      method: 'POST',
      url: '/emulators/ingestion/v2/track',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify([envelope('Event', 'op-partial'), { time: 'no name' }]),
    });
    assert.equal(partial.statusCode, 206);
    const answer = partial.json<{ itemsReceived: number; itemsAccepted: number; errors: { index: number; statusCode: number }[] }>();
    assert.deepEqual([answer.itemsReceived, answer.itemsAccepted, answer.errors.map((e) => [e.index, e.statusCode])], [2, 1, [[1, 400]]]);
    assert.equal((await read('operationId=op-partial')).length, 1);
  });

  void test('tests can start from an empty store', async () => {
    assert.equal((await t.inject({ method: 'DELETE', url: '/emulators/ingestion/envelopes' })).statusCode, 204);
    assert.deepEqual(await read('limit=10'), []);
  });
});
