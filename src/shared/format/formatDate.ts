// Spec §9 date display 'DD MMMM, YYYY' (e.g. '09 February, 2024'; month names in the locale's
// language: '09 febrero, 2024'). Invalid or missing dates display as ''.
import { toDateTime } from './toDateTime.ts';

export const DATE_DISPLAY_FORMAT = 'dd MMMM, yyyy';

export function formatDate(value: string | Date | number | null | undefined, locale: string, zone?: string): string {
  const dt = toDateTime(value, zone);
  return dt ? dt.setLocale(locale || 'en-US').toFormat(DATE_DISPLAY_FORMAT) : '';
}
