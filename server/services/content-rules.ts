// Business rules the API reads from the content service (spec §3 disposition page), behind an
// interface so production reads the real Contentful Delivery API and development the content
// emulator's data. Today: `thawAndDiscardIfOlderThan` (hours) of the member type's thaw page.
//
// Look-up as the SPA does it: the memberPortal entry of the clinic and content member type
// (clinic 0, the default content, when the clinic has none), then the linked disposition page
// whose id is the member type's thaw-and-discard page.
import { fileURLToPath } from 'node:url';
import { optionRoutesByMemberType } from '../../contract/domain/dispositionOptions.ts';
import { memberTypeInfo } from '../../contract/domain/memberTypes.ts';
import type { MemberType } from '../../contract/api/auth.ts';
import type { ContentSettings } from '../config.ts';
import { computeTermsHash } from '../../contract/domain/termsHash.ts';
import type { Clock } from './clock.ts';

export interface ContentRules {
  /** Hours an item must have been frozen before it may be thawed and discarded; null = no limit set. */
  thawAndDiscardIfOlderThanHours(centerId: number, memberType: MemberType): Promise<number | null>;
  /** The e-signature terms (`docuSign`) the portal serves this clinic and member type, one per content locale. */
  signatureTerms(centerId: number, memberType: MemberType): Promise<SignatureTerms[]>;
}

/** Terms text as served, with the hash a signature must name (contract/domain/termsHash.ts). */
export interface SignatureTerms {
  locale: string;
  version: string;
  title: string;
  body: unknown;
  hash: string;
}

/** The content locales, as the SPA maps portal locales to them (ContentService `toContentLocale`). */
export const contentLocales = ['en-US', 'en-GB', 'es', 'fr'] as const;

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
  const thawCache = new Map<string, { value: number | null; until: number }>();
  const termsCache = new Map<string, { value: Promise<SignatureTerms[]>; until: number }>();

  async function portalEntry(centerId: number, memberType: MemberType, locale: string) {
    const answer = await source({
      content_type: 'memberPortal',
      'fields.ivfCenter': String(centerId),
      'fields.memberType': memberTypeInfo[memberType].contentMemberType,
      include: '1',
      locale,
      limit: '1',
    });
    const portal = answer.items[0];
    return portal ? { portal, includes: answer.includes?.Entry ?? [] } : null;
  }

  /** The clinic's own portal entry, or the default content's (clinic 0) as the SPA falls back. */
  async function portalOrDefault(centerId: number, memberType: MemberType, locale: string) {
    try {
      return (await portalEntry(centerId, memberType, locale)) ?? (centerId === 0 ? null : await portalEntry(0, memberType, locale));
    } catch (error) {
      throw new ContentUnavailableError('The content service did not answer', { cause: error });
    }
  }

  async function readTerms(centerId: number, memberType: MemberType): Promise<SignatureTerms[]> {
    const terms: SignatureTerms[] = [];
    for (const locale of contentLocales) {
      const docuSign = (await portalOrDefault(centerId, memberType, locale))?.portal.fields.docuSign;
      if (typeof docuSign !== 'object' || docuSign === null) continue;
      const { title, body, version } = docuSign as Record<string, unknown>;
      if (typeof version !== 'string' || typeof body !== 'object' || body === null) continue;
      terms.push({ locale, version, title: typeof title === 'string' ? title : '', body, hash: await computeTermsHash(body) });
    }
    return terms;
  }

  return {
    async thawAndDiscardIfOlderThanHours(centerId, memberType) {
      const pageId = thawPageIdOf(memberType);
      if (!pageId) return null;
      const key = `${centerId}|${memberType}`;
      const cached = thawCache.get(key);
      if (cached && cached.until > clock.now()) return cached.value;
      const found = await portalOrDefault(centerId, memberType, 'en-US');
      const linked = Array.isArray(found?.portal.fields.dispositionOptionPages) ? (found.portal.fields.dispositionOptionPages as { sys?: { id?: string } }[]) : [];
      const ids = new Set(linked.map((link) => link.sys?.id));
      const page = found?.includes.find((entry) => ids.has(entry.sys.id) && entry.fields.id === pageId);
      const hours = page?.fields.thawAndDiscardIfOlderThan;
      const value = typeof hours === 'number' && Number.isFinite(hours) ? hours : null;
      thawCache.set(key, { value, until: clock.now() + cacheMs });
      return value;
    },

    signatureTerms(centerId, memberType) {
      const key = `${centerId}|${memberType}`;
      const cached = termsCache.get(key);
      if (cached && cached.until > clock.now()) return cached.value;
      const value = readTerms(centerId, memberType);
      termsCache.set(key, { value, until: clock.now() + cacheMs });
      // A failed read is not remembered: the next signature asks the content service again.
      value.catch(() => termsCache.delete(key));
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
