// The language a member chose in the portal, kept by the API (PUT …/MemberAccount/Language), against
// the real API and database: only the four portal languages, only for oneself; and the mails a member
// gets without asking — a storage-consent reminder, a partner's request to co-sign, a lock-out notice
// caused by someone else's attempts — are written in it, their links naming it. Without one they stay in
// the clinic's language and their links name none (tests/server/members/joint-consent.test.ts).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ConsentedItem, MemberConsentOverview } from '../../../contract/api/consent.ts';
import type { MemberLanguage } from '../../../contract/api/member-area.ts';
import { memberMailLanguage } from '../../../server/services/account-mail.ts';
import { bearer, clearMail, createTestApp, type CaughtMail, type TestApp } from '../support/test-app.ts';

const DAY = 86_400_000;

void describe('a member’s own language', () => {
  let t: TestApp;

  before(async () => {
    // A lock-out after two failures for one user name, before the captcha joins in (after three).
    t = await createTestApp({ rateLimits: { loginUser: { limit: 2, windowMs: 5 * 60_000 } } });
  });
  after(() => t.close());

  async function as(userName: string) {
    const { accessToken, memberId } = await t.login(userName);
    return { memberId, headers: bearer(accessToken) };
  }
  const setLanguage = (memberId: number, headers: Record<string, string>, payload: unknown) =>
    t.inject({ method: 'PUT', url: `/api/Members/${String(memberId)}/MemberAccount/Language`, headers, payload: payload as object });
  const localeOf = async (memberId: number) => (await t.db.selectFrom('members').select('locale').where('id', '=', memberId).executeTakeFirstOrThrow()).locale;
  async function mailsTo(to: string): Promise<CaughtMail[]> {
    await t.app.portal.services.mailOutbox.drain();
    return (await t.inject({ method: 'GET', url: `/emulators/mail/messages?to=${encodeURIComponent(to)}` })).json<CaughtMail[]>();
  }
  /** Terms as the content service serves them to the demo's first clinic, in one language. */
  async function termsIn(locale: string) {
    const served = await t.app.portal.services.contentRules.signatureTerms(1, 'EmbryoCryo');
    return served.find((candidate) => candidate.locale === locale) ?? assert.fail(`no ${locale} terms`);
  }
  /** The member signs 'donate to science' (English terms) for the first co-owned item with no decision; answers the item. */
  async function ownerSignsCoOwnedItem(owner: { memberId: number; headers: Record<string, string> }, fullName: string): Promise<ConsentedItem> {
    const overview = (await t.inject({ method: 'GET', url: `/api/Members/${String(owner.memberId)}/Consent`, headers: owner.headers })).json<MemberConsentOverview>();
    const item = overview.ownItems.find((own) => own.coOwnerName !== null && own.jointDecision === null && /CRY[CL]/.test(own.statusId)) ?? assert.fail('no co-owned item');
    const english = await termsIn('en-US');
    const signed = await t.inject({
      method: 'PUT',
      url: `/api/Members/${String(owner.memberId)}/FreezeEvents/${String(item.id)}/Disposition`,
      headers: owner.headers,
      payload: { option: 'donate-to-science', signature: { fullName, consent: true, termsVersion: english.version, termsHash: english.hash } },
    });
    assert.equal(signed.statusCode, 200, signed.body);
    return item;
  }
  async function emailOf(memberId: number): Promise<string> {
    const row = await t.db.selectFrom('members').select('pii').where('id', '=', memberId).executeTakeFirstOrThrow();
    return t.app.portal.services.members.personalData(row).profile.email;
  }

  void test('only the four portal languages are kept, and only by the member for themself', async () => {
    const carol = await as('carol.couple');
    const ben = await as('ben.balance');
    assert.equal(await localeOf(carol.memberId), null, 'none until chosen');
    for (const payload of [{ locale: 'de' }, { locale: 'FR' }, { locale: 'fr-CA' }, { locale: '' }, { locale: null }, {}]) {
      const refused = await setLanguage(carol.memberId, carol.headers, payload);
      assert.equal(refused.statusCode, 400, `${JSON.stringify(payload)}: ${refused.body}`);
    }
    assert.equal(await localeOf(carol.memberId), null);
    // Another member's id is "not found", any other spelling of it refused, and nothing changes; without a token, 401.
    const asCarol = (id: string) => t.inject({ method: 'PUT', url: `/api/Members/${id}/MemberAccount/Language`, headers: carol.headers, payload: { locale: 'fr' } });
    assert.equal((await asCarol(String(ben.memberId))).statusCode, 404);
    for (const id of [`0${String(ben.memberId)}`, `${String(ben.memberId)}.0`, `+${String(ben.memberId)}`]) {
      assert.equal((await asCarol(id)).statusCode, 400, id);
    }
    assert.equal((await t.inject({ method: 'PUT', url: `/api/Members/${String(ben.memberId)}/MemberAccount/Language`, payload: { locale: 'fr' } })).statusCode, 401);
    assert.equal(await localeOf(ben.memberId), null);

    const read = async (memberId: number, headers: Record<string, string>) => t.inject({ method: 'GET', url: `/api/Members/${String(memberId)}/MemberAccount/Language`, headers });
    assert.deepEqual((await read(carol.memberId, carol.headers)).json<MemberLanguage>(), { locale: null });
    const kept = await setLanguage(carol.memberId, carol.headers, { locale: 'fr' });
    assert.equal(kept.statusCode, 204, kept.body);
    assert.equal(await localeOf(carol.memberId), 'fr');
    assert.deepEqual((await read(carol.memberId, carol.headers)).json<MemberLanguage>(), { locale: 'fr' });
    assert.equal((await read(ben.memberId, carol.headers)).statusCode, 404, 'another member’s is not found');
    assert.equal((await setLanguage(carol.memberId, carol.headers, { locale: 'en-GB' })).statusCode, 204);
    assert.equal(await localeOf(carol.memberId), 'en-GB');
  });

  void test('a request in none of the portal’s languages leaves the member’s own; one in a portal language is used', () => {
    assert.deepEqual(memberMailLanguage({ locale: 'es' }, 'en-US', 'de-DE,de;q=0.9'), { locale: 'es', ownLocale: true });
    assert.deepEqual(memberMailLanguage({ locale: null }, 'fr', '*'), { locale: 'fr', ownLocale: false });
    assert.deepEqual(memberMailLanguage({ locale: 'es' }, 'en-US', 'en-GB,en;q=0.8'), { locale: 'en-GB', ownLocale: true });
    assert.deepEqual(memberMailLanguage({ locale: null }, 'es', undefined), { locale: 'es', ownLocale: false });
  });

  void test('a storage reminder is in the language the member chose, and its link opens the portal in it', async () => {
    const carol = await as('carol.couple');
    assert.equal((await setLanguage(carol.memberId, carol.headers, { locale: 'fr' })).statusCode, 204);
    await clearMail(t);
    // Carol's yearly storage agreement (given 100 days before the seed) reaches its 90-day reminder.
    t.clock.advance(180 * DAY);
    assert.ok((await t.app.portal.services.consent.sendDueReminders()).reminders >= 1);
    const mails = await mailsTo(await emailOf(carol.memberId));
    const reminder =
      mails.find((m) => /Merci de confirmer votre consentement à la conservation/.test(m.subject)) ?? assert.fail(`no French reminder: ${mails.map((m) => m.subject).join(' | ')}`);
    assert.match(reminder.text, /\/member\/home\?lang=fr(\s|$)/);
    assert.ok(!mails.some((m) => /Please renew your consent to storage/.test(m.subject)), 'not in the clinic’s English as well');
  });

  void test('a partner with an account is asked to co-sign in the language they chose', async () => {
    const leo = await as('leo.joint');
    assert.equal((await setLanguage(leo.memberId, leo.headers, { locale: 'es' })).statusCode, 204);
    await clearMail(t);
    const maya = await as('maya.joint');
    const item = await ownerSignsCoOwnedItem(maya, 'Maya Okoro');
    const asked = (await mailsTo(await emailOf(leo.memberId))).find((m) => /le pide su consentimiento/.test(m.subject)) ?? assert.fail('leo not asked in Spanish');
    assert.match(asked.text, /\/member\/home\?lang=es(\s|$)/);

    // Maya withdraws it from a page in French: she is told in French (her request's), Leo in Spanish (his own).
    await clearMail(t);
    const decision = (await t.inject({ method: 'GET', url: `/api/Members/${String(maya.memberId)}/Consent`, headers: maya.headers }))
      .json<MemberConsentOverview>()
      .ownItems.find((own) => own.id === item.id)?.jointDecision;
    const withdrawn = await t.inject({
      method: 'DELETE',
      url: `/api/Members/${String(maya.memberId)}/JointDecisions/${String(decision?.id ?? assert.fail('no decision'))}`,
      headers: { ...maya.headers, 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    assert.equal(withdrawn.statusCode, 200, withdrawn.body);
    const subjects = async (memberId: number) => (await mailsTo(await emailOf(memberId))).map((m) => m.subject);
    assert.deepEqual(await subjects(maya.memberId), ['Une décision concernant vos embryons conservés a été retirée']);
    assert.deepEqual(await subjects(leo.memberId), ['Se ha retirado una decisión sobre sus embriones en depósito']);
  });

  void test('a partner without an account is written to in the language they last signed in by link', async () => {
    const carol = await as('carol.couple');
    const carolSigns = () => ownerSignsCoOwnedItem(carol, 'Carol Bennett');
    const daniel = 'daniel.bennett@example.com';
    await clearMail(t);
    await carolSigns();
    const first = (await mailsTo(daniel)).find((m) => /asking for your consent/.test(m.subject)) ?? assert.fail('Daniel not asked in the clinic’s English');
    assert.match(first.text, /\/consent\/cosign\?token=[A-Za-z0-9_-]+(\s|$)/, 'no language of his own yet: the link names none');
    const token = /token=([A-Za-z0-9_-]+)/.exec(first.text)?.[1] ?? assert.fail('no token');
    // He reads the page in Spanish and signs the Spanish terms.
    const spanish = await termsIn('es');
    const cosign = await t.inject({
      method: 'POST',
      url: '/api/Consent/Cosign/Sign',
      payload: {
        token,
        lastName: 'Bennett',
        dateOfBirth: '1982-08-14',
        option: 'donate-to-science',
        signature: { fullName: 'Daniel Bennett', consent: true, termsVersion: spanish.version, termsHash: spanish.hash },
      },
    });
    assert.equal(cosign.statusCode, 200, cosign.body);
    // His copy is in the language he signed in.
    const copies = (await mailsTo(daniel)).filter((m) => /copy of the consent|copia del consentimiento/.test(m.subject));
    assert.deepEqual(
      copies.map((m) => m.subject),
      ['Su copia del consentimiento que firmó'],
    );
    // The items too are named in his language, not the clinic's.
    assert.match(copies[0]!.text, /\d+ embri(ón|ones) \(#\d+\)/);
    assert.doesNotMatch(copies[0]!.text, /embryos? \(#/);

    await clearMail(t);
    await carolSigns();
    const next = (await mailsTo(daniel)).find((m) => /le pide su consentimiento/.test(m.subject)) ?? assert.fail('Daniel not asked in Spanish the next time');
    assert.match(next.text, /\/consent\/cosign\?token=[A-Za-z0-9_-]+&lang=es(\s|$)/);
  });

  void test('a lock-out caused by others’ attempts is told in the language the member chose, not the attacker’s', async () => {
    const ben = await as('ben.balance');
    assert.equal((await setLanguage(ben.memberId, ben.headers, { locale: 'es' })).statusCode, 204);
    await clearMail(t);
    for (let attempt = 0; attempt < 2; attempt++) {
      const failed = await t.inject({
        method: 'POST',
        url: '/api/Auth/Login',
        headers: { 'accept-language': 'fr-FR' },
        remoteAddress: `10.77.0.${String(attempt + 1)}`,
        payload: { username: 'ben.balance', password: `not-his-${String(attempt)}`, userRole: 'Member', ivfCenterId: 1 },
      });
      assert.equal(failed.statusCode, 401, failed.body);
    }
    const mails = await mailsTo(await emailOf(ben.memberId));
    assert.ok(
      mails.some((m) => m.subject === 'Se ha pausado el acceso a su cuenta'),
      mails.map((m) => m.subject).join(' | '),
    );
  });
});
