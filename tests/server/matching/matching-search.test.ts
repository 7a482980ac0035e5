// Issue 5 (matching site, recipients): filter choices, search filters and paging in SQL, privacy
// (CLOS without identity; IVF_/IVFU never appear by any call), and who may call (a recipient whose
// matching profile is Current; others 409, never 403).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { MatchingSearchResult, MatchingSiteMember, SearchLeftMenu, EligibleFreeze } from '../../../contract/api/matching-site.ts';
import { sql } from 'kysely';
import { FEATURE_FLAG_NAMES } from '../../../contract/domain/constants.ts';
import { isPostgres } from '../../../server/db/database.ts';
import { bearer, createTestApp, type TestApp } from '../support/test-app.ts';

void describe('matching site: search and donor profiles', async () => {
  const t: TestApp = await createTestApp();
  let emma: { accessToken: string; memberId: number };
  const base = () => `/api/Members/${emma.memberId}/MatchingSite`;
  const get = (path: string, query: Record<string, string> = {}, token = emma.accessToken) => t.inject({ method: 'GET', url: path, query, headers: bearer(token) });
  const search = async (query: Record<string, string> = {}) => {
    const response = await get(`${base()}/MatchingSiteMembersBySearch`, query);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<MatchingSearchResult>();
  };
  /** Member ids of donor profiles by privacy type, from the database. */
  const donorIds = async (privacy: string[]) =>
    (await t.db.selectFrom('matching_profiles').select('member_id').where('role', '=', 'DONOR').where('privacy_type_id', 'in', privacy).execute()).map((row) => row.member_id);

  before(async () => {
    emma = await t.login('emma.recipient');
  });
  after(() => t.close());

  void test('the demo seed: at least 40 listed donors, emma and rachel have recipient profiles, carol none', async () => {
    const all = await search({ pageSize: '50' });
    assert.ok(all.totalCount >= 40, String(all.totalCount));
    const profiles = await t.db
      .selectFrom('matching_profiles')
      .innerJoin('members', 'members.id', 'matching_profiles.member_id')
      .select(['members.user_name', 'role', 'completion_status_id'])
      .execute();
    assert.deepEqual({ ...profiles.find((row) => row.user_name === 'emma.recipient') }, { user_name: 'emma.recipient', role: 'RECIPIENT', completion_status_id: 'CURRNT' });
    assert.equal(profiles.find((row) => row.user_name === 'rachel.recipient')?.completion_status_id, 'PTLPRI');
    assert.equal(
      profiles.find((row) => row.user_name === 'carol.couple'),
      undefined,
    );
    assert.ok((await donorIds(['IVF_'])).length > 0 && (await donorIds(['IVFU'])).length > 0);
  });

  void test('SearchLeftMenu lists the choices of the listed profiles', async () => {
    const response = await get(`${base()}/SearchLeftMenu`);
    assert.equal(response.statusCode, 200, response.body);
    const menu = response.json<SearchLeftMenu>();
    assert.deepEqual(menu.ivfCenters, [{ id: 1, name: 'Northside Fertility' }]);
    assert.ok(menu.residenceStates.some((state) => state.code === 'MA' && state.name !== 'MA'));
    assert.ok(menu.eyeColors.length >= 3 && menu.hairColors.length >= 3 && menu.races.length >= 3 && menu.religions.length >= 3 && menu.educations.length >= 3);
    assert.ok(menu.birthYears.min !== null && menu.birthYears.max !== null && menu.birthYears.min < menu.birthYears.max);
    assert.ok(menu.heights.min !== null && menu.heights.max !== null && menu.heights.min < menu.heights.max);
  });

  void test('paging: pages are disjoint, cover the total, and pageSize is limited to 50', async () => {
    const first = await search({ pageSize: '10', pageNumber: '1' });
    assert.equal(first.items.length, 10);
    assert.equal(first.pageNumber, 1);
    assert.equal(first.pageSize, 10);
    const seen = new Set<number>();
    for (let page = 1; page <= Math.ceil(first.totalCount / 10); page++) {
      const result = await search({ pageSize: '10', pageNumber: String(page) });
      assert.equal(result.totalCount, first.totalCount, `page ${page}`);
      for (const item of result.items) seen.add(item.memberId);
    }
    assert.equal(seen.size, first.totalCount);
    const beyond = await search({ pageSize: '10', pageNumber: '99' });
    assert.deepEqual(beyond.items, []);
    assert.equal(beyond.totalCount, first.totalCount);
    const few = await search({ residenceState: 'MA', pageSize: '50' });
    assert.ok(few.items.length > 0 && few.items.length < 50);
    assert.equal(few.totalCount, few.items.length);
    assert.equal((await get(`${base()}/MatchingSiteMembersBySearch`, { pageSize: '51' })).statusCode, 400);
    assert.equal((await get(`${base()}/MatchingSiteMembersBySearch`, { pageNumber: '0' })).statusCode, 400);
    const defaults = await search();
    assert.equal(defaults.pageNumber, 1);
    assert.equal(defaults.items.length, defaults.pageSize);
  });

  void test('each filter narrows the results, and combined filters all hold', async () => {
    const all = (await search({ pageSize: '50' })).items;
    const cases: [Record<string, string>, (item: MatchingSearchResult['items'][number]) => boolean][] = [
      [{ residenceState: 'MA' }, (item) => item.residenceState === 'MA'],
      [{ eyeColor: 'Blue' }, (item) => item.eyeColor === 'Blue'],
      [{ hairColor: 'Black' }, (item) => item.hairColor === 'Black'],
      [{ race: 'Asian' }, (item) => item.race === 'Asian'],
      [{ religion: 'Catholic' }, (item) => item.religion === 'Catholic'],
      [{ education: "Bachelor's degree" }, (item) => item.education === "Bachelor's degree"],
      [{ minBirthYear: '1988' }, (item) => (item.birthYear ?? 0) >= 1988],
      [{ minHeight: '175' }, (item) => (item.heightCm ?? 0) >= 175],
      [{ ivfCenterId: '1' }, (item) => item.ivfCenterId === 1],
    ];
    for (const [query, holds] of cases) {
      const result = await search({ ...query, pageSize: '50' });
      const expected = all
        .filter(holds)
        .map((item) => item.memberId)
        .sort((a, b) => a - b);
      assert.ok(expected.length > 0, JSON.stringify(query));
      assert.deepEqual(
        result.items.map((item) => item.memberId).sort((a, b) => a - b),
        expected,
        JSON.stringify(query),
      );
      assert.equal(result.totalCount, expected.length);
    }
    const combined = await search({ residenceState: 'MA', minHeight: '160', pageSize: '50' });
    assert.ok(combined.items.every((item) => item.residenceState === 'MA' && (item.heightCm ?? 0) >= 160));
    assert.deepEqual((await search({ ivfCenterId: '2' })).items, []);
    assert.deepEqual((await search({ eyeColor: 'Violet' })).totalCount, 0);
  });

  void test('privacy: CLOS cards and profiles carry no identity; IVF_/IVFU never appear by any call', async () => {
    const items = (await search({ pageSize: '50' })).items;
    assert.ok(items.some((item) => item.privacyTypeId === 'OPEN') && items.some((item) => item.privacyTypeId === 'CLOS'));
    const hidden = new Set(await donorIds(['IVF_', 'IVFU', 'NONE']));
    assert.ok(items.every((item) => !hidden.has(item.memberId)));
    for (const item of items) {
      if (item.privacyTypeId === 'CLOS') assert.equal(item.displayName, null);
      else assert.match(item.displayName ?? '', / & /);
      assert.equal(item.hasPhotos, item.privacyTypeId === 'OPEN', 'every OPEN demo couple has demo photos; a CLOS one shows none');
      assert.ok(item.eligibleEmbryoCount > 0);
    }
    const closed = items.find((item) => item.privacyTypeId === 'CLOS');
    assert.ok(closed);
    const closedProfile = await get(`${base()}/MatchingSiteMember`, { requestMemberId: String(closed.memberId) });
    assert.equal(closedProfile.statusCode, 200, closedProfile.body);
    const body = closedProfile.json<MatchingSiteMember>();
    assert.equal(body.displayName, null);
    assert.deepEqual(body.photos, []);
    for (const key of ['firstName', 'partnerFirstName', 'city']) assert.equal(body.coupleInformation?.[key], undefined, key);
    // Nothing of the couple's names or e-mail in the raw answer.
    const donor = await t.db.selectFrom('members').select('user_name').where('id', '=', closed.memberId).executeTakeFirstOrThrow();
    assert.ok(!closedProfile.body.includes(donor.user_name));
    const lastName = donor.user_name.split('.').at(-1) ?? '';
    assert.ok(!closedProfile.body.toLowerCase().includes(lastName), lastName);

    const open = items.find((item) => item.privacyTypeId === 'OPEN');
    assert.ok(open);
    const openProfile = (await get(`${base()}/MatchingSiteMember`, { requestMemberId: String(open.memberId) })).json<MatchingSiteMember>();
    assert.equal(typeof openProfile.coupleInformation?.firstName, 'string');
    assert.equal(openProfile.matchRequestState, null);
    assert.equal(openProfile.photosRequestState, null);

    for (const id of hidden) {
      for (const [path, query] of [
        ['MatchingSiteMember', { requestMemberId: String(id) }],
        ['EligibleFreezesForDonation', { id: String(id) }],
      ] as const) {
        const response = await get(`${base()}/${path}`, query);
        assert.equal(response.statusCode, 404, `${path} ${id}`);
      }
    }
    // Not a donor at all (a recipient, carol without a profile), or missing: the same 404.
    for (const userName of ['rachel.recipient', 'carol.couple']) {
      const response = await get(`${base()}/MatchingSiteMember`, { requestMemberId: String(await t.memberId(userName)) });
      assert.equal(response.statusCode, 404, userName);
    }
    assert.equal((await get(`${base()}/MatchingSiteMember`, { requestMemberId: '999999' })).statusCode, 404);
  });

  void test('EligibleFreezesForDonation lists the donor embryos, without reserved ones', async () => {
    const donor = (await search({ pageSize: '50' })).items.find((item) => item.eligibleEmbryoCount > 0);
    assert.ok(donor);
    const response = await get(`${base()}/EligibleFreezesForDonation`, { id: String(donor.memberId), ivfCenterId: String(donor.ivfCenterId) });
    assert.equal(response.statusCode, 200, response.body);
    const freezes = response.json<EligibleFreeze[]>();
    assert.ok(freezes.length > 0);
    assert.equal(
      freezes.reduce((sum, freeze) => sum + freeze.count, 0),
      donor.eligibleEmbryoCount,
    );
    assert.ok(freezes.every((freeze) => freeze.memberId === donor.memberId && freeze.itemTypeId === 'CRY'));
    assert.equal((await get(`${base()}/EligibleFreezesForDonation`, { id: String(donor.memberId), ivfCenterId: '2' })).statusCode, 404);

    const [reserved] = freezes;
    assert.ok(reserved);
    const now = new Date(t.clock.now()).toISOString();
    const rachelId = await t.memberId('rachel.recipient');
    await t.db
      .insertInto('matching_requests')
      .values({
        kind: 'RESERVATION',
        recipient_member_id: rachelId,
        donor_member_id: donor.memberId,
        freeze_event_id: reserved.freezeId,
        state: 'REQUESTED',
        requested_at: now,
        answered_at: null,
        cancelled_at: null,
        updated_at: now,
      })
      .execute();
    const after = (await get(`${base()}/EligibleFreezesForDonation`, { id: String(donor.memberId) })).json<EligibleFreeze[]>();
    assert.ok(!after.some((freeze) => freeze.freezeId === reserved.freezeId));
    const card = (await search({ pageSize: '50' })).items.find((item) => item.memberId === donor.memberId);
    assert.equal(card?.eligibleEmbryoCount, donor.eligibleEmbryoCount - reserved.count);
    assert.equal((await get(`${base()}/MatchingSiteMember`, { requestMemberId: String(donor.memberId), freezeId: String(reserved.freezeId) })).statusCode, 404);

    // The database keeps one active reservation per freeze event.
    await assert.rejects(
      t.db
        .insertInto('matching_requests')
        .values({
          kind: 'RESERVATION',
          recipient_member_id: emma.memberId,
          donor_member_id: donor.memberId,
          freeze_event_id: reserved.freezeId,
          state: 'REQUESTED',
          requested_at: now,
          answered_at: null,
          cancelled_at: null,
          updated_at: now,
        })
        .execute(),
    );
    // A cancelled one no longer counts.
    await t.db.updateTable('matching_requests').set({ state: 'CANCELLED', cancelled_at: now }).where('freeze_event_id', '=', reserved.freezeId).execute();
    const again = (await get(`${base()}/EligibleFreezesForDonation`, { id: String(donor.memberId) })).json<EligibleFreeze[]>();
    assert.ok(again.some((freeze) => freeze.freezeId === reserved.freezeId));
  });

  void test('the search sees every change to the listing at once, whoever writes it (the pages kept per listing version)', async () => {
    const version = async () => Number((await t.db.selectFrom('matching_listing_version').select('version').executeTakeFirstOrThrow()).version);
    const first = await search({ pageSize: '5' });
    const again = await search({ pageSize: '5' });
    assert.deepEqual(again, first, 'a second search of the same listing answers the same');
    // The triggers that raise the version are there after the migrations: every write kind of both tables.
    const triggers = isPostgres(t.db)
      ? (
          await sql<{
            name: string;
          }>`select tgname as name from pg_trigger where tgname like '%listing_version%' and tgrelid::regclass::text in ('matching_profiles', 'feature_flags')`.execute(t.db)
        ).rows
      : (await sql<{ name: string }>`select name from sqlite_master where type = 'trigger' and name like '%listing_version%'`.execute(t.db)).rows;
    assert.equal(triggers.length, isPostgres(t.db) ? 2 : 6, JSON.stringify(triggers));
    const donor = first.items[0];
    assert.ok(donor);
    // Unlisted by a write no service made (another instance, a script): the next search leaves it out.
    const before = await version();
    await t.db.updateTable('matching_profiles').set({ privacy_type_id: 'NONE' }).where('member_id', '=', donor.memberId).execute();
    assert.ok((await version()) > before, 'the write raised the listing version');
    const without = await search({ pageSize: '5' });
    assert.ok(!without.items.some((item) => item.memberId === donor.memberId));
    assert.equal(without.totalCount, first.totalCount - 1);
    await t.db.updateTable('matching_profiles').set({ privacy_type_id: donor.privacyTypeId }).where('member_id', '=', donor.memberId).execute();
    assert.deepEqual(await search({ pageSize: '5' }), first);

    // The clinic (the only one with listed donors) turns the matching site off, then on again.
    const flag = { flag_name: FEATURE_FLAG_NAMES.matchingSite, center_id: donor.ivfCenterId };
    const flagOn = await version();
    await t.db.deleteFrom('feature_flags').where('flag_name', '=', flag.flag_name).where('center_id', '=', flag.center_id).execute();
    assert.ok((await version()) > flagOn, 'removing the flag raised the listing version');
    const off = await search({ pageSize: '5' });
    assert.deepEqual([off.totalCount, off.items], [0, []]);
    await t.db.insertInto('feature_flags').values(flag).execute();
    assert.deepEqual(await search({ pageSize: '5' }), first);

    // What a card shows beside the ids (here the embryos still free to donate) is read on every search.
    const item = await t.db
      .selectFrom('freeze_events')
      .select(['id', 'count'])
      .where('member_id', '=', donor.memberId)
      .where('item_type_id', '=', 'CRY')
      .where('offered_for_matching', '=', 1)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    const versionNow = await version();
    await t.db
      .updateTable('freeze_events')
      .set({ count: item.count + 3 })
      .where('id', '=', item.id)
      .execute();
    assert.equal(await version(), versionNow, 'stored items are not part of the listing version');
    const card = (await search({ pageSize: '5' })).items.find((entry) => entry.memberId === donor.memberId);
    assert.equal(card?.eligibleEmbryoCount, donor.eligibleEmbryoCount + 3);
    await t.db.updateTable('freeze_events').set({ count: item.count }).where('id', '=', item.id).execute();
    assert.deepEqual(await search({ pageSize: '5' }), first);
  });

  void test('access: a recipient whose profile is not Current and other member types get 409, not 403', async () => {
    const donorId = (await search({ pageSize: '1' })).items[0]?.memberId ?? 0;
    for (const userName of ['rachel.recipient', 'carol.couple', 'grace.egg', 'sam.sperm']) {
      const session = await t.login(userName);
      const paths: [string, Record<string, string>][] = [
        ['SearchLeftMenu', {}],
        ['MatchingSiteMembersBySearch', {}],
        ['MatchingSiteMember', { requestMemberId: String(donorId) }],
        ['EligibleFreezesForDonation', { id: String(donorId) }],
      ];
      for (const [path, query] of paths) {
        const response = await get(`/api/Members/${session.memberId}/MatchingSite/${path}`, query, session.accessToken);
        assert.equal(response.statusCode, 409, `${userName} ${path}`);
        const problem = response.json<{ type: string; title: string }>();
        assert.match(problem.type, userName === 'rachel.recipient' ? /matching-profile-not-current$/ : /not-a-matching-recipient$/);
      }
    }
    // Another member's path is still the scope's 404.
    const rachel = await t.login('rachel.recipient');
    assert.equal((await get(`${base()}/SearchLeftMenu`, {}, rachel.accessToken)).statusCode, 404);
  });
});
