// Spec §5: age in whole years between a birth date and another date. A birthday that has not
// yet come round in the `at` year does not count; 29 February birthdays count from 1 March in
// common years. Returns null for an unreadable date or a birth date after `at`.
import { DateTime } from 'luxon';

function calendarDay(value: string | Date): DateTime | null {
  // ISO text keeps the calendar day it names (its own offset); a Date is read in local time.
  const dt = value instanceof Date ? DateTime.fromJSDate(value) : DateTime.fromISO(value.trim(), { setZone: true });
  return dt.isValid ? dt : null;
}

export function ageInYears(birthDate: string | Date | null | undefined, at: string | Date = new Date()): number | null {
  if (birthDate == null || birthDate === '') return null;
  const birth = calendarDay(birthDate);
  const then = calendarDay(at);
  if (!birth || !then) return null;
  let years = then.year - birth.year;
  if (then.month < birth.month || (then.month === birth.month && then.day < birth.day)) years -= 1;
  return years < 0 ? null : years;
}
