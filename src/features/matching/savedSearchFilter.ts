// The saved search filter of spec §3: kept locally under `searchFilter`, the member id plus the
// selected values (IVF center, residence state, age, height, eye colour, hair colour, race,
// religion, education). All start empty; the filter is reset to empty when no member id is given,
// the member id is 0, or it differs from the saved one — so one member never sees another's choices.
import type { MatchingSearchQuery } from '../../../contract/api/matching-site.ts';

export const SEARCH_FILTER_KEY = 'searchFilter';

export const filterFields = ['ivfCenterId', 'residenceState', 'age', 'height', 'eyeColor', 'hairColor', 'race', 'religion', 'education'] as const;
export type FilterField = (typeof filterFields)[number];

/** Selected values as the filter panel holds them; '' means "any". `age` is a maximum age in years, `height` a minimum in cm. */
export type FilterSelections = Record<FilterField, string>;

export interface SavedSearchFilter extends FilterSelections {
  memberId: number;
}

export type FilterStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function emptySearchFilter(memberId: number): SavedSearchFilter {
  return { memberId, ivfCenterId: '', residenceState: '', age: '', height: '', eyeColor: '', hairColor: '', race: '', religion: '', education: '' };
}

function parse(text: string | null): SavedSearchFilter | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    if (typeof record.memberId !== 'number') return null;
    const filter = emptySearchFilter(record.memberId);
    for (const field of filterFields) {
      const selected = record[field];
      if (typeof selected === 'string') filter[field] = selected;
      else if (typeof selected === 'number') filter[field] = String(selected);
    }
    return filter;
  } catch {
    return null;
  }
}

/** The member's saved filter; an empty one (saved at once) when the rules of spec §3 reset it. */
export function loadSearchFilter(storage: FilterStorage, memberId: number | null | undefined): SavedSearchFilter {
  const saved = parse(storage.getItem(SEARCH_FILTER_KEY));
  if (!memberId || !saved || saved.memberId !== memberId) {
    const empty = emptySearchFilter(memberId ?? 0);
    storage.setItem(SEARCH_FILTER_KEY, JSON.stringify(empty));
    return empty;
  }
  return saved;
}

export function saveSearchFilter(storage: FilterStorage, filter: SavedSearchFilter): void {
  storage.setItem(SEARCH_FILTER_KEY, JSON.stringify(filter));
}

export function hasSelections(filter: FilterSelections): boolean {
  return filterFields.some((field) => filter[field] !== '');
}

const positiveInteger = (text: string): number | undefined => {
  const n = Number(text);
  return text !== '' && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The search call's filter: an age of at most N years means born in or after (this year − N). */
export function toSearchQuery(filter: FilterSelections, thisYear: number, pageNumber: number, pageSize: number): MatchingSearchQuery {
  const query: MatchingSearchQuery = { pageNumber, pageSize };
  const center = positiveInteger(filter.ivfCenterId);
  if (center !== undefined) query.ivfCenterId = center;
  const age = positiveInteger(filter.age);
  if (age !== undefined) query.minBirthYear = thisYear - age;
  const height = positiveInteger(filter.height);
  if (height !== undefined) query.minHeight = height;
  if (filter.residenceState) query.residenceState = filter.residenceState;
  if (filter.eyeColor) query.eyeColor = filter.eyeColor;
  if (filter.hairColor) query.hairColor = filter.hairColor;
  if (filter.race) query.race = filter.race;
  if (filter.religion) query.religion = filter.religion;
  if (filter.education) query.education = filter.education;
  return query;
}
