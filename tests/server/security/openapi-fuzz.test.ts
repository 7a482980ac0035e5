// Issues 11 and 20: a fuzz pass over the whole API from its own OpenAPI document. Every operation gets
// schema-violating and boundary inputs (wrong types, empty, huge, unicode, NUL, lone surrogates,
// numbers past their range, bodies that are not JSON) plus random JSON bodies generated with a fixed
// seed, from a signed-in member. No answer may be a 5xx, every error is problem+json that says its own
// status, no body carries a stack trace, internals or an echoed token, and the API still answers
// normally afterwards.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { bearer, createTestApp, type TestApp } from '../support/test-app.ts';

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown>; $ref?: string } }> };
}

const oddValues: unknown[] = [null, 12345, -1, 1.5, 1e308, true, {}, [], '', 'x'.repeat(10_000), '\u0000', '\ud800', 'ⅷ', '😀'.repeat(50), '<script>', "' OR 1=1 --"];
const oddText = ['', 'x'.repeat(5000), '%00', '%F0%9F%98%80', '1e400', '-1', 'Infinity', 'NaN', 'true', '%5B%5D', '%E0%A4%A', 'token%3DSECRET-FUZZ-TOKEN'];
const internals = [/at .+\(.+:\d+:\d+\)/, /node_modules/, /\/server\//, /SQLITE/i, /syntax error at or near/i, /ECONNREFUSED/, /^Error:/m, /SECRET-FUZZ-TOKEN/];

void describe('fuzz pass over every operation of /api/openapi.json', () => {
  let t: TestApp;
  let member: { accessToken: string; memberId: number };
  let doc: { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, { properties?: Record<string, unknown> }> } };
  before(async () => {
    t = await createTestApp();
    member = await t.login('carol.couple');
    doc = (await t.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  after(() => t.close());

  void test('no 5xx, problem+json for every error, nothing internal or echoed; the API answers normally afterwards', async () => {
    const offenders: string[] = [];
    let requests = 0;
    const check = async (method: string, url: string, payload?: string) => {
      requests += 1;
      const response = await t.inject({ method: method, url, headers: { ...bearer(member.accessToken), 'content-type': 'application/json' }, ...(payload === undefined ? {} : { payload }) });
      const what = `${method} ${url.slice(0, 120)} ${payload === undefined ? '' : payload.slice(0, 60)}`;
      if (response.statusCode >= 500) offenders.push(`${what} → ${String(response.statusCode)} ${response.body.slice(0, 200)}`);
      if (response.statusCode >= 400) {
        if (!String(response.headers['content-type']).startsWith('application/problem+json')) offenders.push(`${what} → ${String(response.statusCode)} as ${String(response.headers['content-type'])}`);
        else if (response.json<{ status: number }>().status !== response.statusCode) offenders.push(`${what} → problem status differs`);
      }
      // A success may hand back the caller's own input (a feature flag's name); an error must not echo it.
      for (const pattern of internals) {
        if (pattern.test(response.body) && (response.statusCode >= 400 || !String(pattern).includes('SECRET'))) offenders.push(`${what} → body matches ${String(pattern)}`);
      }
    };

    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const verb = method.toUpperCase();
        if (verb === 'HEAD' || path.endsWith('/Logout')) continue;
        const base = path
          .replace('{memberId}', String(member.memberId))
          .replace('{termsHash}', 'a'.repeat(64))
          .replace('{orderId}', 'ORDER-FUZZ')
          .replace('{file}', 'northside.svg')
          .replace(/\{[^}]+\}/g, '1');
        // Path parameters, one at a time.
        for (const parameter of (operation.parameters ?? []).filter((p) => p.in === 'path' && p.name !== 'memberId')) {
          for (const value of oddText) await check(verb, path.replace(`{${parameter.name}}`, value).replace('{memberId}', String(member.memberId)).replace(/\{[^}]+\}/g, '1'));
        }
        // Query parameters, one at a time.
        for (const parameter of (operation.parameters ?? []).filter((p) => p.in === 'query')) {
          for (const value of oddText) await check(verb, `${base}?${parameter.name}=${value}`);
        }
        const json = operation.requestBody?.content?.['application/json']?.schema;
        if (!json) continue;
        const schema = json.$ref ? doc.components.schemas[json.$ref.split('/').pop() ?? ''] : json;
        // Each property with odd values, the rest missing; and bodies that are not what was asked.
        for (const name of Object.keys(schema?.properties ?? {})) {
          for (const value of oddValues) await check(verb, base, JSON.stringify({ [name]: value }));
        }
        for (const payload of ['{', '[]', '"text"', 'null', '{"a":'.repeat(200), JSON.stringify({ extra: 1 })]) await check(verb, base, payload);
        // Random JSON bodies, reproducibly.
        await fc.assert(
          fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (body) => {
            await check(verb, base, JSON.stringify(body));
          }),
          { numRuns: 40, seed: 20 },
        );
      }
    }
    assert.ok(requests > 2000, `only ${String(requests)} requests`);
    assert.deepEqual([...new Set(offenders)], []);

    assert.equal((await t.inject({ method: 'GET', url: '/api/Configuration' })).statusCode, 200);
    const own = await t.inject({ method: 'GET', url: `/api/Members/${String(member.memberId)}/MemberAccount/Member?ivfCenterId=1`, headers: bearer(member.accessToken) });
    assert.equal(own.statusCode, 200, own.body);
  });
});
