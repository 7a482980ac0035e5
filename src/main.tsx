// Bootstrap in the order of architecture §3: runtime config → /api/Configuration and the session
// (clinic from the site address), read side by side → i18n → router. Mounted on #app.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createPortalApi } from './services/api/createPortalApi.ts';
import { createHttpClient } from './services/http/createHttpClient.ts';
import type { ErrorAction } from './services/http/errorPolicy.ts';
import type { ApiError } from './services/http/ApiError.ts';
import type { RuntimeConfig, Services } from './services/ServicesContext.tsx';
import { SessionService } from './services/session/SessionService.ts';
import { createLazyContentService } from './services/lazyContentService.ts';
import { createTokenStore } from './services/session/TokenStore.ts';
import { createI18n, storedLocale, takeLinkLocale } from './i18n/createI18n.ts';
import { fallbackLocale, toPortalLocale } from './i18n/locales.ts';
import { App } from './app/App.tsx';
import { isStaffArea, opensSignIn, preloadRouteChunks } from './app/router.tsx';
import { createNotificationCenter } from './app/notifications/NotificationCenter.ts';
import { BootFailure } from './app/BootFailure.tsx';
import { applyPreloadedStylesheets } from './app/applyStylesheets.ts';
import type { FrontendConfiguration } from '../contract/api/centers.ts';
import { loadTelemetry } from './services/telemetry/loadTelemetry.ts';
import { prepareStartupMaintenance } from './features/auth/loginMaintenance.ts';
import { telemetry } from './services/telemetry/telemetry.ts';
import { browserLocalStorage, keepMemberLanguage } from './services/session/keepMemberLanguage.ts';

/** How long the first render waits for what is drawn above the page: a member's banners, the sign-in page's maintenance notice. */
const STARTUP_NOTICES_WAIT_MS = 2_000;

// index.html preloads it (as="fetch", same credentials mode), so this takes the preloaded answer; the
// file is served with Cache-Control: no-cache, so a cached copy is revalidated.
async function readRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/runtime-config.json');
  if (!response.ok) throw new Error(`runtime-config.json: HTTP ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}

async function bootstrap(): Promise<void> {
  const container = document.getElementById('app');
  if (!container) throw new Error('The page has no #app element');
  // An error a boundary caught (a page that failed, the chunk boundary) is reported too; errors no
  // boundary caught reach window.onerror, where the SDK reports them.
  const root = createRoot(container, {
    onCaughtError: (error) => {
      console.error(error);
      telemetry.trackException(error, { where: 'errorBoundary' });
    },
  });
  let configuration: FrontendConfiguration | null = null;
  // Loads while the calls below run; the first render waits for it (the skeleton did not).
  const styled = applyPreloadedStylesheets();
  try {
    // Inside the try: a browser that refuses localStorage gets the boot failure, not a blank page.
    const tokens = createTokenStore();
    const { pathname } = window.location;
    const signedIn = tokens.current() !== null;
    preloadRouteChunks(pathname, signedIn);
    const runtime = await readRuntimeConfig();
    // What the error policy decides before the router is up (the start-up banner read's expired
    // session, say) is kept and applied once the app binds its handler, as if it came just after.
    const earlyActions: [ErrorAction, ApiError][] = [];
    const handlers: { onErrorAction: (action: ErrorAction, error: ApiError) => void } = { onErrorAction: (action, error) => void earlyActions.push([action, error]) };
    const bindErrorActions = (apply: (action: ErrorAction, error: ApiError) => void) => {
      handlers.onErrorAction = apply;
      for (const [action, error] of earlyActions.splice(0)) apply(action, error);
    };
    const notifications = createNotificationCenter();
    // The language an e-mailed link names, else the one the visitor chose on an earlier visit (read
    // once: nothing changes it during start-up).
    const chosenLocale = takeLinkLocale() ?? storedLocale();
    let currentLocale: string = chosenLocale ?? fallbackLocale;
    const http = createHttpClient({
      baseUrl: runtime.apiBaseAddress,
      tokens,
      getLocale: () => currentLocale,
      onErrorAction: (action, error) => handlers.onErrorAction(action, error),
    });
    const api = createPortalApi(http);
    const session = new SessionService(api, tokens, () => currentLocale);
    // The configuration and the clinic are read side by side. loadCenter settles every outcome in the
    // session (no clinic, failed) and never throws; a configuration that fails is the boot failure. A
    // signed-in member's banners are read alongside, so the first page is drawn with them in place and
    // is not pushed down when they arrive (CLS); a read still running after 2 s is no longer waited
    // for, and its banners show when it ends (refreshBanners never throws). Their text is in the page's
    // language: the one the visitor chose, else the clinic's, so without a choice they wait for the clinic.
    const pageLocale = () => chosenLocale ?? toPortalLocale(session.snapshot.center?.locale) ?? fallbackLocale;
    const configurationLoad = api.configuration.get({ skipErrorPolicy: true });
    const centerLoad = session.loadCenter(window.location.host);
    const bannersLanguage =
      chosenLocale !== null
        ? Promise.resolve()
        : centerLoad.then(() => {
            currentLocale = pageLocale();
          });
    // i18n starts as soon as the page's language is known (at once when the visitor chose one, else
    // with the clinic's): the route's strings (which start loading once the instance exists) then come
    // beside a signed-in member's banner read rather than after it (issue 16: one round trip less
    // before the page draws).
    const i18nLoad = chosenLocale !== null ? createI18n(chosenLocale) : centerLoad.then(() => createI18n(pageLocale()));
    // Awaited below; a failure there is the boot failure, so it is not also reported as unhandled.
    void i18nLoad.catch(() => undefined);
    // The sign-in page's scheduled maintenance, read by site address beside the clinic's lookup, with
    // the notice's code and texts when there is a window: the form is drawn under the notice, not
    // pushed down by it (never rejects; the page reads it itself when start-up did not).
    const maintenanceRead = opensSignIn(pathname, signedIn) ? prepareStartupMaintenance(api, window.location.host, i18nLoad) : undefined;
    let noticesWait: ReturnType<typeof setTimeout> | undefined;
    const noticesRead = Promise.race([
      Promise.all([bannersLanguage.then(() => session.refreshBanners()), maintenanceRead]).finally(() => clearTimeout(noticesWait)),
      new Promise<void>((resolve) => (noticesWait = setTimeout(resolve, STARTUP_NOTICES_WAIT_MS))),
    ]);
    // A signed-in member's records (account, items, feature flags) are read once the member's clinic
    // and the page's language are known, beside i18n and the route's strings, rather than after the
    // first render, when the route guard would ask for them: one round trip less before the member's
    // page draws (issue 16: LCP). A token that names the clinic and a language the visitor chose need
    // not wait for the clinic's lookup. The guard finds the read under way and waits for it; it shares
    // the banner read above (same token and language). Not awaited: a page that needs no member draws.
    // Not in the staff area (no route guard there), where a member's tokens may also be present.
    const memberReadable = chosenLocale !== null && session.snapshot.user?.IVFCenterId != null ? bannersLanguage : Promise.all([centerLoad, bannersLanguage]);
    if (!isStaffArea(pathname)) void memberReadable.then(() => session.loadMemberState());
    [configuration] = await Promise.all([configurationLoad, centerLoad, noticesRead]);
    const initialLocale = pageLocale();
    const i18n = await i18nLoad;
    currentLocale = i18n.language;
    i18n.on('languageChanged', (language) => {
      currentLocale = language;
      document.documentElement.lang = language;
    });
    document.documentElement.lang = initialLocale;
    const content = createLazyContentService(configuration.content);
    const services: Services = { api, session, configuration, content, runtime, notify: (message) => notifications.push(message) };
    await styled;
    // A transition: React renders the first page in slices of a few milliseconds, yielding to the
    // browser in between, instead of in one long task (issue 16: total blocking time).
    startTransition(() => root.render(<App services={services} i18n={i18n} notifications={notifications} bindErrorActions={bindErrorActions} />));
    // Telemetry (issue 14): the SDK loads after the first paint; the signed-in member is an opaque id.
    const center = session.snapshot.center;
    loadTelemetry({ configuration, clinicId: center?.id ?? null, clinicLocale: center?.locale, apiBaseAddress: runtime.apiBaseAddress });
    let reportedUser: string | null = null;
    const reportUser = () => {
      const { user, tokens: current } = session.snapshot;
      const clinicId = user?.IVFCenterId ?? session.snapshot.center?.id ?? null;
      const key = current && user && user.UserId ? `${String(clinicId)}:${String(user.UserId)}` : null;
      if (key === reportedUser) return;
      reportedUser = key;
      telemetry.setAuthenticatedUser(key ? clinicId : null, key ? (user?.UserId ?? null) : null);
    };
    reportUser();
    session.subscribe(reportUser);
    // The language the member chooses in the menu, kept by the API for the mails they get without
    // asking (not from the staff console, whose language is the staff member's).
    if (!isStaffArea(pathname)) {
      const keeper = keepMemberLanguage({
        memberId: () => (session.snapshot.tokens ? (session.snapshot.user?.UserId ?? null) : null),
        send: (memberId, locale) => api.members.updateLanguage(memberId, { locale }, { skipErrorPolicy: true, skipNotification: true }),
        storage: browserLocalStorage(),
      });
      keeper.sync();
      session.subscribe(keeper.sync);
      // After start-up only the language menu changes the language (a link's was taken before).
      i18n.on('languageChanged', (language: string) => {
        const locale = toPortalLocale(language);
        if (locale) keeper.chose(locale);
      });
    }
  } catch (error) {
    telemetry.trackException(error, { where: 'boot' });
    if (configuration) loadTelemetry({ configuration, clinicId: null, clinicLocale: null });
    await styled;
    root.render(<BootFailure error={error} />);
  }
}

void bootstrap();
