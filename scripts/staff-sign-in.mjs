// Signs a demo staff member in through the Entra ID emulator as a browser would (authorization code
// with PKCE through its sign-in page) and returns the access token for the staff API. Used by the
// benchmark; the emulator's own test does the same in TypeScript.
import { createHash, randomBytes } from 'node:crypto';

const tenant = 'b0f8a6c2-4d1e-4c6b-9a7e-3f2d1c0b9a87';
const spaClientId = '5c7a1e2f-8b3d-4f6a-9c0e-1d2b3a4c5e6f';
const scope = 'openid profile offline_access api://cryo-portal-api/access_as_user';

export async function staffSignIn(origin, userName, password = 'Staff-Demo-2026!') {
  const cookies = new Map();
  const go = async (url, init = {}) => {
    const response = await fetch(new URL(url, origin), { ...init, redirect: 'manual', headers: { ...init.headers, cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  const base = `${origin}/emulators/entra/${tenant}`;
  const redirectUri = `${origin}/admin/auth/redirect`;
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const query = new URLSearchParams({
    client_id: spaClientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope,
    state: 's',
    nonce: 'n',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  let response = await go(`${base}/oauth2/v2.0/authorize?${query.toString()}`);
  while (response.status >= 300 && response.status < 400 && response.headers.get('location')?.includes('/emulators/')) response = await go(response.headers.get('location'));
  const action = /action="([^"]+)"/.exec(await response.text())?.[1];
  if (!action) throw new Error('no sign-in page');
  response = await go(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: userName, password }).toString(),
  });
  while (response.status >= 300 && response.status < 400 && response.headers.get('location')?.includes('/emulators/')) response = await go(response.headers.get('location'));
  const code = new URL(response.headers.get('location') ?? '', origin).searchParams.get('code');
  if (!code) throw new Error(`sign-in of ${userName} failed: ${response.status}`);
  const tokens = await fetch(`${base}/oauth2/v2.0/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: spaClientId, grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: redirectUri }).toString(),
  });
  if (!tokens.ok) throw new Error(`token exchange failed: ${tokens.status} ${await tokens.text()}`);
  return (await tokens.json()).access_token;
}
