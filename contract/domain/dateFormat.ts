// Dates and times as members read them, one module for the SPA, the e-mails and the PDFs (Intl only,
// so the API formats exactly as the browser does). Spec §9: the English variants read
// 'DD MMMM, YYYY' ('09 February, 2024'), with a 12-hour clock for en-US and a 24-hour clock for
// en-GB; Spanish and French use their own long forms ('24 de noviembre de 2026', '24 novembre 2026')
// and their 24-hour clock. Date-only text ('2024-02-29') is that calendar day in every zone; other
// values are shown in the given IANA zone (the clinic's), the runtime's zone when none is given.

export type DateValue = string | Date | number | null | undefined;

export interface DateTimeOptions {
  /** Default true: 'HH:mm:ss'; false: 'HH:mm'. */
  readonly seconds?: boolean;
  /** Adds the day of the week ('Tuesday, 24 November, 2026'). */
  readonly weekday?: boolean;
  /** Adds the zone's short name ('EST', 'GMT', 'CET'). */
  readonly zoneName?: boolean;
}

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/** The language tag Intl is given: the portal's four locales, anything else as en-US. */
export function dateLocaleOf(locale: string | null | undefined): 'en-US' | 'en-GB' | 'es' | 'fr' {
  const tag = (locale ?? '').trim().replace('_', '-').toLowerCase();
  if (tag === 'en-gb') return 'en-GB';
  if (tag.startsWith('es')) return 'es';
  if (tag.startsWith('fr')) return 'fr';
  return 'en-US';
}

function validZone(zone: string | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    formatter('en-US', { timeZone: zone });
    return zone;
  } catch {
    // An unknown zone must not hide the date: it is shown in UTC.
    return 'UTC';
  }
}

/** The instant to show and the zone to show it in; null when the value is not a date. */
function read(value: DateValue, zone: string | undefined): { at: Date; zone: string | undefined } | null {
  if (value == null || value === '') return null;
  if (typeof value === 'string') {
    const text = value.trim();
    const day = dateOnly.exec(text);
    if (day) {
      const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
      const at = new Date(Date.UTC(year, month - 1, date));
      const exists = at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === date;
      return exists ? { at, zone: 'UTC' } : null;
    }
    // The API's timestamps are UTC; one written without an offset is read as UTC too.
    const withOffset = /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text) ? `${text}Z` : text;
    const at = /^\d{4}-\d{2}-\d{2}T/.test(withOffset) ? new Date(withOffset) : new Date(Number.NaN);
    return Number.isNaN(at.getTime()) ? null : { at, zone: validZone(zone) };
  }
  const at = value instanceof Date ? value : new Date(value);
  return Number.isNaN(at.getTime()) ? null : { at, zone: validZone(zone) };
}

const part = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';

function englishDate(at: Date, locale: 'en-US' | 'en-GB', zone: string | undefined, weekday: boolean): string {
  const parts = formatter(locale, { day: '2-digit', month: 'long', year: 'numeric', weekday: weekday ? 'long' : undefined, timeZone: zone }).formatToParts(at);
  const date = `${part(parts, 'day')} ${part(parts, 'month')}, ${part(parts, 'year')}`;
  return weekday ? `${part(parts, 'weekday')}, ${date}` : date;
}

function englishTime(at: Date, locale: 'en-US' | 'en-GB', zone: string | undefined, seconds: boolean, zoneName: boolean): string {
  const twelveHour = locale === 'en-US';
  return formatter(locale, {
    hour: '2-digit',
    minute: '2-digit',
    second: seconds ? '2-digit' : undefined,
    hourCycle: twelveHour ? 'h12' : 'h23',
    timeZoneName: zoneName ? 'short' : undefined,
    timeZone: zone,
  }).format(at);
}

/** 'DD MMMM, YYYY' in English; the long date form in Spanish and French. '' when not a date. */
export function formatLongDate(value: DateValue, locale: string, zone?: string, options: Pick<DateTimeOptions, 'weekday'> = {}): string {
  const shown = read(value, zone);
  if (!shown) return '';
  const tag = dateLocaleOf(locale);
  if (tag === 'en-US' || tag === 'en-GB') return englishDate(shown.at, tag, shown.zone, options.weekday === true);
  return formatter(tag, { day: 'numeric', month: 'long', year: 'numeric', weekday: options.weekday ? 'long' : undefined, timeZone: shown.zone }).format(shown.at);
}

/** 'DD MMMM, YYYY hh:mm:ss AM' (en-US), 'DD MMMM, YYYY HH:mm:ss' (en-GB), the long forms in es and fr. */
export function formatLongDateTime(value: DateValue, locale: string, zone?: string, options: DateTimeOptions = {}): string {
  const shown = read(value, zone);
  if (!shown) return '';
  const tag = dateLocaleOf(locale);
  const seconds = options.seconds !== false;
  const zoneName = options.zoneName === true;
  if (tag === 'en-US' || tag === 'en-GB') {
    return `${englishDate(shown.at, tag, shown.zone, options.weekday === true)} ${englishTime(shown.at, tag, shown.zone, seconds, zoneName)}`;
  }
  return formatter(tag, {
    weekday: options.weekday ? 'long' : undefined,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: seconds ? '2-digit' : undefined,
    hourCycle: 'h23',
    timeZoneName: zoneName ? 'short' : undefined,
    timeZone: shown.zone,
  }).format(shown.at);
}

/** An appointment: weekday, date, time without seconds and the zone's name, in the clinic's zone. */
export function formatAppointment(value: DateValue, locale: string, zone: string): string {
  return formatLongDateTime(value, locale, zone, { seconds: false, weekday: true, zoneName: true });
}

/** A moment something happened or will happen (a payment, a maintenance window): date, time without seconds, zone name. */
export function formatMoment(value: DateValue, locale: string, zone: string): string {
  return formatLongDateTime(value, locale, zone, { seconds: false, zoneName: true });
}
