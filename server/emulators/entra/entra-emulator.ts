// Entra ID emulator (architecture §8): an OpenID Connect provider (`oidc-provider`) that speaks
// Entra's v2.0 shapes and paths for one demo tenant, so the SPA signs staff in with the real MSAL
// (authorization code + PKCE, refresh tokens, sign-out) and the API verifies their access tokens with
// `jose` exactly as against a real tenant. Served under /emulators/entra to loopback clients only;
// state (sessions, grants, keys) lives in memory. See ../README.md for what a consumer must know.
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { entraDemo } from './entra-demo.ts';
import type { EntraRuntime } from './entra-provider.ts';

export interface EntraEmulatorOptions {
  /** Where the emulator is reached: `http://localhost:{port}` (the issuer and endpoints derive from it). */
  origin: string;
  /** Origins of the SPA (each clinic's address): redirect URIs, post-logout URIs and CORS. */
  clinicOrigins: string[];
  /** Lifetime of access tokens (Entra: about an hour; 10 minutes here unless a test wants less). */
  accessTokenTtlSeconds?: number;
}

export interface EntraEmulator {
  issuer: string;
  jwksUri: string;
  endpoints: { authorize: string; token: string; endSession: string; jwks: string; discovery: string };
  /** The public signing keys, as the JWKS endpoint answers them. */
  jwks(): { keys: JWK[] };
  /** A new signing key signs from now on; the old one stays published. Sessions and refresh tokens survive. */
  rotateSigningKey(): Promise<void>;
  /** Register with `{ prefix: '/emulators/entra' }`. */
  plugin: FastifyPluginAsync;
}

const prefix = '/emulators/entra';

export interface SigningKey {
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

export async function createEntraEmulator(options: EntraEmulatorOptions): Promise<EntraEmulator> {
  const mountPath = `${prefix}/${entraDemo.tenantId}`;
  const tenantBase = `${options.origin}${mountPath}`;
  const issuer = `${tenantBase}/v2.0`;
  const keys: SigningKey[] = [await newSigningKey()];

  // oidc-provider (and Koa under it) loads with the first request to the emulator, not at start.
  let runtime: Promise<EntraRuntime> | null = null;
  const load = (): Promise<EntraRuntime> =>
    (runtime ??= import('./entra-provider.ts')
      .then((module) => module.createEntraRuntime({ options, prefix, mountPath, issuer, keys }))
      .catch((error: unknown) => {
        runtime = null;
        throw error;
      }));
  const handOver = async (request: FastifyRequest, reply: FastifyReply, providerPath: string) => {
    (await load()).handOver(request, reply, providerPath);
    return reply;
  };

  const signInRoutes: FastifyPluginAsync = (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
      done(null, new URLSearchParams(body as string));
    });
    app.get<{ Params: { uid: string } }>('/:uid', async (request, reply) => (await load()).showSignIn(request, reply));
    app.post<{ Params: { uid: string }; Body: URLSearchParams | undefined }>('/:uid', async (request, reply) => (await load()).submitSignIn(request, reply));
    return Promise.resolve();
  };

  const plugin: FastifyPluginAsync = async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (!isLoopback(request.socket.remoteAddress)) return reply.code(404).send({ error: 'not_found' });
      return undefined;
    });
    // oidc-provider reads the bodies of its requests itself: leave the stream alone.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => {
      done(null);
    });
    const tenant = `/${entraDemo.tenantId}`;
    await app.register(signInRoutes, { prefix: `${tenant}/signin` });
    // Entra publishes discovery under /v2.0; oidc-provider at its mount path.
    app.get(`${tenant}/v2.0/.well-known/openid-configuration`, async (request, reply) => {
      return handOver(request, reply, '/.well-known/openid-configuration');
    });
    app.all(`${tenant}/*`, async (request, reply) => {
      return handOver(request, reply, request.url.slice(mountPath.length));
    });
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
    // oidc-provider reads its keys once, when built: a new key means a new instance over the same state.
    async rotateSigningKey() {
      keys.push(await newSigningKey());
      if (runtime) (await runtime).rebuild();
    },
    plugin,
  };
}

function isLoopback(address: string | undefined): boolean {
  return address === '::1' || address === '::ffff:127.0.0.1' || address?.startsWith('127.') === true;
}
