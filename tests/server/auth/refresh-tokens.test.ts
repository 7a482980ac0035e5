import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, createTestApp, type TestApp } from '../support/test-app.ts';

const minutes = 60_000;

void describe('refresh tokens: rotation, reuse detection, idle and absolute limits, logout', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const refresh = (refreshToken: string) => t.inject({ method: 'GET', url: '/api/Auth/RefreshToken', headers: bearer(refreshToken) });
  const readMember = (memberId: number, accessToken: string) => t.inject({ method: 'GET', url: `/api/Members/${memberId}/MemberAccount/Member`, headers: bearer(accessToken) });

  void test('each refresh rotates the token and issues a new pair', async () => {
    const first = await t.login('grace.egg');
    const response = await refresh(first.refreshToken);
    assert.equal(response.statusCode, 200);
    const second = response.json<{ accessToken: string; refreshToken: string }>();
    assert.notEqual(second.refreshToken, first.refreshToken);
    assert.notEqual(second.accessToken, first.accessToken);
    assert.equal((await readMember(first.memberId, second.accessToken)).statusCode, 200);
    assert.equal((await refresh(second.refreshToken)).statusCode, 200);
  });

  void test('reusing a rotated token after the grace revokes the whole family', async () => {
    const first = await t.login('sam.sperm');
    const second = (await refresh(first.refreshToken)).json<{ accessToken: string; refreshToken: string }>();
    t.clock.advance(6_000);
    const reuse = await refresh(first.refreshToken);
    assert.equal(reuse.statusCode, 401);
    assert.equal((await refresh(second.refreshToken)).statusCode, 401, 'the successor dies with the family');
    assert.equal((await readMember(first.memberId, second.accessToken)).statusCode, 401, 'access tokens of the family stop working');
    const row = await t.db
      .selectFrom('refresh_families')
      .select(['revoked_reason'])
      .where('member_id', '=', first.memberId)
      .where('revoked_reason', 'is not', null)
      .executeTakeFirst();
    assert.equal(row?.revoked_reason, 'reuse-detected');
  });

  void test('two tabs racing on one token within the grace both get a working pair', async () => {
    const first = await t.login('tara.tissue');
    const [a, b] = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    assert.equal(a.statusCode, 200);
    assert.equal(b.statusCode, 200);
    t.clock.advance(2_000);
    const late = await refresh(first.refreshToken);
    assert.equal(late.statusCode, 200, 'still inside the 5 s grace');
    assert.equal((await refresh(a.json<{ refreshToken: string }>().refreshToken)).statusCode, 200);
  });

  void test('a refresh token idle for 30 minutes no longer works', async () => {
    const first = await t.login('olivia.readonly');
    t.clock.advance(29 * minutes);
    const stillOk = await refresh(first.refreshToken);
    assert.equal(stillOk.statusCode, 200);
    t.clock.advance(30 * minutes + 1000);
    assert.equal((await refresh(stillOk.json<{ refreshToken: string }>().refreshToken)).statusCode, 401);
  });

  void test('rotation does not extend the 12 hour absolute limit', async () => {
    let { refreshToken } = await t.login('dan.declined');
    for (let elapsed = 0; elapsed < 12 * 60 * minutes - 25 * minutes; elapsed += 25 * minutes) {
      t.clock.advance(25 * minutes);
      const response = await refresh(refreshToken);
      assert.equal(response.statusCode, 200, `at ${elapsed / minutes} min`);
      refreshToken = response.json<{ refreshToken: string }>().refreshToken;
    }
    t.clock.advance(25 * minutes);
    assert.equal((await refresh(refreshToken)).statusCode, 401);
  });

  void test('an expired access token gets 403 with WWW-Authenticate; a forged or missing one 401', async () => {
    const session = await t.login('carol.couple');
    t.clock.advance(10 * minutes + 1000);
    const expired = await readMember(session.memberId, session.accessToken);
    assert.equal(expired.statusCode, 403);
    assert.match(String(expired.headers['www-authenticate']), /^Bearer error="invalid_token"/);
    const renewed = (await refresh(session.refreshToken)).json<{ accessToken: string }>();
    assert.equal((await readMember(session.memberId, renewed.accessToken)).statusCode, 200);

    const [header, payload] = renewed.accessToken.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    assert.equal((await readMember(session.memberId, forged)).statusCode, 401);
    assert.equal((await t.inject({ method: 'GET', url: `/api/Members/${session.memberId}/MemberAccount/Member` })).statusCode, 401);
  });

  void test('logout revokes the family: its refresh and access tokens stop working', async () => {
    const session = await t.login('emma.recipient');
    const logout = await t.inject({ method: 'POST', url: '/api/Auth/Logout', headers: bearer(session.refreshToken) });
    assert.equal(logout.statusCode, 204);
    assert.equal((await refresh(session.refreshToken)).statusCode, 401);
    assert.equal((await readMember(session.memberId, session.accessToken)).statusCode, 401);
    const unknown = await t.inject({ method: 'POST', url: '/api/Auth/Logout', headers: bearer('not-a-token') });
    assert.equal(unknown.statusCode, 204);
  });

  void test('an unknown refresh token gets 401', async () => {
    assert.equal((await refresh('x'.repeat(43))).statusCode, 401);
    assert.equal((await t.inject({ method: 'GET', url: '/api/Auth/RefreshToken' })).statusCode, 401);
  });
});
