// Reads an API date (ISO text, Date or epoch ms) into Luxon in the wanted zone. Date-only text
// ('2024-02-29') is the calendar day itself, whatever the zone.
import { DateTime } from 'luxon';

export function toDateTime(value: string | Date | number | null | undefined, zone?: string): DateTime | null {
  if (value == null || value === '') return null;
  const opts = { zone: zone ?? 'local' };
  let dt: DateTime;
  if (value instanceof Date) dt = DateTime.fromJSDate(value, opts);
  else if (typeof value === 'number') dt = DateTime.fromMillis(value, opts);
  else dt = DateTime.fromISO(value.trim(), opts);
  return dt.isValid ? dt : null;
}
