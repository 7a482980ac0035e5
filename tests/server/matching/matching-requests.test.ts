// Issue 5, requests: match, photos and reservation requests from recipients to a donor couple
// (state machine, disclaimer, idempotent repeats, illegal transitions 409), reservation
// exclusivity under concurrency, reserved embryos hidden from another recipient, an accepted
// reservation moving the embryos to ICR-EDON and a cancellation restoring them, the donor's
// contract eligibility, the e-mails of both sides, and the matching home.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ContractEligibility, EligibleFreeze, MatchingHome, MatchingRequest, MatchingSearchResult, MatchingSiteMember } from '../../../contract/api/matching-site.ts';
import { insertRequest } from '../../../server/db/repositories/matching-requests-repository.ts';
import { matchingRequestMail } from '../../../server/services/matching-mail.ts';
import { bearer, createTestApp, waitForMail, type CaughtMail, type TestApp } from '../support/test-app.ts';
import { buildProfile, matchingCall, offerFreezes, type Session } from '../support/matching.ts';

const CRYC = 'ICR-CRYC----------------';
const CRYL = 'ICR-CRYL----------------';
const EDON = 'ICR-EDON----------------';

void describe('matching site: requests and reservations', async () => {
  const t: TestApp = await createTestApp();
  let carol: Session;
  let emma: Session;
  let mia: Session;
  /** carol's embryos stored at the clinic (CRYC) and at the long-term facility (CRYL). */
  const freezes = { clinic: 0, longTerm: 0 };

  const ok = async <T>(response: Awaited<ReturnType<typeof matchingCall>>): Promise<T> => {
    assert.equal(response.statusCode, 200, response.body);
    return Promise.resolve(response.json<T>());
  };
  const problemOf = (response: Awaited<ReturnType<typeof matchingCall>>, status: number, kind: RegExp) => {
    assert.equal(response.statusCode, status, response.body);
    const problem = response.json<{ type: string; subCode?: number; detail: string }>();
    assert.match(problem.type, kind);
    return problem;
  };
  const requestsBetween = (recipientId: number, kind: string) =>
    t.db
      .selectFrom('matching_requests')
      .select(['id', 'state', 'freeze_event_id'])
      .where('recipient_member_id', '=', recipientId)
      .where('donor_member_id', '=', carol.memberId)
      .where('kind', '=', kind)
      .orderBy('id')
      .execute();
  const freezeStatus = async (freezeId: number) => (await t.db.selectFrom('freeze_events').select('status_id').where('id', '=', freezeId).executeTakeFirstOrThrow()).status_id;
  const mailsTo = async (to: string) => (await t.inject({ method: 'GET', url: `/emulators/mail/messages?to=${encodeURIComponent(to)}` })).json<CaughtMail[]>();

  before(async () => {
    carol = await t.login('carol.couple');
    emma = await t.login('emma.recipient');
    mia = await t.login('mia.recipient');
    const items = await t.db.selectFrom('freeze_events').select(['id', 'status_id']).where('member_id', '=', carol.memberId).where('deleted_at', 'is', null).execute();
    freezes.clinic = items.find((item) => item.status_id === CRYC)?.id ?? 0;
    freezes.longTerm = items.find((item) => item.status_id === CRYL)?.id ?? 0;
    assert.ok(freezes.clinic && freezes.longTerm);
    await buildProfile(t, carol, 'OPEN');
    // Recipients may reserve only what the couple offers: carol offers these two.
    const offered = await offerFreezes(t, carol, [freezes.clinic, freezes.longTerm]);
    assert.equal(offered.statusCode, 200, offered.body);
  });
  after(() => t.close());

  void test('mia.recipient is a second Current recipient, and carol is listed with her donatable embryos', async () => {
    const search = await ok<MatchingSearchResult>(await matchingCall(t, mia, 'MatchingSiteMembersBySearch', { pageSize: 50, residenceState: 'MA' }));
    const card = search.items.find((item) => item.memberId === carol.memberId);
    assert.ok(card);
    const eligible = await ok<EligibleFreeze[]>(await matchingCall(t, mia, 'EligibleFreezesForDonation', { id: carol.memberId }));
    assert.ok(eligible.length >= 2);
    assert.equal(
      card.eligibleEmbryoCount,
      eligible.reduce((sum, freeze) => sum + freeze.count, 0),
    );
  });

  void test('the disclaimer is required, and a reservation names its embryos', async () => {
    problemOf(await matchingCall(t, emma, 'ConfirmMatchRequest', { requestMemberId: carol.memberId, requestConfirmDisclaimer: false }), 400, /request-disclaimer-required$/);
    problemOf(await matchingCall(t, emma, 'ConfirmRequestReservation', { requestMemberId: carol.memberId, requestConfirmDisclaimer: true }), 400, /request-freeze-required$/);
    assert.deepEqual(await requestsBetween(emma.memberId, 'MATCH'), []);
  });

  void test('who may call: recipients ask, donors answer (409 otherwise)', async () => {
    problemOf(await matchingCall(t, carol, 'ConfirmMatchRequest', { requestMemberId: carol.memberId, requestConfirmDisclaimer: true }), 409, /not-a-matching-recipient$/);
    problemOf(await matchingCall(t, carol, 'GenerateDonorProfile', { requestMemberId: carol.memberId }), 409, /not-a-matching-recipient$/);
    problemOf(await matchingCall(t, emma, 'AcceptMatchRequest', { requestMemberId: emma.memberId, accept: true }), 409, /not-a-matching-donor$/);
    problemOf(await matchingCall(t, emma, 'EmbryoDonorContractEligibility'), 409, /not-a-matching-donor$/);
    const rachel = await t.login('rachel.recipient');
    problemOf(await matchingCall(t, rachel, 'ConfirmMatchRequest', { requestMemberId: carol.memberId, requestConfirmDisclaimer: true }), 409, /matching-profile-not-current$/);
  });

  void test('match request: requested once (a repeat answers the same request), both sides e-mailed', async () => {
    const first = await ok<MatchingRequest>(await matchingCall(t, emma, 'ConfirmMatchRequest', { requestMemberId: carol.memberId, requestConfirmDisclaimer: true }));
    assert.equal(first.state, 'REQUESTED');
    assert.equal(first.counterpartMemberId, carol.memberId);
    assert.equal(first.counterpartName, 'Carol & Daniel');
    const again = await matchingCall(t, emma, 'ConfirmMatchRequest', { requestMemberId: carol.memberId, requestConfirmDisclaimer: true });
    assert.equal(again.headers['cache-control'], 'no-store');
    assert.equal((await ok<MatchingRequest>(again)).id, first.id);
    assert.deepEqual(
      (await requestsBetween(emma.memberId, 'MATCH')).map((row) => row.state),
      ['REQUESTED'],
    );

    const toCarol = await waitForMail(t, 'carol.couple@example.com', /^New match request$/);
    assert.match(toCarol.text, /Emma & James sent you a match request/);
    assert.ok(!toCarol.text.includes('Whitfield'));
    const toEmma = await waitForMail(t, 'emma.recipient@example.com', /^Your match request was sent$/);
    assert.match(toEmma.text, /Carol & Daniel/);
  });

  void test('a reservation needs an accepted match', async () => {
    problemOf(
      await matchingCall(t, emma, 'ConfirmRequestReservation', { requestMemberId: carol.memberId, requestConfirmDisclaimer: true, freezeId: freezes.clinic }),
      409,
      /match-not-accepted$/,
    );
    assert.deepEqual(await requestsBetween(emma.memberId, 'RESERVATION'), []);
  });

  void test('the couple answers: accept once; answering again or answering nothing is a 409', async () => {
    problemOf(await matchingCall(t, carol, 'AcceptPhotosRequest', { requestMemberId: emma.memberId, accept: true }), 409, /request-not-open$/);
    const accepted = await ok<MatchingRequest>(await matchingCall(t, carol, 'AcceptMatchRequest', { requestMemberId: emma.memberId, accept: true }));
    assert.equal(accepted.state, 'ACCEPTED');
    assert.equal(accepted.counterpartName, 'Emma & James');
    assert.ok(accepted.answeredAt);
    problemOf(await matchingCall(t, carol, 'AcceptMatchRequest', { requestMemberId: emma.memberId, accept: false }), 409, /request-not-open$/);
    assert.deepEqual(
      (await requestsBetween(emma.memberId, 'MATCH')).map((row) => row.state),
      ['ACCEPTED'],
    );
    await waitForMail(t, 'emma.recipient@example.com', /^Your match request was accepted$/);
    await waitForMail(t, 'carol.couple@example.com', /^You accepted a match request$/);
    const member = await ok<MatchingSiteMember>(await matchingCall(t, emma, 'MatchingSiteMember', { requestMemberId: carol.memberId }));
    assert.equal(member.matchRequestState, 'ACCEPTED');
  });

  void test('declined, then cancelling is a 409; a new request starts again', async () => {
    await ok<MatchingRequest>(await matchingCall(t, mia, 'ConfirmMatchRequest', { requestMemberId: carol.memberId, requestConfirmDisclaimer: true }));
    const declined = await ok<MatchingRequest>(await matchingCall(t, carol, 'AcceptMatchRequest', { requestMemberId: mia.memberId, accept: false }));
    assert.equal(declined.state, 'DECLINED');
    await waitForMail(t, 'mia.recipient@example.com', /^Your match request was declined$/);
    problemOf(await matchingCall(t, mia, 'ConfirmMatchCancellation', { requestMemberId: carol.memberId }), 409, /request-not-active$/);
    const again = await ok<MatchingRequest>(await matchingCall(t, mia, 'ConfirmMatchRequest', { requestMemberId: carol.memberId, requestConfirmDisclaimer: true }));
    assert.equal(again.state, 'REQUESTED');
    assert.equal((await ok<MatchingRequest>(await matchingCall(t, carol, 'AcceptMatchRequest', { requestMemberId: mia.memberId, accept: true }))).state, 'ACCEPTED');
    assert.deepEqual(
      (await requestsBetween(mia.memberId, 'MATCH')).map((row) => row.state),
      ['DECLINED', 'ACCEPTED'],
    );
  });

  void test('two concurrent reservations of the same embryos: exactly one wins, the other gets 409', async () => {
    const reserve = (session: Session) =>
      matchingCall(t, session, 'ConfirmRequestReservation', { requestMemberId: carol.memberId, requestConfirmDisclaimer: true, freezeId: freezes.clinic });
    const [first, second] = await Promise.all([reserve(emma), reserve(mia)]);
    const statuses = [first.statusCode, second.statusCode].sort();
    assert.deepEqual(statuses, [200, 409], `${first.body} ${second.body}`);
    const loserResponse = first.statusCode === 409 ? first : second;
    assert.match(loserResponse.json<{ type: string }>().type, /embryos-already-reserved$/);
    const active = await t.db
      .selectFrom('matching_requests')
      .select(['recipient_member_id', 'state'])
      .where('kind', '=', 'RESERVATION')
      .where('freeze_event_id', '=', freezes.clinic)
      .execute();
    assert.equal(active.length, 1);
    assert.equal(active[0]?.state, 'REQUESTED');
  });

  void test('the unique indexes decide a race: the losing insert is reported, and twin requests share one row', async () => {
    const now = new Date(t.clock.now()).toISOString();
    const key = { kind: 'RESERVATION', recipientMemberId: emma.memberId, donorMemberId: carol.memberId, freezeId: freezes.clinic };
    // The freeze event is reserved already (previous test): a direct insert loses on the index, on either database.
    assert.equal(await insertRequest(t.db, key, now), null);
    assert.equal(await insertRequest(t.db, { ...key, recipientMemberId: mia.memberId }, now), null);

    // A second session of the same recipient sends the same request at the same moment.
    const emmaAgain = await t.login('emma.recipient');
    const donor = (
      await t.db
        .selectFrom('matching_profiles')
        .select('member_id')
        .where('role', '=', 'DONOR')
        .where('privacy_type_id', '=', 'OPEN')
        .where('completion_status_id', '=', 'CURRNT')
        .orderBy('member_id')
        .executeTakeFirstOrThrow()
    ).member_id;
    const twins = await Promise.all(
      [emma, emmaAgain].map((session) => matchingCall(t, session, 'ConfirmPhotosRequest', { requestMemberId: donor, requestConfirmDisclaimer: true })),
    );
    assert.deepEqual(
      twins.map((response) => response.statusCode),
      [200, 200],
    );
    assert.equal(twins[0]?.json<MatchingRequest>().id, twins[1]?.json<MatchingRequest>().id);
    const rows = await t.db
      .selectFrom('matching_requests')
      .select('id')
      .where('kind', '=', 'PHOTOS')
      .where('recipient_member_id', '=', emma.memberId)
      .where('donor_member_id', '=', donor)
      .execute();
    assert.equal(rows.length, 1);
  });

  void test('reserved embryos disappear from the other recipient; the reserving one sees the reservation', async () => {
    const holder = (
      await t.db
        .selectFrom('matching_requests')
        .select('recipient_member_id')
        .where('kind', '=', 'RESERVATION')
        .where('freeze_event_id', '=', freezes.clinic)
        .executeTakeFirstOrThrow()
    ).recipient_member_id;
    const [owner, other] = holder === emma.memberId ? [emma, mia] : [mia, emma];
    const eligible = await ok<EligibleFreeze[]>(await matchingCall(t, other, 'EligibleFreezesForDonation', { id: carol.memberId }));
    assert.ok(!eligible.some((freeze) => freeze.freezeId === freezes.clinic));
    assert.ok(eligible.some((freeze) => freeze.freezeId === freezes.longTerm));
    const card = (await ok<MatchingSearchResult>(await matchingCall(t, other, 'MatchingSiteMembersBySearch', { pageSize: 50, residenceState: 'MA' }))).items.find(
      (item) => item.memberId === carol.memberId,
    );
    assert.equal(
      card?.eligibleEmbryoCount,
      eligible.reduce((sum, freeze) => sum + freeze.count, 0),
    );
    assert.equal((await matchingCall(t, other, 'MatchingSiteMember', { requestMemberId: carol.memberId, freezeId: freezes.clinic })).statusCode, 404);
    const own = await ok<MatchingSiteMember>(await matchingCall(t, owner, 'MatchingSiteMember', { requestMemberId: carol.memberId, freezeId: freezes.clinic }));
    assert.deepEqual(
      own.reservations.map((reservation) => [reservation.freezeId, reservation.state]),
      [[freezes.clinic, 'REQUESTED']],
    );
    // The other recipient reserves the second freeze event: both are now reserved.
    const second = await ok<MatchingRequest>(
      await matchingCall(t, other, 'ConfirmRequestReservation', { requestMemberId: carol.memberId, requestConfirmDisclaimer: true, freezeId: freezes.longTerm }),
    );
    assert.equal(second.state, 'REQUESTED');
    assert.ok(second.embryoCount && second.embryoCount > 0);
  });

  void test('contract eligibility: carol is eligible; reasons are listed for those who are not', async () => {
    assert.deepEqual(await ok<ContractEligibility>(await matchingCall(t, carol, 'EmbryoDonorContractEligibility')), { eligible: true, reasons: [] });
    const ben = await t.login('ben.balance');
    const benEligibility = await ok<ContractEligibility>(await matchingCall(t, ben, 'EmbryoDonorContractEligibility'));
    assert.equal(benEligibility.eligible, false);
    assert.ok(benEligibility.reasons.includes('balance-due') && benEligibility.reasons.includes('profile-not-current'), benEligibility.reasons.join());
  });

  void test('an ineligible couple cannot accept a reservation: 409 with the reasons, nothing moves', async () => {
    await t.db.updateTable('members').set({ billing_balance_cents: 12_500 }).where('id', '=', carol.memberId).execute();
    const holder = (
      await t.db
        .selectFrom('matching_requests')
        .select('recipient_member_id')
        .where('kind', '=', 'RESERVATION')
        .where('freeze_event_id', '=', freezes.longTerm)
        .executeTakeFirstOrThrow()
    ).recipient_member_id;
    const refused = problemOf(
      await matchingCall(t, carol, 'AcceptMatchRequest', { requestMemberId: holder, accept: true, freezeId: freezes.longTerm }),
      409,
      /donation-contract-ineligible$/,
    );
    assert.match(refused.detail, /balance-due/);
    assert.equal(await freezeStatus(freezes.longTerm), CRYL);
    assert.equal(
      (await t.db.selectFrom('matching_requests').select('state').where('kind', '=', 'RESERVATION').where('freeze_event_id', '=', freezes.longTerm).executeTakeFirstOrThrow())
        .state,
      'REQUESTED',
    );
    await t.db.updateTable('members').set({ billing_balance_cents: 0 }).where('id', '=', carol.memberId).execute();
  });

  void test('an accepted reservation moves the embryos to ICR-EDON; cancelling it restores their stored status', async () => {
    const holder = (
      await t.db
        .selectFrom('matching_requests')
        .select('recipient_member_id')
        .where('kind', '=', 'RESERVATION')
        .where('freeze_event_id', '=', freezes.clinic)
        .executeTakeFirstOrThrow()
    ).recipient_member_id;
    const owner = holder === emma.memberId ? emma : mia;
    const accepted = await ok<MatchingRequest>(await matchingCall(t, carol, 'AcceptMatchRequest', { requestMemberId: holder, accept: true, freezeId: freezes.clinic }));
    assert.equal(accepted.kind, 'RESERVATION');
    assert.equal(accepted.state, 'ACCEPTED');
    assert.equal(await freezeStatus(freezes.clinic), EDON);
    const row = await t.db
      .selectFrom('matching_requests')
      .select(['state', 'freeze_prior_status_id'])
      .where('kind', '=', 'RESERVATION')
      .where('freeze_event_id', '=', freezes.clinic)
      .executeTakeFirstOrThrow();
    assert.deepEqual({ ...row }, { state: 'ACCEPTED', freeze_prior_status_id: CRYC });
    const ownerEmail = owner === emma ? 'emma.recipient@example.com' : 'mia.recipient@example.com';
    await waitForMail(t, ownerEmail, /^Your embryo reservation request was accepted$/);
    // The donor cannot withdraw it as a disposition of its own: it was not chosen online.
    const withdraw = await t.inject({
      method: 'DELETE',
      url: `/api/Members/${carol.memberId}/FreezeEvents/${freezes.clinic}/Disposition`,
      headers: { authorization: `Bearer ${carol.accessToken}` },
    });
    assert.equal(withdraw.statusCode, 409);

    const cancelled = await ok<MatchingRequest>(await matchingCall(t, owner, 'ConfirmReservationCancellation', { requestMemberId: carol.memberId, freezeId: freezes.clinic }));
    assert.equal(cancelled.state, 'CANCELLED');
    assert.equal(await freezeStatus(freezes.clinic), CRYC);
    await waitForMail(t, 'carol.couple@example.com', /^An embryo reservation request was canceled$/);
    problemOf(await matchingCall(t, owner, 'ConfirmReservationCancellation', { requestMemberId: carol.memberId, freezeId: freezes.clinic }), 409, /request-not-active$/);
    const eligible = await ok<EligibleFreeze[]>(await matchingCall(t, owner, 'EligibleFreezesForDonation', { id: carol.memberId }));
    assert.ok(eligible.some((freeze) => freeze.freezeId === freezes.clinic));
  });

  void test('photos: only from OPEN couples; declined and cancelled states', async () => {
    const requested = await ok<MatchingRequest>(await matchingCall(t, emma, 'ConfirmPhotosRequest', { requestMemberId: carol.memberId, requestConfirmDisclaimer: true }));
    assert.equal(requested.kind, 'PHOTOS');
    problemOf(await matchingCall(t, carol, 'AcceptPhotosRequest', { requestMemberId: emma.memberId, accept: true, freezeId: freezes.clinic }), 400, /request-freeze-unexpected$/);
    const cancelled = await ok<MatchingRequest>(await matchingCall(t, emma, 'ConfirmPhotosCancellation', { requestMemberId: carol.memberId }));
    assert.equal(cancelled.state, 'CANCELLED');
    problemOf(await matchingCall(t, carol, 'AcceptPhotosRequest', { requestMemberId: emma.memberId, accept: true }), 409, /request-not-open$/);
    await ok<MatchingRequest>(await matchingCall(t, emma, 'ConfirmPhotosRequest', { requestMemberId: carol.memberId, requestConfirmDisclaimer: true }));
    assert.equal((await ok<MatchingRequest>(await matchingCall(t, carol, 'AcceptPhotosRequest', { requestMemberId: emma.memberId, accept: false }))).state, 'DECLINED');
    assert.deepEqual(
      (await requestsBetween(emma.memberId, 'PHOTOS')).map((row) => row.state),
      ['CANCELLED', 'DECLINED'],
    );

    const closed = await t.db
      .selectFrom('matching_profiles')
      .select('member_id')
      .where('role', '=', 'DONOR')
      .where('privacy_type_id', '=', 'CLOS')
      .where('completion_status_id', '=', 'CURRNT')
      .executeTakeFirstOrThrow();
    problemOf(await matchingCall(t, emma, 'ConfirmPhotosRequest', { requestMemberId: closed.member_id, requestConfirmDisclaimer: true }), 409, /photos-not-offered$/);
  });

  void test('matching home: the donor sees requests received, the recipient those sent', async () => {
    const donorHome = await ok<MatchingHome>(await matchingCall(t, carol, 'MatchingHome'));
    assert.equal(donorHome.role, 'DONOR');
    assert.deepEqual(donorHome.profile, {
      completionStatusId: 'CURRNT',
      privacyTypeId: 'OPEN',
      profileCode: `D-${1000 + carol.memberId}`,
      listed: true,
      nextStep: null,
      // Her profile's letter step has a custom description, waiting for the clinic.
      customDescriptionStatusId: 'EDCPND',
      customDescriptionNote: null,
    });
    const received = await t.db.selectFrom('matching_requests').select('id').where('donor_member_id', '=', carol.memberId).orderBy('id', 'desc').execute();
    assert.deepEqual(
      donorHome.requests.map((request) => request.id),
      received.map((row) => row.id),
    );
    assert.ok(donorHome.requests.every((request) => ['Emma & James', 'Mia & Lucas'].includes(request.counterpartName)));
    assert.deepEqual(donorHome.maintenance, { active: false, startsAtUtc: null, endsAtUtc: null });

    const recipientHome = await ok<MatchingHome>(await matchingCall(t, emma, 'MatchingHome'));
    assert.equal(recipientHome.role, 'RECIPIENT');
    assert.equal(recipientHome.profile?.completionStatusId, 'CURRNT');
    const sent = await t.db.selectFrom('matching_requests').select('id').where('recipient_member_id', '=', emma.memberId).orderBy('id', 'desc').execute();
    assert.deepEqual(
      recipientHome.requests.map((request) => request.id),
      sent.map((row) => row.id),
    );
    assert.ok(recipientHome.requests.filter((request) => request.counterpartMemberId === carol.memberId).every((request) => request.counterpartName === 'Carol & Daniel'));

    const grace = await t.login('grace.egg');
    const none = await ok<MatchingHome>(await matchingCall(t, grace, 'MatchingHome'));
    assert.deepEqual({ role: none.role, profile: none.profile, requests: none.requests }, { role: null, profile: null, requests: [] });
  });

  void test('the e-mails of a request never name the recipient by last name', async () => {
    const mails = await mailsTo('carol.couple@example.com');
    assert.ok(mails.length >= 6);
    assert.ok(mails.every((mail) => !mail.text.includes('Whitfield') && !mail.text.includes('Castellano')));
  });

  void test('cancelling the match ends the reservations that rest on it and restores the embryos', async () => {
    // emma holds an accepted match with carol (asked again if an earlier test ended it).
    const match = await ok<MatchingRequest>(await matchingCall(t, emma, 'ConfirmMatchRequest', { requestMemberId: carol.memberId, requestConfirmDisclaimer: true }));
    if (match.state === 'REQUESTED') await ok<MatchingRequest>(await matchingCall(t, carol, 'AcceptMatchRequest', { requestMemberId: emma.memberId, accept: true }));
    const free = await ok<EligibleFreeze[]>(await matchingCall(t, emma, 'EligibleFreezesForDonation', { id: carol.memberId }));
    const target = free.find((freeze) => freeze.freezeId === freezes.clinic || freeze.freezeId === freezes.longTerm);
    assert.ok(target, 'one of carol’s stored freezes is free to reserve');
    const before = await freezeStatus(target.freezeId);
    await ok<MatchingRequest>(
      await matchingCall(t, emma, 'ConfirmRequestReservation', { requestMemberId: carol.memberId, requestConfirmDisclaimer: true, freezeId: target.freezeId }),
    );
    await ok<MatchingRequest>(await matchingCall(t, carol, 'AcceptMatchRequest', { requestMemberId: emma.memberId, accept: true, freezeId: target.freezeId }));
    assert.equal(await freezeStatus(target.freezeId), EDON);

    const cancelled = await ok<MatchingRequest>(await matchingCall(t, emma, 'ConfirmMatchCancellation', { requestMemberId: carol.memberId }));
    assert.equal(cancelled.state, 'CANCELLED');
    const reservation = (await requestsBetween(emma.memberId, 'RESERVATION')).filter((row) => row.freeze_event_id === target.freezeId).at(-1);
    assert.equal(reservation?.state, 'CANCELLED');
    assert.equal(await freezeStatus(target.freezeId), before);
    const again = await ok<EligibleFreeze[]>(await matchingCall(t, mia, 'EligibleFreezesForDonation', { id: carol.memberId }));
    assert.ok(
      again.some((freeze) => freeze.freezeId === target.freezeId),
      'the embryos are free for others again',
    );
    // Without a match there is nothing to reserve.
    problemOf(
      await matchingCall(t, emma, 'ConfirmRequestReservation', { requestMemberId: carol.memberId, requestConfirmDisclaimer: true, freezeId: target.freezeId }),
      409,
      /match-not-accepted$/,
    );
  });
  void test('each side is told in its own language: the recipient who asks, in her request’s; the couple, in the one they chose', async () => {
    const chose = await t.inject({ method: 'PUT', url: `/api/Members/${carol.memberId}/MemberAccount/Language`, headers: bearer(carol.accessToken), payload: { locale: 'fr' } });
    assert.equal(chose.statusCode, 204, chose.body);
    const asked = await t.inject({
      method: 'GET',
      url: `/api/Members/${mia.memberId}/MatchingSite/ConfirmPhotosRequest`,
      query: { requestMemberId: String(carol.memberId), requestConfirmDisclaimer: 'true' },
      headers: { ...bearer(mia.accessToken), 'accept-language': 'es-ES,es;q=0.9' },
    });
    assert.equal(asked.statusCode, 200, asked.body);
    const subject = (locale: 'fr' | 'es', side: 'donor' | 'recipient') =>
      matchingRequestMail(locale, side, { kind: 'PHOTOS', state: 'REQUESTED', readerName: '', counterpartName: '' }).subject;
    const escaped = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    await waitForMail(t, 'carol.couple@example.com', escaped(subject('fr', 'donor')));
    const miaRow = await t.db.selectFrom('members').select('pii').where('id', '=', mia.memberId).executeTakeFirstOrThrow();
    await waitForMail(t, t.app.portal.services.members.personalData(miaRow).profile.email, escaped(subject('es', 'recipient')));
  });
});
