// The demo personas (architecture §9) read back through the member calls with the states the
// SPA's navigation rules depend on.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { CollectionAppointment } from '../../../contract/api/collection-appointments.ts';
import type { Center, CollectionSite, MaintenanceDetails } from '../../../contract/api/centers.ts';
import type { FreezeEvent, Member, PaymentHistoryEntry } from '../../../contract/api/members.ts';
import { bearer, createTestApp, type TestApp } from '../support/test-app.ts';

void describe('member reads for the demo personas', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  async function get<T>(userName: string, path: string): Promise<T> {
    const { accessToken, memberId } = await t.login(userName);
    const response = await t.inject({ method: 'GET', url: `/api/Members/${memberId}/${path}`, headers: bearer(accessToken) });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<T>();
  }
  const member = (userName: string) => get<Member>(userName, 'MemberAccount/Member');

  void test('each persona has the state its landing page depends on', async () => {
    const emma = await member('emma.recipient');
    assert.equal(emma.memberType, 'EmbryoRecipient');
    assert.equal(emma.matchingProfileStatusId, 'Current');
    assert.notEqual((await member('rachel.recipient')).matchingProfileStatusId, 'Current');
    assert.equal((await member('olivia.readonly')).isReadOnly, true);
    assert.equal((await member('ben.balance')).billingBalance, 250);
    const dan = await member('dan.declined');
    assert.equal(dan.paymentMethodId, 'CR');
    assert.equal(dan.defaultPaymentMethod?.creditCardDetails?.systemStatus, 'Declined');
    assert.notEqual((await member('paula.pending')).registrationStageId, 'REGI');
    const fiona = await member('fiona.fertpres');
    assert.equal(fiona.profile.offsiteStorageType, 'FertilityPreservation');
    assert.equal(fiona.ivfCenterId, 2);
    assert.equal((await member('hugo.sol')).ivfCenterId, 3);
    for (const userName of ['carol.couple', 'grace.egg', 'sam.sperm', 'tara.tissue']) {
      const m = await member(userName);
      assert.equal(m.registrationStageId, 'REGI');
      assert.equal(m.isReadOnly, false);
      assert.equal(m.billingBalance, 0);
      assert.equal(m.defaultPaymentMethod?.creditCardDetails?.systemStatus, 'ACC');
    }
    assert.deepEqual(await Promise.all(['carol.couple', 'grace.egg', 'sam.sperm', 'tara.tissue'].map(async (name) => (await member(name)).memberType)), [
      'EmbryoCryo',
      'EggCryo',
      'SpermCryo',
      'TesticularTissueCryo',
    ]);
  });

  void test('only carol belongs to an eligible donation location among the embryo donors', async () => {
    assert.equal(await get<boolean>('carol.couple', 'MatchingSite/MemberBelongsToEligibleDonationLocation'), true);
    assert.equal(await get<boolean>('ben.balance', 'MatchingSite/MemberBelongsToEligibleDonationLocation'), false);
  });

  void test('freeze events: 24-character status codes, deleted items left out', async () => {
    const events = await get<FreezeEvent[]>('carol.couple', 'FreezeEvents/FreezeEvents');
    // Three of her own and two created with Daniel; the deleted one is left out.
    assert.equal(events.length, 5);
    for (const event of events) {
      assert.equal(event.statusId.length, 24);
      assert.match(event.statusId, /^ICR-[A-Z]{4}-+$/);
    }
    assert.ok(events.some((event) => event.statusId === 'ICR-EDON----------------'));
    const frozenYears = new Set(events.map((event) => event.frozenOn.slice(0, 4)));
    assert.ok(frozenYears.size >= 2, 'spread over years');
    const grace = await get<FreezeEvent[]>('grace.egg', 'FreezeEvents/FreezeEvents');
    assert.ok(grace.every((event) => event.statusId.startsWith('GCR-') && event.itemTypeId === 'GCR'));
    assert.deepEqual(await get<FreezeEvent[]>('emma.recipient', 'FreezeEvents/FreezeEvents'), []);
  });

  void test('the donors have stored items a disposition can start from (CRYC/CRYL, older than 720 h)', async () => {
    const oldEnough = (event: FreezeEvent) => t.clock.now() - Date.parse(`${event.frozenOn}T00:00:00Z`) > 720 * 3_600_000;
    const pursuable = (event: FreezeEvent) => /^[A-Z]{3}-(CRYC|CRYL)-/.test(event.statusId);
    const carol = await get<FreezeEvent[]>('carol.couple', 'FreezeEvents/FreezeEvents');
    assert.ok(carol.filter((event) => pursuable(event) && oldEnough(event)).length >= 2);
    for (const [userName, prefix] of [
      ['grace.egg', 'GCR'],
      ['sam.sperm', 'SCR'],
      ['tara.tissue', 'TCR'],
    ] as const) {
      const items = await get<FreezeEvent[]>(userName, 'FreezeEvents/FreezeEvents');
      assert.ok(
        items.some((event) => event.statusId === `${prefix}-CRYC`.padEnd(24, '-') && oldEnough(event)),
        userName,
      );
    }
  });

  void test('billing history runs over years and ends at the billing balance', async () => {
    for (const userName of ['ben.balance', 'grace.egg', 'hugo.sol']) {
      const history = await get<PaymentHistoryEntry[]>(userName, 'MemberAccount/MemberPaymentHistoryAll');
      const m = await member(userName);
      assert.ok(history.length >= 5);
      assert.deepEqual(new Set(history.map((entry) => entry.kind)), new Set(['Charge', 'Payment', 'Credit']));
      assert.equal(history.at(-1)?.balance, m.billingBalance);
      const years = new Set(history.map((entry) => entry.date.slice(0, 4)));
      assert.ok(years.size >= 2);
    }
  });

  void test("fiona's clinic, collection sites and appointment", async () => {
    const center = await get<Center>('fiona.fertpres', 'MemberIvfCenter');
    assert.equal(center.name, 'Thames Fertility Centre');
    assert.equal(center.businessModel, 'B2C');
    const sites = await get<CollectionSite[]>('fiona.fertpres', 'MemberIvfCenter/CollectionSites?ivfCenterId=2');
    assert.ok(sites.length >= 2);
    const appointments = await get<CollectionAppointment[]>('fiona.fertpres', 'CollectionAppointment');
    assert.equal(appointments[0]?.state, 'AppointmentNeeded');
    assert.ok(appointments[0]?.inventoryBatchId);
  });

  void test("hugo's clinic announces maintenance 30 minutes ahead", async () => {
    const details = await get<MaintenanceDetails>('hugo.sol', 'MemberIvfCenter/MatchingSiteMaintenanceModeDetails');
    assert.equal(details.isInMaintenanceMode, false);
    const startsInMs = Date.parse(details.startMaintenanceDateTimeUtc ?? '') - t.clock.now();
    assert.ok(startsInMs > 29 * 60_000 && startsInMs <= 30 * 60_000, String(startsInMs));
  });

  void test('personal data is encrypted at rest', async () => {
    const row = await t.db.selectFrom('members').select(['pii', 'email_hash']).where('user_name_key', '=', 'emma.recipient').executeTakeFirstOrThrow();
    assert.ok(row.pii.startsWith('v1:'));
    assert.ok(!row.pii.includes('Whitfield'));
    assert.ok(!row.email_hash.includes('@'));
  });
});
