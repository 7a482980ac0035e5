// The telemetry facade (issue 14): calls wait in order until the SDK module takes over, the queue
// is bounded, a session without a connection string keeps nothing, the SDK module is imported only
// when the page is idle, and the member is an opaque hash.
import type { ReplayController, ReplayOptions } from '../../../../src/services/telemetry/replay/index.ts';
import { createHash } from 'node:crypto';
import { waitFor } from '@testing-library/react';
import {
  attachTelemetrySink,
  disableTelemetry,
  opaqueUserId,
  pendingTelemetryCalls,
  queueLimit,
  resetTelemetryForTests,
  telemetry,
  type TelemetrySink,
} from '../../../../src/services/telemetry/telemetry';
import { loadTelemetry } from '../../../../src/services/telemetry/loadTelemetry';
import { analyticsConsent, consentStorageKey } from '../../../../src/services/telemetry/consent';

function recordingSink() {
  const calls: Array<[string, ...unknown[]]> = [];
  const sink: TelemetrySink = {
    trackEvent: (...args) => calls.push(['trackEvent', ...args]),
    trackException: (...args) => calls.push(['trackException', ...args]),
    trackPageView: (...args) => calls.push(['trackPageView', ...args]),
    setClinic: (...args) => calls.push(['setClinic', ...args]),
    setAuthenticatedUser: (...args) => calls.push(['setAuthenticatedUser', ...args]),
    setAnalyticsCookies: (...args) => calls.push(['setAnalyticsCookies', ...args]),
  };
  return { sink, calls };
}

// A few turns of the task queue: the loader yields to the browser between its steps.
const flush = async () => {
  for (let turn = 0; turn < 4; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
};

beforeEach(() => {
  resetTelemetryForTests();
  analyticsConsent.reset();
  localStorage.clear();
});

describe('the queue', () => {
  test('calls made before the SDK arrives are sent to it in order, later calls go straight through', () => {
    telemetry.trackPageView('/auth/login');
    telemetry.trackEvent('SignIn', { outcome: 'success', kind: 'member' }, { durationMs: 120 });
    telemetry.trackException(new Error('boom'));
    expect(pendingTelemetryCalls()).toBe(3);
    const { sink, calls } = recordingSink();
    attachTelemetrySink(sink);
    expect(pendingTelemetryCalls()).toBe(0);
    telemetry.trackPageView('/member/home');
    expect(calls.map((c) => c[0])).toEqual(['trackPageView', 'trackEvent', 'trackException', 'trackPageView']);
    expect(calls[1]).toEqual(['trackEvent', 'SignIn', { outcome: 'success', kind: 'member' }, { durationMs: 120 }]);
  });

  test('is bounded: the oldest calls go first', () => {
    for (let i = 0; i < queueLimit + 25; i += 1) telemetry.trackPageView(`/p${i}`);
    expect(pendingTelemetryCalls()).toBe(queueLimit);
    const { sink, calls } = recordingSink();
    attachTelemetrySink(sink);
    expect(calls[0]).toEqual(['trackPageView', '/p25']);
  });

  test('a value that is not an Error is sent as one', () => {
    const { sink, calls } = recordingSink();
    attachTelemetrySink(sink);
    telemetry.trackException('plain text');
    expect(calls[0]?.[1]).toBeInstanceOf(Error);
  });

  test('a sink that throws never breaks the caller', () => {
    const { sink } = recordingSink();
    attachTelemetrySink({
      ...sink,
      trackEvent: () => {
        throw new Error('sdk bug');
      },
    });
    expect(() => telemetry.trackEvent('BalancePaid', { outcome: 'success' })).not.toThrow();
  });

  test('disabled: the queue is dropped and nothing is kept afterwards', () => {
    telemetry.trackPageView('/auth/login');
    disableTelemetry();
    telemetry.trackPageView('/member/home');
    expect(pendingTelemetryCalls()).toBe(0);
    const { sink, calls } = recordingSink();
    attachTelemetrySink(sink);
    telemetry.trackPageView('/member/account');
    expect(calls).toEqual([]);
  });
});

describe('the signed-in member', () => {
  test('is SHA-256 of clinic and member id, hex, 32 characters — never the username', async () => {
    const expected = createHash('sha256').update('1:1001').digest('hex').slice(0, 32);
    await expect(opaqueUserId(1, 1001)).resolves.toBe(expected);
    const { sink, calls } = recordingSink();
    attachTelemetrySink(sink);
    telemetry.setAuthenticatedUser(1, 1001);
    // The digest is asynchronous (Web Crypto): wait for its answer, however long a busy machine takes.
    await waitFor(() => expect(calls).toEqual([['setAuthenticatedUser', expected]]));
  });

  test('a sign-out right after a sign-in is the last word', async () => {
    const { sink, calls } = recordingSink();
    attachTelemetrySink(sink);
    telemetry.setAuthenticatedUser(1, 1001);
    telemetry.setAuthenticatedUser(null, null);
    // Long enough for the sign-in's digest to have answered too: the sign-out must still be the last call.
    await opaqueUserId(1, 1001);
    await flush();
    expect(calls.at(-1)).toEqual(['setAuthenticatedUser', null]);
  });
});

describe('loading the SDK', () => {
  const configuration = (connectionString: string | null) => ({ telemetry: { connectionString, replaySampleRate: 0, release: '2.1.0+abc1234' } });
  const exceptionListeners = new Set<() => void>();
  const hooks = {
    getSessionId: () => 'sdkSession42',
    getOperationId: () => '0af7651916cd43dd8448eb211c80319c',
    onExceptionTracked: (listener: () => void) => {
      exceptionListeners.add(listener);
      return () => exceptionListeners.delete(listener);
    },
  };
  // The SDK module starts asynchronously (a task per plugin): its sink comes in a promise.
  const sdkModule = (startTelemetry: () => TelemetrySink) => ({
    startTelemetry: (options: unknown) => Promise.resolve((startTelemetry as (options: unknown) => TelemetrySink)(options)),
    replayHooks: () => hooks,
  });

  test('replay starts with the SDK: its session and operation ids, the sample rate, no stored decision where consent is pending, and an exception keeps the last minute', async () => {
    const markError = jest.fn();
    const startReplay = jest.fn<ReplayController, [ReplayOptions]>(() => ({ markError, pause: () => () => undefined, stop: () => undefined }));
    loadTelemetry({
      configuration: { telemetry: { connectionString: 'InstrumentationKey=x', replaySampleRate: 0.1, release: 'r' } },
      clinicId: 3,
      clinicLocale: 'es-ES',
      apiBaseAddress: 'http://portal.test',
      load: () => Promise.resolve(sdkModule(() => recordingSink().sink)),
      loadReplay: () => Promise.resolve({ startReplay }),
      schedule: (work) => work(),
    });
    await flush();
    expect(startReplay).toHaveBeenCalledTimes(1);
    const options = startReplay.mock.calls[0]![0];
    expect(options).toEqual(expect.objectContaining({ sampleRate: 0.1, uploadUrl: 'http://portal.test/api/Telemetry/Replays', persistDecision: false }));
    expect(options.getSessionId()).toBe('sdkSession42');
    expect(options.getOperationId()).toBe('0af7651916cd43dd8448eb211c80319c');
    for (const listener of exceptionListeners) listener();
    expect(markError).toHaveBeenCalledTimes(1);
  });

  test('without a connection string nothing is loaded and nothing kept', () => {
    const load = jest.fn();
    telemetry.trackPageView('/auth/login');
    loadTelemetry({ configuration: configuration(null), clinicId: 1, clinicLocale: 'en-US', load, schedule: (work) => work() });
    expect(load).not.toHaveBeenCalled();
    expect(pendingTelemetryCalls()).toBe(0);
    expect(analyticsConsent.showsBar()).toBe(false);
  });

  test('the module is imported only when scheduled (after the first paint), then takes the queue', async () => {
    const { sink, calls } = recordingSink();
    const startTelemetry = jest.fn(() => sink);
    let scheduled: (() => void) | null = null;
    loadTelemetry({
      configuration: configuration('InstrumentationKey=x'),
      clinicId: 2,
      clinicLocale: 'en-US',
      load: () => Promise.resolve(sdkModule(startTelemetry)),
      schedule: (work) => (scheduled = work),
    });
    telemetry.trackPageView('/auth/login');
    expect(startTelemetry).not.toHaveBeenCalled();
    scheduled!();
    await flush();
    expect(startTelemetry).toHaveBeenCalledWith({ connectionString: 'InstrumentationKey=x', release: '2.1.0+abc1234', clinicId: 2, cookiesAllowed: true });
    expect(calls).toEqual([
      ['setClinic', 2],
      ['trackPageView', '/auth/login'],
    ]);
  });

  test('an error nobody caught before the SDK arrived is queued; afterwards the SDK reports on its own', async () => {
    const { sink, calls } = recordingSink();
    let scheduled: (() => void) | null = null;
    loadTelemetry({
      configuration: configuration('InstrumentationKey=x'),
      clinicId: 2,
      clinicLocale: 'en-US',
      load: () => Promise.resolve(sdkModule(() => sink)),
      schedule: (work) => (scheduled = work),
    });
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('early failure'), message: 'early failure' }));
    scheduled!();
    await flush();
    // (Here the page has no SDK: the test's own listener stands for the browser's default reporting.)
    const swallow = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', swallow);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('late failure'), message: 'late failure', cancelable: true }));
    window.removeEventListener('error', swallow);
    const exceptions = calls.filter((c) => c[0] === 'trackException').map((c) => (c[1] as Error).message);
    expect(exceptions).toEqual(['early failure']);
  });

  test('a module that cannot load turns telemetry off', async () => {
    let scheduled: (() => void) | null = null;
    loadTelemetry({
      configuration: configuration('InstrumentationKey=x'),
      clinicId: 2,
      clinicLocale: 'en-US',
      load: () => Promise.reject(new Error('ChunkLoadError')),
      schedule: (work) => (scheduled = work),
    });
    telemetry.trackPageView('/auth/login');
    scheduled!();
    await flush();
    expect(pendingTelemetryCalls()).toBe(0);
  });

  test('an SDK whose start fails turns telemetry off, and the early error listeners come off with it', async () => {
    const failing = { startTelemetry: () => Promise.reject(new Error('analytics failed to start')), replayHooks: () => hooks };
    const startReplay = jest.fn();
    const added = jest.spyOn(window, 'addEventListener');
    const removed = jest.spyOn(window, 'removeEventListener');
    loadTelemetry({
      configuration: configuration('InstrumentationKey=x'),
      clinicId: 2,
      clinicLocale: 'en-US',
      load: () => Promise.resolve(failing),
      loadReplay: () => Promise.resolve({ startReplay }),
      schedule: (work) => work(),
    });
    telemetry.trackPageView('/auth/login');
    await flush();
    expect(pendingTelemetryCalls()).toBe(0);
    expect(startReplay).not.toHaveBeenCalled();
    for (const type of ['error', 'unhandledrejection']) {
      const listener = added.mock.calls.find(([name]) => name === type)?.[1];
      expect(listener).toBeDefined();
      expect(removed).toHaveBeenCalledWith(type, listener);
    }
    added.mockRestore();
    removed.mockRestore();
  });

  test('a Spanish clinic starts cookieless until the member accepts; the answer reaches the SDK', async () => {
    const { sink, calls } = recordingSink();
    const startTelemetry = jest.fn(() => sink);
    loadTelemetry({
      configuration: configuration('InstrumentationKey=x'),
      clinicId: 3,
      clinicLocale: 'es-ES',
      load: () => Promise.resolve(sdkModule(startTelemetry)),
      schedule: (work) => work(),
    });
    await flush();
    expect(startTelemetry).toHaveBeenCalledWith(expect.objectContaining({ cookiesAllowed: false }));
    expect(analyticsConsent.showsBar()).toBe(true);
    analyticsConsent.choose('accepted');
    expect(localStorage.getItem(consentStorageKey)).toBe('accepted');
    expect(calls.at(-1)).toEqual(['setAnalyticsCookies', true]);
    expect(analyticsConsent.showsBar()).toBe(false);
  });

  test('a clinic whose member accepted before starts with cookies', async () => {
    localStorage.setItem(consentStorageKey, 'accepted');
    const startTelemetry = jest.fn(() => recordingSink().sink);
    loadTelemetry({
      configuration: configuration('InstrumentationKey=x'),
      clinicId: 3,
      clinicLocale: 'fr-FR',
      load: () => Promise.resolve(sdkModule(startTelemetry)),
      schedule: (work) => work(),
    });
    await flush();
    expect(startTelemetry).toHaveBeenCalledWith(expect.objectContaining({ cookiesAllowed: true }));
    expect(analyticsConsent.showsBar()).toBe(false);
  });
});
