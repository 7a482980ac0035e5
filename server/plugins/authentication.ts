// Bearer access tokens (architecture §5): missing or forged → 401; expired → 403 with
// `WWW-Authenticate: Bearer error="invalid_token"` so the SPA refreshes and retries.
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { problems } from '../http-problem.ts';
import type { AccessClaims, TokenService } from '../services/token-service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: AccessClaims | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export function createAuthenticate(tokens: TokenService): onRequestAsyncHookHandler {
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    if (!token) throw problems.unauthorized();
    const result = await tokens.verifyAccessToken(token);
    if (!result.ok) throw result.reason === 'expired' ? problems.tokenExpired() : problems.unauthorized('The access token is not valid.');
    request.session = result.claims;
  };
}

/** The signed-in session; only call behind `authenticate`. */
export function sessionOf(request: FastifyRequest): AccessClaims {
  if (!request.session) throw problems.unauthorized();
  return request.session;
}
