// i18next with one namespace per feature (style §9). The common namespace loads per language
// (see commonStrings); feature namespaces ship all four languages inside their own lazy chunk.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fallbackLocale, LANGUAGE_STORAGE_KEY, supportedLocales, toPortalLocale, type PortalLocale, type Translations } from './locales.ts';
import { loadCommonStrings } from './commonStrings.ts';

export async function createI18n(initial: PortalLocale): Promise<I18n> {
  const instance = i18next.createInstance();
  const locales = [...new Set<PortalLocale>([fallbackLocale, initial])];
  const bundles = await Promise.all(locales.map(async (locale) => [locale, { common: await loadCommonStrings(locale) }] as const));
  await instance.use(initReactI18next).init({
    lng: initial,
    fallbackLng: fallbackLocale,
    supportedLngs: [...supportedLocales],
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    partialBundledLanguages: true,
    showSupportNotice: false,
    resources: Object.fromEntries(bundles),
  });
  return instance;
}

/** Loads the common strings of a language before switching to it. */
export async function changeLanguage(instance: I18n, locale: PortalLocale): Promise<void> {
  // The choice is kept at once: a page opened while the language's strings still load opens in it.
  storeLocale(locale);
  if (!instance.hasResourceBundle(locale, 'common')) instance.addResourceBundle(locale, 'common', await loadCommonStrings(locale), true, false);
  await instance.changeLanguage(locale);
}

/** Adds a feature's namespace (idempotent): called on first use of the feature. */
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
