// Spec §9 date-time display 'DD MMMM, YYYY HH:mm:ss': 24-hour for the en-GB mask, otherwise
// the 12-hour clock with the locale's AM/PM ('09 February, 2024 03:04:05 PM').
import { DATE_DISPLAY_FORMAT } from './formatDate.ts';
import { uses24HourClock } from './regionMask.ts';
import { toDateTime } from './toDateTime.ts';

export function dateTimeDisplayFormat(locale: string): string {
  return uses24HourClock(locale) ? `${DATE_DISPLAY_FORMAT} HH:mm:ss` : `${DATE_DISPLAY_FORMAT} hh:mm:ss a`;
}

export function formatDateTime(value: string | Date | number | null | undefined, locale: string, zone?: string): string {
  const dt = toDateTime(value, zone);
  return dt ? dt.setLocale(locale || 'en-US').toFormat(dateTimeDisplayFormat(locale)) : '';
}
