// End-to-end suite: the production build served by the real API with its emulators, on a fresh
// SQLite database, driven in the system Chromium (architecture §4).
//
// Every test starts from the demo seed (the API puts it back before each one: e2e/support/demo-data.ts,
// docs/adr/0011), so no file needs another to have run before it. Each spec file is a project of its
// own, and the projects are listed in an order shuffled from E2E_SEED (printed at the start; a new one
// each run unless given): the workers take them in that order, a file's tests in the order written.
// E2E_SEED=<printed seed> repeats an order. Only the telemetry scan still waits for the others: it
// searches every envelope the suite produced for anything personal (issue 14).
// Two workers run side by side where the machine has two cores or more (E2E_WORKERS=<n> chooses),
// each with an API (and database) of its own on E2E_PORT + its index: on two cores the second worker
// shortened the suite from 19.8 to 16.6 minutes (docs/adr/0011).
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
const workers = Number(process.env.E2E_WORKERS ?? Math.min(2, availableParallelism()));
// Chromium's headless shell when installed (Debian: chromium-headless-shell): the same engine without the
// full browser's window machinery, a quarter less time for the same journeys on two cores (README).
const chromium = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));

// Chosen once by the runner; its workers load this file again with the same seed, so the same order.
const seed = process.env.E2E_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
process.env.E2E_SEED = seed;
if (process.env.TEST_WORKER_INDEX === undefined) console.log(`E2E_SEED=${seed}`);

/** Fisher–Yates with mulberry32: the same seed gives the same order on every machine. */
function shuffled<T>(items: T[], seedText: string): T[] {
  let state = 2166136261;
  for (let i = 0; i < seedText.length; i++) state = Math.imul(state ^ seedText.charCodeAt(i), 16777619) >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

const lastFile = 'telemetry-scan.spec.ts';
const specFiles = readdirSync(new URL('./e2e/', import.meta.url))
  .filter((file) => file.endsWith('.spec.ts') && file !== lastFile)
  .sort();
const journeys: NonNullable<PlaywrightTestConfig['projects']> = shuffled(specFiles, seed).map((file) => ({
  name: file.replace(/\.spec\.ts$/, ''),
  testMatch: new RegExp(`[\\\\/]${file.replace(/\./g, '\\.')}$`),
  // The phone journeys check layout at 390 × 844 with touch.
  ...(file === 'phone.spec.ts' ? { use: { viewport: { width: 390, height: 844 }, hasTouch: true } } : {}),
}));

export default defineConfig({
  testDir: 'e2e',
  timeout: 60000,
  expect: { timeout: 10000 },
  fullyParallel: false,
  workers,
  retries: 0,
  reporter: [['list']],
  // A file run alone runs the scan's dependencies only when it is the scan (or without --no-deps, all).
  projects: [...journeys, { name: 'telemetry-scan', testMatch: /telemetry-scan\.spec\.ts$/, dependencies: journeys.map((project) => project.name ?? '') }],
  use: {
    // Each worker's API (TEST_PARALLEL_INDEX is set in the worker processes that load this file).
    baseURL: `http://localhost:${String(E2E_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0))}`,
    // A failed test keeps its trace: actions, DOM snapshots, network and console. Without the
    // screencast, which cost the suite about a third of its time on two cores (docs/adr/0011).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      ...(chromium ? { executablePath: chromium } : {}),
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: 'node --max-semi-space-size=16 server/main.ts',
    url: `http://localhost:${String(E2E_PORT + index)}/api/Configuration`,
    timeout: 120000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(E2E_PORT + index),
      SPA_DIST: 'dist',
      DATABASE_URL: ':memory:',
      DATA_DIR: index === 0 ? '.data/e2e' : `.data/e2e-${String(index)}`,
      SMTP_PORT: '0',
      NODE_ENV: 'development',
      MALLOC_ARENA_MAX: '2',
    },
  })),
});
