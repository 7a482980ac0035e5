// Issue 5 (matching site, photos): upload checks (type by content, size, limit, who), re-encoding
// without metadata, signed addresses, the entitlement rule (owner; a Current recipient only for a
// listed OPEN couple that accepted the recipient's latest photo request; nobody else), and delete.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import type { MatchingPhoto, MatchingSearchResult, MatchingSiteMember } from '../../../contract/api/matching-site.ts';
import { bearer, createTestApp, withoutRequestId, type TestApp } from '../support/test-app.ts';

const jpegWithExifAndGps = (width: number, height: number, orientation = 1) =>
  sharp({ create: { width, height, channels: 3, background: '#88aacc' } })
    .jpeg()
    .withMetadata({
      orientation,
      exif: {
        IFD0: { Artist: 'Jane Doe', Copyright: 'Doe family', Make: 'PhoneMaker', Model: 'Phone 12' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '42/1 21/1 30/1', GPSLongitudeRef: 'W', GPSLongitude: '71/1 3/1 36/1' },
      },
    })
    .toBuffer();

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 120, b: 90, alpha: 0.5 } } })
    .png()
    .toBuffer();

void describe('matching site: photos', async () => {
  const t: TestApp = await createTestApp();
  const storage = t.app.portal.services.photos.storage;
  let carol: { accessToken: string; memberId: number };
  let emma: { accessToken: string; memberId: number };
  /** A listed OPEN demo donor couple (with demo photos) and a listed CLOS one. */
  let openDonor: { accessToken: string; memberId: number };
  let closDonor: { accessToken: string; memberId: number };

  const upload = (member: { accessToken: string; memberId: number }, body: Buffer, contentType = 'image/jpeg') =>
    t.inject({
      method: 'POST',
      url: `/api/Members/${member.memberId}/MatchingSite/Photos`,
      headers: { ...bearer(member.accessToken), 'content-type': contentType },
      payload: body,
    });
  const storedRow = (photoId: number) => t.db.selectFrom('matching_photos').selectAll().where('id', '=', photoId).executeTakeFirst();
  const open = (url: string) => t.inject({ method: 'GET', url });
  const donorView = async (donorId: number) => {
    const response = await t.inject({
      method: 'GET',
      url: `/api/Members/${emma.memberId}/MatchingSite/MatchingSiteMember`,
      query: { requestMemberId: String(donorId) },
      headers: bearer(emma.accessToken),
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<MatchingSiteMember>();
  };
  const setPhotosRequest = async (donorId: number, state: string) => {
    const now = new Date(t.clock.now()).toISOString();
    // One request per pair moves through its states, as the request calls move it.
    const existing = await t.db
      .updateTable('matching_requests')
      .set({ state, answered_at: now, updated_at: now })
      .where('kind', '=', 'PHOTOS')
      .where('recipient_member_id', '=', emma.memberId)
      .where('donor_member_id', '=', donorId)
      .executeTakeFirst();
    if (Number(existing.numUpdatedRows) > 0) return;
    await t.db
      .insertInto('matching_requests')
      .values({
        kind: 'PHOTOS',
        recipient_member_id: emma.memberId,
        donor_member_id: donorId,
        freeze_event_id: null,
        state,
        requested_at: now,
        answered_at: now,
        cancelled_at: null,
        updated_at: now,
      })
      .execute();
  };
  const loginDonor = async (privacy: 'OPEN' | 'CLOS') => {
    const row = await t.db
      .selectFrom('matching_profiles')
      .innerJoin('members', 'members.id', 'matching_profiles.member_id')
      .select('members.user_name')
      .where('role', '=', 'DONOR')
      .where('completion_status_id', '=', 'CURRNT')
      .where('privacy_type_id', '=', privacy)
      .orderBy('members.id')
      .executeTakeFirstOrThrow();
    return t.login(row.user_name);
  };

  before(async () => {
    carol = await t.login('carol.couple');
    emma = await t.login('emma.recipient');
    openDonor = await loginDonor('OPEN');
    closDonor = await loginDonor('CLOS');
  });
  after(() => t.close());

  void test('a JPEG with EXIF and GPS is stored upright, at most 1600 px, as a JPEG without any metadata', async () => {
    const original = await jpegWithExifAndGps(3000, 1500, 6); // orientation 6: shown rotated 90° clockwise
    const before = await sharp(original).metadata();
    assert.ok(before.exif && before.exif.toString('latin1').includes('Jane Doe'));

    const response = await upload(carol, original);
    assert.equal(response.statusCode, 201, response.body);
    const photo = response.json<MatchingPhoto>();
    assert.deepEqual({ width: photo.width, height: photo.height }, { width: 800, height: 1600 });
    assert.match(photo.url, new RegExp(`^/api/MatchingPhotos/${photo.id}\\?viewer=${carol.memberId}&exp=\\d+&sig=[A-Za-z0-9_-]{43}$`));

    const row = await storedRow(photo.id);
    assert.ok(row);
    const stored = await storage.get(row.storage_key);
    assert.ok(stored);
    assert.equal(row.byte_size, stored.length);
    const metadata = await sharp(stored).metadata();
    assert.equal(metadata.format, 'jpeg');
    assert.deepEqual({ width: metadata.width, height: metadata.height }, { width: 800, height: 1600 });
    assert.equal(metadata.exif, undefined, 'no EXIF (so no GPS, camera or owner)');
    assert.equal(metadata.icc, undefined);
    assert.equal(metadata.xmp, undefined);
    assert.equal(metadata.iptc, undefined);
    assert.equal(metadata.orientation, undefined);
    for (const secret of ['Jane Doe', 'PhoneMaker', 'Doe family']) assert.ok(!stored.toString('latin1').includes(secret), secret);

    // The owner's address serves exactly those bytes.
    const served = await open(photo.url);
    assert.equal(served.statusCode, 200);
    assert.ok(served.rawPayload.equals(stored));

    // The couple's own profile lists the photo with an address that opens for them.
    const own = await t.inject({ method: 'GET', url: `/api/Members/${carol.memberId}/MatchingSite/MatchingProfile`, headers: { authorization: `Bearer ${carol.accessToken}` } });
    assert.equal(own.statusCode, 200, own.body);
    const listed = own.json<{ photos: MatchingPhoto[] }>().photos.find((p) => p.id === photo.id);
    assert.ok(listed, 'the uploaded photo is in the own profile');
    assert.equal((await open(listed.url)).statusCode, 200);
  });

  void test('the type is decided by the content: a PNG sent as image/jpeg is accepted and becomes a JPEG', async () => {
    const response = await upload(carol, await png(), 'image/jpeg');
    assert.equal(response.statusCode, 201, response.body);
    const photo = response.json<MatchingPhoto>();
    assert.deepEqual({ width: photo.width, height: photo.height }, { width: 64, height: 48 });
    const row = await storedRow(photo.id);
    const stored = row && (await storage.get(row.storage_key));
    assert.ok(stored);
    assert.equal((await sharp(stored).metadata()).format, 'jpeg');
  });

  void test('not an image → 415 with a clear detail; an unsupported Content-Type → 415; nothing is stored', async () => {
    const count = async () => (await t.db.selectFrom('matching_photos').select('id').where('member_id', '=', carol.memberId).execute()).length;
    const before = await count();
    const text = await upload(carol, Buffer.from('just some text pretending to be a photo\n'), 'image/jpeg');
    assert.equal(text.statusCode, 415);
    assert.match(String(text.headers['content-type']), /^application\/problem\+json/);
    assert.match(text.json<{ detail: string }>().detail, /not a JPEG, PNG or WebP image/);

    const gif = await upload(carol, Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'image/png');
    assert.equal(gif.statusCode, 415);

    const truncated = (await jpegWithExifAndGps(300, 200)).subarray(0, 200);
    const damaged = await upload(carol, truncated, 'image/jpeg');
    assert.equal(damaged.statusCode, 415, damaged.body);
    assert.match(damaged.json<{ detail: string }>().detail, /could not be read/);

    const plain = await upload(carol, Buffer.from('hello'), 'text/plain');
    assert.equal(plain.statusCode, 415);
    assert.equal(await count(), before);
  });

  void test('a large photo under 8 MB is accepted (a noisy 4 MB PNG); a body over 8 MB → 413', async () => {
    const noisy = await sharp({ create: { width: 1400, height: 1000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
      .png()
      .toBuffer();
    assert.ok(noisy.length > 2 * 1024 * 1024 && noisy.length < 8 * 1024 * 1024, String(noisy.length));
    const accepted = await upload(carol, noisy, 'image/png');
    assert.equal(accepted.statusCode, 201, accepted.body);
    const deleted = await t.inject({
      method: 'DELETE',
      url: `/api/Members/${carol.memberId}/MatchingSite/Photos/${accepted.json<MatchingPhoto>().id}`,
      headers: bearer(carol.accessToken),
    });
    assert.equal(deleted.statusCode, 204);

    const response = await upload(carol, Buffer.alloc(8 * 1024 * 1024 + 1, 0xff), 'image/jpeg');
    assert.equal(response.statusCode, 413);
    assert.match(String(response.headers['content-type']), /^application\/problem\+json/);
  });

  void test('at most 6 photos: the 7th is 409 and leaves nothing behind', async () => {
    const existing = (await t.db.selectFrom('matching_photos').select('id').where('member_id', '=', carol.memberId).execute()).length;
    for (let i = existing; i < 6; i++) assert.equal((await upload(carol, await png(40 + i, 30), 'image/png')).statusCode, 201);
    const keysBefore = await t.db.selectFrom('matching_photos').select('storage_key').execute();
    const seventh = await upload(carol, await png(), 'image/png');
    assert.equal(seventh.statusCode, 409);
    assert.match(seventh.json<{ detail: string }>().detail, /at most 6 photos/);
    assert.equal((await t.db.selectFrom('matching_photos').select('storage_key').execute()).length, keysBefore.length);
  });

  void test('only a donor couple at a matching clinic may upload: recipients, egg donors and other clinics get 409', async () => {
    for (const userName of ['emma.recipient', 'grace.egg', 'hugo.sol']) {
      const member = await t.login(userName);
      const response = await upload(member, await png());
      assert.equal(response.statusCode, 409, `${userName}: ${response.body}`);
    }
    const readOnly = await t.login('olivia.readonly');
    assert.equal((await upload(readOnly, await png())).statusCode, 403);
  });

  void test('a recipient without an accepted photo request sees hasPhotos but no photos, and no address opens them', async () => {
    const view = await donorView(openDonor.memberId);
    assert.equal(view.hasPhotos, true);
    assert.deepEqual(view.photos, []);
    const photos = await t.app.portal.services.photos.photosFor(emma.memberId, openDonor.memberId);
    assert.deepEqual(photos, []);
    // Even an address signed for her (a stale one from an earlier acceptance) does not open the photo.
    const [own] = await t.app.portal.services.photos.photosFor(openDonor.memberId, openDonor.memberId);
    assert.ok(own);
    const forEmma = t.app.portal.services.photos.signedUrl(own.id, emma.memberId);
    assert.equal((await open(forEmma)).statusCode, 404);
    await setPhotosRequest(openDonor.memberId, 'REQUESTED');
    assert.deepEqual((await donorView(openDonor.memberId)).photos, []);
    assert.equal((await open(forEmma)).statusCode, 404);
  });

  void test('after the couple accepts, the recipient gets signed addresses; a later cancellation ends access at once', async () => {
    await setPhotosRequest(openDonor.memberId, 'ACCEPTED');
    const view = await donorView(openDonor.memberId);
    assert.ok(view.photos.length >= 1 && view.photos.length <= 2, JSON.stringify(view.photos));
    const [photo] = view.photos;
    assert.ok(photo);
    assert.match(photo.url, new RegExp(`viewer=${emma.memberId}&`));
    const response = await open(photo.url);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'image/jpeg');
    assert.equal(response.headers['cache-control'], 'private, max-age=600');
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.equal(response.headers['content-disposition'], 'inline');
    assert.equal(response.headers.pragma, undefined);
    assert.equal((await sharp(response.rawPayload).metadata()).exif, undefined);

    await setPhotosRequest(openDonor.memberId, 'CANCELLED');
    assert.equal((await open(photo.url)).statusCode, 404);
    assert.deepEqual((await donorView(openDonor.memberId)).photos, []);
  });

  void test('a CLOS couple’s photos are never shown, even with an accepted request, and search says it has none', async () => {
    const uploaded = await upload(closDonor, await png());
    assert.equal(uploaded.statusCode, 201, uploaded.body);
    const photo = uploaded.json<MatchingPhoto>();
    await setPhotosRequest(closDonor.memberId, 'ACCEPTED');
    const view = await donorView(closDonor.memberId);
    assert.deepEqual(view.photos, []);
    assert.equal(view.hasPhotos, false);
    assert.equal((await open(t.app.portal.services.photos.signedUrl(photo.id, emma.memberId))).statusCode, 404);
    assert.equal((await open(photo.url)).statusCode, 200, 'the couple itself still sees it');

    const search = await t.inject({
      method: 'GET',
      url: `/api/Members/${emma.memberId}/MatchingSite/MatchingSiteMembersBySearch`,
      query: { pageSize: '50' },
      headers: bearer(emma.accessToken),
    });
    const items = search.json<MatchingSearchResult>().items;
    assert.ok(items.some((item) => item.privacyTypeId === 'OPEN' && item.hasPhotos));
    assert.ok(items.every((item) => item.privacyTypeId === 'OPEN' || !item.hasPhotos));
  });

  void test('a tampered, expired or incomplete address is the same 404 as a missing photo', async () => {
    const [photo] = await t.app.portal.services.photos.photosFor(openDonor.memberId, openDonor.memberId);
    assert.ok(photo);
    assert.equal((await open(photo.url)).statusCode, 200);
    // emma may see these photos, so an address signed for the owner and relabelled for her is refused
    // by the signature alone, not by the entitlement.
    await setPhotosRequest(openDonor.memberId, 'ACCEPTED');
    const [own] = await t.app.portal.services.photos.photosFor(emma.memberId, openDonor.memberId);
    assert.ok(own, 'emma is entitled');
    assert.equal((await open(own.url)).statusCode, 200);
    const missing = await open(`/api/MatchingPhotos/999999?viewer=1&exp=1&sig=x`);
    assert.equal(missing.statusCode, 404);
    const url = new URL(photo.url, 'http://portal.test');
    const variant = (change: (params: URLSearchParams) => void) => {
      const params = new URLSearchParams(url.searchParams);
      change(params);
      return `${url.pathname}?${params.toString()}`;
    };
    const sig = url.searchParams.get('sig') ?? '';
    const tampered = [
      variant((params) => params.set('sig', `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`)),
      variant((params) => params.set('viewer', String(emma.memberId))),
      variant((params) => params.set('exp', String(Number(params.get('exp')) + 3600))),
      variant((params) => params.delete('sig')),
      variant((params) => params.set('sig', 'short')),
    ];
    for (const address of tampered) {
      const response = await open(address);
      assert.equal(response.statusCode, 404, address);
      assert.deepEqual(withoutRequestId(response.body), withoutRequestId(missing.body));
    }
    t.clock.advance(11 * 60_000);
    const expired = await open(photo.url);
    assert.equal(expired.statusCode, 404);
    assert.deepEqual(withoutRequestId(expired.body), withoutRequestId(missing.body));
  });

  void test('the owner deletes a photo: 204, the stored bytes are gone, its address no longer opens; others get 404', async () => {
    // The previous test moved the clock past the access tokens' lifetime.
    carol = await t.login('carol.couple');
    openDonor = await t.login((await t.db.selectFrom('members').select('user_name').where('id', '=', openDonor.memberId).executeTakeFirstOrThrow()).user_name);
    const [photo] = await t.app.portal.services.photos.photosFor(carol.memberId, carol.memberId);
    assert.ok(photo);
    const row = await storedRow(photo.id);
    assert.ok(row && (await storage.get(row.storage_key)));

    const byOther = await t.inject({ method: 'DELETE', url: `/api/Members/${openDonor.memberId}/MatchingSite/Photos/${photo.id}`, headers: bearer(openDonor.accessToken) });
    assert.equal(byOther.statusCode, 404, 'not her photo');
    const deleted = await t.inject({ method: 'DELETE', url: `/api/Members/${carol.memberId}/MatchingSite/Photos/${photo.id}`, headers: bearer(carol.accessToken) });
    assert.equal(deleted.statusCode, 204, deleted.body);
    assert.equal(await storedRow(photo.id), undefined);
    assert.equal(await storage.get(row.storage_key), null);
    assert.equal((await open(photo.url)).statusCode, 404);
    const again = await t.inject({ method: 'DELETE', url: `/api/Members/${carol.memberId}/MatchingSite/Photos/${photo.id}`, headers: bearer(carol.accessToken) });
    assert.equal(again.statusCode, 404);
    // A free place again: a 6th photo is accepted.
    assert.equal((await upload(carol, await png())).statusCode, 201);
  });

  void test('the demo seed gives every OPEN demo couple 1–2 photos and no other profile any', async () => {
    const rows = await t.db
      .selectFrom('matching_photos')
      .innerJoin('matching_profiles', 'matching_profiles.member_id', 'matching_photos.member_id')
      .select(['matching_photos.member_id', 'matching_profiles.privacy_type_id'])
      .where('matching_photos.member_id', 'not in', [carol.memberId, closDonor.memberId])
      .execute();
    const perMember = new Map<number, number>();
    for (const row of rows) {
      assert.equal(row.privacy_type_id, 'OPEN');
      perMember.set(row.member_id, (perMember.get(row.member_id) ?? 0) + 1);
    }
    const openCount = (await t.db.selectFrom('matching_profiles').select('member_id').where('role', '=', 'DONOR').where('privacy_type_id', '=', 'OPEN').execute()).length;
    assert.equal(perMember.size, openCount);
    assert.ok([...perMember.values()].every((count) => count >= 1 && count <= 2));
  });
});
