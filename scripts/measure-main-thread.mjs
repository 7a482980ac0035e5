// `node scripts/measure-main-thread.mjs <portal address>` (issue 16): how long the main thread is
// blocked while a page starts, observed in the system's Chromium (through puppeteer-core, as
// Lighthouse drives it) rather than simulated as Lighthouse
// does (whose figures on a shared two-core machine move by several hundred milliseconds from run to
// run). Against a running portal (`npm start`, or the production build behind `node server/main.ts`
// with the demo data), RUNS times (default 5) each: the sign-in page signed out, carol.couple's home
// and emma.recipient's matching search, at 412 × 823 with a 4× slower CPU (the network as it is). The
// signed-in pages sign in through POST /api/Auth/Login, as the SPA does, and put the tokens where the
// SPA keeps them before its first script runs. Each visit opens an empty browser context, then the
// page is watched for 9 s after its load event. Printed, as medians with every run:
//   - blocking after the first contentful paint: the sum over long tasks (over 50 ms) of their time
//     past 50 ms, as Lighthouse's total blocking time counts it, up to the end of the watch;
//   - the longest task;
//   - the largest contentful paint.
import puppeteer from 'puppeteer-core';
import { signInDemoMember } from './demo-member-session.mjs';

const address = (process.argv[2] ?? '').replace(/\/+$/, '');
if (!address) {
  console.error('usage: node scripts/measure-main-thread.mjs http://localhost:8080');
  process.exit(2);
}
const RUNS = Number(process.env.RUNS ?? 5);
const WATCH_MS = 9_000;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function visit(browser, path, username) {
  const context = await browser.createBrowserContext();
  try {
    const tokens = username ? await signInDemoMember(address, username) : null;
    const page = await context.newPage();
    await page.setViewport({ width: 412, height: 823, isMobile: true });
    await page.evaluateOnNewDocument((stored) => {
      if (stored) {
        localStorage.setItem('accessToken', stored.accessToken);
        localStorage.setItem('refreshToken', stored.refreshToken);
      }
      const seen = { tasks: [], lcp: Number.NaN };
      Object.defineProperty(globalThis, '__mainThread', { value: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    }, tokens);
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${address}${path}`, { waitUntil: 'load' });
    await new Promise((resolve) => setTimeout(resolve, WATCH_MS));
    const { tasks, lcp, fcp, finalPath } = await page.evaluate(() => ({
      tasks: globalThis.__mainThread.tasks,
      lcp: globalThis.__mainThread.lcp,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      finalPath: globalThis.location.pathname,
    }));
    // A signed-in page that sent the visitor elsewhere measured the wrong page.
    if (finalPath !== path) throw new Error(`${path} ended at ${finalPath}`);
    return {
      blocking: tasks.filter(([start]) => start >= fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      longest: Math.max(0, ...tasks.map(([, duration]) => duration)),
      lcp,
    };
  } finally {
    await context.close();
  }
}

const pages = [
  { path: '/auth/login', name: 'sign-in page' },
  { path: '/member/home', name: 'carol.couple home', username: 'carol.couple' },
  { path: '/matching/member-search', name: 'emma.recipient matching search', username: 'emma.recipient' },
];
const browser = await puppeteer.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
try {
  console.log(`${String(RUNS)} visits of each page of ${address}, 4× CPU, medians (every run):`);
  for (const page of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await visit(browser, page.path, page.username));
    const show = (key) => `${median(runs.map((r) => r[key])).toFixed(0)} ms (${runs.map((r) => r[key].toFixed(0)).join(', ')})`;
    console.log(`  ${page.name}`);
    console.log(`    blocking after first contentful paint: ${show('blocking')}`);
    console.log(`    longest task:                          ${show('longest')}`);
    console.log(`    largest contentful paint:              ${show('lcp')}`);
  }
} finally {
  await browser.close();
}
