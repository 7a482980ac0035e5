// End-to-end suite: the production build served by the real API with its emulators, on a fresh
// SQLite database, driven in the system Chromium (architecture §4).
import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
const chromium = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'e2e',
  timeout: 60000,
  expect: { timeout: 10000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // The matching journeys change demo data other specs read (carol's profile and embryos), so they
  // run after all the others. The co-signing journeys (carol's items made with Daniel, and the
  // consent records they add to hers) run after the portal specs, which need carol's items and records
  // as seeded. The staff consent journeys (carol signs for an item made with Daniel again and leaves
  // it waiting for him) run after the co-signing ones, and matching after all of them. One worker runs each
  // project's files in name order. The telemetry scan runs after all of them. A file run alone runs the projects it depends on too, unless
  // given --no-deps.
  // The phone project runs first: its journeys check layout at 390 × 844 and put back what they
  // change (ben's balance is only reviewed, a decision signed is withdrawn, a request cancelled), so
  // the data is as seeded for the rest; it needs ben's unpaid balance and hugo's storage consent due.
  projects: [
    {
      name: 'phone',
      testMatch: /phone\.spec\.ts$/,
      use: { viewport: { width: 390, height: 844 }, hasTouch: true },
    },
    { name: 'portal', testIgnore: /(matching|cosign|admin-consents|admin-telemetry|telemetry-scan|phone)\.spec\.ts$/, dependencies: ['phone'] },
    // The support dashboards post telemetry of their own to the ingestion emulator: after the portal specs.
    { name: 'telemetry-dashboards', testMatch: /admin-telemetry\.spec\.ts$/, dependencies: ['portal'] },
    { name: 'cosign', testMatch: /cosign\.spec\.ts$/, dependencies: ['portal'] },
    { name: 'staff-consents', testMatch: /admin-consents\.spec\.ts$/, dependencies: ['portal', 'cosign'] },
    { name: 'matching', testMatch: /matching\.spec\.ts$/, dependencies: ['portal', 'cosign', 'staff-consents'] },
    // Last: every envelope the other journeys produced is searched for anything personal (issue 14).
    { name: 'telemetry-scan', testMatch: /telemetry-scan\.spec\.ts$/, dependencies: ['portal', 'telemetry-dashboards', 'cosign', 'staff-consents', 'matching'] },
  ],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      ...(chromium ? { executablePath: chromium } : {}),
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  webServer: {
    command: 'node server/main.ts',
    url: `http://localhost:${E2E_PORT}/api/Configuration`,
    timeout: 120000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      SPA_DIST: 'dist',
      DATABASE_URL: ':memory:',
      DATA_DIR: '.data/e2e',
      SMTP_PORT: '0',
      NODE_ENV: 'development',
    },
  },
});
