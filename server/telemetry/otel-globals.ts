// One OpenTelemetry API for the whole process (issue 14). The API keeps its tracer provider, context
// manager and propagator in one global, stamped with the version that registered it, and a copy of the
// API only reads a global of its own minor version or newer. The Azure Monitor distro registers the
// global with the @opentelemetry/api copy it carries; when the project's own copy (the one the HTTP and
// pg instrumentations and this folder import) is newer, every one of those calls would see a no-op
// API: no context, so no parent spans and no operation ids. After the distro has started, the same
// provider, context manager and propagator are registered again through the newest copy, which every
// older copy can read. (With one deduplicated @opentelemetry/api in node_modules this does nothing.)
import { createRequire } from 'node:module';
import type * as OpenTelemetryApi from '@opentelemetry/api';

type OtelApi = typeof OpenTelemetryApi;

const globalKey = Symbol.for('opentelemetry.js.api.1');

/**
 * The project's @opentelemetry/api as the instrumentations load it: its CommonJS build. (Its ES module
 * build is a second instance with a tracer-provider proxy of its own; a tracer taken from the CommonJS
 * instance before registration only comes alive when that instance registers.)
 */
function projectApi(): OtelApi {
  return createRequire(import.meta.url)('@opentelemetry/api') as OtelApi;
}

/** The @opentelemetry/api copy the distro resolves (its own nested one, or the project's). */
function distroApi(): OtelApi {
  const requireFromDistro = createRequire(import.meta.resolve('@azure/monitor-opentelemetry'));
  return requireFromDistro('@opentelemetry/api') as OtelApi;
}

/**
 * Re-registers the distro's providers through the project's API copy when that copy cannot read the
 * global the distro registered (its propagator then knows no fields). Returns whether it did.
 */
export function alignOpenTelemetryGlobals(): boolean {
  const api = projectApi();
  const older = distroApi();
  if (api.propagation.fields().length > 0 || older.propagation.fields().length === 0) return false;
  const tracerProvider = older.trace.getTracerProvider() as OpenTelemetryApi.TracerProvider & { getDelegate?: () => OpenTelemetryApi.TracerProvider };
  // Private accessors of the older copy: the only way to reach the instances it registered.
  const contextManager = (older.context as unknown as { _getContextManager(): OpenTelemetryApi.ContextManager })._getContextManager();
  const propagator = (older.propagation as unknown as { _getGlobalPropagator(): OpenTelemetryApi.TextMapPropagator })._getGlobalPropagator();
  const meterProvider = older.metrics.getMeterProvider();

  Reflect.deleteProperty(globalThis, globalKey);
  api.context.setGlobalContextManager(contextManager);
  api.propagation.setGlobalPropagator(propagator);
  api.trace.setGlobalTracerProvider(tracerProvider.getDelegate?.() ?? tracerProvider);
  api.metrics.setGlobalMeterProvider(meterProvider);
  return true;
}
