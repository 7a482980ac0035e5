// Reads a point in time from the API's date strings. The API's timestamps are UTC; a string
// without an offset (as .NET often sends them, e.g. startMaintenanceDateTimeUtc) is read as UTC,
// not as the browser's local time, so the SPA and the API agree.

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;
const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i;

/** Milliseconds since the epoch, or NaN when `value` is not a date. */
export function parseInstant(value: string | Date | number | null | undefined): number {
  if (value == null) return Number.NaN;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  const text = value.trim();
  if (text === '') return Number.NaN;
  if (dateOnly.test(text)) return Date.parse(`${text}T00:00:00Z`);
  if (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(text) && !hasZone.test(text)) return Date.parse(`${text.replace(' ', 'T')}Z`);
  return Date.parse(text);
}

/** A point in time as the domain rules accept it: ISO text (read as UTC without an offset), a Date or epoch milliseconds. */
export type InstantInput = string | Date | number;

/**
 * Like parseInstant, for rules that cannot work without a time: throws RangeError naming `what`
 * when `value` is not one, so a bad timestamp fails loudly instead of comparing as NaN.
 */
export function requireInstant(value: InstantInput, what: string): number {
  const ms = parseInstant(value);
  if (Number.isNaN(ms)) throw new RangeError(`${what} is not a point in time: ${String(value)}`);
  return ms;
}
