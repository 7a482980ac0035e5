// The emulators (architecture §8), each under /emulators/<name> and only while config.emulators is
// on; the Entra ID emulator while it stands in for the staff tenant (config.entra.mode 'emulator').
// The OpenAPI document leaves them out (plugins/openapi.ts).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import { demoDataRoutes } from '../routes/demo-data/demo-data-routes.ts';
import type { PortalHandle } from '../composition.ts';
import type { OffsetClock } from '../services/clock.ts';
import { clockEmulatorRoutes } from './clock/clock-emulator.ts';
import { ingestionEmulatorRoutes } from './ingestion/ingestion-emulator.ts';
import { mailEmulatorRoutes } from './mail/mail-emulator.ts';
import { payPalEmulator } from './paypal/paypal-emulator.ts';

const contentEmulatorFile = new URL('./content/content-emulator.ts', import.meta.url);
const payPalSdkFile = new URL('./paypal/sdk/paypal-sdk.js', import.meta.url);

export const emulators: FastifyPluginAsync<{ portal: PortalHandle; testClock: OffsetClock | null }> = async (app, { portal, testClock }) => {
  const { config, db, clock, dispositions, consent } = portal.services;
  const { mailEmulator, payPalEmulator: payPalEmulatorState, entraEmulator } = portal;
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
    // End-to-end tests put the demo data back before each test (docs/adr/0011): a development API only
    // (the API tests' apps, NODE_ENV=test, each have a database of their own and skip its snapshot).
    if (config.nodeEnv === 'development') await app.register(demoDataRoutes, { services: portal.services, clock: testClock, prefix: '/emulators/demo-data' });
  }
};
