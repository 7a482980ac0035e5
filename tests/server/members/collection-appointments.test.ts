// Collection appointments (spec §7): fiona's collections, the four actions with their state
// preconditions, ownership, the read-only refusal, a clinic that offers no collections, a history
// row per change, e-mails to the member, and the idempotent resend of the enrolment package.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { CollectionAppointment } from '../../../contract/api/collection-appointments.ts';
import type { CollectionSite } from '../../../contract/api/centers.ts';
import { bearer, createTestApp, waitForMail, type CaughtMail, type TestApp } from '../support/test-app.ts';

const fionaMail = 'fiona.fertpres@example.com';

void describe('collection appointments', () => {
  let t: TestApp;
  let fiona: { accessToken: string; memberId: number };
  let sites: CollectionSite[];
  before(async () => {
    t = await createTestApp();
    fiona = await t.login('fiona.fertpres');
    sites = (await t.inject({ method: 'GET', url: `/api/Members/${fiona.memberId}/MemberIvfCenter/CollectionSites?ivfCenterId=2`, headers: bearer(fiona.accessToken) })).json();
  });
  after(() => t.close());

  const put = (action: string, query: Record<string, string | number>, session = fiona) =>
    t.inject({
      method: 'PUT',
      url: `/api/Members/${session.memberId}/CollectionAppointment/${action}`,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      headers: bearer(session.accessToken),
    });
  const list = async () =>
    (await t.inject({ method: 'GET', url: `/api/Members/${fiona.memberId}/CollectionAppointment`, headers: bearer(fiona.accessToken) })).json<CollectionAppointment[]>();
  const mails = async (subject: RegExp) =>
    (await t.inject({ method: 'GET', url: `/emulators/mail/messages?to=${encodeURIComponent(fionaMail)}` })).json<CaughtMail[]>().filter((m) => subject.test(m.subject));
  const history = (batch: number) => t.db.selectFrom('collection_appointment_events').selectAll().where('inventory_batch_id', '=', batch).orderBy('id').execute();
  const problemOf = (body: string) => JSON.parse(body) as { type: string; detail: string };

  void test('fiona has three collections: one to book, one booked at 14:30 London time, one waiting for enrolment', async () => {
    const collections = await list();
    assert.deepEqual(
      collections.map((c) => [c.inventoryBatchId, c.state]),
      [
        [50001, 'AppointmentNeeded'],
        [50002, 'AppointmentPending'],
        [50003, 'PatientEnrollmentPending'],
      ],
    );
    const booked = collections[1]!;
    assert.ok(booked.scheduledAtUtc && Date.parse(booked.scheduledAtUtc) > t.clock.now());
    const london = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(booked.scheduledAtUtc));
    assert.equal(london, '14:30');
    assert.equal(booked.durationMinutes, 120);
    assert.equal(collections[0]!.durationMinutes, null);
    assert.ok(sites.length >= 2);
    for (const c of collections) assert.ok(sites.some((s) => s.id === c.collectionSiteId));
  });

  void test('ChangeCollectionSite moves a collection that is not booked yet, records it and confirms by e-mail', async () => {
    const [first] = await list();
    const target = sites.find((s) => s.id !== first!.collectionSiteId)!;
    const response = await put('ChangeCollectionSite', { inventoryBatchId: 50001, collectionSite: target.id });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json<CollectionAppointment>().collectionSiteId, target.id);
    assert.equal((await list())[0]!.collectionSiteId, target.id);
    const [event] = await history(50001);
    assert.equal(event?.action, 'ChangeCollectionSite');
    assert.equal(event?.from_collection_site_id, first!.collectionSiteId);
    assert.equal(event?.to_collection_site_id, target.id);
    const mail = await waitForMail(t, fionaMail, /collection site has changed/);
    assert.match(mail.text, new RegExp(target.addressLine1));
  });

  void test('ChangeCollectionSite refuses a site that is not one of the clinic’s (422) and a booked appointment (409)', async () => {
    assert.equal((await put('ChangeCollectionSite', { inventoryBatchId: 50001, collectionSite: 999999 })).statusCode, 422);
    const booked = await put('ChangeCollectionSite', { inventoryBatchId: 50002, collectionSite: sites[0]!.id });
    assert.equal(booked.statusCode, 409);
    assert.match(problemOf(booked.body).detail, /before an appointment is booked/);
    assert.match(problemOf(booked.body).type, /collection-appointment-state$/);
  });

  void test('CancelAppointment needs a reason of 3 to 500 characters', async () => {
    assert.equal((await put('CancelAppointment', { inventoryBatchId: 50002 })).statusCode, 400);
    assert.equal((await put('CancelAppointment', { inventoryBatchId: 50002, cancelAppointmentReason: 'no' })).statusCode, 400);
    assert.equal((await put('CancelAppointment', { inventoryBatchId: 50002, cancelAppointmentReason: '   ab   ' })).statusCode, 400);
    assert.equal((await put('CancelAppointment', { inventoryBatchId: 50002, cancelAppointmentReason: 'x'.repeat(501) })).statusCode, 400);
    assert.equal((await list())[1]!.state, 'AppointmentPending');
  });

  void test('CancelAppointment frees a booked appointment with the reason; two at once: one wins, the other is a 409', async () => {
    const reason = 'I start chemotherapy earlier than planned';
    const [a, b] = await Promise.all([
      put('CancelAppointment', { inventoryBatchId: 50002, cancelAppointmentReason: reason }),
      put('CancelAppointment', { inventoryBatchId: 50002, cancelAppointmentReason: reason }),
    ]);
    assert.deepEqual([a.statusCode, b.statusCode].sort(), [200, 409]);
    const after = (await list())[1]!;
    assert.equal(after.state, 'AppointmentNeeded');
    assert.equal(after.scheduledAtUtc, null);
    assert.equal(after.cancelAppointmentReason, reason);
    const events = await history(50002);
    assert.equal(events.length, 1);
    assert.deepEqual([events[0]?.action, events[0]?.from_state, events[0]?.to_state, events[0]?.reason], ['CancelAppointment', 'AppointmentPending', 'AppointmentNeeded', reason]);
    const mail = await waitForMail(t, fionaMail, /appointment is cancelled/);
    assert.match(mail.text, /chemotherapy/);
    assert.equal((await put('CancelAppointment', { inventoryBatchId: 50002, cancelAppointmentReason: reason })).statusCode, 409);
  });

  void test('ResendEnrollmentPackage e-mails the package once; a repeat within 10 minutes answers the same and sends nothing', async () => {
    const first = await put('ResendEnrollmentPackage', { inventoryBatchId: 50003 });
    assert.equal(first.statusCode, 200, first.body);
    const mail = await waitForMail(t, fionaMail, /enrolment package/);
    assert.match(mail.text, /collection #50003/);
    const again = await put('ResendEnrollmentPackage', { inventoryBatchId: 50003 });
    assert.equal(again.statusCode, 200);
    assert.deepEqual(again.json(), first.json());
    await t.app.portal.services.mailOutbox.drain();
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal((await mails(/enrolment package/)).length, 1);
    assert.equal((await history(50003)).length, 1);

    t.clock.advance(11 * 60_000);
    fiona = await t.login('fiona.fertpres'); // the access token lives 10 minutes
    assert.equal((await put('ResendEnrollmentPackage', { inventoryBatchId: 50003 })).statusCode, 200);
    const deadline = Date.now() + 5000;
    while ((await mails(/enrolment package/)).length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal((await mails(/enrolment package/)).length, 2);
  });

  void test('ResendEnrollmentPackage is refused once enrolment is behind the collection (409)', async () => {
    const response = await put('ResendEnrollmentPackage', { inventoryBatchId: 50001 });
    assert.equal(response.statusCode, 409);
    assert.match(problemOf(response.body).detail, /enrolment or the specimen records are pending/);
  });

  void test('MemberCancelCollection cancels the collection once; afterwards nothing more can be done with it', async () => {
    const response = await put('MemberCancelCollection', { inventoryBatchId: 50003 });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json<CollectionAppointment>().state, 'BatchCancelled');
    await waitForMail(t, fionaMail, /collection is cancelled/);
    for (const [action, query] of [
      ['MemberCancelCollection', {}],
      ['ResendEnrollmentPackage', {}],
      ['ChangeCollectionSite', { collectionSite: sites[0]!.id }],
      ['CancelAppointment', { cancelAppointmentReason: 'changed my mind' }],
    ] as const) {
      assert.equal((await put(action, { inventoryBatchId: 50003, ...query })).statusCode, 409, action);
    }
    assert.equal((await history(50003)).at(-1)?.to_state, 'BatchCancelled');
  });

  void test('a collection in storage cannot be cancelled online', async () => {
    await t.db.updateTable('collection_appointments').set({ state: 'InventoryOffsite' }).where('inventory_batch_id', '=', 50001).execute();
    const response = await put('MemberCancelCollection', { inventoryBatchId: 50001 });
    assert.equal(response.statusCode, 409);
    assert.match(problemOf(response.body).detail, /already in storage/);
    await t.db.updateTable('collection_appointments').set({ state: 'AppointmentNeeded' }).where('inventory_batch_id', '=', 50001).execute();
  });

  void test("somebody else's or a missing collection is a 404", async () => {
    const grace = await t.memberId('grace.egg');
    await t.db
      .insertInto('collection_appointments')
      .values({ inventory_batch_id: 50099, member_id: grace, state: 'AppointmentNeeded', collection_site_id: null, collection_reason: 'Other', scheduled_at_utc: null })
      .execute();
    assert.equal((await put('MemberCancelCollection', { inventoryBatchId: 50099 })).statusCode, 404);
    assert.equal((await put('MemberCancelCollection', { inventoryBatchId: 987654 })).statusCode, 404);
    assert.equal((await put('MemberCancelCollection', { inventoryBatchId: 'abc' })).statusCode, 400);
  });

  void test('a member of a clinic without fertility preservation is refused (409), whatever the collection', async () => {
    const grace = await t.login('grace.egg');
    const response = await put('MemberCancelCollection', { inventoryBatchId: 50099 }, grace);
    assert.equal(response.statusCode, 409);
    assert.match(problemOf(response.body).type, /collection-appointments-not-offered$/);
  });

  void test('a read-only member can look but not change anything (403)', async () => {
    await t.db.updateTable('members').set({ is_read_only: 1 }).where('id', '=', fiona.memberId).execute();
    try {
      const response = await put('ChangeCollectionSite', { inventoryBatchId: 50001, collectionSite: sites[0]!.id });
      assert.equal(response.statusCode, 403);
      assert.equal((await list()).length, 3);
    } finally {
      await t.db.updateTable('members').set({ is_read_only: 0 }).where('id', '=', fiona.memberId).execute();
    }
  });
});
