// Spec §5 date-time input: a valid date input, a space, then the time — 24-hour HH:mm for the
// en-GB mask, otherwise 12-hour h:mm with two-digit minutes and AM/PM (any case, space optional).
import { parseDateInput, type DateParts } from './parseDateInput.ts';
import { uses24HourClock } from './regionMask.ts';

export interface DateTimeParts extends DateParts {
  /** 0–23 */
  readonly hour: number;
  readonly minute: number;
}

const time24 = /^([01]\d|2[0-3]):([0-5]\d)$/;
const time12 = /^(\d{1,2}):([0-5]\d) ?([AaPp][Mm])$/;

export function parseTimeInput(text: string, regionMask: string | null | undefined): { hour: number; minute: number } | null {
  if (uses24HourClock(regionMask)) {
    const m = time24.exec(text);
    return m ? { hour: Number(m[1]), minute: Number(m[2]) } : null;
  }
  const m = time12.exec(text);
  if (!m) return null;
  const h = Number(m[1]);
  if (h < 1 || h > 12) return null;
  const pm = (m[3] ?? '').toUpperCase() === 'PM';
  // 12 AM is midnight, 12 PM is noon.
  return { hour: (h % 12) + (pm ? 12 : 0), minute: Number(m[2]) };
}

export function parseDateTimeInput(text: string | null | undefined, regionMask: string | null | undefined): DateTimeParts | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  const date = parseDateInput(trimmed.slice(0, 10), regionMask);
  if (!date || trimmed.charAt(10) !== ' ') return null;
  const time = parseTimeInput(trimmed.slice(11).trim(), regionMask);
  return time ? { ...date, ...time } : null;
}

export function isValidDateTimeInput(text: string | null | undefined, regionMask: string | null | undefined): boolean {
  return parseDateTimeInput(text, regionMask) !== null;
}
