// Issue 11: an attacker with a member account spells another member's id differently ("8.0", "+8",
// "0x8", " 8", "８", …) hoping that the access decision reads one value and the handler another.
// For every API route that takes an id in its path, 200 generated spellings (fixed seed) of another
// member's id — and of the ids of that member's objects — must never answer 2xx nor change anything;
// every integer query parameter refuses every non-canonical spelling with 400. The own, canonical
// id still works, so the test cannot pass because everything is refused.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { bearer, createTestApp, type TestApp } from '../support/test-app.ts';
import { staffKeyring } from '../support/staff.ts';

/** Spellings of a canonical id that name the same number to a lax parser (and some that name none). */
const spellings: ((id: string) => string)[] = [
  (id) => `+${id}`,
  (id) => `0${id}`,
  (id) => `00${id}`,
  (id) => `${id}.0`,
  (id) => `${id}.`,
  (id) => `${id}e0`,
  (id) => `${id}0e-1`,
  (id) => `0x${Number(id).toString(16)}`,
  (id) => `0o${Number(id).toString(8)}`,
  (id) => `0b${Number(id).toString(2)}`,
  (id) => `%20${id}`,
  (id) => `${id}%20`,
  (id) => `%09${id}`,
  (id) => `%0A${id}`,
  (id) => `${id}%00`,
  (id) => Array.from(id, (digit) => String.fromCharCode(0xff10 + Number(digit))).join(''), // full-width digits
  (id) => Array.from(id, (digit) => String.fromCharCode(0x0660 + Number(digit))).join(''), // Arabic-Indic digits
  (id) => encodeURIComponent(Array.from(id, (digit) => String.fromCharCode(0xff10 + Number(digit))).join('')),
  (id) => `-${id}`,
  (id) => `${id},0`,
  (id) => `${id}_0`,
  (id) => `${id}${'0'.repeat(20)}`,
  () => '9'.repeat(400),
  () => 'Infinity',
  () => 'NaN',
  (id) => `[${id}]`,
  (id) => `${id}%2F`,
];
/** All of them are refused as ids: not canonical text, or (the long digit runs) past the id range. */
const nonCanonical = spellings;

const fingerprintTables = [
  'members',
  'freeze_events',
  'consent_records',
  'consent_terms',
  'balance_payments',
  'payment_vaults',
  'paypal_orders',
  'payment_history',
  'matching_profiles',
  'matching_requests',
  'matching_photos',
  'collection_appointments',
  'collection_appointment_events',
  'email_changes',
  'mail_outbox',
  'joint_decisions',
  'cosign_links',
  'storage_consents',
] as const;

void describe('ids in any spelling never reach another member', () => {
  let t: TestApp;
  let attacker: { accessToken: string; memberId: number };
  /** The staff routes' caller: a ClinicAdmin of the attacker's clinic. */
  let staffToken: string;
  let victim: { memberId: number; freezeId: number; photoId: number; paymentId: number; decisionId: number; recordId: number };
  let doc: { paths: Record<string, Record<string, { parameters?: { name: string; in: string; schema?: { type?: string } }[] }>> };
  before(async () => {
    const keyring = await staffKeyring();
    t = await createTestApp({ staffKeys: keyring.keys });
    staffToken = await keyring.mint('nadia.admin@northside.example');
    attacker = await t.login('carol.couple');
    const ben = await t.memberId('ben.balance');
    const freeze = await t.db.selectFrom('freeze_events').select('id').where('member_id', '=', ben).executeTakeFirstOrThrow();
    const donor = await t.db.selectFrom('matching_photos').select(['id', 'member_id']).executeTakeFirstOrThrow();
    // Maya (another member) starts a decision with her partner, so a decision and a consent record of hers exist to aim at.
    const maya = await t.login('maya.joint');
    const [terms] = await t.app.portal.services.contentRules.signatureTerms(1, 'EmbryoCryo');
    const shared = await t.db.selectFrom('freeze_events').select('id').where('member_id', '=', maya.memberId).where('co_owner_id', 'is not', null).executeTakeFirstOrThrow();
    const signed = await t.inject({
      method: 'PUT',
      url: `/api/Members/${String(maya.memberId)}/FreezeEvents/${String(shared.id)}/Disposition`,
      headers: bearer(maya.accessToken),
      payload: { option: 'donate-to-science', signature: { fullName: 'Maya Okoro', consent: true, termsVersion: terms!.version, termsHash: terms!.hash } },
    });
    assert.equal(signed.statusCode, 200, signed.body);
    await t.app.portal.services.mailOutbox.drain();
    const decision = await t.db.selectFrom('joint_decisions').select('id').where('member_id', '=', maya.memberId).executeTakeFirstOrThrow();
    const record = await t.db.selectFrom('consent_records').select('id').where('member_id', '=', maya.memberId).executeTakeFirstOrThrow();
    victim = { memberId: ben, freezeId: freeze.id, photoId: donor.id, paymentId: 1, decisionId: decision.id, recordId: record.id };
    doc = (await t.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  after(() => t.close());

  const fingerprint = async () => {
    const hash = createHash('sha256');
    for (const table of fingerprintTables) hash.update(JSON.stringify(await t.db.selectFrom(table).selectAll().execute()));
    return hash.digest('hex');
  };

  const pathRoutes = () => t.app.portal.routes.filter((route) => !route.hidden && route.url.startsWith('/api/') && /:\w*(Id|id)\b/.test(route.url));

  void test('there are routes with ids to try', () => {
    assert.ok(pathRoutes().length >= 40, String(pathRoutes().length));
  });

  void test('the own member id in canonical form still answers 2xx (the test can tell refused from working)', async () => {
    const response = await t.inject({ method: 'GET', url: `/api/Members/${String(attacker.memberId)}/MemberAccount/Member`, headers: bearer(attacker.accessToken) });
    assert.equal(response.statusCode, 200);
  });

  void test('every spelling of another member’s id (and of their objects’ ids) in a path: never 2xx, nothing changed', async () => {
    const offenders: string[] = [];
    for (const route of pathRoutes()) {
      const before = await fingerprint();
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...spellings), fc.constantFrom('memberId', 'object'), async (spell, target) => {
          const ids: Record<string, string> = {
            memberId: String(victim.memberId),
            freezeId: String(victim.freezeId),
            photoId: String(victim.photoId),
            paymentId: String(victim.paymentId),
            decisionId: String(victim.decisionId),
            recordId: String(victim.recordId),
            ivfCenterId: '1',
            id: '1',
            termsHash: 'a'.repeat(64),
            orderId: 'ORDER-OF-ANOTHER',
          };
          let url = route.url;
          // Any other id in a path (a decision, a record, a banner, a country…): 1, spelled the same ways.
          for (const name of route.url.match(/(?<=:)\w*(Id|id)\b/g) ?? []) ids[name] ??= '1';
          for (const [name, value] of Object.entries(ids)) {
            const spelled = (target === 'memberId' ? name === 'memberId' : name !== 'memberId') && /Id$|^id$/.test(name) && name !== 'orderId' ? spell(value) : value;
            url = url.replace(`:${name}`, spelled);
          }
          const response = await t.inject({
            method: route.method,
            url,
            headers: { ...bearer(attacker.accessToken), 'content-type': 'application/json' },
            payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
          });
          // Member routes: another member's data is never served, whatever the spelling.
          if (route.url.startsWith('/api/Members/:memberId') && response.statusCode < 300) offenders.push(`${route.method} ${url} → ${String(response.statusCode)}`);
          // Elsewhere an id names shared data (a clinic): only non-canonical spellings must be refused.
          if (!route.url.startsWith('/api/Members/:memberId') && target === 'object' && response.statusCode < 300 && nonCanonical.includes(spell))
            offenders.push(`${route.method} ${url} → ${String(response.statusCode)}`);
          assert.ok(response.statusCode < 500, `${route.method} ${url} → ${String(response.statusCode)} ${response.body}`);
        }),
        { numRuns: 200, seed: 11 },
      );
      assert.equal(await fingerprint(), before, `${route.method} ${route.url} changed state`);
    }
    assert.deepEqual([...new Set(offenders)], []);
  });

  void test('every integer query parameter refuses non-canonical spellings with 400', async () => {
    const offenders: string[] = [];
    let tried = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const integerQueries = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query' && parameter.schema?.type === 'integer');
        if (integerQueries.length === 0) continue;
        const url = path.replace('{memberId}', String(attacker.memberId)).replace(/\{[^}]+\}/g, '1');
        for (const parameter of integerQueries) {
          tried += 1;
          await fc.assert(
            fc.asyncProperty(fc.constantFrom(...nonCanonical), async (spell) => {
              const token = path.startsWith('/api/Admin/') ? staffToken : attacker.accessToken;
              const response = await t.inject({ method: method.toUpperCase(), url: `${url}?${parameter.name}=${spell(String(victim.memberId))}`, headers: bearer(token) });
              if (response.statusCode !== 400 && response.statusCode !== 404) offenders.push(`${method.toUpperCase()} ${url}?${parameter.name}=… → ${String(response.statusCode)}`);
            }),
            { numRuns: 200, seed: 11 },
          );
        }
      }
    }
    assert.ok(tried >= 5, `only ${String(tried)} integer query parameters found`);
    assert.deepEqual([...new Set(offenders)], []);
  });
});
