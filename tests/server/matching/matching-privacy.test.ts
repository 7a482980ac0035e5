// Issue 5, privacy across every call: a CLOS couple is known to recipients by its profile code
// only (requests, e-mails, matching home, the donor profile PDF); IVF_/IVFU couples answer 404
// like a missing member; the custom description appears only once approved.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { MatchingHome, MatchingRequest } from '../../../contract/api/matching-site.ts';
import { createTestApp, waitForMail, withoutRequestId, type TestApp } from '../support/test-app.ts';
import { matchingCall, pdfText, type Session } from '../support/matching.ts';

interface DonorIdentity {
  memberId: number;
  userName: string;
  profileCode: string;
  firstName: string;
  partnerFirstName: string;
  city: string;
  lastName: string;
}

void describe('matching site: privacy of donor couples', async () => {
  const t: TestApp = await createTestApp();
  let emma: Session;

  /** A donor couple by privacy type (and optionally custom description status), with what identifies it. */
  const donor = async (privacy: string, customDescriptionStatus?: string): Promise<DonorIdentity> => {
    let query = t.db
      .selectFrom('matching_profiles')
      .innerJoin('members', 'members.id', 'matching_profiles.member_id')
      .select(['members.id', 'members.user_name', 'matching_profiles.profile_code', 'matching_profiles.couple_information'])
      .where('matching_profiles.role', '=', 'DONOR')
      .where('matching_profiles.completion_status_id', '=', 'CURRNT')
      .where('matching_profiles.privacy_type_id', '=', privacy);
    if (customDescriptionStatus) query = query.where('matching_profiles.custom_description_status_id', '=', customDescriptionStatus);
    const row = await query.orderBy('members.id').executeTakeFirstOrThrow();
    const couple = JSON.parse(row.couple_information ?? '{}') as { firstName: string; partnerFirstName: string; city: string };
    return { memberId: row.id, userName: row.user_name, profileCode: row.profile_code, ...couple, lastName: row.user_name.split('.').at(-1) ?? '' };
  };
  const identityIn = (text: string, identity: DonorIdentity) =>
    [identity.firstName, identity.partnerFirstName, identity.city, identity.lastName].filter((word) => text.toLowerCase().includes(word.toLowerCase()));

  before(async () => {
    emma = await t.login('emma.recipient');
  });
  after(() => t.close());

  void test('a CLOS couple: requests, e-mails and the matching home carry the profile code, never a name or city', async () => {
    const closed = await donor('CLOS');
    const request = await matchingCall(t, emma, 'ConfirmMatchRequest', { requestMemberId: closed.memberId, requestConfirmDisclaimer: true });
    assert.equal(request.statusCode, 200, request.body);
    assert.equal(request.json<MatchingRequest>().counterpartName, closed.profileCode);
    assert.deepEqual(identityIn(request.body, closed), []);

    const couple = await t.login(closed.userName);
    const answered = await matchingCall(t, couple, 'AcceptMatchRequest', { requestMemberId: emma.memberId, accept: true });
    assert.equal(answered.statusCode, 200, answered.body);
    // Closed donation works both ways: the couple knows the recipient by an alias (her profile code), never her names.
    const emmaCode = (await t.db.selectFrom('matching_profiles').select('profile_code').where('member_id', '=', emma.memberId).executeTakeFirstOrThrow()).profile_code;
    assert.equal(answered.json<MatchingRequest>().counterpartName, emmaCode);
    const coupleHome = await matchingCall(t, couple, 'MatchingHome');
    assert.ok(coupleHome.json<MatchingHome>().requests.some((item) => item.counterpartMemberId === emma.memberId && item.counterpartName === emmaCode));
    assert.ok(!/Emma|James/.test(coupleHome.body), coupleHome.body);

    const sent = await waitForMail(t, 'emma.recipient@example.com', /^Your match request was sent$/);
    const accepted = await waitForMail(t, 'emma.recipient@example.com', /^Your match request was accepted$/);
    for (const mail of [sent, accepted]) {
      assert.ok(mail.text.includes(closed.profileCode), mail.text);
      assert.deepEqual(identityIn(`${mail.subject} ${mail.text}`, closed), []);
    }

    const home = await matchingCall(t, emma, 'MatchingHome');
    assert.equal(home.statusCode, 200, home.body);
    assert.ok(home.json<MatchingHome>().requests.some((item) => item.counterpartMemberId === closed.memberId && item.counterpartName === closed.profileCode));
    assert.deepEqual(identityIn(home.body, closed), []);
  });

  void test('the donor profile PDF: a CLOS couple by code only; an OPEN couple by first names', async () => {
    const closed = await donor('CLOS');
    const response = await matchingCall(t, emma, 'GenerateDonorProfile', { requestMemberId: closed.memberId });
    assert.equal(response.statusCode, 200, response.body);
    assert.match(String(response.headers['content-type']), /^application\/pdf/);
    assert.equal(response.headers['content-disposition'], `attachment; filename="${closed.profileCode}.pdf"`);
    assert.equal(response.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-');
    const text = pdfText(response.rawPayload);
    assert.ok(text.includes(closed.profileCode));
    assert.ok(text.includes('Day') || text.includes('Letter'), text.slice(0, 200));
    assert.deepEqual(identityIn(response.rawPayload.toString('latin1'), closed), []);
    assert.deepEqual(identityIn(text, closed), []);

    const open = await donor('OPEN');
    const openPdf = await matchingCall(t, emma, 'GenerateDonorProfile', { requestMemberId: open.memberId });
    assert.equal(openPdf.statusCode, 200);
    const openText = pdfText(openPdf.rawPayload);
    assert.ok(openText.includes(`${open.firstName} & ${open.partnerFirstName}`), openText.slice(0, 300));
    assert.ok(!openText.toLowerCase().includes(open.lastName.toLowerCase()));
  });

  void test('the custom description is in the PDF only once the clinic approved it', async () => {
    const story = 'We are happy to share more about our story once we meet.';
    const pending = await donor('CLOS', 'EDCPND');
    const approved = await donor('OPEN', 'ACC');
    const textOf = async (memberId: number) => pdfText((await matchingCall(t, emma, 'GenerateDonorProfile', { requestMemberId: memberId })).rawPayload);
    assert.ok(!(await textOf(pending.memberId)).includes(story));
    assert.ok((await textOf(approved.memberId)).includes(story));
  });

  void test('IVF_ and IVFU couples answer every recipient call with the 404 of a missing member', async () => {
    const missing = await matchingCall(t, emma, 'MatchingSiteMember', { requestMemberId: 999_999 });
    assert.equal(missing.statusCode, 404);
    for (const privacy of ['IVF_', 'IVFU']) {
      const hidden = await donor(privacy);
      for (const [path, query] of [
        ['MatchingSiteMember', { requestMemberId: hidden.memberId }],
        ['GenerateDonorProfile', { requestMemberId: hidden.memberId }],
        ['EligibleFreezesForDonation', { id: hidden.memberId }],
        ['ConfirmMatchRequest', { requestMemberId: hidden.memberId, requestConfirmDisclaimer: true }],
        ['ConfirmPhotosRequest', { requestMemberId: hidden.memberId, requestConfirmDisclaimer: true }],
      ] as const) {
        const response = await matchingCall(t, emma, path, query);
        assert.equal(response.statusCode, 404, `${privacy} ${path}`);
        assert.deepEqual(withoutRequestId(response.body), withoutRequestId(missing.body), `${privacy} ${path}`);
      }
    }
    const hiddenIds = await t.db
      .selectFrom('matching_requests')
      .select('id')
      .where('donor_member_id', 'in', [(await donor('IVF_')).memberId, (await donor('IVFU')).memberId])
      .execute();
    assert.deepEqual(hiddenIds, []);
  });
});
