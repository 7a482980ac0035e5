// Spec §5: age in whole years between a birth date and another date. A birthday that has not
// yet come round in the `at` year does not count; 29 February birthdays count from 1 March in
// common years. Returns null for an unreadable date or a birth date after `at`. Plain calendar
// arithmetic (no date library: the account route stays light, issue 16).

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

// An ISO calendar date, optionally with a time and offset after it ('1990-06-15T23:30:00-05:00').
const isoDate = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

function calendarDay(value: string | Date): CalendarDay | null {
  // A Date is read in local time; ISO text keeps the calendar day it names (in its own offset).
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : { year: value.getFullYear(), month: value.getMonth() + 1, day: value.getDate() };
  }
  const match = isoDate.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth ? { year, month, day } : null;
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
