// Staff access tokens for API tests: Entra-shaped JWTs signed with a key of the test's own, whose
// public half the app under test is given as the tenant's keys (BuildAppOptions.staffKeys). Tokens
// the app must refuse are made by changing one thing at a time.
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTVerifyGetKey } from 'jose';
import { emulatedEntra } from '../../../server/entra-settings.ts';
import { entraDemo } from '../../../server/emulators/entra/entra-demo.ts';

export interface StaffKeyring {
  keys: JWTVerifyGetKey;
  mint(userName: string, change?: StaffTokenChange): Promise<string>;
}

export interface StaffTokenChange {
  claims?: Record<string, unknown>;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  /** Sign with a key the app does not know. */
  forged?: boolean;
  issuer?: string;
  audience?: string;
}

export const staffIssuer = `http://localhost:8080/emulators/entra/${emulatedEntra.tenantId}/v2.0`;

export async function staffKeyring(): Promise<StaffKeyring> {
  const trusted = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(trusted.publicKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' };
  return {
    keys: createLocalJWKSet({ keys: [jwk] }),
    async mint(userName, change = {}) {
      const person = entraDemo.staff.find((candidate) => candidate.userName === userName);
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({
        tid: emulatedEntra.tenantId,
        oid: person?.oid ?? '00000000-0000-4000-8000-0000000000ff',
        preferred_username: userName,
        name: person?.name ?? userName,
        roles: person?.roles ?? [],
        scp: 'access_as_user',
        ver: '2.0',
        azp: emulatedEntra.spaClientId,
        ...change.claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key-1', typ: 'JWT' })
        .setIssuer(change.issuer ?? staffIssuer)
        .setAudience(change.audience ?? emulatedEntra.apiClientId)
        .setIssuedAt(now - 60)
        .setNotBefore(now - 60)
        .setExpirationTime(now + (change.expiresIn ?? 600))
        .sign(change.forged ? stranger.privateKey : trusted.privateKey);
    },
  };
}
