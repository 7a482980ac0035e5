// Stale writes are refused, not merged (issue 20): the member's profile, payment settings (the
// default method) and matching profile carry an ETag; a write needs If-Match — 428 without it,
// 412 with a tag that is no longer current (nothing changed, the current tag in the answer) — and
// two writes racing on one tag cannot both win.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Member } from '../../../contract/api/members.ts';
import type { OwnMatchingProfile } from '../../../contract/api/matching-site.ts';
import { bearer, createTestApp, type TestApp } from '../support/test-app.ts';
import { coupleStep } from '../support/matching.ts';
import { profileUpdateOf } from '../support/profiles.ts';

interface Session {
  accessToken: string;
  memberId: number;
}

const futureExpiry = `${new Date().getUTCFullYear() + 2}-08`;

void describe('ETag and If-Match on the member’s own editable things', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const readMember = async (session: Session) => {
    const response = await t.inject({ method: 'GET', url: `/api/Members/${session.memberId}/MemberAccount/Member`, headers: bearer(session.accessToken) });
    assert.equal(response.statusCode, 200, response.body);
    const member = response.json<Member>();
    assert.equal(response.headers.etag, member.etag, 'the header and the body name the same version');
    return member;
  };
  const profileBody = (member: Member, change: Record<string, unknown>) => profileUpdateOf(member.profile, change);
  const updateProfile = (session: Session, body: object, ifMatch?: string) =>
    t.inject({
      method: 'PUT',
      url: `/api/Members/${session.memberId}/MemberAccount/UpdateProfile`,
      headers: { ...bearer(session.accessToken), ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
      payload: body,
    });

  void test('profile: 428 without If-Match, 412 when stale (nothing saved), 200 with the current tag and a new tag after', async () => {
    const grace = await t.login('grace.egg');
    const first = await readMember(grace);
    assert.match(first.etag, /^"account-\d+"$/);

    const missing = await updateProfile(grace, profileBody(first, { city: 'Somerville' }));
    assert.equal(missing.statusCode, 428, missing.body);
    assert.match(missing.headers['content-type'] ?? '', /^application\/problem\+json/);
    assert.match(missing.json<{ type: string }>().type, /precondition-required$/);

    const saved = await updateProfile(grace, profileBody(first, { city: 'Somerville' }), first.etag);
    assert.equal(saved.statusCode, 200, saved.body);
    const second = saved.json<Member>();
    assert.equal(saved.headers.etag, second.etag);
    assert.notEqual(second.etag, first.etag);
    assert.equal(second.profile.city, 'Somerville');

    // Another window still holds the first version: its save is refused and changes nothing.
    const stale = await updateProfile(grace, profileBody(first, { city: 'Medford' }), first.etag);
    assert.equal(stale.statusCode, 412, stale.body);
    assert.match(stale.json<{ type: string }>().type, /changed-elsewhere$/);
    assert.equal(stale.headers.etag, second.etag, 'the refusal names the current version');
    assert.equal((await readMember(grace)).profile.city, 'Somerville');

    // A weak tag never matches (strong comparison); a list matches when one of its tags is current; * matches any.
    assert.equal((await updateProfile(grace, profileBody(second, {}), `W/${second.etag}`)).statusCode, 412);
    assert.equal((await updateProfile(grace, profileBody(second, { city: 'Arlington' }), `"account-0", ${second.etag}`)).statusCode, 200);
    assert.equal((await updateProfile(grace, profileBody(second, { city: 'Cambridge' }), '*')).statusCode, 200);
  });

  void test('profile: two saves racing on one version — exactly one wins, the other is 412', async () => {
    const grace = await t.login('grace.egg');
    const base = await readMember(grace);
    const answers = await Promise.all(['Boston', 'Quincy', 'Newton', 'Salem'].map((city) => updateProfile(grace, profileBody(base, { city }), base.etag)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    assert.deepEqual(codes, [200, 412, 412, 412], answers.map((a) => a.body).join('\n'));
    const winner = answers.find((answer) => answer.statusCode === 200)?.json<Member>();
    assert.equal((await readMember(grace)).profile.city, winner?.profile.city);
  });

  void test('payment settings: making a card the default needs the current version, checked before anything is captured', async () => {
    const emma = await t.login('emma.recipient');
    const payments = (path: string, extra: { query?: Record<string, string>; headers?: Record<string, string>; payload?: object } = {}) =>
      t.inject({
        method: 'POST',
        url: `/api/Members/${emma.memberId}/Payments/${path}`,
        headers: { ...bearer(emma.accessToken), ...extra.headers },
        query: extra.query ?? {},
        ...(extra.payload ? { payload: extra.payload } : {}),
      });
    const confirmedOrder = async () => {
      const created = await payments('CardVaultingOrder', { payload: { billingPostalCode: '02143' } });
      assert.equal(created.statusCode, 200, created.body);
      const { orderId } = created.json<{ orderId: string }>();
      const confirmed = await t.inject({
        method: 'POST',
        url: `/emulators/paypal/v2/checkout/orders/${orderId}/confirm-payment-source`,
        payload: {
          payment_source: { card: { number: '4111111111111111', expiry: futureExpiry, security_code: '123', name: 'Test Buyer', billing_address: { postal_code: '02143' } } },
        },
      });
      assert.equal(confirmed.statusCode, 200, confirmed.body);
      return orderId;
    };
    const vaults = async () => (await t.db.selectFrom('payment_vaults').select('vault_id').where('member_id', '=', emma.memberId).execute()).length;

    const opened = await readMember(emma);
    const orderId = await confirmedOrder();
    const before = await vaults();
    const missing = await payments(`CardVaultingOrder/${orderId}/Capture`, { query: { makeDefault: 'true' } });
    assert.equal(missing.statusCode, 428, missing.body);
    assert.equal(await vaults(), before, 'nothing captured without If-Match');

    // Another window changes the profile (part of the same version): the card form's version is stale.
    const elsewhere = await updateProfile(emma, profileBody(opened, { addressLine2: 'Flat 2' }), opened.etag);
    assert.equal(elsewhere.statusCode, 200, elsewhere.body);
    const stale = await payments(`CardVaultingOrder/${orderId}/Capture`, { query: { makeDefault: 'true' }, headers: { 'if-match': opened.etag } });
    assert.equal(stale.statusCode, 412, stale.body);
    assert.equal(await vaults(), before, 'nothing captured when stale');

    const current = await readMember(emma);
    const captured = await payments(`CardVaultingOrder/${orderId}/Capture`, { query: { makeDefault: 'true' }, headers: { 'if-match': current.etag } });
    assert.equal(captured.statusCode, 200, captured.body);
    const member = captured.json<Member>();
    assert.equal(member.paymentMethodId, 'CR');
    assert.notEqual(member.etag, current.etag, 'a new default method is a new version');
    assert.equal(await vaults(), before + 1);
    // Replaying the capture (a retried request) changes nothing and needs no version.
    const replay = await payments(`CardVaultingOrder/${orderId}/Capture`, { query: { makeDefault: 'true' }, headers: { 'if-match': current.etag } });
    assert.equal(replay.statusCode, 200, replay.body);
    assert.equal(replay.json<Member>().etag, member.etag);

    // Saving a method without making it the default changes no setting: no If-Match needed.
    const another = await confirmedOrder();
    assert.equal((await payments(`CardVaultingOrder/${another}/Capture`, { query: { makeDefault: 'false' } })).statusCode, 200);
  });

  void test('matching profile: each step needs the current version; a rebuild too', async () => {
    const carol = await t.login('carol.couple');
    const matching = (method: 'GET' | 'PUT', path: string, ifMatch?: string, payload?: object) =>
      t.inject({
        method,
        url: `/api/Members/${carol.memberId}/MatchingSite/${path}`,
        headers: { ...bearer(carol.accessToken), ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
        ...(payload ? { payload } : {}),
      });
    const read = await matching('GET', 'MatchingProfile');
    assert.equal(read.statusCode, 200, read.body);
    const opened = read.json<OwnMatchingProfile>();
    assert.equal(read.headers.etag, opened.etag);
    assert.match(opened.etag, /^"matching-\d+"$/);

    assert.equal((await matching('PUT', 'UpdateMatchingProfile', undefined, { step: 'privacy', privacyTypeId: 'OPEN' })).statusCode, 428);
    const saved = await matching('PUT', 'UpdateMatchingProfile', opened.etag, { step: 'privacy', privacyTypeId: 'OPEN' });
    assert.equal(saved.statusCode, 200, saved.body);
    const afterPrivacy = saved.json<OwnMatchingProfile>();
    assert.notEqual(afterPrivacy.etag, opened.etag);

    // The other window saves its step on the old version: refused, the profile as the first window left it.
    const stale = await matching('PUT', 'UpdateMatchingProfile', opened.etag, coupleStep);
    assert.equal(stale.statusCode, 412, stale.body);
    assert.equal(stale.headers.etag, afterPrivacy.etag);
    const now = (await matching('GET', 'MatchingProfile')).json<OwnMatchingProfile>();
    assert.equal(now.nextStep, 'couple', 'the stale couple step was not saved');
    assert.equal(now.privacyTypeId, 'OPEN');

    assert.equal((await matching('PUT', 'RebuildMatchingProfile')).statusCode, 428);
    assert.equal((await matching('PUT', 'RebuildMatchingProfile', opened.etag)).statusCode, 412);
    const rebuilt = await matching('PUT', 'RebuildMatchingProfile', now.etag);
    assert.equal(rebuilt.statusCode, 200, rebuilt.body);
    assert.equal(rebuilt.json<OwnMatchingProfile>().nextStep, 'privacy');
  });
});
