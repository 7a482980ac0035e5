// Issues 11 and 20: a fuzz pass over the whole API from its own OpenAPI document, as a signed-in
// member. Every operation of /api/openapi.json is called with the member's own id (so the ownership
// check lets the request through to validation and the handler) and, one input at a time, with
// values that break its schema or sit on its edges: every path, query and header parameter and every
// body property (nested ones too) gets wrong types, empty, huge, emoji / right-to-left / combining
// text, NUL, a lone surrogate and numbers past their range; required properties go missing, unknown
// ones appear, bodies are not JSON or not an object. fast-check adds random mutations with a fixed
// seed per operation, so a failure replays exactly. Every answer must be below 500, every 4xx a
// problem+json stating its own status, and no body may carry a stack trace, a server path, a driver
// message or the `token=` value of the query. Every offending request is collected and listed
// together (grouped by cause), and the API must still answer normally afterwards.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { crc32, deflateSync } from 'node:zlib';
import fc from 'fast-check';
import { defaultRateLimits } from '../../../server/services/rate-limiter.ts';
import { bearer, createTestApp, type TestApp } from '../support/test-app.ts';
import { staffKeyring } from '../support/staff.ts';

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  format?: string;
  $ref?: string;
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

/** One request of the pass: a label saying what was changed, and the parts it is sent with. */
interface Probe {
  input: string;
  path: Record<string, string>;
  /** Already percent-encoded `name=value` pairs, in order (a name may repeat). */
  query: [string, string][];
  headers: Record<string, string>;
  body?: { contentType: string | null; payload: string | Buffer };
}

/** A JSON number spelled as text: 1e400 or 2**53 + 1 have no JavaScript number JSON.stringify could write. */
class RawJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => (item instanceof RawJson ? `@@raw${String(raws.push(item.text) - 1)}@@` : item));
  return text.replace(/"@@raw(\d+)@@"/g, (_match, index: string) => raws[Number(index)] ?? 'null');
}

/** Percent-encodes the UTF-8 of any text (encodeURIComponent throws on a lone surrogate). */
function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => (/[A-Za-z0-9._~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');
}

/** Sent as the `token=` query value of every request: no answer may carry it back (a reset link's token). */
const secretToken = 'FuzzSecretToken-7c1e9a';

const emoji = '😀👩‍👩‍👧‍👦🏳️‍🌈';
const rightToLeft = '\u202Eשלום مرحبا\u202C';
const combining = 'Z\u0351\u0334\u0324e\u0301\u0301\u0301';

/** Odd values of a JSON body property: wrong types, edges of text and of numbers. */
const oddBodyValues: [string, unknown][] = [
  ['text', 'fuzz'],
  ['a number', 12345],
  ['a number as text', '12345'],
  ['true', true],
  ['false', false],
  ['null', null],
  ['an object', { fuzz: 1 }],
  ['an array', ['fuzz', 1]],
  ['empty text', ''],
  ['10,000 characters', 'x'.repeat(10_000)],
  ['emoji', emoji],
  ['right-to-left text', rightToLeft],
  ['combining marks', combining],
  ['blank (spaces only)', '   '],
  ['control characters and a zero-width space', 'a\n\t\u0007\u200Bb'],
  ['NUL', 'a\u0000b'],
  ['a lone surrogate', 'a\ud800b'],
  ['1e400', new RawJson('1e400')],
  ['-1e400', new RawJson('-1e400')],
  ['-1', -1],
  ['0', 0],
  ['-0', new RawJson('-0')],
  ['2**31', 2 ** 31],
  ['2**53', 2 ** 53],
  ['2**53 + 1', new RawJson('9007199254740993')],
  ['1.5', 1.5],
  ['5e-324', 5e-324],
  ['"Infinity"', 'Infinity'],
  ['"-Infinity"', '-Infinity'],
  ['"NaN"', 'NaN'],
];

/** Odd values of a path or query parameter, percent-encoded as they go on the wire. */
const oddTextValues: [string, string][] = [
  ['empty', ''],
  ['text', 'fuzz'],
  ['true', 'true'],
  ['null', 'null'],
  ['an object', percentEncode('{"a":1}')],
  ['an array', percentEncode('[1,2]')],
  ['10,000 characters', 'x'.repeat(10_000)],
  ['2,000 characters (under the URL limit)', 'x'.repeat(2_000)],
  ['emoji', percentEncode(emoji)],
  ['right-to-left text', percentEncode(rightToLeft)],
  ['combining marks', percentEncode(combining)],
  ['NUL', 'a%00b'],
  ['a lone surrogate (U+D800 as UTF-8)', 'a%ED%A0%80b'],
  ['invalid UTF-8', '%FF%FE'],
  ['1e400', '1e400'],
  ['-1', '-1'],
  ['0', '0'],
  ['2**31', '2147483648'],
  ['2**53', '9007199254740992'],
  ['1.5', '1.5'],
  ['Infinity', 'Infinity'],
  ['-Infinity', '-Infinity'],
  ['NaN', 'NaN'],
  ['a path traversal', percentEncode('../../package.json')],
];

/** Odd header values (header text is Latin-1 without control characters, so no NUL or emoji here). */
const oddHeaderValues: [string, string][] = [
  ['empty', ''],
  ['text', 'fuzz'],
  ['short', 'abc'],
  ['10,000 characters', 'x'.repeat(10_000)],
  ['1e400', '1e400'],
  ['-1', '-1'],
  ['null', 'null'],
  ['spaces', 'fuzz key with spaces'],
  ['Latin-1', 'fuzz-clé-é'],
];

/** Whole bodies that are not JSON, or JSON of the wrong top-level type. */
const notJsonBodies: [string, string][] = [
  ['a body that is not JSON', 'not json'],
  ['truncated JSON', '{"a":'],
  ['JSON with single quotes', "{'a':1}"],
  ['JSON with a trailing comma', '{"a":1,}'],
  ['an empty body', ''],
  ['200 unclosed objects', '{"a":'.repeat(200)],
  ['a NUL byte', '\u0000'],
];
const wrongTopLevelBodies: [string, string][] = [
  ['a JSON array', '[]'],
  ['a JSON string', '"text"'],
  ['a JSON number', '42'],
  ['JSON null', 'null'],
  ['JSON true', 'true'],
  ['100,000 nested arrays', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
  ['50,000 nested objects', `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`],
];

/** What a body must never show: stack frames, file paths, driver messages, connection errors. */
const internals: [string, RegExp][] = [
  ['a stack frame', /at .*\(.*:\d+:\d+\)/],
  ['node_modules', /node_modules/],
  ['a /server/ path', /\/server\//],
  ['SQLITE', /SQLITE/],
  ['a PostgreSQL syntax error', /syntax error at or near/],
  ['ECONNREFUSED', /ECONNREFUSED/],
  ['a line starting "Error:"', /^Error:/m],
];

/** Samples of the patterns the document uses, so that a valid-looking request gets past validation. */
const patternSamples: Record<string, string> = {
  '^[0-9]{6}$': '123456',
  '^\\d{4}-\\d{2}-\\d{2}$': '1990-01-01',
  '^[0-9a-f]{64}$': 'a'.repeat(64),
  '^[A-Za-z0-9-]+$': 'ORDER-FUZZ',
  '^[a-z0-9-]+\\.(svg|png)$': 'northside.svg',
  '^[\\x21-\\x7E]+$': 'fuzz-key',
};

/**
 * A PNG of `width` × `height` pixels (valid CRCs). Its pixel data is one transparent pixel, so a
 * large size is a header that claims far more pixels than the file carries (a decompression bomb).
 */
function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.from([0, 0, 0, 0, 0]))), chunk('IEND', Buffer.alloc(0))]);
}

/** Seed of one operation's random requests: fixed, and independent of the other operations. */
function seedOf(key: string): number {
  let hash = 20_240_611;
  for (const char of key) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

const excerpt = (text: string, length: number) => (text.length > length ? `${text.slice(0, length)}… (${String(text.length)} chars)` : text);
const describeValue = (value: unknown) => excerpt(value instanceof RawJson ? value.text : value === undefined ? 'undefined' : toJson(value), 60);

/**
 * The edges of a property's own schema, inside and just outside it: the longest text allowed (in
 * ASCII and in emoji, which Ajv counts as code points and JavaScript as UTF-16 units), one longer,
 * one shorter than the shortest; the smallest and largest number allowed and their neighbours.
 */
function edgesOf(schema: Schema): [string, unknown][] {
  if (schema.anyOf) return schema.anyOf.flatMap(edgesOf);
  const edges: [string, unknown][] = [];
  if (schema.maxLength !== undefined) {
    edges.push([`maxLength (${String(schema.maxLength)}) characters`, 'x'.repeat(schema.maxLength)]);
    edges.push([`maxLength (${String(schema.maxLength)}) emoji`, '😀'.repeat(schema.maxLength)]);
    edges.push([`maxLength + 1 (${String(schema.maxLength + 1)}) characters`, 'x'.repeat(schema.maxLength + 1)]);
  }
  if (schema.minLength !== undefined && schema.minLength > 1) edges.push([`minLength - 1 (${String(schema.minLength - 1)}) characters`, 'x'.repeat(schema.minLength - 1)]);
  for (const [name, bound] of [
    ['minimum', schema.minimum],
    ['maximum', schema.maximum],
    ['exclusiveMinimum', schema.exclusiveMinimum],
  ] as const) {
    if (bound === undefined) continue;
    edges.push([`${name} (${String(bound)})`, bound], [`${name} - 1`, bound - 1], [`${name} + 1`, bound + 1]);
    if (schema.type === 'number') edges.push([`${name} + 0.001`, bound + 0.001]);
  }
  return edges;
}

/** One change of a random request. */
type Change =
  | { kind: 'parameter'; target: { in: string; name: string }; value: string }
  | { kind: 'body property'; target: { branch: number; path: string[] }; value: unknown }
  | { kind: 'whole body'; value: unknown }
  | { kind: 'body text'; value: string };

interface Offence {
  cause: string;
  line: string;
}

/** Checks one answer; what is wrong with it goes to `offences` (nothing is thrown, so all are listed). */
function judge(offences: Offence[], request: string, status: number, contentType: string, body: string): void {
  const line = `${request} → ${String(status)} ${excerpt(body.replace(/\s+/g, ' '), 240)}`;
  const offend = (cause: string) => offences.push({ cause, line });
  if (status >= 500) offend(`a ${String(status)} answer`);
  if (status >= 400 && status < 500) {
    if (!contentType.startsWith('application/problem+json')) offend(`a 4xx answered as "${contentType}", not application/problem+json`);
    else {
      let problem: { status?: unknown } | null = null;
      try {
        problem = JSON.parse(body) as { status?: unknown };
      } catch {
        offend('a problem+json body that is not JSON');
      }
      if (problem && problem.status !== status) offend(`a problem whose "status" (${String(problem.status)}) is not the HTTP status`);
    }
  }
  // Images and PDFs are the member's own binary content, not text an error could have leaked into.
  if (!/^(image\/|application\/pdf)/.test(contentType)) {
    for (const [label, pattern] of internals) if (pattern.test(body)) offend(`a body showing internals (${label})`);
  }
  if (body.includes(secretToken)) offend('a body echoing the token= query value');
}

function report(offences: Offence[]): string {
  const byCause = new Map<string, Set<string>>();
  for (const { cause, line } of offences) byCause.set(cause, (byCause.get(cause) ?? new Set()).add(line));
  const sections = [...byCause].map(([cause, lines]) => `\n== ${cause} (${String(lines.size)}) ==\n${[...lines].join('\n')}`);
  return `${String(offences.length)} offending answers, by cause:${sections.join('\n')}`;
}

void describe('fuzz pass over every operation of /api/openapi.json', () => {
  let t: TestApp;
  let member: { accessToken: string; refreshToken: string; memberId: number };
  let spare: { refreshToken: string };
  /** The staff routes' caller: Support, who passes every check but may change nothing (so the pass cannot lock its own member out). */
  let supportToken: string;
  let centerId: number;
  let document: OpenApiDocument;
  let profile: Record<string, unknown>;
  before(async () => {
    const keyring = await staffKeyring();
    supportToken = await keyring.mint('sasha.support@cryo.example', { expiresIn: 3600 });
    t = await createTestApp({
      staffKeys: keyring.keys,
      // Limits far above what the pass sends, so that odd input reaches the handlers behind the rate
      // limiter (and is not merely counted as one more failed attempt); no enumeration-safe delay.
      rateLimits: Object.fromEntries(Object.keys(defaultRateLimits).map((name) => [name, { limit: 1_000_000, windowMs: 60_000 }])),
      config: { enumerationSafeDelayMs: 0 },
    });
    member = await t.login('carol.couple');
    // The refresh and logout calls take a refresh token and end its family: a second session's, so the
    // one the pass runs with stays signed in.
    spare = await t.login('carol.couple');
    centerId = (await t.db.selectFrom('members').select('center_id').where('id', '=', member.memberId).executeTakeFirstOrThrow()).center_id;
    document = (await t.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const own = await t.inject({
      method: 'GET',
      url: `/api/Members/${String(member.memberId)}/MemberAccount/Member?ivfCenterId=${String(centerId)}`,
      headers: bearer(member.accessToken),
    });
    profile = own.json<{ profile: Record<string, unknown> }>().profile;
  });
  after(() => t.close());

  void test('no 5xx, problem+json for every error, nothing internal or echoed; the API answers normally afterwards', async () => {
    const offences: Offence[] = [];
    let sent = 0;
    /** Operations that answered 2xx at least once: the pass reached handlers, not only the validator. */
    const answered = new Set<string>();
    let serial = 0;
    const resolve = (schema: Schema | undefined): Schema => {
      const name = schema?.$ref?.split('/').pop();
      return (name === undefined ? schema : document.components?.schemas?.[name]) ?? {};
    };

    /** A value the schema accepts, as plain as possible (named ids are the member's own). */
    const sample = (raw: Schema | undefined, name: string): unknown => {
      const schema = resolve(raw);
      if (name === 'memberId') return member.memberId;
      if (name === 'ivfCenterId') return centerId;
      if (schema.enum) return schema.enum[0];
      if (schema.anyOf) return sample(schema.anyOf.find((branch) => branch.type !== 'null') ?? schema.anyOf[0], name);
      const type = [schema.type ?? 'string'].flat()[0] ?? 'string';
      switch (type) {
        case 'object':
          return Object.fromEntries((schema.required ?? []).map((key) => [key, sample(schema.properties?.[key], key)]));
        case 'array':
          return [];
        case 'integer':
        case 'number': {
          const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
          return Math.min(Math.max(low, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
        }
        case 'boolean':
          return false;
        case 'null':
          return null;
        default: {
          if (schema.pattern !== undefined) return patternSamples[schema.pattern] ?? 'fuzz';
          if (/email/i.test(name)) return 'fuzz.member@example.com';
          if (/phone/i.test(name)) return '6175550100';
          if (/password/i.test(name)) return 'Fuzz-Passw0rd-2024!';
          if (/dateOfBirth|dob/i.test(name)) return '1990-01-01';
          return 'fuzz'.padEnd(schema.minLength ?? 0, 'z').slice(0, schema.maxLength);
        }
      }
    };

    /** Property paths of an object schema, nested objects included (their own properties too). */
    const propertyPaths = (raw: Schema, prefix: string[] = []): { path: string[]; required: boolean; schema: Schema }[] => {
      const schema = resolve(raw);
      const object = schema.anyOf?.find((branch) => branch.type === 'object') ?? schema;
      if (object.type !== 'object' || prefix.length > 3) return [];
      return Object.entries(object.properties ?? {}).flatMap(([key, property]) => [
        { path: [...prefix, key], required: (object.required ?? []).includes(key), schema: resolve(property) },
        ...propertyPaths(property, [...prefix, key]),
      ]);
    };
    const setAt = (body: unknown, path: string[], value: unknown): unknown => {
      // A random whole body may be no object at all: the property then goes into a fresh one.
      const copy = (body !== null && typeof body === 'object' && !Array.isArray(body) ? structuredClone(body) : {}) as Record<string, unknown>;
      let node = copy;
      for (const key of path.slice(0, -1)) {
        const next = node[key];
        node = next !== null && typeof next === 'object' && !Array.isArray(next) ? (next as Record<string, unknown>) : (node[key] = {});
      }
      const last = path.at(-1)!;
      if (value === undefined) delete node[last];
      else node[last] = value;
      return copy;
    };
    /** structuredClone does not keep RawJson instances: they are set after the clone. */
    const withValue = (body: unknown, path: string[], value: unknown): unknown => {
      if (!(value instanceof RawJson)) return setAt(body, path, value);
      const copy = setAt(body, path, null) as Record<string, unknown>;
      let node = copy;
      for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
      node[path.at(-1)!] = value;
      return copy;
    };

    for (const [template, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const verb = method.toUpperCase();
        const key = `${verb} ${template}`;
        const parameters = operation.parameters ?? [];
        const isRefreshCall = template === '/api/Auth/RefreshToken' || template === '/api/Auth/Logout';
        const token = isRefreshCall ? spare.refreshToken : template.startsWith('/api/Admin/') ? supportToken : member.accessToken;

        const basePath = Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => [p.name, percentEncode(String(sample(p.schema, p.name)))]));
        const baseQuery = parameters.filter((p) => p.in === 'query' && p.required).map((p): [string, string] => [p.name, percentEncode(String(sample(p.schema, p.name)))]);
        const baseHeaders = (): Record<string, string> => ({
          // A fresh idempotency key each time, so a valid-looking payment is one new attempt, not a replay.
          ...Object.fromEntries(parameters.filter((p) => p.in === 'header' && p.required).map((p) => [p.name, `${String(sample(p.schema, p.name))}-${String((serial += 1))}`])),
          // A versioned write based on whatever is current, so its body reaches the handler and the database.
          ...(parameters.some((p) => p.in === 'header' && p.name === 'if-match') ? { 'if-match': '*' } : {}),
        });

        const content = operation.requestBody?.content ?? {};
        const jsonSchema = content['application/json']?.schema;
        const binaryTypes = Object.keys(content).filter((type) => type !== 'application/json');
        // Each branch of a body union is its own valid-looking body (UpdateMatchingProfile's steps).
        const branches = jsonSchema ? (resolve(jsonSchema).anyOf ?? [resolve(jsonSchema)]) : [];
        const baseBodyOf = (branch: Schema): unknown => {
          const body = sample(branch, '') as Record<string, unknown>;
          if (template.endsWith('/UpdateProfile')) {
            // The member's own profile: changing one field at a time then reaches the handler and the database.
            for (const name of Object.keys(branch.properties ?? {})) if (name in profile) body[name] = profile[name];
          }
          if (template === '/api/Members/Registration') {
            // What the member's clinic offers (the first value of each union is not).
            Object.assign(body, { offsiteStorageType: profile.offsiteStorageType, fertPresReason: null, collectionSiteId: null });
          }
          if (template.endsWith('/UpdateCredentials')) {
            // A wrong current password: the right one would let a random new password end the pass's session.
            Object.assign(body, { userName: 'carol.couple', password: 'not-the-password', newUserName: 'fuzz.new.name', newPassword: '' });
          }
          return body;
        };
        const jsonBody = (value: unknown): Probe['body'] => {
          // A fresh user name for each registration, so a valid-looking one is not merely "name taken".
          const fresh =
            template === '/api/Members/Registration' &&
            value !== null &&
            typeof value === 'object' &&
            !Array.isArray(value) &&
            (value as Record<string, unknown>).userName === 'fuzz'
              ? { ...value, userName: `fuzz-${String((serial += 1))}` }
              : value;
          return { contentType: 'application/json', payload: toJson(fresh) };
        };
        const baseBody = (): Probe['body'] => (branches[0] ? jsonBody(baseBodyOf(branches[0])) : binaryTypes[0] ? { contentType: binaryTypes[0], payload: png(1, 1) } : undefined);
        const probe = (input: string, change: Partial<Omit<Probe, 'input'>> = {}): Probe => ({
          input,
          path: change.path ?? basePath,
          query: change.query ?? baseQuery,
          headers: change.headers ?? baseHeaders(),
          body: 'body' in change ? change.body : baseBody(),
        });

        const send = async (request: Probe): Promise<void> => {
          sent += 1;
          const path = template.replace(/\{(\w+)\}/g, (_match, name: string) => request.path[name] ?? '');
          const query = request.query.some(([name]) => name === 'token') ? request.query : [...request.query, ['token', secretToken] as [string, string]];
          const url = `${path}?${query.map(([name, value]) => `${name}=${value}`).join('&')}`;
          const headers: Record<string, string> = { ...bearer(token), ...request.headers };
          if (request.body?.contentType) headers['content-type'] = request.body.contentType;
          const label = `${key} | ${request.input}`;
          try {
            const response = await t.inject({ method: verb, url, headers, ...(request.body ? { payload: request.body.payload } : {}) });
            judge(offences, label, response.statusCode, response.headers['content-type'] ?? '', response.body);
            if (response.statusCode < 300) answered.add(key);
          } catch (error) {
            offences.push({ cause: 'a request the app did not answer (inject threw)', line: `${label} → ${String(error)}` });
          }
        };

        await send(probe('valid-looking request'));

        for (const parameter of parameters) {
          const where = parameter.in;
          const edges = edgesOf(resolve(parameter.schema)).map(([label, value]): [string, string] => [label, percentEncode(String(value))]);
          for (const [label, value] of where === 'header' ? oddHeaderValues : [...oddTextValues, ...edges]) {
            const input = `${where} ${parameter.name} = ${label}`;
            if (where === 'path') await send(probe(input, { path: { ...basePath, [parameter.name]: value } }));
            if (where === 'query') await send(probe(input, { query: [...baseQuery.filter(([name]) => name !== parameter.name), [parameter.name, value]] }));
            if (where === 'header') await send(probe(input, { headers: { ...baseHeaders(), [parameter.name]: value } }));
          }
          if (where === 'query') {
            await send(
              probe(`query ${parameter.name} given twice`, { query: [...baseQuery.filter(([name]) => name !== parameter.name), [parameter.name, '1'], [parameter.name, '2']] }),
            );
            await send(probe(`query ${parameter.name}[]=1 (bracket array)`, { query: [...baseQuery.filter(([name]) => name !== parameter.name), [`${parameter.name}[]`, '1']] }));
            if (parameter.required) await send(probe(`query ${parameter.name} missing`, { query: baseQuery.filter(([name]) => name !== parameter.name) }));
          }
          if (where === 'header' && parameter.required) {
            const headers = baseHeaders();
            delete headers[parameter.name];
            await send(probe(`header ${parameter.name} missing`, { headers }));
          }
        }
        await send(probe('an unknown query parameter', { query: [...baseQuery, ['fuzzExtra', '1']] }));

        for (const [index, branch] of branches.entries()) {
          const base = baseBodyOf(branch);
          const prefix = branches.length > 1 ? `body (branch ${String(index + 1)} of ${String(branches.length)}) ` : 'body ';
          if (branches.length > 1) await send(probe(`${prefix}valid-looking`, { body: jsonBody(base) }));
          for (const { path, required, schema } of propertyPaths(branch)) {
            for (const [label, value] of [...oddBodyValues, ...edgesOf(schema)])
              await send(probe(`${prefix}property ${path.join('.')} = ${label}`, { body: jsonBody(withValue(base, path, value)) }));
            if (required) await send(probe(`${prefix}required property ${path.join('.')} missing`, { body: jsonBody(setAt(base, path, undefined)) }));
          }
          await send(probe(`${prefix}with an extra property`, { body: jsonBody({ ...(base as object), fuzzExtra: 1 }) }));
          const members = toJson(base).slice(1, -1);
          const polluting = `{"__proto__":{"fuzzPolluted":true}${members === '' ? '' : `,${members}`}}`;
          await send(probe(`${prefix}with a __proto__ property`, { body: { contentType: 'application/json', payload: polluting } }));
          await send(probe(`${prefix}with a constructor.prototype property`, { body: jsonBody({ ...(base as object), constructor: { prototype: { fuzzPolluted: true } } }) }));
          await send(probe(`${prefix}as an array of itself`, { body: jsonBody([base]) }));
        }
        if (jsonSchema || binaryTypes.length === 0) {
          for (const [label, payload] of [...notJsonBodies, ...wrongTopLevelBodies]) await send(probe(label, { body: { contentType: 'application/json', payload } }));
          await send(probe('JSON sent as text/plain', { body: { contentType: 'text/plain', payload: branches[0] ? toJson(baseBodyOf(branches[0])) : '{}' } }));
          await send(probe('JSON sent as a form', { body: { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' } }));
          await send(probe('JSON without a content type', { body: { contentType: null, payload: '{"a":1}' } }));
        }
        for (const type of binaryTypes) {
          await send(probe(`${type}: empty`, { body: { contentType: type, payload: Buffer.alloc(0) } }));
          await send(probe(`${type}: bytes that are no image`, { body: { contentType: type, payload: Buffer.from('not an image at all') } }));
          await send(probe(`${type}: a PNG cut short`, { body: { contentType: type, payload: png(1, 1).subarray(0, 40) } }));
          await send(probe(`${type}: a PNG signature only`, { body: { contentType: type, payload: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) } }));
          await send(probe(`${type}: a PNG header claiming 65535 × 65535 pixels`, { body: { contentType: type, payload: png(65_535, 65_535) } }));
          await send(probe(`${type}: JSON`, { body: { contentType: type, payload: '{"a":1}' } }));
        }
        if (binaryTypes.length > 0) await send(probe('an image as application/json', { body: { contentType: 'application/json', payload: '{"a":1}' } }));

        // Random mutations, reproducibly: one to three changes per request, with a fixed seed per operation.
        const seed = seedOf(key);
        const textValue = fc.oneof(
          fc.string({ unit: 'binary', maxLength: 30 }).map(percentEncode),
          fc.uint8Array({ maxLength: 20 }).map((bytes) => [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')),
          fc.integer().map(String),
          fc.double().map(String),
          fc.constantFrom(...oddTextValues.map(([, value]) => value)),
        );
        const bodyValue = fc.oneof(
          fc.jsonValue({ maxDepth: 2 }),
          fc.string({ unit: 'binary', maxLength: 50 }),
          fc.double().map((value) => (Number.isFinite(value) ? value : new RawJson(value > 0 ? '1e999' : '-1e999'))),
          fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map((value) => new RawJson(String(value))),
          fc.constantFrom(...oddBodyValues.map(([, value]) => value)),
        );
        const parameterNames = parameters.filter((p) => p.in === 'path' || p.in === 'query').map((p) => ({ in: p.in, name: p.name }));
        const bodyPaths = branches.flatMap((_branch, index) => propertyPaths(branches[index]!).map(({ path }) => ({ branch: index, path })));
        const mutation: fc.Arbitrary<Change> = fc.oneof(
          ...(parameterNames.length > 0 ? [fc.record({ kind: fc.constant('parameter' as const), target: fc.constantFrom(...parameterNames), value: textValue })] : []),
          fc.record({
            kind: fc.constant('parameter' as const),
            target: fc.constantFrom(...['fuzzExtra', 'token', '__proto__'].map((name) => ({ in: 'query', name }))),
            value: textValue,
          }),
          ...(bodyPaths.length > 0 ? [fc.record({ kind: fc.constant('body property' as const), target: fc.constantFrom(...bodyPaths), value: bodyValue })] : []),
          ...(binaryTypes.length === 0 ? [fc.record({ kind: fc.constant('whole body' as const), value: fc.jsonValue({ maxDepth: 3 }) })] : []),
          fc.record({ kind: fc.constant('body text' as const), value: fc.string({ unit: 'binary', maxLength: 80 }) }),
        );
        for (const [index, changes] of fc.sample(fc.array(mutation, { minLength: 1, maxLength: 3 }), { seed, numRuns: 30 }).entries()) {
          const path = { ...basePath };
          let query = [...baseQuery];
          let branch = 0;
          let body = branches[0] ? baseBodyOf(branches[0]) : undefined;
          let rawBody: Probe['body'] | undefined;
          const said: string[] = [];
          for (const change of changes) {
            switch (change.kind) {
              case 'parameter':
                if (change.target.in === 'path') path[change.target.name] = change.value;
                else query = [...query.filter(([name]) => name !== change.target.name), [change.target.name, change.value]];
                said.push(`${change.target.in} ${change.target.name} = ${excerpt(change.value, 60)}`);
                break;
              case 'body property':
                // A property of another branch of a union goes into that branch's body.
                if (change.target.branch !== branch) body = baseBodyOf(branches[(branch = change.target.branch)]!);
                body = withValue(body, change.target.path, change.value);
                said.push(`body property ${change.target.path.join('.')} = ${describeValue(change.value)}`);
                break;
              case 'whole body':
                body = change.value;
                said.push(`body = ${describeValue(change.value)}`);
                break;
              case 'body text':
                rawBody = { contentType: 'application/json', payload: change.value };
                said.push(`body text ${describeValue(change.value)}`);
                break;
            }
          }
          const input = `random #${String(index)} (seed ${String(seed)}): ${said.join('; ')}`;
          await send(probe(input, { path, query, body: rawBody ?? (body === undefined ? baseBody() : jsonBody(body)) }));
        }
      }
    }

    // The API still answers normally: the anonymous configuration, and the member's own record with
    // the session the pass ran with (so no odd input ended it or broke what it reads back).
    const configuration = await t.inject({ method: 'GET', url: '/api/Configuration' });
    if (configuration.statusCode !== 200)
      offences.push({
        cause: 'the API does not answer normally afterwards',
        line: `GET /api/Configuration → ${String(configuration.statusCode)} ${excerpt(configuration.body, 240)}`,
      });
    const ownUrl = `/api/Members/${String(member.memberId)}/MemberAccount/Member?ivfCenterId=${String(centerId)}`;
    const own = await t.inject({ method: 'GET', url: ownUrl, headers: bearer(member.accessToken) });
    if (own.statusCode !== 200)
      offences.push({ cause: 'the API does not answer normally afterwards', line: `GET ${ownUrl} → ${String(own.statusCode)} ${excerpt(own.body, 240)}` });
    if ('fuzzPolluted' in Object.prototype)
      offences.push({ cause: 'a __proto__ / constructor.prototype body polluted Object.prototype', line: 'Object.prototype.fuzzPolluted is set' });

    const covered = Object.values(document.paths).reduce((count, operations) => count + Object.keys(operations).length, 0);
    assert.ok(covered >= 25 && sent > covered * 50, `only ${String(sent)} requests over ${String(covered)} operations`);
    // Most valid-looking requests succeed (the rest are refused by the member's own state): were the
    // member id or the token wrong, everything would be a 4xx and the pass would prove nothing.
    assert.ok(answered.size >= covered / 3, `only ${String(answered.size)} of ${String(covered)} operations ever answered 2xx`);
    assert.equal(offences.length, 0, report(offences));
  });
});

void describe('raw HTTP oddities through inject', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  void test('malformed percent-encoding, a 12,000-character URL and malformed JSON: 4xx problem+json, the URL not echoed', async () => {
    const member = await t.login('carol.couple');
    const oddities: { label: string; url: string; headers?: Record<string, string>; method?: 'GET' | 'POST'; payload?: string; expected: number }[] = [
      { label: 'malformed percent-encoding in the path', url: `/api/Members/%E0%A4%A/MemberAccount/Member?token=${secretToken}`, expected: 400 },
      { label: 'a 12,000-character URL', url: `/api/Auth/IvfCenterFromUrl?token=${secretToken}&ivfCenterUrl=${'a'.repeat(12_000)}`, expected: 414 },
      // A 16 KB cookie never reaches Fastify: Node's parser refuses it, which `inject` bypasses
      // (tests/server/platform/http-limits.test.ts checks the 431 over a real socket).
      {
        label: 'malformed JSON',
        url: `/api/Auth/Login?token=${secretToken}`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        payload: '{"username":',
        expected: 400,
      },
    ];
    const failures: string[] = [];
    for (const oddity of oddities) {
      const response = await t.inject({
        method: oddity.method ?? 'GET',
        url: oddity.url,
        headers: { ...bearer(member.accessToken), ...oddity.headers },
        ...(oddity.payload === undefined ? {} : { payload: oddity.payload }),
      });
      const offences: Offence[] = [];
      judge(offences, oddity.label, response.statusCode, response.headers['content-type'] ?? '', response.body);
      const causes = offences.map((offence) => offence.cause);
      if (response.statusCode !== oddity.expected) causes.push(`not the expected ${String(oddity.expected)}`);
      const path = oddity.url.split('?')[0]!;
      if (response.body.includes(path) || response.body.includes('a'.repeat(16)) || response.body.includes('c'.repeat(16))) causes.push('the request echoed');
      if (causes.length > 0)
        failures.push(`${oddity.label} → ${String(response.statusCode)} ${String(response.headers['content-type'])} ${excerpt(response.body, 200)}: ${causes.join('; ')}`);
    }
    assert.deepEqual(failures, [], failures.join('\n'));

    // None of them disturbed the server.
    assert.equal((await t.inject({ method: 'GET', url: '/api/Configuration' })).statusCode, 200);
  });
});
