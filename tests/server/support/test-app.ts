// Builds the API for one test file against a freshly migrated and seeded database: in-memory
// SQLite by default, or a private schema in the PostgreSQL named by TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import type { Challenge } from 'altcha-lib';
import { captchaPayload } from './captcha.ts';
import { buildApp, type BuildAppOptions } from '../../../server/app.ts';
import { testConfig, type AppConfig } from '../../../server/config.ts';
import { createDatabase, postgresConnection, type Db } from '../../../server/db/database.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import { DEMO_PASSWORD } from '../../../server/db/seed/demo-data.ts';
import { seedDemoPhotos } from '../../../server/db/seed/demo-photos.ts';
import { scheduleDemoMaintenance, seedDemoData } from '../../../server/db/seed/demo-seed.ts';
import type { Clock } from '../../../server/services/clock.ts';
import { ContractCheck, type SeenAnswer } from './contract-check.ts';
import { HttpProblem } from '../../../server/http-problem.ts';
import { PasswordHasher } from '../../../server/services/password-hasher.ts';
import { createPhotoStorage } from '../../../server/services/photo-storage.ts';
import { PiiCipher } from '../../../server/services/pii-cipher.ts';
import { TokenService } from '../../../server/services/token-service.ts';

export { DEMO_PASSWORD };

/** A clock tests move by hand. */
export class TestClock implements Clock {
  #nowMs: number;
  constructor(startMs = Date.now()) {
    this.#nowMs = startMs;
  }
  now(): number {
    return this.#nowMs;
  }
  advance(ms: number): void {
    this.#nowMs += ms;
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  config: AppConfig;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Member id of a demo persona. */
  memberId(userName: string): Promise<number>;
  login(userName: string, password?: string, ivfCenterId?: number): Promise<{ accessToken: string; refreshToken: string; memberId: number }>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  rateLimits?: BuildAppOptions['rateLimits'];
  clock?: TestClock;
  /** SQLite runs only: a database file instead of memory (tests that inspect the bytes at rest). */
  sqliteFile?: string;
  /** The signing keys staff tokens are checked against (support/staff.ts). */
  staffKeys?: BuildAppOptions['staffKeys'];
  /** Where the support dashboards read telemetry (default: the ingestion emulator's store). */
  telemetryQueries?: BuildAppOptions['telemetryQueries'];
}

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const clock = options.clock ?? new TestClock();
  // Photos on local disk in a directory of this test app's own (removed by close) unless a test chose the storage.
  const photoDirectory = options.config?.photoStorage ? null : await mkdtemp(join(tmpdir(), 'portal-test-photos-'));
  // Replay chunks likewise (issue 14).
  const replayDirectory = options.config?.replayStorage ? null : await mkdtemp(join(tmpdir(), 'portal-test-replays-'));
  const config = testConfig({
    ...(photoDirectory ? { photoStorage: { kind: 'local', directory: photoDirectory } } : {}),
    ...(replayDirectory ? { replayStorage: { kind: 'local', directory: replayDirectory } } : {}),
    ...options.config,
  });
  const photoStorage = createPhotoStorage(config.photoStorage);
  const { db, dispose } = await freshDatabase(options.sqliteFile);
  await migrateToLatest(db);
  await seedDemoData(db, { hasher: new PasswordHasher(config.scrypt), cipher: new PiiCipher(config.piiKey), nowMs: clock.now() });
  await seedDemoPhotos(db, photoStorage, new Date(clock.now()).toISOString());
  await scheduleDemoMaintenance(db, clock.now());
  const app = await buildApp({
    config,
    db,
    clock,
    photoStorage,
    // Tests run the consent passes (lapses, reminders) themselves, at the times they choose.
    startConsentJobs: false,
    startReplayRetention: false,
    ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
    ...(options.staffKeys ? { staffKeys: options.staffKeys } : {}),
    ...(options.telemetryQueries !== undefined ? { telemetryQueries: options.telemetryQueries } : {}),
  });
  // An answer of 500 hides its cause from the client (problem-details.ts) and the test app does not log:
  // the cause is printed here, so a test that meets one says why (the rest of the output stays quiet).
  app.addHook('onError', (request, _reply, error, done) => {
    if (error instanceof HttpProblem || error.validation || (error.statusCode ?? 500) < 500) return done();
    console.error(
      `test app: ${request.method} ${request.url.split('?')[0] ?? ''} met an error the API does not describe to the client (a 500, or a 503 when the database is busy):`,
      error,
    );
    done();
  });
  await app.ready();

  // Every API answer this app gives is checked against its OpenAPI document at close (contract-check.ts).
  const seen: SeenAnswer[] = [];
  const inject = async (request: InjectOptions): Promise<LightMyRequestResponse> => {
    const response = await app.inject(request);
    const url = typeof request.url === 'string' ? request.url : ((request.path as string | undefined) ?? '');
    if (url.startsWith('/api/') && !url.startsWith('/api/openapi.json')) {
      seen.push({ method: String(request.method ?? 'GET'), path: url, status: response.statusCode, contentType: response.headers['content-type'], body: response.body });
    }
    return response;
  };

  const memberIds = new Map<string, number>();
  const memberId = async (userName: string): Promise<number> => {
    let id = memberIds.get(userName);
    if (id === undefined) {
      const row = await db.selectFrom('members').select(['id']).where('user_name_key', '=', userName).executeTakeFirstOrThrow();
      id = row.id;
      memberIds.set(userName, id);
    }
    return id;
  };
  const centerOf = async (userName: string): Promise<number> =>
    (await db.selectFrom('members').select('center_id').where('user_name_key', '=', userName).executeTakeFirstOrThrow()).center_id;

  return {
    app,
    db,
    clock,
    config,
    inject,
    memberId,
    async login(userName, password = DEMO_PASSWORD, ivfCenterId) {
      const response = await inject({
        method: 'POST',
        url: '/api/Auth/Login',
        payload: { username: userName, password, userRole: 'Member', ivfCenterId: ivfCenterId ?? (await centerOf(userName)) },
      });
      if (response.statusCode !== 200) throw new Error(`login ${userName} failed: ${response.statusCode} ${response.body}`);
      const body = response.json<{ accessToken: string; refreshToken: string }>();
      return { ...body, memberId: await memberId(userName) };
    },
    async close() {
      const contract = new ContractCheck((await app.inject({ method: 'GET', url: '/api/openapi.json' })).json());
      const broken = seen.map((answer) => contract.problemWith(answer)).filter((problem): problem is string => problem !== null);
      await app.close();
      await db.destroy();
      await dispose();
      if (photoDirectory) await rm(photoDirectory, { recursive: true, force: true });
      if (replayDirectory) await rm(replayDirectory, { recursive: true, force: true });
      if (broken.length > 0) throw new Error(`answers the OpenAPI document does not describe:\n${[...new Set(broken)].join('\n')}`);
    },
  };
}

async function freshDatabase(sqliteFile?: string): Promise<{ db: Db; dispose: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { db: createDatabase(sqliteFile ?? ':memory:'), dispose: async () => {} };
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client(postgresConnection(url));
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  return {
    db: createDatabase(url, { schema, poolSize: 5 }),
    async dispose() {
      const client = new pg.Client(postgresConnection(url));
      await client.connect();
      try {
        await client.query(`DROP SCHEMA ${schema} CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

export interface CaughtMail {
  id: number;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  messageId: string | null;
}

/**
 * Empties the mail emulator once the outbox has delivered what was queued before, so a late
 * delivery of an earlier test's mail cannot be mistaken for the next one's.
 */
export async function clearMail(test: TestApp): Promise<void> {
  await test.app.portal.services.mailOutbox.drain();
  await test.inject({ method: 'DELETE', url: '/emulators/mail/messages' });
}

/** Polls the mail emulator's HTTP API until a message for `to` matching `subject` arrives. */
export async function waitForMail(test: TestApp, to: string, subject: RegExp, timeoutMs = 5000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await test.inject({ method: 'GET', url: `/emulators/mail/messages?to=${encodeURIComponent(to)}` });
    const message = response.json<CaughtMail[]>().find((mail) => subject.test(mail.subject));
    if (message) return message;
    if (Date.now() > deadline) throw new Error(`no e-mail "${subject.source}" for ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A problem body without its per-request id, for "same body" comparisons. */
export function withoutRequestId(body: string): Record<string, unknown> {
  const problem = JSON.parse(body) as Record<string, unknown>;
  delete problem.requestId;
  return problem;
}

/** A genuine access token (right key, real user) issued 11 minutes ago, so already expired. */
export async function expiredAccessToken(test: TestApp, userName: string): Promise<string> {
  const { accessToken } = await test.login(userName);
  return expiredTwinOf(test, accessToken);
}

/** An expired copy (same user, same refresh family) of a live access token. */
export async function expiredTwinOf(test: TestApp, accessToken: string): Promise<string> {
  const claims = await test.app.portal.services.tokens.verifyAccessToken(accessToken);
  if (!claims.ok) throw new Error('fresh token did not verify');
  const past = new TokenService(test.config.jwtSecret, { now: () => test.clock.now() - 11 * 60_000 });
  return past.issueAccessToken(claims.claims.user, claims.claims.familyId);
}

/**
 * Does what the browser's widget does: fetches a challenge from the API and solves it (the test
 * configuration's proof of work is tiny), answering the payload a form sends as `captcha`.
 */
let captchaRequests = 0;
export async function solvedCaptcha(t: Pick<TestApp, 'inject'>): Promise<string> {
  // Each challenge from an address of its own: the per-address limit of challenges is not under test here.
  captchaRequests += 1;
  const remoteAddress = `10.250.${String((captchaRequests >> 8) & 255)}.${String(captchaRequests & 255)}`;
  const response = await t.inject({ method: 'GET', url: '/api/Auth/CaptchaChallenge', remoteAddress });
  if (response.statusCode !== 200) throw new Error(`captcha challenge: ${response.statusCode} ${response.body}`);
  return captchaPayload(response.json<Challenge>());
}
