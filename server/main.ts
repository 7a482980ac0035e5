// Starts the Portal API: configuration → database → migrations → demo seed (outside production)
// → listen. Shuts down cleanly on SIGINT/SIGTERM.
import { createServer, type Server } from 'node:http';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoPhotos } from './db/seed/demo-photos.ts';
import { scheduleDemoMaintenance, seedDemoData } from './db/seed/demo-seed.ts';
import { isoAt, systemClock } from './services/clock.ts';
import { PasswordHasher } from './services/password-hasher.ts';
import { createPhotoStorage } from './services/photo-storage.ts';
import { PiiCipher } from './services/pii-cipher.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = createDatabase(config.databaseUrl);
  const photoStorage = createPhotoStorage(config.photoStorage);
  await migrateToLatest(db);
  if (config.demoSeed && config.nodeEnv !== 'production') {
    const now = systemClock.now();
    await seedDemoData(db, { hasher: new PasswordHasher(config.scrypt), cipher: new PiiCipher(config.piiKey), nowMs: now });
    await seedDemoPhotos(db, photoStorage, isoAt(now));
    await scheduleDemoMaintenance(db, now);
  }
  const app = await buildApp({ config, db, photoStorage });

  let extraLoopback: Server | null = null;
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Whatever still holds on (a client's open connection, a slow relay) does not keep the process alive.
    setTimeout(() => process.exit(1), 10_000).unref();
    extraLoopback?.close();
    void app
      .close()
      .then(() => db.destroy())
      .then(() => process.exit(0), () => process.exit(1));
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
      (mail ? `; mail emulator SMTP 127.0.0.1:${mail.port}, messages at /emulators/mail/messages` : ''),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
