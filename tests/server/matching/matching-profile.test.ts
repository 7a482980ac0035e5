// Issue 5, profiles: a donor couple builds its profile one step at a time (order enforced, the
// completion status moves forward only, the member record follows), the custom description waits
// for the clinic, a pending medical review completes as MEDPND, privacy IVF_ keeps the profile out
// of every recipient's reach, recipients only read theirs, and a rebuild starts again from the
// clinic's records without touching requests.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { MatchingSearchResult, MatchingSiteMember, OwnMatchingProfile } from '../../../contract/api/matching-site.ts';
import { medicalReviewDonorUserName } from '../../../server/db/seed/demo-matching-data.ts';
import { bearer, createTestApp, type TestApp } from '../support/test-app.ts';
import { buildProfile, coupleStep, laterSteps, matchingCall, saveStep, type Session } from '../support/matching.ts';

void describe('matching site: own profile', async () => {
  const t: TestApp = await createTestApp();
  let carol: Session;
  let emma: Session;
  const ownProfile = async (session: Session) => {
    const response = await matchingCall(t, session, 'MatchingProfile');
    assert.equal(response.statusCode, 200, response.body);
    return response.json<OwnMatchingProfile>();
  };
  const memberRow = (memberId: number) =>
    t.db.selectFrom('members').select(['matching_profile_status_id', 'matching_privacy_type_id']).where('id', '=', memberId).executeTakeFirstOrThrow();
  const profileRow = (memberId: number) => t.db.selectFrom('matching_profiles').selectAll().where('member_id', '=', memberId).executeTakeFirst();
  const listedIds = async () =>
    (await matchingCall(t, emma, 'MatchingSiteMembersBySearch', { pageSize: 50, residenceState: 'MA' })).json<MatchingSearchResult>().items.map((item) => item.memberId);

  before(async () => {
    carol = await t.login('carol.couple');
    emma = await t.login('emma.recipient');
  });
  after(() => t.close());

  void test('carol starts without a profile: NOPROF, next step privacy, not listed', async () => {
    const profile = await ownProfile(carol);
    assert.equal(profile.role, 'DONOR');
    assert.equal(profile.completionStatusId, 'NOPROF');
    assert.equal(profile.nextStep, 'privacy');
    assert.equal(profile.listed, false);
    assert.equal(profile.medicalFreezeEventPending, false);
    assert.equal(await profileRow(carol.memberId), undefined);
  });

  void test('steps are saved in order: a later step first is a 409 naming the missing step', async () => {
    const early = await saveStep(t, carol, coupleStep);
    assert.equal(early.statusCode, 409);
    assert.match(early.json<{ type: string; detail: string }>().detail, /"privacy"/);
    assert.equal(await profileRow(carol.memberId), undefined);

    const privacy = await saveStep(t, carol, { step: 'privacy', privacyTypeId: 'CLOS' });
    assert.equal(privacy.statusCode, 200, privacy.body);
    assert.equal(privacy.json<OwnMatchingProfile>().completionStatusId, 'PTLPRI');
    assert.deepEqual({ ...(await memberRow(carol.memberId)) }, { matching_profile_status_id: 'PTLPRI', matching_privacy_type_id: 'CLOS' });

    const skipped = await saveStep(t, carol, { step: 'medical', medicalInformation: { geneticTesting: 'none' } });
    assert.equal(skipped.statusCode, 409);
    assert.match(skipped.json<{ detail: string }>().detail, /"couple"/);
    assert.equal((await profileRow(carol.memberId))?.medical_information, null);
  });

  void test('each step moves the status forward; the couple step fills the search columns; the last makes it Current', async () => {
    const expected = ['PTLCPL', 'PTLCSD', 'PTLMED', 'PTLLTR', 'CURRNT'];
    for (const [index, body] of laterSteps.entries()) {
      const response = await saveStep(t, carol, body);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json<OwnMatchingProfile>().completionStatusId, expected[index]);
    }
    const row = await profileRow(carol.memberId);
    assert.ok(row);
    assert.deepEqual(
      [row.residence_state, row.birth_year, row.height_cm, row.eye_color, row.hair_color, row.race, row.religion, row.education],
      ['MA', 1984, 170, 'Green', 'Brown', 'White', 'None', "Master's degree"],
    );
    assert.equal(row.custom_description, 'We met at sailing school.');
    assert.equal(row.custom_description_status_id, 'EDCPND');
    assert.deepEqual({ ...(await memberRow(carol.memberId)) }, { matching_profile_status_id: 'Current', matching_privacy_type_id: 'CLOS' });
    const profile = await ownProfile(carol);
    assert.equal(profile.nextStep, null);
    assert.equal(profile.listed, true);
    assert.ok((await listedIds()).includes(carol.memberId));
  });

  void test('re-saving an earlier step never moves the status back; privacy follows the step', async () => {
    const response = await saveStep(t, carol, { step: 'privacy', privacyTypeId: 'OPEN' });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json<OwnMatchingProfile>().completionStatusId, 'CURRNT');
    assert.deepEqual({ ...(await memberRow(carol.memberId)) }, { matching_profile_status_id: 'Current', matching_privacy_type_id: 'OPEN' });
  });

  void test('the custom description reaches recipients only once the clinic approved it (EDCPND → ACC)', async () => {
    const pending = await matchingCall(t, emma, 'MatchingSiteMember', { requestMemberId: carol.memberId });
    assert.equal(pending.statusCode, 200, pending.body);
    assert.equal(pending.json<MatchingSiteMember>().customDescription, null);
    assert.ok(!pending.body.includes('sailing school'));
    await t.db.updateTable('matching_profiles').set({ custom_description_status_id: 'ACC' }).where('member_id', '=', carol.memberId).execute();
    const approved = await matchingCall(t, emma, 'MatchingSiteMember', { requestMemberId: carol.memberId });
    assert.equal(approved.json<MatchingSiteMember>().customDescription, 'We met at sailing school.');
    // The same text saved again keeps its approval; a new text waits again.
    const letter = laterSteps[3] ?? {};
    await saveStep(t, carol, letter);
    assert.equal((await profileRow(carol.memberId))?.custom_description_status_id, 'ACC');
    await saveStep(t, carol, { ...letter, customDescription: 'A new story.' });
    assert.equal((await profileRow(carol.memberId))?.custom_description_status_id, 'EDCPND');
    assert.equal((await matchingCall(t, emma, 'MatchingSiteMember', { requestMemberId: carol.memberId })).json<MatchingSiteMember>().customDescription, null);
  });

  void test('rebuild starts again from the clinic records, leaves no stale answer and cancels no request', async () => {
    const now = new Date(t.clock.now()).toISOString();
    await t.db
      .insertInto('matching_requests')
      .values({
        kind: 'MATCH',
        recipient_member_id: emma.memberId,
        donor_member_id: carol.memberId,
        freeze_event_id: null,
        state: 'REQUESTED',
        requested_at: now,
        answered_at: null,
        cancelled_at: null,
        updated_at: now,
      })
      .execute();
    const response = await t.inject({
      method: 'PUT',
      url: `/api/Members/${carol.memberId}/MatchingSite/RebuildMatchingProfile`,
      headers: { ...bearer(carol.accessToken), 'if-match': '*' },
    });
    assert.equal(response.statusCode, 200, response.body);
    const profile = response.json<OwnMatchingProfile>();
    assert.equal(profile.completionStatusId, 'NOPROF');
    assert.equal(profile.nextStep, 'privacy');
    assert.equal(profile.privacyTypeId, 'NONE');
    assert.deepEqual(profile.coupleInformation, { firstName: 'Carol', partnerFirstName: 'Daniel' });
    assert.deepEqual(profile.attributes, { residenceState: 'MA', birthYear: null, heightCm: null, eyeColor: null, hairColor: null, race: null, religion: null, education: null });
    const row = await profileRow(carol.memberId);
    assert.ok(row);
    assert.deepEqual([row.considerations, row.medical_information, row.letter, row.custom_description, row.custom_description_status_id], [null, null, null, null, null]);
    assert.deepEqual({ ...(await memberRow(carol.memberId)) }, { matching_profile_status_id: 'NOPROF', matching_privacy_type_id: null });
    assert.ok(!(await listedIds()).includes(carol.memberId));
    assert.equal((await matchingCall(t, emma, 'MatchingSiteMember', { requestMemberId: carol.memberId })).statusCode, 404);
    const requests = await t.db.selectFrom('matching_requests').select('state').where('donor_member_id', '=', carol.memberId).execute();
    assert.deepEqual(
      requests.map((request) => request.state),
      ['REQUESTED'],
    );
  });

  void test("IVF_ is the clinic's to set: a couple choosing it is refused, and keeps it once the clinic confirmed IVFU", async () => {
    const refused = await saveStep(t, carol, { step: 'privacy', privacyTypeId: 'IVF_' });
    assert.equal(refused.statusCode, 409, refused.body);
    assert.match(refused.json<{ type: string }>().type, /privacy-type-set-by-clinic$/);
    assert.notEqual((await ownProfile(carol)).privacyTypeId, 'IVF_');
    await buildProfile(t, carol, 'IVFU');
    // The clinic confirms the anonymous donation; saving the privacy step again keeps its confirmation.
    await t.db.updateTable('matching_profiles').set({ privacy_type_id: 'IVF_' }).where('member_id', '=', carol.memberId).execute();
    await t.db.updateTable('members').set({ matching_privacy_type_id: 'IVF_' }).where('id', '=', carol.memberId).execute();
    const kept = await saveStep(t, carol, { step: 'privacy', privacyTypeId: 'IVF_' });
    assert.equal(kept.statusCode, 200, kept.body);
  });

  void test('privacy IVF_: saved and Current, but never listed and invisible to recipients by any call', async () => {
    const profile = await ownProfile(carol);
    assert.equal(profile.privacyTypeId, 'IVF_');
    assert.equal(profile.completionStatusId, 'CURRNT');
    assert.equal(profile.listed, false);
    assert.equal((await memberRow(carol.memberId)).matching_privacy_type_id, 'IVF_');
    assert.ok(!(await listedIds()).includes(carol.memberId));
    for (const path of ['MatchingSiteMember', 'GenerateDonorProfile']) {
      assert.equal((await matchingCall(t, emma, path, { requestMemberId: carol.memberId })).statusCode, 404, path);
    }
    assert.equal((await matchingCall(t, emma, 'EligibleFreezesForDonation', { id: carol.memberId })).statusCode, 404);
    assert.equal((await matchingCall(t, emma, 'ConfirmMatchRequest', { requestMemberId: carol.memberId, requestConfirmDisclaimer: true })).statusCode, 404);
  });

  void test('a pending medical review completes the profile as MEDPND: not listed, and the profile says why', async () => {
    const donor = await t.login(medicalReviewDonorUserName);
    const before = await ownProfile(donor);
    assert.equal(before.medicalFreezeEventPending, true);
    assert.equal(before.completionStatusId, 'PTLMED');
    assert.equal(before.nextStep, 'letter');
    for (const body of laterSteps.slice(3)) assert.equal((await saveStep(t, donor, body)).statusCode, 200);
    const profile = await ownProfile(donor);
    assert.equal(profile.completionStatusId, 'MEDPND');
    assert.equal(profile.listed, false);
    assert.equal((await memberRow(donor.memberId)).matching_profile_status_id, 'MEDPND');
    assert.equal((await matchingCall(t, emma, 'MatchingSiteMember', { requestMemberId: donor.memberId })).statusCode, 404);
    // Once the clinic clears the review, the next save makes it Current.
    await t.db.updateTable('freeze_events').set({ medical_review_pending: 0 }).where('member_id', '=', donor.memberId).execute();
    assert.equal((await saveStep(t, donor, { step: 'photos' })).json<OwnMatchingProfile>().completionStatusId, 'CURRNT');
    assert.equal((await matchingCall(t, emma, 'MatchingSiteMember', { requestMemberId: donor.memberId })).statusCode, 200);
  });

  void test('recipients read their own profile but may not change it; other member types have none', async () => {
    const profile = await ownProfile(emma);
    assert.equal(profile.role, 'RECIPIENT');
    assert.equal(profile.completionStatusId, 'CURRNT');
    assert.equal(profile.coupleInformation?.firstName, 'Emma');
    for (const [method, url, payload] of [
      ['PUT', 'UpdateMatchingProfile', { step: 'privacy', privacyTypeId: 'OPEN' }],
      ['PUT', 'RebuildMatchingProfile', undefined],
    ] as const) {
      const response = await t.inject({
        method,
        url: `/api/Members/${emma.memberId}/MatchingSite/${url}`,
        headers: { ...bearer(emma.accessToken), 'if-match': '*' },
        ...(payload ? { payload } : {}),
      });
      assert.equal(response.statusCode, 409, url);
      assert.match(response.json<{ type: string }>().type, /recipient-profile-by-clinic$/);
    }
    assert.deepEqual({ ...(await memberRow(emma.memberId)) }, { matching_profile_status_id: 'Current', matching_privacy_type_id: 'OPEN' });
    const rachel = await t.login('rachel.recipient');
    assert.equal((await ownProfile(rachel)).nextStep, 'couple');

    const grace = await t.login('grace.egg');
    const refused = await matchingCall(t, grace, 'MatchingProfile');
    assert.equal(refused.statusCode, 409);
    assert.match(refused.json<{ type: string }>().type, /not-a-matching-member$/);
    const update = await saveStep(t, grace, { step: 'privacy', privacyTypeId: 'OPEN' });
    assert.equal(update.statusCode, 409);
    assert.match(update.json<{ type: string }>().type, /not-a-matching-donor$/);
  });

  void test('the body is validated against the step', async () => {
    const response = await saveStep(t, carol, { step: 'couple', coupleInformation: { firstName: '' } });
    assert.equal(response.statusCode, 400);
    assert.equal((await saveStep(t, carol, { step: 'privacy', privacyTypeId: 'NONE' })).statusCode, 400);
  });
});
