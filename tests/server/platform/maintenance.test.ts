// Spec §8 sub-codes: 7 (the member's clinic is in maintenance → 403) and 8 (the whole site is in
// maintenance → 504).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, createTestApp, DEMO_PASSWORD, type TestApp } from '../support/test-app.ts';

void describe('center maintenance (subCode 7)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  void test('member calls answer 403 + subCode 7 once the clinic’s maintenance starts', async () => {
    const session = await t.login('hugo.sol');
    const url = `/api/Members/${session.memberId}/MemberAccount/Member`;
    assert.equal((await t.inject({ method: 'GET', url, headers: bearer(session.accessToken) })).statusCode, 200);

    // Keep the session alive up to just before the start (tokens last 10 min, refresh idles out at 30).
    t.clock.advance(25 * 60_000);
    const renewed = await t.inject({ method: 'GET', url: '/api/Auth/RefreshToken', headers: bearer(session.refreshToken) });
    assert.equal(renewed.statusCode, 200);
    const { accessToken, refreshToken } = renewed.json<{ accessToken: string; refreshToken: string }>();
    t.clock.advance(6 * 60_000);
    const during = await t.inject({ method: 'GET', url, headers: bearer(accessToken) });
    assert.equal(during.statusCode, 403);
    const body = during.json<{ status: number; subCode: number; title: string; type: string; requestId: string }>();
    assert.equal(body.subCode, 7);
    assert.equal(body.status, 403);
    assert.equal(body.requestId, during.headers['x-request-id']);

    const refresh = await t.inject({ method: 'GET', url: '/api/Auth/RefreshToken', headers: bearer(refreshToken) });
    assert.equal(refresh.statusCode, 403);
    assert.equal(refresh.json<{ subCode: number }>().subCode, 7);
    const login = await t.inject({ method: 'POST', url: '/api/Auth/Login', payload: { username: 'hugo.sol', password: DEMO_PASSWORD, userRole: 'Member', ivfCenterId: 3 } });
    assert.equal(login.statusCode, 403);
    assert.equal(login.json<{ subCode: number }>().subCode, 7);

    // Other clinics are unaffected; the window ends after two hours.
    await t.login('carol.couple');
    t.clock.advance(2 * 60 * 60_000);
    await t.login('hugo.sol');
  });
});

void describe('site maintenance (subCode 8)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ config: { siteMaintenance: true } });
  });
  after(() => t.close());

  void test('API calls answer 504 + subCode 8, configuration and locales still load', async () => {
    const login = await t.inject({ method: 'POST', url: '/api/Auth/Login', payload: { username: 'carol.couple', password: DEMO_PASSWORD, userRole: 'Member', ivfCenterId: 1 } });
    assert.equal(login.statusCode, 504);
    assert.equal(login.json<{ subCode: number }>().subCode, 8);
    const member = await t.inject({ method: 'GET', url: '/api/Members/1/MemberAccount/Member', headers: bearer('anything') });
    assert.equal(member.statusCode, 504);
    assert.equal(member.json<{ subCode: number }>().subCode, 8);
    assert.equal((await t.inject({ method: 'GET', url: '/api/Configuration' })).statusCode, 200);
    assert.equal((await t.inject({ method: 'GET', url: '/api/Locale' })).statusCode, 200);
    // The sign-in page's notice, by clinic and by site address; a path that only begins like one is not open.
    assert.equal((await t.inject({ method: 'GET', url: '/api/Auth/MaintenanceNotice?ivfCenterId=1' })).statusCode, 200);
    assert.equal((await t.inject({ method: 'GET', url: '/api/Auth/MaintenanceNoticeFromUrl?ivfCenterUrl=localhost' })).statusCode, 200);
    // Not a path of the API (so past the contract check that every other answer here meets): the hook answers first.
    const lookalike = await t.app.inject({ method: 'GET', url: '/api/Auth/MaintenanceNoticeX' });
    assert.equal(lookalike.statusCode, 504);
    assert.equal(lookalike.json<{ subCode: number }>().subCode, 8);
  });
});

void describe('maintenance announced on the sign-in page', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  void test("a clinic's scheduled window and a site-wide one are told before sign-in, with the clinic's time zone", async () => {
    const sol = await t.inject({ method: 'GET', url: '/api/Auth/MaintenanceNotice?ivfCenterId=3' });
    assert.equal(sol.statusCode, 200);
    const notice = sol.json<{ clinic: { startsAtUtc: string; endsAtUtc: string | null } | null; site: unknown; timeZone: string }>();
    assert.equal(Date.parse(notice.clinic?.startsAtUtc ?? ''), t.clock.now() + 30 * 60_000);
    assert.equal(Date.parse(notice.clinic?.endsAtUtc ?? ''), t.clock.now() + 150 * 60_000);
    assert.equal(notice.site, null);
    assert.equal(notice.timeZone, 'Europe/Madrid');
    const northside = (await t.inject({ method: 'GET', url: '/api/Auth/MaintenanceNotice?ivfCenterId=1' })).json<{ clinic: unknown }>();
    assert.equal(northside.clinic, null);

    const startsAtUtc = new Date(t.clock.now() + 2 * 3_600_000).toISOString();
    const endsAtUtc = new Date(t.clock.now() + 3 * 3_600_000).toISOString();
    await t.db
      .insertInto('app_meta')
      .values({ key: 'site-maintenance', value: JSON.stringify({ startsAtUtc, endsAtUtc }) })
      .execute();
    t.clock.advance(6_000);
    const site = (await t.inject({ method: 'GET', url: '/api/Auth/MaintenanceNotice?ivfCenterId=1' })).json<{ site: { startsAtUtc: string; endsAtUtc: string } | null }>();
    assert.deepEqual(site.site, { startsAtUtc, endsAtUtc });
    assert.equal((await t.inject({ method: 'GET', url: '/api/Auth/MaintenanceNotice?ivfCenterId=999' })).statusCode, 404);
  });

  void test('the same notice is answered by site address; an address of no clinic is 422', async () => {
    const byId = await t.inject({ method: 'GET', url: '/api/Auth/MaintenanceNotice?ivfCenterId=3' });
    const byAddress = await t.inject({ method: 'GET', url: '/api/Auth/MaintenanceNoticeFromUrl?ivfCenterUrl=sol.localhost:8181' });
    assert.equal(byAddress.statusCode, 200);
    assert.deepEqual(byAddress.json(), byId.json());
    assert.equal(byAddress.json<{ timeZone: string }>().timeZone, 'Europe/Madrid');
    assert.equal((await t.inject({ method: 'GET', url: '/api/Auth/MaintenanceNoticeFromUrl?ivfCenterUrl=nowhere.example' })).statusCode, 422);
    assert.equal((await t.inject({ method: 'GET', url: '/api/Auth/MaintenanceNoticeFromUrl' })).statusCode, 400);
  });
});
