// The Application Insights SDK of the SPA (issue 14), imported only after the first paint by
// `loadTelemetry`: the SDK's core with the plugins the portal uses — analytics (page views, events,
// exceptions, metrics), properties (user, session, operation), dependencies, the sender — and the
// React plugin, not the whole web SKU, whose extras (configuration sync from Microsoft's CDN, which
// architecture §8 turns off anyway, the snippet loader, an OpenTelemetry API, SDK statistics) cost
// start-up time and send nothing the portal uses (docs/adr/0019). W3C trace context on every
// same-origin /api call (fetch, which the HTTP client uses, and XHR), every envelope sampled, tagged
// with the cloud role `portal-spa`, the release and the session's clinic, and scrubbed last
// (scrub.ts). Page views are sent by the router by their route template; web vitals as metrics.
// `replayHooks()` is what session replay needs from the SDK.
import {
  AppInsightsCore,
  DEFAULT_BREEZE_PATH,
  DistributedTracingModes,
  addPageHideEventListener,
  addPageUnloadEventListener,
  parseConnectionString,
  type IConfig,
  type IConfiguration,
  type ITelemetryItem,
} from '@microsoft/applicationinsights-core-js';
import { AnalyticsPlugin } from '@microsoft/applicationinsights-analytics-js';
import { Sender } from '@microsoft/applicationinsights-channel-js';
import { AjaxPlugin } from '@microsoft/applicationinsights-dependencies-js';
import { PropertiesPlugin } from '@microsoft/applicationinsights-properties-js';
import { ReactPlugin } from '@microsoft/applicationinsights-react-js';
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { clinicDimension, cloudRoles, webVitalMetricName, type WebVital } from '../../../contract/domain/telemetryEvents.ts';
import { knownRouteTemplate, routeTemplateOf } from './routeTemplates.ts';
import { scrubEnvelope } from './scrub.ts';
import type { TelemetrySink } from './telemetry.ts';
import { yieldToBrowser } from '../../shared/yieldToBrowser.ts';

export interface StartOptions {
  connectionString: string;
  release: string;
  clinicId: number | null;
  /** False where the clinic's locale asks for consent first and the member has not given it. */
  cookiesAllowed: boolean;
}

/** The SDK configuration: pure, so its privacy and correlation settings are unit-tested. */
export function sdkConfig(options: Pick<StartOptions, 'connectionString' | 'cookiesAllowed'>, origin: string): IConfiguration & IConfig {
  // What the web SKU derives from the connection string: the key and the track endpoint under its ingestion address.
  const parsed = parseConnectionString(options.connectionString);
  return {
    connectionString: options.connectionString,
    instrumentationKey: parsed.instrumentationkey,
    ...(parsed.ingestionendpoint ? { endpointUrl: `${parsed.ingestionendpoint}${DEFAULT_BREEZE_PATH}` } : {}),
    // Every envelope is kept (trace sample flag 1 in traceparent).
    samplingPercentage: 100,
    // W3C trace context on the same-origin /api calls; nothing is added to other origins' requests.
    distributedTracingMode: DistributedTracingModes.W3C,
    enableCorsCorrelation: false,
    disableAjaxTracking: false,
    disableFetchTracking: false,
    enableRequestHeaderTracking: false,
    enableResponseHeaderTracking: false,
    enableAjaxErrorStatusText: false,
    enableAjaxPerfTracking: false,
    addRequestContext: undefined,
    excludeRequestFromAutoTrackingPatterns: [/\/emulators\/ingestion\//, /\/runtime-config\.json/],
    maxAjaxCallsPerView: 500,
    // The router sends page views by route template; the SDK's own route tracking would send addresses.
    enableAutoRouteTracking: false,
    disablePageUnloadEvents: ['unload'],
    enableUnhandledPromiseRejectionTracking: true,
    autoTrackPageVisitTime: false,
    // No analytics cookies or storage until the member agrees, where the clinic's locale asks first.
    disableCookiesUsage: !options.cookiesAllowed,
    isStorageUseDisabled: !options.cookiesAllowed,
    enableSessionStorageBuffer: options.cookiesAllowed,
    // The origin of the API the SPA calls (same origin): only it gets traceparent.
    correlationHeaderDomains: [new URL(origin).host],
  };
}

interface Started {
  core: AppInsightsCore;
  properties: PropertiesPlugin;
}

let started: Started | null = null;
const exceptionListeners = new Set<() => void>();

/**
 * Starts the SDK and returns the sink the facade hands its calls to. The core starts with the sender;
 * the properties and dependencies plugins, then the analytics plugin with the React one, are added a
 * step at a time, with `pause` (a yield to the browser) before each step: on a slow phone starting
 * them all at once was one long task of some 125 ms (4× slower CPU), each step alone is a short one
 * (docs/adr/0017). The envelope initializer is in place before the first plugin that tracks anything.
 * The analytics plugin, which hooks the window's errors, comes in the last step, so the caller's own
 * error listeners can be removed as the start resolves without an error reported by both. A step that
 * throws unloads what was started and rejects.
 */
export async function startTelemetry(options: StartOptions, pause: () => Promise<void> = yieldToBrowser): Promise<TelemetrySink> {
  const origin = window.location.origin;
  const core = new AppInsightsCore();
  const analytics = new AnalyticsPlugin();
  const properties = new PropertiesPlugin();
  const sender = new Sender();
  const config = sdkConfig(options, origin);
  core.initialize(config, [sender]);
  let clinicId = options.clinicId;
  let currentRoute = routeTemplateOf(window.location.pathname);

  core.addTelemetryInitializer((item: ITelemetryItem) => {
    item.tags = item.tags ?? {};
    item.tags['ai.cloud.role'] = cloudRoles.spa;
    item.tags['ai.application.ver'] = options.release;
    item.data = { ...(item.data ?? {}), release: options.release, ...(clinicId === null ? {} : { [clinicDimension]: String(clinicId) }) };
    scrubEnvelope(item as Parameters<typeof scrubEnvelope>[0], { templateOf: knownRouteTemplate, origin });
    if (item.baseType === 'ExceptionData') for (const listener of exceptionListeners) listener();
  });

  try {
    for (const step of [[properties], [new AjaxPlugin()], [analytics, new ReactPlugin()]]) {
      await pause();
      for (const plugin of step) core.addPlugin(plugin);
    }
  } catch (error) {
    // Nothing half-started stays behind: the plugins' hooks (fetch, XHR, the window's errors) come off.
    void core.unload(false);
    throw error;
  }
  started = { core, properties };
  // As the SKU does when the page goes away (unload, and pagehide where unload is not fired): send what
  // is queued, by beacon, and keep the session for the member's next page.
  const onLeave = () => {
    sender.onunloadFlush();
    properties.context.sessionManager.backup();
  };
  addPageUnloadEventListener(onLeave, config.disablePageUnloadEvents, core.evtNamespace());
  addPageHideEventListener(onLeave, config.disablePageUnloadEvents, core.evtNamespace());

  const reportVital = (vital: WebVital) => (metric: Metric) => {
    analytics.trackMetric({ name: webVitalMetricName(vital), average: metric.value, sampleCount: 1 }, { route: currentRoute, release: options.release, rating: metric.rating });
  };
  try {
    onLCP(reportVital('LCP'));
    onINP(reportVital('INP'));
    onCLS(reportVital('CLS'));
    onTTFB(reportVital('TTFB'));
  } catch {
    // A browser without the performance APIs web-vitals reads reports no vitals, and nothing else changes.
  }

  return {
    // Durations go in the event's measurements (customMeasurements), where the dashboards sum and
    // chart them; the SDK marks the field deprecated in favour of properties, which are strings.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    trackEvent: (name, properties, measurements) => analytics.trackEvent({ name, properties, measurements }),
    trackException: (error, properties) => analytics.trackException({ exception: error, properties }),
    trackPageView: (template) => {
      currentRoute = template;
      analytics.trackPageView({ name: template, uri: `${origin}${template}`, properties: { route: template } });
    },
    setClinic: (next) => {
      clinicId = next;
    },
    setAuthenticatedUser: (opaqueId) => {
      if (opaqueId) properties.context.user.setAuthenticatedUserContext(opaqueId, undefined, false);
      else properties.context.user.clearAuthenticatedUserContext();
    },
    setAnalyticsCookies: (enabled) => {
      core.getCookieMgr().setEnabled(enabled);
      // The user and session cookies are written when the SDK next updates its context.
      if (enabled) properties.context.sessionManager.update();
    },
  };
}

/** Sends what the SDK holds now (asynchronously), e.g. before a test reads the envelopes. */
export function flushTelemetry(): void {
  started?.core.flush(true);
}

/**
 * What session replay needs from the SDK (wired where replay is started): the SDK's session id
 * (`ai.session.id`), the operation id of the current page (the W3C trace id its /api calls carry),
 * and a callback fired whenever an exception is tracked.
 */
export function replayHooks(): { getSessionId: () => string | undefined; getOperationId: () => string | undefined; onExceptionTracked: (listener: () => void) => () => void } {
  return {
    getSessionId: () => started?.properties.context.getSessionId(),
    getOperationId: () => started?.core.getTraceCtx()?.getTraceId() ?? undefined,
    onExceptionTracked: (listener) => {
      exceptionListeners.add(listener);
      return () => exceptionListeners.delete(listener);
    },
  };
}
