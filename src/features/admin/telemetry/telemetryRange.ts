// The dashboards' time range, kept in the address (?range=1h|24h|7d|custom&from&to) so a reload or a
// shared link shows the same view: the presets end now, a custom range is two UTC ISO times, at most
// 31 days apart (the API's limit).
export type RangeKey = '1h' | '24h' | '7d' | 'custom';
export const rangeKeys: readonly RangeKey[] = ['1h', '24h', '7d', 'custom'];
const presetMs: Record<Exclude<RangeKey, 'custom'>, number> = { '1h': 3_600_000, '24h': 86_400_000, '7d': 7 * 86_400_000 };
export const maxRangeMs = 31 * 86_400_000;

export interface RangeChoice {
  key: RangeKey;
  /** Only for a custom range (validated ISO times). */
  from?: string;
  to?: string;
}

const validIso = (value: string | null): string | undefined => {
  if (!value) return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
};

/** The range the address asks for; anything unreadable is the last 24 hours. */
export function rangeFromParams(params: URLSearchParams): RangeChoice {
  const key = params.get('range');
  if (key === 'custom') {
    const from = validIso(params.get('from'));
    const to = validIso(params.get('to'));
    if (from && to && customRangeValid(from, to)) return { key, from, to };
    return { key: '24h' };
  }
  return { key: key === '1h' || key === '7d' ? key : '24h' };
}

export function customRangeValid(from: string, to: string): boolean {
  const span = Date.parse(to) - Date.parse(from);
  return span > 0 && span <= maxRangeMs;
}

/** from/to for the API at `now`. */
export function rangeQuery(choice: RangeChoice, now: number): { from: string; to: string } {
  if (choice.key === 'custom' && choice.from && choice.to) return { from: choice.from, to: choice.to };
  const span = presetMs[choice.key === 'custom' ? '24h' : choice.key];
  return { from: new Date(now - span).toISOString(), to: new Date(now).toISOString() };
}

/** An ISO time as the value of a datetime-local input (local time, minutes). */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local input's value as UTC ISO, or undefined. */
export function fromLocalInput(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return undefined;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}
