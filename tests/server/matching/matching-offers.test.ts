// Issue 15, what a donor couple offers and whom it answers, tried as an attacker with a member
// account: recipients see and reserve only the freeze events the couple offers (another
// member's, a withdrawn or a never-offered one is the same 404, and nothing is stored); only the
// couple sets its offers (404 for another member's path, 409 for a recipient, no coercion, If-Match);
// a reserved freeze event stays offered; the couple reads the profile of a recipient who asked it,
// and nobody else's; a closed (CLOS) couple sees the recipient by an alias, never her names.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { EligibleFreeze, MatchingHome, MatchingRequest, MatchingSearchResult, OfferedFreezes, RequestingRecipient } from '../../../contract/api/matching-site.ts';
import { bearer, createTestApp, waitForMail, type TestApp } from '../support/test-app.ts';
import { buildProfile, matchingCall, offerFreezes, type Session } from '../support/matching.ts';

void describe('matching site: offered embryos and the requesting recipient', async () => {
  const t: TestApp = await createTestApp();
  let carol: Session;
  let emma: Session;
  let mia: Session;
  /** carol's donatable freeze events: the one she offers, and one she does not. */
  const freezes = { offered: 0, kept: 0, ofAnotherDonor: 0 };

  const problemOf = (response: Awaited<ReturnType<typeof matchingCall>>, status: number, kind?: RegExp) => {
    assert.equal(response.statusCode, status, response.body);
    assert.match(String(response.headers['content-type']), /^application\/problem\+json/);
    if (kind) assert.match(response.json<{ type: string }>().type, kind);
  };
  const reservationsOf = (freezeId: number) =>
    t.db.selectFrom('matching_requests').select('id').where('kind', '=', 'RESERVATION').where('freeze_event_id', '=', freezeId).execute();
  const offeredFlags = async () =>
    Object.fromEntries(
      (await t.db.selectFrom('freeze_events').select(['id', 'offered_for_matching']).where('member_id', '=', carol.memberId).execute()).map((row) => [
        row.id,
        row.offered_for_matching,
      ]),
    );
  const getOffers = async (session: Session) => matchingCall(t, session, 'OfferedFreezes');

  before(async () => {
    carol = await t.login('carol.couple');
    emma = await t.login('emma.recipient');
    mia = await t.login('mia.recipient');
    await buildProfile(t, carol, 'OPEN');
    const ids = (
      await t.db
        .selectFrom('freeze_events')
        .select('id')
        .where('member_id', '=', carol.memberId)
        .where('deleted_at', 'is', null)
        .where('item_type_id', '=', 'CRY')
        .orderBy('id')
        .execute()
    ).map((row) => row.id);
    freezes.offered = ids[0] ?? 0;
    freezes.kept = ids[1] ?? 0;
    const other = await t.db
      .selectFrom('freeze_events')
      .innerJoin('matching_profiles', 'matching_profiles.member_id', 'freeze_events.member_id')
      .select('freeze_events.id')
      .where('matching_profiles.role', '=', 'DONOR')
      .where('matching_profiles.privacy_type_id', '=', 'OPEN')
      .where('freeze_events.offered_for_matching', '=', 1)
      .where('freeze_events.member_id', '!=', carol.memberId)
      .orderBy('freeze_events.id')
      .executeTakeFirstOrThrow();
    freezes.ofAnotherDonor = other.id;
    assert.ok(freezes.offered && freezes.kept);
  });
  after(() => t.close());

  void test('a couple that has built its profile offers nothing until it chooses: recipients see no embryos', async () => {
    const offers = await getOffers(carol);
    assert.equal(offers.statusCode, 200, offers.body);
    const body = offers.json<OfferedFreezes>();
    assert.equal(offers.headers.etag, body.etag);
    assert.ok(body.freezes.length >= 4, offers.body);
    assert.ok(body.freezes.every((freeze) => !freeze.offered && !freeze.reserved));
    const eligible = await matchingCall(t, emma, 'EligibleFreezesForDonation', { id: carol.memberId });
    assert.deepEqual(eligible.json<EligibleFreeze[]>(), []);
    const search = (await matchingCall(t, emma, 'MatchingSiteMembersBySearch', { pageSize: 50, residenceState: 'MA' })).json<MatchingSearchResult>();
    assert.equal(search.items.find((item) => item.memberId === carol.memberId)?.eligibleEmbryoCount, 0);
  });

  void test('only the couple sets its offers: other members, recipients, coerced bodies and stale versions are refused', async () => {
    const before = await offeredFlags();
    // Another member's path: the 404 of a member that does not exist.
    const foreign = await t.inject({
      method: 'PUT',
      url: `/api/Members/${carol.memberId}/MatchingSite/OfferedFreezes`,
      headers: { ...bearer(emma.accessToken), 'if-match': '*' },
      payload: { freezeIds: [freezes.kept] },
    });
    problemOf(foreign, 404);
    problemOf(await getOffers(emma), 409, /not-a-matching-donor$/);
    problemOf(await offerFreezes(t, emma, [freezes.kept]), 409, /not-a-matching-donor$/);
    // Another donor's freeze event, an id that does not exist: 404, and nothing of carol's changes.
    problemOf(await offerFreezes(t, carol, [freezes.offered, freezes.ofAnotherDonor]), 404);
    problemOf(await offerFreezes(t, carol, [999_999]), 404);
    // No coercion, canonical ids only, no duplicates.
    for (const freezeIds of [[String(freezes.offered)], [freezes.offered, freezes.offered], [-1], [1.5]]) {
      const response = await t.inject({
        method: 'PUT',
        url: `/api/Members/${carol.memberId}/MatchingSite/OfferedFreezes`,
        headers: { ...bearer(carol.accessToken), 'if-match': '*' },
        payload: { freezeIds },
      });
      problemOf(response, 400);
    }
    const unconditional = await t.inject({
      method: 'PUT',
      url: `/api/Members/${carol.memberId}/MatchingSite/OfferedFreezes`,
      headers: bearer(carol.accessToken),
      payload: { freezeIds: [] },
    });
    problemOf(unconditional, 428);
    problemOf(await offerFreezes(t, carol, [freezes.offered], '"matching-0"'), 412);
    assert.deepEqual(await offeredFlags(), before);
  });

  void test('the couple offers one freeze event: recipients see it alone', async () => {
    const { etag } = (await getOffers(carol)).json<OfferedFreezes>();
    const saved = await offerFreezes(t, carol, [freezes.offered], etag);
    assert.equal(saved.statusCode, 200, saved.body);
    const body = saved.json<OfferedFreezes>();
    assert.notEqual(body.etag, etag);
    assert.deepEqual(
      body.freezes.filter((freeze) => freeze.offered).map((freeze) => freeze.freezeId),
      [freezes.offered],
    );
    const eligible = (await matchingCall(t, emma, 'EligibleFreezesForDonation', { id: carol.memberId })).json<EligibleFreeze[]>();
    assert.deepEqual(
      eligible.map((freeze) => freeze.freezeId),
      [freezes.offered],
    );
    // The old version no longer saves.
    problemOf(await offerFreezes(t, carol, [], etag), 412);
  });

  void test('a recipient with an accepted match reserves only what the couple offers (the API refuses the rest, nothing is stored)', async () => {
    assert.equal((await matchingCall(t, emma, 'ConfirmMatchRequest', { requestMemberId: carol.memberId, requestConfirmDisclaimer: true })).statusCode, 200);
    assert.equal((await matchingCall(t, carol, 'AcceptMatchRequest', { requestMemberId: emma.memberId, accept: true })).statusCode, 200);

    // A freeze event carol did not offer.
    problemOf(await matchingCall(t, emma, 'ConfirmRequestReservation', { requestMemberId: carol.memberId, requestConfirmDisclaimer: true, freezeId: freezes.kept }), 404);
    // Another couple's freeze event, asked of carol; and carol's offered one asked of another couple.
    problemOf(await matchingCall(t, emma, 'ConfirmRequestReservation', { requestMemberId: carol.memberId, requestConfirmDisclaimer: true, freezeId: freezes.ofAnotherDonor }), 404);
    const otherDonor = (await t.db.selectFrom('freeze_events').select('member_id').where('id', '=', freezes.ofAnotherDonor).executeTakeFirstOrThrow()).member_id;
    problemOf(await matchingCall(t, emma, 'ConfirmRequestReservation', { requestMemberId: otherDonor, requestConfirmDisclaimer: true, freezeId: freezes.offered }), 404);
    // Asking for it through the donor view's freezeId does not reveal it either.
    problemOf(await matchingCall(t, emma, 'MatchingSiteMember', { requestMemberId: carol.memberId, freezeId: freezes.kept }), 404);
    assert.deepEqual(await reservationsOf(freezes.kept), []);

    const reserved = await matchingCall(t, emma, 'ConfirmRequestReservation', { requestMemberId: carol.memberId, requestConfirmDisclaimer: true, freezeId: freezes.offered });
    assert.equal(reserved.statusCode, 200, reserved.body);
    assert.equal(reserved.json<MatchingRequest>().freezeId, freezes.offered);
  });

  void test('a reserved freeze event stays offered; a withdrawn one can no longer be reserved', async () => {
    const { etag, freezes: list } = (await getOffers(carol)).json<OfferedFreezes>();
    assert.equal(list.find((freeze) => freeze.freezeId === freezes.offered)?.reserved, true);
    problemOf(await offerFreezes(t, carol, [freezes.kept], etag), 409, /reserved-embryos-stay-offered$/);
    // Offer the second one, then withdraw it again: a recipient who saw it cannot reserve it any more.
    const both = await offerFreezes(t, carol, [freezes.offered, freezes.kept], etag);
    assert.equal(both.statusCode, 200, both.body);
    const withdrawn = await offerFreezes(t, carol, [freezes.offered], both.json<OfferedFreezes>().etag);
    assert.equal(withdrawn.statusCode, 200, withdrawn.body);
    problemOf(await matchingCall(t, emma, 'ConfirmRequestReservation', { requestMemberId: carol.memberId, requestConfirmDisclaimer: true, freezeId: freezes.kept }), 404);
    assert.deepEqual(await reservationsOf(freezes.kept), []);
  });

  void test('the couple reads the profile of a recipient who asked it, and of nobody else', async () => {
    const response = await matchingCall(t, carol, 'RequestingRecipient', { requestMemberId: emma.memberId });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['cache-control'], 'no-store');
    const profile = response.json<RequestingRecipient>();
    // carol's profile is OPEN: she may know emma by first names.
    assert.equal(profile.displayName, 'Emma & James');
    assert.ok(profile.letter?.startsWith('We have hoped'));
    assert.equal(profile.attributes.residenceState, 'MA');
    assert.ok(!response.body.includes('Recipient'), 'no last name or account data');
    // mia asked carol nothing; an id that is no member; a donor's id; emma herself asking.
    problemOf(await matchingCall(t, carol, 'RequestingRecipient', { requestMemberId: mia.memberId }), 404);
    problemOf(await matchingCall(t, carol, 'RequestingRecipient', { requestMemberId: 999_999 }), 404);
    problemOf(await matchingCall(t, carol, 'RequestingRecipient', { requestMemberId: carol.memberId }), 404);
    problemOf(await matchingCall(t, emma, 'RequestingRecipient', { requestMemberId: emma.memberId }), 409, /not-a-matching-donor$/);
    const foreign = await t.inject({
      method: 'GET',
      url: `/api/Members/${carol.memberId}/MatchingSite/RequestingRecipient?requestMemberId=${emma.memberId}`,
      headers: bearer(mia.accessToken),
    });
    problemOf(foreign, 404);
  });

  void test('a closed (CLOS) couple sees the recipient by an alias: no first name in any answer or e-mail', async () => {
    const closed = await t.db
      .selectFrom('matching_profiles')
      .innerJoin('members', 'members.id', 'matching_profiles.member_id')
      .select(['members.id', 'members.user_name'])
      .where('matching_profiles.role', '=', 'DONOR')
      .where('matching_profiles.completion_status_id', '=', 'CURRNT')
      .where('matching_profiles.privacy_type_id', '=', 'CLOS')
      .orderBy('members.id')
      .executeTakeFirstOrThrow();
    const miaCode = (await t.db.selectFrom('matching_profiles').select('profile_code').where('member_id', '=', mia.memberId).executeTakeFirstOrThrow()).profile_code;
    assert.equal((await matchingCall(t, mia, 'ConfirmMatchRequest', { requestMemberId: closed.id, requestConfirmDisclaimer: true })).statusCode, 200);
    const couple = await t.login(closed.user_name);
    const names = /Mia|Lucas/;

    const profile = await matchingCall(t, couple, 'RequestingRecipient', { requestMemberId: mia.memberId });
    assert.equal(profile.statusCode, 200, profile.body);
    assert.equal(profile.json<RequestingRecipient>().displayName, miaCode);
    assert.doesNotMatch(profile.body, names);
    assert.equal(profile.json<RequestingRecipient>().coupleInformation?.aboutUs, 'A nurse and a carpenter from Somerville with a big extended family.');

    const home = await matchingCall(t, couple, 'MatchingHome');
    assert.ok(home.json<MatchingHome>().requests.some((request) => request.counterpartMemberId === mia.memberId && request.counterpartName === miaCode));
    assert.doesNotMatch(home.body, names);
    const mail = await waitForMail(t, `${closed.user_name}@example.com`, /^New match request$/);
    assert.ok(mail.text.includes(miaCode), mail.text);
    assert.doesNotMatch(`${mail.subject} ${mail.text}`, names);
    const answered = await matchingCall(t, couple, 'AcceptMatchRequest', { requestMemberId: mia.memberId, accept: false });
    assert.equal(answered.json<MatchingRequest>().counterpartName, miaCode);
    // Once answered (declined), the profile is no longer the couple's to read.
    problemOf(await matchingCall(t, couple, 'RequestingRecipient', { requestMemberId: mia.memberId }), 404);
  });
});
