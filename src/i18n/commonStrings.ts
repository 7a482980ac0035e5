// The common namespace: en-US ships with the start-up bundle (it is also the fallback); the other
// languages load on demand, before the portal renders in them.
import { enUS } from './common/en-US.ts';
import type { PortalLocale } from './locales.ts';

type Strings = Record<string, unknown>;

const loaders: Record<Exclude<PortalLocale, 'en-US'>, () => Promise<Strings>> = {
  'en-GB': async () => (await import(/* webpackChunkName: "strings-en-GB" */ './common/en-GB.ts')).strings,
  es: async () => (await import(/* webpackChunkName: "strings-es" */ './common/es.ts')).strings,
  fr: async () => (await import(/* webpackChunkName: "strings-fr" */ './common/fr.ts')).strings,
};

export async function loadCommonStrings(locale: PortalLocale): Promise<Strings> {
  return locale === 'en-US' ? enUS : loaders[locale]();
}
