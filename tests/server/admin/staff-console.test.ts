// The staff console's API (issue 12) as an attacker and as each staff role would try it: only a
// valid Entra token of an allowed tenant, for our API and scope, opens /api/Admin; roles decide what
// may change; a ClinicAdmin meets other clinics' members and items as "not found"; a move applies
// once even when two admins act at once; every read and action is in an audit log nothing can edit.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AdminMemberDetail, AuditPage, MemberSummary, StaffSession, WorkQueue } from '../../../contract/api/admin.ts';
import type { FreezeEvent } from '../../../contract/api/members.ts';
import type { SignatureTerms } from '../../../server/services/content-rules.ts';
import { bearer, clearMail, createTestApp, waitForMail, type TestApp } from '../support/test-app.ts';
import { fieldErrors } from '../support/problems.ts';
import { staffKeyring, type StaffKeyring } from '../support/staff.ts';
import { buildProfile, matchingCall } from '../support/matching.ts';
import { medicalReviewDonorUserName } from '../../../server/db/seed/demo-matching-data.ts';
import type { Banner, MaintenanceOverview, ModerationItem } from '../../../contract/api/admin.ts';
import type { MaintenanceDetails } from '../../../contract/api/centers.ts';
import type { MatchingSiteMember, OwnMatchingProfile } from '../../../contract/api/matching-site.ts';

const nadia = 'nadia.admin@northside.example';
const theo = 'theo.admin@thames.example';
const sasha = 'sasha.support@cryo.example';
const pat = 'pat.platform@cryo.example';
const code = (prefix: string, state: string, sub = '') => `${prefix}-${state}${sub ? `-${sub}` : ''}`.padEnd(24, '-');

void describe('staff console API', () => {
  let t: TestApp;
  let keyring: StaffKeyring;
  let terms: SignatureTerms;
  before(async () => {
    keyring = await staffKeyring();
    t = await createTestApp({ staffKeys: keyring.keys });
    const served = await t.app.portal.services.contentRules.signatureTerms(1, 'EmbryoCryo');
    terms = served.find((candidate) => candidate.locale === 'en-US') ?? assert.fail('no en-US terms');
  });
  after(() => t.close());

  const asStaff = async (userName: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.inject({ method, url: `/api/Admin${url}`, headers: bearer(await keyring.mint(userName)), ...(payload ? { payload } : {}) });

  /** carol signs an option for one of her long-term embryo items; the item's id. */
  async function carolSigns(option: string): Promise<number> {
    const carol = await t.login('carol.couple');
    const items = (await t.inject({ method: 'GET', url: `/api/Members/${carol.memberId}/FreezeEvents/FreezeEvents`, headers: bearer(carol.accessToken) })).json<FreezeEvent[]>();
    const item = items.find((candidate) => candidate.statusId === code('ICR', 'CRYL') || candidate.statusId === code('ICR', 'CRYC'));
    assert.ok(item, 'carol has an item she may decide about');
    const signed = await t.inject({
      method: 'PUT',
      url: `/api/Members/${carol.memberId}/FreezeEvents/${item.id}/Disposition`,
      headers: bearer(carol.accessToken),
      payload: { option, signature: { fullName: 'Carol Bennett', consent: true, termsVersion: terms.version, termsHash: terms.hash } },
    });
    assert.equal(signed.statusCode, 200, signed.body);
    return item.id;
  }

  void test('only a valid Entra token for this API opens the staff routes', async () => {
    const me = (token: string | null) => t.inject({ method: 'GET', url: '/api/Admin/Me', headers: token === null ? {} : bearer(token) });
    assert.equal((await me(null)).statusCode, 401);
    const refused = {
      forged: await keyring.mint(nadia, { forged: true }),
      expired: await keyring.mint(nadia, { expiresIn: -120 }),
      'another audience': await keyring.mint(nadia, { audience: '11111111-2222-4333-8444-555555555555' }),
      'another tenant': await keyring.mint(nadia, { claims: { tid: '11111111-2222-4333-8444-555555555555' } }),
      'another issuer': await keyring.mint(nadia, { issuer: 'http://localhost:8080/emulators/entra/11111111-2222-4333-8444-555555555555/v2.0' }),
      'no scope': await keyring.mint(nadia, { claims: { scp: 'User.Read' } }),
      'not a token': 'a.b.c',
      'a member token': (await t.login('carol.couple')).accessToken,
    };
    for (const [what, token] of Object.entries(refused)) {
      const response = await me(token);
      assert.equal(response.statusCode, 401, `${what}: ${response.body}`);
      assert.match(response.headers['content-type'] ?? '', /^application\/problem\+json/);
    }
    const noRole = await me(await keyring.mint('someone@northside.example', { claims: { roles: [] } }));
    assert.equal(noRole.statusCode, 403);

    const ok = await me(await keyring.mint(nadia));
    assert.equal(ok.statusCode, 200, ok.body);
    const session = ok.json<StaffSession>();
    assert.deepEqual(session.roles, ['ClinicAdmin']);
    assert.deepEqual(
      session.clinics.map((clinic) => clinic.id),
      [1],
    );
    assert.equal(session.canAct, true);
    assert.equal((await asStaff(sasha, 'GET', '/Me')).json<StaffSession>().canAct, false);
    assert.equal((await asStaff(pat, 'GET', '/Me')).json<StaffSession>().isPlatformAdmin, true);

    // A staff token never acts as a member.
    const carolId = await t.memberId('carol.couple');
    const asMember = await t.inject({ method: 'GET', url: `/api/Members/${carolId}/MemberAccount/Member`, headers: bearer(await keyring.mint(pat)) });
    assert.equal(asMember.statusCode, 401);
  });

  void test('a ClinicAdmin meets another clinic’s members and items as not found; Support reads but changes nothing', async () => {
    const fionaId = await t.memberId('fiona.fertpres');
    const fionaItem = await t.db.selectFrom('freeze_events').select(['id', 'status_id']).where('member_id', '=', fionaId).executeTakeFirstOrThrow();
    const notFound = [
      await asStaff(nadia, 'GET', `/Members/${fionaId}`),
      await asStaff(nadia, 'POST', `/Members/${fionaId}/SendPasswordReset`),
      await asStaff(nadia, 'POST', `/Members/${fionaId}/ResetTwoFactor`),
      await asStaff(nadia, 'PUT', `/Members/${fionaId}/SignInLocked`, { value: true }),
      await asStaff(nadia, 'PUT', `/Members/${fionaId}/ReadOnly`, { value: true }),
      await asStaff(nadia, 'POST', `/FreezeEvents/${fionaItem.id}/Transition`, { fromStatusId: fionaItem.status_id, toStatusId: code('GCR', 'DTHD'), reason: 'x' }),
      await asStaff(nadia, 'GET', `/Members/999999`),
      await asStaff(nadia, 'GET', `/WorkQueue?clinicId=2`),
      await asStaff(nadia, 'GET', `/Audit?clinicId=2`),
    ];
    for (const response of notFound) assert.equal(response.statusCode, 404, response.body);
    // The same answer for a member of another clinic as for one that does not exist.
    assert.equal(notFound[0]?.json<{ detail: string }>().detail, notFound[6]?.json<{ detail: string }>().detail);
    const lookup = await asStaff(nadia, 'GET', `/Members?userName=fiona.fertpres`);
    assert.deepEqual(lookup.json<MemberSummary[]>(), []);

    const read = await asStaff(sasha, 'GET', `/Members/${fionaId}`);
    assert.equal(read.statusCode, 200, read.body);
    for (const response of [
      await asStaff(sasha, 'POST', `/Members/${fionaId}/SendPasswordReset`),
      await asStaff(sasha, 'PUT', `/Members/${fionaId}/SignInLocked`, { value: true }),
      await asStaff(sasha, 'POST', `/FreezeEvents/${fionaItem.id}/Transition`, { fromStatusId: fionaItem.status_id, toStatusId: code('GCR', 'DTHD') }),
      await asStaff(sasha, 'GET', '/Staff'),
      await asStaff(nadia, 'GET', '/Staff'),
    ]) {
      assert.equal(response.statusCode, 403, response.body);
    }
    const row = await t.db.selectFrom('members').select(['sign_in_locked']).where('id', '=', fionaId).executeTakeFirstOrThrow();
    assert.equal(row.sign_in_locked, 0, 'nothing changed');
  });

  void test('the work queue: carol’s decision waits; nadia completes it once, carol sees it and is told; a second admin gets 409', async () => {
    await clearMail(t);
    const itemId = await carolSigns('donate-to-science');
    const queue = (await asStaff(nadia, 'GET', '/WorkQueue')).json<WorkQueue>();
    const row = queue.items.find((item) => item.freezeEventId === itemId);
    assert.ok(row, 'the item is in the queue');
    assert.equal(row.statusId, code('ICR', 'ESCI'));
    assert.equal(row.option, 'donate-to-science');
    assert.ok(row.signedAtUtc);
    assert.deepEqual(row.transitions, [{ toStatusId: code('ICR', 'DSCI'), kind: 'complete' }]);
    // Page by page: the oldest signed decision first, the items with none (set by staff, carried over)
    // after them, on either database (SQLite puts NULLs first in an ascending order, PostgreSQL last).
    const ids: (number | null)[] = [];
    for (let page = 1; ; page += 1) {
      const part = (await asStaff(nadia, 'GET', `/WorkQueue?page=${String(page)}&pageSize=5`)).json<WorkQueue>();
      ids.push(...part.items.map((item) => item.consentRecordId));
      if (page * part.pageSize >= part.total) break;
    }
    const signed = ids.filter((id): id is number => id !== null);
    assert.ok(signed.length > 0 && signed.length < ids.length, `both kinds are in the queue: ${JSON.stringify(ids)}`);
    assert.deepEqual(ids, [...[...signed].sort((a, b) => a - b), ...ids.filter((id) => id === null)]);
    assert.ok(
      (await asStaff(theo, 'GET', '/WorkQueue')).json<WorkQueue>().items.every((item) => item.clinicId === 2),
      'theo sees only Thames',
    );

    const move = { fromStatusId: code('ICR', 'ESCI'), toStatusId: code('ICR', 'DSCI') };
    const [first, second] = await Promise.all([
      asStaff(nadia, 'POST', `/FreezeEvents/${itemId}/Transition`, move),
      asStaff(pat, 'POST', `/FreezeEvents/${itemId}/Transition`, move),
    ]);
    assert.deepEqual([first.statusCode, second.statusCode].sort(), [200, 409], `${first.body}\n${second.body}`);
    const history = await t.db.selectFrom('freeze_event_history').selectAll().where('freeze_event_id', '=', itemId).execute();
    assert.equal(history.length, 1, 'applied once');

    const carol = await t.login('carol.couple');
    const items = (await t.inject({ method: 'GET', url: `/api/Members/${carol.memberId}/FreezeEvents/FreezeEvents`, headers: bearer(carol.accessToken) })).json<FreezeEvent[]>();
    assert.equal(items.find((item) => item.id === itemId)?.statusId, code('ICR', 'DSCI'));
    const mail = await waitForMail(t, 'carol.couple@example.com', /update about your stored embryos/);
    assert.match(mail.text, /donated to science/);

    // A move the rules do not allow, and a denial without a reason.
    assert.equal((await asStaff(nadia, 'POST', `/FreezeEvents/${itemId}/Transition`, { fromStatusId: code('ICR', 'DSCI'), toStatusId: code('ICR', 'CRYL') })).statusCode, 422);
  });

  void test('a denial needs a reason, which the member reads in the e-mail', async () => {
    await clearMail(t);
    const itemId = await carolSigns('donate-to-another-couple');
    const move = { fromStatusId: code('ICR', 'EDON'), toStatusId: code('ICR', 'NDON') };
    const noReason = await asStaff(nadia, 'POST', `/FreezeEvents/${itemId}/Transition`, move);
    assert.equal(noReason.statusCode, 400);
    assert.ok(fieldErrors(noReason)['body/reason']);
    const denied = await asStaff(nadia, 'POST', `/FreezeEvents/${itemId}/Transition`, { ...move, reason: 'The embryos do not meet the donation criteria.' });
    assert.equal(denied.statusCode, 200, denied.body);
    const mail = await waitForMail(t, 'carol.couple@example.com', /update about your stored embryos/);
    assert.match(mail.text, /could not go ahead/);
    assert.match(mail.text, /do not meet the donation criteria/);
  });

  void test('lookups match on keyed hashes; the member page is read and audited; actions apply and are audited', async () => {
    const byEmail = (await asStaff(nadia, 'GET', '/Members?email=CAROL.COUPLE@example.com')).json<MemberSummary[]>();
    assert.deepEqual(
      byEmail.map((m) => m.userName),
      ['carol.couple'],
    );
    const byUser = (await asStaff(nadia, 'GET', '/Members?userName=Carol.Couple')).json<MemberSummary[]>();
    assert.equal(byUser[0]?.name, 'Carol Bennett');
    const detail = await asStaff(nadia, 'GET', `/Members/${byUser[0]?.memberId}`);
    assert.equal(detail.statusCode, 200, detail.body);
    const page = detail.json<AdminMemberDetail>();
    const byNameDob = (await asStaff(nadia, 'GET', `/Members?firstName=carol&lastName=BENNETT&dateOfBirth=${page.profile.dateOfBirth}`)).json<MemberSummary[]>();
    assert.deepEqual(
      byNameDob.map((m) => m.userName),
      ['carol.couple'],
    );
    assert.equal((await asStaff(nadia, 'GET', '/Members')).statusCode, 400);

    const samId = await t.memberId('sam.sperm');
    const sam = await t.login('sam.sperm');
    const locked = await asStaff(nadia, 'PUT', `/Members/${samId}/SignInLocked`, { value: true });
    assert.equal(locked.json<MemberSummary>().signInLocked, true);
    const refresh = await t.inject({ method: 'GET', url: '/api/Auth/RefreshToken', headers: bearer(sam.refreshToken) });
    assert.equal(refresh.statusCode, 401, 'locking ended the session');
    const signIn = await t.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      payload: { username: 'sam.sperm', password: 'Portal-Demo-2026!', userRole: 'Member', ivfCenterId: 1 },
    });
    assert.equal(signIn.statusCode, 403);
    assert.match(signIn.json<{ type: string }>().type, /sign-in-locked$/);
    await asStaff(nadia, 'PUT', `/Members/${samId}/SignInLocked`, { value: false });
    assert.equal(
      (await t.inject({ method: 'POST', url: '/api/Auth/Login', payload: { username: 'sam.sperm', password: 'Portal-Demo-2026!', userRole: 'Member', ivfCenterId: 1 } }))
        .statusCode,
      200,
    );

    const audit = (await asStaff(nadia, 'GET', `/Audit?memberId=${samId}`)).json<AuditPage>();
    assert.deepEqual(
      audit.items.map((entry) => [entry.action, entry.staffUserName, entry.after]),
      [
        ['member.set-signInLocked', nadia, '{"signInLocked":false}'],
        ['member.set-signInLocked', nadia, '{"signInLocked":true}'],
      ],
    );
    const reads = (await asStaff(pat, 'GET', `/Audit?memberId=${byUser[0]?.memberId}`)).json<AuditPage>();
    assert.ok(reads.items.some((entry) => entry.action === 'member.read' && entry.staffUserName === nadia));

    // The log is evidence: the database refuses to change or remove an entry.
    await assert.rejects(t.db.updateTable('audit_log').set({ action: 'nothing' }).execute());
    await assert.rejects(t.db.deleteFrom('audit_log').execute());
  });

  void test('a PlatformAdmin grants clinics: theo then reads Northside', async () => {
    const carolId = await t.memberId('carol.couple');
    assert.equal((await asStaff(theo, 'GET', `/Members/${carolId}`)).statusCode, 404);
    const people = (await asStaff(pat, 'GET', '/Staff')).json<{ oid: string; userName: string; clinicIds: number[] }[]>();
    const theoRecord = people.find((person) => person.userName === theo);
    assert.ok(theoRecord);
    assert.deepEqual(theoRecord.clinicIds, [2]);
    const granted = await asStaff(pat, 'PUT', `/Staff/${theoRecord.oid}/Clinics`, { clinicIds: [2, 1] });
    assert.equal(granted.statusCode, 200, granted.body);
    assert.deepEqual(granted.json<{ clinicIds: number[] }>().clinicIds, [1, 2]);
    assert.equal((await asStaff(theo, 'GET', `/Members/${carolId}`)).statusCode, 200);
    assert.equal((await asStaff(pat, 'PUT', `/Staff/${theoRecord.oid}/Clinics`, { clinicIds: [99] })).statusCode, 400);
    assert.equal((await asStaff(pat, 'PUT', `/Staff/${theoRecord.oid}/Clinics`, { clinicIds: [2] })).statusCode, 200);
  });

  void test('moderation: a custom description reaches recipients once approved; a medical review cleared makes the profile Current', async () => {
    const carol = await t.login('carol.couple');
    const emma = await t.login('emma.recipient');
    await buildProfile(t, carol, 'OPEN');
    const list = (await asStaff(nadia, 'GET', '/Moderation')).json<ModerationItem[]>();
    const description = list.find((item) => item.kind === 'customDescription' && item.memberId === carol.memberId);
    assert.equal(description?.text, 'We met at sailing school.');
    assert.ok((await asStaff(theo, 'GET', '/Moderation')).json<ModerationItem[]>().every((item) => item.clinicId === 2));
    assert.equal((await asStaff(sasha, 'POST', `/Moderation/CustomDescription/${carol.memberId}`, { decision: 'approve' })).statusCode, 403);
    assert.equal((await asStaff(theo, 'POST', `/Moderation/CustomDescription/${carol.memberId}`, { decision: 'approve' })).statusCode, 404);
    assert.equal((await asStaff(nadia, 'POST', `/Moderation/CustomDescription/${carol.memberId}`, { decision: 'sendBack' })).statusCode, 400, 'a reason is needed');

    const seen = async () => (await matchingCall(t, emma, 'MatchingSiteMember', { requestMemberId: carol.memberId })).json<MatchingSiteMember>().customDescription;
    assert.equal(await seen(), null);
    const approved = await asStaff(nadia, 'POST', `/Moderation/CustomDescription/${carol.memberId}`, { decision: 'approve' });
    assert.equal(approved.statusCode, 200, approved.body);
    assert.equal(await seen(), 'We met at sailing school.');
    assert.equal((await asStaff(nadia, 'POST', `/Moderation/CustomDescription/${carol.memberId}`, { decision: 'approve' })).statusCode, 409, 'decided already');

    // A new text waits again; sent back, the couple reads the clinic's reason on their own profile.
    const letter = { step: 'letter', letter: 'We hope our embryos bring you joy.', customDescription: 'Call us any time at 617 555 0100.' };
    const saved = await t.inject({
      method: 'PUT',
      url: `/api/Members/${carol.memberId}/MatchingSite/UpdateMatchingProfile`,
      headers: { ...bearer(carol.accessToken), 'if-match': '*' },
      payload: letter,
    });
    assert.equal(saved.statusCode, 200, saved.body);
    await asStaff(nadia, 'POST', `/Moderation/CustomDescription/${carol.memberId}`, { decision: 'sendBack', reason: 'Please leave out phone numbers.' });
    const own = (
      await t.inject({ method: 'GET', url: `/api/Members/${carol.memberId}/MatchingSite/MatchingProfile`, headers: bearer(carol.accessToken) })
    ).json<OwnMatchingProfile>();
    assert.equal(own.customDescriptionStatusId, 'EDCDEC');
    assert.equal(own.customDescriptionNote, 'Please leave out phone numbers.');

    const donorId = await t.memberId(medicalReviewDonorUserName);
    // The couple finished their profile while an item waits for review: complete, but MEDPND (not listed).
    await t.db.updateTable('matching_profiles').set({ completion_status_id: 'MEDPND' }).where('member_id', '=', donorId).execute();
    await t.db.updateTable('members').set({ matching_profile_status_id: 'MEDPND' }).where('id', '=', donorId).execute();
    const review = (await asStaff(nadia, 'GET', '/Moderation')).json<ModerationItem[]>().find((item) => item.kind === 'medicalReview' && item.memberId === donorId);
    assert.ok(review?.freezeEventId, 'the seeded donor waits for medical review');
    const cleared = await asStaff(nadia, 'POST', `/Moderation/MedicalReview/${review.freezeEventId}`, { decision: 'approve' });
    assert.equal(cleared.statusCode, 200, cleared.body);
    const donor = await t.db.selectFrom('members').select('matching_profile_status_id').where('id', '=', donorId).executeTakeFirstOrThrow();
    assert.equal(donor.matching_profile_status_id, 'Current');
    assert.ok(!(await asStaff(nadia, 'GET', '/Moderation')).json<ModerationItem[]>().some((item) => item.freezeEventId === review.freezeEventId));
  });

  void test('banners: a clinic’s banner in the member’s language, a site-wide one for everyone, ended when asked', async () => {
    const soon = new Date(t.clock.now() - 60_000).toISOString(); // the API's clock, not the wall clock: the file may have run for minutes by now
    const input = {
      clinicId: 1,
      texts: { 'en-US': 'The lab moves on Friday.', es: 'El laboratorio se traslada el viernes.' },
      styleId: 'warning',
      startsAtUtc: soon,
      endsAtUtc: null,
    };
    assert.equal((await asStaff(nadia, 'POST', '/Banners', { ...input, clinicId: 2 })).statusCode, 404);
    assert.equal((await asStaff(nadia, 'POST', '/Banners', { ...input, clinicId: null })).statusCode, 403);
    assert.equal((await asStaff(sasha, 'POST', '/Banners', input)).statusCode, 403);
    const created = await asStaff(nadia, 'POST', '/Banners', input);
    assert.equal(created.statusCode, 200, created.body);
    const banner = created.json<Banner>();

    const bannersOf = async (userName: string, language: string) => {
      const session = await t.login(userName);
      const answer = await t.inject({ method: 'GET', url: '/api/GlobalBannerMessage/GetAllActive', headers: { ...bearer(session.accessToken), 'accept-language': language } });
      return answer.json<{ text: string }[]>().map((entry) => entry.text);
    };
    assert.ok((await bannersOf('ben.balance', 'es')).includes('El laboratorio se traslada el viernes.'));
    assert.ok((await bannersOf('ben.balance', 'en-GB')).includes('The lab moves on Friday.'));
    assert.ok(!(await bannersOf('fiona.fertpres', 'en-GB')).includes('The lab moves on Friday.'), 'not for another clinic');

    const siteWide = await asStaff(pat, 'POST', '/Banners', { ...input, clinicId: null, texts: { 'en-GB': 'Planned upgrade tonight.' } });
    assert.equal(siteWide.statusCode, 200, siteWide.body);
    assert.ok((await bannersOf('fiona.fertpres', 'en-GB')).includes('Planned upgrade tonight.'));
    assert.equal((await asStaff(nadia, 'POST', `/Banners/${siteWide.json<Banner>().id}/End`)).statusCode, 403);

    assert.equal((await asStaff(nadia, 'POST', `/Banners/${banner.id}/End`)).statusCode, 200);
    assert.ok(!(await bannersOf('ben.balance', 'en-US')).includes('The lab moves on Friday.'));
    await asStaff(pat, 'POST', `/Banners/${siteWide.json<Banner>().id}/End`);
  });

  void test('maintenance: a clinic’s window warns its members; site-wide maintenance answers subCode 8 and staff can end it', async () => {
    const start = new Date(t.clock.now() + 30 * 60_000).toISOString();
    const end = new Date(t.clock.now() + 90 * 60_000).toISOString();
    assert.equal((await asStaff(nadia, 'PUT', '/Clinics/2/Maintenance', { startsAtUtc: start, endsAtUtc: end })).statusCode, 404);
    assert.equal((await asStaff(theo, 'PUT', '/Clinics/2/Maintenance', { startsAtUtc: end, endsAtUtc: start })).statusCode, 400);
    const set = await asStaff(theo, 'PUT', '/Clinics/2/Maintenance', { startsAtUtc: start, endsAtUtc: end });
    assert.equal(set.statusCode, 200, set.body);
    assert.deepEqual(
      set.json<MaintenanceOverview>().clinics.map((clinic) => clinic.clinicId),
      [2],
    );
    const details = (await t.inject({ method: 'GET', url: '/api/IvfCenters/2/GetIvfCenterMaintenanceDetails' })).json<MaintenanceDetails>();
    assert.equal(details.startMaintenanceDateTimeUtc, start);
    assert.equal((await asStaff(theo, 'DELETE', '/Clinics/2/Maintenance')).statusCode, 200);

    const now = new Date(t.clock.now() - 1000).toISOString();
    assert.equal((await asStaff(nadia, 'PUT', '/SiteMaintenance', { startsAtUtc: now, endsAtUtc: end })).statusCode, 403);
    assert.equal((await asStaff(pat, 'PUT', '/SiteMaintenance', { startsAtUtc: now, endsAtUtc: end })).statusCode, 200);
    const ben = await t.login('ben.balance').catch(() => null);
    assert.equal(ben, null, 'members cannot sign in during site maintenance');
    const refused = await t.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      payload: { username: 'ben.balance', password: 'Portal-Demo-2026!', userRole: 'Member', ivfCenterId: 1 },
    });
    assert.equal(refused.json<{ subCode: number }>().subCode, 8);
    assert.equal((await asStaff(pat, 'GET', '/Maintenance')).json<MaintenanceOverview>().site?.endsAtUtc, end);
    assert.equal((await asStaff(pat, 'DELETE', '/SiteMaintenance')).statusCode, 200);
    assert.ok(await t.login('ben.balance'));
  });

  void test('maintenance with no end (Lumière’s, set outside the console) is shown to staff as it is, and ending it lets members in', async () => {
    const maintenanceOf = async (clinicId: number) =>
      (await asStaff(pat, 'GET', '/Maintenance')).json<MaintenanceOverview>().clinics.find((clinic) => clinic.clinicId === clinicId)?.window;
    const details = () => t.inject({ method: 'GET', url: '/api/IvfCenters/4/GetIvfCenterMaintenanceDetails' }).then((r) => r.json<MaintenanceDetails>());
    const before = await details();
    assert.equal(before.isInMaintenanceMode, true);
    // The members' side and the console's tell the same window: started, with no end.
    assert.deepEqual(await maintenanceOf(4), { startsAtUtc: before.startMaintenanceDateTimeUtc, endsAtUtc: null });
    assert.equal((await asStaff(nadia, 'DELETE', '/Clinics/4/Maintenance')).statusCode, 404);
    assert.equal((await details()).isInMaintenanceMode, true);
    assert.equal((await asStaff(pat, 'DELETE', '/Clinics/4/Maintenance')).statusCode, 200);
    assert.equal(await maintenanceOf(4), null);
    assert.equal((await details()).isInMaintenanceMode, false);
  });
});
