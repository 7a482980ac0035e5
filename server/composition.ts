// Composes the Portal API's services, once per app: the stores (database, Redis, job queue), the
// services the routes call, the emulators' state and the background passes. buildApp (app.ts)
// decorates the app with the result and starts and stops its background work with the app.
import type { FastifyInstance } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import { emulatedPayPalCredentials, type AppConfig } from './config.ts';
import type { Db } from './db/database.ts';
import { startMailEmulator, type MailEmulator } from './emulators/mail/mail-emulator.ts';
import { PayPalEmulatorState } from './emulators/paypal/paypal-emulator.ts';
import { createEntraEmulator, type EntraEmulator } from './emulators/entra/entra-emulator.ts';
import type { AppServices, StaffConsole } from './services/app-services.ts';
import { AuthService } from './services/auth-service.ts';
import { CentersService } from './services/centers-service.ts';
import { CollectionAppointmentsService } from './services/collection-appointments-service.ts';
import { OffsetClock, systemClock, type Clock } from './services/clock.ts';
import { createContentRules, deliveryApiSource, emulatorSource, isEmulatedContent, type ContentRules } from './services/content-rules.ts';
import { DispositionsService } from './services/dispositions-service.ts';
import { StorageConsentService } from './services/storage-consent-service.ts';
import { ConsentDocumentsService } from './services/consent-documents-service.ts';
import { EmailChangeService } from './services/email-change-service.ts';
import { EnrolmentService } from './services/enrolment-service.ts';
import { createJobQueue, type BackgroundJob, type JobQueue } from './services/job-queue.ts';
import { CaptchaService } from './services/captcha-service.ts';
import { MailOutbox } from './services/mail-outbox.ts';
import { createSmtpMailSender, type MailSender } from './services/mail-sender.ts';
import { MatchingProfileService } from './services/matching-profile-service.ts';
import { MatchingRequestsService } from './services/matching-requests-service.ts';
import { MatchingService } from './services/matching-service.ts';
import { MembersService } from './services/members-service.ts';
import { PasswordHasher } from './services/password-hasher.ts';
import { PaymentsService } from './services/payments-service.ts';
import { PayPalClient, type FetchLike } from './services/paypal-client.ts';
import { PhotoService } from './services/photo-service.ts';
import { createPhotoStorage, type PhotoStorage } from './services/photo-storage.ts';
import { PiiCipher } from './services/pii-cipher.ts';
import { MemoryRateLimitStore, RateLimiter, type RateLimitRule, type RateLimitRuleName, type RateLimitStore } from './services/rate-limiter.ts';
import { createRedisClient, FailoverRateLimitStore, MemoryRevocationStore, RedisRateLimitStore, RedisRevocationStore } from './services/shared-state.ts';
import { TokenService } from './services/token-service.ts';
import { createTelemetryQueries, type TelemetryQueries } from './services/telemetry/dashboard-queries.ts';
import { AuditTrail } from './services/staff/audit-trail.ts';
import { SiteMaintenance } from './services/staff/site-maintenance.ts';
import { StaffContentService } from './services/staff/staff-content-service.ts';
import { StaffMembersService } from './services/staff/staff-members-service.ts';
import { WorkQueueService } from './services/staff/work-queue-service.ts';
import { remoteStaffKeys, StaffTokenVerifier } from './services/staff-tokens.ts';
import { ReplayStore, type ReplayBlobStorage } from './services/telemetry/replay-store.ts';
import { mailDependency, payPalDependency } from './telemetry/dependency-spans.ts';

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  clock?: Clock;
  /** false: the consent loop (lapses, reminders) is not started; tests run its passes themselves. */
  startConsentJobs?: boolean;
  rateLimits?: Partial<Record<RateLimitRuleName, RateLimitRule>>;
  rateLimitStore?: RateLimitStore;
  /** Replaces SMTP delivery (the mail emulator is still started when emulators are on). */
  mailer?: MailSender;
  /** Replaces the content-service rules (default: the content emulator's data, or the Delivery API). */
  contentRules?: ContentRules;
  /** Replaces how the PayPal client reaches PayPal (default: in process for the emulator, else `fetch`). */
  payPalFetch?: FetchLike;
  /** Replaces the photo storage of the configuration (config.photoStorage). */
  photoStorage?: PhotoStorage;
  /** Replaces the session-replay blob storage of the configuration (config.replayStorage). */
  replayStorage?: ReplayBlobStorage;
  /** false: the replay retention pass is not scheduled; tests run it themselves (services.replays.deleteExpired). */
  startReplayRetention?: boolean;
  /** Replaces where staff access tokens' signing keys come from (default: the tenant's JWKS, or the Entra emulator's). */
  staffKeys?: JWTVerifyGetKey;
  /** The telemetry main.ts started (server/telemetry) is on: name and tag request spans, trace PayPal and SMTP, forward log records. */
  telemetry?: boolean;
  /** Replaces where the support dashboards read telemetry (default: config.telemetryQuery). */
  telemetryQueries?: TelemetryQueries | null;
  /** Replaces where background work runs (default: config.jobQueue). */
  jobQueue?: JobQueue;
}

export interface PortalHandle {
  services: AppServices;
  mailEmulator: MailEmulator | null;
  /** The PayPal emulator's state (tests count charges and switch faults on it); null when emulators are off. */
  payPalEmulator: PayPalEmulatorState | null;
  /** The Entra ID emulator (tests rotate its keys); null unless it stands in for the staff tenant. */
  entraEmulator: EntraEmulator | null;
  /** Every registered route (tests check the OpenAPI document and the access matrix against it). */
  routes: { method: string; url: string; hidden: boolean }[];
}

/** The composed portal: what the app decorates itself with, and its background work. */
export interface Portal {
  handle: PortalHandle;
  /** With the emulators (development, end-to-end tests) the clock can be moved forward: /emulators/clock. */
  testClock: OffsetClock | null;
  /** Background work starts when the app is ready (first what a previous process left). */
  start(): Promise<void>;
  /** Passes in progress finish (and their mail goes out) before the queue, the relay and Redis close. */
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    portal: PortalHandle;
  }
}

/** `fetch` answered by this app itself (`inject`): the PayPal emulator without a socket or a port. */
function inProcessFetch(app: FastifyInstance): FetchLike {
  return async (url, init) => {
    const target = new URL(url);
    const response = await app.inject({
      method: init.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers: init.headers,
      ...(init.body === undefined ? {} : { payload: init.body }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(response.statusCode === 204 ? null : response.rawPayload, { status: response.statusCode, headers });
  };
}

/** The Entra ID emulator at the issuer's origin, with every clinic address as an SPA origin. */
async function createEntraEmulatorFor(config: AppConfig, db: Db): Promise<EntraEmulator> {
  const { scheme, port } = config.publicOrigin;
  const hosts = await db.selectFrom('center_sites').select('host').execute();
  const clinicOrigins = [...new Set(['localhost', ...hosts.map((row) => row.host)])].map((host) => `${scheme}://${host}${port ? `:${port}` : ''}`);
  return createEntraEmulator({ origin: new URL(config.entra.authority).origin, clinicOrigins });
}

/** Staff tokens are verified against the configured tenant's keys (the emulator's too: over loopback, like a tenant's). */
function staffVerifier(config: AppConfig, keys: JWTVerifyGetKey | undefined): StaffTokenVerifier | null {
  const entra = config.entra;
  if (entra.mode === 'off') return null;
  const settings = {
    tenantIds: entra.tenantIds,
    issuerTemplate: entra.issuerTemplate,
    audience: entra.apiClientId,
    scope: entra.apiScope.split('/').pop() ?? '',
    clockToleranceSeconds: 60,
  };
  return new StaffTokenVerifier(settings, keys ?? remoteStaffKeys(entra.jwksUri));
}

export async function composePortal(app: FastifyInstance, options: BuildAppOptions): Promise<Portal> {
  const { config, db } = options;
  const testClock = !options.clock && config.emulators && config.nodeEnv !== 'production' ? new OffsetClock() : null;
  const clock = options.clock ?? testClock ?? systemClock;

  const mailEmulator = config.emulators ? await startMailEmulator({ port: config.smtpPort }) : null;
  const relay = { host: '127.0.0.1', port: mailEmulator?.port ?? config.smtpPort };
  const smtpMailer = options.mailer ?? createSmtpMailSender(config.smtpUrl ? { url: config.smtpUrl } : relay, config.mailFrom);
  const mailer = options.telemetry ? mailDependency(smtpMailer, config.smtpUrl ? new URL(config.smtpUrl) : relay) : smtpMailer;

  // Many instances share rate limits and revoked sessions through Redis (services/shared-state.ts),
  // and run background passes on one job queue (services/job-queue.ts).
  const redis = config.redis ? createRedisClient(config.redis.url, config.redis.keyPrefix) : null;
  if (redis) {
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis connection failed'));
    // Not reachable yet: the instance starts all the same, reports it in /api/health/ready and refuses
    // what needs Redis (revocation fails closed) until the client reconnects.
    await redis.connect().catch((error: unknown) => app.log.error({ err: error }, 'Redis is not reachable'));
  }
  const jobQueue = options.jobQueue ?? (await createJobQueue(config.jobQueue, config.databaseUrl, (error) => app.log.error({ err: error }, 'job queue failed')));
  const cipher = new PiiCipher(config.piiKey);
  const mailOutbox = new MailOutbox({
    jobs: jobQueue,
    db,
    clock,
    cipher,
    transport: mailer,
    messageIdDomain: /@([^>\s]+)/.exec(config.mailFrom)?.[1] ?? 'portal.localhost',
    // Never the message: its id, how often it was tried, and whether it was given up.
    onError: (error, context) => app.log[context.failed ? 'error' : 'warn']({ err: error, ...context }, 'e-mail delivery failed'),
  });
  const tokens = new TokenService(
    config.jwtSecret,
    clock,
    redis
      ? new RedisRevocationStore(redis, (error) => app.log.error({ err: error }, 'Redis unreachable: session revocation cannot be checked, requests refused'))
      : new MemoryRevocationStore(),
  );
  const centers = new CentersService(db, clock, config.publicOrigin);
  const members = new MembersService(db, cipher);
  const hasher = new PasswordHasher(config.scrypt);
  const sharedRateLimits = redis
    ? new FailoverRateLimitStore(new RedisRateLimitStore(redis), (error) => app.log.warn({ err: error }, 'Redis unreachable: rate limits counted by this instance alone'))
    : null;
  const rateLimiter = new RateLimiter(options.rateLimitStore ?? sharedRateLimits ?? new MemoryRateLimitStore(), clock, options.rateLimits);
  const contentRules = options.contentRules ?? createContentRules(isEmulatedContent(config.content) ? emulatorSource() : deliveryApiSource(config.content), clock);
  // Consent to storage starts a new period when a renewal is signed (by both partners where jointly owned).
  let storageConsent: StorageConsentService | null = null;
  const consentDocuments: ConsentDocumentsService = new ConsentDocumentsService({ db, clock, centers, members, joint: () => dispositions.joint });
  const dispositions: DispositionsService = new DispositionsService({
    db,
    clock,
    content: contentRules,
    members,
    centers,
    cipher,
    mail: mailOutbox,
    rateLimiter,
    jointLapseDays: config.jointConsentLapseDays,
    onRenewed: (trx, freezeEventId, atIso) => storageConsent!.renewed(trx, freezeEventId, atIso),
    documentOf: (recordId, locale, trx) => consentDocuments.render(recordId, locale, trx),
  });
  storageConsent = new StorageConsentService({ db, clock, centers, members, mail: mailOutbox, dispositions });
  const consent = storageConsent;
  // Joint decisions that waited too long lapse, and storage-consent reminders go out, on one loop.
  const consentJobs = jobQueue.job('consent', {
    run: async () => {
      await dispositions.joint.lapseDue();
      await consent.sendDueReminders();
    },
    onError: (error) => app.log.error({ err: error }, 'consent jobs failed'),
    intervalMs: 60_000,
  });
  const siteMaintenance = new SiteMaintenance({ db, clock });
  const captcha = new CaptchaService({ db, clock, settings: config.captcha });
  const enrolment = new EnrolmentService({ db, clock, cipher, hasher, centers, members, rateLimiter, captcha });
  const auth = new AuthService({
    db,
    clock,
    tokens,
    hasher,
    cipher,
    centers,
    members,
    rateLimiter,
    mail: mailOutbox,
    codeSecret: config.jwtSecret,
    enumerationSafeDelayMs: config.enumerationSafeDelayMs,
    captcha,
  });
  const emailChanges = new EmailChangeService({ db, clock, cipher, hasher, tokens, centers, members, auth, mail: mailOutbox });
  const payPalEmulatorState = config.emulators
    ? new PayPalEmulatorState(config.payPal.inProcess ? { clientId: config.payPal.clientId, clientSecret: config.payPal.clientSecret } : emulatedPayPalCredentials)
    : null;
  const payPalFetch = options.payPalFetch ?? (config.payPal.inProcess ? inProcessFetch(app) : (url, init) => fetch(url, init));
  const payPalClient = new PayPalClient(config.payPal, options.telemetry ? payPalDependency(payPalFetch) : payPalFetch, clock);
  // Payments whose outcome PayPal did not tell in time are settled here, soon and then every second
  // until known; on start-up this also picks up what a stopped process left pending.
  const paymentSettlement: BackgroundJob = jobQueue.job('payment-settlement', {
    run: () => payments.settleDue(),
    onError: (error) => app.log.error({ err: error }, 'payment settlement failed'),
    intervalMs: 1000,
  });
  const payments = new PaymentsService({
    db,
    clock,
    centers,
    members,
    payPal: payPalClient,
    settings: config.payPal,
    mail: mailOutbox,
    onRefundRefused: (orderId, error) => app.log.error({ err: error, orderId }, 'PayPal refused to refund a verification charge'),
    onConfirming: () => paymentSettlement.nudge(),
  });
  const photos = new PhotoService({ db, clock, storage: options.photoStorage ?? createPhotoStorage(config.photoStorage), urlKey: config.photoUrlKey, centers });
  const matching = new MatchingService(db, photos);
  const matchingProfiles = new MatchingProfileService({ db, clock, centers, members, photos });
  const matchingRequests = new MatchingRequestsService({
    db,
    clock,
    centers,
    members,
    profiles: matchingProfiles,
    mail: mailOutbox,
  });
  const collectionAppointments = new CollectionAppointmentsService({
    db,
    clock,
    centers,
    members,
    mail: mailOutbox,
  });
  // Session replays (issue 14): chunks in blob storage, deleted after the retention by an hourly pass.
  const replays = new ReplayStore({ db, clock, storage: options.replayStorage ?? createPhotoStorage(config.replayStorage), retentionDays: config.telemetry.replayRetentionDays });
  const replayRetention = jobQueue.job('replay-retention', {
    run: async () => {
      await replays.deleteExpired();
    },
    onError: (error) => app.log.error({ err: error }, 'replay retention failed'),
    intervalMs: 60 * 60_000,
  });
  const audit = new AuditTrail({ db, clock });
  const staffConsole: StaffConsole = {
    verifier: staffVerifier(config, options.staffKeys),
    workQueue: new WorkQueueService({ db, clock, members, centers, mail: mailOutbox, audit, joint: dispositions.joint }),
    members: new StaffMembersService({ db, cipher, members, centers, dispositions, appointments: collectionAppointments, auth, audit }),
    content: new StaffContentService({ db, clock, members, centers, audit, siteMaintenance }),
    audit,
  };
  const services: AppServices = {
    config,
    db,
    clock,
    tokens,
    centers,
    members,
    auth,
    emailChanges,
    rateLimiter,
    mailOutbox,
    paymentSettlement,
    contentRules,
    dispositions,
    consent,
    consentJobs,
    consentDocuments,
    enrolment,
    payments,
    matching,
    matchingProfiles,
    matchingRequests,
    photos,
    collectionAppointments,
    replays,
    replayRetention,
    redis,
    jobQueue,
    captcha,
    siteMaintenance,
    staff: staffConsole,
    telemetryQueries: options.telemetryQueries !== undefined ? options.telemetryQueries : await createTelemetryQueries(config.telemetryQuery, db),
  };
  const entraEmulator = config.entra.mode === 'emulator' ? await createEntraEmulatorFor(config, db) : null;
  return {
    handle: { services, mailEmulator, payPalEmulator: payPalEmulatorState, entraEmulator, routes: [] },
    testClock,
    start: async () => {
      await jobQueue.start();
      mailOutbox.start();
      paymentSettlement.start();
      if (options.startConsentJobs !== false) consentJobs.start();
      if (options.startReplayRetention !== false) replayRetention.start();
    },
    stop: async () => {
      await paymentSettlement.stop();
      await consentJobs.stop();
      await replayRetention.stop();
      await mailOutbox.stop();
      await jobQueue.stop();
      mailer.close();
      await mailEmulator?.close();
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}
