// Configuration of the Portal API, read from the environment once and validated at start-up
// (style §10). A missing or malformed value stops the process with every problem listed.
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readEntraSettings, type EntraSettings } from './entra-settings.ts';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

export interface AppConfig {
  nodeEnv: 'production' | 'development' | 'test';
  port: number;
  host: string;
  /** `postgres://…` selects PostgreSQL; anything else is a SQLite file path (or `:memory:`). */
  databaseUrl: string;
  dataDir: string;
  jwtSecret: Uint8Array;
  /** 32-byte AES-256-GCM key for personal data at rest (architecture §5). */
  piiKey: Buffer;
  emulators: boolean;
  smtpPort: number;
  smtpUrl: string | null;
  mailFrom: string;
  spaDist: string;
  staticWebAppConfig: string;
  scrypt: ScryptCost;
  siteMaintenance: boolean;
  demoSeed: boolean;
  /**
   * Which proxies may tell the client's address (X-Forwarded-For): false (none: the socket address),
   * a hop count, or the proxies' addresses/CIDRs. Never "any": a client could then name its own address.
   */
  trustProxy: TrustProxy;
  /** The scheme and port of the clinics' public addresses (e-mailed links are built from these and the clinic's host names). */
  publicOrigin: PublicOriginSettings;
  logLevel: string;
  /** Minimum answer time of forgot password / forgot username, so timing does not reveal accounts. */
  enumerationSafeDelayMs: number;
  /** Days a joint decision waits for the partner's signature before it lapses (issue 13). */
  jointConsentLapseDays: number;
  /** Content service settings handed to the SPA by GET /api/Configuration. */
  content: ContentSettings;
  /** PayPal REST API the payment calls use (architecture §8: the emulator locally). */
  payPal: PayPalSettings;
  /** Where matching-site photos are kept (services/photo-storage.ts). */
  photoStorage: PhotoStorageSettings;
  /** Where session-replay chunks are kept (services/telemetry/replay-store.ts; issue 14). */
  replayStorage: ReplayStorageSettings;
  /** HMAC-SHA256 key of the signed photo addresses (/api/MatchingPhotos/{id}?viewer&exp&sig). */
  photoUrlKey: Buffer;
  /** Staff sign-in through Entra ID (entra-settings.ts). */
  entra: EntraSettings;
  /** Application Insights (issue 14). */
  telemetry: TelemetrySettings;
  /** Where the support dashboards read telemetry from (issue 14). */
  telemetryQuery: TelemetryQuerySettings;
  /** Shared state of many instances (rate limits, lock-outs, revoked sessions); null: in this process. */
  redis: RedisSettings | null;
  /** Where background work runs (services/job-queue.ts). */
  jobQueue: JobQueueSettings;
  /** How long a SIGTERM waits for requests in flight and background passes before the process exits anyway. */
  shutdownGraceMs: number;
  /**
   * V8's old-generation growing factor, as a percentage over the live heap (`--heap-growing-percent`,
   * set at start by server/main.ts; 0 leaves V8's own factor, which lets the heap reach about four
   * times its live size between full collections). docs/adr/0012.
   */
  heapGrowingPercent: number;
  /** The proof-of-work captcha of enrolment, forgot username/password and repeated failed sign-ins (issue 15). */
  captcha: CaptchaSettings;
}

/**
 * CAPTCHA_HMAC_KEY (required in production, at least 32 characters; derived from JWT_SECRET elsewhere),
 * CAPTCHA_ALGORITHM (PBKDF2/SHA-256 or SHA-256), CAPTCHA_COST (iterations per try), CAPTCHA_MAX_COUNTER
 * (the most tries a browser may need), CAPTCHA_EXPIRES_SECONDS, CAPTCHA_LOGIN_FAILURES.
 */
export interface CaptchaSettings {
  hmacKey: string;
  algorithm: 'PBKDF2/SHA-256' | 'SHA-256';
  cost: number;
  maxCounter: number;
  expiresInSeconds: number;
  /** Failed sign-ins for one user name (from any address) after which the sign-in needs a captcha. */
  loginFailuresBeforeCaptcha: number;
}

/** REDIS_URL (`redis://` or `rediss://`) and REDIS_KEY_PREFIX (default `portal:`): one Redis for every instance. */
export interface RedisSettings {
  url: string;
  keyPrefix: string;
}

/**
 * JOB_QUEUE: `pg-boss` (a job queue in PostgreSQL, the default with a postgres:// DATABASE_URL: each
 * pass runs on one instance at a time) or `embedded` (timers in this process; the only choice with
 * SQLite). JOB_QUEUE_SCHEMA names pg-boss's schema (default `pgboss`).
 */
export type JobQueueSettings = { kind: 'embedded' } | { kind: 'pg-boss'; schema: string };

/**
 * TELEMETRY_QUERY: `emulator` (the ingestion emulator's store; the default with the emulators) or
 * `log-analytics` (the workspace LOG_ANALYTICS_WORKSPACE_ID, read with the app's managed identity;
 * the default otherwise). Without a workspace id the dashboards answer 503.
 */
export interface TelemetryQuerySettings {
  source: 'emulator' | 'log-analytics';
  /** The Log Analytics workspace id (a GUID); null: not configured. */
  workspaceId: string | null;
}

export interface TelemetrySettings {
  /**
   * The connection string both sides report with (APPLICATIONINSIGHTS_CONNECTION_STRING); null: the
   * ingestion emulator of this process when the emulators are on (`emulatorInstrumentationKey`),
   * otherwise reporting is off.
   */
  connectionString: string | null;
  /** With the emulators and no connection string: report to /emulators/ingestion of this process. */
  useIngestionEmulator: boolean;
  /** Share of sessions whose replay is kept (spec §9: 0.1); sessions with an error are always kept. */
  replaySampleRate: number;
  /** Days a kept replay lives before it is deleted (30). */
  replayRetentionDays: number;
}

/** The instrumentation key the ingestion emulator answers to (any GUID would do; this one is fixed). */
export const emulatorInstrumentationKey = '00000000-0000-4000-8000-00000000c2c0';

export type TrustProxy = false | number | string[];

export interface PublicOriginSettings {
  scheme: 'http' | 'https';
  /** null: the scheme's default port. */
  port: number | null;
}

export type PhotoStorageSettings = { kind: 'local'; directory: string } | { kind: 'azure-blob'; connectionString: string; container: string };

/** Session-replay chunks are kept in the same two kinds of storage as photos. */
export type ReplayStorageSettings = PhotoStorageSettings;

/** Azure container names: 3–63 lower-case letters, digits and single hyphens, starting with a letter or digit. */
const azureContainerName = /^(?=.{3,63}$)[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9]))*$/;

export interface PayPalSettings {
  /** REST base URL without a trailing slash (`https://api-m.paypal.com`, sandbox, or the emulator). */
  baseUrl: string;
  /** true: the emulator of this very process, reached in process (no socket, no port needed). */
  inProcess: boolean;
  clientId: string;
  clientSecret: string;
  /** Per PayPal call (token, create order, capture); a slower answer is a 504. */
  timeoutMs: number;
  /** Live PayPal (`api-m.paypal.com`) rather than the sandbox or the emulator. */
  isLiveMode: boolean;
  /** A balance payment PayPal has still not confirmed after this long expires (the member is told). */
  confirmationExpiryMs: number;
}

export const payPalLiveBaseUrl = 'https://api-m.paypal.com';
export const payPalSandboxBaseUrl = 'https://api-m.sandbox.paypal.com';
/** Client credentials the PayPal emulator accepts (development and tests only). */
export const emulatedPayPalCredentials = { clientId: 'emulator-client-id', clientSecret: 'emulator-client-secret' } as const;

export interface ContentSettings {
  space: string;
  environment: string;
  accessToken: string;
  /** `''` means "the page's own host" (the content emulator is served at the same origin). */
  host: string;
  basePath: string;
  insecure: boolean;
}

/** The content emulator, mounted at `/emulators/content` of the API's own origin. */
export const emulatedContent: ContentSettings = {
  space: 'cryo-portal',
  environment: 'master',
  accessToken: 'emulator-delivery-token',
  host: '',
  basePath: '/emulators/content',
  insecure: true,
};

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

type Env = Record<string, string | undefined>;

const booleanValues: Record<string, boolean> = { '1': true, true: true, yes: true, on: true, '0': false, false: false, no: false, off: false };

/** Reads and validates the configuration. In development, missing secrets are generated into `dataDir`. */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const nodeEnvRaw = env.NODE_ENV ?? 'development';
  const nodeEnv = nodeEnvRaw === 'production' || nodeEnvRaw === 'test' ? nodeEnvRaw : 'development';
  const production = nodeEnv === 'production';

  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = booleanValues[raw.toLowerCase()];
    if (value === undefined) {
      problems.push(`${name} must be a boolean (1/0, true/false)`);
      return fallback;
    }
    return value;
  };

  const dataDir = resolve(env.DATA_DIR ?? '.data');
  const databaseUrl = env.DATABASE_URL ?? join(dataDir, 'portal.sqlite');
  if (production && !databaseUrl.startsWith('postgres')) {
    problems.push('DATABASE_URL must be a postgres:// URL in production');
  }

  const emulators = bool('EMULATORS', !production);
  // The emulators read out reset links and approve payments for anyone: never beside production data.
  if (production && emulators) problems.push('EMULATORS cannot be on when NODE_ENV is production');
  const smtpUrl = env.SMTP_URL ?? null;
  if (!emulators && !smtpUrl) problems.push('SMTP_URL is required when EMULATORS is off');
  if (smtpUrl !== null && !/^smtps?:\/\//.test(smtpUrl)) problems.push('SMTP_URL must start with smtp:// or smtps://');

  const log2N = int('SCRYPT_LOG2_N', 17, 10, 20);
  if (production && log2N < 17) problems.push('SCRYPT_LOG2_N below 17 is not allowed in production');

  const secrets = readSecrets(env, production, dataDir, problems);
  const content: ContentSettings =
    emulators && !env.CONTENTFUL_SPACE
      ? emulatedContent
      : {
          space: env.CONTENTFUL_SPACE ?? '',
          environment: env.CONTENTFUL_ENVIRONMENT ?? 'master',
          accessToken: env.CONTENTFUL_ACCESS_TOKEN ?? '',
          host: env.CONTENTFUL_HOST ?? 'cdn.contentful.com',
          basePath: '',
          insecure: false,
        };
  if (!content.space || !content.accessToken) problems.push('CONTENTFUL_SPACE and CONTENTFUL_ACCESS_TOKEN are required when EMULATORS is off');

  const payPalBaseUrlRaw = env.PAYPAL_BASE_URL?.replace(/\/+$/, '');
  const payPalInProcess = emulators && !payPalBaseUrlRaw;
  const payPalBaseUrl = payPalBaseUrlRaw ?? (payPalInProcess ? 'http://127.0.0.1/emulators/paypal' : production ? payPalLiveBaseUrl : payPalSandboxBaseUrl);
  if (!/^https?:\/\//.test(payPalBaseUrl)) problems.push('PAYPAL_BASE_URL must be an http(s) URL');
  if (production && !payPalInProcess && !payPalBaseUrl.startsWith('https://')) problems.push('PAYPAL_BASE_URL must use https in production');
  const payPalClientId = env.PAYPAL_CLIENT_ID ?? (payPalInProcess ? emulatedPayPalCredentials.clientId : '');
  const payPalClientSecret = env.PAYPAL_CLIENT_SECRET ?? (payPalInProcess ? emulatedPayPalCredentials.clientSecret : '');
  if (!payPalClientId || !payPalClientSecret) problems.push('PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are required unless the PayPal emulator is used');
  const payPal: PayPalSettings = {
    baseUrl: payPalBaseUrl,
    inProcess: payPalInProcess,
    clientId: payPalClientId,
    clientSecret: payPalClientSecret,
    timeoutMs: int('PAYPAL_TIMEOUT_MS', 10_000, 100, 60_000),
    isLiveMode: payPalBaseUrl === payPalLiveBaseUrl,
    confirmationExpiryMs: int('PAYMENT_CONFIRMATION_EXPIRY_HOURS', 24, 1, 24 * 30) * 3_600_000,
  };

  const photoStorage = readPhotoStorage(env, production, dataDir, problems);
  const replayStorage = readReplayStorage(env, production, dataDir, problems);
  const trustProxy = readTrustProxy(env.TRUST_PROXY, production, problems);
  const publicOrigin = readPublicOrigin(env, production, problems);
  const entra = readEntraSettings(env, { emulators, emulatorOrigin: `http://localhost:${int('PORT', 8080, 0, 65535)}` }, problems);

  const telemetryConnection = env.APPLICATIONINSIGHTS_CONNECTION_STRING?.trim() || null;
  if (telemetryConnection && !/(^|;)InstrumentationKey=[0-9a-fA-F-]{36}(;|$)/.test(telemetryConnection))
    problems.push('APPLICATIONINSIGHTS_CONNECTION_STRING must name an InstrumentationKey');
  const replaySampleRate = Number(env.REPLAY_SAMPLE_RATE ?? '0.1');
  if (!(replaySampleRate >= 0 && replaySampleRate <= 1)) problems.push('REPLAY_SAMPLE_RATE must be a number from 0 to 1');
  const telemetry: TelemetrySettings = {
    connectionString: telemetryConnection,
    useIngestionEmulator: emulators && !telemetryConnection && bool('TELEMETRY', true),
    replaySampleRate,
    replayRetentionDays: int('REPLAY_RETENTION_DAYS', 30, 1, 365),
  };

  const telemetryQuerySource = env.TELEMETRY_QUERY?.trim() || (emulators ? 'emulator' : 'log-analytics');
  if (telemetryQuerySource !== 'emulator' && telemetryQuerySource !== 'log-analytics') problems.push('TELEMETRY_QUERY must be emulator or log-analytics');
  const workspaceId = env.LOG_ANALYTICS_WORKSPACE_ID?.trim() || null;
  if (workspaceId && !/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/.test(workspaceId))
    problems.push('LOG_ANALYTICS_WORKSPACE_ID must be a workspace id (a GUID)');
  if (env.TELEMETRY_QUERY?.trim() === 'log-analytics' && !workspaceId) problems.push('TELEMETRY_QUERY=log-analytics needs LOG_ANALYTICS_WORKSPACE_ID');
  if (telemetryQuerySource === 'emulator' && !emulators) problems.push('TELEMETRY_QUERY=emulator needs the emulators (EMULATORS=true)');
  const telemetryQuery: TelemetryQuerySettings = { source: telemetryQuerySource === 'emulator' ? 'emulator' : 'log-analytics', workspaceId };

  const redis = readRedis(env, problems);
  const jobQueue = readJobQueue(env, databaseUrl, problems);
  const shutdownGraceMs = int('SHUTDOWN_GRACE_SECONDS', 25, 1, 600) * 1000;
  const heapGrowingPercent = int('HEAP_GROWING_PERCENT', 50, 0, 300);
  const captchaAlgorithm = env.CAPTCHA_ALGORITHM?.trim() || 'PBKDF2/SHA-256';
  if (captchaAlgorithm !== 'PBKDF2/SHA-256' && captchaAlgorithm !== 'SHA-256') problems.push('CAPTCHA_ALGORITHM must be PBKDF2/SHA-256 or SHA-256');
  const captchaKey = env.CAPTCHA_HMAC_KEY ?? (production ? undefined : createHmac('sha256', secrets.jwtSecret).update('captcha').digest('base64url'));
  if (!captchaKey || captchaKey.length < 32) problems.push('CAPTCHA_HMAC_KEY must be at least 32 characters');
  // Real work in production (a second or two in a phone's browser); a token amount in development and tests.
  const captcha: CaptchaSettings = {
    hmacKey: captchaKey ?? '',
    algorithm: captchaAlgorithm === 'SHA-256' ? 'SHA-256' : 'PBKDF2/SHA-256',
    cost: int('CAPTCHA_COST', production ? 2_000 : 1, 1, 1_000_000),
    maxCounter: int('CAPTCHA_MAX_COUNTER', production ? 10_000 : 20, 1, 10_000_000),
    expiresInSeconds: int('CAPTCHA_EXPIRES_SECONDS', 10 * 60, 30, 24 * 3600),
    loginFailuresBeforeCaptcha: int('CAPTCHA_LOGIN_FAILURES', 3, 1, 100),
  };

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    nodeEnv,
    port: int('PORT', 8080, 0, 65535),
    host: env.HOST ?? 'localhost',
    databaseUrl,
    dataDir,
    jwtSecret: secrets.jwtSecret,
    piiKey: secrets.piiKey,
    emulators,
    smtpPort: int('SMTP_PORT', 2525, 0, 65535),
    smtpUrl,
    mailFrom: env.MAIL_FROM ?? 'Cryo Member Portal <no-reply@portal.localhost>',
    spaDist: resolve(env.SPA_DIST ?? 'dist'),
    staticWebAppConfig: resolve(env.STATIC_WEB_APP_CONFIG ?? 'deploy/staticwebapp.config.json'),
    scrypt: { N: 2 ** log2N, r: 8, p: 1 },
    siteMaintenance: bool('SITE_MAINTENANCE', false),
    demoSeed: bool('DEMO_SEED', !production),
    trustProxy,
    publicOrigin,
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    enumerationSafeDelayMs: int('ENUMERATION_SAFE_DELAY_MS', 400, 0, 10000),
    jointConsentLapseDays: int('JOINT_CONSENT_LAPSE_DAYS', 30, 1, 365),
    content,
    payPal,
    photoStorage,
    replayStorage,
    photoUrlKey: secrets.photoUrlKey,
    entra,
    telemetry,
    telemetryQuery,
    redis,
    jobQueue,
    shutdownGraceMs,
    heapGrowingPercent,
    captcha,
  };
}

function readRedis(env: Env, problems: string[]): RedisSettings | null {
  const url = env.REDIS_URL?.trim() || null;
  const keyPrefix = env.REDIS_KEY_PREFIX ?? 'portal:';
  if (url === null) return null;
  let valid = false;
  try {
    const parsed = new URL(url);
    valid = (parsed.protocol === 'redis:' || parsed.protocol === 'rediss:') && parsed.hostname !== '';
  } catch {
    valid = false;
  }
  if (!valid) problems.push('REDIS_URL must be a redis:// or rediss:// URL with a host (e.g. redis://127.0.0.1:6379)');
  if (!/^[A-Za-z0-9:._-]{1,64}$/.test(keyPrefix)) problems.push('REDIS_KEY_PREFIX must be 1–64 letters, digits, colons, dots, underscores or hyphens');
  return { url, keyPrefix };
}

function readJobQueue(env: Env, databaseUrl: string, problems: string[]): JobQueueSettings {
  const postgres = databaseUrl.startsWith('postgres');
  const kind = env.JOB_QUEUE?.trim() || (postgres ? 'pg-boss' : 'embedded');
  const schema = env.JOB_QUEUE_SCHEMA?.trim() || 'pgboss';
  if (kind !== 'pg-boss' && kind !== 'embedded') problems.push(`JOB_QUEUE must be pg-boss or embedded (got "${kind}")`);
  if (kind === 'pg-boss' && !postgres) problems.push('JOB_QUEUE=pg-boss needs a postgres:// DATABASE_URL (SQLite runs the embedded queue)');
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) problems.push('JOB_QUEUE_SCHEMA must be a lower-case PostgreSQL name (letters, digits, underscores)');
  return kind === 'pg-boss' ? { kind, schema } : { kind: 'embedded' };
}

/** REPLAY_STORAGE=local (default; REPLAY_DIR, default `{DATA_DIR}/replays`) or azure-blob (AZURE_STORAGE_CONNECTION_STRING + REPLAY_CONTAINER, default `replays`). */
function readReplayStorage(env: Env, production: boolean, dataDir: string, problems: string[]): ReplayStorageSettings {
  const kind = env.REPLAY_STORAGE ?? 'local';
  if (kind === 'azure-blob') {
    const connectionString = env.AZURE_STORAGE_CONNECTION_STRING ?? '';
    const container = env.REPLAY_CONTAINER ?? 'replays';
    if (!connectionString) problems.push('AZURE_STORAGE_CONNECTION_STRING is required when REPLAY_STORAGE is azure-blob');
    else if (!/(^|;)(AccountName|BlobEndpoint|SharedAccessSignature)=/i.test(connectionString)) {
      problems.push('AZURE_STORAGE_CONNECTION_STRING is not an Azure Storage connection string');
    }
    if (!azureContainerName.test(container)) problems.push('REPLAY_CONTAINER must be a valid Azure container name (3–63 lower-case letters, digits and hyphens)');
    return { kind, connectionString, container };
  }
  if (kind !== 'local') problems.push(`REPLAY_STORAGE must be local or azure-blob (got "${kind}")`);
  // Stateless containers in production: chunks on one container's disk would be lost or split between instances.
  if (production && kind === 'local') problems.push('REPLAY_STORAGE must be azure-blob in production');
  return { kind: 'local', directory: resolve(env.REPLAY_DIR ?? join(dataDir, 'replays')) };
}

/**
 * TRUST_PROXY: `0`/`false` (no proxy), a hop count (`1`: the Static Web Apps / App Service front end),
 * or comma-separated proxy addresses or CIDRs. Production defaults to one hop. `true` (trust whatever
 * chain a client sends) is refused.
 */
function readTrustProxy(raw: string | undefined, production: boolean, problems: string[]): TrustProxy {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '') return production ? 1 : false;
  if (value === '0' || value === 'false' || value === 'no' || value === 'off') return false;
  if (/^[1-9]$/.test(value)) return Number(value);
  const addresses = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const valid = addresses.every((address) => {
    const [ip, bits, extra] = address.split('/');
    if (extra !== undefined || !ip || isIP(ip) === 0) return false;
    return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(ip) === 4 ? 32 : 128));
  });
  if (addresses.length === 0 || !valid) {
    problems.push(`TRUST_PROXY must be 0, a hop count from 1 to 9, or proxy addresses/CIDRs separated by commas (got "${raw ?? ''}")`);
    return false;
  }
  return addresses;
}

/** PUBLIC_SCHEME (https in production, else http) and PUBLIC_PORT (default: the scheme's own in production, else PORT). */
function readPublicOrigin(env: Env, production: boolean, problems: string[]): PublicOriginSettings {
  const scheme = (env.PUBLIC_SCHEME ?? (production ? 'https' : 'http')).toLowerCase();
  if (scheme !== 'http' && scheme !== 'https') problems.push(`PUBLIC_SCHEME must be http or https (got "${env.PUBLIC_SCHEME ?? ''}")`);
  if (production && scheme !== 'https') problems.push('PUBLIC_SCHEME must be https in production');
  const rawPort = env.PUBLIC_PORT ?? (production ? '' : (env.PORT ?? '8080'));
  const port = rawPort === '' ? null : Number(rawPort);
  if (port !== null && (!Number.isInteger(port) || port < 1 || port > 65535)) problems.push(`PUBLIC_PORT must be a port number (got "${rawPort}")`);
  const defaultPort = scheme === 'https' ? 443 : 80;
  return { scheme: scheme === 'https' ? 'https' : 'http', port: port === null || port === defaultPort || !Number.isInteger(port) ? null : port };
}

/** PHOTO_STORAGE=local (default; PHOTO_DIR, default `{DATA_DIR}/photos`) or azure-blob (connection string + container). */
function readPhotoStorage(env: Env, production: boolean, dataDir: string, problems: string[]): PhotoStorageSettings {
  const kind = env.PHOTO_STORAGE ?? 'local';
  if (kind === 'azure-blob') {
    const connectionString = env.AZURE_STORAGE_CONNECTION_STRING ?? '';
    const container = env.PHOTO_CONTAINER ?? 'matching-photos';
    if (!connectionString) problems.push('AZURE_STORAGE_CONNECTION_STRING is required when PHOTO_STORAGE is azure-blob');
    else if (!/(^|;)(AccountName|BlobEndpoint|SharedAccessSignature)=/i.test(connectionString)) {
      problems.push('AZURE_STORAGE_CONNECTION_STRING is not an Azure Storage connection string');
    }
    if (!azureContainerName.test(container)) problems.push('PHOTO_CONTAINER must be a valid Azure container name (3–63 lower-case letters, digits and hyphens)');
    return { kind, connectionString, container };
  }
  if (kind !== 'local') problems.push(`PHOTO_STORAGE must be local or azure-blob (got "${kind}")`);
  // Production runs stateless containers: photos on a container's disk would be lost or split between instances.
  if (production && kind === 'local') problems.push('PHOTO_STORAGE must be azure-blob in production');
  return { kind: 'local', directory: resolve(env.PHOTO_DIR ?? join(dataDir, 'photos')) };
}

interface DevelopmentSecrets {
  jwtSecret: string;
  piiEncryptionKey: string;
  photoUrlKey?: string;
}

function readSecrets(env: Env, production: boolean, dataDir: string, problems: string[]): { jwtSecret: Uint8Array; piiKey: Buffer; photoUrlKey: Buffer } {
  let jwtRaw = env.JWT_SECRET;
  let piiRaw = env.PII_ENCRYPTION_KEY;
  let photoRaw = env.PHOTO_URL_KEY;
  if ((!jwtRaw || !piiRaw || !photoRaw) && !production) {
    const generated = developmentSecrets(dataDir);
    jwtRaw ??= generated.jwtSecret;
    piiRaw ??= generated.piiEncryptionKey;
    photoRaw ??= generated.photoUrlKey;
  }
  let jwtSecret = new Uint8Array();
  let piiKey = Buffer.alloc(0);
  if (!jwtRaw || Buffer.byteLength(jwtRaw) < 32) problems.push('JWT_SECRET must be at least 32 characters');
  else jwtSecret = new TextEncoder().encode(jwtRaw);
  if (!piiRaw) problems.push('PII_ENCRYPTION_KEY is required (32 bytes, base64)');
  else {
    piiKey = Buffer.from(piiRaw, 'base64');
    if (piiKey.length !== 32) problems.push('PII_ENCRYPTION_KEY must be 32 bytes encoded as base64');
  }
  let photoUrlKey = Buffer.alloc(0);
  if (!photoRaw) problems.push('PHOTO_URL_KEY is required (at least 32 bytes, base64)');
  else {
    photoUrlKey = Buffer.from(photoRaw, 'base64');
    if (photoUrlKey.length < 32) problems.push('PHOTO_URL_KEY must be at least 32 bytes encoded as base64');
  }
  return { jwtSecret, piiKey, photoUrlKey };
}

/** Development only: secrets kept in `.data/secrets.json`, created on first start (a key added later is appended). */
function developmentSecrets(dataDir: string): DevelopmentSecrets {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const secrets = JSON.parse(readFileSync(file, 'utf8')) as DevelopmentSecrets;
    if (secrets.photoUrlKey) return secrets;
    const completed = { ...secrets, photoUrlKey: randomBytes(32).toString('base64') };
    writeFileSync(file, JSON.stringify(completed, null, 2), { mode: 0o600 });
    return completed;
  }
  const secrets: DevelopmentSecrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    piiEncryptionKey: randomBytes(32).toString('base64'),
    photoUrlKey: randomBytes(32).toString('base64'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/** A configuration for tests: in-memory SQLite, cheap scrypt, fixed secrets, emulators on a random port. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    nodeEnv: 'test',
    port: 0,
    host: '127.0.0.1',
    databaseUrl: ':memory:',
    dataDir: resolve('.data'),
    jwtSecret: new TextEncoder().encode('test-secret-test-secret-test-secret-0123456789'),
    piiKey: Buffer.alloc(32, 7),
    emulators: true,
    smtpPort: 0,
    smtpUrl: null,
    mailFrom: 'Cryo Member Portal <no-reply@portal.localhost>',
    spaDist: resolve('dist'),
    staticWebAppConfig: resolve('deploy/staticwebapp.config.json'),
    scrypt: { N: 2 ** 10, r: 8, p: 1 },
    siteMaintenance: false,
    demoSeed: true,
    trustProxy: false,
    publicOrigin: { scheme: 'http', port: 8080 },
    logLevel: 'silent',
    enumerationSafeDelayMs: 50,
    jointConsentLapseDays: 30,
    content: emulatedContent,
    payPal: {
      baseUrl: 'http://127.0.0.1/emulators/paypal',
      inProcess: true,
      ...emulatedPayPalCredentials,
      timeoutMs: 2_000,
      isLiveMode: false,
      confirmationExpiryMs: 24 * 3_600_000,
    },
    photoStorage: { kind: 'local', directory: join(tmpdir(), `portal-test-photos-${process.pid}`) },
    replayStorage: { kind: 'local', directory: join(tmpdir(), `portal-test-replays-${process.pid}`) },
    photoUrlKey: Buffer.alloc(32, 9),
    entra: readEntraSettings({}, { emulators: true, emulatorOrigin: 'http://localhost:8080' }, []),
    telemetry: { connectionString: null, useIngestionEmulator: true, replaySampleRate: 0.1, replayRetentionDays: 30 },
    telemetryQuery: { source: 'emulator', workspaceId: null },
    redis: null,
    jobQueue: { kind: 'embedded' },
    shutdownGraceMs: 25_000,
    heapGrowingPercent: 0,
    captcha: { hmacKey: 'test-captcha-key-test-captcha-key-0123456789', algorithm: 'SHA-256', cost: 1, maxCounter: 20, expiresInSeconds: 600, loginFailuresBeforeCaptcha: 3 },
    ...overrides,
  };
}
