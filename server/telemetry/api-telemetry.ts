// Starts the API's telemetry (issue 14): the Azure Monitor OpenTelemetry distro, reporting as cloud role
// `portal-api` with the release (version+commit) as application version, to the connection string of
// the configuration — or, with the emulators on and none set, to the ingestion emulator of this very
// process. Reporting is off when neither applies (or TELEMETRY=0).
//
// It must run before the modules it instruments load (Node's `http`, `pg`): main.ts calls it first and
// only then imports the app (dynamic imports). The instrumentations hook `require`: `pg` is loaded
// through it (server/db/database.ts). The distro's ESM loader hook is not registered: it would run a
// loader thread for the life of the process and copy every module's source (about 200 MB of resident
// memory measured), to instrument nothing the API imports as ESM.
//
// What is switched off, and why: the HTTP instrumentation's incoming side (request spans are opened in
// Fastify's hooks, request-telemetry.ts, for a fraction of its cost per request; outgoing calls stay
// instrumented), live metrics and performance counters (not used; they cost CPU on every request), standard
// metrics (pre-aggregated request and dependency counts: with every trace kept they equal the counts
// over the requests and dependencies tables the dashboards query, and recording them cost about a
// quarter of the telemetry's CPU per request — docs/adr/0007-api-telemetry-cost.md), the instrumentations of libraries the API does not use (MongoDB, MySQL, Redis, the
// Azure SDK, bunyan, winston, console), the pg instrumentation's metrics (its spans stay), the rate-limited sampler (spec §9: every trace is kept —
// sampling ratio 1.0), and, with the emulator, statsbeat (the SDK's own usage reports to Microsoft).
// The exporter batches in the background and never holds a request: a slow or failing ingestion
// endpoint costs dropped telemetry, not slower answers; its retry cache lives under the data dir.
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { IncomingMessage } from 'node:http';
import { createNoopMeter } from '@opentelemetry/api';
import { releaseName } from '../build-info.ts';
import { emulatorInstrumentationKey, type AppConfig } from '../config.ts';
import { cloudRoles } from '../../contract/domain/telemetryEvents.ts';
import { ScrubbingLogRecordProcessor, ScrubbingSpanProcessor } from './scrubbing.ts';

export interface ApiTelemetry {
  /** Where the exporter reports (the connection string, with its instrumentation key). */
  connectionString: string;
  /** Exports what is still queued and stops, within `timeoutMs`. */
  shutdown(timeoutMs?: number): Promise<void>;
}

/** The connection string the API reports with, or null when reporting is off. */
export function apiConnectionString(config: Pick<AppConfig, 'telemetry'>, listeningPort: number): string | null {
  if (config.telemetry.connectionString) return config.telemetry.connectionString;
  if (config.telemetry.useIngestionEmulator && listeningPort > 0) {
    return `InstrumentationKey=${emulatorInstrumentationKey};IngestionEndpoint=http://127.0.0.1:${listeningPort}/emulators/ingestion/`;
  }
  return null;
}

/** A loopback http:// ingestion endpoint (the emulator), or null. */
function loopbackHttpEndpoint(connectionString: string): URL | null {
  const endpoint = /(?:^|;)IngestionEndpoint=([^;]+)/i.exec(connectionString)?.[1];
  if (!endpoint?.startsWith('http://')) return null;
  const url = new URL(endpoint);
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) ? url : null;
}

/**
 * The exporter turns every ingestion endpoint into https://. The ingestion emulator answers plain
 * HTTP on loopback, so for a loopback http:// endpoint (only) this pipeline policy sends the
 * exporter's posts to that host as http:// again.
 */
export function loopbackIngestionPolicy(endpoint: URL) {
  const securePrefix = `https://${endpoint.host}/`;
  return {
    name: 'portalLoopbackIngestion',
    sendRequest(request: { url: string; allowInsecureConnection?: boolean }, next: (request: never) => Promise<unknown>) {
      if (request.url.startsWith(securePrefix)) {
        request.url = `http://${request.url.slice('https://'.length)}`;
        request.allowInsecureConnection = true;
      }
      return next(request as never);
    },
  };
}

/**
 * Only API calls are requests; the emulators (the ingestion emulator above all: the exporter posts
 * there), the SPA's files and the platform's health probes (every few seconds) are not.
 */
export function isTracedRequest(request: Pick<IncomingMessage, 'url'>): boolean {
  const url = request.url ?? '';
  return url.startsWith('/api/') && !url.startsWith('/api/health/');
}

/** The SDK's own traffic (remote settings, statsbeat, the cloud metadata probe): never a dependency of the portal. */
const sdkHosts = /(^|\.)(monitor\.azure\.com|applicationinsights\.azure\.com|services\.visualstudio\.com)$|^169\.254\.169\.254$/i;

export function isSdkRequest(request: { hostname?: string | null; host?: string | null }): boolean {
  const host = (request.hostname ?? request.host ?? '').replace(/:\d+$/, '');
  return sdkHosts.test(host);
}

/** Starts the distro, or returns null when reporting is off. Call once, before the app's modules load. */
export async function startApiTelemetry(config: Pick<AppConfig, 'telemetry' | 'dataDir' | 'port'>): Promise<ApiTelemetry | null> {
  const connectionString = apiConnectionString(config, config.port);
  if (!connectionString) return null;

  process.env.OTEL_SERVICE_NAME ??= cloudRoles.api;
  // The instance named once (the exporter would otherwise ask the OS for the host name on every span).
  const resource = [`service.version=${encodeURIComponent(releaseName)}`, `service.instance.id=${encodeURIComponent(hostname())}`];
  process.env.OTEL_RESOURCE_ATTRIBUTES = [process.env.OTEL_RESOURCE_ATTRIBUTES, ...resource].filter(Boolean).join(',');
  if (!config.telemetry.connectionString) {
    process.env.APPLICATIONINSIGHTS_STATSBEAT_DISABLED ??= 'true';
    process.env.APPLICATIONINSIGHTS_SDKSTATS_DISABLED ??= 'true';
  }

  const { useAzureMonitor, shutdownAzureMonitor } = await import('@azure/monitor-opentelemetry');
  const off = { enabled: false };
  const loopback = loopbackHttpEndpoint(connectionString);
  useAzureMonitor({
    azureMonitorExporterOptions: {
      connectionString,
      storageDirectory: join(config.dataDir, 'telemetry-retry'),
      ...(loopback ? { additionalPolicies: [{ policy: loopbackIngestionPolicy(loopback) as never, position: 'perRetry' as const }] } : {}),
    },
    samplingRatio: 1,
    tracesPerSecond: 0,
    enableLiveMetrics: false,
    enablePerformanceCounters: false,
    enableStandardMetrics: false,
    instrumentationOptions: {
      http: {
        enabled: true,
        // Outgoing calls only: the request spans are opened in Fastify's hooks (request-telemetry.ts),
        // at a fraction of the instrumentation's cost per request. Headers and bodies are never captured.
        disableIncomingRequestInstrumentation: true,
        ignoreOutgoingRequestHook: (request: { hostname?: string | null; host?: string | null }) => isSdkRequest(request),
      } as object,
      // Registered below, without its metrics.
      postgreSql: off,
      azureSdk: off,
      mongoDb: off,
      mySql: off,
      redis: off,
      redis4: off,
      bunyan: off,
      winston: off,
      console: off,
    },
    spanProcessors: [new ScrubbingSpanProcessor()],
    logRecordProcessors: [new ScrubbingLogRecordProcessor()],
  });
  // The pg instrumentation, registered here rather than by the distro: a span for every query run
  // inside a request, as before, but none of its metrics (an operation-duration histogram and
  // connection counters updated on every query, 2–4 % of the API's CPU on PostgreSQL). The distro
  // would export them as custom metrics that nothing reads: the dashboards and Application Insights'
  // log-based metrics count the dependencies themselves, every one of which is kept.
  const [{ registerInstrumentations }, { PgInstrumentation }] = await Promise.all([import('@opentelemetry/instrumentation'), import('@opentelemetry/instrumentation-pg')]);
  registerInstrumentations({
    instrumentations: [new PgInstrumentation({ requireParentSpan: true, enhancedDatabaseReporting: false, ignoreConnectSpans: true })],
    meterProvider: { getMeter: () => createNoopMeter() },
  });

  return {
    connectionString,
    async shutdown(timeoutMs = 3000) {
      await Promise.race([shutdownAzureMonitor().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
    },
  };
}
