// `node scripts/measure-checkout-interaction.mjs <portal address> [visits]` (issue 16): how long the
// member's first click takes to be answered once session replay's 30-s checkout is due, on a running
// portal (`npm start`, or the production build behind `node server/main.ts` with the demo data).
// Each visit (default 3) opens carol.couple's home in an empty browser context at 412 × 823 with a
// 4× slower CPU, clicks once (something for replay to record), waits 31 s, clicks again and reads
// that click's Event Timing duration and the longest task in the 1.5 s after it. Printed per visit.
// Replay must be on (a telemetry connection string, as the demo API has).
import puppeteer from 'puppeteer-core';
import { signInDemoMember } from './demo-member-session.mjs';

const address = (process.argv[2] ?? '').replace(/\/+$/, '');
if (!address) {
  console.error('usage: node scripts/measure-checkout-interaction.mjs http://localhost:8080 [visits]');
  process.exit(2);
}
const visits = Number(process.argv[3] ?? 3);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function visit(browser) {
  const context = await browser.createBrowserContext();
  try {
    const tokens = await signInDemoMember(address, 'carol.couple');
    const page = await context.newPage();
    await page.setViewport({ width: 412, height: 823, isMobile: true });
    await page.evaluateOnNewDocument((stored) => {
      localStorage.setItem('accessToken', stored.accessToken);
      localStorage.setItem('refreshToken', stored.refreshToken);
      const seen = { events: [], tasks: [] };
      Object.defineProperty(globalThis, '__interactions', { value: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.events.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.tasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    }, tokens);
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${address}/member/home`, { waitUntil: 'networkidle0' });
    await sleep(1_000);
    await page.mouse.click(200, 400);
    await sleep(31_000);
    const clickedAt = await page.evaluate(() => performance.now());
    await page.mouse.click(10, 400);
    await sleep(3_000);
    const seen = await page.evaluate(() => globalThis.__interactions);
    const click = Math.max(0, ...seen.events.filter((e) => e.start >= clickedAt && /pointer|mouse|click/.test(e.name)).map((e) => e.duration));
    const longest = Math.max(0, ...seen.tasks.filter((t) => t.start >= clickedAt - 5 && t.start < clickedAt + 1_500).map((t) => t.duration));
    return { click, longest: Math.round(longest) };
  } finally {
    await context.close();
  }
}

const browser = await puppeteer.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
try {
  for (let index = 1; index <= visits; index += 1) {
    const { click, longest } = await visit(browser);
    console.log(`visit ${String(index)}/${String(visits)}: the click 32 s after load answered in ${String(click)} ms; longest task around it ${String(longest)} ms`);
  }
} finally {
  await browser.close();
}
