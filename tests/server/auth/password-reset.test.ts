// Runs alone in npm test (scripts/test-api.mjs): it compares answer times.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, clearMail, createTestApp, DEMO_PASSWORD, solvedCaptcha, waitForMail, type TestApp } from '../support/test-app.ts';

void describe('forgot password / username and the reset round trip', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const forgotPassword = async (username: string, ivfCenterId: number, host = 'localhost:8080', remoteAddress = '127.0.0.1') =>
    t.inject({ method: 'POST', url: '/api/Auth/ForgotPassword', headers: { host }, remoteAddress, payload: { username, ivfCenterId, captcha: await solvedCaptcha(t) } });

  void test('the e-mailed link leads, after last name and birth date, to a new password', async () => {
    const session = await t.login('fiona.fertpres');
    const response = await forgotPassword('fiona.fertpres', 2, 'thames.localhost:8080');
    assert.equal(response.statusCode, 200);

    const mail = await waitForMail(t, 'fiona.fertpres@example.com', /reset/i);
    const link = /(https?:\/\/\S+)/.exec(mail.text)?.[1];
    assert.ok(link, mail.text);
    const url = new URL(link);
    assert.equal(url.host, 'thames.localhost:8080');
    assert.equal(url.pathname, '/auth/reset-password');
    const memberId = Number(url.searchParams.get('memberId'));
    const token = url.searchParams.get('token') ?? '';
    assert.equal(memberId, session.memberId);

    const newPassword = 'A-new-Passw0rd-for-Fiona';
    const unverified = await t.inject({ method: 'PUT', url: '/api/Auth/ResetPassword', payload: { memberId, token, newPassword } });
    assert.equal(unverified.statusCode, 400, 'the link alone is not enough');

    const wrongName = await t.inject({ method: 'POST', url: '/api/Auth/PasswordResetAuthenticate', payload: { memberId, lName: 'Smith', dob: '1994-07-19', token } });
    assert.equal(wrongName.statusCode, 400);
    const verified = await t.inject({ method: 'POST', url: '/api/Auth/PasswordResetAuthenticate', payload: { memberId, lName: 'gallagher', dob: '1994-07-19', token } });
    assert.equal(verified.statusCode, 200);

    const reset = await t.inject({
      method: 'PUT',
      url: '/api/Auth/ResetPassword',
      headers: { 'content-type': 'application/json-patch+json' },
      payload: JSON.stringify({ memberId, token, newPassword }),
    });
    assert.equal(reset.statusCode, 200);
    const reused = await t.inject({ method: 'PUT', url: '/api/Auth/ResetPassword', payload: { memberId, token, newPassword: 'Yet-another-passw0rd!' } });
    assert.equal(reused.statusCode, 400, 'a link works once');

    assert.equal((await t.inject({ method: 'GET', url: '/api/Auth/RefreshToken', headers: bearer(session.refreshToken) })).statusCode, 401, 'old sessions end');
    const oldPassword = await t.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      payload: { username: 'fiona.fertpres', password: DEMO_PASSWORD, userRole: 'Member', ivfCenterId: 2 },
    });
    assert.equal(oldPassword.statusCode, 401);
    await t.login('fiona.fertpres', newPassword);
  });

  void test('a link for a request made on another host points at the clinic’s own site address', async () => {
    await forgotPassword('hugo.sol', 3, 'localhost:8080');
    // Clínica Sol writes in Spanish: the mail is in the clinic's language when the request names none.
    const mail = await waitForMail(t, 'hugo.sol@example.com', /Restablezca su contraseña/);
    assert.match(mail.text, /Use este enlace en los próximos 60 minutos/);
    assert.match(mail.text, /http:\/\/sol\.localhost:8080\/auth\/reset-password\?memberId=\d+&token=/);
  });

  void test('reset links expire after an hour', async () => {
    await clearMail(t);
    await forgotPassword('grace.egg', 1);
    const mail = await waitForMail(t, 'grace.egg@example.com', /reset/i);
    const url = new URL(/(https?:\/\/\S+)/.exec(mail.text)?.[1] ?? '');
    t.clock.advance(61 * 60_000);
    const memberId = Number(url.searchParams.get('memberId'));
    const token = url.searchParams.get('token') ?? '';
    const verify = await t.inject({ method: 'POST', url: '/api/Auth/PasswordResetAuthenticate', payload: { memberId, lName: 'Liu', dob: '1992-11-30', token } });
    assert.equal(verify.statusCode, 400);
  });

  void test('forgot password answers the same status, body and about the same time for unknown accounts', async () => {
    const started = performance.now();
    const known = await forgotPassword('carol.couple', 1);
    const knownMs = performance.now() - started;
    const started2 = performance.now();
    const unknown = await forgotPassword('no.such.person', 1);
    const unknownMs = performance.now() - started2;
    const wrongClinic = await forgotPassword('carol.couple', 2);
    assert.equal(known.statusCode, 200);
    assert.equal(unknown.statusCode, known.statusCode);
    assert.equal(wrongClinic.statusCode, known.statusCode);
    assert.equal(unknown.body, known.body);
    assert.equal(wrongClinic.body, known.body);
    assert.ok(knownMs >= t.config.enumerationSafeDelayMs - 1 && unknownMs >= t.config.enumerationSafeDelayMs - 1);
    assert.ok(Math.abs(knownMs - unknownMs) < 40, `${knownMs} vs ${unknownMs}`);
  });

  void test('forgot username e-mails the user name; unknown addresses get the same answer', async () => {
    const known = await t.inject({
      method: 'POST',
      url: '/api/Auth/ForgotUsername',
      payload: { email: 'Tara.Tissue@Example.com', ivfCenterId: 1, captcha: await solvedCaptcha(t) },
    });
    const unknown = await t.inject({ method: 'POST', url: '/api/Auth/ForgotUsername', payload: { email: 'nobody@example.com', ivfCenterId: 1, captcha: await solvedCaptcha(t) } });
    assert.equal(known.statusCode, 200);
    assert.equal(unknown.statusCode, 200);
    assert.equal(unknown.body, known.body);
    const mail = await waitForMail(t, 'tara.tissue@example.com', /user name/i);
    assert.match(mail.text, /tara\.tissue/);
  });

  void test('forgot password and reset attempts are rate limited with Retry-After', async () => {
    for (let i = 0; i < 5; i++) assert.equal((await forgotPassword('ben.balance', 1, 'localhost', '10.2.2.2')).statusCode, 200);
    const limited = await forgotPassword('ben.balance', 1, 'localhost', '10.2.2.2');
    assert.equal(limited.statusCode, 429);
    assert.ok(Number(limited.headers['retry-after']) > 0);

    const memberId = await t.memberId('ben.balance');
    const guess = () =>
      t.inject({
        method: 'POST',
        url: '/api/Auth/PasswordResetAuthenticate',
        remoteAddress: '10.2.2.3',
        payload: { memberId, lName: 'Guess', dob: '1980-01-01', token: 'not-a-live-link' },
      });
    for (let i = 0; i < 10; i++) assert.equal((await guess()).statusCode, 400);
    const blocked = await guess();
    assert.equal(blocked.statusCode, 429);
    assert.ok(Number(blocked.headers['retry-after']) > 0);
  });
});
