// Architecture §5 / §10: every /api/Members/{memberId}/… route × {owner, other member, anonymous,
// expired token}. The routes come from the running app, so a new route is covered automatically;
// a route that changes something needs a valid owner request in `ownerRequests` (a test says so).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { bearer, createTestApp, DEMO_PASSWORD, expiredAccessToken, expiredTwinOf, withoutRequestId, type TestApp } from '../support/test-app.ts';
import { fieldErrors } from '../support/problems.ts';

interface OwnerRequest {
  payload?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** Expected status when not 2xx (the access check passed and the rules answered). */
  status?: number;
  after?: (response: LightMyRequestResponse) => Promise<void>;
}

const person = {
  namePrefix: null,
  firstName: 'Carol',
  lastName: 'Bennett',
  addressLine1: '9 Harbor View Road',
  addressLine2: null,
  city: 'Quincy',
  state: 'MA',
  stateOther: null,
  zip: '02169',
  country: 'US',
  phone: '6175550113',
  email: 'carol.couple@example.com',
  dateOfBirth: '1984-02-27',
};

void describe('access matrix of every /api/Members/{memberId}/… route', async () => {
  const t: TestApp = await createTestApp();
  const memberRoutes = t.app.portal.routes.filter((route) => route.url.startsWith('/api/Members/:memberId/'));
  let owner: { accessToken: string; memberId: number };
  let other: { accessToken: string };
  let expired: string;
  let freezeId = 0;
  /** Carol's photo: added by the POST owner request, deleted by the DELETE one (registered after it). */
  let photoId = 0;
  const photoPng = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#9db8c8' } })
    .png()
    .toBuffer();
  /** Orders the owner created (not approved by a buyer yet, so their capture is refused by PayPal: 422). */
  const orderIds = { card: '', wallet: '' };
  /** The consent terms the API serves carol (a signature must name them), and a payment of hers. */
  let signature = { fullName: 'Carol Bennett', consent: true, termsVersion: '', termsHash: '' };
  let paymentId = 0;
  /** One of carol's consent records, and a joint decision about embryos she co-owns with Daniel (issue 13). */
  let recordId = 0;
  let decisionId = 0;
  before(async () => {
    owner = await t.login('carol.couple');
    other = await t.login('grace.egg');
    expired = await expiredAccessToken(t, 'carol.couple');
    const item = await t.db
      .selectFrom('freeze_events')
      .select('id')
      .where('member_id', '=', owner.memberId)
      .where('status_id', '=', 'ICR-CRYC----------------')
      .executeTakeFirstOrThrow();
    freezeId = item.id;
    const terms = (await t.app.portal.services.contentRules.signatureTerms(1, 'EmbryoCryo')).find((candidate) => candidate.locale === 'en-US');
    assert.ok(terms);
    signature = { ...signature, termsVersion: terms.version, termsHash: terms.hash };
    // A record naming those terms (so the owner may read them back), signed for another of her items.
    const longTerm = await t.db
      .selectFrom('freeze_events')
      .select('id')
      .where('member_id', '=', owner.memberId)
      .where('status_id', '=', 'ICR-CRYL----------------')
      .executeTakeFirstOrThrow();
    const signed = await t.inject({
      method: 'PUT',
      url: `/api/Members/${owner.memberId}/FreezeEvents/${longTerm.id}/Disposition`,
      headers: bearer(owner.accessToken),
      payload: { option: 'use-your-own', signature },
    });
    assert.equal(signed.statusCode, 200, signed.body);
    recordId = (await t.db.selectFrom('consent_records').select('id').where('member_id', '=', owner.memberId).executeTakeFirstOrThrow()).id;
    // A decision waiting for Daniel, about embryos created with him.
    const coOwned = await t.db
      .selectFrom('freeze_events')
      .select('id')
      .where('member_id', '=', owner.memberId)
      .where('co_owner_id', 'is not', null)
      .where('status_id', '=', 'ICR-CRYC----------------')
      .executeTakeFirstOrThrow();
    const started = await t.inject({
      method: 'PUT',
      url: `/api/Members/${owner.memberId}/FreezeEvents/${coOwned.id}/Disposition`,
      headers: bearer(owner.accessToken),
      payload: { option: 'donate-to-science', signature },
    });
    assert.equal(started.statusCode, 200, started.body);
    decisionId = (await t.db.selectFrom('joint_decisions').select('id').where('member_id', '=', owner.memberId).executeTakeFirstOrThrow()).id;
    // A balance payment of hers to read back.
    await t.db.updateTable('members').set({ billing_balance_cents: 1_000 }).where('id', '=', owner.memberId).execute();
    const paid = await t.inject({
      method: 'POST',
      url: `/api/Members/${owner.memberId}/Payments/BalancePayment`,
      headers: { ...bearer(owner.accessToken), 'idempotency-key': 'matrix-setup-0001' },
      payload: { amount: 10 },
    });
    assert.equal(paid.statusCode, 200, paid.body);
    paymentId = paid.json<{ payment: { id: number } }>().payment.id;
    for (const [kind, path] of [
      ['card', 'CardVaultingOrder'],
      ['wallet', 'PayPalVaultingOrder'],
    ] as const) {
      const created = await t.inject({ method: 'POST', url: `/api/Members/${owner.memberId}/Payments/${path}`, headers: bearer(owner.accessToken), payload: {} });
      assert.equal(created.statusCode, 200, created.body);
      orderIds[kind] = created.json<{ orderId: string }>().orderId;
    }
  });
  after(() => t.close());

  const ownerRequests: Record<string, () => OwnerRequest> = {
    'PUT /api/Members/:memberId/MemberAccount/UpdateProfile': () => ({
      query: { token: 'captcha' },
      headers: { 'if-match': '*' },
      payload: { ...person, phoneExt: null, state: 'MA' },
    }),
    'PUT /api/Members/:memberId/MemberAccount/UpdateCredentials': () => ({
      payload: { memberId: owner.memberId, ivfCenterId: 1, password: DEMO_PASSWORD, userName: 'carol.couple', newUserName: '', newPassword: 'Another-Demo-2026!' },
      // Every other session ended: carry on with the pair this call answered.
      after: async (response) => {
        owner = { ...owner, accessToken: response.json<{ accessToken: string }>().accessToken };
        expired = await expiredTwinOf(t, owner.accessToken);
      },
    }),
    'PUT /api/Members/:memberId/MemberAccount/Language': () => ({ payload: { locale: 'es' } }),
    'PUT /api/Members/:memberId/MemberAccount/CompleteRegistration': () => ({
      payload: { primary: person, secondary: null, fertPresReason: null, collectionSiteId: null, isMinor: false },
      status: 409, // carol is registered already
    }),
    'PUT /api/Members/:memberId/FreezeEvents/:freezeId/Disposition': () => ({ payload: { option: 'donate-to-science', signature } }),
    'DELETE /api/Members/:memberId/FreezeEvents/:freezeId/Disposition': () => ({}),
    'PUT /api/Members/:memberId/FreezeEvents/:freezeId/StorageConsent': () => ({ payload: { signature } }),
    // carol signed this decision herself: it waits for Daniel (409; the access check passed).
    'PUT /api/Members/:memberId/JointDecisions/:decisionId/Signature': () => ({ payload: { option: 'donate-to-science', signature }, status: 409 }),
    'DELETE /api/Members/:memberId/JointDecisions/:decisionId': () => ({}),
    'POST /api/Members/:memberId/Payments/PayPalVaultingOrder': () => ({}),
    'POST /api/Members/:memberId/Payments/CardVaultingOrder': () => ({ payload: {} }),
    // Not approved by the buyer: PayPal refuses, 422 + subCode 6 (the access check passed).
    'POST /api/Members/:memberId/Payments/PayPalVaultingOrder/:orderId/Capture': () => ({
      query: { payerId: 'EMUPAYER1', makeDefault: 'true' },
      headers: { 'if-match': '*' },
      status: 422,
    }),
    'POST /api/Members/:memberId/Payments/CardVaultingOrder/:orderId/Capture': () => ({ query: { makeDefault: 'true' }, headers: { 'if-match': '*' }, status: 422 }),
    // carol has nothing to pay: 409 (the access check passed).
    'POST /api/Members/:memberId/Payments/BalancePayment': () => ({ headers: { 'idempotency-key': 'matrix-key-0001' }, payload: { amount: 10 }, status: 409 }),
    // carol is a donor couple, not a Current recipient: 409 (the access check passed).
    'GET /api/Members/:memberId/MatchingSite/SearchLeftMenu': () => ({ status: 409 }),
    'GET /api/Members/:memberId/MatchingSite/MatchingSiteMembersBySearch': () => ({ query: { pageSize: '10' }, status: 409 }),
    'GET /api/Members/:memberId/MatchingSite/MatchingSiteMember': () => ({ query: { requestMemberId: '1' }, status: 409 }),
    'GET /api/Members/:memberId/MatchingSite/EligibleFreezesForDonation': () => ({ query: { id: '1' }, status: 409 }),
    'GET /api/Members/:memberId/MatchingSite/GenerateDonorProfile': () => ({ query: { requestMemberId: '1' }, status: 409 }),
    // carol is a donor couple at Northside with an eligible donation location: she builds her profile.
    'PUT /api/Members/:memberId/MatchingSite/UpdateMatchingProfile': () => ({ payload: { step: 'privacy', privacyTypeId: 'OPEN' }, headers: { 'if-match': '*' } }),
    'PUT /api/Members/:memberId/MatchingSite/RebuildMatchingProfile': () => ({ headers: { 'if-match': '*' } }),
    // carol offers none of her embryos (a valid choice); nobody asked her anything, so no recipient's profile is hers to read (404).
    'PUT /api/Members/:memberId/MatchingSite/OfferedFreezes': () => ({ payload: { freezeIds: [] }, headers: { 'if-match': '*' } }),
    'GET /api/Members/:memberId/MatchingSite/RequestingRecipient': () => ({ query: { requestMemberId: '1' }, status: 404 }),
    // Recipient calls: carol is a donor couple, 409 (the access check passed).
    ...Object.fromEntries(
      ['ConfirmMatchRequest', 'ConfirmPhotosRequest', 'ConfirmRequestReservation'].map((path) => [
        `GET /api/Members/:memberId/MatchingSite/${path}`,
        (): OwnerRequest => ({ query: { requestMemberId: '1', requestConfirmDisclaimer: 'true', freezeId: '1' }, status: 409 }),
      ]),
    ),
    ...Object.fromEntries(
      ['ConfirmMatchCancellation', 'ConfirmPhotosCancellation', 'ConfirmReservationCancellation'].map((path) => [
        `GET /api/Members/:memberId/MatchingSite/${path}`,
        (): OwnerRequest => ({ query: { requestMemberId: '1', freezeId: '1' }, status: 409 }),
      ]),
    ),
    // Donor calls: nobody asked carol anything, so there is nothing to answer (409).
    ...Object.fromEntries(
      ['AcceptMatchRequest', 'AcceptPhotosRequest'].map((path) => [
        `GET /api/Members/:memberId/MatchingSite/${path}`,
        (): OwnerRequest => ({ query: { requestMemberId: '1', accept: 'true' }, status: 409 }),
      ]),
    ),
    // carol is a donor couple at a matching clinic in an eligible donation location: she may add photos.
    'POST /api/Members/:memberId/MatchingSite/Photos': () => ({
      headers: { 'content-type': 'image/png' },
      payload: photoPng,
      status: 201,
      after: (response) => {
        photoId = response.json<{ id: number }>().id;
        return Promise.resolve();
      },
    }),
    'DELETE /api/Members/:memberId/MatchingSite/Photos/:photoId': () => ({ status: 204 }),
    // carol's clinic offers no fertility-preservation collections: 409 (the access check passed).
    'PUT /api/Members/:memberId/CollectionAppointment/CancelAppointment': () => ({ query: { inventoryBatchId: '50001', cancelAppointmentReason: 'Unwell that day' }, status: 409 }),
    'PUT /api/Members/:memberId/CollectionAppointment/ChangeCollectionSite': () => ({ query: { inventoryBatchId: '50001', collectionSite: '1' }, status: 409 }),
    'PUT /api/Members/:memberId/CollectionAppointment/MemberCancelCollection': () => ({ query: { inventoryBatchId: '50001' }, status: 409 }),
    'PUT /api/Members/:memberId/CollectionAppointment/ResendEnrollmentPackage': () => ({ query: { inventoryBatchId: '50001' }, status: 409 }),
  };

  void test('there are member routes to check', () => {
    assert.ok(memberRoutes.length >= 14, JSON.stringify(memberRoutes));
  });

  void test('every route that changes something has an owner request', () => {
    const missing = memberRoutes.filter((route) => route.method !== 'GET' && !ownerRequests[`${route.method} ${route.url}`]);
    assert.deepEqual(missing, []);
  });

  const urlOf = (url: string, memberId: number | string) =>
    url
      .replace(':memberId', String(memberId))
      .replace(':freezeId', String(freezeId))
      .replace(':photoId', String(photoId))
      .replace(':termsHash', signature.termsHash)
      .replace(':recordId', String(recordId))
      .replace(':decisionId', String(decisionId))
      .replace(':paymentId', String(paymentId))
      .replace(':orderId', url.includes('CardVaultingOrder') ? orderIds.card : orderIds.wallet);

  const nonexistentBody = async (url: string, method: string) => {
    const response = await t.inject({ method, url: urlOf(url, 999999), headers: bearer(owner.accessToken) });
    return { status: response.statusCode, body: withoutRequestId(response.body) };
  };

  for (const route of memberRoutes) {
    void describe(`${route.method} ${route.url}`, () => {
      const method = route.method as 'GET' | 'PUT' | 'POST' | 'DELETE';
      const call = (memberId: number, token?: string) => t.inject({ method, url: urlOf(route.url, memberId), ...(token ? { headers: bearer(token) } : {}) });

      void test('owner: allowed', async () => {
        const request = ownerRequests[`${route.method} ${route.url}`]?.() ?? {};
        const response = await t.inject({
          method,
          url: urlOf(route.url, owner.memberId),
          headers: { ...bearer(owner.accessToken), ...request.headers },
          ...(request.query ? { query: request.query } : {}),
          ...(request.payload === undefined ? {} : { payload: request.payload as Record<string, unknown> }),
        });
        if (request.status) assert.equal(response.statusCode, request.status, response.body);
        else assert.ok(response.statusCode >= 200 && response.statusCode < 300, `${response.statusCode} ${response.body}`);
        await request.after?.(response);
      });

      void test('other member: 404, same body as a member that does not exist', async () => {
        const response = await t.inject({ method, url: urlOf(route.url, owner.memberId), headers: bearer(other.accessToken) });
        assert.equal(response.statusCode, 404);
        const missing = await nonexistentBody(route.url, method);
        assert.equal(missing.status, 404);
        assert.deepEqual(withoutRequestId(response.body), missing.body);
      });

      void test('anonymous: 401', async () => {
        const response = await call(owner.memberId);
        assert.equal(response.statusCode, 401);
        assert.match(String(response.headers['content-type']), /^application\/problem\+json/);
      });

      void test('expired token: 403 with WWW-Authenticate', async () => {
        const response = await call(owner.memberId, expired);
        assert.equal(response.statusCode, 403);
        assert.match(String(response.headers['www-authenticate']), /^Bearer error="invalid_token"/);
      });
    });
  }

  void test('?ivfCenterId of another clinic gets the same 404', async () => {
    const response = await t.inject({ method: 'GET', url: `/api/Members/${owner.memberId}/MemberAccount/Member?ivfCenterId=2`, headers: bearer(owner.accessToken) });
    assert.equal(response.statusCode, 404);
  });

  void test('another member with a body that would fail validation still gets the 404, not a 400', async () => {
    const response = await t.inject({
      method: 'PUT',
      url: `/api/Members/${owner.memberId}/MemberAccount/UpdateProfile`,
      headers: bearer(other.accessToken),
      payload: { email: 'not an e-mail' },
    });
    assert.equal(response.statusCode, 404);
  });

  void test('PayPalApiSettingsId is limited to the signed-in member of that clinic', async () => {
    const url = (centerId: number, memberId: number) => `/api/IvfCenters/${centerId}/PayPalApiSettingsId?memberId=${memberId}`;
    const mine = await t.inject({ method: 'GET', url: url(1, owner.memberId), headers: bearer(owner.accessToken) });
    assert.equal(mine.statusCode, 200);
    assert.deepEqual(mine.json(), { payPalApiSettingsId: 1, appClientId: 'emulator-client-id', memberClientId: 'EMUMERCHANT0001', currencyCode: 'USD', isLiveMode: false });
    const viaMember = await t.inject({ method: 'GET', url: `/api/Members/${owner.memberId}/Payments/PayPalApiSettingsId`, headers: bearer(owner.accessToken) });
    assert.deepEqual(viaMember.json(), mine.json());
    assert.equal((await t.inject({ method: 'GET', url: url(1, owner.memberId), headers: bearer(other.accessToken) })).statusCode, 404);
    assert.equal((await t.inject({ method: 'GET', url: url(2, owner.memberId), headers: bearer(owner.accessToken) })).statusCode, 404);
    assert.equal((await t.inject({ method: 'GET', url: url(1, owner.memberId) })).statusCode, 401);
    assert.equal((await t.inject({ method: 'GET', url: url(1, owner.memberId), headers: bearer(expired) })).statusCode, 403);
  });

  void test('a malformed member id is a 400 validation problem once signed in', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/Members/abc/MemberAccount/Member', headers: bearer(owner.accessToken) });
    assert.equal(response.statusCode, 400);
    assert.ok(fieldErrors(response)['path/memberId']);
  });
});
