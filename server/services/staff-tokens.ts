// Staff access tokens are Entra ID's, verified here as a resource server would (architecture §5):
// the signature against the tenant's published keys (fetched, cached, fetched again for a key id
// not seen before), the issuer of an allowed tenant, our API as the audience, our delegated scope,
// and the expiry with a small leeway. Nothing the browser says is taken on trust: the staff member
// is the token's `oid`, their roles the token's `roles`. A token found valid is remembered until it
// expires, for ten minutes at most (the same token again costs a look-up, not an RSA signature check);
// the clinics a ClinicAdmin serves are still read on every request (resolveStaff).
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
/** Valid tokens remembered at most (all are forgotten past it). */
const maxRememberedTokens = 1_000;
/**
 * How long a valid token is remembered at most, whatever its expiry: the key set's cache age. A key the
 * tenant withdraws stops being trusted within that time for remembered tokens too.
 */
const rememberSeconds = 10 * 60;

/**
 * Keys from a JWKS address, cached for 10 minutes; a token with an unknown key id fetches them again,
 * at most once per `cooldownMs` (a tenant publishes a new key before it signs with it, and forged
 * key ids must not make every request a fetch).
 */
export function remoteStaffKeys(jwksUri: string, cooldownMs = 30_000): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(jwksUri), { cooldownDuration: cooldownMs, cacheMaxAge: rememberSeconds * 1000, timeoutDuration: 5_000 });
}

export class StaffTokenVerifier {
  readonly #settings: StaffTokenSettings;
  readonly #keys: JWTVerifyGetKey;
  readonly #now: () => number;
  /** Tokens found valid, with their principal and the second (epoch) from which they are checked again. */
  readonly #valid = new Map<string, { principal: StaffPrincipal; checkFrom: number }>();

  constructor(settings: StaffTokenSettings, keys: JWTVerifyGetKey, now: () => number = Date.now) {
    this.#settings = settings;
    this.#keys = keys;
    this.#now = now;
  }

  async verify(token: string): Promise<StaffTokenResult> {
    const remembered = this.#valid.get(token);
    if (remembered) {
      // Until then the token is neither expired (jose's test, on the same clock: now - tolerance reaches
      // `exp`) nor remembered for longer than the keys are.
      if (Math.floor(this.#now() / 1000) < remembered.checkFrom) return { ok: true, principal: remembered.principal };
      this.#valid.delete(token);
    }
    const result = await this.#check(token);
    if (result.ok) {
      if (this.#valid.size >= maxRememberedTokens) this.#valid.clear();
      const checkFrom = Math.min(result.exp + this.#settings.clockToleranceSeconds, Math.floor(this.#now() / 1000) + rememberSeconds);
      this.#valid.set(token, { principal: result.principal, checkFrom });
      return { ok: true, principal: result.principal };
    }
    return result;
  }

  async #check(token: string): Promise<{ ok: true; principal: StaffPrincipal; exp: number } | { ok: false; reason: 'expired' | 'invalid' }> {
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
        currentDate: new Date(this.#now()),
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
    if (typeof payload.exp !== 'number') return { ok: false, reason: 'invalid' };
    const principal: StaffPrincipal = Object.freeze({ oid: oid.toLowerCase(), tenantId, userName, name, roles: Object.freeze(roles) as StaffRole[] });
    return { ok: true, principal, exp: payload.exp };
  }
}
