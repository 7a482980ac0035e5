// The request span of every API call, as Application Insights should show it (issue 14). The span is
// opened here, in Fastify's hooks, rather than by the distro's HTTP instrumentation (whose incoming
// side is switched off in api-telemetry.ts: it cost more than a third of the telemetry's CPU per
// request): `onRequest` joins the caller's W3C `traceparent` (the propagation API), starts a SERVER
// span named by the route template — `GET /api/Members/:memberId/…`, never the concrete path — with
// the attributes the exporter makes a RequestData of (method, scheme, host, route as path), and runs
// the rest of the request in its context, so database calls, outgoing calls and log records are its
// children; `onError` records a failure's exception (5xx only: a refused or invalid call is an answer,
// not an exception); `onResponse` sets the status code and the clinic (`clinicId`) of the signed-in
// member, or of the site address the call came to, and ends it. No member id, username or e-mail is
// ever set. Only API calls are requests (`isTracedRequest`: not the emulators, files or health probes).
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Context, type Span } from '@opentelemetry/api';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { clinicDimension } from '../../contract/domain/telemetryEvents.ts';
import type { Db } from '../db/database.ts';
import { HttpProblem } from '../http-problem.ts';
import { isTracedRequest } from './api-telemetry.ts';
import { notFoundRoute, scrubText } from './scrubbing.ts';

const tracer = trace.getTracer('portal-api.requests');

/** The request span and its context, kept on the Fastify request. */
const requestSpan = Symbol('portal.requestSpan');
const requestContext = Symbol('portal.requestContext');
interface TracedRequest {
  [requestSpan]?: Span;
  [requestContext]?: Context;
}

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

/** Opens, names, tags, fails and ends the request span of every API call to this app. */
export function registerRequestTelemetry(app: FastifyInstance, db: Db): void {
  const sites = new SiteClinics(db);

  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.raw;
    if (!isTracedRequest(raw)) {
      done();
      return;
    }
    const route = request.routeOptions.url ?? notFoundRoute;
    const method = request.method;
    // The caller's traceparent (the SPA's operation), else a new trace.
    const parent = propagation.extract(ROOT_CONTEXT, raw.headers);
    const span = tracer.startSpan(
      `${method} ${route}`,
      {
        kind: SpanKind.SERVER,
        // The route template stands for the path: the concrete path (ids) and the query never enter the span.
        attributes: { 'http.request.method': method, 'http.route': route, 'url.path': route, 'url.scheme': request.protocol, 'server.address': request.hostname },
      },
      parent,
    );
    const active = trace.setSpan(parent, span);
    const traced = request as TracedRequest;
    traced[requestSpan] = span;
    traced[requestContext] = active;
    // The rest of the hooks and the handler run in the span's context.
    context.with(active, done);
  });

  // A request with a body continues from the socket's 'data' events (outside the context above): enter it again.
  app.addHook('preHandler', (request, _reply, done) => {
    const active = (request as TracedRequest)[requestContext];
    if (active) context.with(active, done);
    else done();
  });

  app.addHook('onError', (request, _reply, error, done) => {
    const span = (request as TracedRequest)[requestSpan];
    if (span && statusOf(error) >= 500) {
      // The message and stack are masked here too (the scrubbing processor checks again on export).
      span.recordException({ name: error.name, message: scrubText(error.message), ...(error.stack ? { stack: scrubText(error.stack) } : {}) });
      span.setStatus({ code: SpanStatusCode.ERROR });
    }
    done();
  });

  app.addHook('onResponse', (request, reply, done) => {
    const span = (request as TracedRequest)[requestSpan];
    if (span) {
      const status = reply.statusCode;
      span.setAttribute('http.response.status_code', status);
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      const clinicId = clinicOfRequest(request, sites);
      if (clinicId !== undefined) span.setAttribute(clinicDimension, clinicId);
      span.end();
    }
    done();
  });
}
