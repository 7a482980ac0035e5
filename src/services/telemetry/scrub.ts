// The scrubbing telemetry initializer (issue 14, "Nothing personal leaves the browser"): every
// envelope the SPA sends passes here last. URLs lose their query string and fragment and their ids
// (the route template where one is known, `{id}` for any run of two or more digits otherwise);
// properties whose key or value looks personal are dropped or redacted; exception messages are
// scrubbed like any other text. Pure: no SDK import, so it is unit-tested on plain objects.

/** The words, in a property key, of a value that is personal whatever it holds. */
const personalWords = new Set([
  'name',
  'names',
  'first',
  'last',
  'full',
  'surname',
  'email',
  'mail',
  'user',
  'username',
  'login',
  'password',
  'passwd',
  'pwd',
  'secret',
  'token',
  'code',
  'otp',
  'phone',
  'mobile',
  'address',
  'street',
  'zip',
  'postal',
  'dob',
  'birth',
  'birthday',
  'birthdate',
  'ssn',
]);

/** Whether a property key names something personal: `name`, `userName`, `e-mail`, `reset_token`, `dateOfBirth`… */
export function isPersonalKey(key: string): boolean {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/e-?mail/g, 'email')
    .split(/[^a-z]+/)
    .filter(Boolean);
  return words.some((word) => personalWords.has(word)) || /username|password|email|token|birth/i.test(key);
}

/** Keys the SDK and the portal set themselves and that hold codes only. */
const allowedKeys = new Set([
  'clinicId',
  'release',
  'route',
  'outcome',
  'failureClass',
  'twoFactor',
  'kind',
  'method',
  'action',
  'option',
  'durationMs',
  'refUri',
  'uri',
  'pageType',
  'isLoggedIn',
]);

const email = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi;
const jwt = /eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}(\.[A-Za-z0-9_-]*)?/g;
const bearer = /\b(bearer|basic)\s+[A-Za-z0-9._~+/=-]{8,}/gi;
const sixDigits = /(^|[^\d])\d{6}(?!\d)/g;
const isoDate = /\b(19|20)\d{2}-[01]\d-[0-3]\d\b/g;
const slashDate = /\b[0-3]?\d[/.][01]?\d[/.](19|20)\d{2}\b|\b[01]?\d\/[0-3]?\d\/(19|20)\d{2}\b/g;
const queryOrFragment = /[?#][^\s"'<>]*/g;
/** The portal's build (`2.1.0.35024+423114a66509`): its commit may hold six digits in a row, and it is nobody's. */
const releaseValue = /^\d+(\.\d+){1,3}(\+[0-9a-f]{7,40})?$/;

export const redacted = '[redacted]';

/** Whether a text holds something personal (an e-mail, a JWT, a bearer token, a 6-digit code, a date). */
export function looksPersonal(value: string): boolean {
  return [email, jwt, bearer, sixDigits, isoDate, slashDate].some((pattern) => {
    pattern.lastIndex = 0;
    return pattern.test(value);
  });
}

/** Free text (a message, a stack) with the personal parts replaced and URLs without their queries. */
export function scrubText(value: string): string {
  return value
    .replace(jwt, redacted)
    .replace(bearer, `$1 ${redacted}`)
    .replace(email, redacted)
    .replace(/(https?:\/\/[^\s"'<>?#]+|\/[\w./{}:-]*)[?#][^\s"'<>]*/g, '$1')
    .replace(isoDate, redacted)
    .replace(slashDate, redacted)
    .replace(sixDigits, `$1${redacted}`);
}

/** A path with ids replaced: `{id}` for each run of two or more digits inside a segment. */
export function scrubPath(path: string): string {
  return path
    .split('/')
    .map((segment) => (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(segment) ? '{id}' : segment.replace(/\d{2,}/g, '{id}')))
    .join('/');
}

export type TemplateOf = (pathname: string) => string | undefined;

/**
 * A URL (absolute, relative, or a dependency name such as `GET /api/x?y`) without its query string
 * and fragment, its path replaced by its route template when `templateOf` knows it (same origin
 * only) and otherwise with digit runs replaced by `{id}`.
 */
export function scrubUrl(value: string, templateOf?: TemplateOf, origin?: string): string {
  const method = /^([A-Z]+) (.*)$/.exec(value);
  if (method) return `${method[1]} ${scrubUrl(method[2] ?? '', templateOf, origin)}`;
  const withoutQuery = value.replace(queryOrFragment, '');
  const absolute = /^([a-z][a-z0-9+.-]*:\/\/[^/]*)(.*)$/i.exec(withoutQuery);
  const base = absolute ? (absolute[1] ?? '') : '';
  const path = absolute ? absolute[2] || '/' : withoutQuery;
  const sameOrigin = !absolute || (origin !== undefined && base.toLowerCase() === origin.toLowerCase());
  const template = sameOrigin && templateOf ? templateOf(path) : undefined;
  // The user part of an address (user:password@host) never leaves either.
  const cleanBase = base.replace(/\/\/[^/@]*@/, '//');
  return `${cleanBase}${template ?? scrubPath(path)}`;
}

/** Custom properties without a personal key or a value that looks personal. */
export function scrubProperties(properties: Record<string, unknown> | undefined, templateOf?: TemplateOf, origin?: string): Record<string, unknown> | undefined {
  if (!properties) return properties;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(properties)) {
    if (!allowedKeys.has(key) && isPersonalKey(key)) continue;
    if (typeof value === 'string') {
      if (key === 'release' && releaseValue.test(value)) out[key] = value;
      else if (/^(https?:\/\/|\/)/i.test(value)) out[key] = scrubUrl(value, templateOf, origin);
      else out[key] = looksPersonal(value) ? redacted : value;
    } else if (typeof value === 'number' || typeof value === 'boolean' || value === null) {
      out[key] = value;
    } else if (value !== undefined) {
      // Nested objects are not something the portal sends; whatever put one here, it does not leave.
      out[key] = redacted;
    }
  }
  return out;
}

/** The shape of an envelope the initializer sees (ITelemetryItem of the SDK, loosely). */
export interface EnvelopeLike {
  name?: string;
  baseType?: string;
  baseData?: Record<string, unknown>;
  data?: Record<string, unknown>;
  tags?: Record<string, unknown> & { [key: string]: unknown };
  /** Context the SDK's properties plugin adds before the initializers run; `trace.name` becomes the `ai.operation.name` tag. */
  ext?: { trace?: { name?: unknown } & Record<string, unknown> } & Record<string, unknown>;
}

export interface ScrubContext {
  templateOf?: TemplateOf;
  origin?: string;
}

const urlFields = ['uri', 'refUri', 'url', 'target', 'data', 'name'];

/**
 * Scrubs one envelope in place. Returns it for convenience; the SDK's initializer returns nothing
 * (keep) or false (drop), and this never drops.
 */
export function scrubEnvelope<T extends EnvelopeLike>(item: T, context: ScrubContext = {}): T {
  const { templateOf, origin } = context;
  const base = item.baseData;
  if (base) {
    for (const field of urlFields) {
      const value = base[field];
      if (typeof value !== 'string') continue;
      // A dependency's or page view's name is a URL or `METHOD URL`; an event's or metric's name is a code.
      if (field === 'name' && !/^(RemoteDependencyData|PageviewData|PageViewData|PageviewPerformanceData)$/.test(item.baseType ?? '')) continue;
      if (field === 'target') {
        // A dependency's target is a host (`localhost:8301`) or a URL: only a URL has a path to scrub.
        if (/[/?#]/.test(value)) base[field] = scrubUrl(value, templateOf, origin);
      } else if (field === 'name' || field === 'data' || /^(https?:\/\/|\/)/i.test(value)) base[field] = scrubUrl(value, templateOf, origin);
    }
    if (base.properties && typeof base.properties === 'object') base.properties = scrubProperties(base.properties as Record<string, unknown>, templateOf, origin);
    if (typeof base.message === 'string') base.message = scrubText(base.message);
    if (Array.isArray(base.exceptions)) {
      for (const exception of base.exceptions as Array<Record<string, unknown>>) {
        if (typeof exception.message === 'string') exception.message = scrubText(exception.message);
        if (typeof exception.stack === 'string') exception.stack = scrubText(exception.stack);
        if (Array.isArray(exception.parsedStack)) {
          for (const frame of exception.parsedStack as Array<Record<string, unknown>>) if (typeof frame.fileName === 'string') frame.fileName = scrubUrl(frame.fileName);
        }
      }
    }
    // Request and response headers are never kept, whatever the configuration says.
    delete base.requestHeaders;
    delete base.responseHeaders;
  }
  if (item.data && typeof item.data === 'object') item.data = scrubProperties(item.data, templateOf, origin);
  // The operation name is the page's address when the SDK starts (a sign-in redirect carries its
  // code in the fragment): it is filled in from here after the initializers, so it is scrubbed here.
  const trace = item.ext?.trace;
  if (trace && typeof trace.name === 'string') trace.name = scrubUrl(trace.name, templateOf, origin);
  const tags = item.tags;
  if (tags) {
    for (const key of ['ai.operation.name', 'ai.location.ip']) {
      const value = tags[key];
      if (typeof value !== 'string') continue;
      if (key === 'ai.location.ip') delete tags[key];
      else tags[key] = scrubUrl(value, templateOf, origin);
    }
  }
  return item;
}
