// ?next= after login is followed only when it is a path on this site: it starts with exactly
// one '/', holds no backslash (browsers read '/\evil' as '//evil'), no control characters and
// no scheme, and resolves to the same origin. Anything else yields null (go home instead).

const MAX_NEXT_LENGTH = 2048;
// eslint-disable-next-line no-control-regex
const controlChars = /[\u0000-\u001f\u007f]/;

export function safeNextPath(next: unknown): string | null {
  if (typeof next !== 'string') return null;
  if (next.length === 0 || next.length > MAX_NEXT_LENGTH) return null;
  if (!next.startsWith('/') || next.startsWith('//')) return null;
  if (next.includes('\\') || controlChars.test(next)) return null;
  const base = 'https://portal.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a member lands after signing in: the safe ?next= path (a deep link opened while signed out),
 * or `/`, always flagged LoggedIn so every landing rule still applies there — rule 8 sends a member
 * with a balance to the account page whatever the link was (spec §2).
 */
export function landingAfterSignIn(next: unknown): string {
  const base = 'https://portal.invalid';
  const url = new URL(safeNextPath(next) ?? '/', base);
  for (const key of [...url.searchParams.keys()]) if (key.toLowerCase() === 'loggedin') url.searchParams.delete(key);
  url.searchParams.set('LoggedIn', 'true');
  return `${url.pathname}${url.search}${url.hash}`;
}
