// The content service: page texts from the headless CMS (Contentful, or the local emulator),
// per clinic, member type and locale (spec §1, §3, §7). Every query is asked for the clinic
// first and repeated with clinic 0 (the default content) when nothing is found.
//
// The contentful SDK is imported lazily, so only routes that show content load it; the footer's
// panels (on every page) link nothing and come by a plain request (fetchEntries.ts). Client
// settings follow spec §9: 30 s timeout, 1 GiB body/content limit, auto throttle (7 req/s,
// bounded 1–30 by the SDK), and up to 5 attempts on 5xx, 429 and connection failures with
// growing waits plus jitter (retryWithBackoff; the SDK's own retry is switched off).
import type { createClient, CreateClientParams } from 'contentful';
import type { FrontendConfiguration } from '../../../contract/api/centers.ts';
import { contentMemberType, isMemberType, type MemberType } from '../../../contract/domain/memberTypes';
import { ContentError } from './ContentError';
import {
  contentLocales,
  type ButtonContent,
  type ContentLocale,
  type ContentMemberType,
  type DispositionPageContent,
  type FooterPanelContent,
  type InfoPageContent,
  type LoginSlide,
  type MatchingSitePageContent,
  type MatchingSiteTemplatesContent,
  type MemberPortalContent,
} from './contentModels';
import { mapFooterPanel, mapInfoPage, mapLoginSlides, mapMatchingSiteTemplates, mapMemberPortal } from './mapContentEntries';
import { defaultRetryPolicy, retryWithBackoff, type RetryPolicy } from './retryWithBackoff';
import { fetchEntries as fetchPlainEntries } from './fetchEntries';

/** The `content` object of GET /api/Configuration. `host: ''` means the page's own host. */
export type ContentSettings = FrontendConfiguration['content'];

/** Clinic id of the default content every clinic falls back to (spec §1). */
export const DEFAULT_CONTENT_CENTER_ID = 0;

export const CONTENT_CLIENT_TIMEOUT_MS = 30_000;
export const CONTENT_MAX_LENGTH_BYTES = 1_073_741_824;

export interface ContentServiceOptions {
  /** The page's own host (host[:port]), used when settings.host is ''. Default: window.location.host. */
  pageHost?: () => string;
  /** Overrides of the retry policy (tests shorten the waits). */
  retry?: Partial<RetryPolicy>;
  /** Requests per second; 'auto' (default) starts at 7 and follows the server, bounded 1–30. */
  throttle?: number | 'auto';
  timeoutMs?: number;
  /** How long answers are reused; content changes rarely. Default 5 minutes, 0 = no cache. */
  cacheTtlMs?: number;
  now?: () => number;
  /** Loads the SDK; tests may count calls. Default: `import('contentful')`. */
  loadSdk?: () => Promise<{ createClient: typeof createClient }>;
  /** Receives the SDK's log lines (info, warning, error). Default: warnings and errors to console.warn. */
  log?: (level: string, data: unknown) => void;
}

/** A member type of the portal (EmbryoCryo…) or already the content's Donor/Recipient. */
export type MemberTypeInput = MemberType | ContentMemberType;

export interface ClinicQuery {
  centerId: number;
  /** A portal locale (en-US, en-GB, es, fr); anything else reads as en-US. */
  locale: string;
}

export interface MemberContentQuery extends ClinicQuery {
  memberType: MemberTypeInput;
}

export interface ContentService {
  /** Landing page, disposition option pages and e-signature terms, or null when even clinic 0 has none. */
  getMemberPortal(query: MemberContentQuery): Promise<MemberPortalContent | null>;
  /** One disposition option page by its id (e.g. 'thaw-and-discard'); the clinic's own page wins. */
  getDispositionPage(query: MemberContentQuery & { pageId: string }): Promise<DispositionPageContent | null>;
  /** Button texts by buttonId, of one disposition page or of all of them. */
  getButtons(query: MemberContentQuery & { pageId?: string }): Promise<Record<string, ButtonContent>>;
  /** The footer panels (contact, hours, links) in display order. */
  getFooterPanels(query: ClinicQuery): Promise<FooterPanelContent[]>;
  getMatchingSiteTemplates(query: ClinicQuery): Promise<MatchingSiteTemplatesContent | null>;
  /** One matching-site page by internal name (home, mission, learn-legal…). */
  getMatchingSitePage(query: ClinicQuery & { pageName: string }): Promise<MatchingSitePageContent | null>;
  /** About, privacy policy or terms and conditions. */
  getInfoPage(query: ClinicQuery & { pageId: string }): Promise<InfoPageContent | null>;
  getLoginSlides(query: ClinicQuery): Promise<LoginSlide[]>;
  /** Forgets cached answers (e.g. after the clinic or the language changes content). */
  clearCache(): void;
}

/** Spec §6: the content filters by 'Donor' or 'Recipient'; recipients read Recipient, every cryo type Donor. */
export function toContentMemberType(memberType: MemberTypeInput): ContentMemberType {
  if (memberType === 'Donor' || memberType === 'Recipient') return memberType;
  if (isMemberType(memberType)) return contentMemberType(memberType);
  return 'Donor';
}

/** The portal locales map to the content locales one to one; others fall back to en-US. */
export function toContentLocale(locale: string): ContentLocale {
  const exact = contentLocales.find((candidate) => candidate.toLowerCase() === locale.toLowerCase());
  if (exact) return exact;
  const language = locale.split('-')[0]?.toLowerCase();
  return language === 'es' || language === 'fr' ? language : 'en-US';
}

type EntryQuery = Record<string, string | number>;

interface DeliveryClient {
  getEntries(query: EntryQuery): Promise<{ items: unknown[] }>;
}

/** SDK options contentful-sdk-core honours that CreateClientParams does not declare. */
interface SdkCoreParams {
  throttle: number | 'auto';
  maxContentLength: number;
  maxBodyLength: number;
}

// Same pattern contentful-sdk-core accepts; anything else would silently go to cdn.contentful.com.
const HOST_PATTERN = /^(?!\w+:\/\/)([^\s:/]+\.?[^\s:/]+)(?::(\d+))?$/;

function checkCenterId(centerId: number): number {
  if (!Number.isInteger(centerId) || centerId < 0) {
    throw new ContentError({ status: 0, statusText: 'InvalidQuery', message: `Invalid clinic id: ${String(centerId)}` });
  }
  return centerId;
}

export function createContentService(settings: ContentSettings, options: ContentServiceOptions = {}): ContentService {
  const policy: RetryPolicy = { ...defaultRetryPolicy, ...options.retry };
  const cacheTtlMs = options.cacheTtlMs ?? 300_000;
  const now = options.now ?? Date.now;
  const loadSdk = options.loadSdk ?? (() => import('contentful'));
  const log =
    options.log ??
    ((level: string, data: unknown) => {
      if (level !== 'info') console.warn(`[content] ${level}`, data);
    });
  const pageHost = options.pageHost ?? (() => globalThis.location.host);

  let client: Promise<DeliveryClient> | null = null;
  const cache = new Map<string, { at: number; value: Promise<unknown> }>();

  function checkedHost(): string {
    const host = settings.host || pageHost();
    if (!HOST_PATTERN.test(host)) {
      throw new ContentError({ status: 0, statusText: 'ConfigurationError', message: `Invalid content host: ${host}` });
    }
    return host;
  }

  function getClient(): Promise<DeliveryClient> {
    client ??= (async () => {
      const host = checkedHost();
      const sdk = await loadSdk();
      const params: CreateClientParams & SdkCoreParams = {
        space: settings.space,
        environment: settings.environment,
        accessToken: settings.accessToken,
        host,
        basePath: settings.basePath,
        insecure: settings.insecure,
        timeout: options.timeoutMs ?? CONTENT_CLIENT_TIMEOUT_MS,
        maxContentLength: CONTENT_MAX_LENGTH_BYTES,
        maxBodyLength: CONTENT_MAX_LENGTH_BYTES,
        throttle: options.throttle ?? 'auto',
        retryOnError: false,
        logHandler: (level, data) => log(level, data),
      };
      const delivery: unknown = sdk.createClient(params);
      return delivery as DeliveryClient;
    })();
    // A failed load (offline, bad settings) is not remembered: the next call tries again.
    client.catch(() => {
      client = null;
    });
    return client;
  }

  async function fetchEntries(query: EntryQuery): Promise<unknown[]> {
    const delivery = await getClient();
    const response = await retryWithBackoff(() => delivery.getEntries(query), policy);
    return response.items;
  }

  /** A query that links nothing (include 0), by a plain request: the SDK is not loaded for it. */
  async function fetchUnlinkedEntries(query: EntryQuery & { include: 0 }): Promise<unknown[]> {
    const address = { ...settings, host: checkedHost() };
    const response = await retryWithBackoff(() => fetchPlainEntries(address, query, options.timeoutMs ?? CONTENT_CLIENT_TIMEOUT_MS), policy);
    return response.items;
  }

  /** Shares one request per query and reuses its answer for cacheTtlMs; failures are not kept. */
  function cached<T>(query: EntryQuery, load: () => Promise<T>): Promise<T> {
    // Keys compared by code unit: an order, not a language's (localeCompare's first call builds a
    // collator, some 30 ms of a slow phone's main thread on every page that reads content).
    const key = JSON.stringify(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    const hit = cache.get(key);
    if (hit && now() - hit.at < cacheTtlMs) return hit.value as Promise<T>;
    const value = load();
    if (cacheTtlMs > 0) {
      cache.set(key, { at: now(), value });
      value.catch(() => cache.delete(key));
    }
    return value;
  }

  /** Asks the clinic first, then clinic 0 when the clinic has nothing (spec §1). */
  async function withDefaultClinic<T>(centerId: number, load: (center: number) => Promise<T>, isEmpty: (value: T) => boolean): Promise<T> {
    const value = await load(checkCenterId(centerId));
    if (!isEmpty(value) || centerId === DEFAULT_CONTENT_CENTER_ID) return value;
    return load(DEFAULT_CONTENT_CENTER_ID);
  }

  const isNull = (value: unknown) => value === null;
  const isEmptyList = (value: unknown[]) => value.length === 0;

  function loadMemberPortal(center: number, memberType: ContentMemberType, locale: ContentLocale) {
    const query = {
      content_type: 'memberPortal',
      'fields.ivfCenter': center,
      'fields.memberType': memberType,
      locale,
      include: 2,
      limit: 1,
    };
    return cached(query, async () => mapMemberPortal((await fetchEntries(query))[0], memberType));
  }

  function loadMatchingTemplates(center: number, locale: ContentLocale) {
    const query = { content_type: 'matchingSiteTemplates', 'fields.ivfCenter': center, locale, include: 1, limit: 1 };
    return cached(query, async () => mapMatchingSiteTemplates((await fetchEntries(query))[0]));
  }

  const service: ContentService = {
    getMemberPortal({ centerId, memberType, locale }) {
      const type = toContentMemberType(memberType);
      const contentLocale = toContentLocale(locale);
      return withDefaultClinic(centerId, (center) => loadMemberPortal(center, type, contentLocale), isNull);
    },

    getDispositionPage({ centerId, memberType, pageId, locale }) {
      const type = toContentMemberType(memberType);
      const contentLocale = toContentLocale(locale);
      return withDefaultClinic(
        centerId,
        async (center) => (await loadMemberPortal(center, type, contentLocale))?.dispositionOptionPages.find((page) => page.id === pageId) ?? null,
        isNull,
      );
    },

    async getButtons(query) {
      const pages = query.pageId ? [await service.getDispositionPage({ ...query, pageId: query.pageId })] : ((await service.getMemberPortal(query))?.dispositionOptionPages ?? []);
      const buttons: Record<string, ButtonContent> = {};
      for (const page of pages) {
        for (const button of page?.buttons ?? []) buttons[button.buttonId] ??= button;
      }
      return buttons;
    },

    getFooterPanels({ centerId, locale }) {
      const contentLocale = toContentLocale(locale);
      return withDefaultClinic(
        centerId,
        (center) => {
          const query = {
            content_type: 'footerContentPanel',
            'fields.ivfCenter': center,
            locale: contentLocale,
            order: 'fields.id',
            include: 0 as const,
          };
          // The footer is on every page: its panels come by a plain request, without the SDK.
          return cached(query, async () => (await fetchUnlinkedEntries(query)).map(mapFooterPanel).filter((panel): panel is FooterPanelContent => panel !== null));
        },
        isEmptyList,
      );
    },

    getMatchingSiteTemplates({ centerId, locale }) {
      const contentLocale = toContentLocale(locale);
      return withDefaultClinic(centerId, (center) => loadMatchingTemplates(center, contentLocale), isNull);
    },

    async getMatchingSitePage({ pageName, ...query }) {
      const templates = await service.getMatchingSiteTemplates(query);
      return templates?.matchingSitePages.find((page) => page.internalName === pageName) ?? null;
    },

    getInfoPage({ centerId, pageId, locale }) {
      const contentLocale = toContentLocale(locale);
      return withDefaultClinic(
        centerId,
        (center) => {
          const query = {
            content_type: 'infoPage',
            'fields.ivfCenter': center,
            'fields.pageId': pageId,
            locale: contentLocale,
            include: 0,
            limit: 1,
          };
          return cached(query, async () => mapInfoPage((await fetchEntries(query))[0]));
        },
        isNull,
      );
    },

    getLoginSlides({ centerId, locale }) {
      const contentLocale = toContentLocale(locale);
      const protocol = settings.insecure ? 'http:' : 'https:';
      return withDefaultClinic(
        centerId,
        (center) => {
          const query = { content_type: 'loginPage', 'fields.ivfCenter': center, locale: contentLocale, include: 1, limit: 1 };
          return cached(query, async () => mapLoginSlides((await fetchEntries(query))[0], protocol));
        },
        isEmptyList,
      );
    },

    clearCache() {
      cache.clear();
    },
  };
  return service;
}
