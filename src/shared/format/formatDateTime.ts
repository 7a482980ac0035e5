// Spec §9 date-time display 'DD MMMM, YYYY HH:mm:ss': the 12-hour clock for en-US
// ('09 February, 2024 03:04:05 PM'), 24-hour for en-GB; Spanish and French use their long form and
// 24-hour clock ('9 de febrero de 2024, 15:04:05'). contract/domain/dateFormat.ts does the formatting.
import { formatAppointment, formatLongDateTime, formatMoment, type DateTimeOptions } from '../../../contract/domain/dateFormat.ts';

export function formatDateTime(value: string | Date | number | null | undefined, locale: string, zone?: string, options?: DateTimeOptions): string {
  return formatLongDateTime(value, locale, zone, options);
}

export { formatAppointment, formatMoment };
