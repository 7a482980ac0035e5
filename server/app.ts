// Builds the Portal API: plugins (errors, headers, OpenAPI, content types), then routes, then the
// emulators and the static SPA. Tests call buildApp and use `inject`; main.ts only listens.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import { emulatedPayPalCredentials, type AppConfig } from './config.ts';
import type { Db } from './db/database.ts';
import { mailEmulatorRoutes, startMailEmulator, type MailEmulator } from './emulators/mail/mail-emulator.ts';
import { payPalEmulator, PayPalEmulatorState } from './emulators/paypal/paypal-emulator.ts';
import { createEntraEmulator, type EntraEmulator } from './emulators/entra/entra-emulator.ts';
import { problems } from './http-problem.ts';
import { clientErrorHandler, frameworkErrors, registerUrlLimit, rewriteOverlongUrl } from './plugins/http-limits.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerProblemDetails } from './plugins/problem-details.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { strictValidatorFactory } from './plugins/strict-validation.ts';
import { assetsRoutes } from './routes/assets/assets-routes.ts';
import { authRoutes } from './routes/auth/auth-routes.ts';
import { healthRoutes } from './routes/health/health-routes.ts';
import { configurationRoutes } from './routes/configuration/configuration-routes.ts';
import { appVersion } from './build-info.ts';
import { ivfCentersRoutes } from './routes/ivf-centers/ivf-centers-routes.ts';
import { matchingPhotosRoutes } from './routes/matching-photos/matching-photos-routes.ts';
import { memberScope } from './routes/members/member-scope.ts';
import { registrationRoutes } from './routes/members/registration-routes.ts';
import type { AppServices } from './services/app-services.ts';
import { AuthService } from './services/auth-service.ts';
import { CentersService } from './services/centers-service.ts';
import { CollectionAppointmentsService } from './services/collection-appointments-service.ts';
import { OffsetClock, systemClock, type Clock } from './services/clock.ts';
import { clockEmulatorRoutes } from './emulators/clock/clock-emulator.ts';
import { ingestionEmulatorRoutes } from './emulators/ingestion/ingestion-emulator.ts';
import { createContentRules, deliveryApiSource, emulatorSource, isEmulatedContent, type ContentRules } from './services/content-rules.ts';
import { cosignRoutes } from './routes/consent/cosign-routes.ts';
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
import { registerSpaStatic } from './static/spa-static.ts';
import { adminRoutes, type StaffConsole } from './routes/admin/admin-routes.ts';
import { telemetryRoutes } from './routes/admin/telemetry-routes.ts';
import { createTelemetryQueries, type TelemetryQueries } from './services/telemetry/dashboard-queries.ts';
import { AuditTrail } from './services/staff/audit-trail.ts';
import { SiteMaintenance } from './services/staff/site-maintenance.ts';
import { StaffContentService } from './services/staff/staff-content-service.ts';
import { StaffMembersService } from './services/staff/staff-members-service.ts';
import { WorkQueueService } from './services/staff/work-queue-service.ts';
import { remoteStaffKeys, StaffTokenVerifier } from './services/staff-tokens.ts';
import { ReplayStore, type ReplayBlobStorage } from './services/telemetry/replay-store.ts';
import { replayUploadRoutes } from './routes/telemetry/replay-upload-routes.ts';
import { telemetryReplayRoutes } from './routes/admin/telemetry-replay-routes.ts';
import { mailDependency, payPalDependency } from './telemetry/dependency-spans.ts';
import { telemetryLogStream } from './telemetry/log-bridge.ts';
import { registerRequestTelemetry } from './telemetry/request-telemetry.ts';

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

declare module 'fastify' {
  interface FastifyInstance {
    portal: PortalHandle;
  }
}

const requestIdPattern = /^[A-Za-z0-9._-]{8,64}$/;
/** Calls that still answer while the whole site is in maintenance (the SPA needs them to show it). */
const siteMaintenanceExempt = ['/api/Configuration', '/api/Locale', '/api/Auth/MaintenanceNotice', '/api/openapi.json', '/api/assets/', '/api/health/', '/api/Admin/'];
const contentEmulatorFile = new URL('./emulators/content/content-emulator.ts', import.meta.url);
const payPalSdkFile = new URL('./emulators/paypal/sdk/paypal-sdk.js', import.meta.url);

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

/** Trusts the nearest `hops` proxies of the chain (what Fastify does with a number), as its typed form. */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  // With the emulators (development, end-to-end tests) the clock can be moved forward: /emulators/clock.
  const testClock = !options.clock && config.emulators && config.nodeEnv !== 'production' ? new OffsetClock() : null;
  const clock = options.clock ?? testClock ?? systemClock;

  const mailEmulator = config.emulators ? await startMailEmulator({ port: config.smtpPort }) : null;
  const relay = { host: '127.0.0.1', port: mailEmulator?.port ?? config.smtpPort };
  const smtpMailer = options.mailer ?? createSmtpMailSender(config.smtpUrl ? { url: config.smtpUrl } : relay, config.mailFrom);
  const mailer = options.telemetry ? mailDependency(smtpMailer, config.smtpUrl ? new URL(config.smtpUrl) : relay) : smtpMailer;

  const app = Fastify({
    // Query strings are left out of logs: reset links and look-ups carry tokens and e-mail addresses.
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            serializers: {
              req: (request: { id: string; method: string; url: string }) => ({ id: request.id, method: request.method, path: request.url.split('?')[0] }),
            },
            // With telemetry, records also go out as Application Insights traces (telemetry/log-bridge.ts).
            ...(options.telemetry ? { stream: telemetryLogStream() } : {}),
          },
    // By hop count or proxy address only (config.ts readTrustProxy): never a chain the client wrote itself.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
    },
    schemaController: { compilersFactory: { buildValidator: strictValidatorFactory() } },
    frameworkErrors,
    clientErrorHandler,
    rewriteUrl: rewriteOverlongUrl,
  });

  // Many instances share rate limits and revoked sessions through Redis (services/shared-state.ts),
  // and run background passes on one job queue (services/job-queue.ts).
  const redis = config.redis ? createRedisClient(config.redis.url, config.redis.keyPrefix) : null;
  if (redis) {
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis connection failed'));
    // Not reachable yet: the instance starts all the same, reports it in /api/health/ready and refuses
    // what needs Redis (revocation fails closed) until the client reconnects.
    await redis.connect().catch((error: unknown) => app.log.error({ err: error }, 'Redis is not reachable'));
  }
  const jobQueue = options.jobQueue ?? createJobQueue(config.jobQueue, config.databaseUrl, (error) => app.log.error({ err: error }, 'job queue failed'));
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
  };
  const routes: PortalHandle['routes'] = [];
  const entraEmulator = config.entra.mode === 'emulator' ? await createEntraEmulatorFor(config, db) : null;
  app.decorate('portal', { services, mailEmulator, payPalEmulator: payPalEmulatorState, entraEmulator, routes });
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, hidden: route.schema?.hide === true });
    }
  });
  app.decorateRequest('session', null);

  // Plugins
  if (options.telemetry) registerRequestTelemetry(app, db);
  registerProblemDetails(app);
  registerUrlLimit(app);
  registerSecurityHeaders(app);
  app.addContentTypeParser('application/json-patch+json', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
  // Site-wide maintenance: switched on by configuration, or by a PlatformAdmin in the staff console
  // (kept in the database, read through a short cache). Staff calls stay open, so it can be ended.
  app.addHook('onRequest', async (request) => {
    const url = request.url;
    if (!url.startsWith('/api/') || siteMaintenanceExempt.some((prefix) => url.startsWith(prefix))) return;
    if (config.siteMaintenance || (await siteMaintenance.isActive())) throw problems.siteInMaintenance();
  });
  await registerOpenApi(app, { version: appVersion, entra: config.entra });

  // Routes
  const routeOptions = { services };
  await app.register(authRoutes, { ...routeOptions, prefix: '/api/Auth' });
  await app.register(configurationRoutes, { ...routeOptions, prefix: '/api' });
  await app.register(ivfCentersRoutes, { ...routeOptions, prefix: '/api/IvfCenters' });
  await app.register(registrationRoutes, { ...routeOptions, prefix: '/api/Members' });
  await app.register(memberScope, { ...routeOptions, prefix: '/api/Members/:memberId' });
  await app.register(matchingPhotosRoutes, { ...routeOptions, prefix: '/api/MatchingPhotos' });
  await app.register(assetsRoutes, { prefix: '/api/assets' });
  await app.register(healthRoutes, { ...routeOptions, prefix: '/api/health' });
  await app.register(cosignRoutes, { ...routeOptions, prefix: '/api/Consent/Cosign' });
  await app.register(adminRoutes, { ...routeOptions, staffConsole, prefix: '/api/Admin' });
  await app.register(replayUploadRoutes, { ...routeOptions, replays, prefix: '/api/Telemetry' });
  await app.register(telemetryReplayRoutes, { ...routeOptions, verifier: staffConsole.verifier, audit, replays, prefix: '/api/Admin' });
  const telemetryQueries = options.telemetryQueries !== undefined ? options.telemetryQueries : await createTelemetryQueries(config.telemetryQuery, db);
  await app.register(telemetryRoutes, { db, clock, verifier: staffConsole.verifier, queries: telemetryQueries, prefix: '/api/Admin' });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());

  // Emulators
  if (mailEmulator) {
    await app.register(mailEmulatorRoutes, { store: mailEmulator.store, prefix: '/emulators/mail' });
  }
  if (config.emulators && existsSync(fileURLToPath(contentEmulatorFile))) {
    const module = (await import(contentEmulatorFile.href)) as { contentEmulator?: FastifyPluginAsync };
    if (module.contentEmulator) await app.register(module.contentEmulator, { prefix: '/emulators/content' });
  }

  if (payPalEmulatorState) {
    await app.register(payPalEmulator, { state: payPalEmulatorState, faultSwitch: config.nodeEnv !== 'production', sdkFile: payPalSdkFile, prefix: '/emulators/paypal' });
  }
  if (entraEmulator) await app.register(entraEmulator.plugin, { prefix: '/emulators/entra' });
  // Application Insights: IngestionEndpoint=http://<this host>/emulators/ingestion/
  if (config.emulators) await app.register(ingestionEmulatorRoutes, { db, clock, prefix: '/emulators/ingestion' });
  if (testClock) {
    await app.register(clockEmulatorRoutes, {
      clock: testClock,
      onMoved: async () => {
        await dispositions.joint.lapseDue();
        await consent.sendDueReminders();
      },
      prefix: '/emulators/clock',
    });
  }
  if (testClock) await app.register((await import('./routes/demo-data/demo-data-routes.ts')).demoDataRoutes, { ...routeOptions, clock: testClock, prefix: '/emulators/demo-data' });

  // The built SPA (and the navigation fallback / 404s for everything else)
  await registerSpaStatic(app, {
    spaDist: config.spaDist,
    staticWebAppConfig: config.staticWebAppConfig,
    connectSources: [...(entraEmulator ? [new URL(entraEmulator.issuer).origin] : []), ...ingestionOrigins(config.telemetry.connectionString)],
  });

  // The outbox worker delivers from the moment the app is ready (first what a previous process left).
  app.addHook('onReady', async () => {
    await jobQueue.start();
    mailOutbox.start();
    paymentSettlement.start();
    if (options.startConsentJobs !== false) consentJobs.start();
    if (options.startReplayRetention !== false) replayRetention.start();
  });
  // Passes in progress finish (and their mail goes out) before the queue, the relay and Redis close.
  app.addHook('onClose', async () => {
    await paymentSettlement.stop();
    await consentJobs.stop();
    await replayRetention.stop();
    await mailOutbox.stop();
    await jobQueue.stop();
    mailer.close();
    await mailEmulator?.close();
    if (redis) await redis.quit().catch(() => redis.disconnect());
  });
  return app;
}

/** The browser SDK posts to the connection string's ingestion endpoint (issue 14): pages may call its origin. */
function ingestionOrigins(connectionString: string | null): string[] {
  const endpoint = /(?:^|;)IngestionEndpoint=([^;]+)/i.exec(connectionString ?? '')?.[1];
  if (!endpoint) return [];
  try {
    return [new URL(endpoint).origin];
  } catch {
    return [];
  }
}
