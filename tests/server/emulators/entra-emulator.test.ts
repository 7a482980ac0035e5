// The Entra ID emulator over real HTTP, as MSAL and the API meet it: authorization code with PKCE
// through its sign-in page, Entra-shaped tokens verified with jose against its published keys, the
// staff API accepting the access token, refresh-token rotation, silent sign-in, sign-out, and a
// rotated signing key.
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import type { StaffSession } from '../../../server/contract/admin.ts';
import { readEntraSettings } from '../../../server/entra-settings.ts';
import { entraDemo } from '../../../server/emulators/entra/entra-demo.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A tiny browser: follows nothing by itself, keeps cookies per name. */
class Browser {
  readonly cookies = new Map<string, string>();
  async go(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
}

void describe('Entra ID emulator', () => {
  let t: TestApp;
  let origin: string;
  let base: string;
  const redirectUri = () => `${origin}/admin/auth/redirect`;
  const scope = `openid profile offline_access ${entraDemo.apiAppIdUri}/${entraDemo.apiScopeName}`;

  before(async () => {
    const port = await freePort();
    origin = `http://localhost:${port}`;
    t = await createTestApp({
      config: { port, publicOrigin: { scheme: 'http', port }, entra: readEntraSettings({}, { emulators: true, emulatorOrigin: origin }, []) },
    });
    await t.app.listen({ port, host: '127.0.0.1' });
    base = `${origin}/emulators/entra/${entraDemo.tenantId}`;
  });
  after(() => t.close());

  function pkce() {
    const verifier = randomBytes(32).toString('base64url');
    return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
  }

  async function authorize(browser: Browser, extra: Record<string, string> = {}) {
    const { verifier, challenge } = pkce();
    const query = new URLSearchParams({
      client_id: entraDemo.spaClientId,
      response_type: 'code',
      redirect_uri: redirectUri(),
      scope,
      state: 'state-1',
      nonce: 'nonce-1',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...extra,
    });
    return { response: await browser.go(`${base}/oauth2/v2.0/authorize?${query.toString()}`), verifier };
  }

  /** Follows redirects on the emulator until one leaves it (the SPA's redirect page). */
  async function follow(browser: Browser, response: Response): Promise<Response> {
    let current = response;
    for (let hops = 0; hops < 10 && current.status >= 300 && current.status < 400; hops++) {
      const location = new URL(current.headers.get('location') ?? '', origin).toString();
      if (!location.startsWith(`${origin}/emulators/`)) return current;
      current = await browser.go(location);
    }
    return current;
  }

  async function signIn(browser: Browser, userName: string) {
    const { response, verifier } = await authorize(browser);
    const page = await follow(browser, response);
    assert.equal(page.status, 200);
    const html = await page.text();
    for (const hook of ['staff-username', 'staff-password', 'staff-submit']) assert.ok(html.includes(`embryo-test-sid="${hook}"`), hook);
    const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
    const post = (password: string) =>
      browser.go(new URL(action.replace(/&#47;/g, '/'), origin).toString(), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: userName, password }).toString(),
      });
    const wrong = await post('not-the-password');
    assert.equal(wrong.status, 200);
    assert.match(await wrong.text(), /role="alert"/);
    const done = await follow(browser, await post('Staff-Demo-2026!'));
    const location = new URL(done.headers.get('location') ?? '');
    assert.equal(`${location.origin}${location.pathname}`, redirectUri());
    assert.equal(location.searchParams.get('state'), 'state-1');
    const code = location.searchParams.get('code');
    assert.ok(code, done.headers.get('location') ?? '');
    return { code, verifier };
  }

  const token = (body: Record<string, string>) =>
    fetch(`${base}/oauth2/v2.0/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `http://thames.localhost:${new URL(origin).port}` },
      body: new URLSearchParams({ client_id: entraDemo.spaClientId, ...body }).toString(),
    });

  void test('sign-in with PKCE gives Entra-shaped tokens the staff API accepts; refresh rotates; sign-out ends the session', async () => {
    const browser = new Browser();
    const { code, verifier } = await signIn(browser, 'nadia.admin@northside.example');
    const exchanged = await token({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: redirectUri() });
    assert.equal(exchanged.status, 200, await exchanged.clone().text());
    assert.equal(exchanged.headers.get('access-control-allow-origin'), `http://thames.localhost:${new URL(origin).port}`);
    const tokens = (await exchanged.json()) as { access_token: string; id_token: string; refresh_token: string };

    const keys = createRemoteJWKSet(new URL(`${base}/discovery/v2.0/keys`));
    const issuer = `${base}/v2.0`;
    const access = await jwtVerify(tokens.access_token, keys, { issuer, audience: entraDemo.apiClientId });
    assert.equal(access.payload.tid, entraDemo.tenantId);
    assert.equal(access.payload.oid, entraDemo.staff[0]?.oid);
    assert.equal(access.payload.scp, 'access_as_user');
    assert.equal(access.payload.ver, '2.0');
    assert.deepEqual(access.payload.roles, ['ClinicAdmin']);
    assert.equal(access.payload.preferred_username, 'nadia.admin@northside.example');
    const id = await jwtVerify(tokens.id_token, keys, { issuer, audience: entraDemo.spaClientId });
    assert.equal(id.payload.nonce, 'nonce-1');
    assert.equal(id.payload.name, 'Nadia Okonkwo');

    const me = await fetch(`${origin}/api/Admin/Me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    assert.equal(me.status, 200, await me.clone().text());
    assert.equal(((await me.json()) as StaffSession).userName, 'nadia.admin@northside.example');

    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    assert.equal(refreshed.status, 200, await refreshed.clone().text());
    const renewed = (await refreshed.json()) as { access_token: string };
    assert.equal((await jwtVerify(renewed.access_token, keys, { issuer, audience: entraDemo.apiClientId })).payload.oid, entraDemo.staff[0]?.oid);
    assert.equal((await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).status, 400, 'a rotated refresh token is spent');

    // Signed in already: prompt=none answers a code without a page.
    const silent = await follow(browser, (await authorize(browser, { prompt: 'none' })).response);
    assert.ok(new URL(silent.headers.get('location') ?? '').searchParams.get('code'));

    // Sign-out (MSAL sends the id token as a hint) ends the emulator's session.
    const logout = await follow(
      browser,
      await browser.go(`${base}/oauth2/v2.0/logout?${new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: `${origin}/admin/signed-out`, client_id: entraDemo.spaClientId }).toString()}`),
    );
    const confirm = await logout.text();
    assert.ok(confirm.includes('embryo-test-sid="staff-signout-confirm"'));
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm)?.[1] ?? '';
    const formAction = /<form[^>]*action="([^"]+)"/.exec(confirm)?.[1] ?? '';
    const done = await browser.go(new URL(formAction, origin).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    const after = await follow(browser, done);
    assert.equal(after.headers.get('location'), `${origin}/admin/signed-out`);
    const again = await follow(browser, (await authorize(browser, { prompt: 'none' })).response);
    assert.equal(new URL(again.headers.get('location') ?? '').searchParams.get('error'), 'login_required');
  });

  void test('an unregistered redirect address is refused; after a key rotation the new key signs and is published', async () => {
    const browser = new Browser();
    const stranger = await authorize(browser, { redirect_uri: 'http://evil.example/cb' });
    assert.equal(stranger.response.status, 400);

    await t.app.portal.entraEmulator?.rotateSigningKey();
    const { code, verifier } = await signIn(browser, 'sasha.support@cryo.example');
    const tokens = (await (await token({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: redirectUri() })).json()) as { access_token: string };
    const kid = decodeProtectedHeader(tokens.access_token).kid;
    const published = (t.app.portal.entraEmulator?.jwks().keys ?? []).map((key) => key.kid);
    assert.equal(published.length, 2);
    assert.equal(kid, published[1], 'the new key signs');
    // A verifier that fetches the keys now accepts it (the API's own refetch of an unknown key id,
    // after its cooldown, is tested in tests/server/admin/staff-tokens.test.ts).
    const fresh = createRemoteJWKSet(new URL(`${base}/discovery/v2.0/keys`));
    const verified = await jwtVerify(tokens.access_token, fresh, { issuer: `${base}/v2.0`, audience: entraDemo.apiClientId });
    assert.deepEqual(verified.payload.roles, ['Support']);
  });
});
