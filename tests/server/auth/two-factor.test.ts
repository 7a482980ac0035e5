import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { decodeJwt } from 'jose';
import { bearer, clearMail, createTestApp, DEMO_PASSWORD, waitForMail, type TestApp } from '../support/test-app.ts';

void describe('two-factor sign-in through the mail emulator', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const startLogin = async (remoteAddress = '127.0.0.1'): Promise<string> => {
    await clearMail(t);
    const response = await t.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      remoteAddress,
      payload: { username: 'tom.twofactor', password: DEMO_PASSWORD, userRole: 'Member', ivfCenterId: 1 },
    });
    assert.equal(response.statusCode, 200);
    const body = response.json<{ intermediateToken?: string; accessToken?: string }>();
    assert.equal(body.accessToken, undefined);
    assert.ok(body.intermediateToken);
    return body.intermediateToken;
  };
  const codeFromMail = async (): Promise<string> => {
    const mail = await waitForMail(t, 'tom.twofactor@example.com', /sign-in code/i);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    assert.ok(code, mail.text);
    return code;
  };

  void test('the intermediate token carries only UserId and is not an access token', async () => {
    const intermediateToken = await startLogin();
    const user = JSON.parse(String(decodeJwt(intermediateToken).user)) as Record<string, unknown>;
    assert.deepEqual(Object.keys(user), ['UserId']);
    assert.equal(user.UserId, await t.memberId('tom.twofactor'));
    const memberCall = await t.inject({ method: 'GET', url: `/api/Members/${String(user.UserId)}/MemberAccount/Member`, headers: bearer(intermediateToken) });
    assert.equal(memberCall.statusCode, 401);
  });

  void test('the e-mailed code completes the sign-in once; a wrong code is refused', async () => {
    const intermediateToken = await startLogin();
    const code = await codeFromMail();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await t.inject({ method: 'POST', url: '/api/Auth/VerifyTwoFactor', payload: { intermediateToken, code: wrong } });
    assert.equal(refused.statusCode, 400);

    const accepted = await t.inject({ method: 'POST', url: '/api/Auth/VerifyTwoFactor', payload: { intermediateToken, code } });
    assert.equal(accepted.statusCode, 200);
    const { accessToken, refreshToken } = accepted.json<{ accessToken: string; refreshToken: string }>();
    assert.ok(refreshToken);
    const memberId = await t.memberId('tom.twofactor');
    const member = await t.inject({ method: 'GET', url: `/api/Members/${memberId}/MemberAccount/Member`, headers: bearer(accessToken) });
    assert.equal(member.statusCode, 200);
    assert.equal(member.json<{ twoFactorEnabled: boolean }>().twoFactorEnabled, true);

    const again = await t.inject({ method: 'POST', url: '/api/Auth/VerifyTwoFactor', payload: { intermediateToken, code } });
    assert.equal(again.statusCode, 401);
  });

  void test('codes expire after 10 minutes', async () => {
    const intermediateToken = await startLogin();
    const code = await codeFromMail();
    t.clock.advance(10 * 60_000 + 1000);
    const response = await t.inject({ method: 'POST', url: '/api/Auth/VerifyTwoFactor', payload: { intermediateToken, code } });
    assert.equal(response.statusCode, 401);
  });

  void test('guessing is rate limited (429 + Retry-After) and the challenge dies after five tries', async () => {
    const intermediateToken = await startLogin('10.1.1.1');
    const code = await codeFromMail();
    const wrong = code === '000000' ? '000001' : '000000';
    const guess = () => t.inject({ method: 'POST', url: '/api/Auth/VerifyTwoFactor', remoteAddress: '10.1.1.1', payload: { intermediateToken, code: wrong } });
    for (let i = 0; i < 5; i++) assert.equal((await guess()).statusCode, 400);
    const limited = await guess();
    assert.equal(limited.statusCode, 429);
    assert.ok(Number(limited.headers['retry-after']) > 0);
    const right = await t.inject({ method: 'POST', url: '/api/Auth/VerifyTwoFactor', remoteAddress: '10.1.1.2', payload: { intermediateToken, code } });
    assert.equal(right.statusCode, 401, 'five wrong codes end the challenge');
  });

  void test('the sign-in step says when its code expires; a resend mails a new code and retires the earlier one', async () => {
    // The earlier tests' code attempts for tom are behind us.
    t.clock.advance(16 * 60_000);
    await clearMail(t);
    const login = await t.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      remoteAddress: '10.1.2.1',
      payload: { username: 'tom.twofactor', password: DEMO_PASSWORD, userRole: 'Member', ivfCenterId: 1 },
    });
    const first = login.json<{ intermediateToken: string; codeExpiresAt: string }>();
    assert.equal(Date.parse(first.codeExpiresAt), t.clock.now() + 10 * 60_000);
    const firstCode = await codeFromMail();

    t.clock.advance(45_000);
    await clearMail(t);
    const resent = await t.inject({ method: 'POST', url: '/api/Auth/ResendTwoFactorCode', payload: { intermediateToken: first.intermediateToken } });
    assert.equal(resent.statusCode, 200);
    const second = resent.json<{ intermediateToken: string; codeExpiresAt: string; previousCodeRetiredAt: string }>();
    assert.equal(Date.parse(second.codeExpiresAt), t.clock.now() + 10 * 60_000);
    assert.equal(Date.parse(second.previousCodeRetiredAt), t.clock.now());
    const secondCode = await codeFromMail();

    // The earlier code and its step no longer work, even with the right code.
    const old = await t.inject({
      method: 'POST',
      url: '/api/Auth/VerifyTwoFactor',
      remoteAddress: '10.1.2.1',
      payload: { intermediateToken: first.intermediateToken, code: firstCode },
    });
    assert.equal(old.statusCode, 401);
    const again = await t.inject({ method: 'POST', url: '/api/Auth/ResendTwoFactorCode', payload: { intermediateToken: first.intermediateToken } });
    assert.equal(again.statusCode, 401);
    const accepted = await t.inject({
      method: 'POST',
      url: '/api/Auth/VerifyTwoFactor',
      remoteAddress: '10.1.2.1',
      payload: { intermediateToken: second.intermediateToken, code: secondCode },
    });
    assert.equal(accepted.statusCode, 200);
  });

  void test('resending is limited to once every 30 seconds and three times in 10 minutes (429 + Retry-After)', async () => {
    // The member's window of the earlier test has passed.
    t.clock.advance(11 * 60_000);
    const login = await t.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      remoteAddress: '10.1.3.1',
      payload: { username: 'tom.twofactor', password: DEMO_PASSWORD, userRole: 'Member', ivfCenterId: 1 },
    });
    let token = login.json<{ intermediateToken: string }>().intermediateToken;
    const resend = () => t.inject({ method: 'POST', url: '/api/Auth/ResendTwoFactorCode', payload: { intermediateToken: token } });
    const ok = await resend();
    assert.equal(ok.statusCode, 200);
    token = ok.json<{ intermediateToken: string }>().intermediateToken;
    const tooSoon = await resend();
    assert.equal(tooSoon.statusCode, 429);
    assert.match(String(tooSoon.headers['content-type']), /application\/problem\+json/);
    const wait = Number(tooSoon.headers['retry-after']);
    assert.ok(wait > 0 && wait <= 30, String(wait));
    for (let i = 0; i < 2; i++) {
      t.clock.advance(31_000);
      const next = await resend();
      assert.equal(next.statusCode, 200);
      token = next.json<{ intermediateToken: string }>().intermediateToken;
    }
    t.clock.advance(31_000);
    const fourth = await resend();
    assert.equal(fourth.statusCode, 429);
    assert.ok(Number(fourth.headers['retry-after']) > 30);
  });
});
