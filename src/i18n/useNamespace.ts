// A feature's strings and its `t`: on first use the namespace's strings in the portal's language
// load (the nearest Suspense boundary, a lazy route's, shows the loading state meanwhile).
import { useTranslation } from 'react-i18next';
import { fallbackLocale, toPortalLocale } from './locales.ts';
import { hasNamespace, loadNamespace, type FeatureNamespace, type NamespaceStrings } from './namespaces.ts';

export function useNamespace<N extends FeatureNamespace>(namespace: N, strings: NamespaceStrings<N>) {
  const { i18n } = useTranslation();
  const locale = toPortalLocale(i18n.language) ?? fallbackLocale;
  // Suspends as React.lazy does, by throwing the (cached) load: React retries once it settles.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (!hasNamespace(i18n, strings, locale)) throw loadNamespace(i18n, strings, locale);
  return useTranslation(namespace);
}
