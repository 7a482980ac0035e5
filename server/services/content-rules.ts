// Business rules the API reads from the content service (spec §3 disposition page), behind an
// interface so production reads the real Contentful Delivery API and development the content
// emulator's data. Today: `thawAndDiscardIfOlderThan` (hours) of the member type's thaw page.
//
// Look-up as the SPA does it: the memberPortal entry of the clinic and content member type
// (clinic 0, the default content, when the clinic has none), then the linked disposition page
// whose id is the member type's thaw-and-discard page.
import { fileURLToPath } from 'node:url';
import { optionRoutesByMemberType } from '../../src/domain/dispositionOptions.ts';
import { memberTypeInfo } from '../../src/domain/memberTypes.ts';
import type { MemberType } from '../contract/auth.ts';
import type { ContentSettings } from '../config.ts';
import type { Clock } from './clock.ts';

export interface ContentRules {
  /** Hours an item must have been frozen before it may be thawed and discarded; null = no limit set. */
  thawAndDiscardIfOlderThanHours(centerId: number, memberType: MemberType): Promise<number | null>;
}

/** The part of a Delivery API `/entries` answer the rules read. */
interface EntriesAnswer {
  items: { sys: { id: string }; fields: Record<string, unknown> }[];
  includes?: { Entry?: { sys: { id: string }; fields: Record<string, unknown> }[] };
}

/** Runs one `/entries` query (Delivery API parameters) and answers in the Delivery API's shape. */
export type EntriesSource = (query: Record<string, string>) => Promise<EntriesAnswer>;

export class ContentUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ContentUnavailableError';
  }
}

const cacheMs = 5 * 60_000;

/** The thaw-and-discard page id of a member type ('egg-thaw-and-discard', …), or null (recipient). */
export function thawPageIdOf(memberType: MemberType): string | null {
  return optionRoutesByMemberType[memberType].find((route) => route.options.includes('thaw-and-discard'))?.slug ?? null;
}

/** ContentRules over any Delivery API source, with a short cache (content changes rarely). */
export function createContentRules(source: EntriesSource, clock: Clock): ContentRules {
  const cache = new Map<string, { value: number | null; until: number }>();

  async function portalPages(centerId: number, memberType: MemberType) {
    const answer = await source({
      content_type: 'memberPortal',
      'fields.ivfCenter': String(centerId),
      'fields.memberType': memberTypeInfo[memberType].contentMemberType,
      include: '1',
      locale: 'en-US',
      limit: '1',
    });
    const portal = answer.items[0];
    if (!portal) return null;
    const linked = Array.isArray(portal.fields.dispositionOptionPages) ? (portal.fields.dispositionOptionPages as { sys?: { id?: string } }[]) : [];
    const ids = new Set(linked.map((link) => link.sys?.id));
    return (answer.includes?.Entry ?? []).filter((entry) => ids.has(entry.sys.id));
  }

  return {
    async thawAndDiscardIfOlderThanHours(centerId, memberType) {
      const pageId = thawPageIdOf(memberType);
      if (!pageId) return null;
      const key = `${centerId}|${memberType}`;
      const cached = cache.get(key);
      if (cached && cached.until > clock.now()) return cached.value;
      let pages;
      try {
        pages = (await portalPages(centerId, memberType)) ?? (centerId === 0 ? null : await portalPages(0, memberType));
      } catch (error) {
        throw new ContentUnavailableError('The content service did not answer', { cause: error });
      }
      const page = pages?.find((entry) => entry.fields.id === pageId);
      const hours = page?.fields.thawAndDiscardIfOlderThan;
      const value = typeof hours === 'number' && Number.isFinite(hours) ? hours : null;
      cache.set(key, { value, until: clock.now() + cacheMs });
      return value;
    },
  };
}

/** The real Contentful Delivery API (or anything speaking it) over HTTP. */
export function deliveryApiSource(settings: ContentSettings, timeoutMs = 10_000): EntriesSource {
  const protocol = settings.insecure ? 'http' : 'https';
  const base = `${protocol}://${settings.host}${settings.basePath}/spaces/${encodeURIComponent(settings.space)}/environments/${encodeURIComponent(settings.environment)}`;
  return async (query) => {
    const response = await fetch(`${base}/entries?${new URLSearchParams(query).toString()}`, {
      headers: { authorization: `Bearer ${settings.accessToken}` },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`content service answered ${response.status}`);
    return (await response.json()) as EntriesAnswer;
  };
}

/**
 * The content emulator's data read in process through its store module (the emulator is served
 * by this same process at a relative base path, so there is no absolute URL to call). The data
 * is loaded on the first question, not at start-up.
 */
export function emulatorSource(): EntriesSource {
  let loading: Promise<EntriesSource> | null = null;
  const load = async (): Promise<EntriesSource> => {
    const { DEFAULT_DATA_DIR, DEFAULT_FILES_DIR, loadContentStore, queryEntries, renderEntry } = await import('../emulators/content/content-store.ts');
    const store = await loadContentStore(fileURLToPath(DEFAULT_DATA_DIR), fileURLToPath(DEFAULT_FILES_DIR));
    const context = { space: 'emulator', environment: 'master', filesBaseUrl: '' };
    return (query) => {
      const result = queryEntries(store, query);
      return Promise.resolve({
        items: result.items.map((entry) => renderEntry(context, entry, result.locale)),
        includes: { Entry: result.includedEntries.map((entry) => renderEntry(context, entry, result.locale)) },
      });
    };
  };
  return async (query) => {
    loading ??= load();
    loading.catch(() => (loading = null));
    return (await loading)(query);
  };
}

/** Development settings point at the emulator mounted on the API's own origin (host ''). */
export function isEmulatedContent(settings: ContentSettings): boolean {
  return settings.host === '';
}
