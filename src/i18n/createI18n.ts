// i18next with one namespace per feature (style §9). Every namespace ships all four locales in the
// bundle of the feature that owns it, so switching language never waits on the network.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fallbackLocale, LANGUAGE_STORAGE_KEY, supportedLocales, toPortalLocale, type PortalLocale, type Translations } from './locales.ts';
import { commonStrings } from './commonStrings.ts';

export async function createI18n(initial: PortalLocale): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: initial,
    fallbackLng: fallbackLocale,
    supportedLngs: [...supportedLocales],
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    resources: Object.fromEntries(supportedLocales.map((l) => [l, { common: commonStrings[l] }])),
  });
  return instance;
}

/** Adds a feature's namespace (idempotent): called at module load of the feature. */
export function addNamespace(instance: I18n, namespace: string, translations: Translations): void {
  for (const locale of supportedLocales) {
    if (!instance.hasResourceBundle(locale, namespace)) instance.addResourceBundle(locale, namespace, translations[locale], true, false);
  }
}

export function storedLocale(): PortalLocale | null {
  try {
    return toPortalLocale(window.localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function storeLocale(locale: PortalLocale): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}
