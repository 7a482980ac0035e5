// Starts telemetry for the session (issue 14): with a connection string, the SDK module is imported
// once the page has loaded and the browser is idle, and takes over the facade's queue; without one
// (or when the module cannot load) telemetry is off and nothing is kept. Errors nobody caught before
// the SDK arrives are queued; once it runs, the SDK reports them itself.
import type { FrontendConfiguration } from '../../../contract/api/centers.ts';
import { afterLoadIdle } from '../../shared/afterLoadIdle.ts';
import { yieldToBrowser } from '../../shared/yieldToBrowser.ts';
import { analyticsConsent, consentRequired, cookiesAllowed } from './consent.ts';
import { attachTelemetrySink, disableTelemetry, telemetry } from './telemetry.ts';

import type { replayHooks, startTelemetry } from './startTelemetry.ts';
import type { startReplay } from './replay/index.ts';

interface StartModule {
  startTelemetry: typeof startTelemetry;
  replayHooks: typeof replayHooks;
}

interface ReplayModule {
  startReplay: typeof startReplay;
}

export interface LoadTelemetryOptions {
  configuration: Pick<FrontendConfiguration, 'telemetry'>;
  clinicId: number | null;
  clinicLocale: string | null | undefined;
  /** The API's base address (runtime configuration): replay chunks are posted under it. */
  apiBaseAddress?: string;
  /** The SDK module (a dynamic import, never in the start-up bundle). */
  load?: () => Promise<StartModule>;
  /** Session replay (a dynamic import of its own; the recorder itself is another chunk still). */
  loadReplay?: () => Promise<ReplayModule>;
  schedule?: (work: () => void) => void;
}

export function loadTelemetry(options: LoadTelemetryOptions): void {
  const { connectionString, release } = options.configuration.telemetry;
  if (!connectionString) {
    disableTelemetry();
    analyticsConsent.configure(false, () => undefined);
    return;
  }
  analyticsConsent.configure(consentRequired(options.clinicLocale), (choice) => telemetry.setAnalyticsCookies(choice === 'accepted'));
  telemetry.setClinic(options.clinicId);

  const onError = (event: ErrorEvent) => telemetry.trackException(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => telemetry.trackException(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  const stopEarlyListeners = () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };

  const load = options.load ?? (() => import(/* webpackChunkName: "telemetry" */ './startTelemetry.ts'));
  const schedule = options.schedule ?? ((work: () => void) => void afterLoadIdle(work));
  schedule(() => {
    // Evaluating the SDK's modules, starting it (a task per plugin) and starting replay are separate
    // tasks, not one long one. The early listeners stay until the SDK's own take over.
    load().then(
      async (module) => {
        await yieldToBrowser();
        try {
          const sink = await module.startTelemetry({ connectionString, release, clinicId: options.clinicId, cookiesAllowed: cookiesAllowed(options.clinicLocale) });
          stopEarlyListeners();
          attachTelemetrySink(sink);
        } catch {
          stopEarlyListeners();
          disableTelemetry();
          return;
        }
        await yieldToBrowser();
        startSessionReplay(module.replayHooks(), options);
      },
      () => {
        stopEarlyListeners();
        disableTelemetry();
      },
    );
  });
}

/**
 * Session replay (spec §9) rides on the SDK: its chunks are filed under the SDK's session id and the
 * current operation id, and an exception the SDK tracks keeps the last minute. Where analytics
 * storage waits for consent, the sampling decision is not written to sessionStorage.
 */
function startSessionReplay(hooks: ReturnType<typeof replayHooks>, options: LoadTelemetryOptions): void {
  const fallbackSession = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  const loadReplay = options.loadReplay ?? (() => import(/* webpackChunkName: "replay" */ './replay/index.ts'));
  loadReplay().then(
    (replay) => {
      const controller = replay.startReplay({
        sampleRate: options.configuration.telemetry.replaySampleRate,
        getSessionId: () => hooks.getSessionId() ?? fallbackSession,
        getOperationId: () => hooks.getOperationId() ?? null,
        uploadUrl: `${options.apiBaseAddress ?? ''}/api/Telemetry/Replays`,
        persistDecision: cookiesAllowed(options.clinicLocale),
      });
      hooks.onExceptionTracked(() => controller.markError());
    },
    () => undefined,
  );
}
