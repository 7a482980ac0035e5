// What the payment UI needs from the API and how it turns it into PayPal JS SDK script options
// (spec §9: wallet buttons 42 high, disabled funding sources, buyer country outside live mode).
import type { ReactPayPalScriptOptions } from '@paypal/react-paypal-js';
import type { PortalLocale } from '../../i18n/locales.ts';

/** GET …/Payments/PayPalApiSettingsId. */
export interface PayPalApiSettings {
  payPalApiSettingsId: number;
  /** The PayPal REST app's client id the JS SDK loads with. */
  appClientId?: string;
  /** The clinic's PayPal merchant (payee) id. */
  memberClientId?: string | null;
  currencyCode?: string;
  isLiveMode?: boolean;
}

export const WALLET_BUTTON_HEIGHT = 42;
export const DISABLED_FUNDING = 'paylater,mybank,trustly,satispay';

const buyerCountries: Record<PortalLocale, string> = { 'en-US': 'US', 'en-GB': 'GB', es: 'ES', fr: 'FR' };
const sdkLocales: Record<PortalLocale, string> = { 'en-US': 'en_US', 'en-GB': 'en_GB', es: 'es_ES', fr: 'fr_FR' };

export function buyerCountryOf(locale: string | null | undefined): string {
  return buyerCountries[locale as PortalLocale] ?? 'US';
}

export function scriptOptionsOf(settings: PayPalApiSettings, locale: PortalLocale, sdkBaseUrl: string | undefined, fallbackCurrency: string): ReactPayPalScriptOptions {
  return {
    clientId: settings.appClientId || 'test',
    ...(settings.memberClientId ? { merchantId: settings.memberClientId } : {}),
    components: 'buttons,card-fields',
    currency: settings.currencyCode || fallbackCurrency,
    intent: 'capture',
    locale: sdkLocales[locale],
    disableFunding: DISABLED_FUNDING,
    ...(settings.isLiveMode ? {} : { buyerCountry: buyerCountryOf(locale) }),
    ...(sdkBaseUrl ? { sdkBaseUrl } : {}),
  };
}
