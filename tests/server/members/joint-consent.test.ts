// Joint consent and storage consent (issue 13), against the real API and database: a decision
// about embryos created with a partner moves them only once both have signed; the partner signs
// from their own account or through a single-use link that checks who they are and reveals nothing
// when wrong; either can withdraw; a waiting decision lapses; the clinic cannot complete a decision
// before both signatures; renewals and reminders follow the clinic's consent policy.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ConsentedItem, CosignView, JointDecisionView, MemberConsentOverview, StaffConsentRow } from '../../../contract/api/consent.ts';
import type { ConsentRecord } from '../../../contract/api/member-area.ts';
import { testConfig } from '../../../server/config.ts';
import { ContentUnavailableError, type SignatureTerms } from '../../../server/services/content-rules.ts';
import { PiiCipher } from '../../../server/services/pii-cipher.ts';
import { staffKeyring, type StaffKeyring } from '../support/staff.ts';
import { bearer, clearMail, createTestApp, type CaughtMail, type TestApp } from '../support/test-app.ts';

const DAY = 86_400_000;
const code = (prefix: string, state: string) => `${prefix}-${state}`.padEnd(24, '-');
const nadia = 'nadia.admin@northside.example';
const pdfText = (base64: string) => Buffer.from(base64, 'base64').toString('latin1');

void describe('joint consent and storage consent', () => {
  let t: TestApp;
  let keyring: StaffKeyring;
  let terms: SignatureTerms;
  const sig = (fullName: string) => ({ fullName, consent: true as const, termsVersion: terms.version, termsHash: terms.hash });

  before(async () => {
    keyring = await staffKeyring();
    t = await createTestApp({ staffKeys: keyring.keys });
    const served = await t.app.portal.services.contentRules.signatureTerms(1, 'EmbryoCryo');
    terms = served.find((candidate) => candidate.locale === 'en-US') ?? assert.fail('no en-US terms');
  });
  after(() => t.close());

  async function as(userName: string) {
    const { accessToken, memberId } = await t.login(userName);
    return { memberId, headers: bearer(accessToken) };
  }
  async function overview(userName: string): Promise<MemberConsentOverview> {
    const { memberId, headers } = await as(userName);
    const response = await t.inject({ method: 'GET', url: `/api/Members/${memberId}/Consent`, headers });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<MemberConsentOverview>();
  }
  async function coOwnedItem(userName: string, index = 0): Promise<ConsentedItem> {
    const items = (await overview(userName)).ownItems.filter(
      (item) => item.coOwnerName !== null && item.jointDecision?.state !== 'waitingForPartner' && /CRY[CL]/.test(item.statusId),
    );
    return items[index] ?? assert.fail(`no co-owned item ${String(index)} of ${userName}`);
  }
  async function sign(userName: string, freezeId: number, option: string, fullName: string) {
    const { memberId, headers } = await as(userName);
    return t.inject({ method: 'PUT', url: `/api/Members/${memberId}/FreezeEvents/${freezeId}/Disposition`, headers, payload: { option, signature: sig(fullName) } });
  }
  async function mailsTo(to: string): Promise<CaughtMail[]> {
    await t.app.portal.services.mailOutbox.drain();
    return (await t.inject({ method: 'GET', url: `/emulators/mail/messages?to=${encodeURIComponent(to)}` })).json<CaughtMail[]>();
  }
  async function linkFrom(to: string): Promise<string> {
    const mail = (await mailsTo(to)).find((m) => /asking for your consent/.test(m.subject)) ?? assert.fail(`no request mailed to ${to}`);
    // The partner's language is not on record: the mail is in the clinic's, and the link names none (a
    // browser that never chose one opens in the clinic's language; one that chose keeps its choice).
    assert.match(mail.text, /\/consent\/cosign\?token=[A-Za-z0-9_-]+(\s|$)/);
    return /token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? assert.fail('no token in the mail');
  }
  /** Puts a language on record for the member's partner (undefined: none), as a partner's own. */
  async function setPartnerLocale(ownerUserName: string, locale: string | undefined) {
    const owner = await as(ownerUserName);
    const row = await t.db.selectFrom('co_owners').selectAll().where('member_id', '=', owner.memberId).executeTakeFirstOrThrow();
    const pii = t.app.portal.services.dispositions.joint.coOwnerPii(row);
    await t.db
      .updateTable('co_owners')
      .set({ pii: new PiiCipher(testConfig().piiKey).encryptJson({ ...pii, locale }) })
      .where('id', '=', row.id)
      .execute();
  }
  const statusOf = async (id: number) => (await t.db.selectFrom('freeze_events').select('status_id').where('id', '=', id).executeTakeFirstOrThrow()).status_id;

  void test('carol’s signature alone does not move co-owned embryos; Daniel is asked by a link and signs; both get the PDF', async () => {
    await clearMail(t);
    const item = await coOwnedItem('carol.couple');
    assert.equal(item.coOwnerName, 'Daniel Bennett');
    const signed = await sign('carol.couple', item.id, 'donate-to-science', 'Carol Bennett');
    assert.equal(signed.statusCode, 200, signed.body);
    assert.equal(await statusOf(item.id), item.statusId, 'one signature leaves the item where it was');

    const waiting = (await overview('carol.couple')).ownItems.find((own) => own.id === item.id)?.jointDecision ?? assert.fail('no decision');
    assert.equal(waiting.state, 'waitingForPartner');
    assert.deepEqual(
      waiting.signatures.map((s) => [s.party, s.name]),
      [['owner', 'Carol Bennett']],
    );
    // A second start on the same item waits for the first decision to end.
    assert.equal((await sign('carol.couple', item.id, 'thaw-and-discard', 'Carol Bennett')).statusCode, 409);

    // The record is Carol's alone: it does not name Daniel as if he had signed.
    const { memberId, headers } = await as('carol.couple');
    const records = (await t.inject({ method: 'GET', url: `/api/Members/${memberId}/FreezeEvents/ConsentRecords`, headers })).json<ConsentRecord[]>();
    const carolsRecord = records.find((record) => record.freezeEventId === item.id) ?? assert.fail('no record');
    assert.equal(carolsRecord.coOwnerName, null);
    assert.equal(carolsRecord.signer, 'owner');

    const token = await linkFrom('daniel.bennett@example.com');
    const verify = await t.inject({ method: 'POST', url: '/api/Consent/Cosign/Verify', payload: { token, lastName: 'bennett ', dateOfBirth: '1982-08-14', locale: 'en-US' } });
    assert.equal(verify.statusCode, 200, verify.body);
    const view = verify.json<CosignView>();
    assert.deepEqual(
      view.items.map((i) => i.id),
      [item.id],
    );
    assert.equal(view.decision.option, 'donate-to-science');
    assert.equal(view.terms?.hash, terms.hash);

    const cosign = await t.inject({
      method: 'POST',
      url: '/api/Consent/Cosign/Sign',
      payload: { token, lastName: 'Bennett', dateOfBirth: '1982-08-14', option: 'donate-to-science', signature: sig('Daniel Bennett') },
    });
    assert.equal(cosign.statusCode, 200, cosign.body);
    assert.equal(cosign.json<JointDecisionView>().state, 'consented');
    assert.equal(await statusOf(item.id), code('ICR', 'ESCI'), 'both signatures move the item');

    // The link is single-use.
    const again = await t.inject({
      method: 'POST',
      url: '/api/Consent/Cosign/Sign',
      payload: { token, lastName: 'Bennett', dateOfBirth: '1982-08-14', option: 'donate-to-science', signature: sig('Daniel Bennett') },
    });
    assert.equal(again.statusCode, 400);

    const toCarol = (await mailsTo('carol.couple@example.com')).find((m) => /Both of you have now signed/.test(m.subject)) ?? assert.fail('carol not told');
    const toDaniel = (await mailsTo('daniel.bennett@example.com')).find((m) => /Your copy/.test(m.subject)) ?? assert.fail('daniel got no copy');
    for (const mail of [toCarol, toDaniel]) {
      const [pdf] = (mail as CaughtMail & { attachments: { contentType: string; contentBase64: string }[] }).attachments;
      assert.equal(pdf?.contentType, 'application/pdf');
      assert.match(pdfText(pdf.contentBase64), /^%PDF/);
    }

    // Both signatures, and how Daniel's identity was checked, are on the record, which the PDF shows.
    const after = (await overview('carol.couple')).ownItems.find((own) => own.id === item.id)?.jointDecision;
    assert.deepEqual(
      after?.signatures.map((s) => [s.party, s.identityCheck]),
      [
        ['owner', 'signed-in'],
        ['coOwner', 'link:last-name+date-of-birth'],
      ],
    );
    const recordsNow = (await t.inject({ method: 'GET', url: `/api/Members/${memberId}/FreezeEvents/ConsentRecords`, headers })).json<ConsentRecord[]>();
    const danielsRecord = recordsNow.find((record) => record.signer === 'coOwner' && record.freezeEventId === item.id) ?? assert.fail('no partner record');
    const document = await t.inject({ method: 'GET', url: `/api/Members/${memberId}/FreezeEvents/ConsentRecords/${danielsRecord.id}/Document`, headers });
    assert.equal(document.statusCode, 200);
    assert.equal(document.headers['content-type'], 'application/pdf');
    // Another member cannot open it.
    const grace = await as('grace.egg');
    assert.equal(
      (await t.inject({ method: 'GET', url: `/api/Members/${grace.memberId}/FreezeEvents/ConsentRecords/${danielsRecord.id}/Document`, headers: grace.headers })).statusCode,
      404,
    );

    // The clinic completes it now that both consented; the decision is then completed.
    const staff = await keyring.mint(nadia);
    const done = await t.inject({
      method: 'POST',
      url: `/api/Admin/FreezeEvents/${item.id}/Transition`,
      headers: bearer(staff),
      payload: { fromStatusId: code('ICR', 'ESCI'), toStatusId: code('ICR', 'DSCI') },
    });
    assert.equal(done.statusCode, 200, done.body);
    const completed = await t.db.selectFrom('joint_decisions').select(['state', 'closed_by']).where('id', '=', after.id).executeTakeFirstOrThrow();
    assert.deepEqual([completed.state, completed.closed_by], ['completed', 'clinic']);
  });

  void test('a wrong identity answer reveals nothing, is limited, and kills the link after five; an unknown link gets the same answer', async () => {
    await clearMail(t);
    const item = await coOwnedItem('carol.couple');
    assert.equal((await sign('carol.couple', item.id, 'thaw-and-discard', 'Carol Bennett')).statusCode, 200);
    const token = await linkFrom('daniel.bennett@example.com');
    const wrong = await t.inject({ method: 'POST', url: '/api/Consent/Cosign/Verify', payload: { token, lastName: 'Bennett', dateOfBirth: '1982-08-15' } });
    const unknown = await t.inject({ method: 'POST', url: '/api/Consent/Cosign/Verify', payload: { token: 'x'.repeat(43), lastName: 'Bennett', dateOfBirth: '1982-08-14' } });
    assert.equal(wrong.statusCode, 400);
    assert.equal(unknown.statusCode, 400);
    const strip = (body: string) => Object.fromEntries(Object.entries(JSON.parse(body) as Record<string, unknown>).filter(([key]) => key !== 'requestId' && key !== 'traceId'));
    assert.deepEqual(strip(wrong.body), strip(unknown.body), 'a wrong answer and an unknown link look the same');
    assert.doesNotMatch(wrong.body, /Carol|Bennett|thaw|embryo/i);
    for (let i = 0; i < 4; i += 1) await t.inject({ method: 'POST', url: '/api/Consent/Cosign/Verify', payload: { token, lastName: 'Smith', dateOfBirth: '1982-08-14' } });
    // Five wrong answers: the right one no longer opens it.
    const right = await t.inject({ method: 'POST', url: '/api/Consent/Cosign/Verify', payload: { token, lastName: 'Bennett', dateOfBirth: '1982-08-14' } });
    assert.equal(right.statusCode, 400);
    // Per address, guesses are limited with 429.
    let limited = 0;
    for (let i = 0; i < 25; i += 1) {
      const response = await t.inject({
        method: 'POST',
        url: '/api/Consent/Cosign/Verify',
        payload: { token: `y${String(i)}`.padEnd(43, 'z'), lastName: 'A', dateOfBirth: '1990-01-01' },
      });
      if (response.statusCode === 429) limited += 1;
    }
    assert.ok(limited > 0, 'guessing is rate limited');
    // The decision still waits; Carol withdraws it and the item has not moved.
    const decision = (await overview('carol.couple')).ownItems.find((own) => own.id === item.id)?.jointDecision ?? assert.fail('no decision');
    const { memberId, headers } = await as('carol.couple');
    const withdrawn = await t.inject({ method: 'DELETE', url: `/api/Members/${memberId}/JointDecisions/${decision.id}`, headers });
    assert.equal(withdrawn.statusCode, 200, withdrawn.body);
    assert.equal(withdrawn.json<JointDecisionView>().state, 'withdrawn');
    assert.equal(await statusOf(item.id), item.statusId);
  });

  void test('the partner declines through the link: the decision is withdrawn and carol is told', async () => {
    await clearMail(t);
    const item = await coOwnedItem('carol.couple', 0);
    // Another address than the test above used up (per-address limit).
    const headersFrom = { 'x-forwarded-for': '203.0.113.9' };
    assert.equal((await sign('carol.couple', item.id, 'use-your-own', 'Carol Bennett')).statusCode, 200);
    const token = await linkFrom('daniel.bennett@example.com');
    const declined = await t.inject({
      method: 'POST',
      url: '/api/Consent/Cosign/Decline',
      headers: headersFrom,
      remoteAddress: '203.0.113.9',
      payload: { token, lastName: 'Bennett', dateOfBirth: '1982-08-14' },
    });
    assert.equal(declined.statusCode, 200, declined.body);
    assert.equal(declined.json<JointDecisionView>().state, 'withdrawn');
    assert.equal(await statusOf(item.id), item.statusId);
    const told = (await mailsTo('carol.couple@example.com')).find((m) => /was withdrawn/.test(m.subject)) ?? assert.fail('carol not told');
    assert.match(told.text, /Daniel Bennett withdrew/);
  });

  void test('the content service down while the partner signs by link: 503, nothing signed, the link still works once it is back', async () => {
    await clearMail(t);
    const item = await coOwnedItem('carol.couple', 0);
    assert.equal((await sign('carol.couple', item.id, 'donate-to-science', 'Carol Bennett')).statusCode, 200);
    const token = await linkFrom('daniel.bennett@example.com');
    const from = { headers: { 'x-forwarded-for': '203.0.113.21' }, remoteAddress: '203.0.113.21' };
    const identity = { token, lastName: 'Bennett', dateOfBirth: '1982-08-14' };

    // Wrong JSON types are refused before anything is looked up.
    for (const payload of [
      { ...identity, token: 12345 },
      { ...identity, dateOfBirth: 19820814 },
      { ...identity, option: 'donate-to-science', signature: { ...sig('Daniel Bennett'), fullName: 5 } },
      { ...identity, option: 'donate-to-science', signature: { ...sig('Daniel Bennett'), consent: 'true' } },
      { ...identity, option: 7, signature: sig('Daniel Bennett') },
    ]) {
      const refused = await t.inject({ method: 'POST', url: '/api/Consent/Cosign/Sign', ...from, payload });
      assert.equal(refused.statusCode, 400, JSON.stringify(payload));
    }

    const content = t.app.portal.services.contentRules;
    const served = content.signatureTerms;
    content.signatureTerms = () => Promise.reject(new ContentUnavailableError('content down (test)'));
    try {
      const verified = await t.inject({ method: 'POST', url: '/api/Consent/Cosign/Verify', ...from, payload: identity });
      assert.equal(verified.statusCode, 200, verified.body);
      assert.equal(verified.json<CosignView>().terms, null, 'no terms to show while content is down');
      const refused = await t.inject({
        method: 'POST',
        url: '/api/Consent/Cosign/Sign',
        ...from,
        payload: { ...identity, option: 'donate-to-science', signature: sig('Daniel Bennett') },
      });
      assert.equal(refused.statusCode, 503, refused.body);
    } finally {
      content.signatureTerms = served;
    }
    const waiting = (await overview('carol.couple')).ownItems.find((own) => own.id === item.id)?.jointDecision;
    assert.equal(waiting?.state, 'waitingForPartner');
    assert.equal(await statusOf(item.id), item.statusId);

    const signed = await t.inject({
      method: 'POST',
      url: '/api/Consent/Cosign/Sign',
      ...from,
      payload: { ...identity, option: 'donate-to-science', signature: sig('Daniel Bennett') },
    });
    assert.equal(signed.statusCode, 200, signed.body);
    assert.equal(signed.json<JointDecisionView>().state, 'consented');
    assert.equal(await statusOf(item.id), code('ICR', 'ESCI'));
    // Carol withdraws it again before the clinic completes it (the item is needed by the tests below).
    const { memberId, headers } = await as('carol.couple');
    const withdrawn = await t.inject({ method: 'DELETE', url: `/api/Members/${memberId}/JointDecisions/${signed.json<JointDecisionView>().id}`, headers });
    assert.equal(withdrawn.statusCode, 200, withdrawn.body);
    assert.equal(await statusOf(item.id), item.statusId);
  });

  void test('the overview lists a member’s own items and the items they co-own apart, each newest first', async () => {
    const maya = await overview('maya.joint');
    const leo = await overview('leo.joint');
    assert.ok(maya.ownItems.length >= 2 && leo.sharedItems.length >= 2, 'maya stores items, some of them co-owned with leo');
    for (const shared of leo.sharedItems) {
      assert.equal(shared.ownerName, 'Maya Okoro');
      assert.ok(
        maya.ownItems.some((own) => own.id === shared.id),
        `item ${String(shared.id)} is maya's`,
      );
      assert.ok(!leo.ownItems.some((own) => own.id === shared.id), `item ${String(shared.id)} is not leo's own`);
    }
    assert.ok(!maya.sharedItems.some((shared) => maya.ownItems.some((own) => own.id === shared.id)));
    for (const list of [maya.ownItems, leo.sharedItems, leo.ownItems, maya.sharedItems]) {
      const order = list.map((item) => `${item.frozenOn}#${String(item.id).padStart(9, '0')}`);
      assert.deepEqual(order, [...order].sort().reverse(), 'newest first: by the day frozen, then the later record');
    }
    assert.ok(new Set(maya.ownItems.map((item) => item.frozenOn)).size >= 2, 'items frozen on different days, so the order is tested');
  });

  void test('a partner with an account co-signs from it; nobody else can touch the decision', async () => {
    await clearMail(t);
    const item = await coOwnedItem('maya.joint');
    assert.equal((await sign('maya.joint', item.id, 'donate-to-another-couple', 'Maya Okoro')).statusCode, 200);
    const asked = (await mailsTo('leo.joint@example.com')).find((m) => /asking for your consent/.test(m.subject)) ?? assert.fail('leo not asked');
    assert.doesNotMatch(asked.text, /token=/, 'a partner with an account signs in instead of using a link');
    assert.match(asked.text, /\/member\/home(\s|$)/, 'the clinic’s language only: the link names none');
    // Once Leo's own language is on record, the mail is in it and its link names it.
    await setPartnerLocale('maya.joint', 'es');
    await clearMail(t);
    const other = await coOwnedItem('maya.joint');
    assert.equal((await sign('maya.joint', other.id, 'donate-to-science', 'Maya Okoro')).statusCode, 200);
    const inSpanish = (await mailsTo('leo.joint@example.com')).find((m) => /le pide su consentimiento/.test(m.subject)) ?? assert.fail('leo not asked in Spanish');
    assert.match(inSpanish.text, /\/member\/home\?lang=es\b/);
    await setPartnerLocale('maya.joint', undefined);
    const { memberId: mayaId, headers: mayaHeaders } = await as('maya.joint');
    const opened = (await overview('maya.joint')).ownItems.find((own) => own.id === other.id)?.jointDecision ?? assert.fail('no decision');
    assert.equal((await t.inject({ method: 'DELETE', url: `/api/Members/${mayaId}/JointDecisions/${opened.id}`, headers: mayaHeaders })).statusCode, 200);

    const leoView = await overview('leo.joint');
    const shared = leoView.sharedItems.find((shared) => shared.id === item.id) ?? assert.fail('leo does not see the shared item');
    assert.equal(shared.ownerName, 'Maya Okoro');
    const decision = shared.jointDecision ?? assert.fail('no decision');
    assert.equal(decision.yourRole, 'coOwner');

    // Carol (another member) gets the 404 of a decision that does not exist, for reading, signing and withdrawing.
    const carol = await as('carol.couple');
    assert.equal(
      (
        await t.inject({
          method: 'PUT',
          url: `/api/Members/${carol.memberId}/JointDecisions/${decision.id}/Signature`,
          headers: carol.headers,
          payload: { option: 'donate-to-another-couple', signature: sig('Carol Bennett') },
        })
      ).statusCode,
      404,
    );
    assert.equal((await t.inject({ method: 'DELETE', url: `/api/Members/${carol.memberId}/JointDecisions/${decision.id}`, headers: carol.headers })).statusCode, 404);
    // Maya cannot sign twice.
    const maya = await as('maya.joint');
    assert.equal(
      (
        await t.inject({
          method: 'PUT',
          url: `/api/Members/${maya.memberId}/JointDecisions/${decision.id}/Signature`,
          headers: maya.headers,
          payload: { option: 'donate-to-another-couple', signature: sig('Maya Okoro') },
        })
      ).statusCode,
      409,
    );

    const leo = await as('leo.joint');
    // Wrong JSON types and other spellings of the decision id are refused with 400, and nothing moves.
    for (const [url, payload] of [
      [`/api/Members/${leo.memberId}/JointDecisions/${decision.id}/Signature`, { option: 3, signature: sig('Leo Okoro') }],
      [`/api/Members/${leo.memberId}/JointDecisions/${decision.id}/Signature`, { option: 'donate-to-another-couple', signature: { ...sig('Leo Okoro'), termsHash: 1 } }],
      [`/api/Members/${leo.memberId}/JointDecisions/0${decision.id}/Signature`, { option: 'donate-to-another-couple', signature: sig('Leo Okoro') }],
      [`/api/Members/${leo.memberId}/JointDecisions/${decision.id}e0/Signature`, { option: 'donate-to-another-couple', signature: sig('Leo Okoro') }],
    ] as const) {
      assert.equal((await t.inject({ method: 'PUT', url, headers: leo.headers, payload })).statusCode, 400, url);
    }
    assert.equal(await statusOf(item.id), item.statusId);
    const mismatch = await t.inject({
      method: 'PUT',
      url: `/api/Members/${leo.memberId}/JointDecisions/${decision.id}/Signature`,
      headers: leo.headers,
      payload: { option: 'thaw-and-discard', signature: sig('Leo Okoro') },
    });
    assert.equal(mismatch.statusCode, 409, 'a different option is not the same decision');
    assert.equal(await statusOf(item.id), item.statusId);
    const signed = await t.inject({
      method: 'PUT',
      url: `/api/Members/${leo.memberId}/JointDecisions/${decision.id}/Signature`,
      headers: leo.headers,
      payload: { option: 'donate-to-another-couple', signature: sig('Leo Okoro') },
    });
    assert.equal(signed.statusCode, 200, signed.body);
    assert.equal(await statusOf(item.id), code('ICR', 'EDON'));
    // Leo withdraws before the clinic completes it: the item goes back, Maya is told.
    const withdrawn = await t.inject({ method: 'DELETE', url: `/api/Members/${leo.memberId}/JointDecisions/${decision.id}`, headers: leo.headers });
    assert.equal(withdrawn.statusCode, 200, withdrawn.body);
    assert.equal(await statusOf(item.id), item.statusId);
    assert.ok((await mailsTo('maya.joint@example.com')).some((m) => /was withdrawn/.test(m.subject)));
  });

  void test('the clinic cannot complete a co-owned item’s decision without both signatures', async () => {
    const item = await coOwnedItem('maya.joint', 1);
    // An item put into an exploring state some other way (no joint decision consented).
    await t.db
      .updateTable('freeze_events')
      .set({ status_id: code('ICR', 'ESCI'), prior_status_id: item.statusId })
      .where('id', '=', item.id)
      .execute();
    const staff = await keyring.mint(nadia);
    const refused = await t.inject({
      method: 'POST',
      url: `/api/Admin/FreezeEvents/${item.id}/Transition`,
      headers: bearer(staff),
      payload: { fromStatusId: code('ICR', 'ESCI'), toStatusId: code('ICR', 'DSCI') },
    });
    assert.equal(refused.statusCode, 409, refused.body);
    assert.match(refused.body, /joint-consent-missing/);
    assert.equal(await statusOf(item.id), code('ICR', 'ESCI'));
    await t.db.updateTable('freeze_events').set({ status_id: item.statusId, prior_status_id: null }).where('id', '=', item.id).execute();
  });

  void test('staff see waiting, due and lapsed consents of their clinics', async () => {
    const item = await coOwnedItem('maya.joint', 1);
    assert.equal((await sign('maya.joint', item.id, 'donate-to-science', 'Maya Okoro')).statusCode, 200);
    const staff = bearer(await keyring.mint(nadia));
    const waiting = (await t.inject({ method: 'GET', url: '/api/Admin/Consents?kind=waiting', headers: staff })).json<StaffConsentRow[]>();
    assert.ok(waiting.some((row) => row.freezeEventId === item.id && row.decision?.state === 'waitingForPartner'));
    const lapsed = (await t.inject({ method: 'GET', url: '/api/Admin/Consents?kind=lapsed', headers: staff })).json<StaffConsentRow[]>();
    assert.ok(
      lapsed.some((row) => row.memberName === 'Thomas Andersen'),
      'tom’s lapsed storage agreement is listed',
    );
    // Nadia's clinic is Northside only: Clínica Sol's due consent is not hers to see.
    const due = (await t.inject({ method: 'GET', url: '/api/Admin/Consents?kind=due', headers: staff })).json<StaffConsentRow[]>();
    assert.ok(!due.some((row) => row.clinicId !== 1));
  });

  void test('hugo renews his storage consent in Spain; reminders go out once on schedule', async () => {
    await clearMail(t);
    const hugoItem = (await overview('hugo.sol')).ownItems.find((item) => item.storageConsent?.status === 'due') ?? assert.fail('hugo has nothing due');
    assert.equal(hugoItem.storageConsent?.renewalIntervalYears, 2);
    // The 90-day reminder is due at once (40 days left), and only once.
    const first = await t.app.portal.services.consent.sendDueReminders();
    assert.ok(first.reminders >= 1);
    const second = await t.app.portal.services.consent.sendDueReminders();
    assert.equal(second.reminders, 0, 'running the job again sends nothing twice');
    assert.equal((await mailsTo('hugo.sol@example.com')).filter((m) => /Renueve su consentimiento/.test(m.subject)).length, 1);

    const spanish = (await t.app.portal.services.contentRules.signatureTerms(3, 'EmbryoCryo')).find((candidate) => candidate.locale === 'es') ?? assert.fail('no Spanish terms');
    const { memberId, headers } = await as('hugo.sol');
    const renewed = await t.inject({
      method: 'PUT',
      url: `/api/Members/${memberId}/FreezeEvents/${hugoItem.id}/StorageConsent`,
      headers,
      payload: { signature: { fullName: 'Hugo Fernández', consent: true, termsVersion: spanish.version, termsHash: spanish.hash } },
    });
    assert.equal(renewed.statusCode, 200, renewed.body);
    assert.equal(renewed.json<ConsentedItem>().storageConsent?.status, 'current');
    assert.ok((renewed.json<ConsentedItem>().storageConsent?.daysLeft ?? 0) > 700, 'a new two-year period');
  });

  void test('a co-owned renewal counts once both signed, and then needs nothing from the clinic', async () => {
    const item = await coOwnedItem('maya.joint', 0);
    const maya = await as('maya.joint');
    const before = (await overview('maya.joint')).ownItems.find((own) => own.id === item.id)?.storageConsent ?? assert.fail('no storage consent');
    const started = await t.inject({
      method: 'PUT',
      url: `/api/Members/${maya.memberId}/FreezeEvents/${item.id}/StorageConsent`,
      headers: maya.headers,
      payload: { signature: sig('Maya Okoro') },
    });
    assert.equal(started.statusCode, 200, started.body);
    assert.equal(started.json<ConsentedItem>().jointDecision?.state, 'waitingForPartner');
    assert.equal(started.json<ConsentedItem>().storageConsent?.consentedAtUtc, before.consentedAtUtc, 'one signature renews nothing');
    const leo = await as('leo.joint');
    const decisionId = started.json<ConsentedItem>().jointDecision!.id;
    const signed = await t.inject({
      method: 'PUT',
      url: `/api/Members/${leo.memberId}/JointDecisions/${decisionId}/Signature`,
      headers: leo.headers,
      payload: { option: 'storage-renewal', signature: sig('Leo Okoro') },
    });
    assert.equal(signed.statusCode, 200, signed.body);
    assert.equal(signed.json<JointDecisionView>().state, 'completed');
    const after = (await overview('maya.joint')).ownItems.find((own) => own.id === item.id) ?? assert.fail('no item');
    assert.notEqual(after.storageConsent?.consentedAtUtc, before.consentedAtUtc, 'both signatures start a new period');
    assert.equal(after.statusId, item.statusId, 'a renewal moves nothing');
    // Nothing stays open: another decision can start on the item.
    assert.equal((await sign('maya.joint', item.id, 'donate-to-science', 'Maya Okoro')).statusCode, 200);
    const open = (await overview('maya.joint')).ownItems.find((own) => own.id === item.id)?.jointDecision;
    assert.equal(open?.state, 'waitingForPartner');
    assert.equal((await t.inject({ method: 'DELETE', url: `/api/Members/${maya.memberId}/JointDecisions/${open.id}`, headers: maya.headers })).statusCode, 200);
  });

  void test('a waiting decision lapses after 30 days; both are told and nothing moved', async () => {
    await clearMail(t);
    const item = await coOwnedItem('carol.couple', 0);
    assert.equal((await sign('carol.couple', item.id, 'donate-to-science', 'Carol Bennett')).statusCode, 200);
    assert.equal(await t.app.portal.services.dispositions.joint.lapseDue(), 0, 'not before its time');
    t.clock.advance(30 * DAY + 1000);
    assert.ok((await t.app.portal.services.dispositions.joint.lapseDue()) >= 1);
    assert.equal(await statusOf(item.id), item.statusId);
    assert.ok((await mailsTo('carol.couple@example.com')).some((m) => /lapsed/.test(m.subject)));
    assert.ok((await mailsTo('daniel.bennett@example.com')).some((m) => /lapsed/.test(m.subject)));
    // Carol's yearly storage agreement (given 100 days before the seed) reaches its 90-day reminder.
    // Daniel's language is on record as Spanish by then; Carol's is only her clinic's.
    await setPartnerLocale('carol.couple', 'es');
    await clearMail(t);
    t.clock.advance(150 * DAY);
    const passes = await t.app.portal.services.consent.sendDueReminders();
    assert.ok(passes.reminders >= 1);
    const reminder = (await mailsTo('carol.couple@example.com')).find((m) => /Please renew your consent to storage/.test(m.subject)) ?? assert.fail('no reminder');
    assert.match(reminder.text, /both of you need to sign|\(#\d+\)/);
    // A link names a language only when it is the reader's own: Carol's browser keeps whatever she chose there.
    assert.match(reminder.text, /\/member\/home(\s|$)/);
    assert.doesNotMatch(reminder.text, /lang=/);
    // Daniel has no account: his reminder, in his language, has no sign-in link; it says Carol starts the
    // renewal and a link to sign follows.
    const toDaniel = (await mailsTo('daniel.bennett@example.com')).find((m) => /Renueve su consentimiento/.test(m.subject)) ?? assert.fail('no reminder to Daniel');
    assert.match(toDaniel.text, /No necesita una cuenta: Carol Bennett inicia la renovación/);
    assert.doesNotMatch(toDaniel.text, /https?:\/\//);
  });
});
