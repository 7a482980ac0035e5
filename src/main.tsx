// Bootstrap in the order of architecture §3: runtime config → /api/Configuration → i18n →
// session (clinic from the site address) → router. Mounted on #app.
import { createRoot } from 'react-dom/client';
import { createPortalApi } from './services/api/createPortalApi.ts';
import { createHttpClient } from './services/http/createHttpClient.ts';
import type { ErrorAction } from './services/http/errorPolicy.ts';
import type { ApiError } from './services/http/ApiError.ts';
import type { RuntimeConfig, Services } from './services/ServicesContext.tsx';
import { SessionService } from './services/session/SessionService.ts';
import { createLazyContentService } from './services/lazyContentService.ts';
import { createTokenStore } from './services/session/TokenStore.ts';
import { createI18n, storedLocale } from './i18n/createI18n.ts';
import { fallbackLocale, toPortalLocale } from './i18n/locales.ts';
import { App } from './app/App.tsx';
import { createNotificationCenter } from './app/notifications/NotificationCenter.ts';
import { BootFailure } from './app/BootFailure.tsx';

async function readRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/runtime-config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`runtime-config.json: HTTP ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}

// --- Session replay (issue 14) — until the Application Insights loader starts it (with the SDK's
// session and operation ids and its exception hook), it is started here after the first paint: a
// session id of its own kept in sessionStorage, no operation id, errors from the window's handlers.
function startSessionReplay(sampleRate: number, apiBaseAddress: string): void {
  const sessionKey = 'portal.replay.session';
  const sessionId = () => {
    let id = sessionStorage.getItem(sessionKey);
    if (!id) sessionStorage.setItem(sessionKey, (id = crypto.randomUUID()));
    return id;
  };
  requestAnimationFrame(() =>
    setTimeout(() => {
      void import('./services/telemetry/replay/index.ts')
        .then((replay) => {
          const controller = replay.startReplay({ sampleRate, getSessionId: sessionId, getOperationId: () => null, uploadUrl: `${apiBaseAddress}/api/Telemetry/Replays` });
          window.addEventListener('error', () => controller.markError());
          window.addEventListener('unhandledrejection', () => controller.markError());
        })
        .catch(() => undefined);
    }, 0),
  );
}
// --- end of session replay start-up

async function bootstrap(): Promise<void> {
  const container = document.getElementById('app');
  if (!container) throw new Error('The page has no #app element');
  const root = createRoot(container);
  try {
    const runtime = await readRuntimeConfig();
    const tokens = createTokenStore();
    const handlers: { onErrorAction: (action: ErrorAction, error: ApiError) => void } = { onErrorAction: () => undefined };
    const notifications = createNotificationCenter();
    let currentLocale: string = storedLocale() ?? fallbackLocale;
    const http = createHttpClient({
      baseUrl: runtime.apiBaseAddress,
      tokens,
      getLocale: () => currentLocale,
      onErrorAction: (action, error) => handlers.onErrorAction(action, error),
    });
    const api = createPortalApi(http);
    const configuration = await api.configuration.get({ skipErrorPolicy: true });
    const session = new SessionService(api, tokens);
    await session.loadCenter(window.location.host);
    const initialLocale = storedLocale() ?? toPortalLocale(session.snapshot.center?.locale) ?? fallbackLocale;
    const i18n = await createI18n(initialLocale);
    currentLocale = i18n.language;
    i18n.on('languageChanged', (language) => {
      currentLocale = language;
      document.documentElement.lang = language;
    });
    document.documentElement.lang = initialLocale;
    const content = createLazyContentService(configuration.content);
    const services: Services = { api, session, configuration, content, runtime, notify: (message) => notifications.push(message) };
    root.render(<App services={services} i18n={i18n} notifications={notifications} bindErrorActions={(apply) => (handlers.onErrorAction = apply)} />);
    startSessionReplay(configuration.telemetry.replaySampleRate, runtime.apiBaseAddress);
  } catch (error) {
    root.render(<BootFailure error={error} />);
  }
}

void bootstrap();
