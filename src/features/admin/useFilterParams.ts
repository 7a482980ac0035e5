// Filters kept in the address (?clinicId=…&page=…), so a reload or a shared link shows the same list.
// Changing a filter goes back to the first page; turning the page keeps the filters.
import { useSearchParams } from 'react-router';

/** A positive whole number from the address, or undefined for anything else (empty, text, 0, too long). */
export function positiveInt(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

export interface FilterParams {
  params: URLSearchParams;
  clinicId: number | undefined;
  page: number;
  /** Sets the given filters (an empty value removes one); any change but the page's starts at page 1 again. */
  apply: (changes: Record<string, string>) => void;
  /** Removes every filter and the page. */
  clear: () => void;
}

export function useFilterParams(): FilterParams {
  const [params, setParams] = useSearchParams();
  return {
    params,
    clinicId: positiveInt(params.get('clinicId')),
    page: positiveInt(params.get('page')) ?? 1,
    apply: (changes) => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      setParams(next);
    },
    clear: () => setParams(new URLSearchParams()),
  };
}
