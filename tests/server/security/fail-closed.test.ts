// Issue 11, "the same class of bug beyond ids": decisions made on stale copies, checks skipped when a
// value is out of range, configurations that open a door. Each test is the request an attacker (or
// an unlucky state of the data) would bring.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { loadConfig } from '../../../server/config.ts';
import { bearer, createTestApp, DEMO_PASSWORD, type TestApp } from '../support/test-app.ts';

void describe('access decisions fail closed beyond ids', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  void test('ids past the database’s integer range are refused (400), never a 500, in paths, queries and bodies', async () => {
    const carol = await t.login('carol.couple');
    const huge = '99999999999';
    const answers = await Promise.all([
      t.inject({ method: 'GET', url: `/api/IvfCenters/${huge}/GetIvfCenterMaintenanceDetails` }),
      t.inject({ method: 'GET', url: `/api/IvfCenters/2147483648/GetIvfCenterMaintenanceDetails` }),
      t.inject({ method: 'DELETE', url: `/api/Members/${String(carol.memberId)}/FreezeEvents/${huge}/Disposition`, headers: bearer(carol.accessToken) }),
      t.inject({ method: 'GET', url: `/api/Members/${String(carol.memberId)}/Payments/BalancePayment/${huge}`, headers: bearer(carol.accessToken) }),
      t.inject({ method: 'POST', url: '/api/Auth/Login', payload: { username: 'carol.couple', password: DEMO_PASSWORD, userRole: 'Member', ivfCenterId: 3_000_000_000 } }),
      t.inject({
        method: 'POST',
        url: '/api/Auth/Login',
        headers: { 'content-type': 'application/json' },
        payload: `{"username":"carol.couple","password":"x","userRole":"Member","ivfCenterId":1e300}`,
      }),
      t.inject({ method: 'POST', url: '/api/Auth/PasswordResetAuthenticate', payload: { memberId: 3_000_000_000, lName: 'x', dob: '2000-01-01', token: 'x' } }),
    ]);
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      answers.map(() => 400),
      answers.map((answer) => answer.body).join('\n'),
    );
  });

  void test('embryos a recipient holds a reservation of cannot be withdrawn or re-decided by the couple', async () => {
    const carol = await t.login('carol.couple');
    const emma = await t.memberId('emma.recipient');
    const item = await t.db
      .selectFrom('freeze_events')
      .select('id')
      .where('member_id', '=', carol.memberId)
      .where('status_id', '=', 'ICR-EDON----------------')
      .executeTakeFirstOrThrow();
    // As if carol had signed for donation (prior CRYC) and then accepted emma's reservation.
    await t.db.updateTable('freeze_events').set({ prior_status_id: 'ICR-CRYC----------------' }).where('id', '=', item.id).execute();
    const now = new Date(t.clock.now()).toISOString();
    await t.db
      .insertInto('matching_requests')
      .values({
        kind: 'RESERVATION',
        recipient_member_id: emma,
        donor_member_id: carol.memberId,
        freeze_event_id: item.id,
        state: 'ACCEPTED',
        requested_at: now,
        answered_at: now,
        cancelled_at: null,
        updated_at: now,
      })
      .execute();
    const url = `/api/Members/${String(carol.memberId)}/FreezeEvents/${String(item.id)}/Disposition`;
    const withdrawn = await t.inject({ method: 'DELETE', url, headers: bearer(carol.accessToken) });
    assert.equal(withdrawn.statusCode, 409, withdrawn.body);
    assert.equal(withdrawn.json<{ type: string }>().type, 'urn:cryo-portal:problem:disposition-reserved');
    const status = await t.db.selectFrom('freeze_events').select('status_id').where('id', '=', item.id).executeTakeFirstOrThrow();
    assert.equal(status.status_id, 'ICR-EDON----------------');
  });

  void test('a donor profile opens only while its member still is a donor couple of that clinic', async () => {
    const emma = await t.login('emma.recipient');
    const search = async () =>
      (
        await t.inject({ method: 'GET', url: `/api/Members/${String(emma.memberId)}/MatchingSite/MatchingSiteMembersBySearch?pageSize=50`, headers: bearer(emma.accessToken) })
      ).json<{ totalCount: number; items: { memberId: number }[] }>();
    const donor = (await search()).items[0]?.memberId ?? assert.fail('no listed donor');
    const profile = () =>
      t.inject({ method: 'GET', url: `/api/Members/${String(emma.memberId)}/MatchingSite/MatchingSiteMember?requestMemberId=${String(donor)}`, headers: bearer(emma.accessToken) });
    assert.equal((await profile()).statusCode, 200);
    await t.db.updateTable('members').set({ account_status_id: 'DEL' }).where('id', '=', donor).execute();
    assert.equal((await profile()).statusCode, 404);
    await t.db.updateTable('members').set({ account_status_id: 'ACT', eligible_donation_location: 0 }).where('id', '=', donor).execute();
    assert.equal((await profile()).statusCode, 404);
  });

  void test('the emulators (which read out reset links and approve payments) cannot run beside production', () => {
    assert.throws(
      () =>
        loadConfig({
          NODE_ENV: 'production',
          EMULATORS: 'true',
          DATABASE_URL: 'postgres://db/portal',
          JWT_SECRET: 'x'.repeat(64),
          PII_ENCRYPTION_KEY: Buffer.alloc(32).toString('base64'),
        }),
      /EMULATORS cannot be on when NODE_ENV is production/,
    );
  });
});
