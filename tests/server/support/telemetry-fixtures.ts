// Application Insights envelopes as the portal's two senders write them (issue 14), for the support
// dashboards' tests: the browser SDK (cloud role portal-spa: page views, fetch dependencies, business
// events, web-vital metrics, exceptions) and the Azure Monitor OpenTelemetry exporter (portal-api:
// requests, database / PayPal dependencies, exceptions, traces). Durations are the SDKs' TimeSpan
// text, properties are string maps, and the operation id is the W3C trace id both sides share.
import { randomBytes } from 'node:crypto';

export const fixtureIkey = '00000000-0000-4000-8000-00000000c2c0';
const ikeyName = fixtureIkey.replace(/-/g, '');

export const newOperationId = () => randomBytes(16).toString('hex');
export const newSpanId = () => randomBytes(8).toString('hex');

/** `hh:mm:ss.fff` as both SDKs write a duration. */
export function timeSpan(ms: number): string {
  const pad = (n: number, width = 2) => String(Math.floor(n)).padStart(width, '0');
  return `${pad(ms / 3_600_000)}:${pad((ms / 60_000) % 60)}:${pad((ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

type Role = 'portal-spa' | 'portal-api';
interface Common {
  operationId: string;
  time: Date;
  clinicId?: number | null;
  parentId?: string;
  sessionId?: string;
}

function envelope(role: Role, type: string, baseType: string, common: Common, baseData: Record<string, unknown>) {
  const properties: Record<string, string> = { ...((baseData.properties as Record<string, string> | undefined) ?? {}) };
  if (common.clinicId !== undefined && common.clinicId !== null) properties.clinicId = String(common.clinicId);
  return {
    name: `Microsoft.ApplicationInsights.${ikeyName}.${type}`,
    time: common.time.toISOString(),
    iKey: fixtureIkey,
    sampleRate: 100,
    tags: {
      'ai.cloud.role': role,
      'ai.application.ver': '1.4.0+abc1234',
      'ai.operation.id': common.operationId,
      ...(common.parentId ? { 'ai.operation.parentId': common.parentId } : {}),
      ...(role === 'portal-spa'
        ? { 'ai.session.id': common.sessionId ?? 'Qm9zc2Vzc2lvbg', 'ai.internal.sdkVersion': 'javascript:3.4.4' }
        : { 'ai.internal.sdkVersion': 'node24:otel1.30.0:ext1.21.0', 'ai.cloud.roleInstance': 'web-0' }),
    },
    data: { baseType, baseData: { ver: 2, ...baseData, properties } },
  };
}

export const spa = {
  pageView: (c: Common & { route: string; id: string; durationMs?: number }) =>
    envelope('portal-spa', 'Pageview', 'PageviewData', c, {
      name: c.route,
      id: c.id,
      url: `http://localhost${c.route}`,
      duration: timeSpan(c.durationMs ?? 420),
      properties: { refUri: '' },
    }),
  fetch: (c: Common & { name: string; id: string; resultCode: number; durationMs: number; target?: string }) =>
    envelope('portal-spa', 'RemoteDependency', 'RemoteDependencyData', c, {
      id: c.id,
      name: c.name,
      resultCode: c.resultCode,
      duration: timeSpan(c.durationMs),
      success: c.resultCode > 0 && c.resultCode < 400,
      target: c.target ?? 'localhost',
      type: 'Fetch',
    }),
  event: (c: Common & { name: string; properties: Record<string, string> }) => envelope('portal-spa', 'Event', 'EventData', c, { name: c.name, properties: c.properties }),
  vital: (c: Common & { vital: 'LCP' | 'INP' | 'CLS' | 'TTFB'; value: number; route: string }) =>
    envelope('portal-spa', 'Metric', 'MetricData', c, { metrics: [{ name: `webVitals.${c.vital}`, kind: 0, value: c.value, count: 1 }], properties: { route: c.route } }),
  exception: (c: Common & { typeName: string; message: string }) =>
    envelope('portal-spa', 'Exception', 'ExceptionData', c, {
      exceptions: [{ typeName: c.typeName, message: c.message, hasFullStack: true, stack: `${c.typeName}: ${c.message}\n    at main.js:1:1`, parsedStack: [] }],
      severityLevel: 3,
    }),
};

export const api = {
  request: (c: Common & { name: string; id: string; responseCode: number; durationMs: number }) =>
    envelope('portal-api', 'Request', 'RequestData', c, {
      id: c.id,
      name: c.name,
      duration: timeSpan(c.durationMs),
      success: c.responseCode < 500,
      responseCode: String(c.responseCode),
      url: `http://localhost:8080${c.name.split(' ')[1] ?? '/'}`,
    }),
  dependency: (c: Common & { name: string; id: string; type: string; target: string; resultCode: string; success: boolean; durationMs: number }) =>
    envelope('portal-api', 'RemoteDependency', 'RemoteDependencyData', c, {
      id: c.id,
      name: c.name,
      duration: timeSpan(c.durationMs),
      success: c.success,
      resultCode: c.resultCode,
      target: c.target,
      type: c.type,
    }),
  exception: (c: Common & { typeName: string; message: string }) =>
    envelope('portal-api', 'Exception', 'ExceptionData', c, {
      exceptions: [{ typeName: c.typeName, message: c.message, hasFullStack: true, stack: `${c.typeName}: ${c.message}`, parsedStack: [] }],
      severityLevel: 3,
    }),
};

/**
 * A balance payment that failed end to end: the member's page, the SPA's call, the API's request
 * (502), its database read and PayPal's 500, the API's exception and the SPA's failed business event.
 */
export function failedPayment(operationId: string, clinicId: number, at: Date) {
  const t = (offsetMs: number) => new Date(at.getTime() + offsetMs);
  const page = newSpanId();
  const call = newSpanId();
  const request = newSpanId();
  const route = '/member/balance';
  return [
    spa.pageView({ operationId, time: t(0), clinicId, route, id: page }),
    spa.fetch({ operationId, time: t(100), clinicId, parentId: page, id: call, name: 'POST /api/Members/{memberId}/Balance/Payments', resultCode: 502, durationMs: 1900 }),
    api.request({ operationId, time: t(120), clinicId, parentId: call, id: request, name: 'POST /api/Members/:memberId/Balance/Payments', responseCode: 502, durationMs: 1850 }),
    api.dependency({
      operationId,
      time: t(130),
      clinicId,
      parentId: request,
      id: newSpanId(),
      name: 'SELECT members',
      type: 'SQL',
      target: 'portal-db',
      resultCode: '0',
      success: true,
      durationMs: 4,
    }),
    api.dependency({
      operationId,
      time: t(140),
      clinicId,
      parentId: request,
      id: newSpanId(),
      name: 'POST /v2/checkout/orders',
      type: 'HTTP',
      target: 'api-m.paypal.com',
      resultCode: '500',
      success: false,
      durationMs: 1800,
    }),
    api.exception({ operationId, time: t(1950), clinicId, parentId: request, typeName: 'PaymentServiceError', message: 'PayPal answered 500' }),
    spa.event({ operationId, time: t(2010), clinicId, parentId: page, name: 'BalancePaid', properties: { outcome: 'failure' } }),
  ];
}
