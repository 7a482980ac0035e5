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

/** Each i18n instance's latest choice: an earlier choice whose strings arrive after it changes nothing. */
const latestChoice = new WeakMap<I18n, number>();

/**
 * Loads a language's common strings and those of the namespaces in use, then switches to it. Resolves
 * true once the page is in it, false when a later choice was made meanwhile (that one applies);
 * rejects when the strings cannot be loaded, with the page left in its language and the stored
 * choice put back as it was.
 */
export async function changeLanguage(instance: I18n, locale: PortalLocale): Promise<boolean> {
  const choice = (latestChoice.get(instance) ?? 0) + 1;
  latestChoice.set(instance, choice);
  // The choice is kept at once: a page opened while the language's strings still load opens in it.
  const before = storedLocale();
  storeLocale(locale);
  const common = async () => {
    if (!instance.hasResourceBundle(locale, 'common')) instance.addResourceBundle(locale, 'common', await loadCommonStrings(locale), true, false);
  };
  try {
    await Promise.all([common(), loadUsedNamespaces(instance, locale)]);
  } catch (error) {
    if (latestChoice.get(instance) !== choice) return false;
    if (before) storeLocale(before);
    else forgetStoredLocale();
    throw error;
  }
  if (latestChoice.get(instance) !== choice) return false;
  await instance.changeLanguage(locale);
  return true;
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

function forgetStoredLocale(): void {
  try {
    window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}

export function storeLocale(locale: PortalLocale): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}
