// The Entra ID emulator over real HTTP, as MSAL and the API meet it: discovery, authorization code
// with PKCE through its sign-in page, Entra-shaped tokens verified with jose against its published
// keys, the staff API accepting the access token, refresh-token rotation, silent sign-in, sign-out
// (automatic with MSAL's id token hint), what it refuses, and a rotated signing key.
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import Fastify from 'fastify';
import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import type { StaffSession } from '../../../contract/api/admin.ts';
import { readEntraSettings } from '../../../server/entra-settings.ts';
import { entraDemo, STAFF_DEMO_PASSWORD } from '../../../server/emulators/entra/entra-demo.ts';
import { createEntraEmulator, type EntraEmulator } from '../../../server/emulators/entra/entra-emulator.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { freePort } from '../support/free-port.ts';

/** A tiny browser: follows nothing by itself, keeps cookies by name. */
class Browser {
  readonly cookies = new Map<string, string>();
  async go(url: string, init: RequestInit = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) } });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
  post(url: string, form: Record<string, string>): Promise<Response> {
    return this.go(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });
  }
}

interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token: string;
  expires_in: number;
  scope: string;
  client_info: string;
}

/** The scopes MSAL sends for the staff API (it adds the OpenID ones itself). */
const msalScope = `${entraDemo.apiScope} openid profile offline_access`;
const location = (response: Response) => new URL(response.headers.get('location') ?? '', 'http://unused.invalid');
const unescapeHtml = (text: string) => text.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)));

/** Drives the emulator at `origin` as a browser and the SPA's MSAL would. */
function entraClient(origin: string, emulator: () => EntraEmulator) {
  const redirectUri = `${origin}/admin/auth/redirect`;
  const clinicOrigin = `http://thames.localhost:${new URL(origin).port}`;

  async function authorize(browser: Browser, extra: Record<string, string> = {}) {
    const verifier = randomBytes(32).toString('base64url');
    const query = new URLSearchParams({
      client_id: entraDemo.spaClientId,
      response_type: 'code',
      redirect_uri: redirectUri,
      scope: msalScope,
      state: 'state-1',
      nonce: 'nonce-1',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      client_info: '1',
      ...extra,
    });
    return { response: await browser.go(`${emulator().endpoints.authorize}?${query.toString()}`), verifier };
  }

  /** Follows redirects within the emulator until one leaves it (for the SPA's redirect page). */
  async function follow(browser: Browser, response: Response): Promise<Response> {
    let current = response;
    for (let hops = 0; hops < 10 && current.status >= 300 && current.status < 400; hops++) {
      const next = new URL(current.headers.get('location') ?? '', origin).toString();
      if (!next.startsWith(`${origin}/emulators/`)) return current;
      current = await browser.go(next);
    }
    return current;
  }

  async function signIn(browser: Browser, userName: string) {
    const { response, verifier } = await authorize(browser);
    const page = await follow(browser, response);
    const html = await page.text();
    const action = new URL(unescapeHtml(/action="([^"]+)"/.exec(html)?.[1] ?? ''), origin).toString();
    const done = await follow(browser, await browser.post(action, { username: userName, password: STAFF_DEMO_PASSWORD }));
    const code = location(done).searchParams.get('code');
    assert.ok(code, done.headers.get('location') ?? `no redirect: ${done.status}`);
    return { code, verifier };
  }

  const token = (body: Record<string, string>, from = clinicOrigin) =>
    fetch(`${emulator().endpoints.token}?client-request-id=${randomBytes(8).toString('hex')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: from },
      body: new URLSearchParams({ client_id: entraDemo.spaClientId, client_info: '1', ...body }).toString(),
    });

  /** The code exchange as MSAL sends it (scope, redirect_uri, client_info and all). */
  async function redeem(code: string, verifier: string): Promise<Tokens> {
    const response = await token({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: redirectUri, scope: msalScope });
    assert.equal(response.status, 200, await response.clone().text());
    return (await response.json()) as Tokens;
  }

  const refresh = (refreshToken: string) => token({ grant_type: 'refresh_token', refresh_token: refreshToken, redirect_uri: redirectUri, scope: msalScope });

  return { redirectUri, clinicOrigin, authorize, follow, signIn, token, redeem, refresh };
}

void describe('Entra ID emulator', () => {
  let t: TestApp;
  let origin: string;
  let emulator: EntraEmulator;
  let client: ReturnType<typeof entraClient>;

  before(async () => {
    const port = await freePort();
    origin = `http://localhost:${port}`;
    t = await createTestApp({
      config: { port, publicOrigin: { scheme: 'http', port }, entra: readEntraSettings({}, { emulators: true, emulatorOrigin: origin }, []) },
    });
    await t.app.listen({ port, host: '127.0.0.1' });
    emulator = t.app.portal.entraEmulator!;
    client = entraClient(origin, () => emulator);
  });
  after(() => t.close());

  void test('discovery and keys answer at Entra’s addresses, with CORS for the clinics', async () => {
    const tenantBase = `${origin}/emulators/entra/${entraDemo.tenantId}`;
    assert.equal(emulator.issuer, `${tenantBase}/v2.0`);
    assert.equal(emulator.endpoints.discovery, `${tenantBase}/v2.0/.well-known/openid-configuration`);

    const discovery = await fetch(emulator.endpoints.discovery, { headers: { origin: client.clinicOrigin } });
    assert.equal(discovery.status, 200);
    assert.ok(discovery.headers.get('access-control-allow-origin'));
    const document = (await discovery.json()) as Record<string, unknown>;
    assert.equal(document.issuer, emulator.issuer);
    assert.equal(document.authorization_endpoint, `${tenantBase}/oauth2/v2.0/authorize`);
    assert.equal(document.token_endpoint, `${tenantBase}/oauth2/v2.0/token`);
    assert.equal(document.end_session_endpoint, `${tenantBase}/oauth2/v2.0/logout`);
    assert.equal(document.jwks_uri, `${tenantBase}/discovery/v2.0/keys`);
    assert.deepEqual(document.code_challenge_methods_supported, ['S256']);
    assert.equal(document.userinfo_endpoint, undefined);

    const keys = await fetch(emulator.jwksUri, { headers: { origin: client.clinicOrigin } });
    assert.ok(keys.headers.get('access-control-allow-origin'));
    assert.deepEqual(
      ((await keys.json()) as { keys: { kid: string }[] }).keys.map((key) => key.kid),
      emulator.jwks().keys.map((key) => key.kid),
    );

    // A preflight for the token call (MSAL may add headers) is answered.
    const preflight = await fetch(emulator.endpoints.token, {
      method: 'OPTIONS',
      headers: { origin: client.clinicOrigin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), client.clinicOrigin);
  });

  void test('sign-in with PKCE gives Entra-shaped tokens the staff API accepts; refresh rotates; sign-out with the id token ends the session at once', async () => {
    const browser = new Browser();
    const before = await client.follow(browser, (await client.authorize(browser, { prompt: 'none' })).response);
    assert.equal(location(before).searchParams.get('error'), 'login_required', 'no session yet');

    const { response, verifier } = await client.authorize(browser);
    const page = await client.follow(browser, response);
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-security-policy') ?? '', /default-src 'none'.*form-action \*/);
    const html = await page.text();
    assert.match(html, /<html lang="en">/);
    assert.match(html, /<h1>Sign in — Cryo Portal staff \(Entra ID emulator\)<\/h1>/);
    assert.match(html, /<label for="username">/);
    assert.match(html, /<label for="password">/);
    for (const hook of ['staff-username', 'staff-password', 'staff-submit']) assert.ok(html.includes(`embryo-test-sid="${hook}"`), hook);
    assert.doesNotMatch(html, /<script/);
    const action = new URL(unescapeHtml(/action="([^"]+)"/.exec(html)?.[1] ?? ''), origin).toString();

    const wrong = await browser.post(action, { username: 'nadia.admin@northside.example', password: 'not-the-password' });
    assert.equal(wrong.status, 200);
    const wrongHtml = await wrong.text();
    assert.match(wrongHtml, /role="alert"[^>]*>That user name and password do not match a staff account\./);
    assert.match(wrongHtml, /value="nadia.admin@northside.example"/);

    const done = await client.follow(browser, await browser.post(action, { username: 'Nadia.Admin@northside.example', password: STAFF_DEMO_PASSWORD }));
    const back = location(done);
    assert.equal(`${back.origin}${back.pathname}`, client.redirectUri);
    assert.equal(back.searchParams.get('state'), 'state-1');
    const code = back.searchParams.get('code');
    assert.ok(code);

    const exchanged = await client.token({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: client.redirectUri, scope: msalScope });
    assert.equal(exchanged.status, 200, await exchanged.clone().text());
    assert.equal(exchanged.headers.get('access-control-allow-origin'), client.clinicOrigin);
    const tokens = (await exchanged.json()) as Tokens;
    assert.equal(tokens.expires_in, 600);
    assert.equal(tokens.scope, entraDemo.apiScope);
    const nadia = entraDemo.staff.find((person) => person.userName === 'nadia.admin@northside.example')!;
    assert.deepEqual(JSON.parse(Buffer.from(tokens.client_info, 'base64url').toString()), { uid: nadia.oid, utid: entraDemo.tenantId });

    const keys = createRemoteJWKSet(new URL(emulator.jwksUri));
    const access = await jwtVerify(tokens.access_token, keys, { issuer: emulator.issuer, audience: entraDemo.apiClientId, algorithms: ['RS256'] });
    assert.equal(access.protectedHeader.typ, 'JWT');
    assert.equal(access.protectedHeader.kid, emulator.jwks().keys[0]?.kid);
    assert.equal(access.payload.tid, entraDemo.tenantId);
    assert.equal(access.payload.oid, nadia.oid);
    assert.equal(access.payload.sub, nadia.oid);
    assert.equal(access.payload.scp, 'access_as_user');
    assert.equal(access.payload.ver, '2.0');
    assert.deepEqual(access.payload.roles, ['ClinicAdmin']);
    assert.equal(access.payload.preferred_username, 'nadia.admin@northside.example');
    assert.equal(access.payload.name, 'Nadia Okonkwo');
    assert.equal(access.payload.azp, entraDemo.spaClientId);
    assert.equal(access.payload.nbf, access.payload.iat);
    assert.equal((access.payload.exp ?? 0) - (access.payload.iat ?? 0), 600);
    assert.ok(access.payload.uti);
    assert.equal(access.payload.scope, undefined, 'Entra names the scope in scp only');

    const id = await jwtVerify(tokens.id_token, keys, { issuer: emulator.issuer, audience: entraDemo.spaClientId });
    assert.equal(id.payload.nonce, 'nonce-1');
    assert.equal(id.payload.name, 'Nadia Okonkwo');
    assert.equal(id.payload.preferred_username, 'nadia.admin@northside.example');
    assert.equal(id.payload.oid, nadia.oid);
    assert.equal(id.payload.tid, entraDemo.tenantId);
    assert.equal(id.payload.ver, '2.0');
    assert.deepEqual(id.payload.roles, ['ClinicAdmin']);

    const me = await fetch(`${origin}/api/Admin/Me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    assert.equal(me.status, 200, await me.clone().text());
    assert.equal(((await me.json()) as StaffSession).userName, 'nadia.admin@northside.example');

    // Refresh as MSAL's silent renewal does: a new access token and a new refresh token; the old one is spent.
    const refreshed = await client.refresh(tokens.refresh_token);
    assert.equal(refreshed.status, 200, await refreshed.clone().text());
    const renewed = (await refreshed.json()) as Tokens;
    assert.notEqual(renewed.refresh_token, tokens.refresh_token);
    assert.equal((await jwtVerify(renewed.access_token, keys, { issuer: emulator.issuer, audience: entraDemo.apiClientId })).payload.oid, nadia.oid);
    const spent = await client.refresh(tokens.refresh_token);
    assert.equal(spent.status, 400);
    assert.equal(((await spent.json()) as { error: string }).error, 'invalid_grant');

    // Signed in already: prompt=none answers a code at once (in the fragment, as MSAL asks).
    const silent = await client.follow(browser, (await client.authorize(browser, { prompt: 'none', response_mode: 'fragment' })).response);
    assert.equal(silent.status, 303);
    assert.ok(new URLSearchParams(location(silent).hash.slice(1)).get('code'));

    // Sign-out as MSAL sends it: the id token names the person, so no question is asked.
    const logout = await browser.go(
      `${emulator.endpoints.endSession}?${new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: `${origin}/admin/signed-out`, state: 'bye' }).toString()}`,
    );
    assert.equal(logout.status, 303);
    assert.equal(logout.headers.get('location'), `${origin}/admin/signed-out?state=bye`);
    const again = await client.follow(browser, (await client.authorize(browser, { prompt: 'none' })).response);
    assert.equal(location(again).searchParams.get('error'), 'login_required');
    assert.equal((await client.refresh(renewed.refresh_token)).status, 400, 'the session’s grant ended with it');
  });

  void test('sign-out without an id token asks first; with no session it returns to the client under the page’s CSP', async () => {
    const browser = new Browser();
    const { code, verifier } = await client.signIn(browser, 'theo.admin@thames.example');
    await client.redeem(code, verifier);
    const signedOut = `${origin}/admin/signed-out`;

    const ask = await browser.go(`${emulator.endpoints.endSession}?${new URLSearchParams({ client_id: entraDemo.spaClientId, post_logout_redirect_uri: signedOut }).toString()}`);
    assert.equal(ask.status, 200);
    const askHtml = await ask.text();
    assert.ok(askHtml.includes('embryo-test-sid="staff-signout-confirm"'));
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(askHtml)?.[1] ?? '';
    const confirmAction = /<form[^>]*action="([^"]+)"/.exec(askHtml)?.[1] ?? '';
    const confirmed = await browser.post(new URL(confirmAction, origin).toString(), { xsrf, logout: 'yes' });
    assert.equal(confirmed.headers.get('location'), signedOut);

    // Nobody signed in any more: oidc-provider answers a self-submitting form; its script's hash is allowed by the CSP.
    const empty = await browser.go(`${emulator.endpoints.endSession}?${new URLSearchParams({ client_id: entraDemo.spaClientId, post_logout_redirect_uri: signedOut }).toString()}`);
    const emptyHtml = await empty.text();
    const script = /<script>([\s\S]*?)<\/script>/.exec(emptyHtml)?.[1] ?? '';
    assert.ok(script);
    const csp = empty.headers.get('content-security-policy') ?? '';
    assert.ok(csp.includes(`'sha256-${createHash('sha256').update(script).digest('base64')}'`), csp);
    const form = Object.fromEntries([...emptyHtml.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((match) => [match[1] ?? '', match[2] ?? '']));
    const submitted = await browser.post(new URL(/<form[^>]*action="([^"]+)"/.exec(emptyHtml)?.[1] ?? '', origin).toString(), form);
    assert.equal(submitted.headers.get('location'), signedOut);
  });

  void test('refuses unregistered addresses, missing PKCE, other origins and non-loopback clients', async () => {
    const browser = new Browser();
    const stranger = await client.authorize(browser, { redirect_uri: 'http://evil.example/admin/auth/redirect' });
    assert.equal(stranger.response.status, 400);
    assert.equal(stranger.response.headers.get('location'), null);

    const noPkce = await client.follow(browser, (await client.authorize(browser, { code_challenge: '', code_challenge_method: '' })).response);
    assert.equal(location(noPkce).searchParams.get('error'), 'invalid_request');

    const { code, verifier } = await client.signIn(browser, 'pat.platform@cryo.example');
    const wrongVerifier = await client.token({ grant_type: 'authorization_code', code, code_verifier: randomBytes(32).toString('base64url'), redirect_uri: client.redirectUri });
    assert.equal(wrongVerifier.status, 400);
    const { code: code2, verifier: verifier2 } = await client.signIn(new Browser(), 'pat.platform@cryo.example');
    const foreign = await client.token({ grant_type: 'authorization_code', code: code2, code_verifier: verifier2, redirect_uri: client.redirectUri }, 'http://evil.example');
    assert.equal(foreign.status, 400);
    assert.equal(foreign.headers.get('access-control-allow-origin'), null);
    assert.ok(verifier);

    const remote = await t.app.inject({ method: 'GET', url: `/emulators/entra/${entraDemo.tenantId}/discovery/v2.0/keys`, remoteAddress: '10.0.0.8' });
    assert.equal(remote.statusCode, 404);
  });

  void test('after a key rotation the new key signs and is published; sessions and refresh tokens live on', async () => {
    const browser = new Browser();
    const { code, verifier } = await client.signIn(browser, 'sasha.support@cryo.example');
    const tokens = await client.redeem(code, verifier);
    const oldKid = decodeProtectedHeader(tokens.access_token).kid;

    await emulator.rotateSigningKey();
    const published = emulator.jwks().keys.map((key) => key.kid);
    assert.equal(published.length, 2);
    assert.equal(published[0], oldKid);

    const refreshed = await client.refresh(tokens.refresh_token);
    assert.equal(refreshed.status, 200, await refreshed.clone().text());
    const renewed = (await refreshed.json()) as Tokens;
    assert.equal(decodeProtectedHeader(renewed.access_token).kid, published[1], 'the new key signs');
    // A verifier that fetches the keys now accepts both (the API's own refetch of an unknown key id,
    // after its cooldown, is tested in tests/server/admin/staff-tokens.test.ts).
    const fresh = createRemoteJWKSet(new URL(emulator.jwksUri));
    const verified = await jwtVerify(renewed.access_token, fresh, { issuer: emulator.issuer, audience: entraDemo.apiClientId });
    assert.deepEqual(verified.payload.roles, ['Support']);
    await jwtVerify(tokens.access_token, fresh, { issuer: emulator.issuer, audience: entraDemo.apiClientId });

    const silent = await client.follow(browser, (await client.authorize(browser, { prompt: 'none' })).response);
    assert.ok(location(silent).searchParams.get('code'), 'the session outlived the rotation');
  });
});

void describe('Entra ID emulator on its own', () => {
  void test('serves any Fastify app and takes a shorter access token lifetime', async () => {
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    const emulator = await createEntraEmulator({ origin, clinicOrigins: [origin], accessTokenTtlSeconds: 5 });
    const app = Fastify();
    await app.register(emulator.plugin, { prefix: '/emulators/entra' });
    await app.listen({ port, host: '127.0.0.1' });
    try {
      const client = entraClient(origin, () => emulator);
      const { code, verifier } = await client.signIn(new Browser(), 'theo.admin@thames.example');
      const response = await client.token({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: client.redirectUri }, origin);
      const tokens = (await response.json()) as Tokens;
      assert.equal(tokens.expires_in, 5);
      const claims = decodeJwt(tokens.access_token);
      assert.equal((claims.exp ?? 0) - (claims.iat ?? 0), 5);
      assert.equal(claims.iss, `${origin}/emulators/entra/${entraDemo.tenantId}/v2.0`);
    } finally {
      await app.close();
    }
  });
});
