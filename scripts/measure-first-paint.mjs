// `node scripts/measure-first-paint.mjs <login page address>` (issue 16): opens the sign-in page of a
// running portal (`npm start`, or the production build behind `node server/main.ts`) RUNS times
// (default 7) in the system's Chromium at 390 × 844, each visit with an empty cache on a slow 4G
// connection (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up) and a 4× slower CPU, and prints the
// medians of the first paint (index.html's loading skeleton), the first contentful paint (React's
// first render: the skeleton has no text) and the moment the sign-in form is on screen.
import { chromium } from 'playwright-core';

const address = process.argv[2];
if (!address) {
  console.error('usage: node scripts/measure-first-paint.mjs http://localhost:8080/auth/login');
  process.exit(2);
}
const RUNS = Number(process.env.RUNS ?? 7);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const runs = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(address, { waitUntil: 'load' });
    await page.locator('[embryo-test-sid="login-username"]').waitFor({ timeout: 60_000 });
    runs.push(
      await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-paint')[0]?.startTime ?? NaN,
        contentful: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        form: performance.now(),
      })),
    );
    await context.close();
  }
} finally {
  await browser.close();
}
const show = (key) => `${median(runs.map((r) => r[key])).toFixed(0)} ms (${runs.map((r) => r[key].toFixed(0)).join(', ')})`;
console.log(`${String(RUNS)} visits of ${address}, slow 4G and 4× CPU, medians:`);
console.log(`  first paint (skeleton):           ${show('paint')}`);
console.log(`  first contentful paint (React):   ${show('contentful')}`);
console.log(`  sign-in form on screen (at most): ${show('form')}`);
