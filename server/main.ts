// Starts the Portal API: configuration → telemetry → database → migrations → demo seed (outside
// production) → listen. On SIGINT/SIGTERM it drains: no new connections (new requests on kept-alive
// ones are answered 503), requests in flight are answered, background passes in progress finish
// (their mail is sent and recorded), then the job queue, Redis and the database close. Whatever
// still runs after SHUTDOWN_GRACE_SECONDS is cut off (exit code 1).
//
// Telemetry (issue 14) instruments Node's `http` and `pg` as they load, so it is started before
// anything else: only the configuration and the telemetry set-up are imported statically; the app
// and everything it uses are imported once telemetry runs (server/telemetry/api-telemetry.ts).
import type { Server } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { ConfigError, loadConfig } from './config.ts';
import { startApiTelemetry } from './telemetry/api-telemetry.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  // V8 reads this factor at every full collection, so it can be set here (unlike the young generation's
  // size, which the command line sets): the heap stays near its live size under load (docs/adr/0012).
  if (config.heapGrowingPercent > 0) setFlagsFromString(`--heap-growing-percent=${config.heapGrowingPercent}`);
  const telemetry = await startApiTelemetry(config);
  const { createServer } = await import('node:http');
  const { buildApp } = await import('./app.ts');
  const { createDatabase } = await import('./db/database.ts');
  const { migrateToLatest } = await import('./db/migrate.ts');
  const { seedDemoPhotos } = await import('./db/seed/demo-photos.ts');
  const { scheduleDemoMaintenance, seedDemoData } = await import('./db/seed/demo-seed.ts');
  const { isoAt, systemClock } = await import('./services/clock.ts');
  const { PasswordHasher } = await import('./services/password-hasher.ts');
  const { createPhotoStorage } = await import('./services/photo-storage.ts');
  const { PiiCipher } = await import('./services/pii-cipher.ts');

  const db = createDatabase(config.databaseUrl, { traced: telemetry !== null });
  const photoStorage = createPhotoStorage(config.photoStorage);
  await migrateToLatest(db);
  if (config.demoSeed && config.nodeEnv !== 'production') {
    const now = systemClock.now();
    await seedDemoData(db, { hasher: new PasswordHasher(config.scrypt), cipher: new PiiCipher(config.piiKey), nowMs: now });
    await seedDemoPhotos(db, photoStorage, isoAt(now));
    await scheduleDemoMaintenance(db, now);
  }
  const app = await buildApp({ config, db, photoStorage, telemetry: telemetry !== null });

  let extraLoopback: Server | null = null;
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Whatever still holds on (a client's open connection, a slow relay) does not keep the process alive.
    setTimeout(() => {
      app.log.error({ graceMs: config.shutdownGraceMs }, 'shutdown grace ran out');
      process.exit(1);
    }, config.shutdownGraceMs).unref();
    extraLoopback?.close();
    // Kept-alive connections whose request was answered while draining would hold the server open.
    const idle = setInterval(() => {
      app.server.closeIdleConnections();
      extraLoopback?.closeIdleConnections();
    }, 100);
    idle.unref();
    void app
      .close()
      .then(() => telemetry?.shutdown())
      .then(() => db.destroy())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  // 'localhost' binds every loopback address (127.0.0.1 and ::1), so *.localhost names work in browsers.
  await app.listen({ port: config.port, host: config.host });
  // When 'localhost' resolves to 127.0.0.1 only, answer on ::1 as well: browsers may try either.
  const addresses = app.addresses().filter((address) => typeof address !== 'string');
  const ipv4 = addresses.find((address) => address.family === 'IPv4');
  if (config.host === 'localhost' && ipv4 && !addresses.some((address) => address.family === 'IPv6')) {
    const server = createServer((request, response) => app.routing(request, response));
    server.on('error', () => app.log.debug('no IPv6 loopback; serving 127.0.0.1 only'));
    server.listen(ipv4.port, '::1');
    extraLoopback = server;
  }
  const mail = app.portal.mailEmulator;
  console.log(
    `Portal API on http://localhost:${config.port} (${config.databaseUrl.startsWith('postgres') ? 'PostgreSQL' : 'SQLite'})` +
      (mail ? `; mail emulator SMTP 127.0.0.1:${mail.port}, messages at /emulators/mail/messages` : '') +
      (telemetry ? `; telemetry to ${/IngestionEndpoint=([^;]+)/.exec(telemetry.connectionString)?.[1] ?? 'Application Insights'}` : ''),
  );
  // The route schemas no request has needed yet are compiled now, a few at a time between requests, so
  // that members' first calls after a start find them ready (plugins/lazy-schemas.ts).
  app.compileSchemasInBackground().catch((error: unknown) => app.log.error({ err: error }, 'a route schema does not compile'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
