// Spec §5 date input: exactly 10 characters as three slash-separated parts (two-digit day and
// month, four-digit year), month 1–12, day within the month (leap years counted). The part
// order follows the region mask (en-US MM/DD/YYYY; en-GB, es, fr DD/MM/YYYY).
import { dateOrderFor } from './regionMask.ts';

export interface DateParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const shape = /^(\d{2})\/(\d{2})\/(\d{4})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

export function parseDateInput(text: string | null | undefined, regionMask: string | null | undefined): DateParts | null {
  if (typeof text !== 'string' || text.length !== 10) return null;
  const m = shape.exec(text);
  if (!m) return null;
  const [first, second, yearText] = [Number(m[1]), Number(m[2]), m[3] ?? ''];
  const year = Number(yearText);
  const [month, day] = dateOrderFor(regionMask) === 'MDY' ? [first, second] : [second, first];
  if (month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isValidDateInput(text: string | null | undefined, regionMask: string | null | undefined): boolean {
  return parseDateInput(text, regionMask) !== null;
}

/** 'yyyy-MM-dd' of parsed parts, the form the API takes. */
export function toIsoDate(parts: DateParts): string {
  const pad = (n: number, w: number) => String(n).padStart(w, '0');
  return `${pad(parts.year, 4)}-${pad(parts.month, 2)}-${pad(parts.day, 2)}`;
}
