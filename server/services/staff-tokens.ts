// Staff access tokens are Entra ID's, verified here as a resource server would (architecture §5):
// the signature against the tenant's published keys (fetched, cached, fetched again for a key id
// not seen before), the issuer of an allowed tenant, our API as the audience, our delegated scope,
// and the expiry with a small leeway. Nothing the browser says is taken on trust: the staff member
// is the token's `oid`, their roles the token's `roles`.
import { createRemoteJWKSet, decodeJwt, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { StaffRole } from '../../contract/api/admin.ts';

export interface StaffTokenSettings {
  /** Tenants whose staff may sign in (Entra `tid`). */
  tenantIds: readonly string[];
  /** The issuer of a tenant's v2.0 tokens, `{tenantid}` standing for the tenant id. */
  issuerTemplate: string;
  /** The API's application (client) id: the `aud` of its access tokens. */
  audience: string;
  /** The delegated scope staff tokens must carry in `scp` (its short name, as Entra writes it). */
  scope: string;
  /** Seconds of clock difference tolerated on `exp` and `nbf`. */
  clockToleranceSeconds: number;
}

export interface StaffPrincipal {
  oid: string;
  tenantId: string;
  userName: string;
  name: string;
  roles: StaffRole[];
}

export type StaffTokenResult = { ok: true; principal: StaffPrincipal } | { ok: false; reason: 'expired' | 'invalid' };

const knownRoles: readonly StaffRole[] = ['ClinicAdmin', 'Support', 'PlatformAdmin'];
const guid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Keys from a JWKS address, cached for 10 minutes; a token with an unknown key id fetches them again,
 * at most once per `cooldownMs` (a tenant publishes a new key before it signs with it, and forged
 * key ids must not make every request a fetch).
 */
export function remoteStaffKeys(jwksUri: string, cooldownMs = 30_000): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(jwksUri), { cooldownDuration: cooldownMs, cacheMaxAge: 10 * 60_000, timeoutDuration: 5_000 });
}

export class StaffTokenVerifier {
  readonly #settings: StaffTokenSettings;
  readonly #keys: JWTVerifyGetKey;

  constructor(settings: StaffTokenSettings, keys: JWTVerifyGetKey) {
    this.#settings = settings;
    this.#keys = keys;
  }

  async verify(token: string): Promise<StaffTokenResult> {
    const { tenantIds, issuerTemplate, audience, scope, clockToleranceSeconds } = this.#settings;
    // The tenant decides which issuer to expect; it is checked again, signed, by jwtVerify below.
    let tenantId: unknown;
    try {
      tenantId = decodeJwt(token).tid;
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    if (typeof tenantId !== 'string' || !tenantIds.includes(tenantId)) return { ok: false, reason: 'invalid' };
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.#keys, {
        issuer: issuerTemplate.replace('{tenantid}', tenantId),
        audience,
        algorithms: ['RS256'],
        clockTolerance: clockToleranceSeconds,
        requiredClaims: ['exp', 'iat', 'oid', 'tid', 'scp'],
      }));
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
    if (payload.tid !== tenantId) return { ok: false, reason: 'invalid' };
    const scopes = typeof payload.scp === 'string' ? payload.scp.split(' ') : [];
    if (!scopes.includes(scope)) return { ok: false, reason: 'invalid' };
    const oid = payload.oid;
    if (typeof oid !== 'string' || !guid.test(oid)) return { ok: false, reason: 'invalid' };
    const roles = Array.isArray(payload.roles) ? payload.roles.filter((role): role is StaffRole => knownRoles.includes(role as StaffRole)) : [];
    const userName = typeof payload.preferred_username === 'string' ? payload.preferred_username : oid;
    const name = typeof payload.name === 'string' ? payload.name : userName;
    return { ok: true, principal: { oid: oid.toLowerCase(), tenantId, userName, name, roles } };
  }
}
