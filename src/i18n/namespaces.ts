// Feature namespaces (style §9): each language's strings are a module of their own
// (locales/<language>/<name>.ts beside the feature), its own chunk, loaded for the language the
// portal shows only; a language switch loads the namespaces in use first. A namespace starts
// loading as soon as its descriptor is defined (its route chunk arrives), so that its strings
// come in step with the page rather than after it, and a part shown later (a dialog, the captcha)
// finds them there; useNamespace waits for them if they are not.
import type { i18n as I18n } from 'i18next';
import { fallbackLocale, toPortalLocale, type PortalLocale } from './locales.ts';
import type { FeatureResources } from './resources.ts';

export type FeatureNamespace = keyof FeatureResources;

type Loaders<N extends FeatureNamespace> = Readonly<Record<PortalLocale, () => Promise<{ strings: FeatureResources[N] }>>>;

/** Where a namespace's strings are: one loader per language (a dynamic import, so its own chunk). */
export interface NamespaceStrings<N extends FeatureNamespace = FeatureNamespace> {
  readonly namespace: N;
  readonly load: Loaders<N>;
}

/** The portal's instance, once created; descriptors defined before it wait here. */
let portal: I18n | null = null;
const waiting: NamespaceStrings[] = [];

export function defineNamespace<N extends FeatureNamespace>(namespace: N, load: Loaders<N>): NamespaceStrings<N> {
  const strings: NamespaceStrings<N> = { namespace, load };
  if (portal) prefetch(portal, strings);
  else waiting.push(strings);
  return strings;
}

/** From now on namespaces load as they are defined (and those defined already start loading). */
export function prefetchNamespaces(instance: I18n): void {
  portal = instance;
  for (const strings of waiting.splice(0)) prefetch(instance, strings);
}

function prefetch(instance: I18n, strings: NamespaceStrings): void {
  // A failure is not reported here: the first use asks again and shows it.
  loadInPageLanguage(instance, strings).catch(() => undefined);
}

/** Loads a namespace in the language the instance shows. */
export function loadInPageLanguage(instance: I18n, strings: NamespaceStrings): Promise<void> {
  return loadNamespace(instance, strings, toPortalLocale(instance.language) ?? fallbackLocale);
}

interface LoaderState {
  /** Every namespace asked for, so that a language switch loads them all before it happens. */
  used: Map<string, NamespaceStrings>;
  /** Loads under way or done, by language and namespace: one request each, and a stable promise for Suspense. */
  loads: Map<string, Promise<void>>;
}

// By the instance's store: react-i18next hands components a copy of the instance, sharing its store.
const states = new WeakMap<object, LoaderState>();

function stateOf(instance: I18n): LoaderState {
  let state = states.get(instance.store);
  if (!state) {
    state = { used: new Map(), loads: new Map() };
    states.set(instance.store, state);
  }
  return state;
}

/** Whether the namespace's strings in this language are there (and notes the namespace as used). */
export function hasNamespace(instance: I18n, strings: NamespaceStrings, locale: PortalLocale): boolean {
  stateOf(instance).used.set(strings.namespace, strings);
  return instance.hasResourceBundle(locale, strings.namespace);
}

/** Loads one language of a namespace once; a failed load is forgotten, so that it can be tried again. */
export function loadNamespace(instance: I18n, strings: NamespaceStrings, locale: PortalLocale): Promise<void> {
  const state = stateOf(instance);
  state.used.set(strings.namespace, strings);
  const key = `${locale}/${strings.namespace}`;
  let load = state.loads.get(key);
  if (!load) {
    load = instance.hasResourceBundle(locale, strings.namespace)
      ? Promise.resolve()
      : strings.load[locale]().then((module) => {
          instance.addResourceBundle(locale, strings.namespace, module.strings, true, false);
        });
    load.catch(() => state.loads.delete(key));
    state.loads.set(key, load);
  }
  return load;
}

/** Loads a language of every namespace used so far (before switching to it). */
export async function loadUsedNamespaces(instance: I18n, locale: PortalLocale): Promise<void> {
  await Promise.all([...stateOf(instance).used.values()].map((strings) => loadNamespace(instance, strings, locale)));
}
