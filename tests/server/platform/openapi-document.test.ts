// The OpenAPI document other teams generate clients from (/api/openapi.json): every operation has a
// unique camelCase operationId and states its security (an empty list: no credential), naming only
// declared schemes; servers are declared; every tag is declared with a description. The security it
// states is the one the API enforces: without a credential, a secured call is 401 and an anonymous
// one never is. `npm run lint:openapi` lints the same document with Redocly's recommended rules.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../support/test-app.ts';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  tags?: string[];
}
interface OpenApiDocument {
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
}

void describe('OpenAPI document', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  let operations: { method: string; path: string; operation: Operation }[];
  before(async () => {
    t = await createTestApp();
    document = (await t.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
    operations = Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ method, path, operation })));
  });
  after(() => t.close());

  void test('declares its servers', () => {
    assert.ok(Array.isArray(document.servers) && document.servers.length > 0, 'servers is empty');
    for (const server of document.servers) assert.ok(server.url.length > 0);
  });

  void test('every operation has a unique camelCase operationId', () => {
    assert.ok(operations.length >= 100, `only ${String(operations.length)} operations`);
    const seen = new Map<string, string>();
    for (const { method, path, operation } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      const id = operation.operationId;
      assert.ok(typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id), `${where}: operationId ${String(id)}`);
      assert.equal(seen.get(id), undefined, `${where}: operationId ${id} is also ${String(seen.get(id))}'s`);
      seen.set(id, where);
    }
  });

  void test('every operation states its security, naming declared schemes only', () => {
    const schemes = new Set(Object.keys(document.components.securitySchemes));
    for (const { method, path, operation } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      assert.ok(Array.isArray(operation.security), `${where} states no security`);
      for (const requirement of operation.security) {
        for (const scheme of Object.keys(requirement)) assert.ok(schemes.has(scheme), `${where}: undeclared scheme ${scheme}`);
      }
      if (path.startsWith('/api/Members/{memberId}/')) assert.deepEqual(operation.security, [{ memberAccessToken: [] }], where);
      if (path.startsWith('/api/Admin/')) assert.deepEqual(operation.security, [{ entraId: [] }], where);
    }
  });

  void test('every tag an operation uses is declared with a description', () => {
    const declared = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description ?? '']));
    for (const { method, path, operation } of operations) {
      for (const tag of operation.tags ?? []) assert.ok((declared.get(tag) ?? '').length > 0, `${method.toUpperCase()} ${path}: tag ${tag} undeclared or undescribed`);
    }
  });

  void test('the security it states is the one enforced: without a credential a secured call is 401, an anonymous one never', async () => {
    for (const { method, path, operation } of operations) {
      const security = operation.security ?? [];
      const credentialOptional = security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0);
      // Placeholder values: a secured call is refused before its input is checked.
      const url = path.replace(/\{[^}]+\}/g, '1');
      const response = await t.inject({ method: method.toUpperCase(), url, ...(method === 'get' || method === 'delete' ? {} : { payload: {} }) });
      const where = `${method.toUpperCase()} ${path}: ${String(response.statusCode)}`;
      if (credentialOptional) assert.notEqual(response.statusCode, 401, where);
      else assert.equal(response.statusCode, 401, where);
    }
  });
});
