// Photo storage (issue 5): the local-disk store, the Azure Blob Storage store against the Azurite
// emulator started here on loopback (a failure to start fails the test), an upload through the API
// with PHOTO_STORAGE=azure-blob, and the start-up validation of the photo settings.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { BlobServiceClient } from '@azure/storage-blob';
import sharp from 'sharp';
import { ConfigError, loadConfig } from '../../../server/config.ts';
import type { MatchingPhoto } from '../../../contract/api/matching-site.ts';
import { AzureBlobPhotoStorage, LocalDiskPhotoStorage, type PhotoStorage } from '../../../server/services/photo-storage.ts';
import { startAzurite, type Azurite } from '../support/azurite.ts';
import { bearer, createTestApp } from '../support/test-app.ts';

async function roundTrip(storage: PhotoStorage): Promise<void> {
  const key = 'members/7/0b0c6f1e-photo.jpg';
  assert.equal(await storage.get(key), null);
  await storage.put(key, Buffer.from('first'), 'image/jpeg');
  assert.equal((await storage.get(key))?.toString(), 'first');
  await storage.put(key, Buffer.from('second'), 'image/jpeg');
  assert.equal((await storage.get(key))?.toString(), 'second');
  await storage.delete(key);
  assert.equal(await storage.get(key), null);
  await storage.delete(key); // missing: not an error
  for (const bad of ['../outside.jpg', 'members/../../x.jpg', '/abs.jpg', 'Members/UPPER.jpg', '']) {
    await assert.rejects(() => storage.put(bad, Buffer.from('x'), 'image/jpeg'), /invalid photo storage key/);
  }
}

void describe('local disk photo storage', () => {
  const directory = mkdtempSync(join(tmpdir(), 'photo-storage-test-'));
  after(() => rmSync(directory, { recursive: true, force: true }));

  void test('put / get / replace / delete by key, under its directory only', async () => {
    const storage: PhotoStorage = new LocalDiskPhotoStorage(directory);
    await roundTrip(storage);
    await storage.put('members/1/a.jpg', Buffer.from('bytes'), 'image/jpeg');
    assert.equal(readFileSync(join(directory, 'members/1/a.jpg'), 'utf8'), 'bytes');
  });
});

void describe('Azure Blob Storage photo storage (Azurite)', () => {
  let azurite: Azurite;
  before(async () => {
    azurite = await startAzurite();
  });
  after(() => azurite.close());

  void test('creates its container when missing, then put / get / replace / delete round trip', async () => {
    const storage = new AzureBlobPhotoStorage(azurite.connectionString, 'photos-roundtrip');
    await roundTrip(storage);
    const container = BlobServiceClient.fromConnectionString(azurite.connectionString).getContainerClient('photos-roundtrip');
    assert.equal(await container.exists(), true);
    await storage.put('members/2/b.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    const properties = await container.getBlockBlobClient('members/2/b.jpg').getProperties();
    assert.equal(properties.contentType, 'image/jpeg');
    assert.equal(properties.contentLength, 10);
  });

  void test('an upload through the API with PHOTO_STORAGE=azure-blob lands in the container, is served and deleted', async () => {
    const t = await createTestApp({ config: { photoStorage: { kind: 'azure-blob', connectionString: azurite.connectionString, container: 'matching-photos' } } });
    try {
      const container = BlobServiceClient.fromConnectionString(azurite.connectionString).getContainerClient('matching-photos');
      // The demo seed stored the OPEN couples' photos there too.
      const seeded = await t.db.selectFrom('matching_photos').select('storage_key').executeTakeFirstOrThrow();
      assert.equal(await container.getBlockBlobClient(seeded.storage_key).exists(), true);

      const carol = await t.login('carol.couple');
      const image = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#a3c4bc' } })
        .jpeg()
        .toBuffer();
      const uploaded = await t.inject({
        method: 'POST',
        url: `/api/Members/${carol.memberId}/MatchingSite/Photos`,
        headers: { ...bearer(carol.accessToken), 'content-type': 'image/jpeg' },
        payload: image,
      });
      assert.equal(uploaded.statusCode, 201, uploaded.body);
      const photo = uploaded.json<MatchingPhoto>();
      assert.deepEqual({ width: photo.width, height: photo.height }, { width: 1600, height: 800 });
      const row = await t.db.selectFrom('matching_photos').select('storage_key').where('id', '=', photo.id).executeTakeFirstOrThrow();
      const blob = container.getBlockBlobClient(row.storage_key);
      const stored = await blob.downloadToBuffer();
      assert.equal((await sharp(stored).metadata()).width, 1600);

      const served = await t.inject({ method: 'GET', url: photo.url });
      assert.equal(served.statusCode, 200);
      assert.ok(served.rawPayload.equals(stored));

      const deleted = await t.inject({ method: 'DELETE', url: `/api/Members/${carol.memberId}/MatchingSite/Photos/${photo.id}`, headers: bearer(carol.accessToken) });
      assert.equal(deleted.statusCode, 204);
      assert.equal(await blob.exists(), false);
    } finally {
      await t.close();
    }
  });
});

void describe('photo settings at start-up', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'photo-config-test-'));
  after(() => rmSync(dataDir, { recursive: true, force: true }));
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig({ DATA_DIR: dataDir, ...env });
      return [];
    } catch (error) {
      assert.ok(error instanceof ConfigError);
      return error.problems;
    }
  };

  void test('local disk under the data directory by default, with a URL key generated into secrets.json', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    assert.deepEqual(config.photoStorage, { kind: 'local', directory: join(dataDir, 'photos') });
    assert.equal(config.photoUrlKey.length, 32);
    const secrets = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as { photoUrlKey: string };
    assert.deepEqual(Buffer.from(secrets.photoUrlKey, 'base64'), config.photoUrlKey);
    assert.deepEqual(loadConfig({ DATA_DIR: dataDir }).photoUrlKey, config.photoUrlKey, 'the same key on the next start');
  });

  void test('a secrets.json from before photos gets the key added, keeping the other secrets', () => {
    const older = mkdtempSync(join(tmpdir(), 'photo-config-old-'));
    try {
      const file = join(older, 'secrets.json');
      writeFileSync(file, JSON.stringify({ jwtSecret: 'j'.repeat(48), piiEncryptionKey: Buffer.alloc(32, 1).toString('base64') }));
      const config = loadConfig({ DATA_DIR: older });
      assert.equal(config.photoUrlKey.length, 32);
      const secrets = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      assert.equal(secrets.jwtSecret, 'j'.repeat(48));
      assert.ok(secrets.photoUrlKey);
    } finally {
      rmSync(older, { recursive: true, force: true });
    }
  });

  void test('azure-blob needs a connection string and a valid container name', () => {
    const connectionString = 'DefaultEndpointsProtocol=https;AccountName=portal;AccountKey=a2V5;EndpointSuffix=core.windows.net';
    assert.deepEqual(loadConfig({ DATA_DIR: dataDir, PHOTO_STORAGE: 'azure-blob', AZURE_STORAGE_CONNECTION_STRING: connectionString }).photoStorage, {
      kind: 'azure-blob',
      connectionString,
      container: 'matching-photos',
    });
    assert.match(problemsOf({ PHOTO_STORAGE: 'azure-blob' }).join('\n'), /AZURE_STORAGE_CONNECTION_STRING is required/);
    assert.match(problemsOf({ PHOTO_STORAGE: 'azure-blob', AZURE_STORAGE_CONNECTION_STRING: 'nonsense' }).join('\n'), /not an Azure Storage connection string/);
    for (const container of ['Photos', 'ph', 'bad--name', '-photos']) {
      assert.match(
        problemsOf({ PHOTO_STORAGE: 'azure-blob', AZURE_STORAGE_CONNECTION_STRING: connectionString, PHOTO_CONTAINER: container }).join('\n'),
        /PHOTO_CONTAINER/,
        container,
      );
    }
    assert.match(problemsOf({ PHOTO_STORAGE: 's3' }).join('\n'), /PHOTO_STORAGE must be local or azure-blob/);
  });

  void test('production: azure-blob and an explicit PHOTO_URL_KEY of at least 32 bytes', () => {
    const problems = problemsOf({ NODE_ENV: 'production' }).join('\n');
    assert.match(problems, /PHOTO_STORAGE must be azure-blob in production/);
    assert.match(problems, /PHOTO_URL_KEY is required/);
    assert.match(problemsOf({ NODE_ENV: 'production', PHOTO_URL_KEY: Buffer.alloc(16).toString('base64') }).join('\n'), /PHOTO_URL_KEY must be at least 32 bytes/);
    assert.ok(!existsSync(join(dataDir, 'production-secrets.json')));
  });
});
