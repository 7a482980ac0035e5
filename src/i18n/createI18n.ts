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

/**
 * Each i18n instance's choices: the number of the latest, and what the browser kept before the choices
 * now under way (put back when the latest of them fails; undefined when none is under way).
 */
const choices = new WeakMap<I18n, { latest: number; before: PortalLocale | null | undefined }>();

function choicesOf(instance: I18n) {
  let state = choices.get(instance);
  if (!state) {
    state = { latest: 0, before: undefined };
    choices.set(instance, state);
  }
  return state;
}

/** Puts back what the browser kept before the choices under way, and ends them (later answers change nothing). */
function endChoices(instance: I18n): void {
  const state = choicesOf(instance);
  state.latest += 1;
  if (state.before === undefined) return;
  if (state.before) storeLocale(state.before);
  else forgetStoredLocale();
  state.before = undefined;
}

/**
 * Loads a language's common strings and those of the namespaces in use, then switches to it. Resolves
 * true once the page is in it, false when a later choice was made meanwhile (that one applies);
 * rejects when the strings cannot be loaded, with the page left in its language and the browser's kept
 * choice put back as it was before this run of choices.
 */
export async function changeLanguage(instance: I18n, locale: PortalLocale): Promise<boolean> {
  const state = choicesOf(instance);
  if (state.before === undefined) state.before = storedLocale();
  const choice = ++state.latest;
  // The choice is kept at once: a page opened while the language's strings still load opens in it.
  storeLocale(locale);
  const common = async () => {
    if (!instance.hasResourceBundle(locale, 'common')) instance.addResourceBundle(locale, 'common', await loadCommonStrings(locale), true, false);
  };
  try {
    await Promise.all([common(), loadUsedNamespaces(instance, locale)]);
    if (state.latest !== choice) return false;
    await instance.changeLanguage(locale);
  } catch (error) {
    if (state.latest !== choice) return false;
    // A listener of languageChanged that threw: the page is in the language all the same.
    if (instance.language === locale) {
      state.before = undefined;
      return true;
    }
    endChoices(instance);
    throw error;
  }
  state.before = undefined;
  return true;
}

/** The current language chosen again while another's strings load: that choice is dropped, the kept one put back. */
export function keepCurrentLanguage(instance: I18n): void {
  endChoices(instance);
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
