// The content service loads with the first page that asks for text, not at start-up: every call
// goes through a stand-in that imports the real service (and, through it, the SDK) on first use.
import type { ContentService, ContentSettings } from './content/index.ts';

export function createLazyContentService(settings: ContentSettings): ContentService {
  let loading: Promise<ContentService> | null = null;
  const load = () => (loading ??= import(/* webpackChunkName: "content" */ './content/index.ts').then((m) => m.createContentService(settings)));
  const call =
    <K extends keyof ContentService>(name: K) =>
    (...args: Parameters<ContentService[K]>) =>
      load().then((service) => (service[name] as (...a: Parameters<ContentService[K]>) => unknown)(...args));
  return {
    getMemberPortal: call('getMemberPortal') as ContentService['getMemberPortal'],
    getDispositionPage: call('getDispositionPage') as ContentService['getDispositionPage'],
    getButtons: call('getButtons') as ContentService['getButtons'],
    getFooterPanels: call('getFooterPanels') as ContentService['getFooterPanels'],
    getMatchingSiteTemplates: call('getMatchingSiteTemplates') as ContentService['getMatchingSiteTemplates'],
    getMatchingSitePage: call('getMatchingSitePage') as ContentService['getMatchingSitePage'],
    getInfoPage: call('getInfoPage') as ContentService['getInfoPage'],
    getLoginSlides: call('getLoginSlides') as ContentService['getLoginSlides'],
    clearCache: () => void loading?.then((service) => service.clearCache()),
  };
}
