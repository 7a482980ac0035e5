// Architecture §5 / §10: every /api/Members/{memberId}/… route × {owner, other member, anonymous,
// expired token}. The routes come from the running app, so a new route is covered automatically.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, createTestApp, expiredAccessToken, withoutRequestId, type TestApp } from '../support/test-app.ts';

void describe('access matrix of every /api/Members/{memberId}/… route', async () => {
  const t: TestApp = await createTestApp();
  const memberRoutes = t.app.portal.routes.filter((route) => route.url.startsWith('/api/Members/:memberId/'));
  let owner: { accessToken: string; memberId: number };
  let other: { accessToken: string };
  let expired: string;
  before(async () => {
    owner = await t.login('carol.couple');
    other = await t.login('grace.egg');
    expired = await expiredAccessToken(t, 'carol.couple');
  });
  after(() => t.close());

  void test('there are member routes to check', () => {
    assert.ok(memberRoutes.length >= 8, JSON.stringify(memberRoutes));
  });

  const nonexistentBody = async (url: string, method: string) => {
    const response = await t.inject({ method, url: url.replace(':memberId', '999999'), headers: bearer(owner.accessToken) });
    return { status: response.statusCode, body: withoutRequestId(response.body) };
  };

  for (const route of memberRoutes) {
    void describe(`${route.method} ${route.url}`, () => {
      const urlFor = (memberId: number) => route.url.replace(':memberId', String(memberId));
      const call = (memberId: number, token?: string) =>
        t.inject({ method: route.method, url: urlFor(memberId), ...(token ? { headers: bearer(token) } : {}) });

      void test('owner: allowed', async () => {
        const response = await call(owner.memberId, owner.accessToken);
        assert.ok(response.statusCode >= 200 && response.statusCode < 300, `${response.statusCode} ${response.body}`);
      });

      void test('other member: 404, same body as a member that does not exist', async () => {
        const response = await t.inject({ method: route.method, url: urlFor(owner.memberId), headers: bearer(other.accessToken) });
        assert.equal(response.statusCode, 404);
        const missing = await nonexistentBody(route.url, route.method);
        assert.equal(missing.status, 404);
        assert.deepEqual(withoutRequestId(response.body), missing.body);
      });

      void test('anonymous: 401', async () => {
        const response = await call(owner.memberId);
        assert.equal(response.statusCode, 401);
        assert.match(String(response.headers['content-type']), /^application\/problem\+json/);
      });

      void test('expired token: 403 with WWW-Authenticate', async () => {
        const response = await call(owner.memberId, expired);
        assert.equal(response.statusCode, 403);
        assert.match(String(response.headers['www-authenticate']), /^Bearer error="invalid_token"/);
      });
    });
  }

  void test('?ivfCenterId of another clinic gets the same 404', async () => {
    const response = await t.inject({ method: 'GET', url: `/api/Members/${owner.memberId}/MemberAccount/Member?ivfCenterId=2`, headers: bearer(owner.accessToken) });
    assert.equal(response.statusCode, 404);
  });

  void test('PayPalApiSettingsId is limited to the signed-in member of that clinic', async () => {
    const url = (centerId: number, memberId: number) => `/api/IvfCenters/${centerId}/PayPalApiSettingsId?memberId=${memberId}`;
    const mine = await t.inject({ method: 'GET', url: url(1, owner.memberId), headers: bearer(owner.accessToken) });
    assert.equal(mine.statusCode, 200);
    assert.deepEqual(mine.json(), { payPalApiSettingsId: 1 });
    assert.equal((await t.inject({ method: 'GET', url: url(1, owner.memberId), headers: bearer(other.accessToken) })).statusCode, 404);
    assert.equal((await t.inject({ method: 'GET', url: url(2, owner.memberId), headers: bearer(owner.accessToken) })).statusCode, 404);
    assert.equal((await t.inject({ method: 'GET', url: url(1, owner.memberId) })).statusCode, 401);
    assert.equal((await t.inject({ method: 'GET', url: url(1, owner.memberId), headers: bearer(expired) })).statusCode, 403);
  });

  void test('a malformed member id is a 400 validation problem once signed in', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/Members/abc/MemberAccount/Member', headers: bearer(owner.accessToken) });
    assert.equal(response.statusCode, 400);
    assert.ok(response.json<{ errors: Record<string, string[]> }>().errors['params.memberId']);
  });
});
