// Serves the built SPA from SPA_DIST with the headers and navigation fallback of
// deploy/staticwebapp.config.json, so local runs behave like the Azure Static Web App.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiNotFound } from '../plugins/problem-details.ts';
import { isApiPath } from '../plugins/security-headers.ts';

interface StaticWebAppConfig {
  navigationFallback?: { rewrite: string; exclude?: string[] };
  routes?: { route: string; headers?: Record<string, string> }[];
  responseOverrides?: Record<string, { rewrite?: string }>;
  globalHeaders?: Record<string, string>;
  /** Extension with its dot → Content-Type. */
  mimeTypes?: Record<string, string>;
}

/** Static Web Apps route pattern → RegExp (`*` any characters, `{a,b}` alternatives). */
export function routePattern(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern.charAt(i);
    if (ch === '*') source += '.*';
    else if (ch === '{') {
      const end = pattern.indexOf('}', i);
      source += `(?:${pattern
        .slice(i + 1, end)
        .split(',')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('|')})`;
      i = end;
    } else source += ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

export async function registerSpaStatic(
  app: FastifyInstance,
  options: {
    spaDist: string;
    staticWebAppConfig: string;
    /** Origins the pages may also call (the Entra ID emulator's, served at one address for every clinic). */ connectSources?: string[];
  },
): Promise<void> {
  const swa: StaticWebAppConfig = existsSync(options.staticWebAppConfig) ? (JSON.parse(readFileSync(options.staticWebAppConfig, 'utf8')) as StaticWebAppConfig) : {};
  const globalHeaders = { ...swa.globalHeaders };
  const csp = globalHeaders['Content-Security-Policy'];
  if (csp && options.connectSources?.length) globalHeaders['Content-Security-Policy'] = csp.replace('connect-src ', `connect-src ${options.connectSources.join(' ')} `);
  // As at Static Web Apps, the first route whose pattern matches decides (a later `/*` is the default).
  const routes = (swa.routes ?? []).map((route) => ({ pattern: routePattern(route.route), headers: route.headers ?? {} }));
  const mimeTypes = Object.entries(swa.mimeTypes ?? {});
  const fallback = swa.navigationFallback?.rewrite ?? '/index.html';
  const excluded = (swa.navigationFallback?.exclude ?? []).map(routePattern);
  const enabled = existsSync(join(options.spaDist, fallback));
  const notFoundPage = swa.responseOverrides?.['404']?.rewrite;
  const notFoundPageFile = notFoundPage && existsSync(join(options.spaDist, notFoundPage)) ? notFoundPage.replace(/^\//, '') : null;
  const servedAs = new WeakMap<FastifyRequest, string>();

  app.addHook('onSend', async (request, reply, payload) => {
    // The API has its own headers; the emulators stand in for other services, which send their own.
    if (isApiPath(request.url) || request.url.startsWith('/emulators/')) return payload;
    reply.headers(globalHeaders);
    const path = servedAs.get(request) ?? pathOf(request.url);
    const match = routes.find((route) => route.pattern.test(path));
    if (match) reply.headers(match.headers);
    const mimeType = reply.statusCode < 300 ? mimeTypes.find(([extension]) => path.endsWith(extension)) : undefined;
    if (mimeType) reply.type(mimeType[1]);
    return payload;
  });

  if (enabled) {
    // preCompressed: the build's Brotli and gzip copies (file.br, file.gz) by Accept-Encoding, Brotli
    // first, the file itself when the browser takes neither or the build kept no smaller copy. The
    // configuration's routes add `Vary: Accept-Encoding`, as Azure sends with its own compression.
    await app.register(fastifyStatic, { root: options.spaDist, prefix: '/', index: false, cacheControl: false, redirect: false, wildcard: true, preCompressed: true });
    app.get('/', { schema: { hide: true } }, (request, reply) => {
      servedAs.set(request, fallback);
      return reply.type('text/html; charset=utf-8').sendFile(fallback.replace(/^\//, ''));
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request.url);
    if (isApiPath(path)) return apiNotFound(reply);
    const navigation = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/emulators/') && !excluded.some((pattern) => pattern.test(path));
    if (enabled && navigation) {
      servedAs.set(request, fallback);
      return reply.type('text/html; charset=utf-8').sendFile(fallback.replace(/^\//, ''));
    }
    // responseOverrides 404: the static "not found" page, still with status 404.
    if (notFoundPageFile) {
      servedAs.set(request, `/${notFoundPageFile}`);
      return reply.code(404).type('text/html; charset=utf-8').sendFile(notFoundPageFile);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
  });
}
