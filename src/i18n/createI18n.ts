// i18next with one namespace per feature (style §9). Every namespace loads per language: common
// before the first render (see commonStrings), a feature's on its first use (see namespaces).
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fallbackLocale, LANGUAGE_STORAGE_KEY, LINK_LANGUAGE_PARAM, supportedLocales, toPortalLocale, type PortalLocale } from './locales.ts';
import { loadCommonStrings } from './commonStrings.ts';
import { loadUsedNamespaces, prefetchNamespaces } from './namespaces.ts';

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
  prefetchNamespaces(instance);
  return instance;
}

/** Loads a language's common strings and those of the namespaces in use before switching to it. */
export async function changeLanguage(instance: I18n, locale: PortalLocale): Promise<void> {
  // The choice is kept at once: a page opened while the language's strings still load opens in it.
  storeLocale(locale);
  const common = async () => {
    if (!instance.hasResourceBundle(locale, 'common')) instance.addResourceBundle(locale, 'common', await loadCommonStrings(locale), true, false);
  };
  await Promise.all([common(), loadUsedNamespaces(instance, locale)]);
  await instance.changeLanguage(locale);
}

/**
 * The language an e-mailed link names (`?lang=`, the e-mail's language): kept as the visitor's choice,
 * as if chosen in the language menu, and taken off the address, so that a reload or a later choice in
 * the menu is not overridden by it. Null when the address names none the portal has.
 */
export function takeLinkLocale(location: Pick<Location, 'href'> = window.location, history: Pick<History, 'replaceState' | 'state'> = window.history): PortalLocale | null {
  const url = new URL(location.href);
  if (!url.searchParams.has(LINK_LANGUAGE_PARAM)) return null;
  const locale = toPortalLocale(url.searchParams.get(LINK_LANGUAGE_PARAM));
  url.searchParams.delete(LINK_LANGUAGE_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (locale) storeLocale(locale);
  return locale;
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
