// The staff token check against a tenant's published keys over HTTP (loopback): keys are fetched
// once and cached, a token signed with a key not seen before makes the check fetch again (the tenant
// rotated its keys), and a key that is not published is refused without a second look. A token found
// valid is remembered until it expires, ten minutes at most, by the verifier's clock; a refused one is not.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type JWTVerifyGetKey } from 'jose';
import { remoteStaffKeys, StaffTokenVerifier } from '../../../server/services/staff-tokens.ts';

const tenant = 'b0f8a6c2-4d1e-4c6b-9a7e-3f2d1c0b9a87';
const audience = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
/** Shorter than in production (30 s), so the test can wait it out. */
const cooldownMs = 1500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

void describe('staff tokens against a remote key set', () => {
  let server: Server;
  let published: JWK[] = [];
  let fetches = 0;
  let verifier: StaffTokenVerifier;
  let origin: string;

  before(async () => {
    server = createServer((_request, response) => {
      fetches += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: published }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    verifier = new StaffTokenVerifier(
      { tenantIds: [tenant], issuerTemplate: `${origin}/{tenantid}/v2.0`, audience, scope: 'access_as_user', clockToleranceSeconds: 60 },
      remoteStaffKeys(`${origin}/${tenant}/discovery/v2.0/keys`, cooldownMs),
    );
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function keyPair(kid: string) {
    const pair = await generateKeyPair('RS256');
    return { ...pair, jwk: { ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' } };
  }
  const token = (key: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'], kid: string) =>
    new SignJWT({
      tid: tenant,
      oid: '3f6c2a1e-7b4d-4e8a-9c21-5d0e8f7a6b11',
      scp: 'access_as_user',
      roles: ['ClinicAdmin'],
      preferred_username: 'nadia.admin@northside.example',
      name: 'Nadia',
    })
      .setProtectedHeader({ alg: 'RS256', kid })
      // A token of its own each time: the verifier remembers a token it found valid.
      .setJti(randomUUID())
      .setIssuer(`${origin}/${tenant}/v2.0`)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(key);

  void test('cached keys; a rotated key is fetched once; an unpublished key is refused', async () => {
    // Keys are made up front: making one takes long on a busy machine, and the cooldown is a time.
    const [first, second, stranger] = await Promise.all([keyPair('k1'), keyPair('k2'), keyPair('k3')]);
    published = [first.jwk];
    assert.equal((await verifier.verify(await token(first.privateKey, 'k1'))).ok, true);
    assert.equal((await verifier.verify(await token(first.privateKey, 'k1'))).ok, true);
    assert.equal(fetches, 1, 'the second check used the cached keys');

    // The tenant rotates: the new key is published and tokens carry its id.
    published = [first.jwk, second.jwk];
    await sleep(cooldownMs + 50);
    const rotated = await verifier.verify(await token(second.privateKey, 'k2'));
    assert.deepEqual(rotated.ok ? rotated.principal.roles : rotated, ['ClinicAdmin']);
    assert.equal(fetches, 2, 'an unknown key id fetched the keys again');

    // A key nobody published (a forgery with a made-up kid) is refused, and the cooldown spares the tenant.
    assert.deepEqual(await verifier.verify(await token(stranger.privateKey, 'k3')), { ok: false, reason: 'invalid' });
    assert.deepEqual(await verifier.verify(await token(stranger.privateKey, 'k3')), { ok: false, reason: 'invalid' });
    assert.equal(fetches, 2, 'no fetch storm for unknown key ids within the cooldown');
  });

  void test("a valid token is remembered until it expires (ten minutes at most), by the verifier's clock; a refused one is not", async () => {
    const key = await keyPair('k9');
    published = [key.jwk];
    let keyLookups = 0;
    const keys = remoteStaffKeys(`${origin}/${tenant}/discovery/v2.0/keys`, cooldownMs);
    const counting: JWTVerifyGetKey = (header, input) => {
      keyLookups += 1;
      return keys(header, input);
    };
    let nowMs = Date.now();
    const settings = { tenantIds: [tenant], issuerTemplate: `${origin}/{tenantid}/v2.0`, audience, scope: 'access_as_user', clockToleranceSeconds: 60 };
    const remembering = new StaffTokenVerifier(settings, counting, () => nowMs);
    const issuedAt = Math.floor(nowMs / 1000);
    const claims = { tid: tenant, oid: '3f6c2a1e-7b4d-4e8a-9c21-5d0e8f7a6b11', scp: 'access_as_user', roles: ['ClinicAdmin'] };
    let lifetime = 120;
    const sign = (aud: string) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'k9' })
        .setIssuer(`${origin}/${tenant}/v2.0`)
        .setAudience(aud)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + lifetime)
        .sign(key.privateKey);
    const valid = await sign(audience);

    assert.equal((await remembering.verify(valid)).ok, true);
    const again = await remembering.verify(valid);
    assert.deepEqual(again.ok ? again.principal.roles : again, ['ClinicAdmin']);
    assert.equal(keyLookups, 1, 'the second check of the same token was remembered');

    nowMs = (issuedAt + 120 + 59) * 1000;
    assert.equal((await remembering.verify(valid)).ok, true, 'within the clock tolerance after exp');
    assert.equal(keyLookups, 1, 'still remembered');
    nowMs = (issuedAt + 120 + 60) * 1000;
    assert.deepEqual(await remembering.verify(valid), { ok: false, reason: 'expired' }, "expired by the verifier's clock, remembered or not");
    assert.deepEqual(await remembering.verify(valid), { ok: false, reason: 'expired' });

    // A token that lives longer than ten minutes is checked again after ten (a withdrawn key stops counting).
    nowMs = issuedAt * 1000;
    lifetime = 3600;
    const longLived = await sign(audience);
    assert.equal((await remembering.verify(longLived)).ok, true);
    const lookupsAfterFirst = keyLookups;
    nowMs = (issuedAt + 599) * 1000;
    assert.equal((await remembering.verify(longLived)).ok, true);
    assert.equal(keyLookups, lookupsAfterFirst, 'remembered for ten minutes');
    nowMs = (issuedAt + 600) * 1000;
    assert.equal((await remembering.verify(longLived)).ok, true);
    assert.equal(keyLookups, lookupsAfterFirst + 1, 'checked again after ten minutes');

    nowMs = issuedAt * 1000;
    const otherAudience = await sign('00000000-0000-4000-8000-000000000000');
    const lookupsBefore = keyLookups;
    assert.deepEqual(await remembering.verify(otherAudience), { ok: false, reason: 'invalid' });
    assert.deepEqual(await remembering.verify(otherAudience), { ok: false, reason: 'invalid' });
    assert.equal(keyLookups, lookupsBefore + 2, 'a refused token is checked again each time');
  });
});
