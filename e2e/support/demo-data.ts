// Every journey starts from the demo seed (docs/adr/0011): before each test the API puts the demo
// data back as it started with it (POST /emulators/demo-data/restore, development only), so no test
// reads what another one changed and the files can run alone, in any order. A file whose tests are
// steps of one journey (`test.describe.configure({ mode: 'serial' })`) says `test.use({ demoData: 'file' })`:
// the seed is put back before its first step only.
import { test as base } from '@playwright/test';

/** The first API's port; with more than one worker each has its own API and database (playwright.config.ts). */
export const BASE_PORT = Number(process.env.E2E_PORT ?? 8181);
export const WORKERS = Number(process.env.E2E_WORKERS ?? 1);
/** The API of this worker (TEST_PARALLEL_INDEX is set by Playwright in each worker process). */
export const PORT = BASE_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** Every API of the run, one a worker: the telemetry scan reads them all. */
export const allPorts = Array.from({ length: WORKERS }, (_, index) => BASE_PORT + index);

let restoredFor: string | undefined;

export const test = base.extend<{ demoData: 'test' | 'file'; restoredDemoData: undefined }>({
  demoData: ['test', { option: true }],
  restoredDemoData: [
    async ({ demoData }, use, testInfo) => {
      if (demoData === 'test' || restoredFor !== testInfo.file) {
        const response = await fetch(`http://localhost:${String(PORT)}/emulators/demo-data/restore`, { method: 'POST' });
        if (response.status !== 204) throw new Error(`restoring the demo data: ${String(response.status)} ${await response.text()}`);
        restoredFor = testInfo.file;
      }
      await use(undefined);
    },
    { auto: true },
  ],
});
