// The request span of every API call, as Application Insights should show it (issue 14). The HTTP
// instrumentation opens the span (joined to the caller's W3C `traceparent`, so the SPA's operation id
// is the request's); these hooks name it by the route template — `GET /api/Members/:memberId/…`,
// never the concrete path —, record a failure's exception (5xx only: a refused or invalid call is
// an answer, not an exception) and tag the span with the clinic (`clinicId`) of the signed-in member,
// or of the site address the call came to. No member id, username or e-mail is ever set.
import { context, ROOT_CONTEXT, SpanStatusCode, trace } from '@opentelemetry/api';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { clinicDimension } from '../../src/domain/telemetryEvents.ts';
import type { Db } from '../db/database.ts';
import { HttpProblem } from '../http-problem.ts';
import { notFoundRoute, scrubText } from './scrubbing.ts';

/** How long the site address → clinic map is used before it is read again. */
const siteMapTtlMs = 60_000;

/** Site addresses to clinic ids, read from `center_sites` now and then (never on a request's path). */
class SiteClinics {
  #map = new Map<string, number>();
  #loadedAtMs = 0;
  #loading: Promise<void> | null = null;
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** The clinic of a host name, from the last map read; refreshes it in the background when old. */
  clinicOf(host: string): number | undefined {
    if (Date.now() - this.#loadedAtMs > siteMapTtlMs && !this.#loading) {
      // Outside the request's trace: the map is not part of what the caller asked for.
      this.#loading = context
        .with(ROOT_CONTEXT, () => this.#db.selectFrom('center_sites').select(['host', 'center_id']).execute())
        .then((rows) => {
          this.#map = new Map(rows.map((row) => [row.host.toLowerCase(), row.center_id]));
          this.#loadedAtMs = Date.now();
        })
        .catch(() => {
          // Try again on a later request; the clinic is left out meanwhile.
          this.#loadedAtMs = Date.now();
        })
        .finally(() => {
          this.#loading = null;
        });
    }
    return this.#map.get(host.toLowerCase());
  }
}

/** The clinic a request belongs to: the signed-in member's, else the site address's. */
function clinicOfRequest(request: FastifyRequest, sites: SiteClinics): number | undefined {
  const sessionClinic = request.session?.user.IVFCenterId;
  if (typeof sessionClinic === 'number' && Number.isInteger(sessionClinic)) return sessionClinic;
  const host = request.hostname;
  return host ? sites.clinicOf(host) : undefined;
}

function statusOf(error: FastifyError | Error): number {
  if (error instanceof HttpProblem) return error.status;
  const statusCode = (error as FastifyError).statusCode;
  return typeof statusCode === 'number' ? statusCode : 500;
}

/** Names, tags and fails the request span of every call to this app (a no-op without an active span). */
export function registerRequestTelemetry(app: FastifyInstance, db: Db): void {
  const sites = new SiteClinics(db);

  app.addHook('onRequest', (request, _reply, done) => {
    const span = trace.getActiveSpan();
    if (span) {
      const route = request.routeOptions.url ?? notFoundRoute;
      span.updateName(`${request.method} ${route}`);
      span.setAttribute('http.route', route);
    }
    done();
  });

  app.addHook('onError', (_request, _reply, error, done) => {
    const span = trace.getActiveSpan();
    if (span && statusOf(error) >= 500) {
      // The message and stack are masked here too (the scrubbing processor checks again on export).
      span.recordException({ name: error.name, message: scrubText(error.message), ...(error.stack ? { stack: scrubText(error.stack) } : {}) });
      span.setStatus({ code: SpanStatusCode.ERROR });
    }
    done();
  });

  app.addHook('onSend', (request, _reply, payload, done) => {
    const span = trace.getActiveSpan();
    if (span) {
      const clinicId = clinicOfRequest(request, sites);
      if (clinicId !== undefined) span.setAttribute(clinicDimension, clinicId);
    }
    done(null, payload);
  });
}
