import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { decodeJwt } from 'jose';
import { createTestApp, DEMO_PASSWORD, solvedCaptcha, withoutRequestId, type TestApp } from '../support/test-app.ts';
import { fieldErrors } from '../support/problems.ts';

void describe('POST /api/Auth/Login', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  void test('a demo member signs in and gets an access token carrying the session user', async () => {
    const { accessToken, refreshToken, memberId } = await t.login('emma.recipient');
    assert.match(refreshToken, /^[A-Za-z0-9_-]{43}$/);
    const claims = decodeJwt(accessToken);
    assert.equal(claims.aud, 'cryo-member-portal');
    assert.equal((claims.exp ?? 0) - (claims.iat ?? 0), 600);
    assert.ok(typeof claims.jti === 'string' && claims.jti.length > 0);
    const user = JSON.parse(String(claims.user)) as Record<string, unknown>;
    assert.deepEqual(
      {
        UserId: user.UserId,
        Username: user.Username,
        Role: user.Role,
        MemberType: user.MemberType,
        IVFCenterId: user.IVFCenterId,
        IvfCenterName: user.IvfCenterName,
        Registered: user.Registered,
      },
      { UserId: memberId, Username: 'emma.recipient', Role: 'Member', MemberType: 'EmbryoRecipient', IVFCenterId: 1, IvfCenterName: 'Northside Fertility', Registered: true },
    );
    assert.equal(user.EdcId, null);
  });

  void test('user names are case-insensitive and bodies may be sent as application/json-patch+json', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      headers: { 'content-type': 'application/json-patch+json', 'x-spa-version': '2.1.0.35024' },
      payload: JSON.stringify({ username: 'Carol.Couple', password: DEMO_PASSWORD, userRole: 'Member', ivfCenterId: 1 }),
    });
    assert.equal(response.statusCode, 200);
    assert.ok(response.json<{ accessToken: string }>().accessToken);
  });

  void test('wrong password, unknown user and wrong clinic all get the same 401 problem', async () => {
    const attempts = [
      { username: 'grace.egg', password: 'not-the-password', ivfCenterId: 1 },
      { username: 'nobody.here', password: DEMO_PASSWORD, ivfCenterId: 1 },
      { username: 'grace.egg', password: DEMO_PASSWORD, ivfCenterId: 2 },
    ];
    const bodies = [];
    for (const attempt of attempts) {
      const response = await t.inject({ method: 'POST', url: '/api/Auth/Login', payload: { ...attempt, userRole: 'Member' } });
      assert.equal(response.statusCode, 401);
      assert.match(String(response.headers['content-type']), /^application\/problem\+json/);
      bodies.push(withoutRequestId(response.body));
    }
    assert.deepEqual(bodies[0], bodies[1]);
    assert.deepEqual(bodies[1], bodies[2]);
  });

  void test('an invalid body gets 400 naming the first offending field, one error only', async () => {
    const invalid = async (payload: Record<string, unknown>) => {
      const response = await t.inject({ method: 'POST', url: '/api/Auth/Login', payload });
      assert.equal(response.statusCode, 400);
      assert.equal(response.json<{ status: number }>().status, 400);
      return fieldErrors(response);
    };
    const missing = await invalid({ username: 'emma.recipient', userRole: 'Admin', ivfCenterId: 1 });
    assert.deepEqual(Object.keys(missing), ['body/password']);
    assert.equal(missing['body/password']?.length, 1);
    const wire = await t.inject({ method: 'POST', url: '/api/Auth/Login', payload: { username: 'emma.recipient', userRole: 'Member', ivfCenterId: 1 } });
    const [only, ...more] = wire.json<{ errors: unknown[] }>().errors;
    assert.deepEqual(more, []);
    assert.deepEqual(only, { in: 'body', pointer: '/password', detail: "must have required property 'password'" });
    const wrongRole = await invalid({ username: 'emma.recipient', password: DEMO_PASSWORD, userRole: 'Admin', ivfCenterId: 1 });
    assert.deepEqual(Object.keys(wrongRole), ['body/userRole']);
    // JSON is taken as it is: a clinic id sent as text is not an integer.
    const textId = await invalid({ username: 'emma.recipient', password: DEMO_PASSWORD, userRole: 'Member', ivfCenterId: '1' });
    assert.deepEqual(Object.keys(textId), ['body/ivfCenterId']);
  });

  void test('signing in at a clinic in maintenance is refused with 403 and subCode 7', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      payload: { username: 'emma.recipient', password: DEMO_PASSWORD, userRole: 'Member', ivfCenterId: 4 },
    });
    assert.equal(response.statusCode, 403);
    assert.equal(response.json<{ subCode: number }>().subCode, 7);
  });

  void test('repeated failures for one user name from one address are rate limited with Retry-After', async () => {
    // With a solved captcha each time: after three failures a sign-in needs one (captcha.test.ts).
    const attempt = async () =>
      t.inject({
        method: 'POST',
        url: '/api/Auth/Login',
        remoteAddress: '10.0.0.9',
        payload: { username: 'sam.sperm', password: 'wrong-password', userRole: 'Member', ivfCenterId: 1, captcha: await solvedCaptcha(t) },
      });
    for (let i = 0; i < 10; i++) assert.equal((await attempt()).statusCode, 401);
    const limited = await attempt();
    assert.equal(limited.statusCode, 429);
    assert.ok(Number(limited.headers['retry-after']) > 0);
    assert.equal(limited.json<{ status: number }>().status, 429);
    // Even the right password waits out the window; other addresses are unaffected.
    const right = await t.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      remoteAddress: '10.0.0.9',
      payload: { username: 'sam.sperm', password: DEMO_PASSWORD, userRole: 'Member', ivfCenterId: 1 },
    });
    assert.equal(right.statusCode, 429);
    const elsewhere = await t.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      remoteAddress: '10.0.0.10',
      payload: { username: 'sam.sperm', password: DEMO_PASSWORD, userRole: 'Member', ivfCenterId: 1, captcha: await solvedCaptcha(t) },
    });
    assert.equal(elsewhere.statusCode, 200);
  });
});
