// Issue 5, matching-site maintenance: a clinic's own window for the matching site. While it is
// active every matching-site change answers 503 without a subCode (subCodes 7 and 8 sign the
// member out) and changes nothing; reads keep working; MatchingHome and
// MemberIvfCenter/MatchingSiteMaintenanceModeDetails report the window.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { MaintenanceDetails } from '../../../contract/api/centers.ts';
import type { MatchingHome } from '../../../contract/api/matching-site.ts';
import { setMatchingMaintenanceWindow } from '../../../server/db/repositories/centers-repository.ts';
import { bearer, createTestApp, type TestApp } from '../support/test-app.ts';
import { matchingCall, saveStep, type Session } from '../support/matching.ts';

void describe('matching site: maintenance window', async () => {
  const t: TestApp = await createTestApp();
  let carol: Session;
  let emma: Session;
  const iso = (offsetMs: number) => new Date(t.clock.now() + offsetMs).toISOString();
  const setWindow = async (start: string | null, end: string | null) => {
    await setMatchingMaintenanceWindow(t.db, 1, start, end);
    t.app.portal.services.centers.invalidate();
  };
  const siteDetails = async (session: Session) => {
    const response = await t.inject({
      method: 'GET',
      url: `/api/Members/${session.memberId}/MemberIvfCenter/MatchingSiteMaintenanceModeDetails`,
      headers: bearer(session.accessToken),
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<MaintenanceDetails>();
  };

  before(async () => {
    carol = await t.login('carol.couple');
    emma = await t.login('emma.recipient');
  });
  after(() => t.close());

  void test('no window by default: the details are the clinic maintenance (none at Northside)', async () => {
    assert.deepEqual(await siteDetails(emma), { isInMaintenanceMode: false, startMaintenanceDateTimeUtc: null, endMaintenanceDateTimeUtc: null });
    const home = await matchingCall(t, emma, 'MatchingHome');
    assert.deepEqual(home.json<MatchingHome>().maintenance, { active: false, startsAtUtc: null, endsAtUtc: null });
  });

  void test('an active window refuses every change with 503 and no subCode, and nothing changes', async () => {
    const start = iso(-60_000);
    const end = iso(3_600_000);
    await setWindow(start, end);
    const donorId = (
      await t.db
        .selectFrom('matching_profiles')
        .select('member_id')
        .where('role', '=', 'DONOR')
        .where('privacy_type_id', '=', 'OPEN')
        .where('completion_status_id', '=', 'CURRNT')
        .executeTakeFirstOrThrow()
    ).member_id;
    const changes = [
      () => saveStep(t, carol, { step: 'privacy', privacyTypeId: 'OPEN' }),
      () => t.inject({ method: 'PUT', url: `/api/Members/${carol.memberId}/MatchingSite/RebuildMatchingProfile`, headers: { ...bearer(carol.accessToken), 'if-match': '*' } }),
      () => matchingCall(t, emma, 'ConfirmMatchRequest', { requestMemberId: donorId, requestConfirmDisclaimer: true }),
      () => matchingCall(t, emma, 'ConfirmPhotosRequest', { requestMemberId: donorId, requestConfirmDisclaimer: true }),
      () => matchingCall(t, emma, 'ConfirmRequestReservation', { requestMemberId: donorId, requestConfirmDisclaimer: true, freezeId: 1 }),
      () => matchingCall(t, emma, 'ConfirmMatchCancellation', { requestMemberId: donorId }),
      () => matchingCall(t, emma, 'ConfirmPhotosCancellation', { requestMemberId: donorId }),
      () => matchingCall(t, emma, 'ConfirmReservationCancellation', { requestMemberId: donorId, freezeId: 1 }),
      () => matchingCall(t, carol, 'AcceptMatchRequest', { requestMemberId: emma.memberId, accept: true }),
      () => matchingCall(t, carol, 'AcceptPhotosRequest', { requestMemberId: emma.memberId, accept: true }),
      // Photos are part of the profile: neither added nor removed meanwhile (the check comes before the image is read).
      () =>
        t.inject({
          method: 'POST',
          url: `/api/Members/${carol.memberId}/MatchingSite/Photos`,
          headers: { ...bearer(carol.accessToken), 'content-type': 'image/jpeg' },
          payload: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
        }),
      () => t.inject({ method: 'DELETE', url: `/api/Members/${carol.memberId}/MatchingSite/Photos/1`, headers: bearer(carol.accessToken) }),
    ];
    for (const [index, change] of changes.entries()) {
      const response = await change();
      assert.equal(response.statusCode, 503, `${String(index)} ${response.body}`);
      const problem = response.json<{ type: string; title: string; subCode?: number }>();
      assert.match(problem.type, /matching-site-maintenance$/);
      assert.equal(problem.subCode, undefined);
      assert.equal(problem.title, 'Matching site under maintenance');
    }
    assert.equal(await t.db.selectFrom('matching_profiles').select('member_id').where('member_id', '=', carol.memberId).executeTakeFirst(), undefined);
    assert.deepEqual(await t.db.selectFrom('matching_requests').select('id').execute(), []);

    // Reads still answer, and report the window.
    assert.equal((await matchingCall(t, emma, 'MatchingSiteMembersBySearch')).statusCode, 200);
    assert.equal((await matchingCall(t, carol, 'MatchingProfile')).statusCode, 200);
    const home = await matchingCall(t, emma, 'MatchingHome');
    assert.deepEqual(home.json<MatchingHome>().maintenance, { active: true, startsAtUtc: start, endsAtUtc: end });
    assert.deepEqual(await siteDetails(emma), { isInMaintenanceMode: true, startMaintenanceDateTimeUtc: start, endMaintenanceDateTimeUtc: end });
    // The rest of the portal is not in maintenance.
    const account = await t.inject({ method: 'GET', url: `/api/Members/${emma.memberId}/MemberAccount/Member`, headers: bearer(emma.accessToken) });
    assert.equal(account.statusCode, 200);
  });

  void test('a scheduled window is announced but refuses nothing yet; an ended one is gone', async () => {
    const start = iso(20 * 60_000);
    await setWindow(start, iso(80 * 60_000));
    assert.equal((await siteDetails(emma)).isInMaintenanceMode, false);
    assert.equal((await siteDetails(emma)).startMaintenanceDateTimeUtc, start);
    assert.equal((await matchingCall(t, emma, 'MatchingHome')).json<MatchingHome>().maintenance.active, false);
    assert.equal((await saveStep(t, carol, { step: 'privacy', privacyTypeId: 'CLOS' })).statusCode, 200);
    assert.equal((await t.db.selectFrom('matching_profiles').select('privacy_type_id').where('member_id', '=', carol.memberId).executeTakeFirstOrThrow()).privacy_type_id, 'CLOS');

    await setWindow(iso(-120 * 60_000), iso(-60_000));
    assert.deepEqual(await siteDetails(emma), { isInMaintenanceMode: false, startMaintenanceDateTimeUtc: null, endMaintenanceDateTimeUtc: null });
    assert.equal((await saveStep(t, carol, { step: 'privacy', privacyTypeId: 'OPEN' })).statusCode, 200);
  });

  void test("the details fall back to the clinic's own maintenance when the matching site has no window", async () => {
    await setWindow(null, null);
    const hugo = await t.login('hugo.sol');
    const details = await siteDetails(hugo);
    assert.equal(details.isInMaintenanceMode, false);
    assert.ok(details.startMaintenanceDateTimeUtc !== null);
  });
});
