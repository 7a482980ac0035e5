// Dispositions (architecture §5, §7): signing for an option moves a stored item to its exploring
// state and leaves a consent record; withdrawing moves it back. Ownership, member type, state,
// read-only members and the thaw-and-discard age limit (from the content service) are enforced.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ConsentRecord } from '../../../contract/api/member-area.ts';
import type { FreezeEvent } from '../../../contract/api/members.ts';
import { createContentRules, deliveryApiSource, type SignatureTerms } from '../../../server/services/content-rules.ts';
import { computeTermsHash } from '../../../contract/domain/termsHash.ts';
import { bearer, createTestApp, withoutRequestId, type TestApp } from '../support/test-app.ts';
import { fieldErrors } from '../support/problems.ts';

/** The terms the content service serves Northside's donors in en-US (every signer below is one). */
let served: SignatureTerms;
const signature = (fullName: string) => ({ fullName, consent: true, termsVersion: served.version, termsHash: served.hash });
const code = (prefix: string, state: string) => `${prefix}-${state}`.padEnd(24, '-');

void describe('dispositions and consent records', () => {
  let t: TestApp;
  const sessions = new Map<string, { accessToken: string; memberId: number }>();
  before(async () => {
    t = await createTestApp();
    const terms = await t.app.portal.services.contentRules.signatureTerms(1, 'EmbryoCryo');
    served = terms.find((candidate) => candidate.locale === 'en-US') ?? assert.fail('no en-US terms');
  });
  after(() => t.close());

  async function session(userName: string) {
    let s = sessions.get(userName);
    if (!s) {
      s = await t.login(userName);
      sessions.set(userName, s);
    }
    return s;
  }
  async function itemOf(userName: string, status: string): Promise<number> {
    const row = await t.db
      .selectFrom('freeze_events')
      .select('id')
      .where('member_id', '=', await t.memberId(userName))
      .where('status_id', '=', status)
      .where('deleted_at', 'is', null)
      // Items created with a partner wait for both signatures (joint-consent.test.ts); these are the member's alone.
      .where('co_owner_id', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  async function sign(userName: string, freezeId: number, option: string, headers: Record<string, string> = {}) {
    const { accessToken, memberId } = await session(userName);
    return t.inject({
      method: 'PUT',
      url: `/api/Members/${memberId}/FreezeEvents/${freezeId}/Disposition`,
      headers: { ...bearer(accessToken), ...headers },
      payload: { option, signature: signature('Carol Bennett') },
    });
  }
  async function withdraw(userName: string, freezeId: number) {
    const { accessToken, memberId } = await session(userName);
    return t.inject({ method: 'DELETE', url: `/api/Members/${memberId}/FreezeEvents/${freezeId}/Disposition`, headers: bearer(accessToken) });
  }
  async function consentRecords(userName: string): Promise<ConsentRecord[]> {
    const { accessToken, memberId } = await session(userName);
    const response = await t.inject({ method: 'GET', url: `/api/Members/${memberId}/FreezeEvents/ConsentRecords`, headers: bearer(accessToken) });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<ConsentRecord[]>();
  }

  void test('sign → exploring state with a consent record; the same again is 409; withdraw returns to where it was', async () => {
    const freezeId = await itemOf('carol.couple', code('ICR', 'CRYC'));
    const userAgent = `Mozilla/5.0 ${'x'.repeat(600)}`;
    const signed = await sign('carol.couple', freezeId, 'donate-to-science', { 'user-agent': userAgent });
    assert.equal(signed.statusCode, 200, signed.body);
    const event = signed.json<FreezeEvent>();
    assert.equal(event.id, freezeId);
    assert.equal(event.statusId, code('ICR', 'ESCI'));

    const { accessToken, memberId } = await session('carol.couple');
    const list = (await t.inject({ method: 'GET', url: `/api/Members/${memberId}/FreezeEvents/FreezeEvents`, headers: bearer(accessToken) })).json<FreezeEvent[]>();
    assert.equal(list.find((item) => item.id === freezeId)?.statusId, code('ICR', 'ESCI'));

    const [record, ...others] = await consentRecords('carol.couple');
    assert.equal(others.length, 0);
    assert.ok(record);
    assert.equal(record.memberId, memberId);
    assert.equal(record.freezeEventId, freezeId);
    assert.equal(record.action, 'sign');
    assert.equal(record.option, 'donate-to-science');
    assert.equal(record.fromStatusId, code('ICR', 'CRYC'));
    assert.equal(record.toStatusId, code('ICR', 'ESCI'));
    assert.equal(record.signedName, 'Carol Bennett');
    // The record is carol's own signature: it never names her partner as if he had signed it.
    assert.equal(record.coOwnerName, null);
    assert.equal(record.signer, 'owner');
    assert.equal(record.termsVersion, served.version);
    assert.equal(record.termsHash, served.hash);
    assert.equal(record.ipAddress, '127.0.0.1');
    assert.equal(record.userAgent, userAgent.slice(0, 500));
    assert.ok(Math.abs(Date.parse(record.signedAtUtc) - t.clock.now()) < 1000 && record.signedAtUtc.endsWith('Z'));

    const again = await sign('carol.couple', freezeId, 'donate-to-science');
    assert.equal(again.statusCode, 409);
    assert.match(again.json<{ title: string }>().title, /already chosen/i);
    const otherOption = await sign('carol.couple', freezeId, 'thaw-and-discard');
    assert.equal(otherOption.statusCode, 409);
    assert.match(otherOption.json<{ detail: string }>().detail, /withdraw/i);

    t.clock.advance(1000);
    const withdrawn = await withdraw('carol.couple', freezeId);
    assert.equal(withdrawn.statusCode, 200, withdrawn.body);
    assert.equal(withdrawn.json<FreezeEvent>().statusId, code('ICR', 'CRYC'));
    const records = await consentRecords('carol.couple');
    assert.deepEqual(
      records.map((r) => [r.action, r.fromStatusId, r.toStatusId]),
      [
        ['withdraw', code('ICR', 'ESCI'), code('ICR', 'CRYC')],
        ['sign', code('ICR', 'CRYC'), code('ICR', 'ESCI')],
      ],
    );
    assert.equal(records[0]?.signedName, 'Carol Bennett');
    assert.equal(records[0]?.termsHash, served.hash);
    assert.equal((await withdraw('carol.couple', freezeId)).statusCode, 409);
  });

  void test('an embryo couple has all five options: anonymous donation → EDIV, thaw and discard → ETHD', async () => {
    const longTerm = await itemOf('carol.couple', code('ICR', 'CRYL'));
    const anonymous = await sign('carol.couple', longTerm, 'donate-anonymously');
    assert.equal(anonymous.statusCode, 200, anonymous.body);
    assert.equal(anonymous.json<FreezeEvent>().statusId, code('ICR', 'EDIV'));
    const atClinic = await itemOf('carol.couple', code('ICR', 'CRYC'));
    const thaw = await sign('carol.couple', atClinic, 'thaw-and-discard');
    assert.equal(thaw.statusCode, 200, thaw.body);
    assert.equal(thaw.json<FreezeEvent>().statusId, code('ICR', 'ETHD'));
    // Withdrawal returns each to its own prior state.
    assert.equal((await withdraw('carol.couple', longTerm)).json<FreezeEvent>().statusId, code('ICR', 'CRYL'));
    assert.equal((await withdraw('carol.couple', atClinic)).json<FreezeEvent>().statusId, code('ICR', 'CRYC'));
  });

  void test("another member's item is a 404 like a missing one; deleted items and clinic-set states are refused", async () => {
    const gracesItem = await itemOf('grace.egg', code('GCR', 'CRYC'));
    const response = await sign('carol.couple', gracesItem, 'thaw-and-discard');
    assert.equal(response.statusCode, 404);
    const missing = await sign('carol.couple', 999999, 'thaw-and-discard');
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(withoutRequestId(response.body), withoutRequestId(missing.body));
    assert.equal((await withdraw('carol.couple', gracesItem)).statusCode, 404);

    const deleted = await t.db
      .selectFrom('freeze_events')
      .select('id')
      .where('member_id', '=', await t.memberId('carol.couple'))
      .where('deleted_at', 'is not', null)
      .executeTakeFirstOrThrow();
    assert.equal((await sign('carol.couple', deleted.id, 'thaw-and-discard')).statusCode, 404);

    // EDON was set by the clinic: nothing the member chose online to withdraw, nor a base state to sign from.
    const donating = await itemOf('carol.couple', code('ICR', 'EDON'));
    assert.equal((await withdraw('carol.couple', donating)).statusCode, 409);
    assert.equal((await sign('carol.couple', donating, 'use-your-own')).statusCode, 409);
  });

  void test('the member type decides the options: sperm donors may only thaw and discard', async () => {
    const vials = await itemOf('sam.sperm', code('SCR', 'CRYC'));
    const science = await sign('sam.sperm', vials, 'donate-to-science');
    assert.equal(science.statusCode, 422);
    assert.equal(science.json<{ subCode?: number }>().subCode, undefined);
    assert.match(science.json<{ title: string; detail: string }>().detail, /not one of the options/);
    const thaw = await sign('sam.sperm', vials, 'thaw-and-discard');
    assert.equal(thaw.statusCode, 200, thaw.body);
    assert.equal(thaw.json<FreezeEvent>().statusId, code('SCR', 'ETHD'));

    const eggs = await itemOf('grace.egg', code('GCR', 'CRYC'));
    assert.equal((await sign('grace.egg', eggs, 'thaw-and-discard')).json<FreezeEvent>().statusId, code('GCR', 'ETHD'));
  });

  void test('thaw and discard waits for the content limit (720 h): a fresh item gets 422 + subCode 4', async () => {
    const memberId = await t.memberId('tara.tissue');
    const today = new Date(t.clock.now()).toISOString().slice(0, 10);
    const fresh = await t.db
      .insertInto('freeze_events')
      .values({ member_id: memberId, item_type_id: 'TCR', status_id: code('TCR', 'CRYC'), count: 1, frozen_on: today, storage_location: 'Tank 3', description: 'Fresh tissue' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const early = await sign('tara.tissue', fresh.id, 'thaw-and-discard');
    assert.equal(early.statusCode, 422);
    const problem = early.json<{ subCode: number; title: string; detail: string }>();
    assert.equal(problem.subCode, 4);
    assert.match(problem.detail, /720 hours/);
    assert.equal((await t.db.selectFrom('freeze_events').select('status_id').where('id', '=', fresh.id).executeTakeFirstOrThrow()).status_id, code('TCR', 'CRYC'));

    const old = await itemOf('tara.tissue', code('TCR', 'CRYC'));
    assert.notEqual(old, fresh.id);
    const allowed = await sign('tara.tissue', old, 'thaw-and-discard');
    assert.equal(allowed.statusCode, 200, allowed.body);

    t.clock.advance(721 * 3_600_000);
    sessions.clear(); // the access tokens expired meanwhile
    const later = await sign('tara.tissue', fresh.id, 'thaw-and-discard');
    assert.equal(later.statusCode, 200, later.body);
  });

  void test('a read-only member is refused with 403 and no subCode', async () => {
    const item = await itemOf('olivia.readonly', code('ICR', 'CRYL'));
    const response = await sign('olivia.readonly', item, 'donate-to-science');
    assert.equal(response.statusCode, 403);
    const problem = response.json<{ subCode?: number; title: string }>();
    assert.equal(problem.subCode, undefined);
    assert.match(problem.title, /read-only/i);
    assert.equal((await withdraw('olivia.readonly', item)).statusCode, 403);
  });

  void test('the signature must be complete and typed as it claims: consent true, a name, a SHA-256 hex hash', async () => {
    const { accessToken, memberId } = await session('carol.couple');
    const freezeId = await itemOf('carol.couple', code('ICR', 'CRYC'));
    const refused = async (change: Record<string, unknown>, field: string) => {
      const response = await t.inject({
        method: 'PUT',
        url: `/api/Members/${memberId}/FreezeEvents/${freezeId}/Disposition`,
        headers: bearer(accessToken),
        payload: { option: 'use-your-own', signature: { ...signature('Carol Bennett'), ...change } },
      });
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(Object.keys(fieldErrors(response)), [field]);
    };
    await refused({ consent: false }, 'body/signature/consent');
    await refused({ consent: 1 }, 'body/signature/consent');
    await refused({ consent: 'true' }, 'body/signature/consent');
    await refused({ fullName: 12345 }, 'body/signature/fullName');
    await refused({ termsHash: 'nothex' }, 'body/signature/termsHash');
    assert.equal((await t.db.selectFrom('freeze_events').select('status_id').where('id', '=', freezeId).executeTakeFirstOrThrow()).status_id, code('ICR', 'CRYC'));
  });

  void test('a signature naming terms the API did not serve (made-up hash, wrong version) is refused and changes nothing', async () => {
    const { accessToken, memberId } = await session('carol.couple');
    const freezeId = await itemOf('carol.couple', code('ICR', 'CRYC'));
    const before = (await consentRecords('carol.couple')).length;
    for (const change of [
      { termsHash: 'a'.repeat(64) },
      { termsVersion: `${served.version}-old` },
      { termsHash: await computeTermsHash({ nodeType: 'document', data: {}, content: [] }) },
    ]) {
      const response = await t.inject({
        method: 'PUT',
        url: `/api/Members/${memberId}/FreezeEvents/${freezeId}/Disposition`,
        headers: bearer(accessToken),
        payload: { option: 'donate-to-science', signature: { ...signature('Carol Bennett'), ...change } },
      });
      assert.equal(response.statusCode, 409, response.body);
      assert.equal(response.json<{ type: string }>().type, 'urn:cryo-portal:problem:terms-mismatch');
    }
    assert.equal((await consentRecords('carol.couple')).length, before);
    assert.equal((await t.db.selectFrom('freeze_events').select('status_id').where('id', '=', freezeId).executeTakeFirstOrThrow()).status_id, code('ICR', 'CRYC'));
  });

  void test('the record keeps the exact text signed, in the language it was read in; only its signer can read it back', async () => {
    const spanish = (await t.app.portal.services.contentRules.signatureTerms(1, 'EmbryoCryo')).find((terms) => terms.locale === 'es') ?? assert.fail('no es terms');
    assert.notEqual(spanish.hash, served.hash);
    const { accessToken, memberId } = await session('carol.couple');
    const freezeId = await itemOf('carol.couple', code('ICR', 'CRYC'));
    const signed = await t.inject({
      method: 'PUT',
      url: `/api/Members/${memberId}/FreezeEvents/${freezeId}/Disposition`,
      headers: bearer(accessToken),
      payload: { option: 'use-your-own', signature: { fullName: 'Carol Bennett', consent: true, termsVersion: spanish.version, termsHash: spanish.hash } },
    });
    assert.equal(signed.statusCode, 200, signed.body);
    const [record] = await consentRecords('carol.couple');
    assert.equal(record?.termsHash, spanish.hash);

    const read = await t.inject({ method: 'GET', url: `/api/Members/${memberId}/FreezeEvents/ConsentTerms/${spanish.hash}`, headers: bearer(accessToken) });
    assert.equal(read.statusCode, 200, read.body);
    const kept = read.json<{ hash: string; locale: string; version: string; title: string; body: unknown }>();
    assert.deepEqual([kept.hash, kept.locale, kept.version, kept.title], [spanish.hash, 'es', spanish.version, spanish.title]);
    assert.deepEqual(kept.body, spanish.body);
    assert.equal(await computeTermsHash(kept.body), spanish.hash);
    await assert.rejects(t.db.updateTable('consent_terms').set({ title: 'Other' }).where('hash', '=', spanish.hash).execute(), /append-only/);

    // Somebody with no record naming that text: the same 404 as for a hash nobody signed.
    const rachel = await session('rachel.recipient');
    const foreign = await t.inject({ method: 'GET', url: `/api/Members/${rachel.memberId}/FreezeEvents/ConsentTerms/${spanish.hash}`, headers: bearer(rachel.accessToken) });
    assert.equal(foreign.statusCode, 404);
    const unknown = await t.inject({ method: 'GET', url: `/api/Members/${rachel.memberId}/FreezeEvents/ConsentTerms/${'c'.repeat(64)}`, headers: bearer(rachel.accessToken) });
    assert.deepEqual(withoutRequestId(foreign.body), withoutRequestId(unknown.body));
    assert.equal((await withdraw('carol.couple', freezeId)).statusCode, 200);
  });

  void test('consent records are append-only, down to the database', async () => {
    const records = await consentRecords('carol.couple');
    assert.ok(records.length >= 6);
    const id = records[0]?.id ?? 0;
    await assert.rejects(t.db.updateTable('consent_records').set({ signed_name: 'Someone else' }).where('id', '=', id).execute(), /append-only/);
    await assert.rejects(t.db.deleteFrom('consent_records').where('id', '=', id).execute(), /append-only/);
    assert.equal((await consentRecords('carol.couple')).length, records.length);
    // No route changes or removes them: there are only reads (the list, a record's PDF for the member and for staff).
    const routes = t.app.portal.routes.filter((route) => route.url.includes('ConsentRecords'));
    assert.ok(routes.length >= 1);
    assert.deepEqual([...new Set(routes.map((route) => route.method))], ['GET']);
    // Newest first.
    const times = records.map((r) => r.signedAtUtc);
    assert.deepEqual(times, [...times].sort().reverse());
  });

  void test('content rules: 720 h from the content data, with the clinic-0 fallback, also over the Delivery API', async () => {
    const rules = t.app.portal.services.contentRules;
    assert.equal(await rules.thawAndDiscardIfOlderThanHours(1, 'SpermCryo'), 720);
    assert.equal(await rules.thawAndDiscardIfOlderThanHours(2, 'EmbryoCryo'), 720);
    assert.equal(await rules.thawAndDiscardIfOlderThanHours(42, 'EggCryo'), 720);
    assert.equal(await rules.thawAndDiscardIfOlderThanHours(1, 'EmbryoRecipient'), null);

    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const overHttp = createContentRules(deliveryApiSource({ ...t.config.content, host: address.replace(/^http:\/\//, ''), insecure: true }), t.clock);
    assert.equal(await overHttp.thawAndDiscardIfOlderThanHours(1, 'TesticularTissueCryo'), 720);
    assert.equal(await overHttp.thawAndDiscardIfOlderThanHours(2, 'EmbryoCryo'), 720);
  });
});
