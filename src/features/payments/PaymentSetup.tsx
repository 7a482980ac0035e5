// Loads the payment settings and the PayPal JS SDK once for the payment UI below it, and again when
// the language changes (spec §4): the provider is keyed by the locale. The SDK address comes from
// the configuration (`payPal.sdkBaseUrl`: the local stand-in in development, PayPal's own when null).
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DISPATCH_ACTION, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import type { Center } from '../../../contract/api/centers.ts';
import type { Member } from '../../../contract/api/members.ts';
import { fallbackLocale, toPortalLocale, type PortalLocale } from '../../i18n/locales.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { useAsync, type AsyncState } from '../../shared/useAsync.ts';
import { allowPayPalSdkScripts } from './payPalTrustedTypes.ts';
import { scriptOptionsOf, type PayPalApiSettings } from './paymentSettings.ts';

export type PaymentSetupStatus = 'loading' | 'ready' | 'error';

export interface PaymentSetupState {
  status: PaymentSetupStatus;
  settings: PayPalApiSettings | null;
  error: unknown;
  retry: () => void;
}

const PaymentSetupContext = createContext<PaymentSetupState>({ status: 'loading', settings: null, error: undefined, retry: () => undefined });

export function usePaymentSetup(): PaymentSetupState {
  return useContext(PaymentSetupContext);
}

export function usePortalLocale(): PortalLocale {
  const { i18n } = useTranslation();
  return toPortalLocale(i18n.language) ?? fallbackLocale;
}

export interface PaymentSetupProps {
  member: Member;
  center: Center;
  children: ReactNode;
}

export function PaymentSetup(props: PaymentSetupProps) {
  const { api, configuration } = useServices();
  const locale = usePortalLocale();
  const memberId = props.member.id;
  const settings = useAsync((signal) => api.payments.settingsId(memberId, { signal, skipNotification: true }) as Promise<PayPalApiSettings>, [api, memberId, locale]);
  const sdkBaseUrl = configuration.payPal?.sdkBaseUrl ?? undefined;
  return (
    <PayPalScriptProvider key={locale} deferLoading options={{ clientId: 'pending' }}>
      <ScriptLoader settings={settings} locale={locale} sdkBaseUrl={sdkBaseUrl} currency={props.center.merchantAccountDetails.currencyCode}>
        {props.children}
      </ScriptLoader>
    </PayPalScriptProvider>
  );
}

interface ScriptLoaderProps {
  settings: AsyncState<PayPalApiSettings> & { reload: () => void };
  locale: PortalLocale;
  sdkBaseUrl: string | undefined;
  currency: string;
  children: ReactNode;
}

function ScriptLoader(props: ScriptLoaderProps) {
  const [script, dispatch] = usePayPalScriptReducer();
  const { settings, locale, sdkBaseUrl, currency } = props;
  const loaded = settings.status === 'success' ? settings.data : null;

  useEffect(() => {
    if (!loaded) return;
    allowPayPalSdkScripts(sdkBaseUrl);
    dispatch({ type: DISPATCH_ACTION.RESET_OPTIONS, value: scriptOptionsOf(loaded, locale, sdkBaseUrl, currency) });
  }, [loaded, locale, sdkBaseUrl, currency, dispatch]);

  const reload = settings.reload;
  const value = useMemo<PaymentSetupState>(() => {
    if (settings.status === 'error') return { status: 'error', settings: null, error: settings.error, retry: reload };
    if (script.isRejected) return { status: 'error', settings: loaded, error: new Error('The PayPal SDK did not load'), retry: reload };
    if (loaded && script.isResolved) return { status: 'ready', settings: loaded, error: undefined, retry: reload };
    return { status: 'loading', settings: loaded, error: undefined, retry: reload };
  }, [settings.status, settings.error, script.isRejected, script.isResolved, loaded, reload]);

  return <PaymentSetupContext.Provider value={value}>{props.children}</PaymentSetupContext.Provider>;
}
