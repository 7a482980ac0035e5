// Access and intermediate (two-factor) tokens: HS256 JWTs signed with jose (architecture §5).
// Verified access tokens are cached per token string until they expire, so the hot path of an
// authenticated read costs one map look-up instead of an HMAC and a JSON parse.
import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { SessionUser } from '../../contract/api/auth.ts';
import type { Clock } from './clock.ts';
import { MemoryRevocationStore, type RevocationStore } from './shared-state.ts';

export const accessTokenLifetimeSeconds = 10 * 60;
export const intermediateTokenLifetimeSeconds = 10 * 60;
const issuer = 'cryo-member-portal-api';
const accessAudience = 'cryo-member-portal';
const intermediateAudience = 'cryo-member-portal/two-factor';
const maxCachedTokens = 10_000;

export interface AccessClaims {
  user: SessionUser;
  /** Refresh-token family the access token was issued with (logout revokes it). */
  familyId: string;
  expiresAtMs: number;
}

export type AccessVerification = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

interface TokenPayload extends JWTPayload {
  user?: unknown;
  fid?: unknown;
  token_use?: unknown;
}

export class TokenService {
  readonly #secret: Uint8Array;
  readonly #clock: Clock;
  readonly #verified = new Map<string, AccessClaims>();
  /** Families revoked by logout or reuse detection, remembered for an access token's lifetime (shared by every instance with Redis). */
  readonly #revoked: RevocationStore;

  constructor(secret: Uint8Array, clock: Clock, revoked: RevocationStore = new MemoryRevocationStore()) {
    this.#secret = secret;
    this.#clock = clock;
    this.#revoked = revoked;
  }

  async issueAccessToken(user: SessionUser, familyId: string): Promise<string> {
    const now = Math.floor(this.#clock.now() / 1000);
    return new SignJWT({ user: JSON.stringify(user), fid: familyId, token_use: 'access' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(accessAudience)
      .setSubject(String(user.UserId))
      .setIssuedAt(now)
      .setExpirationTime(now + accessTokenLifetimeSeconds)
      .setJti(randomUUID())
      .sign(this.#secret);
  }

  async verifyAccessToken(token: string): Promise<AccessVerification> {
    const now = this.#clock.now();
    let claims = this.#verified.get(token);
    if (!claims) {
      const payload = await this.#verify(token, accessAudience, 'access');
      if (payload === 'expired' || payload === 'invalid') return { ok: false, reason: payload };
      const user = parseUser(payload.user);
      if (!user || typeof payload.fid !== 'string' || typeof payload.exp !== 'number') return { ok: false, reason: 'invalid' };
      claims = { user, familyId: payload.fid, expiresAtMs: payload.exp * 1000 };
      if (this.#verified.size >= maxCachedTokens) this.#verified.clear();
      this.#verified.set(token, claims);
    }
    if (await this.#revoked.isRevoked(claims.familyId, now)) return { ok: false, reason: 'invalid' };
    if (claims.expiresAtMs <= now) {
      this.#verified.delete(token);
      return { ok: false, reason: 'expired' };
    }
    return { ok: true, claims };
  }

  /** The two-factor step's token: its user carries only `UserId`; `jti` names the challenge. */
  async issueIntermediateToken(memberId: number, challengeId: string): Promise<string> {
    const now = Math.floor(this.#clock.now() / 1000);
    return new SignJWT({ user: JSON.stringify({ UserId: memberId }), token_use: 'two-factor' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(intermediateAudience)
      .setSubject(String(memberId))
      .setIssuedAt(now)
      .setExpirationTime(now + intermediateTokenLifetimeSeconds)
      .setJti(challengeId)
      .sign(this.#secret);
  }

  async verifyIntermediateToken(token: string): Promise<{ memberId: number; challengeId: string } | null> {
    const payload = await this.#verify(token, intermediateAudience, 'two-factor');
    if (payload === 'expired' || payload === 'invalid' || typeof payload.jti !== 'string') return null;
    const memberId = Number(payload.sub);
    return Number.isInteger(memberId) ? { memberId, challengeId: payload.jti } : null;
  }

  /** Access tokens of the family are refused from now on, by every instance sharing the store. */
  async revokeFamily(familyId: string): Promise<void> {
    const now = this.#clock.now();
    await this.#revoked.revoke(familyId, now + accessTokenLifetimeSeconds * 1000, now);
  }

  async #verify(token: string, audience: string, use: string): Promise<TokenPayload | 'expired' | 'invalid'> {
    try {
      const { payload } = await jwtVerify<TokenPayload>(token, this.#secret, {
        algorithms: ['HS256'],
        issuer,
        audience,
        currentDate: new Date(this.#clock.now()),
        requiredClaims: ['exp', 'jti', 'user'],
      });
      return payload.token_use === use ? payload : 'invalid';
    } catch (error) {
      // jose checks the signature before the claims, so "expired" is only said of genuine tokens.
      return error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid';
    }
  }
}

function parseUser(value: unknown): SessionUser | null {
  if (typeof value !== 'string') return null;
  try {
    const user = JSON.parse(value) as SessionUser;
    return typeof user.UserId === 'number' ? user : null;
  } catch {
    return null;
  }
}
