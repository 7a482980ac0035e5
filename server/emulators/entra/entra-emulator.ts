// Entra ID emulator (architecture §8): an OpenID Connect provider (`oidc-provider`) that speaks
// Entra's v2.0 shapes and paths for one demo tenant, so the SPA signs staff in with the real MSAL
// (authorization code + PKCE, refresh tokens, sign-out) and the API verifies their access tokens with
// `jose` exactly as against a real tenant. Served under /emulators/entra to loopback clients only;
// state (sessions, grants, keys) lives in memory.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider, { errors as providerErrors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { entraDemo, STAFF_DEMO_PASSWORD, type DemoStaff } from './entra-demo.ts';

export interface EntraEmulatorOptions {
  /** Where the emulator is reached: `http://localhost:{port}` (the issuer and endpoints derive from it). */
  origin: string;
  /** Origins of the SPA (each clinic's address): redirect URIs and CORS. */
  clinicOrigins: string[];
  accessTokenTtlSeconds?: number;
}

export interface EntraEmulator {
  issuer: string;
  jwksUri: string;
  endpoints: { authorize: string; token: string; endSession: string; jwks: string; discovery: string };
  /** The public signing keys, as the JWKS endpoint answers them. */
  jwks(): { keys: JWK[] };
  /** A new signing key signs from now on; the old one stays published. */
  rotateSigningKey(): Promise<void>;
  plugin: FastifyPluginAsync;
}

const prefix = '/emulators/entra';
const apiResource = entraDemo.apiAppIdUri;
const apiScope = `${entraDemo.apiAppIdUri}/${entraDemo.apiScopeName}`;
const pageCsp = "default-src 'none'; style-src 'unsafe-inline'; form-action *; frame-ancestors 'none'; base-uri 'none'";

interface SigningKey {
  private: JWK;
  public: JWK;
}

async function newSigningKey(): Promise<SigningKey> {
  const kid = randomBytes(8).toString('hex');
  const pair = await generateKeyPair('RS256', { extractable: true });
  return {
    private: { ...(await exportJWK(pair.privateKey)), kid, alg: 'RS256', use: 'sig' },
    public: { ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' },
  };
}

const staffByOid = new Map(entraDemo.staff.map((person) => [person.oid, person]));
const staffByUserName = new Map(entraDemo.staff.map((person) => [person.userName.toLowerCase(), person]));

/** The claims Entra puts in a v2.0 token about the signed-in user. */
function identityClaims(person: DemoStaff) {
  return { oid: person.oid, tid: entraDemo.tenantId, preferred_username: person.userName, name: person.name, roles: person.roles, ver: '2.0' };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function signInPage(action: string, userName: string, failed: boolean): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign in — Cryo Portal staff</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f3f2f1;color:#201f1e}main{max-width:420px;margin:48px auto;background:#fff;padding:32px;border-radius:4px;box-shadow:0 2px 6px rgba(0,0,0,.15)}h1{font-size:1.4rem;margin:0 0 8px}p{margin:0 0 16px}label{display:block;font-weight:600;margin:16px 0 4px}input{width:100%;box-sizing:border-box;font-size:16px;padding:8px;border:1px solid #8a8886;border-radius:2px}button{margin-top:24px;font-size:16px;padding:8px 20px;background:#0f6cbd;color:#fff;border:0;border-radius:2px;cursor:pointer}[role=alert]{color:#a4262c;font-weight:600;margin-top:16px}</style></head>
<body><main>
<h1>Sign in — Cryo Portal staff</h1>
<p>Microsoft Entra ID emulator (demo tenant). Use your staff account.</p>
<form method="post" action="${escapeHtml(action)}">
<label for="username">Email or user name</label>
<input id="username" name="username" type="email" autocomplete="username" required value="${escapeHtml(userName)}" embryo-test-sid="staff-username">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required embryo-test-sid="staff-password">
${failed ? '<p role="alert" id="error">That user name and password do not match a staff account.</p>' : ''}
<button type="submit" embryo-test-sid="staff-submit">Sign in</button>
</form>
</main></body></html>`;
}

export async function createEntraEmulator(options: EntraEmulatorOptions): Promise<EntraEmulator> {
  const tenantBase = `${options.origin}${prefix}/${entraDemo.tenantId}`;
  const issuer = `${tenantBase}/v2.0`;
  const keys: SigningKey[] = [await newSigningKey()];
  const allowedOrigins = new Set(options.clinicOrigins);
  const ttl = options.accessTokenTtlSeconds ?? 600;

  const configuration = (): Configuration => ({
    clients: [
      {
        client_id: entraDemo.spaClientId,
        client_name: 'Cryo Portal SPA',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: options.clinicOrigins.map((origin) => `${origin}/admin/auth/redirect`),
        post_logout_redirect_uris: options.clinicOrigins.map((origin) => `${origin}/admin/signed-out`),
      },
    ],
    // The newest key signs; the older ones stay published (a real tenant rotates the same way).
    jwks: { keys: [...keys].reverse().map((key) => key.private) },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    findAccount: (_ctx, sub) => {
      const person = staffByOid.get(sub);
      if (!person) return undefined;
      return { accountId: sub, claims: () => ({ sub, ...identityClaims(person) }) };
    },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username', 'oid', 'tid', 'roles', 'ver'] },
    scopes: ['openid', 'profile', 'offline_access'],
    pkce: { required: () => true },
    routes: {
      authorization: '/oauth2/v2.0/authorize',
      token: '/oauth2/v2.0/token',
      end_session: '/oauth2/v2.0/logout',
      jwks: '/discovery/v2.0/keys',
      userinfo: '/openid/userinfo',
    },
    ttl: { AccessToken: ttl, IdToken: 3600, RefreshToken: 24 * 3600, Interaction: 600, Session: 12 * 3600, Grant: 24 * 3600 },
    interactions: { url: (_ctx, interaction) => `${prefix}/${entraDemo.tenantId}/signin/${interaction.uid}` },
    // Staff consent is given by the tenant's administrator for the organisation: no consent screen.
    loadExistingGrant: async (ctx) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existing = session.grantIdFor(client.clientId);
      if (existing) {
        const found = await ctx.oidc.provider.Grant.find(existing);
        if (found) return found;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid profile offline_access');
      grant.addResourceScope(apiResource, apiScope);
      await grant.save();
      session.ensureClientContainer(client.clientId);
      session.grantIdFor(client.clientId, grant.jti);
      return grant;
    },
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    clientBasedCORS: (_ctx, origin) => allowedOrigins.has(origin),
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign out — Cryo Portal staff</title></head>
<body><main><h1>Sign out of your staff account?</h1>${form}<button type="submit" form="op.logoutForm" name="logout" value="yes" embryo-test-sid="staff-signout-confirm">Sign out</button></main></body></html>`;
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signed out</title></head><body><main><h1>You are signed out.</h1></main></body></html>';
        },
      },
      resourceIndicators: {
        enabled: true,
        // MSAL never sends `resource`: like Entra, the API is chosen by the scope's prefix.
        defaultResource: () => apiResource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== apiResource) throw new providerErrors.InvalidTarget();
          return { scope: apiScope, audience: entraDemo.apiClientId, accessTokenTTL: ttl, accessTokenFormat: 'jwt', jwt: { sign: { alg: 'RS256' } } };
        },
      },
    },
    // Entra's access tokens name the user and the delegated scope by its short name.
    extraTokenClaims: (_ctx, token) => {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      const person = accountId ? staffByOid.get(accountId) : undefined;
      if (!person) return undefined;
      return { ...identityClaims(person), scp: entraDemo.apiScopeName, azp: entraDemo.spaClientId };
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error</title></head><body><main><h1>Sign-in error</h1><p>${escapeHtml(out.error)}: ${escapeHtml(out.error_description ?? '')}</p></main></body></html>`;
    },
  });

  let provider = new Provider(issuer, configuration());
  const build = () => {
    provider = new Provider(issuer, configuration());
    provider.proxy = false;
    provider.use(async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
      await next();
      if (ctx.type.includes('html')) ctx.set('Content-Security-Policy', pageCsp);
    });
  };
  build();

  const handle = (request: FastifyRequest, reply: FastifyReply, mountPath: string) => {
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    raw.originalUrl = raw.url;
    raw.url = (raw.url ?? '/').slice(mountPath.length) || '/';
    reply.hijack();
    void provider.callback()(raw, reply.raw);
  };

  const plugin: FastifyPluginAsync = (app) => {
    const mountPath = `${prefix}/${entraDemo.tenantId}`;
    app.addHook('onRequest', async (request, reply) => {
      if (!isLoopback(request.socket.remoteAddress)) await reply.code(404).send({ error: 'not_found' });
    });
    // oidc-provider reads form bodies itself: leave the stream alone.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null));

    const relative = `/${entraDemo.tenantId}`;
    // The sign-in page of an interaction (login prompt).
    app.get<{ Params: { uid: string } }>(`${relative}/signin/:uid`, async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.uid !== request.params.uid) return reply.code(400).type('text/plain').send('This sign-in has expired. Start again from the portal.');
      return reply.header('Content-Security-Policy', pageCsp).type('text/html; charset=utf-8').send(signInPage(`${mountPath}/signin/${details.uid}`, '', false));
    });
    app.post<{ Params: { uid: string } }>(`${relative}/signin/:uid`, async (request, reply) => {
      const form = new URLSearchParams(await readBody(request.raw));
      const userName = (form.get('username') ?? '').trim();
      const person = staffByUserName.get(userName.toLowerCase());
      if (!person || form.get('password') !== STAFF_DEMO_PASSWORD) {
        return reply.code(200).header('Content-Security-Policy', pageCsp).type('text/html; charset=utf-8').send(signInPage(`${mountPath}/signin/${request.params.uid}`, userName, true));
      }
      reply.hijack();
      await provider.interactionFinished(request.raw, reply.raw, { login: { accountId: person.oid } }, { mergeWithLastSubmission: false });
      return reply;
    });
    // Entra's discovery address (the provider's own lives at the mount path).
    app.get(`${relative}/v2.0/.well-known/openid-configuration`, (request, reply) => {
      request.raw.url = `${mountPath}/.well-known/openid-configuration`;
      handle(request, reply, mountPath);
    });
    app.all(`${relative}/*`, (request, reply) => handle(request, reply, mountPath));
    return Promise.resolve();
  };

  return {
    issuer,
    jwksUri: `${tenantBase}/discovery/v2.0/keys`,
    endpoints: {
      authorize: `${tenantBase}/oauth2/v2.0/authorize`,
      token: `${tenantBase}/oauth2/v2.0/token`,
      endSession: `${tenantBase}/oauth2/v2.0/logout`,
      jwks: `${tenantBase}/discovery/v2.0/keys`,
      discovery: `${tenantBase}/v2.0/.well-known/openid-configuration`,
    },
    jwks: () => ({ keys: keys.map((key) => key.public) }),
    async rotateSigningKey() {
      keys.push(await newSigningKey());
      build();
    },
    plugin,
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 16_384) request.destroy(new Error('form too large'));
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

function isLoopback(address: string | undefined): boolean {
  return address === undefined || address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}
