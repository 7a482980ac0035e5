// Content emulator: the subset of Contentful's Content Delivery API the portal uses, served
// from the JSON under ./data so the real `contentful` SDK runs unchanged (architecture §8).
//
// Register it under a prefix on the SPA's origin:
//   await app.register(contentEmulator, { prefix: '/emulators/content' });
// and point the SDK at it:
//   createClient({ space: 'cryo-portal', environment: 'master', accessToken: 'any',
//                  host: 'localhost:8080', basePath: '/emulators/content', insecure: true })
// contentful-sdk-core builds the base URL as
//   `${insecure ? 'http' : 'https'}://${hostname}:${port ?? (insecure ? 80 : 443)}${basePath}/spaces/${space}/`
// and contentful.js appends `environments/${environment}`, then requests `entries?…`.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTENT_TYPES, SPACE_LOCALES } from './content-model.ts';
import type { ContentFaultInjector } from './content-faults.ts';
import {
  ContentQueryError,
  DEFAULT_DATA_DIR,
  DEFAULT_FILES_DIR,
  loadContentStore,
  parseLocale,
  queryEntries,
  renderAsset,
  renderEntry,
  type ContentStore,
  type QueryContext,
} from './content-store.ts';

export interface ContentEmulatorOptions {
  /** Space id the emulator answers for (default 'cryo-portal'). */
  space?: string;
  /** Environment id (default 'master'). */
  environment?: string;
  /** Directory of the JSON data files (default ./data next to this module). */
  dataDir?: string;
  /** Test-only: inject 5xx/429 answers and dropped connections. */
  faults?: ContentFaultInjector;
}

export const CONTENT_SPACE_ID = 'cryo-portal';
export const CONTENT_ENVIRONMENT_ID = 'master';

const DELIVERY_TYPE = 'application/vnd.contentful.delivery.v1+json';
const ALLOWED_HEADERS = 'Authorization, Content-Type, X-Contentful-User-Agent';
const EXPOSED_HEADERS = 'X-Contentful-Request-Id';

const ERROR_MESSAGES: Record<string, string> = {
  AccessTokenInvalid: 'The access token you sent could not be found or is invalid.',
  NotFound: 'The resource could not be found.',
  RateLimitExceeded: 'You have exceeded the rate limit of the Organization this Space belongs to.',
  ServerError: 'Internal server error.',
  ServiceUnavailable: 'The service is temporarily unavailable. Please try again.',
};

type Params = { space?: string; environment?: string; id?: string; fileName?: string };
type Query = Record<string, string | string[] | undefined>;

function flattenQuery(query: Query): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, Array.isArray(value) ? value.at(-1) : value]));
}

function sendError(reply: FastifyReply, status: number, id: string, message?: string, details?: unknown) {
  const requestId = String(reply.getHeader('x-contentful-request-id'));
  return reply
    .code(status)
    .type(DELIVERY_TYPE)
    .send({
      sys: { type: 'Error', id },
      message: message ?? ERROR_MESSAGES[id] ?? 'Error',
      ...(details === undefined ? {} : { details }),
      requestId,
    });
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (match?.[1]) return match[1];
  const query = request.query as Query;
  const fromQuery = query.access_token;
  return (Array.isArray(fromQuery) ? fromQuery.at(-1) : fromQuery) ?? '';
}

export async function contentEmulator(app: FastifyInstance, opts: ContentEmulatorOptions): Promise<void> {
  const space = opts.space ?? CONTENT_SPACE_ID;
  const environment = opts.environment ?? CONTENT_ENVIRONMENT_ID;
  const filesDir = fileURLToPath(DEFAULT_FILES_DIR);
  const store: ContentStore = await loadContentStore(opts.dataDir ?? fileURLToPath(DEFAULT_DATA_DIR), filesDir);
  const faults = opts.faults;
  const prefix = app.prefix;

  const isApiRequest = (request: FastifyRequest) => request.method !== 'OPTIONS' && !request.url.startsWith(`${prefix}/files/`);

  // Every answer, errors included, carries CORS headers and a request id like Contentful's.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-expose-headers', EXPOSED_HEADERS);
    reply.header('x-contentful-request-id', randomUUID());
    if (!isApiRequest(request)) return;

    const fault = faults?.take() ?? null;
    if (fault?.kind === 'drop') {
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    }
    if (fault?.kind === 'status') {
      const id = fault.status === 429 ? 'RateLimitExceeded' : fault.status === 503 ? 'ServiceUnavailable' : 'ServerError';
      if (fault.status === 429) reply.header('x-contentful-ratelimit-reset', '0');
      await sendError(reply, fault.status, id);
      return reply;
    }

    if (!bearerToken(request)) {
      await sendError(reply, 401, 'AccessTokenInvalid');
      return reply;
    }
  });

  app.setNotFoundHandler((_request, reply) => sendError(reply, 404, 'NotFound'));

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ContentQueryError) {
      return sendError(reply, error.status, error.errorId, error.message, error.details);
    }
    request.log.error({ err: error }, 'content emulator failed');
    return sendError(reply, 500, 'ServerError');
  });

  app.options('/*', (_request, reply) => {
    reply
      .code(204)
      .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
      .header('access-control-allow-headers', ALLOWED_HEADERS)
      .header('access-control-max-age', '86400')
      .send();
  });

  // Asset files (public, like Contentful's asset CDN).
  app.get('/files/:fileName', async (request, reply) => {
    const { fileName = '' } = request.params as Params;
    if (!/^[a-z0-9-]+\.svg$/.test(fileName)) return sendError(reply, 404, 'NotFound');
    try {
      const body = await readFile(join(filesDir, fileName));
      return await reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(body);
    } catch {
      return await sendError(reply, 404, 'NotFound');
    }
  });

  const context = (request: FastifyRequest): QueryContext => ({
    space,
    environment,
    filesBaseUrl: `//${request.host}${prefix}/files`,
  });

  /** Answers 404 unless the path names this emulator's space (and environment). */
  const inSpace = (request: FastifyRequest, reply: FastifyReply, withEnvironment: boolean): boolean => {
    const params = request.params as Params;
    if (params.space !== space || (withEnvironment && params.environment !== environment)) {
      void sendError(reply, 404, 'NotFound');
      return false;
    }
    return true;
  };

  const json = (reply: FastifyReply, body: unknown) => reply.type(DELIVERY_TYPE).send(body);
  const envPath = '/spaces/:space/environments/:environment';

  app.get('/spaces/:space', async (request, reply) => {
    if (!inSpace(request, reply, false)) return reply;
    return json(reply, {
      sys: { type: 'Space', id: space },
      name: 'Cryo member portal (emulated)',
      locales: SPACE_LOCALES.map(({ code, name, default: isDefault, fallbackCode }) => ({
        code,
        name,
        default: isDefault,
        fallbackCode,
      })),
    });
  });

  app.get(`${envPath}/locales`, async (request, reply) => {
    if (!inSpace(request, reply, true)) return reply;
    const items = SPACE_LOCALES.map(({ code, name, default: isDefault, fallbackCode }) => ({
      code,
      name,
      default: isDefault,
      fallbackCode,
      sys: { id: code, type: 'Locale', version: 1 },
    }));
    return json(reply, { sys: { type: 'Array' }, total: items.length, skip: 0, limit: 1000, items });
  });

  app.get(`${envPath}/content_types`, async (request, reply) => {
    if (!inSpace(request, reply, true)) return reply;
    const items = CONTENT_TYPES.map((type) => renderContentType(type, space, environment));
    return json(reply, { sys: { type: 'Array' }, total: items.length, skip: 0, limit: 100, items });
  });

  app.get(`${envPath}/content_types/:id`, async (request, reply) => {
    if (!inSpace(request, reply, true)) return reply;
    const type = CONTENT_TYPES.find((candidate) => candidate.id === (request.params as Params).id);
    if (!type) return sendError(reply, 404, 'NotFound');
    return json(reply, renderContentType(type, space, environment));
  });

  app.get(`${envPath}/entries`, async (request, reply) => {
    if (!inSpace(request, reply, true)) return reply;
    const ctx = context(request);
    const result = queryEntries(store, flattenQuery(request.query as Query));
    const includes: Record<string, unknown[]> = {};
    if (result.includedEntries.length > 0) {
      includes.Entry = result.includedEntries.map((entry) => renderEntry(ctx, entry, result.locale));
    }
    if (result.includedAssets.length > 0) {
      includes.Asset = result.includedAssets.map((asset) => renderAsset(ctx, asset, result.locale));
    }
    return json(reply, {
      sys: { type: 'Array' },
      total: result.total,
      skip: result.skip,
      limit: result.limit,
      items: result.items.map((entry) => renderEntry(ctx, entry, result.locale)),
      ...(Object.keys(includes).length > 0 ? { includes } : {}),
    });
  });

  app.get(`${envPath}/entries/:id`, async (request, reply) => {
    if (!inSpace(request, reply, true)) return reply;
    const entry = store.entries.get((request.params as Params).id ?? '');
    if (!entry) return sendError(reply, 404, 'NotFound');
    const locale = parseLocale(flattenQuery(request.query as Query).locale);
    return json(reply, renderEntry(context(request), entry, locale));
  });

  app.get(`${envPath}/assets`, async (request, reply) => {
    if (!inSpace(request, reply, true)) return reply;
    const query = flattenQuery(request.query as Query);
    const locale = parseLocale(query.locale);
    const ids = query['sys.id[in]']?.split(',') ?? (query['sys.id'] ? [query['sys.id']] : null);
    const assets = [...store.assets.values()].filter((asset) => ids === null || ids.includes(asset.id));
    const ctx = context(request);
    return json(reply, {
      sys: { type: 'Array' },
      total: assets.length,
      skip: 0,
      limit: 100,
      items: assets.map((asset) => renderAsset(ctx, asset, locale)),
    });
  });

  app.get(`${envPath}/assets/:id`, async (request, reply) => {
    if (!inSpace(request, reply, true)) return reply;
    const asset = store.assets.get((request.params as Params).id ?? '');
    if (!asset) return sendError(reply, 404, 'NotFound');
    const locale = parseLocale(flattenQuery(request.query as Query).locale);
    return json(reply, renderAsset(context(request), asset, locale));
  });
}

function renderContentType(type: (typeof CONTENT_TYPES)[number], space: string, environment: string) {
  return {
    sys: {
      space: { sys: { type: 'Link', linkType: 'Space', id: space } },
      id: type.id,
      type: 'ContentType',
      createdAt: '2026-01-05T09:00:00.000Z',
      updatedAt: '2026-01-05T09:00:00.000Z',
      environment: { sys: { id: environment, type: 'Link', linkType: 'Environment' } },
      revision: 1,
    },
    displayField: type.displayField,
    name: type.name,
    description: type.description,
    fields: type.fields.map((field) => ({ ...field, disabled: false, omitted: false })),
  };
}
