// Cross-cutting HTTP behaviour: problem+json, request ids, security headers, hidden 5xx
// internals, and an OpenAPI document that lists every route.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../support/test-app.ts';

void describe('HTTP conventions', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  void test('errors are problem+json with type, title, status, detail and the request id', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/Members/1/MemberAccount/Member' });
    assert.equal(response.statusCode, 401);
    assert.match(String(response.headers['content-type']), /^application\/problem\+json/);
    const body = response.json<Record<string, unknown>>();
    assert.deepEqual(Object.keys(body).sort(), ['detail', 'requestId', 'status', 'title', 'type']);
    assert.equal(body.status, 401);
    assert.equal(body.requestId, response.headers['x-request-id']);
  });

  void test('a sane incoming X-Request-Id is kept; others are replaced', async () => {
    const kept = await t.inject({ method: 'GET', url: '/api/Locale', headers: { 'x-request-id': 'trace-1234-abcd' } });
    assert.equal(kept.headers['x-request-id'], 'trace-1234-abcd');
    const replaced = await t.inject({ method: 'GET', url: '/api/Locale', headers: { 'x-request-id': '<script>' } });
    assert.match(String(replaced.headers['x-request-id']), /^[0-9a-f-]{36}$/);
  });

  void test('API answers carry security headers and are never cached', async () => {
    for (const url of ['/api/Locale', '/api/Auth/IvfCenterFromUrl?ivfCenterUrl=nowhere.localhost', '/api/NoSuchCall']) {
      const response = await t.inject({ method: 'GET', url });
      assert.equal(response.headers['cache-control'], 'no-store', url);
      assert.equal(response.headers['x-content-type-options'], 'nosniff', url);
      assert.equal(response.headers['x-frame-options'], 'DENY', url);
      assert.match(String(response.headers['content-security-policy']), /default-src 'none'/, url);
      assert.equal(response.headers['referrer-policy'], 'no-referrer', url);
    }
  });

  void test('unknown API paths get a 404 problem', async () => {
    const response = await t.inject({ method: 'POST', url: '/api/NoSuchCall', payload: {} });
    assert.equal(response.statusCode, 404);
    assert.equal(response.json<{ status: number }>().status, 404);
  });

  void test('malformed JSON and unsupported media types are 4xx problems', async () => {
    const badJson = await t.inject({ method: 'POST', url: '/api/Auth/Login', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    assert.equal(badJson.statusCode, 400);
    assert.match(String(badJson.headers['content-type']), /^application\/problem\+json/);
    const text = await t.inject({ method: 'POST', url: '/api/Auth/Login', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    assert.equal(text.statusCode, 415);
    assert.match(String(text.headers['content-type']), /^application\/problem\+json/);
  });

  void test('OpenAPI lists every API route with its method', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/openapi.json' });
    assert.equal(response.statusCode, 200);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>();
    assert.match(document.openapi, /^3\./);
    const apiRoutes = t.app.portal.routes.filter((route) => route.url.startsWith('/api/') && !route.hidden);
    assert.ok(apiRoutes.length >= 25);
    for (const route of apiRoutes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      assert.ok(operation, `${route.method} ${path} missing from OpenAPI`);
      assert.ok(
        Object.keys(operation.responses).some((code) => code.startsWith('2')),
        `${route.method} ${path} has no success response`,
      );
    }
  });
});

void describe('5xx answers hide internals', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  void test('an unexpected failure is a bare 500 problem', async () => {
    await t.db.schema.dropTable('credit_cards').execute();
    const { accessToken, memberId } = await t.login('grace.egg').catch(() => ({ accessToken: '', memberId: 0 }));
    const response = await t.inject({ method: 'GET', url: `/api/Members/${memberId}/MemberAccount/Member`, headers: { authorization: `Bearer ${accessToken}` } });
    assert.equal(response.statusCode, 500);
    const body = response.json<Record<string, unknown>>();
    assert.equal(body.title, 'Internal Server Error');
    assert.ok(!JSON.stringify(body).toLowerCase().includes('credit_cards'));
    assert.ok(!JSON.stringify(body).includes(' at '));
    assert.equal(body.requestId, response.headers['x-request-id']);
  });
});
