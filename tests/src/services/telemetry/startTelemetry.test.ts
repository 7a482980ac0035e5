/**
 * @jest-environment-options {"url": "http://localhost:8391/admin/members/42?tab=consents"}
 */
// The real Application Insights SDK as the SPA starts it (issue 14), against a local HTTP server that
// stands for both the API and the ingestion endpoint: a same-origin XHR (the SDK instruments it as it does fetch) carries
// a W3C traceparent whose trace is sampled (flag 01) and is the dependency's operation id; every
// envelope is tagged with the cloud role, the release and the clinic, and is scrubbed; no CDN
// configuration is fetched; cookies wait for consent.
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { flushTelemetry, replayHooks, sdkConfig, startTelemetry } from '../../../../src/services/telemetry/startTelemetry';

const port = 8391;
const origin = `http://localhost:${port}`;
const received: { url: string; headers: http.IncomingHttpHeaders }[] = [];
interface Envelope {
  tags: Record<string, string>;
  data: { baseType: string; baseData: { name?: string; properties?: Record<string, string> } };
}
const envelopes: Envelope[] = [];
let server: http.Server;

// jsdom has no sendBeacon, which the SDK uses when the page goes away (a browser sends the beacon
// after the page is gone); here it is an asynchronous post to the same loopback server, installed
// before any SDK starts: jsdom's synchronous XHR, the SDK's other way out, would block this process
// and the server in it.
const beacons: string[] = [];
Object.defineProperty(navigator, 'sendBeacon', {
  configurable: true,
  value: (url: string, body: XMLHttpRequestBodyInit) => {
    beacons.push(url);
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.send(body);
    return true;
  },
});

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ url: request.url ?? '', headers: request.headers });
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader('Access-Control-Allow-Headers', '*');
      if (request.method === 'OPTIONS') return void response.writeHead(204).end();
      if (request.url?.startsWith('/ingest/v2/track')) {
        let body = Buffer.concat(chunks);
        if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
        const text = body.toString('utf8').trim();
        for (const line of text.startsWith('[') ? (JSON.parse(text) as unknown[]) : text.split('\n').map((l) => JSON.parse(l) as unknown)) envelopes.push(line as Envelope);
        response.setHeader('Content-Type', 'application/json');
        return void response.end(JSON.stringify({ itemsReceived: 1, itemsAccepted: 1, errors: [] }));
      }
      response.setHeader('Content-Type', 'application/json');
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function xhr(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('GET', url);
    request.onload = () => resolve();
    request.onerror = () => reject(new Error('xhr failed'));
    request.send();
  });
}

/** The SDK reporting to the loopback server as a Northside page would, without analytics cookies. */
const startOptions = {
  connectionString: `InstrumentationKey=00000000-0000-0000-0000-000000000001;IngestionEndpoint=${origin}/ingest/`,
  release: '2.1.0+abc1234',
  clinicId: 4,
  cookiesAllowed: false,
};

const waitFor = async (check: () => boolean, ms = 15000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

test('the configuration: every trace sampled, W3C, no headers, cookieless until consent, key and endpoint from the connection string', () => {
  const config = sdkConfig({ connectionString: 'InstrumentationKey=k;IngestionEndpoint=https://ingest.test/', cookiesAllowed: false }, origin);
  expect(config).toMatchObject({
    instrumentationKey: 'k',
    endpointUrl: 'https://ingest.test/v2/track',
    samplingPercentage: 100,
    distributedTracingMode: 2, // DistributedTracingModes.W3C
    enableRequestHeaderTracking: false,
    enableResponseHeaderTracking: false,
    disableAjaxTracking: false,
    disableFetchTracking: false,
    enableAutoRouteTracking: false,
    disableCookiesUsage: true,
    isStorageUseDisabled: true,
    enableSessionStorageBuffer: false,
  });
  expect(sdkConfig({ connectionString: 'x', cookiesAllowed: true }, origin)).toMatchObject({ disableCookiesUsage: false, isStorageUseDisabled: false });
});

test('an /api call carries a sampled traceparent; the envelopes carry role, release and clinic, scrubbed', async () => {
  const sink = await startTelemetry(startOptions);
  const exceptions: number[] = [];
  const hooks = replayHooks();
  hooks.onExceptionTracked(() => exceptions.push(1));
  sink.trackPageView('/admin/members/:memberId');
  await xhr('/api/Members/1234/PaymentHistory?token=secret');
  sink.trackEvent('SignIn', { outcome: 'success', kind: 'member', userName: 'carol' }, { durationMs: 5 });
  sink.trackException(new Error('failed for carol@x.example'), {});
  const apiCall = received.find((r) => r.url.startsWith('/api/Members/'));
  const traceparent = String(apiCall?.headers.traceparent ?? '');
  expect(traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
  expect(hooks.getOperationId()).toMatch(/^[0-9a-f]{32}$/);
  expect(typeof hooks.getSessionId()).toBe('string');
  expect(exceptions).toHaveLength(1);

  // The SDK sends in batches; flushing sends them now.
  flushTelemetry();
  await waitFor(() => envelopes.some((e) => e.data.baseType === 'RemoteDependencyData') && envelopes.some((e) => e.data.baseType === 'ExceptionData'));

  for (const envelope of envelopes) {
    expect(envelope.tags['ai.cloud.role']).toBe('portal-spa');
    expect(envelope.tags['ai.application.ver']).toBe('2.1.0+abc1234');
    expect(envelope.data.baseData.properties).toMatchObject({ clinicId: '4', release: '2.1.0+abc1234' });
    expect(JSON.stringify(envelope)).not.toMatch(/carol|token=|secret|\/1234|\?tab=/);
  }
  const dependency = envelopes.find((e) => e.data.baseType === 'RemoteDependencyData')!;
  expect(dependency.data.baseData.name).toBe('GET /api/Members/{id}/PaymentHistory');
  expect(dependency.tags['ai.operation.id']).toBe(traceparent.split('-')[1]);
  expect(envelopes.find((e) => e.data.baseType === 'PageviewData')?.data.baseData.name).toBe('/admin/members/:memberId');
  // No configuration was asked of a CDN, and no cookie was written without consent.
  expect(received.every((r) => r.url.startsWith('/api/') || r.url.startsWith('/ingest/'))).toBe(true);
  expect(document.cookie).not.toMatch(/ai_user|ai_session/);
});

test('what is queued is sent when the page goes away, without a flush', async () => {
  const sink = await startTelemetry(startOptions);
  sink.trackEvent('LeavingPage', { outcome: 'success' }, {});
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(envelopes.some((e) => e.data.baseData.name === 'LeavingPage')).toBe(false);
  window.dispatchEvent(new Event('pagehide'));
  await waitFor(() => envelopes.some((e) => e.data.baseData.name === 'LeavingPage'), 4000);
  expect(beacons.some((url) => url.startsWith(`${origin}/ingest/v2/track`))).toBe(true);
});

test('the plugins start a step at a time, yielding to the browser before each; what is tracked between steps is tagged and scrubbed', async () => {
  let pauses = 0;
  const sink = await startTelemetry(startOptions, async () => {
    pauses += 1;
    // Before the analytics step the dependencies plugin already tracks /api calls.
    if (pauses === 3) await xhr('/api/Members/7788/Payments?token=secret');
  });
  expect(pauses).toBe(3); // properties; dependencies; analytics with React
  sink.trackEvent('StartedInSteps', { outcome: 'success' }, {});
  flushTelemetry();
  const between = () => envelopes.find((e) => e.data.baseType === 'RemoteDependencyData' && String(e.data.baseData.name).includes('/Payments'));
  await waitFor(() => envelopes.some((e) => e.data.baseData.name === 'StartedInSteps') && between() !== undefined);
  expect(between()?.data.baseData.name).toBe('GET /api/Members/{id}/Payments');
  expect(between()?.tags['ai.cloud.role']).toBe('portal-spa');
  expect(JSON.stringify(between())).not.toMatch(/token=|secret|7788/);
});
