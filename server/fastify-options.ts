// The Fastify instance's own options: logs without query strings or credentials, the proxies it
// trusts, request ids, strict validation, schemas compiled on first use (plugins/lazy-schemas.ts) and
// the HTTP limits (plugins/http-limits.ts).
import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.ts';
import { clientErrorHandler, frameworkErrors, rewriteOverlongUrl } from './plugins/http-limits.ts';
import type { LazySchemas } from './plugins/lazy-schemas.ts';
import { telemetryLogStream } from './telemetry/log-bridge.ts';

const requestIdPattern = /^[A-Za-z0-9._-]{8,64}$/;

/** Trusts the nearest `hops` proxies of the chain (what Fastify does with a number), as its typed form. */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

export function fastifyOptions(config: AppConfig, telemetry: boolean, schemas: LazySchemas): FastifyServerOptions {
  return {
    // Query strings are left out of logs: reset links and look-ups carry tokens and e-mail addresses.
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            serializers: {
              req: (request: { id: string; method: string; url: string }) => ({ id: request.id, method: request.method, path: request.url.split('?')[0] }),
            },
            // With telemetry, records also go out as Application Insights traces (telemetry/log-bridge.ts).
            ...(telemetry ? { stream: telemetryLogStream() } : {}),
          },
    // By hop count or proxy address only (config.ts readTrustProxy): never a chain the client wrote itself.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
    },
    schemaController: { compilersFactory: schemas.compilersFactory },
    frameworkErrors,
    clientErrorHandler,
    rewriteUrl: rewriteOverlongUrl,
  };
}
