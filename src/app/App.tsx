// The provider stack: clinic theme, translations, services, toasts, router. The routed view is keyed
// on the language so it is rebuilt when the member switches language (spec §1).
import { useEffect, useMemo, useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { FluentProvider, Toast, ToastBody, ToastTitle, Toaster, useId, useToastController } from '@fluentui/react-components';
import { RouterProvider } from 'react-router';
import type { ApiError } from '../services/http/ApiError.ts';
import type { ErrorAction } from '../services/http/errorPolicy.ts';
import { ServicesProvider, useSessionState, type Services } from '../services/ServicesContext.tsx';
import { createCenterTheme } from './theme/createCenterTheme.ts';
import type { AppRouter } from './router.tsx';
import { pathOf } from '../guards/routeCatalog.ts';

export interface AppProps {
  services: Services;
  i18n: I18n;
  router: AppRouter;
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
  const primary = useSessionState((s) => s.center?.colorScheme.primary);
  const theme = useMemo(() => createCenterTheme(primary), [primary]);
  const toasterId = useId('toaster');
  return (
    <FluentProvider theme={theme} style={{ minHeight: '100vh', background: theme.colorNeutralBackground2 }}>
      <Toaster toasterId={toasterId} position="top-end" pauseOnHover pauseOnWindowBlur />
      <ErrorActionBridge {...props} toasterId={toasterId} />
      <RouterProvider key={props.language} router={props.router} />
    </FluentProvider>
  );
}

/** Connects the HTTP error policy and `services.notify` to the router and the Toaster. */
function ErrorActionBridge(props: AppProps & { toasterId: string }) {
  const { dispatchToast } = useToastController(props.toasterId);
  const { services, router, i18n, bindErrorActions } = props;

  useEffect(() => {
    services.notify = ({ title, body, intent }) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{title}</ToastTitle>
          {body ? <ToastBody>{body}</ToastBody> : null}
        </Toast>,
        { intent, timeout: intent === 'error' ? 8000 : 5000 },
      );
    bindErrorActions((action, error) => {
      switch (action.kind) {
        case 'exitPortal':
          services.session.endSession('centerMaintenance');
          void router.navigate(pathOf('login'), { replace: true });
          return;
        case 'signOut':
          services.session.endSession(error.status === 504 ? 'siteMaintenance' : 'sessionEnded');
          void router.navigate('/', { replace: true });
          return;
        case 'toast': {
          const title = action.title && action.title !== 'NetworkError' ? action.title : i18n.t(action.title === 'NetworkError' ? 'networkError' : 'BadAlert');
          services.notify({ title, body: action.message, intent: 'error' });
          return;
        }
        case 'silent':
          return;
      }
    });
  }, [services, router, i18n, bindErrorActions, dispatchToast]);
  return null;
}
