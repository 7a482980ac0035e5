// The oidc-provider half of the Entra ID emulator (entra-emulator.ts), loaded when the emulator gets
// its first request: the provider configured with Entra's v2.0 shapes and paths, and the sign-in
// page's handlers that need it. A process that never signs staff in never loads oidc-provider.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Provider, {
  errors as providerErrors,
  interactionPolicy,
  type Adapter,
  type AdapterFactory,
  type AdapterPayload,
  type CanBePromise,
  type Configuration,
  type CookiesSetOptions,
  type KoaContextWithOIDC,
  type Session,
  type TokenEndpointGrantContext,
} from 'oidc-provider';
import { entraDemo, STAFF_DEMO_PASSWORD, type DemoStaff } from './entra-demo.ts';
import type { EntraEmulatorOptions, SigningKey } from './entra-emulator.ts';

const apiResource = entraDemo.apiAppIdUri;
/**
 * Emulator pages never run script. Forms may post anywhere: Chrome applies form-action to the redirect
 * that follows a POST, and sign-in ends on a clinic's address.
 */
const pageCsp = "default-src 'none'; style-src 'unsafe-inline'; form-action *; frame-ancestors 'none'; base-uri 'none'";
/**
 * oidc-provider appends the hash of its one inline script (the self-submitting sign-out form shown when
 * no one is signed in) to script-src; 'strict-dynamic' alone lets nothing else run.
 */
const providerCsp = `${pageCsp}; script-src 'strict-dynamic'`;

const staffByOid = new Map(entraDemo.staff.map((person) => [person.oid, person]));
const staffByUserName = new Map(entraDemo.staff.map((person) => [person.userName.toLowerCase(), person]));

/** The claims Entra puts in v2.0 tokens about the signed-in user. */
function identityClaims(person: DemoStaff) {
  return { oid: person.oid, tid: entraDemo.tenantId, preferred_username: person.userName, name: person.name, roles: person.roles, ver: '2.0' };
}

/**
 * oidc-provider's storage for one emulator. Its own quick-start adapter is per Provider instance, and
 * a key rotation builds a new instance: sessions, grants and refresh tokens must outlive it.
 */
function memoryAdapters(): AdapterFactory {
  const entries = new Map<string, { payload: AdapterPayload; expiresAt: number }>();
  const sweep = () => {
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
  };
  return (model): Adapter => {
    const keyOf = (id: string) => `${model}:${id}`;
    const live = (key: string) => {
      const entry = entries.get(key);
      return entry && entry.expiresAt > Date.now() ? entry.payload : undefined;
    };
    const findWhere = (matches: (payload: AdapterPayload) => boolean) => {
      for (const [key, entry] of entries) if (key.startsWith(`${model}:`) && entry.expiresAt > Date.now() && matches(entry.payload)) return entry.payload;
      return undefined;
    };
    return {
      upsert(id, payload, expiresIn) {
        sweep();
        entries.set(keyOf(id), { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Infinity });
        return Promise.resolve();
      },
      find: (id) => Promise.resolve(live(keyOf(id))),
      findByUid: (uid) => Promise.resolve(findWhere((payload) => payload.uid === uid)),
      findByUserCode: (userCode) => Promise.resolve(findWhere((payload) => payload.userCode === userCode)),
      consume(id) {
        const payload = live(keyOf(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
        return Promise.resolve();
      },
      destroy(id) {
        entries.delete(keyOf(id));
        return Promise.resolve();
      },
      revokeByGrantId(grantId) {
        for (const [key, entry] of entries) if (key.startsWith(`${model}:`) && entry.payload.grantId === grantId) entries.delete(key);
        return Promise.resolve();
      },
    };
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f3f2f1;color:#201f1e}main{max-width:420px;margin:48px auto;background:#fff;padding:32px;border-radius:4px;box-shadow:0 2px 6px rgba(0,0,0,.15)}h1{font-size:1.4rem;margin:0 0 8px}p{margin:0 0 16px}label{display:block;font-weight:600;margin:16px 0 4px}input{width:100%;box-sizing:border-box;font-size:16px;padding:8px;border:1px solid #8a8886;border-radius:2px}button{margin-top:24px;font-size:16px;padding:8px 20px;background:#0f6cbd;color:#fff;border:0;border-radius:2px;cursor:pointer}[role=alert]{color:#a4262c;font-weight:600;margin-top:16px}</style></head>
<body><main>
${body}
</main></body></html>`;
}

const signInTitle = 'Sign in — Cryo Portal staff (Entra ID emulator)';

function signInPage(action: string, userName: string, failed: boolean): string {
  const invalid = failed ? ' aria-invalid="true" aria-describedby="signin-error"' : '';
  return htmlPage(
    signInTitle,
    `<h1>${escapeHtml(signInTitle)}</h1>
<p>Demo tenant of the portal. Sign in with your staff account.</p>
<form method="post" action="${escapeHtml(action)}">
<label for="username">Email or user name</label>
<input id="username" name="username" type="email" autocomplete="username" required value="${escapeHtml(userName)}"${invalid} embryo-test-sid="staff-username">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid} embryo-test-sid="staff-password">
${failed ? '<p role="alert" id="signin-error">That user name and password do not match a staff account.</p>' : ''}
<button type="submit" embryo-test-sid="staff-submit">Sign in</button>
</form>`,
  );
}

function messagePage(title: string, text: string): string {
  return htmlPage(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`);
}

/**
 * MSAL's silent renewal sends its whole scope list again, offline_access included. oidc-provider keeps
 * offline_access only with prompt=consent (OpenID Connect's rule, which Entra does not apply), so the
 * refresh token lacks it and the renewal would be refused: like Entra, the refresh grant ignores it.
 */
class EntraProvider extends Provider {
  override registerGrantType<Params extends object>(
    name: string,
    handler: (ctx: TokenEndpointGrantContext<Params>) => CanBePromise<void>,
    params?: ReadonlySet<string> | readonly string[] | string,
    duplicates?: ReadonlySet<string> | readonly string[] | string,
  ): void {
    const withoutOfflineAccess: typeof handler = (ctx) => {
      const scopes = ctx.oidc.params.scope?.split(' ').filter((scope) => scope !== 'offline_access') ?? [];
      ctx.oidc.params.scope = scopes.length > 0 ? scopes.join(' ') : undefined;
      return handler(ctx);
    };
    super.registerGrantType(name, name === 'refresh_token' ? withoutOfflineAccess : handler, params, duplicates);
  }
}

/**
 * Signs out at once, as the sign-out confirmation of oidc-provider would with "yes": the session
 * ends and the client's grant goes with it (its refresh tokens die), then back to the registered
 * post-logout address (already checked against the registration by oidc-provider).
 */
async function endSession(ctx: KoaContextWithOIDC, session: Session, sessionCookie: CookiesSetOptions): Promise<void> {
  const { provider } = ctx.oidc;
  const state = session.state ?? {};
  for (const { grantId } of Object.values(session.authorizations ?? {})) {
    if (grantId) await (await provider.Grant.find(grantId))?.destroy();
  }
  await session.destroy();
  ctx.cookies.set(provider.cookieName('session'), null, sessionCookie);

  let target = ctx.oidc.urlFor('end_session_success');
  if (typeof state.postLogoutRedirectUri === 'string') {
    const url = new URL(state.postLogoutRedirectUri);
    if (typeof state.state === 'string') url.searchParams.set('state', state.state);
    target = url.toString();
  }
  ctx.status = 303;
  ctx.redirect(target);
}

export interface EntraRuntimeContext {
  options: EntraEmulatorOptions;
  /** Where the emulator is mounted (`/emulators/entra`), the path of its session cookie. */
  prefix: string;
  /** The tenant's path under it: oidc-provider's mount path. */
  mountPath: string;
  issuer: string;
  /** The signing keys, newest last; the emulator adds to it and calls rebuild(). */
  keys: readonly SigningKey[];
}

export interface EntraRuntime {
  /** Hands the request to oidc-provider at providerPath (under the tenant's path). */
  handOver(request: FastifyRequest, reply: FastifyReply, providerPath: string): void;
  showSignIn(request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply): Promise<FastifyReply>;
  submitSignIn(request: FastifyRequest<{ Params: { uid: string }; Body: URLSearchParams | undefined }>, reply: FastifyReply): Promise<FastifyReply>;
  /** A new provider over the same sessions and grants, reading the keys again. */
  rebuild(): void;
}

export function createEntraRuntime(context: EntraRuntimeContext): EntraRuntime {
  const { options, mountPath, issuer, keys } = context;
  const sessionCookie = { httpOnly: true, sameSite: 'lax', path: context.prefix } as const;
  const allowedOrigins = new Set(options.clinicOrigins);
  const ttl = options.accessTokenTtlSeconds ?? 600;
  const adapter = memoryAdapters();
  const cookieKeys = [randomBytes(32).toString('base64url')];

  // Consent is given by the tenant's administrator for the organisation: there is no consent step.
  const policy = interactionPolicy.base();
  policy.remove('consent');

  const configuration = (): Configuration => ({
    adapter,
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
    // The newest key signs (oidc-provider picks the first); the older ones stay published, as a tenant's do.
    jwks: { keys: [...keys].reverse().map((key) => key.private) },
    cookies: { keys: cookieKeys, long: sessionCookie },
    findAccount: (_ctx, sub) => {
      const person = staffByOid.get(sub);
      if (!person) return undefined;
      return { accountId: sub, claims: () => ({ sub, ...identityClaims(person) }) };
    },
    claims: { openid: ['sub', 'oid', 'tid', 'roles', 'ver'], profile: ['name', 'preferred_username'] },
    scopes: ['openid', 'profile', 'offline_access'],
    pkce: { required: () => true },
    routes: {
      authorization: '/oauth2/v2.0/authorize',
      token: '/oauth2/v2.0/token',
      end_session: '/oauth2/v2.0/logout',
      jwks: '/discovery/v2.0/keys',
    },
    ttl: { AccessToken: ttl, IdToken: 3600, RefreshToken: 24 * 3600, Interaction: 600, Session: 12 * 3600, Grant: 24 * 3600 },
    interactions: { policy, url: (_ctx, interaction) => `${mountPath}/signin/${interaction.uid}` },
    // Every sign-in gets the SPA's whole registration: openid, profile, offline_access and the API scope.
    loadExistingGrant: async (ctx) => {
      const { client, account, session } = ctx.oidc;
      if (!client || !account || !session) return undefined;
      const grantId = session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      const grant = existing?.accountId === account.accountId ? existing : new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: account.accountId });
      grant.addOIDCScope('openid profile offline_access');
      grant.addResourceScope(apiResource, entraDemo.apiScope);
      await grant.save();
      return grant;
    },
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    clientBasedCORS: (_ctx, origin) => allowedOrigins.has(origin),
    features: {
      devInteractions: { enabled: false },
      // Entra has none of these; the SPA's access tokens are for the API, never for a userinfo call.
      userinfo: { enabled: false },
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // MSAL sends the id token as a hint: it names the signed-in person, so sign-out needs no question.
        // Without it (or for someone else) the person confirms, which keeps a stray link from signing them out.
        logoutSource: async (ctx, form) => {
          const { session } = ctx.oidc;
          if (session && ctx.oidc.entities.IdTokenHint?.payload.sub === session.accountId) {
            await endSession(ctx, session, sessionCookie);
            return;
          }
          ctx.type = 'html';
          ctx.body = htmlPage(
            'Sign out — Cryo Portal staff',
            `<h1>Sign out of your staff account?</h1>${form}<button type="submit" form="op.logoutForm" name="logout" value="yes" embryo-test-sid="staff-signout-confirm">Sign out</button>`,
          );
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = messagePage('Signed out', 'You are signed out of the Entra ID emulator.');
        },
      },
      resourceIndicators: {
        enabled: true,
        // MSAL never sends `resource`: like Entra, the API is chosen by the prefix of a requested scope.
        defaultResource: (ctx) => {
          const scope = ctx.oidc.params?.scope;
          return typeof scope === 'string' && scope.split(' ').some((value) => value.startsWith(`${apiResource}/`)) ? apiResource : undefined;
        },
        // A code or refresh token stays for the API it was granted for.
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== apiResource) throw new providerErrors.InvalidTarget();
          return { scope: entraDemo.apiScope, audience: entraDemo.apiClientId, accessTokenTTL: ttl, accessTokenFormat: 'jwt', jwt: { sign: { alg: 'RS256' } } };
        },
      },
    },
    formats: {
      customizers: {
        // Entra's v2.0 access token: the user, the delegated scope by its short name in `scp`, the
        // calling app in `azp` (a public client: `azpacr` 0), `nbf` and `uti`, header typ JWT.
        jwt: (_ctx, token, parts) => {
          const person = 'accountId' in token ? staffByOid.get(token.accountId) : undefined;
          const { iss, aud, iat, exp, sub, jti } = parts.payload;
          parts.header = { typ: 'JWT' };
          parts.payload = {
            iss,
            aud,
            iat,
            nbf: iat,
            exp,
            sub,
            ...(person ? identityClaims(person) : {}),
            scp: entraDemo.apiScopeName,
            azp: entraDemo.spaClientId,
            azpacr: '0',
            uti: jti,
            jti,
          };
        },
      },
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = messagePage('Sign-in error', `${out.error}: ${out.error_description ?? ''}`);
    },
  });

  const build = () => {
    const provider = new EntraProvider(issuer, configuration());
    provider.use(async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
      ctx.set('Content-Security-Policy', providerCsp);
      await next();
      // MSAL keys its account cache by client_info (uid.utid), as with a real tenant.
      const account = ctx.oidc?.account;
      if (ctx.oidc?.route === 'token' && ctx.status === 200 && account && typeof ctx.body === 'object' && ctx.body !== null) {
        ctx.body = { ...ctx.body, client_info: Buffer.from(JSON.stringify({ uid: account.accountId, utid: entraDemo.tenantId })).toString('base64url') };
      }
    });
    return { provider, callback: provider.callback() };
  };
  let current = build();

  /** Hands the request to oidc-provider, mounted at the tenant's path (Fastify does not strip prefixes). */
  const handOver = (request: FastifyRequest, reply: FastifyReply, providerPath: string) => {
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    raw.url = providerPath;
    // oidc-provider finds its mount path by where `url` sits in `originalUrl`.
    raw.originalUrl = `${mountPath}${providerPath}`;
    reply.hijack();
    void current.callback(raw, reply.raw);
  };

  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).header('Content-Security-Policy', pageCsp).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);

  /** The interaction of this browser's sign-in, or null when it expired or belongs to another tab. */
  const interactionOf = async (request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) => {
    try {
      const details = await current.provider.interactionDetails(request.raw, reply.raw);
      return details.uid === request.params.uid ? details : null;
    } catch (error) {
      if (error instanceof providerErrors.SessionNotFound) return null;
      throw error;
    }
  };
  const expired = (reply: FastifyReply) => sendPage(reply, 400, messagePage('Sign-in expired', 'This sign-in has expired. Start again from the portal.'));

  return {
    handOver,
    async showSignIn(request, reply) {
      const details = await interactionOf(request, reply);
      if (!details) return expired(reply);
      const hint = details.params.login_hint;
      return sendPage(reply, 200, signInPage(`${mountPath}/signin/${details.uid}`, typeof hint === 'string' ? hint : '', false));
    },
    async submitSignIn(request, reply) {
      const details = await interactionOf(request, reply);
      if (!details) return expired(reply);
      const form = request.body ?? new URLSearchParams();
      const userName = (form.get('username') ?? '').trim();
      const person = staffByUserName.get(userName.toLowerCase());
      if (!person || form.get('password') !== STAFF_DEMO_PASSWORD) return sendPage(reply, 200, signInPage(`${mountPath}/signin/${details.uid}`, userName, true));
      const resume = await current.provider.interactionResult(request.raw, reply.raw, { login: { accountId: person.oid } }, { mergeWithLastSubmission: false });
      return reply.header('Cache-Control', 'no-store').redirect(resume, 303);
    },
    rebuild() {
      current = build();
    },
  };
}
