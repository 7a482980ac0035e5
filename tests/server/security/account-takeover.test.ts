// Runs alone in npm test (scripts/test-api.mjs): it compares answer times.
// Issue 21: the roads to an account takeover, each tried as the attacker did, on a portal configured
// as production runs it: one trusted proxy hop (TRUST_PROXY=1: the front end appends the address it
// saw to X-Forwarded-For) and https public addresses.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Member } from '../../../contract/api/members.ts';
import type { RegistrationRequest } from '../../../contract/api/member-area.ts';
import { loadConfig } from '../../../server/config.ts';
import { bearer, clearMail, createTestApp, DEMO_PASSWORD, solvedCaptcha, waitForMail, withoutRequestId, type CaughtMail, type TestApp } from '../support/test-app.ts';
import { fieldErrors } from '../support/problems.ts';
import { profileUpdateOf } from '../support/profiles.ts';

/** The front end's own address: every request reaches the API from it. */
const frontEnd = '10.0.0.1';
/** A request as the front end forwards it: whatever chain the client sent, then the address it really saw. */
const viaFrontEnd = (clientAddress: string, forgedChain?: string) => ({
  remoteAddress: frontEnd,
  headers: { 'x-forwarded-for': forgedChain ? `${forgedChain}, ${clientAddress}` : clientAddress },
});
const linkIn = (mail: CaughtMail) => new URL(/(https?:\/\/\S+)/.exec(mail.text)?.[1] ?? assert.fail(mail.text));

void describe('account takeover roads are closed (TRUST_PROXY=1, https public addresses)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ config: { trustProxy: 1, publicOrigin: { scheme: 'https', port: null } } });
  });
  after(() => t.close());

  void test('a reset link is built from the clinic’s configured address, whatever Host and X-Forwarded-* say', async () => {
    await clearMail(t);
    const response = await t.inject({
      method: 'POST',
      url: '/api/Auth/ForgotPassword',
      remoteAddress: frontEnd,
      headers: {
        host: 'evil.example',
        'x-forwarded-for': '198.51.100.20',
        'x-forwarded-proto': 'https://evil.example/steal?',
        'x-forwarded-host': 'evil.example',
      },
      payload: { username: 'ben.balance', ivfCenterId: 1, captcha: await solvedCaptcha(t) },
    });
    assert.equal(response.statusCode, 200);
    const mail = await waitForMail(t, 'ben.balance@example.com', /reset/i);
    assert.ok(!mail.text.includes('evil') && !(mail.html ?? '').includes('evil'), mail.text);
    const link = linkIn(mail);
    assert.equal(link.origin, 'https://localhost');
    assert.equal(link.pathname, '/auth/reset-password');
  });

  void test('TRUST_PROXY is read as hops or addresses; "trust any chain" is refused at start-up', () => {
    const base = { NODE_ENV: 'development', DATA_DIR: '.data' };
    assert.equal(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy, 1);
    assert.deepEqual(loadConfig({ ...base, TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy, ['10.0.0.1', '10.1.0.0/16']);
    assert.equal(loadConfig({ ...base, TRUST_PROXY: '0' }).trustProxy, false);
    assert.throws(() => loadConfig({ ...base, TRUST_PROXY: 'true' }), /TRUST_PROXY/);
    assert.throws(() => loadConfig({ ...base, TRUST_PROXY: 'evil.example' }), /TRUST_PROXY/);
  });

  void test('a forged X-Forwarded-For per request does not escape the sign-in limit', async () => {
    // With a solved captcha each time: after three failures a sign-in needs one (issue 15).
    const attempt = async (i: number) =>
      t.inject({
        method: 'POST',
        url: '/api/Auth/Login',
        ...viaFrontEnd('198.51.100.30', `203.0.113.${String(i)}`),
        payload: { username: 'sam.sperm', password: `wrong-${String(i)}`, userRole: 'Member', ivfCenterId: 1, captcha: await solvedCaptcha(t) },
      });
    for (let i = 0; i < 10; i++) assert.equal((await attempt(i)).statusCode, 401);
    const limited = await attempt(10);
    assert.equal(limited.statusCode, 429);
    assert.ok(Number(limited.headers['retry-after']) > 0);
  });

  void test('with proxy addresses configured, a client that is not the proxy is keyed by its socket address', async () => {
    const direct = await createTestApp({ config: { trustProxy: [frontEnd] }, rateLimits: { forgotPassword: { limit: 2, windowMs: 60_000 } } });
    try {
      const ask = async (i: number) =>
        direct.inject({
          method: 'POST',
          url: '/api/Auth/ForgotPassword',
          remoteAddress: '198.51.100.31',
          headers: { 'x-forwarded-for': `203.0.113.${String(i)}` },
          payload: { username: 'tara.tissue', ivfCenterId: 1, captcha: await solvedCaptcha(direct) },
        });
      assert.equal((await ask(1)).statusCode, 200);
      assert.equal((await ask(2)).statusCode, 200);
      assert.equal((await ask(3)).statusCode, 429);
    } finally {
      await direct.close();
    }
  });

  void test('sign-in guesses from many addresses lock the account for at most 5 minutes and tell its owner', async () => {
    await clearMail(t);
    const attempt = async (address: string, password: string) =>
      t.inject({
        method: 'POST',
        url: '/api/Auth/Login',
        ...viaFrontEnd(address),
        payload: { username: 'tara.tissue', password, userRole: 'Member', ivfCenterId: 1, captcha: await solvedCaptcha(t) },
      });
    for (let i = 0; i < 20; i++) assert.equal((await attempt(`198.51.101.${String(i)}`, `guess-${String(i)}`)).statusCode, 401);
    const locked = await attempt('198.51.101.200', `guess-next`);
    assert.equal(locked.statusCode, 429);
    // The owner, from an address of their own and with the right password, waits out the short lock.
    const owner = await attempt('192.0.2.10', DEMO_PASSWORD);
    assert.equal(owner.statusCode, 429);
    assert.ok(Number(owner.headers['retry-after']) <= 300, String(owner.headers['retry-after']));
    const mail = await waitForMail(t, 'tara.tissue@example.com', /paused/i);
    assert.match(mail.text, /5 minutes/);
    t.clock.advance(5 * 60_000 + 1000);
    assert.equal((await attempt('192.0.2.10', DEMO_PASSWORD)).statusCode, 200);
  });

  void test('random user names from one address are throttled too (each costs a password hash)', async () => {
    const attempt = (i: number) =>
      t.inject({
        method: 'POST',
        url: '/api/Auth/Login',
        ...viaFrontEnd('198.51.100.40'),
        payload: { username: `nobody-${String(i)}`, password: 'x', userRole: 'Member', ivfCenterId: 1 },
      });
    for (let i = 0; i < 30; i++) assert.equal((await attempt(i)).statusCode, 401);
    assert.equal((await attempt(30)).statusCode, 429);
  });

  void test('the reset’s second factor needs the link’s token, dies after 5 wrong answers, and never says which detail was wrong', async () => {
    await clearMail(t);
    const memberId = await t.memberId('grace.egg');
    await t.inject({
      method: 'POST',
      url: '/api/Auth/ForgotPassword',
      ...viaFrontEnd('192.0.2.20'),
      payload: { username: 'grace.egg', ivfCenterId: 1, captcha: await solvedCaptcha(t) },
    });
    const token = linkIn(await waitForMail(t, 'grace.egg@example.com', /reset/i)).searchParams.get('token') ?? '';
    const verify = (payload: Record<string, unknown>, address: string) =>
      t.inject({ method: 'POST', url: '/api/Auth/PasswordResetAuthenticate', ...viaFrontEnd(address), payload: { memberId, ...payload } });

    // Without the link: the old oracle is gone (the contract requires the token).
    const noToken = await verify({ lName: 'Liu', dob: '1992-11-30' }, '198.51.102.1');
    assert.equal(noToken.statusCode, 400);
    // Another link (or none live): the same answer as wrong details, so nothing is learnt.
    const wrongToken = await verify({ lName: 'Liu', dob: '1992-11-30', token: 'not-this-link' }, '198.51.102.2');
    const wrongDob = await verify({ lName: 'Liu', dob: '1992-11-29', token }, '198.51.102.3');
    assert.equal(wrongToken.statusCode, 400);
    assert.deepEqual(withoutRequestId(wrongToken.body), withoutRequestId(wrongDob.body));
    // Four more wrong birth dates from other addresses (five in all): the link is dead.
    for (let i = 4; i < 8; i++) assert.equal((await verify({ lName: 'Liu', dob: `1992-11-2${String(i)}`, token }, `198.51.102.${String(i)}`)).statusCode, 400);
    const right = await verify({ lName: 'Liu', dob: '1992-11-30', token }, '198.51.102.50');
    assert.equal(right.statusCode, 400, 'the right answer no longer helps');
    assert.equal((await t.inject({ method: 'PUT', url: '/api/Auth/ResetPassword', payload: { memberId, token, newPassword: 'Taken-over-2026!!' } })).statusCode, 400);
  });

  void test('made-up links from many addresses learn nothing and cannot lock the member out of a real reset', async () => {
    await clearMail(t);
    const memberId = await t.memberId('carol.couple');
    for (let i = 0; i < 25; i++) {
      const response = await t.inject({
        method: 'POST',
        url: '/api/Auth/PasswordResetAuthenticate',
        ...viaFrontEnd(`198.51.103.${String(i)}`),
        payload: { memberId, lName: 'Bennett', dob: '1984-02-27', token: `guess-${String(i)}` },
      });
      assert.equal(response.statusCode, 400, 'the right birth date without the link says nothing');
    }
    await t.inject({
      method: 'POST',
      url: '/api/Auth/ForgotPassword',
      ...viaFrontEnd('192.0.2.40'),
      payload: { username: 'carol.couple', ivfCenterId: 1, captcha: await solvedCaptcha(t) },
    });
    const token = linkIn(await waitForMail(t, 'carol.couple@example.com', /reset/i)).searchParams.get('token') ?? '';
    const verified = await t.inject({
      method: 'POST',
      url: '/api/Auth/PasswordResetAuthenticate',
      ...viaFrontEnd('192.0.2.40'),
      payload: { memberId, lName: 'Bennett', dob: '1984-02-27', token },
    });
    assert.equal(verified.statusCode, 200, verified.body);
  });

  void test('an e-mail change needs the current password, waits for the new address, and the old one can undo it', async () => {
    await clearMail(t);
    const emma = await t.login('emma.recipient');
    const current = (await t.inject({ method: 'GET', url: `/api/Members/${emma.memberId}/MemberAccount/Member`, headers: bearer(emma.accessToken) })).json<Member>();
    const profile = profileUpdateOf(current.profile, { email: 'attacker@example.net' });
    const update = (payload: Record<string, unknown>) =>
      t.inject({
        method: 'PUT',
        url: `/api/Members/${emma.memberId}/MemberAccount/UpdateProfile`,
        headers: { ...bearer(emma.accessToken), 'accept-language': 'fr', 'if-match': '*' },
        payload,
      });

    // A stolen access token alone: refused, nothing changed, nobody mailed.
    const tokenOnly = await update(profile);
    assert.equal(tokenOnly.statusCode, 400);
    assert.ok(fieldErrors(tokenOnly)['body/currentPassword']);
    const wrong = await update({ ...profile, currentPassword: 'not-her-password' });
    assert.equal(wrong.statusCode, 400);

    const changed = await update({ ...profile, currentPassword: DEMO_PASSWORD });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(changed.json<Member>().profile.email, current.profile.email, 'not before the new address confirms');
    assert.equal(changed.json<Member>().pendingEmail, 'attacker@example.net');

    // The old address is told at once, in the member's language, with a way to undo.
    const notice = await waitForMail(t, current.profile.email, /adresse e-mail/i);
    const undo = linkIn(notice);
    assert.equal(undo.origin, 'https://localhost');
    assert.equal(undo.pathname, '/auth/undo-email-change');
    assert.equal(undo.searchParams.get('lang'), 'fr', 'the page opens in the e-mail’s language');
    const confirm = linkIn(await waitForMail(t, 'attacker@example.net', /confirm/i));
    assert.equal(confirm.pathname, '/auth/confirm-email');
    assert.equal(confirm.searchParams.get('lang'), 'fr');

    const confirmed = await t.inject({ method: 'POST', url: '/api/Auth/ConfirmEmailChange', payload: { token: confirm.searchParams.get('token') } });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    assert.equal((await t.inject({ method: 'POST', url: '/api/Auth/ConfirmEmailChange', payload: { token: confirm.searchParams.get('token') } })).statusCode, 400);
    const after = (await t.inject({ method: 'GET', url: `/api/Members/${emma.memberId}/MemberAccount/Member`, headers: bearer(emma.accessToken) })).json<Member>();
    assert.equal(after.profile.email, 'attacker@example.net');
    assert.equal(after.pendingEmail, null);

    // Undo within 7 days: the old address is back, every session ends, the password is retired.
    t.clock.advance(3 * 24 * 3_600_000);
    const undone = await t.inject({ method: 'POST', url: '/api/Auth/UndoEmailChange', payload: { token: undo.searchParams.get('token') } });
    assert.equal(undone.statusCode, 200, undone.body);
    assert.equal((await t.inject({ method: 'GET', url: '/api/Auth/RefreshToken', headers: bearer(emma.refreshToken) })).statusCode, 401);
    const oldPassword = await t.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      payload: { username: 'emma.recipient', password: DEMO_PASSWORD, userRole: 'Member', ivfCenterId: 1 },
    });
    assert.equal(oldPassword.statusCode, 401);
    assert.equal((await t.app.portal.services.members.getMember(emma.memberId)).profile.email, current.profile.email);
    await waitForMail(t, current.profile.email, /annulé/i);
    // Forgot password reaches the owner again.
    await t.inject({
      method: 'POST',
      url: '/api/Auth/ForgotPassword',
      ...viaFrontEnd('192.0.2.30'),
      payload: { username: 'emma.recipient', ivfCenterId: 1, captcha: await solvedCaptcha(t) },
    });
    await waitForMail(t, current.profile.email, /reset/i);
  });

  void test('a change of user name or password is announced to the member’s address', async () => {
    await clearMail(t);
    const sam = await t.login('sam.sperm');
    const response = await t.inject({
      method: 'PUT',
      url: `/api/Members/${sam.memberId}/MemberAccount/UpdateCredentials`,
      headers: bearer(sam.accessToken),
      payload: { memberId: sam.memberId, ivfCenterId: 1, password: DEMO_PASSWORD, userName: 'sam.sperm', newUserName: '', newPassword: 'Another-Demo-2026!' },
    });
    assert.equal(response.statusCode, 200, response.body);
    const mail = await waitForMail(t, 'sam.sperm@example.com', /sign-in details/i);
    assert.match(mail.text, /password of your account was changed/);
  });

  void test('registration answers the same for a taken and a new user name until the clinic record matches', async () => {
    const request = (userName: string): RegistrationRequest => ({
      ivfCenterId: 1,
      uiCulture: 'en-US',
      userName,
      password: 'Someone-Else-2026!',
      confirmPassword: 'Someone-Else-2026!',
      offsiteStorageType: null,
      fertPresReason: null,
      collectionSiteId: null,
      isMinor: false,
      primary: {
        namePrefix: null,
        firstName: 'Nobody',
        lastName: 'Known',
        addressLine1: '1 Main Street',
        addressLine2: null,
        city: 'Boston',
        state: 'MA',
        stateOther: null,
        zip: '02110',
        country: 'US',
        phone: '6175550100',
        email: 'nobody.known@example.com',
        dateOfBirth: '1980-01-01',
      },
      secondary: null,
    });
    const timed = async (userName: string, address: string) => {
      const captcha = await solvedCaptcha(t);
      const started = performance.now();
      const response = await t.inject({ method: 'POST', url: '/api/Members/Registration', ...viaFrontEnd(address), payload: { ...request(userName), captcha } });
      return { response, ms: performance.now() - started };
    };
    // The route's first call compiles its schemas (server/plugins/lazy-schemas.ts): a call of its own
    // pays for that, so that the two timed below differ only by the user name.
    await timed('warm.up.name', '198.51.104.3');
    const taken = await timed('carol.couple', '198.51.104.1');
    const fresh = await timed('brand.new.name', '198.51.104.2');
    assert.equal(taken.response.statusCode, 422, taken.response.body);
    assert.equal(fresh.response.statusCode, taken.response.statusCode);
    assert.deepEqual(withoutRequestId(taken.response.body), withoutRequestId(fresh.response.body));
    assert.ok(Math.abs(taken.ms - fresh.ms) < 50, `${taken.ms} vs ${fresh.ms}`);
  });
});
