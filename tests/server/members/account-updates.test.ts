// My account: UpdateProfile (validated, encrypted at rest, refused for read-only members) and
// UpdateCredentials (current password required and rate limited; every other session ends and
// the calling tab gets a fresh pair).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import type { TokenPair } from '../../../contract/api/auth.ts';
import type { Member } from '../../../contract/api/members.ts';
import { bearer, createTestApp, DEMO_PASSWORD, usingPostgres, type TestApp } from '../support/test-app.ts';
import { fieldErrors } from '../support/problems.ts';
import { profileUpdateOf } from '../support/profiles.ts';

const newEmail = 'grace.liu.private@example.org';
const newPhoneTyped = '+1 (617) 555-0177';
const profile = {
  namePrefix: 'Dr',
  firstName: 'Grace',
  lastName: 'Liu',
  email: newEmail,
  phone: newPhoneTyped,
  phoneExt: '12',
  addressLine1: '1 Kendall Square',
  addressLine2: 'Suite 300',
  city: 'Cambridge',
  state: 'MA',
  zip: '02139',
  country: 'US',
};

void describe('my account: profile and credentials', () => {
  let t: TestApp;
  const dir = mkdtempSync(join(tmpdir(), 'portal-account-'));
  const file = join(dir, 'portal.sqlite');
  before(async () => {
    t = await createTestApp({ sqliteFile: file, rateLimits: { credentials: { limit: 3, windowMs: 15 * 60_000 } } });
  });
  after(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const updateProfile = (session: { accessToken: string; memberId: number }, payload: unknown) =>
    t.inject({
      method: 'PUT',
      url: `/api/Members/${session.memberId}/MemberAccount/UpdateProfile?token=captcha-token`,
      headers: { ...bearer(session.accessToken), 'if-match': '*' },
      payload: payload as Record<string, unknown>,
    });

  void test('UpdateProfile changes the profile and keeps it encrypted at rest', async () => {
    const grace = await t.login('grace.egg');
    const response = await updateProfile(grace, { ...profile, currentPassword: DEMO_PASSWORD });
    assert.equal(response.statusCode, 200, response.body);
    const member = response.json<Member>();
    // A new address waits for its confirmation link (tests/server/security/account-takeover.test.ts).
    assert.equal(member.profile.email, 'grace.egg@example.com');
    assert.equal(member.pendingEmail, newEmail);
    assert.equal(member.profile.phone, '+16175550177');
    assert.equal(member.profile.addressLine1, '1 Kendall Square');
    assert.equal(member.profile.dateOfBirth, '1992-11-30', 'the birth date is not part of the profile update');
    const again = await t.inject({ method: 'GET', url: `/api/Members/${grace.memberId}/MemberAccount/Member`, headers: bearer(grace.accessToken) });
    assert.equal(again.json<Member>().profile.city, 'Cambridge');

    const secrets = [newEmail, '6175550177', 'Kendall Square'];
    if (usingPostgres) {
      const rows = await sql<{ row: string }>`SELECT row_to_json(m)::text AS row FROM members m`.execute(t.db);
      for (const { row } of rows.rows) for (const secret of secrets) assert.ok(!row.includes(secret), `${secret} stored in clear`);
    } else {
      const bytes = Buffer.concat([file, `${file}-wal`].filter((path) => existsSync(path)).map((path) => readFileSync(path)));
      assert.ok(bytes.length > 10_000);
      assert.ok(bytes.includes('grace.egg'), 'the dump does see clear text columns');
      for (const secret of secrets) assert.equal(bytes.indexOf(secret), -1, `${secret} stored in clear`);
    }
  });

  void test('UpdateProfile validates e-mail and phone (a valid number for the clinic’s country) and refuses read-only members', async () => {
    const grace = await t.login('grace.egg');
    const bad = await updateProfile(grace, { ...profile, email: 'grace@', phone: '617-555-01' });
    assert.equal(bad.statusCode, 400);
    const errors = fieldErrors(bad);
    assert.ok(errors['body/email'] && errors['body/phone'], JSON.stringify(errors));
    const tooLong = await updateProfile(grace, { ...profile, phone: '+44 1234 567 890 1234' });
    assert.equal(tooLong.statusCode, 400);
    // Ten digits that no US number has (area code 123) are refused too.
    const noSuchNumber = await updateProfile(grace, { ...profile, phone: '(123) 456-7890' });
    assert.equal(noSuchNumber.statusCode, 400);
    assert.ok(fieldErrors(noSuchNumber)['body/phone'], JSON.stringify(fieldErrors(noSuchNumber)));

    const olivia = await t.login('olivia.readonly');
    const refused = await updateProfile(olivia, { ...profile, email: 'olivia@example.com' });
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json<{ subCode?: number }>().subCode, undefined);
  });

  void test('a Spanish clinic takes a nine-digit Spanish number, stores it in E.164, and refuses eight digits', async () => {
    const hugo = await t.login('hugo.sol');
    const current = (await t.inject({ method: 'GET', url: `/api/Members/${hugo.memberId}/MemberAccount/Member`, headers: bearer(hugo.accessToken) })).json<Member>().profile;
    const spanish = { ...profile, email: current.email, country: 'ES', state: 'Madrid', zip: '28001', city: 'Madrid' };
    const eight = await updateProfile(hugo, { ...spanish, phone: '6123 4567' });
    assert.equal(eight.statusCode, 400, eight.body);
    assert.ok(fieldErrors(eight)['body/phone'], JSON.stringify(fieldErrors(eight)));
    const nine = await updateProfile(hugo, { ...spanish, phone: '612 34 56 78' });
    assert.equal(nine.statusCode, 200, nine.body);
    assert.equal(nine.json<Member>().profile.phone, '+34612345678');
    // A number of another country is taken with its country code.
    const british = await updateProfile(hugo, { ...spanish, phone: '+44 20 7946 0958' });
    assert.equal(british.statusCode, 200, british.body);
    assert.equal(british.json<Member>().profile.phone, '+442079460958');
  });

  const updateCredentials = (session: { accessToken: string; memberId: number }, body: Record<string, unknown>) =>
    t.inject({ method: 'PUT', url: `/api/Members/${session.memberId}/MemberAccount/UpdateCredentials`, headers: bearer(session.accessToken), payload: body });
  const refresh = (refreshToken: string) => t.inject({ method: 'GET', url: '/api/Auth/RefreshToken', headers: bearer(refreshToken) });

  void test('UpdateCredentials ends every other session and answers a working pair', async () => {
    const tab = await t.login('sam.sperm');
    const otherDevice = await t.login('sam.sperm');
    const newPassword = 'Sam-New-Password-2026';
    const response = await updateCredentials(tab, {
      memberId: tab.memberId,
      ivfCenterId: 1,
      password: DEMO_PASSWORD,
      userName: 'sam.sperm',
      newUserName: '',
      newPassword,
    });
    assert.equal(response.statusCode, 200, response.body);
    const pair = response.json<TokenPair>();

    assert.equal((await refresh(tab.refreshToken)).statusCode, 401);
    assert.equal((await refresh(otherDevice.refreshToken)).statusCode, 401);
    const otherAccess = await t.inject({ method: 'GET', url: `/api/Members/${tab.memberId}/MemberAccount/Member`, headers: bearer(otherDevice.accessToken) });
    assert.equal(otherAccess.statusCode, 401);

    const member = await t.inject({ method: 'GET', url: `/api/Members/${tab.memberId}/MemberAccount/Member`, headers: bearer(pair.accessToken) });
    assert.equal(member.statusCode, 200);
    const rotated = await refresh(pair.refreshToken);
    assert.equal(rotated.statusCode, 200, rotated.body);

    await assert.rejects(t.login('sam.sperm'), /401/);
    assert.ok((await t.login('sam.sperm', newPassword)).accessToken);
  });

  void test('UpdateCredentials: a new user name must be free, and then it signs in', async () => {
    const ben = await t.login('ben.balance');
    const body = { memberId: ben.memberId, ivfCenterId: 1, password: DEMO_PASSWORD, userName: 'ben.balance', newPassword: '' };
    const taken = await updateCredentials(ben, { ...body, newUserName: 'Carol.Couple' });
    assert.equal(taken.statusCode, 409);
    const renamed = await updateCredentials(ben, { ...body, newUserName: 'ben.keller' });
    assert.equal(renamed.statusCode, 200, renamed.body);
    const session = await t.login('ben.keller');
    assert.equal(session.memberId, ben.memberId);
    const oldName = await t.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      payload: { username: 'ben.balance', password: DEMO_PASSWORD, userRole: 'Member', ivfCenterId: 1 },
    });
    assert.equal(oldName.statusCode, 401);
  });

  void test('UpdateCredentials refuses bad input with 400 and a wrong current password with 401, then 429', async () => {
    const dan = await t.login('dan.declined');
    const body = { memberId: dan.memberId, ivfCenterId: 1, password: DEMO_PASSWORD, userName: 'dan.declined', newUserName: '', newPassword: 'Long-Enough-Pass-1' };
    const invalid = await updateCredentials(dan, { ...body, userName: 'someone.else', newPassword: 'short' });
    assert.equal(invalid.statusCode, 400);
    const errors = fieldErrors(invalid);
    assert.ok(errors['body/userName'] && errors['body/newPassword'], JSON.stringify(errors));
    assert.equal((await updateCredentials(dan, { ...body, newPassword: '' })).statusCode, 400, 'nothing to change');

    for (let i = 0; i < 3; i++) {
      const wrong = await updateCredentials(dan, { ...body, password: 'not-the-password' });
      assert.equal(wrong.statusCode, 401);
      assert.equal(wrong.json<{ type: string }>().type, 'urn:cryo-portal:problem:invalid-current-password');
    }
    const limited = await updateCredentials(dan, body);
    assert.equal(limited.statusCode, 429);
    assert.ok(Number(limited.headers['retry-after']) > 0);
    // The session itself is untouched by the failures.
    const still = await t.inject({ method: 'GET', url: `/api/Members/${dan.memberId}/MemberAccount/Member`, headers: bearer(dan.accessToken) });
    assert.equal(still.statusCode, 200);
  });
});

void describe('text is what it claims to be', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  void test('a lone surrogate is refused naming its field; names are stored in NFC', async () => {
    const hugo = await t.login('carol.couple');
    const current = (await t.inject({ method: 'GET', url: `/api/Members/${hugo.memberId}/MemberAccount/Member`, headers: bearer(hugo.accessToken) })).json<Member>();
    const body = profileUpdateOf(current.profile);
    const update = (payload: Record<string, unknown>) =>
      t.inject({
        method: 'PUT',
        url: `/api/Members/${hugo.memberId}/MemberAccount/UpdateProfile`,
        headers: { ...bearer(hugo.accessToken), 'content-type': 'application/json', 'if-match': '*' },
        payload: JSON.stringify(payload),
      });
    const lone = await update({ ...body, city: 'M\ud800laga' });
    assert.equal(lone.statusCode, 400, lone.body);
    assert.deepEqual(Object.keys(fieldErrors(lone)), ['body/city']);
    const decomposed = 'Ma\u0301laga';
    const saved = await update({ ...body, city: decomposed });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json<Member>().profile.city, 'Málaga'.normalize('NFC'));
    assert.notEqual(saved.json<Member>().profile.city, decomposed);
  });
});
