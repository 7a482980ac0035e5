// The proof-of-work captcha (issue 15): challenges signed with the API's key, verified on enrolment,
// forgot username/password and sign-ins after repeated failures. Missing → 400, not accepted (wrong,
// replayed, expired, forged) → 422, each problem+json pointing at /captcha.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, DEMO_PASSWORD, solvedCaptcha, type TestApp } from '../support/test-app.ts';
import { fieldErrors } from '../support/problems.ts';

void describe('captcha', () => {
  let t: TestApp;
  let address = 0;
  before(async () => {
    // The per-user-name limit of reset e-mails would otherwise answer before the captcha is looked at.
    t = await createTestApp({ rateLimits: { forgotPasswordUser: { limit: 100, windowMs: 60 * 60_000 } } });
  });
  after(() => t.close());

  /** Each call from its own address, so the forgot-password limits stay out of the way. */
  const forgot = (captcha?: string) =>
    t.inject({
      method: 'POST',
      url: '/api/Auth/ForgotPassword',
      remoteAddress: `10.9.0.${String(++address)}`,
      payload: { username: 'grace.egg', ivfCenterId: 1, ...(captcha === undefined ? {} : { captcha }) },
    });
  const problemOf = (response: { json: <T>() => T; headers: Record<string, unknown> }) => {
    assert.match(String(response.headers['content-type']), /application\/problem\+json/);
    return response.json<{ type: string; detail: string }>();
  };

  void test('a challenge is signed, expires and is not cached', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/Auth/CaptchaChallenge' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-store');
    const challenge = response.json<{ parameters: { algorithm: string; expiresAt: number; keySignature?: string }; signature: string }>();
    assert.equal(challenge.parameters.algorithm, 'SHA-256');
    assert.ok(challenge.signature.length >= 64);
    assert.ok(challenge.parameters.keySignature);
    const inSeconds = challenge.parameters.expiresAt - t.clock.now() / 1000;
    assert.ok(inSeconds > 590 && inSeconds <= 600, String(inSeconds));
  });

  void test('a valid solution is accepted once; replaying it is refused', async () => {
    const captcha = await solvedCaptcha(t);
    const accepted = await forgot(captcha);
    assert.equal(accepted.statusCode, 200);
    const replayed = await forgot(captcha);
    assert.equal(replayed.statusCode, 422);
    assert.equal(problemOf(replayed).type, 'urn:cryo-portal:problem:captcha-invalid');
    assert.deepEqual(fieldErrors(replayed), { 'body/captcha': ['already used'] });
  });

  void test('a missing solution is a 400 that names the field', async () => {
    const response = await forgot();
    assert.equal(response.statusCode, 400);
    assert.equal(problemOf(response).type, 'urn:cryo-portal:problem:captcha-required');
    assert.deepEqual(fieldErrors(response), { 'body/captcha': ['is required'] });
  });

  void test('a wrong key, a forged challenge and the widget’s test-mode payload are refused', async () => {
    const valid = JSON.parse(Buffer.from(await solvedCaptcha(t), 'base64').toString()) as {
      challenge: { parameters: Record<string, unknown>; signature: string };
      solution: { counter: number; derivedKey: string };
    };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const wrongKey = await forgot(encode({ ...valid, solution: { ...valid.solution, derivedKey: 'ab'.repeat(32) } }));
    assert.equal(wrongKey.statusCode, 422);
    // A challenge made up by the client (cost 1, its own expiry) does not carry the API's signature.
    const forged = await forgot(
      encode({ ...valid, challenge: { ...valid.challenge, parameters: { ...valid.challenge.parameters, expiresAt: Number(valid.challenge.parameters.expiresAt) + 3600 } } }),
    );
    assert.equal(forged.statusCode, 422);
    const testMode = await forgot(encode({ challenge: null, solution: null, test: true }));
    assert.equal(testMode.statusCode, 422);
    const garbage = await forgot('not base64 json');
    assert.equal(garbage.statusCode, 422);
    for (const response of [wrongKey, forged, testMode, garbage]) assert.deepEqual(Object.keys(fieldErrors(response)), ['body/captcha']);
    // None of them used the real solution up.
    assert.equal((await forgot(encode(valid))).statusCode, 200);
  });

  void test('an expired solution is refused', async () => {
    const captcha = await solvedCaptcha(t);
    t.clock.advance(10 * 60_000 + 1000);
    const response = await forgot(captcha);
    assert.equal(response.statusCode, 422);
    assert.deepEqual(fieldErrors(response), { 'body/captcha': ['expired'] });
  });

  void test('forgot username needs it too', async () => {
    const payload = { email: 'tara.tissue@example.com', ivfCenterId: 1 };
    const missing = await t.inject({ method: 'POST', url: '/api/Auth/ForgotUsername', remoteAddress: '10.9.1.1', payload });
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(fieldErrors(missing), { 'body/captcha': ['is required'] });
    const solved = await t.inject({ method: 'POST', url: '/api/Auth/ForgotUsername', remoteAddress: '10.9.1.1', payload: { ...payload, captcha: await solvedCaptcha(t) } });
    assert.equal(solved.statusCode, 200);
  });

  void test('enrolment without a solution is refused before the details are looked at', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/Members/Registration',
      remoteAddress: '10.9.2.1',
      payload: {
        ivfCenterId: 1,
        uiCulture: 'en-US',
        userName: 'leo.martins',
        password: 'Leo-Portal-2026!!',
        confirmPassword: 'Leo-Portal-2026!!',
        offsiteStorageType: null,
        fertPresReason: null,
        collectionSiteId: null,
        isMinor: false,
        primary: {
          namePrefix: 'Mr',
          firstName: 'Leo',
          lastName: 'Martins',
          addressLine1: '44 Harbor Street',
          addressLine2: null,
          city: 'Boston',
          state: 'MA',
          stateOther: null,
          zip: '02110',
          country: 'US',
          phone: '6175550199',
          email: 'leo.martins@example.com',
          dateOfBirth: '1988-09-30',
        },
        secondary: null,
      },
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(fieldErrors(response), { 'body/captcha': ['is required'] });
    assert.equal(await t.db.selectFrom('members').select('id').where('user_name_key', '=', 'leo.martins').executeTakeFirst(), undefined);
  });

  void test('sign-in needs it after three failures for the user name, from any address', async () => {
    const login = (password: string, remoteAddress: string, captcha?: string) =>
      t.inject({
        method: 'POST',
        url: '/api/Auth/Login',
        remoteAddress,
        payload: { username: 'sam.sperm', password, userRole: 'Member', ivfCenterId: 1, ...(captcha ? { captcha } : {}) },
      });
    assert.equal((await login('wrong-password-1', '10.9.3.1')).statusCode, 401);
    assert.equal((await login('wrong-password-2', '10.9.3.2')).statusCode, 401);
    assert.equal((await login('wrong-password-3', '10.9.3.3')).statusCode, 401);
    const asked = await login(DEMO_PASSWORD, '10.9.3.4');
    assert.equal(asked.statusCode, 400);
    assert.equal(problemOf(asked).type, 'urn:cryo-portal:problem:captcha-required');
    const signedIn = await login(DEMO_PASSWORD, '10.9.3.4', await solvedCaptcha(t));
    assert.equal(signedIn.statusCode, 200);
    assert.ok(signedIn.json<{ accessToken: string }>().accessToken);
    // Signed in with the right password: the earlier failures no longer count. The next two slips are
    // plain wrong passwords and the sign-in after them needs no captcha; a third slip brings it back.
    assert.equal((await login('wrong-password-4', '10.9.3.4')).statusCode, 401);
    assert.equal((await login('wrong-password-5', '10.9.3.5')).statusCode, 401);
    assert.equal((await login(DEMO_PASSWORD, '10.9.3.4')).statusCode, 200);
    for (const slip of ['wrong-password-6', 'wrong-password-7', 'wrong-password-8']) assert.equal((await login(slip, '10.9.3.6')).statusCode, 401);
    assert.equal(problemOf(await login(DEMO_PASSWORD, '10.9.3.6')).type, 'urn:cryo-portal:problem:captcha-required');
    // Another member's sign-in is not affected.
    const other = await t.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      remoteAddress: '10.9.3.4',
      payload: { username: 'grace.egg', password: DEMO_PASSWORD, userRole: 'Member', ivfCenterId: 1 },
    });
    assert.equal(other.statusCode, 200);
  });
});
