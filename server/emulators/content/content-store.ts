// The emulator's content: loads the JSON data files and answers Content Delivery API
// queries on them (filters, locale with fallback, order, paging and link resolution).
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_LOCALE, SPACE_LOCALES, type ContentDataFile, type ContentMemberType, type SpaceLocale, type StoredAsset } from './content-model.ts';

/** Fixed timestamps keep responses stable between runs (and comparable in tests). */
const CREATED_AT = '2026-01-05T09:00:00.000Z';
const UPDATED_AT = '2026-02-02T09:00:00.000Z';

type LocalizedValues = Partial<Record<SpaceLocale, unknown>>;

export interface LocalizedEntry {
  id: string;
  contentType: string;
  clinic: number;
  memberType: ContentMemberType | null;
  fields: Record<string, LocalizedValues>;
}

export interface LocalizedAsset {
  id: string;
  fields: Record<'title' | 'description', LocalizedValues>;
  file: Omit<StoredAsset, 'id' | 'title' | 'description'> & { size: number };
}

export interface ContentStore {
  readonly entries: ReadonlyMap<string, LocalizedEntry>;
  readonly assets: ReadonlyMap<string, LocalizedAsset>;
}

/** Where the data files and the asset files live by default. */
export const DEFAULT_DATA_DIR = new URL('./data/', import.meta.url);
export const DEFAULT_FILES_DIR = new URL('./files/', import.meta.url);

async function listJsonFiles(dir: string): Promise<string[]> {
  const items = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    items.map(async (item) => {
      const path = join(dir, item.name);
      if (item.isDirectory()) return listJsonFiles(path);
      return item.name.endsWith('.json') ? [path] : [];
    }),
  );
  return nested.flat();
}

/** Loads every data file under dataDir and merges the per-locale values of each entry. */
export async function loadContentStore(dataDir: string, filesDir: string): Promise<ContentStore> {
  const entries = new Map<string, LocalizedEntry>();
  const assets = new Map<string, LocalizedAsset>();
  for (const path of (await listJsonFiles(dataDir)).sort()) {
    const file = JSON.parse(await readFile(path, 'utf8')) as ContentDataFile;
    for (const stored of file.entries) {
      let entry = entries.get(stored.id);
      if (!entry) {
        entry = { id: stored.id, contentType: stored.contentType, clinic: file.clinic, memberType: file.memberType, fields: {} };
        entries.set(stored.id, entry);
      } else if (entry.contentType !== stored.contentType) {
        throw new Error(`Content entry ${stored.id} has two content types (${path})`);
      }
      for (const [name, value] of Object.entries(stored.fields)) {
        (entry.fields[name] ??= {})[file.locale] = value;
      }
    }
    for (const stored of file.assets) {
      let asset = assets.get(stored.id);
      if (!asset) {
        const { fileName, contentType, width, height } = stored;
        const { size } = await stat(join(filesDir, fileName));
        asset = { id: stored.id, fields: { title: {}, description: {} }, file: { fileName, contentType, width, height, size } };
        assets.set(stored.id, asset);
      }
      asset.fields.title[file.locale] = stored.title;
      asset.fields.description[file.locale] = stored.description;
    }
  }
  return { entries, assets };
}

// ---------------------------------------------------------------------------- queries

export class ContentQueryError extends Error {
  readonly status: number;
  readonly errorId: string;
  readonly details: unknown;
  constructor(status: number, errorId: string, message: string, details?: unknown) {
    super(message);
    this.status = status;
    this.errorId = errorId;
    this.details = details;
  }
}

const badRequest = (message: string, details?: unknown) => new ContentQueryError(400, 'BadRequest', message, details);
const invalidQuery = (message: string, name: string) =>
  new ContentQueryError(400, 'InvalidQuery', 'The query you sent was invalid. Probably a filter or ordering specification is not applicable to the type of a field.', {
    errors: [{ name, details: message }],
  });

export interface QueryContext {
  space: string;
  environment: string;
  /** Protocol-relative base of asset file URLs, like Contentful's //images.ctfassets.net/… */
  filesBaseUrl: string;
}

type Query = Record<string, string | undefined>;

const LOCALE_CODES = new Set<string>(SPACE_LOCALES.map((l) => l.code));
const FALLBACK = new Map<string, SpaceLocale | null>(SPACE_LOCALES.map((l) => [l.code, l.fallbackCode]));

/** '*' = all locales; otherwise a known locale code (default en-US). */
export function parseLocale(raw: string | undefined): SpaceLocale | '*' {
  if (raw === undefined || raw === '') return DEFAULT_LOCALE;
  if (raw === '*') return '*';
  if (!LOCALE_CODES.has(raw)) throw badRequest(`Unknown locale: ${raw}`);
  return raw as SpaceLocale;
}

/** The value of a field in a locale, following the locale's fallback chain like Contentful. */
function localized(values: LocalizedValues | undefined, locale: SpaceLocale): unknown {
  let code: SpaceLocale | null = locale;
  while (code && values) {
    if (values[code] !== undefined) return values[code];
    code = FALLBACK.get(code) ?? null;
  }
  return undefined;
}

function localizeFields(fields: Record<string, LocalizedValues>, locale: SpaceLocale | '*'): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, values] of Object.entries(fields)) {
    const value = locale === '*' ? values : localized(values, locale);
    if (value !== undefined) result[name] = value;
  }
  return result;
}

const link = (linkType: string, id: string) => ({ sys: { type: 'Link', linkType, id } });

function entitySys(ctx: QueryContext, type: 'Entry' | 'Asset', id: string, locale: SpaceLocale | '*') {
  return {
    space: link('Space', ctx.space),
    id,
    type,
    createdAt: CREATED_AT,
    updatedAt: UPDATED_AT,
    environment: link('Environment', ctx.environment),
    publishedVersion: 3,
    revision: 1,
    ...(locale === '*' ? {} : { locale }),
  };
}

export function renderEntry(ctx: QueryContext, entry: LocalizedEntry, locale: SpaceLocale | '*') {
  return {
    metadata: { tags: [], concepts: [] },
    sys: { ...entitySys(ctx, 'Entry', entry.id, locale), contentType: link('ContentType', entry.contentType) },
    fields: localizeFields(entry.fields, locale),
  };
}

export function renderAsset(ctx: QueryContext, asset: LocalizedAsset, locale: SpaceLocale | '*') {
  const file = {
    url: `${ctx.filesBaseUrl}/${asset.file.fileName}`,
    details: { size: asset.file.size, image: { width: asset.file.width, height: asset.file.height } },
    fileName: asset.file.fileName,
    contentType: asset.file.contentType,
  };
  const fields: Record<string, unknown> = localizeFields(asset.fields, locale);
  fields.file = locale === '*' ? Object.fromEntries(SPACE_LOCALES.map((l) => [l.code, file])) : file;
  return { metadata: { tags: [], concepts: [] }, sys: entitySys(ctx, 'Asset', asset.id, locale), fields };
}

// -------------------------------------------------------------------------- filtering

function asInteger(raw: string | undefined, name: string, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw badRequest(`The "${name}" parameter must be an integer between ${min} and ${max}.`);
  }
  return value;
}

/** Values of one field as strings, for comparisons: arrays match when any element matches. */
function comparable(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value !== null && typeof value === 'object' && 'sys' in value) {
    const { sys } = value as { sys: { id?: unknown } };
    return typeof sys.id === 'string' ? sys.id : '';
  }
  return JSON.stringify(value) ?? '';
}

function comparableValues(value: unknown): string[] | null {
  if (value === undefined || value === null) return null;
  return Array.isArray(value) ? value.map(comparable) : [comparable(value)];
}

type Predicate = (entry: LocalizedEntry, locale: SpaceLocale) => boolean;

const FILTER_KEY = /^(sys\.id|sys\.contentType\.sys\.id|fields\.([A-Za-z0-9_]+))(?:\[(in|nin|ne|exists)\])?$/;

function buildPredicates(query: Query, contentType: string | undefined): Predicate[] {
  const predicates: Predicate[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (raw === undefined) continue;
    const match = FILTER_KEY.exec(key);
    if (!match) continue;
    const [, path, fieldName, operator] = match;
    if (fieldName !== undefined && contentType === undefined) {
      throw invalidQuery('A content type is required to filter entries on a field (add content_type).', key);
    }
    const read = (entry: LocalizedEntry, locale: SpaceLocale): string[] | null => {
      if (path === 'sys.id') return [entry.id];
      if (path === 'sys.contentType.sys.id') return [entry.contentType];
      return comparableValues(localized(entry.fields[fieldName ?? ''], locale));
    };
    const wanted = raw.split(',').map((value) => value.trim());
    switch (operator) {
      case undefined:
        predicates.push((entry, locale) => read(entry, locale)?.includes(raw) ?? false);
        break;
      case 'in':
        predicates.push((entry, locale) => read(entry, locale)?.some((value) => wanted.includes(value)) ?? false);
        break;
      case 'nin':
        predicates.push((entry, locale) => !(read(entry, locale)?.some((value) => wanted.includes(value)) ?? false));
        break;
      case 'ne':
        predicates.push((entry, locale) => !(read(entry, locale)?.includes(raw) ?? false));
        break;
      case 'exists': {
        const exists = raw === 'true';
        predicates.push((entry, locale) => (read(entry, locale) !== null) === exists);
        break;
      }
      default:
        throw invalidQuery(`Unsupported operator ${operator}`, key);
    }
  }
  return predicates;
}

function buildComparator(order: string | undefined, locale: SpaceLocale) {
  const keys = (order ?? 'sys.createdAt,sys.id').split(',').map((raw) => {
    const descending = raw.startsWith('-');
    const path = descending ? raw.slice(1) : raw;
    if (!/^(sys\.(id|createdAt|updatedAt)|fields\.[A-Za-z0-9_]+)$/.test(path)) {
      throw invalidQuery(`Cannot order by ${path}`, 'order');
    }
    return { descending, path };
  });
  const read = (entry: LocalizedEntry, path: string): string | number => {
    if (path === 'sys.id') return entry.id;
    if (path.startsWith('sys.')) return CREATED_AT;
    const value = localized(entry.fields[path.slice('fields.'.length)], locale);
    if (typeof value === 'number') return value;
    return typeof value === 'string' || typeof value === 'boolean' ? String(value) : '';
  };
  return (a: LocalizedEntry, b: LocalizedEntry): number => {
    for (const { descending, path } of keys) {
      const left = read(a, path);
      const right = read(b, path);
      const result = typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right));
      if (result !== 0) return descending ? -result : result;
    }
    return a.id.localeCompare(b.id);
  };
}

/** Collects the Link objects anywhere inside a value (fields, rich text, arrays). */
function collectLinks(value: unknown, into: Array<{ linkType: string; id: string }>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectLinks(item, into);
  } else if (value !== null && typeof value === 'object') {
    const sys = (value as { sys?: { type?: unknown; linkType?: unknown; id?: unknown } }).sys;
    if (sys?.type === 'Link' && typeof sys.linkType === 'string' && typeof sys.id === 'string') {
      into.push({ linkType: sys.linkType, id: sys.id });
      return;
    }
    for (const item of Object.values(value)) collectLinks(item, into);
  }
}

export interface EntriesQueryResult {
  items: LocalizedEntry[];
  total: number;
  skip: number;
  limit: number;
  includedEntries: LocalizedEntry[];
  includedAssets: LocalizedAsset[];
  locale: SpaceLocale | '*';
}

/** Runs a /entries query. Throws ContentQueryError for queries Contentful would refuse. */
export function queryEntries(store: ContentStore, query: Query): EntriesQueryResult {
  const locale = parseLocale(query.locale);
  const filterLocale = locale === '*' ? DEFAULT_LOCALE : locale;
  const contentType = query.content_type ?? query['sys.contentType.sys.id'];
  const limit = asInteger(query.limit, 'limit', 100, 0, 1000);
  const skip = asInteger(query.skip, 'skip', 0, 0, Number.MAX_SAFE_INTEGER);
  const include = asInteger(query.include, 'include', 1, 0, 10);

  const predicates = buildPredicates(query, contentType);
  const matching = [...store.entries.values()]
    .filter((entry) => contentType === undefined || entry.contentType === contentType)
    .filter((entry) => predicates.every((predicate) => predicate(entry, filterLocale)))
    .sort(buildComparator(query.order, filterLocale));
  const items = matching.slice(skip, skip + limit);

  // Breadth-first through links, `include` levels deep, like the Delivery API.
  const seen = new Set(items.map((entry) => `Entry!${entry.id}`));
  const includedEntries: LocalizedEntry[] = [];
  const includedAssets: LocalizedAsset[] = [];
  let frontier: Array<LocalizedEntry> = items;
  for (let level = 0; level < include && frontier.length > 0; level++) {
    const links: Array<{ linkType: string; id: string }> = [];
    for (const entry of frontier) collectLinks(localizeFields(entry.fields, filterLocale), links);
    const next: LocalizedEntry[] = [];
    for (const { linkType, id } of links) {
      const key = `${linkType}!${id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (linkType === 'Entry') {
        const entry = store.entries.get(id);
        if (entry) {
          includedEntries.push(entry);
          next.push(entry);
        }
      } else if (linkType === 'Asset') {
        const asset = store.assets.get(id);
        if (asset) includedAssets.push(asset);
      }
    }
    frontier = next;
  }
  return { items, total: matching.length, skip, limit, includedEntries, includedAssets, locale };
}
