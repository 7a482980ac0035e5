// Reads the session user of spec §3 out of an access token (the `user` claim is JSON text).
// The signature is the API's business; the SPA only needs the claims to decide where to go.
import type { SessionUser } from '../../../contract/api/auth.ts';

export const emptySessionUser: SessionUser = {
  UserId: 0,
  Username: '',
  FirstName: '',
  LastName: '',
  EdcId: null,
  IVFCenterId: null,
  Role: '',
  Email: '',
  MemberType: '',
  AccessLevelRole: '',
  Registered: null,
  PasswordLastChanged: null,
  IvfCenterName: '',
};

export interface DecodedToken {
  user: SessionUser;
  expiresAt: number | null;
  intermediate: boolean;
}

function base64UrlDecode(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Returns null for anything that is not a readable JWT with a user claim ("token is not found"). */
export function decodeSessionUser(token: string | null | undefined): DecodedToken | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload = JSON.parse(base64UrlDecode(parts[1])) as { user?: unknown; exp?: unknown; typ?: unknown; purpose?: unknown };
    const rawUser = typeof payload.user === 'string' ? (JSON.parse(payload.user) as Partial<SessionUser>) : null;
    if (!rawUser) return null;
    return {
      user: { ...emptySessionUser, ...rawUser },
      expiresAt: typeof payload.exp === 'number' ? payload.exp * 1000 : null,
      intermediate: payload.purpose === 'two-factor' || payload.typ === 'intermediate',
    };
  } catch {
    return null;
  }
}
