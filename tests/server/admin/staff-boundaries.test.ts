// Runs alone in npm test (scripts/test-api.mjs): it bounds how long a call takes.
// The staff console's edges (issue 12), as an attacker with a ClinicAdmin account and as a careful
// reviewer would try them: every move the clinic may make on a stored item (architecture §7) applies
// once, is recorded and told to the member in the language they signed in; every other move is
// refused and changes nothing; with the mail relay down a move still applies at once and its mail
// follows; another clinic's moderation items, banners and maintenance are "not found"; a site-wide
// banner belongs to the PlatformAdmin; and every read of a member and every action leaves exactly one
// audit row with who, role, what, which, before → after, request id and IP.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AuditPage, Banner, MaintenanceOverview, WorkQueue } from '../../../contract/api/admin.ts';
import type { FreezeEvent } from '../../../contract/api/members.ts';
import { storedItemStatuses } from '../../../contract/domain/storedItemStatus.ts';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy.ts';
import { staffKeyring, type StaffKeyring } from '../support/staff.ts';
import { bearer, clearMail, createTestApp, type CaughtMail, type TestApp } from '../support/test-app.ts';

const nadia = 'nadia.admin@northside.example';
const theo = 'theo.admin@thames.example';
const sasha = 'sasha.support@cryo.example';
const pat = 'pat.platform@cryo.example';
const code = (prefix: string, state: string, sub = '') => `${prefix}-${state}${sub ? `-${sub}` : ''}`.padEnd(24, '-');

/** Architecture §7 written out: what clinic staff may do, and nothing else. */
const allowed: { prefix: string; from: string; to: string; sub?: string; kind: 'complete' | 'deny' }[] = [
  { prefix: 'ICR', from: 'ESCI', to: 'DSCI', kind: 'complete' },
  { prefix: 'ICR', from: 'EDON', to: 'DDON', kind: 'complete' },
  { prefix: 'ICR', from: 'EDON', to: 'NDON', kind: 'deny' },
  { prefix: 'ICR', from: 'ETHD', to: 'DTHD', kind: 'complete' },
  { prefix: 'ICR', from: 'EUSE', to: 'DUSE', kind: 'complete' },
  { prefix: 'ICR', from: 'EDIV', to: 'ADIV', kind: 'complete' },
  { prefix: 'ICR', from: 'EDIV', to: 'NDIV', kind: 'deny' },
  { prefix: 'ICR', from: 'ADIV', to: 'DDIV', kind: 'complete' },
  ...['COTH', 'DSCI', 'DDON', 'DTHD', 'DUSE', 'TOFF', 'TPGS'].map((sub) => ({ prefix: 'ICR', from: 'ADIV', to: 'ADIV', sub, kind: 'complete' as const })),
  { prefix: 'GCR', from: 'ETHD', to: 'DTHD', kind: 'complete' },
  { prefix: 'GCR', from: 'EUSE', to: 'DUSE', kind: 'complete' }, // ADR 0003
  { prefix: 'SCR', from: 'ETHD', to: 'DTHD', kind: 'complete' },
  { prefix: 'TCR', from: 'ETHD', to: 'DTHD', kind: 'complete' },
];
const ownerOf: Record<string, string> = { ICR: 'carol.couple', GCR: 'grace.egg', SCR: 'sam.sperm', TCR: 'tara.tissue' };
const allowedKey = new Set(allowed.map((move) => `${code(move.prefix, move.from)}>${code(move.prefix, move.to, move.sub)}`));

void describe('staff console edges', () => {
  let t: TestApp;
  let keyring: StaffKeyring;
  let relay: FaultProxy;
  const tokens = new Map<string, string>();
  before(async () => {
    keyring = await staffKeyring();
    relay = await startFaultProxy();
    t = await createTestApp({ staffKeys: keyring.keys, config: { smtpUrl: `smtp://127.0.0.1:${String(relay.port)}` } });
    relay.target = t.app.portal.mailEmulator?.port ?? assert.fail('mail emulator off');
    for (const person of [nadia, theo, sasha, pat]) tokens.set(person, await keyring.mint(person));
  });
  after(async () => {
    await t.close();
    await relay.close();
  });

  const asStaff = (userName: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.inject({ method, url: `/api/Admin${url}`, headers: bearer(tokens.get(userName) ?? assert.fail(userName)), ...(payload ? { payload } : {}) });
  const count = async (table: 'audit_log' | 'freeze_event_history' | 'mail_outbox') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const statusOf = async (id: number) => (await t.db.selectFrom('freeze_events').select('status_id').where('id', '=', id).executeTakeFirstOrThrow()).status_id;

  /** A stored item of the persona's in the given status (test set-up: the clinic's records). */
  async function itemIn(userName: string, statusId: string): Promise<number> {
    const memberId = await t.memberId(userName);
    const model = await t.db
      .selectFrom('freeze_events')
      .select(['member_id', 'item_type_id', 'count', 'frozen_on', 'storage_location', 'deleted_at', 'medical_review_note'])
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    const inserted = await t.db
      .insertInto('freeze_events')
      .values({ ...model, status_id: statusId, description: `${statusId.slice(0, 8)} for the staff tests`, prior_status_id: null, medical_review_pending: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  void test('every move the clinic may make applies once, is recorded and told; the queue offers exactly those', async () => {
    for (const move of allowed) {
      const from = code(move.prefix, move.from);
      const to = code(move.prefix, move.to, move.sub);
      const id = await itemIn(ownerOf[move.prefix] ?? assert.fail(move.prefix), from);
      const [audits, histories, mails] = [await count('audit_log'), await count('freeze_event_history'), await count('mail_outbox')];
      const response = await asStaff(nadia, 'POST', `/FreezeEvents/${id}/Transition`, {
        fromStatusId: from,
        toStatusId: to,
        ...(move.kind === 'deny' ? { reason: 'It does not meet the criteria.' } : {}),
      });
      assert.equal(response.statusCode, 200, `${from} → ${to}: ${response.body}`);
      assert.equal(await statusOf(id), to);
      assert.deepEqual([await count('audit_log'), await count('freeze_event_history'), await count('mail_outbox')], [audits + 1, histories + 1, mails + 1], `${from} → ${to}`);
      const entry = await t.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
      assert.deepEqual([entry.action, entry.freeze_event_id, entry.staff_user_name], [move.kind === 'deny' ? 'item.deny' : 'item.complete', id, nadia]);
    }

    // What the queue offers for an item in each waiting state is exactly the table above.
    for (const from of [...new Set(allowed.map((move) => code(move.prefix, move.from)))]) {
      const prefix = from.slice(0, 3);
      const id = await itemIn(ownerOf[prefix] ?? assert.fail(prefix), from);
      const queue = (await asStaff(nadia, 'GET', `/WorkQueue?state=${from.slice(4, 8)}&pageSize=200`)).json<WorkQueue>();
      const offered = queue.items.find((item) => item.freezeEventId === id)?.transitions.map((target) => `${from}>${target.toStatusId}`) ?? [];
      assert.deepEqual(offered.sort(), [...allowedKey].filter((key) => key.startsWith(`${from}>`)).sort(), from);
    }
  });

  void test('every other move is refused with 422 and changes nothing', async () => {
    const before = [await count('audit_log'), await count('freeze_event_history'), await count('mail_outbox')];
    let tried = 0;
    for (const prefix of ['ICR', 'GCR', 'SCR', 'TCR']) {
      const codes = storedItemStatuses.filter((status) => status.code.startsWith(`${prefix}-`)).map((status) => status.code);
      // Another kind's outcomes too: an embryo item cannot be "donated" with an egg code.
      const foreign = storedItemStatuses.filter((status) => !status.code.startsWith(`${prefix}-`) && /^...-D/.test(status.code)).map((status) => status.code);
      const id = await itemIn(ownerOf[prefix] ?? assert.fail(prefix), codes[0] ?? assert.fail(prefix));
      for (const from of codes) {
        await t.db.updateTable('freeze_events').set({ status_id: from }).where('id', '=', id).execute();
        for (const to of [...codes, ...foreign]) {
          if (allowedKey.has(`${from}>${to}`)) continue;
          const response = await asStaff(nadia, 'POST', `/FreezeEvents/${id}/Transition`, { fromStatusId: from, toStatusId: to, reason: 'Trying.' });
          assert.equal(response.statusCode, 422, `${from} → ${to}: ${response.body}`);
          tried += 1;
        }
        assert.equal(await statusOf(id), from);
      }
    }
    assert.ok(tried > 1000, `tried ${String(tried)} moves`);
    assert.deepEqual([await count('audit_log'), await count('freeze_event_history'), await count('mail_outbox')], before, 'nothing recorded, nothing sent');
  });

  void test('the member hears in the language they signed in; with the mail relay down the move applies at once and the mail follows', async () => {
    await clearMail(t);
    const carol = await t.login('carol.couple');
    const served = await t.app.portal.services.contentRules.signatureTerms(1, 'EmbryoCryo');
    const spanish = served.find((candidate) => candidate.locale === 'es') ?? assert.fail('no Spanish terms');
    const items = (await t.inject({ method: 'GET', url: `/api/Members/${carol.memberId}/FreezeEvents/FreezeEvents`, headers: bearer(carol.accessToken) })).json<FreezeEvent[]>();
    const item = items.find((candidate) => candidate.statusId === code('ICR', 'CRYL') || candidate.statusId === code('ICR', 'CRYC')) ?? assert.fail('no item to decide about');
    const signed = await t.inject({
      method: 'PUT',
      url: `/api/Members/${carol.memberId}/FreezeEvents/${item.id}/Disposition`,
      headers: bearer(carol.accessToken),
      payload: { option: 'donate-to-science', signature: { fullName: 'Carol Bennett', consent: true, termsVersion: spanish.version, termsHash: spanish.hash } },
    });
    assert.equal(signed.statusCode, 200, signed.body);

    relay.mode = { kind: 'refuse' };
    const started = performance.now();
    const moved = await asStaff(nadia, 'POST', `/FreezeEvents/${item.id}/Transition`, { fromStatusId: code('ICR', 'ESCI'), toStatusId: code('ICR', 'DSCI') });
    const ms = performance.now() - started;
    assert.equal(moved.statusCode, 200, moved.body);
    assert.ok(ms < 2000, `the move took ${ms.toFixed(0)} ms with the relay down`);
    const outbox = t.app.portal.services.mailOutbox;
    await outbox.drain();
    const inbox = async () => (await t.inject({ method: 'GET', url: `/emulators/mail/messages?to=${encodeURIComponent('carol.couple@example.com')}` })).json<CaughtMail[]>();
    assert.equal((await inbox()).length, 0, 'nothing delivered while the relay is down');
    assert.ok((await outbox.pendingCount()) >= 1, 'the mail waits');

    relay.mode = { kind: 'pass' };
    t.clock.advance(60_000);
    await outbox.drain();
    const delivered = await inbox();
    assert.equal(delivered.length, 1, 'delivered once');
    assert.match(delivered[0]?.subject ?? '', /^Novedades sobre su/);
    assert.match(delivered[0]?.text ?? '', /Carol/);
  });

  void test('another clinic’s moderation items, banners and maintenance are not found; a site-wide banner is the PlatformAdmin’s', async () => {
    const fionaId = await t.memberId('fiona.fertpres');
    const fionaItem = await itemIn('fiona.fertpres', code('ICR', 'CRYL'));
    await t.db.updateTable('freeze_events').set({ medical_review_pending: 1 }).where('id', '=', fionaItem).execute();
    const detailOf = (response: { json: <T>() => T }) => response.json<{ detail: string }>().detail;

    const review = await asStaff(nadia, 'POST', `/Moderation/MedicalReview/${fionaItem}`, { decision: 'approve' });
    const noItem = await asStaff(nadia, 'POST', '/Moderation/MedicalReview/999999', { decision: 'approve' });
    assert.deepEqual([review.statusCode, noItem.statusCode], [404, 404]);
    assert.equal(detailOf(review), detailOf(noItem));
    const description = await asStaff(nadia, 'POST', `/Moderation/CustomDescription/${fionaId}`, { decision: 'approve' });
    const noMember = await asStaff(nadia, 'POST', '/Moderation/CustomDescription/999999', { decision: 'approve' });
    assert.deepEqual([description.statusCode, noMember.statusCode], [404, 404]);
    assert.equal(detailOf(description), detailOf(noMember));
    assert.equal((await asStaff(nadia, 'GET', '/Moderation?clinicId=2')).statusCode, 404);
    const stillWaiting = await t.db.selectFrom('freeze_events').select('medical_review_pending').where('id', '=', fionaItem).executeTakeFirstOrThrow();
    assert.equal(stillWaiting.medical_review_pending, 1);
    assert.equal((await asStaff(theo, 'POST', `/Moderation/MedicalReview/${fionaItem}`, { decision: 'approve' })).statusCode, 200, 'theo serves Thames');

    const startsAtUtc = new Date(t.clock.now() - 60_000).toISOString();
    const thames = (await asStaff(theo, 'POST', '/Banners', { clinicId: 2, texts: { 'en-GB': 'Thames only.' }, styleId: 'info', startsAtUtc, endsAtUtc: null })).json<Banner>();
    const thamesEdit = await asStaff(nadia, 'PUT', `/Banners/${thames.id}`, { clinicId: 1, texts: { 'en-US': 'Taken over.' }, styleId: 'info', startsAtUtc, endsAtUtc: null });
    const thamesEnd = await asStaff(nadia, 'POST', `/Banners/${thames.id}/End`);
    const noBanner = await asStaff(nadia, 'POST', '/Banners/999999/End');
    assert.deepEqual([thamesEdit.statusCode, thamesEnd.statusCode, noBanner.statusCode], [404, 404, 404]);
    assert.equal(detailOf(thamesEnd), detailOf(noBanner));
    assert.equal((await asStaff(nadia, 'GET', '/Banners?clinicId=2')).statusCode, 404);
    assert.ok(!(await asStaff(nadia, 'GET', '/Banners')).json<Banner[]>().some((banner) => banner.id === thames.id));

    // A ClinicAdmin cannot turn the site-wide banner into one of their own, nor end it.
    const site = (await asStaff(pat, 'POST', '/Banners', { clinicId: null, texts: { 'en-US': 'For everyone.' }, styleId: 'info', startsAtUtc, endsAtUtc: null })).json<Banner>();
    assert.equal(
      (await asStaff(nadia, 'PUT', `/Banners/${site.id}`, { clinicId: 1, texts: { 'en-US': 'Mine now.' }, styleId: 'info', startsAtUtc, endsAtUtc: null })).statusCode,
      403,
    );
    assert.equal((await asStaff(nadia, 'POST', `/Banners/${site.id}/End`)).statusCode, 403);
    const stored = await t.db.selectFrom('banner_messages').select(['center_id', 'text', 'ends_at']).where('id', '=', site.id).executeTakeFirstOrThrow();
    assert.deepEqual({ ...stored }, { center_id: null, text: 'For everyone.', ends_at: null });
    assert.equal((await asStaff(sasha, 'PUT', `/Banners/${thames.id}`, { clinicId: 2, texts: { 'en-US': 'x' }, styleId: 'info', startsAtUtc, endsAtUtc: null })).statusCode, 403);

    const window = { startsAtUtc: new Date(t.clock.now() + 3_600_000).toISOString(), endsAtUtc: new Date(t.clock.now() + 7_200_000).toISOString() };
    assert.equal((await asStaff(nadia, 'DELETE', '/Clinics/2/Maintenance')).statusCode, 404);
    assert.equal((await asStaff(nadia, 'PUT', '/Clinics/2/Maintenance', window)).statusCode, 404);
    assert.equal((await asStaff(sasha, 'PUT', '/Clinics/1/Maintenance', window)).statusCode, 403);
    assert.equal((await asStaff(nadia, 'DELETE', '/SiteMaintenance')).statusCode, 403);
    assert.deepEqual(
      (await asStaff(nadia, 'GET', '/Maintenance')).json<MaintenanceOverview>().clinics.map((clinic) => clinic.clinicId),
      [1],
    );
  });

  void test('every read of a member and every action leaves one audit row: who, role, what, which, before → after, request id, IP', async () => {
    const benId = await t.memberId('ben.balance');
    const startsAtUtc = new Date(t.clock.now() - 60_000).toISOString();
    const window = { startsAtUtc: new Date(t.clock.now() + 3_600_000).toISOString(), endsAtUtc: new Date(t.clock.now() + 7_200_000).toISOString() };
    const theoOid = (await asStaff(pat, 'GET', '/Staff')).json<{ oid: string; userName: string }[]>().find((person) => person.userName === theo)?.oid ?? assert.fail('theo');
    let bannerId = 0;
    const calls: {
      who: string;
      role: string;
      method: 'GET' | 'POST' | 'PUT' | 'DELETE';
      url: () => string;
      payload?: object;
      action: string;
      memberId: number | null;
      changes: boolean;
    }[] = [
      { who: nadia, role: 'ClinicAdmin', method: 'GET', url: () => '/Members?userName=ben.balance', action: 'member.lookup', memberId: null, changes: false },
      { who: nadia, role: 'ClinicAdmin', method: 'GET', url: () => `/Members/${benId}`, action: 'member.read', memberId: benId, changes: false },
      { who: sasha, role: 'Support', method: 'GET', url: () => `/Members/${benId}`, action: 'member.read', memberId: benId, changes: false },
      { who: nadia, role: 'ClinicAdmin', method: 'POST', url: () => `/Members/${benId}/SendPasswordReset`, action: 'member.send-password-reset', memberId: benId, changes: false },
      { who: nadia, role: 'ClinicAdmin', method: 'POST', url: () => `/Members/${benId}/ResetTwoFactor`, action: 'member.reset-two-factor', memberId: benId, changes: true },
      {
        who: nadia,
        role: 'ClinicAdmin',
        method: 'PUT',
        url: () => `/Members/${benId}/ReadOnly`,
        payload: { value: true },
        action: 'member.set-readOnly',
        memberId: benId,
        changes: true,
      },
      {
        who: nadia,
        role: 'ClinicAdmin',
        method: 'PUT',
        url: () => `/Members/${benId}/ReadOnly`,
        payload: { value: false },
        action: 'member.set-readOnly',
        memberId: benId,
        changes: true,
      },
      {
        who: nadia,
        role: 'ClinicAdmin',
        method: 'POST',
        url: () => '/Banners',
        payload: { clinicId: 1, texts: { 'en-US': 'Audit me.' }, styleId: 'info', startsAtUtc, endsAtUtc: null },
        action: 'banner.create',
        memberId: null,
        changes: true,
      },
      {
        who: nadia,
        role: 'ClinicAdmin',
        method: 'PUT',
        url: () => `/Banners/${bannerId}`,
        payload: { clinicId: 1, texts: { 'en-US': 'Audit me, again.' }, styleId: 'warning', startsAtUtc, endsAtUtc: null },
        action: 'banner.update',
        memberId: null,
        changes: true,
      },
      { who: nadia, role: 'ClinicAdmin', method: 'POST', url: () => `/Banners/${bannerId}/End`, action: 'banner.end', memberId: null, changes: true },
      { who: nadia, role: 'ClinicAdmin', method: 'PUT', url: () => '/Clinics/1/Maintenance', payload: window, action: 'maintenance.clinic.set', memberId: null, changes: true },
      { who: nadia, role: 'ClinicAdmin', method: 'DELETE', url: () => '/Clinics/1/Maintenance', action: 'maintenance.clinic.clear', memberId: null, changes: true },
      { who: pat, role: 'PlatformAdmin', method: 'PUT', url: () => '/SiteMaintenance', payload: window, action: 'maintenance.site.set', memberId: null, changes: true },
      { who: pat, role: 'PlatformAdmin', method: 'DELETE', url: () => '/SiteMaintenance', action: 'maintenance.site.clear', memberId: null, changes: true },
      {
        who: pat,
        role: 'PlatformAdmin',
        method: 'PUT',
        url: () => `/Staff/${theoOid}/Clinics`,
        payload: { clinicIds: [2] },
        action: 'staff.set-clinics',
        memberId: null,
        changes: true,
      },
    ];
    for (const call of calls) {
      const rows = await count('audit_log');
      const response = await t.inject({
        method: call.method,
        url: `/api/Admin${call.url()}`,
        headers: { ...bearer(tokens.get(call.who) ?? assert.fail(call.who)), 'x-forwarded-for': '203.0.113.9' },
        ...(call.payload ? { payload: call.payload } : {}),
      });
      assert.equal(response.statusCode, 200, `${call.action}: ${response.body}`);
      if (call.action === 'banner.create') bannerId = response.json<Banner>().id;
      assert.equal(await count('audit_log'), rows + 1, `${call.action}: one row`);
      const entry = await t.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
      assert.equal(entry.action, call.action);
      assert.equal(entry.staff_user_name, call.who);
      assert.equal(entry.role, call.role);
      assert.equal(entry.member_id, call.memberId, call.action);
      assert.equal(entry.request_id, response.headers['x-request-id'], `${call.action}: the request id the caller was given`);
      assert.ok(entry.ip_address.length > 0, call.action);
      if (call.changes) assert.ok(entry.after_json !== null || entry.before_json !== null, `${call.action}: before → after`);
    }

    // A refused change leaves no row, and the log reads back what was written.
    const rows = await count('audit_log');
    assert.equal((await asStaff(sasha, 'PUT', `/Members/${benId}/ReadOnly`, { value: true })).statusCode, 403);
    assert.equal(await count('audit_log'), rows);
    const page = (await asStaff(nadia, 'GET', `/Audit?memberId=${benId}&pageSize=20`)).json<AuditPage>();
    assert.deepEqual(
      page.items.slice(0, 2).map((entry) => [entry.action, entry.before, entry.after]),
      [
        ['member.set-readOnly', '{"readOnly":true}', '{"readOnly":false}'],
        ['member.set-readOnly', '{"readOnly":false}', '{"readOnly":true}'],
      ],
    );
  });
});
