// Shared steps of the end-to-end journeys: clinic addresses, sign-in, the mail emulator, and the
// checks every visited page must pass (axe, no CSP violation).
import { join } from 'node:path';
import { expect, type Locator, type Page, type APIRequestContext } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type { Challenge } from 'altcha-lib';
import { captchaPayload } from '../../tests/server/support/captcha.ts';
import { PORT, test as base } from './demo-data.ts';

export { PORT };
export const DEMO_PASSWORD = 'Portal-Demo-2026!';

export function siteOf(host: string): string {
  return `http://${host}:${PORT}`;
}

export interface MailMessage {
  id: number | string;
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  date: string;
}

/** Newest first, as the mail emulator lists them. */
export async function mailTo(request: APIRequestContext, address: string): Promise<MailMessage[]> {
  const response = await request.get(`${siteOf('localhost')}/emulators/mail/messages?to=${encodeURIComponent(address)}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as MailMessage[] | { messages: MailMessage[] };
  return Array.isArray(body) ? body : body.messages;
}

/**
 * Waits for a new message to `address` (one that was not in `before`), whose subject matches `subject`
 * when given: background passes mail some personas on their own (tom.twofactor's lapsed storage
 * consent, sent again after each restore of the demo data), and such a mail may arrive in between.
 */
export async function waitForMail(request: APIRequestContext, address: string, before: MailMessage[], subject?: RegExp): Promise<MailMessage> {
  const seen = new Set(before.map((m) => String(m.id)));
  let found: MailMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(request, address)).find((m) => !seen.has(String(m.id)) && (subject === undefined || subject.test(m.subject)));
        return found !== undefined;
      },
      { timeout: 15000 },
    )
    .toBe(true);
  return found!;
}

export async function signIn(page: Page, host: string, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${siteOf(host)}/auth/login`);
  await page.locator('[embryo-test-sid="login-username"]').fill(username);
  await page.locator('[embryo-test-sid="login-password"]').fill(password);
  await page.locator('[embryo-test-sid="login-submit"]').click();
}

/**
 * Signs a member in through the API instead of the login form, for journeys that are not about
 * signing in: the same Login call the form makes, the tokens put where the SPA keeps them
 * (localStorage of the clinic's site), then the address the form goes to on success
 * (`/?LoggedIn=true`), so the guard applies the same landing rules. Every call starts a refresh-token
 * family of its own: one signed-in state saved and shared between tests would not stay valid, since
 * the SPA rotates the refresh token once the 10-minute access token has expired and the API revokes
 * the whole family when a rotated token is presented again (and on sign-out).
 */
export async function signInThroughApi(page: Page, host: string, username: string, password = DEMO_PASSWORD): Promise<void> {
  const site = siteOf(host);
  // An empty page of the clinic's origin (answered here, not by the server), from which the calls go
  // as the SPA's would (same origin and Host) and whose localStorage the SPA reads.
  const blank = `${site}/e2e-sign-in`;
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>sign-in</title>' }));
  await page.goto(blank);
  await page.unroute(blank);
  const attempt = (captcha?: string) =>
    page.evaluate(
      async ({ username, password, captcha }) => {
        const center = await fetch(`/api/Auth/IvfCenterFromUrl?ivfCenterUrl=${encodeURIComponent(location.host)}`);
        if (!center.ok) return `clinic of ${location.host}: ${String(center.status)} ${await center.text()}`;
        const { id } = (await center.json()) as { id: number };
        const login = await fetch('/api/Auth/Login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password, userRole: 'Member', ivfCenterId: id, ...(captcha ? { captcha } : {}) }),
        });
        const text = await login.text();
        if (!login.ok) return text.includes('urn:cryo-portal:problem:captcha-required') ? 'captcha-required' : `sign-in of ${username}: ${String(login.status)} ${text}`;
        const tokens = JSON.parse(text) as { accessToken?: string; refreshToken?: string };
        if (!tokens.accessToken || !tokens.refreshToken) return `${username} signs in with a second factor: use signIn`;
        localStorage.setItem('accessToken', tokens.accessToken);
        localStorage.setItem('refreshToken', tokens.refreshToken);
        return 'ok';
      },
      { username, password, captcha },
    );
  let outcome = await attempt();
  // Failed sign-ins of this user name in the last minutes (another journey's) make the API ask for the
  // captcha, as the form would solve it: a challenge from the API, solved here, sent with the sign-in.
  if (outcome === 'captcha-required') {
    const challenge = await page.request.get(`${site}/api/Auth/CaptchaChallenge`);
    expect(challenge.status(), 'captcha challenge').toBe(200);
    outcome = await attempt(await captchaPayload((await challenge.json()) as Challenge));
  }
  expect(outcome).toBe('ok');
  await page.goto(`${site}/?LoggedIn=true`);
  // Landed: the guard drops LoggedIn once it has applied the landing rules (as after the form).
  await expect(page).not.toHaveURL(/[?&]loggedin=/i, { timeout: 30000 });
}

/**
 * Where a journey's photographs go (SCREENSHOT_DIR/<journey>), or null: a run takes photographs for a
 * person to look at only when SCREENSHOT_DIR asks for them; they are never compared.
 */
export function photographDir(journey: string): string | null {
  return process.env.SCREENSHOT_DIR ? join(process.env.SCREENSHOT_DIR, journey) : null;
}

/** What is on screen, whole, at 390 and then 1280 px wide (the page is left at 1280 × 900), when photographs are asked for. */
export async function photograph(page: Page, journey: string, name: string): Promise<void> {
  const dir = photographDir(journey);
  if (!dir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(dir, `${name}-${String(width)}.png`), fullPage: true });
  }
}

/** A loading indicator: a progress bar without a value, a busy region, a spinner. */
export function busyIndicators(page: Page): Locator {
  return page.locator('[role="progressbar"]:not([aria-valuenow]), [aria-busy="true"], .fui-Spinner');
}

/**
 * Holds the page's requests for `url` (a pattern) until `release()`: what the page does while a script
 * or a stylesheet is on its way. `asked()` says whether one was held. Navigate with
 * `waitUntil: 'commit'` while holding a script: the page's load event waits for it.
 */
export async function holdRequests(page: Page, url: RegExp): Promise<{ release: () => void; asked: () => boolean }> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(url, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
}

/**
 * Counts the page's calls of the API from now on; `idle()` waits until none is in flight. A journey
 * that changes what the API will answer (its clock, say) waits for it first, so a call the page made
 * before the change is not answered after it.
 */
export function trackApiCalls(page: Page): { idle: () => Promise<void> } {
  const inFlight = new Set<object>();
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (isApi(request.url())) inFlight.add(request);
  });
  const done = (request: object) => inFlight.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { idle: () => expect.poll(() => inFlight.size, { timeout: 30000, message: 'API calls still in flight' }).toBe(0) };
}

/**
 * Waits until the page shows no loading indicator (progress bar, spinner, busy region) and has shown
 * none for a moment, so a section that loads late does not re-render under the next click. The page's
 * own signal, not the network's: telemetry and replay uploads may keep the network busy.
 */
export async function waitForPageSettled(page: Page): Promise<void> {
  const busy = busyIndicators(page);
  await expect(busy).toHaveCount(0, { timeout: 30000 });
  await page.waitForTimeout(300);
  await expect(busy).toHaveCount(0, { timeout: 30000 });
}

export async function expectNoAxeViolations(page: Page, context: string): Promise<void> {
  let results = await settledAxeScan(page, context);
  // A toast that began to fade in or out during the scan was measured at a passing opacity: once it has
  // settled, the scan is made again, and what it finds then stands.
  if (results.violations.some((v) => v.nodes.some((n) => n.target.join(' ').includes('toast')))) results = await settledAxeScan(page, context);
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
  expect(summary, `axe violations on ${context}`).toEqual([]);
}

async function settledAxeScan(page: Page, context: string) {
  // A toast or dialog still fading in has the contrast of its half-way opacity: scan what the member
  // sees once it has settled (animations done), not a frame of the transition. Endless animations
  // (spinners) never finish: they are not waited for (waiting for them only ran out the timeout).
  const settled = () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity);
  await page.waitForFunction(settled, undefined, { timeout: 5000 }).catch(() => undefined);
  // Toasts enter and leave by opacity: wait until each one on the page is fully shown (or gone).
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('[id^="toast-title"]')].every((title) => {
          for (let node: Element | null = title; node; node = node.parentElement) if (Number(getComputedStyle(node).opacity) < 1) return false;
          return true;
        }),
      undefined,
      { timeout: 8000 },
    )
    .catch(() => undefined);
  // Once every toast is fully shown, what animates in after it has finished too.
  await page.waitForFunction(settled, undefined, { timeout: 3000 }).catch(() => undefined);
  // With no modal dialog open, the page itself is never hidden from screen readers (a closed dialog's
  // focus manager once left aria-hidden on it: src/shared/modalAriaHiddenGuard.ts).
  const pageHidden = await page.evaluate(() => document.querySelector('[aria-modal="true"]') === null && document.getElementById('app')?.getAttribute('aria-hidden') === 'true');
  expect(pageHidden, `the page is hidden from screen readers with no dialog open on ${context}`).toBe(false);
  // Fluent's focus manager (tabster) adds invisible, aria-hidden "dummy" elements that move focus on
  // when reached; they are not content, so they are left out of the scan (docs/adr/0002).
  return new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).exclude('[data-tabster-dummy]').analyze();
}

/** Collects Content-Security-Policy violations in the page; every test asserts there were none. */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation;
          report(`${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
        });
      });
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy|Trusted Type/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
