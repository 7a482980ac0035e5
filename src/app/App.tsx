// The provider stack: clinic theme, translations, services, toasts, router. The routed view is keyed
// on the language so it is rebuilt when the member switches language (spec §1).
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { FluentProvider } from '@fluentui/react-components';
import { BrowserRouter, useLocation, useNavigate } from 'react-router';
import type { ApiError } from '../services/http/ApiError.ts';
import { installModalAriaHiddenGuard } from '../shared/modalAriaHiddenGuard.ts';
import { usePhoneBaseStyles } from '../shared/usePhoneBaseStyles.ts';
import type { ErrorAction } from '../services/http/errorPolicy.ts';
import { ServicesProvider, useSessionState, type Services } from '../services/ServicesContext.tsx';
import { createCenterTheme } from './theme/createCenterTheme.ts';
import { useLinkBaseStyles } from './theme/useLinkBaseStyles.ts';
import { AppRoutes } from './router.tsx';
import { applyErrorAction } from './applyErrorAction.ts';
import { OfflineBanner } from './OfflineBanner.tsx';
import type { NotificationCenter } from './notifications/NotificationCenter.ts';
import { PaymentMethodSlotContext } from '../shared/slots/PaymentMethodSlot.tsx';
import { WithdrawDecisionSlotContext } from '../shared/slots/WithdrawDecisionSlot.tsx';
import { afterLoadIdle } from '../shared/afterLoadIdle.ts';
import { telemetry } from '../services/telemetry/telemetry.ts';
import { routeTemplateOf } from '../services/telemetry/routeTemplates.ts';

// The payment UI (PayPal loader, card form) loads only where the account page asks for it.
const PaymentMethodPanel = lazy(async () => ({ default: (await import(/* webpackChunkName: "payments" */ '../features/payments/index.ts')).PaymentMethodPanel }));
// The dispositions feature's withdraw dialog, for the member home (the option pages use it directly).
const WithdrawDialog = lazy(async () => ({ default: (await import(/* webpackChunkName: "withdraw" */ '../features/dispositions/WithdrawDialog.tsx')).WithdrawDialog }));

// A chunk that cannot load leaves nothing in its place (these are extras, not the page).
const nothing = { default: () => null };
// The analytics-cookies question (issue 14), where the clinic's locale asks it; loaded after first paint.
const ConsentBar = lazy(async () =>
  import(/* webpackChunkName: "consent-bar" */ './ConsentBar.tsx').then(
    (m) => ({ default: m.ConsentBar }),
    () => nothing,
  ),
);

const ToastHost = lazy(async () => ({ default: (await import(/* webpackChunkName: "toasts" */ './notifications/ToastHost.tsx')).ToastHost }));

export interface AppProps {
  services: Services;
  i18n: I18n;
  notifications: NotificationCenter;
  bindErrorActions: (apply: (action: ErrorAction, error: ApiError) => void) => void;
}

export function App(props: AppProps) {
  const [language, setLanguage] = useState(props.i18n.language);
  useEffect(() => {
    const onChange = (lng: string) => setLanguage(lng);
    props.i18n.on('languageChanged', onChange);
    return () => props.i18n.off('languageChanged', onChange);
  }, [props.i18n]);

  return (
    <I18nextProvider i18n={props.i18n}>
      <ServicesProvider services={props.services}>
        <ThemedShell {...props} language={language} />
      </ServicesProvider>
    </I18nextProvider>
  );
}

function ThemedShell(props: AppProps & { language: string }) {
  usePhoneBaseStyles();
  useLinkBaseStyles();
  const primary = useSessionState((s) => s.center?.colorScheme.primary);
  const theme = useMemo(() => createCenterTheme(primary), [primary]);
  const [toastsNeeded, setToastsNeeded] = useState(false);
  const signedIn = useSessionState((s) => s.tokens !== null);
  const { session } = props.services;
  // Server state is revalidated every 300000 ms while signed in (no page reload, nothing typed is lost).
  useEffect(() => (signedIn ? session.startRevalidation() : undefined), [signedIn, session]);
  useEffect(() => props.notifications.onFirstMessage(() => setToastsNeeded(true)), [props.notifications]);
  useEffect(() => installModalAriaHiddenGuard(document), []);
  const [extrasReady, setExtrasReady] = useState(false);
  useEffect(() => afterLoadIdle(() => setExtrasReady(true)), []);
  return (
    <FluentProvider theme={theme} style={{ minHeight: '100vh', background: theme.colorNeutralBackground2 }}>
      {toastsNeeded ? (
        <Suspense fallback={null}>
          <ToastHost center={props.notifications} />
        </Suspense>
      ) : null}
      <OfflineBanner />
      <BrowserRouter>
        <ErrorActionBridge {...props} />
        <PageViews />
        <PaymentMethodSlotContext.Provider value={PaymentMethodPanel}>
          <WithdrawDecisionSlotContext.Provider value={WithdrawDialog}>
            <AppRoutes key={props.language} />
          </WithdrawDecisionSlotContext.Provider>
        </PaymentMethodSlotContext.Provider>
      </BrowserRouter>
      {extrasReady ? (
        <Suspense fallback={null}>
          <ConsentBar />
        </Suspense>
      ) : null}
    </FluentProvider>
  );
}

/** A page view per navigation, named by the route template (never the address with its ids or query). */
function PageViews() {
  const { pathname } = useLocation();
  useEffect(() => telemetry.trackPageView(routeTemplateOf(pathname)), [pathname]);
  return null;
}

/** Connects the HTTP error policy to the session, the router and the notifications. */
function ErrorActionBridge(props: AppProps) {
  const { services, i18n, bindErrorActions } = props;
  const navigate = useNavigate();
  useEffect(() => {
    bindErrorActions((action, error) => {
      applyErrorAction(action, error, {
        session: services.session,
        notify: services.notify,
        navigate: (to, options) => void navigate(to, options),
        t: (key) => i18n.t(key),
      });
    });
  }, [services, navigate, i18n, bindErrorActions]);
  return null;
}
