// The matching search's pages, kept under the listing's version (issue 16). Finding a page of listed
// donors and counting them scans the listing: with 10,000 profiles and filters no index narrows,
// 3 ms for the page and 2.3 ms for the count. The listing changes seldom, and every change raises its
// version in the database (migration 0022's triggers), so a page found for a filter is reused until
// the version moves. The version is read on every search, so every instance sees another's writes.
// Only member ids and the total are kept; the profiles themselves are read fresh for each page.
import type { ListedPage, SearchFilter } from '../db/repositories/matching-repository.ts';

/** The key of a filter and page: every field in a fixed order, absent fields as null. */
export function listedPageKey(filter: SearchFilter, pageNumber: number, pageSize: number): string {
  return JSON.stringify([
    filter.ivfCenterId ?? null,
    filter.residenceState ?? null,
    filter.minBirthYear ?? null,
    filter.minHeight ?? null,
    filter.eyeColor ?? null,
    filter.hairColor ?? null,
    filter.race ?? null,
    filter.religion ?? null,
    filter.education ?? null,
    pageNumber,
    pageSize,
  ]);
}

export class ListedPageCache {
  readonly #limit: number;
  #version: number | null = null;
  /** In order of last use, oldest first. */
  readonly #pages = new Map<string, ListedPage>();

  constructor(limit = 1000) {
    this.#limit = limit;
  }

  get size(): number {
    return this.#pages.size;
  }

  /**
   * The page kept for this key under this version. A newer version empties the cache; an older one
   * (a search that read the version just before a write) finds nothing and keeps nothing.
   */
  get(version: number, key: string): ListedPage | undefined {
    if (this.#version === null || version > this.#version) {
      this.#pages.clear();
      this.#version = version;
      return undefined;
    }
    if (version < this.#version) return undefined;
    const page = this.#pages.get(key);
    if (page) {
      this.#pages.delete(key);
      this.#pages.set(key, page);
    }
    return page;
  }

  /**
   * Keeps a page found under `version`. A page found under a version the cache has since left (a
   * search that started before a write and ended after another search saw it) is not kept.
   */
  set(version: number, key: string, page: ListedPage): void {
    if (version !== this.#version) return;
    this.#pages.delete(key);
    this.#pages.set(key, Object.freeze({ memberIds: Object.freeze([...page.memberIds]) as number[], totalCount: page.totalCount }));
    if (this.#pages.size > this.#limit) {
      const oldest = this.#pages.keys().next();
      if (!oldest.done) this.#pages.delete(oldest.value);
    }
  }
}
