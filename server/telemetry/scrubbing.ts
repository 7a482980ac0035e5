// What the API's telemetry may carry (issue 14: nothing personal leaves the server). Every span and
// log record passes through here before the exporter sees it:
// - a request is known by its route template (`/api/Members/:memberId/…`), never the concrete path
//   with ids, and never its query string; an outgoing call by its address with id-like path
//   segments replaced by `:id` and without a query string;
// - client addresses, headers, SQL string literals and e-mail addresses are dropped or masked;
// - exception messages and stacks, log bodies and free-form attributes are masked the same way.

/** Attributes that never leave: client addresses, query strings, and any captured header. */
const droppedAttributes = new Set([
  'url.query',
  'client.address',
  'client.port',
  'network.peer.address',
  'network.peer.port',
  'http.client_ip',
  'net.peer.ip',
  'net.sock.peer.addr',
  'microsoft.client.ip',
  'enduser.id',
  'user.id',
  'user.name',
  'user.email',
]);
const droppedPrefixes = ['http.request.header.', 'http.response.header.', 'http.request.body', 'db.query.parameter.', 'db.statement.parameter'];
/** Attributes holding a URL or a path, rewritten rather than dropped. */
const urlAttributes = ['url.full', 'http.url'];
const pathAttributes = ['url.path', 'http.target'];
/** Attributes holding SQL text: string literals are masked (values are bound parameters anyway). */
const sqlAttributes = ['db.query.text', 'db.statement'];

const emailPattern = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const bearerPattern = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
const jwtPattern = /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
const queryPattern = /(\b(?:https?:\/\/[^\s?#"']*|\/[^\s?#"']*))\?[^\s#"']*/g;

/** What each of the patterns above needs to match at all: text without any of these is left as it is (one test, not four replaces). */
const maskable = /[@?]|eyJ|bearer|basic/i;

/** Masks e-mail addresses, tokens and query strings in free text (messages, stacks, log bodies). */
export function scrubText(text: string): string {
  if (!maskable.test(text)) return text;
  return text.replace(jwtPattern, '[token]').replace(bearerPattern, '$1 [token]').replace(emailPattern, '[email]').replace(queryPattern, '$1');
}

/** A path segment that names one thing (a number, 8+ characters with a digit, a long token) rather than a resource (`oauth2`, `v2`). */
const idSegment = /^(?:\d+|(?=[^/]*\d)[^/]{8,}|[A-Za-z0-9_-]{32,})$/;
const versionSegment = /^v\d+(?:\.\d+)?$/i;

/** `/v2/checkout/orders/5O190127TN364715T/capture` → `/v2/checkout/orders/:id/capture` (the route-template style). */
export function templatePath(path: string): string {
  return path
    .split('/')
    .map((segment) => (segment !== '' && idSegment.test(segment) && !versionSegment.test(segment) ? ':id' : segment))
    .join('/');
}

/** An outgoing URL without its query string, fragment, credentials or ids; '' when it does not parse. */
export function scrubUrl(value: string): string {
  try {
    const url = new URL(value);
    return `${url.protocol}//${url.host}${templatePath(url.pathname)}`;
  } catch {
    return templatePath(value.split(/[?#]/)[0] ?? '');
  }
}

function scrubSql(sql: string): string {
  return sql.replace(/'(?:[^']|'')*'/g, "'?'");
}

type Attributes = Record<string, unknown>;

type AttributeKind = 'drop' | 'url' | 'path' | 'sql' | 'text';
/** Each attribute name's kind, worked out once (the names are few; the spans are many). */
const kindsByKey = new Map<string, AttributeKind>();

function kindOf(key: string): AttributeKind {
  let kind = kindsByKey.get(key);
  if (kind === undefined) {
    if (droppedAttributes.has(key) || droppedPrefixes.some((prefix) => key.startsWith(prefix))) kind = 'drop';
    else if (urlAttributes.includes(key)) kind = 'url';
    else if (pathAttributes.includes(key)) kind = 'path';
    else if (sqlAttributes.includes(key)) kind = 'sql';
    else kind = 'text';
    if (kindsByKey.size < 1000) kindsByKey.set(key, kind);
  }
  return kind;
}

/** Rewrites one attribute bag in place. `route` is the request's route template (server spans). */
export function scrubAttributes(attributes: Attributes, route?: string): void {
  for (const key in attributes) {
    const value = attributes[key];
    const kind = kindOf(key);
    if (kind === 'drop') {
      delete attributes[key];
    } else if (typeof value !== 'string') {
      // numbers and booleans carry nothing to mask
    } else if (kind === 'url') {
      if (route !== undefined) {
        let origin = '';
        try {
          origin = new URL(value).origin;
        } catch {
          // a relative URL: the template alone
        }
        attributes[key] = `${origin}${route}`;
      } else {
        attributes[key] = scrubUrl(value);
      }
    } else if (kind === 'path') {
      const path = route ?? templatePath(value.split(/[?#]/)[0] ?? '');
      if (path !== value) attributes[key] = path;
    } else if (kind === 'sql') {
      attributes[key] = scrubSql(value);
    } else {
      const scrubbed = scrubText(value);
      if (scrubbed !== value) attributes[key] = scrubbed;
    }
  }
}

/** The parts of a finished span the scrubber rewrites (the SDK's span objects, before export). */
interface ScrubbableSpan {
  name: string;
  kind: number;
  attributes: Attributes;
  events: { name: string; attributes?: Attributes }[];
}

const spanKindServer = 1;

/** The route a request span was named by in request-telemetry.ts (absent: no route matched). */
export const notFoundRoute = '/{not-found}';

/**
 * A span processor (SDK SpanProcessor shape) that scrubs every span as it ends, before the batch
 * processor hands it to the exporter. Server spans keep only their route template.
 */
export class ScrubbingSpanProcessor {
  onStart(): void {
    // Nothing to do until the span ends.
  }

  onEnd(span: unknown): void {
    const ended = span as ScrubbableSpan;
    const server = ended.kind === spanKindServer;
    const route = server ? (typeof ended.attributes['http.route'] === 'string' ? ended.attributes['http.route'] : notFoundRoute) : undefined;
    if (server && ended.attributes['http.route'] === undefined) ended.attributes['http.route'] = notFoundRoute;
    scrubAttributes(ended.attributes, route);
    for (const event of ended.events) {
      if (event.attributes) scrubAttributes(event.attributes);
    }
  }

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}

interface ScrubbableLogRecord {
  body?: unknown;
  attributes: Attributes;
  setBody?(body: string): unknown;
}

/** A log record processor (SDK LogRecordProcessor shape) masking bodies and attributes on emit. */
export class ScrubbingLogRecordProcessor {
  onEmit(record: unknown): void {
    const log = record as ScrubbableLogRecord;
    if (typeof log.body === 'string') {
      const body = scrubText(log.body);
      if (log.setBody) log.setBody(body);
      else log.body = body;
    }
    scrubAttributes(log.attributes);
  }

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}
