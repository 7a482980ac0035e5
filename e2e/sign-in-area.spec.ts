// The sign-in area of issue 15: the forgot dialogs leave the sign-in form alone; a signed-out member
// is told why on the sign-in page; a deep link opened while signed out still lands by every rule
// (rule 7 and rule 8 included); two-factor says until when its code works and resends honestly;
// hugo sees his clinic's maintenance before signing in; and the captcha (self-hosted, nothing sent to
// a third party) guards enrolment, the forgot dialogs and sign-ins after repeated failures.
import type { Page } from '@playwright/test';
import { busyIndicators, DEMO_PASSWORD, expect, expectNoAxeViolations, holdRequests, mailTo, siteOf, signIn, test, trackApiCalls, waitForMail } from './support/portal.ts';

const sid = (page: Page, id: string) => page.locator(`[embryo-test-sid="${id}"]`);

/** Every address the page asked for: only this machine's. */
function watchHosts(page: Page): Set<string> {
  const hosts = new Set<string>();
  page.on('request', (request) => hosts.add(new URL(request.url()).hostname));
  return hosts;
}
const onlyLocal = (hosts: Set<string>) => [...hosts].filter((host) => host !== 'localhost' && !host.endsWith('.localhost') && host !== '127.0.0.1');

test('opening and using "forgot password" does not set off the sign-in form behind it', async ({ page }) => {
  const hosts = watchHosts(page);
  await page.goto(`${siteOf('localhost')}/auth/login`);
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  const challenge = page.waitForResponse((response) => response.url().includes('/api/Auth/CaptchaChallenge'));
  await sid(page, 'forgot-password-username').fill('grace.egg');
  await sid(page, 'forgot-submit').click();
  expect((await challenge).status()).toBe(200);
  await expect(page.getByRole('dialog').getByRole('status')).toContainText(/reset link is on its way/i);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(sid(page, 'login-username')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please enter your username.')).toHaveCount(0);
  await expect(page.getByText('Please enter your password.')).toHaveCount(0);
  expect(onlyLocal(hosts), 'requests to other hosts').toEqual([]);
});

test('signing out says so on the sign-in page, in the member’s language', async ({ page }) => {
  await signIn(page, 'localhost', 'sam.sperm');
  await expect(page).toHaveURL(/\/member\/home$/);
  await sid(page, 'logout').click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(sid(page, 'login-exit-notice')).toHaveAttribute('role', 'status');
  await expect(sid(page, 'login-exit-notice')).toHaveText('You have signed out. To come back, sign in again.');
  await expectNoAxeViolations(page, 'sign-in page after signing out');

  await signIn(page, 'sol.localhost', 'hugo.sol');
  await expect(page).toHaveURL(/\/member\/home$/);
  await sid(page, 'logout').click();
  await expect(sid(page, 'login-exit-notice')).toHaveText('Ha cerrado la sesión. Para volver, inicie sesión de nuevo.');
});

test('signing out in one tab is told as a sign-out in the member’s other tab too', async ({ page, context }) => {
  await signIn(page, 'localhost', 'sam.sperm');
  await expect(page).toHaveURL(/\/member\/home$/);
  const other = await context.newPage();
  await other.goto(`${siteOf('localhost')}/member/account`);
  await expect(other.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await sid(page, 'logout').click();
  await expect(page).toHaveURL(/\/auth\/login/);
  // The other tab learns of it from the browser's storage event, without being touched.
  await expect(other).toHaveURL(/\/auth\/login/);
  await expect(sid(other, 'login-exit-notice')).toHaveText('You have signed out. To come back, sign in again.');
  await other.close();
});

test('a session ended elsewhere (its tokens revoked) is told on the sign-in page', async ({ page }) => {
  await signIn(page, 'localhost', 'tara.tissue');
  await expect(page).toHaveURL(/\/member\/home$/);
  const refreshToken = await page.evaluate(() => window.localStorage.getItem('refreshToken'));
  expect(refreshToken).toBeTruthy();
  const ended = await page.request.post(`${siteOf('localhost')}/api/Auth/Logout`, { headers: { Authorization: `Bearer ${refreshToken!}` } });
  expect(ended.status()).toBe(204);
  // The open page may learn of it first (a call of the home page answered after the revocation) and
  // go to the sign-in page before the reload: the reason is kept for the tab, so it is said either way.
  await page.reload();
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(sid(page, 'login-exit-notice')).toHaveText('Your session has ended. Please sign in again.');
});

test('a session left idle until it can no longer be renewed is told on the sign-in page when the member comes back', async ({ page, request }) => {
  const apiCalls = trackApiCalls(page);
  await signIn(page, 'localhost', 'tara.tissue');
  await expect(page).toHaveURL(/\/member\/home$/);
  await expect(page.getByRole('main')).toBeVisible();
  // The home page has finished asking: its consent reads go out once the member is known, and the
  // vault shows (no spinner) once they answer; what is still in flight then is waited for too. A call
  // answered after the clock moves would be refused and end the session before the member comes back,
  // and the click below would wait for a link no longer there (a CI timeout on a slow machine).
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(busyIndicators(page)).toHaveCount(0, { timeout: 30000 });
  await apiCalls.idle();
  // A day later by the API's clock: the access token has expired and the refresh token has been idle
  // far longer than allowed, so the API refuses to renew the session when the page asks.
  expect((await request.put(`${siteOf('localhost')}/emulators/clock`, { data: { offsetDays: 1 } })).ok()).toBe(true);
  try {
    const renewal = page.waitForResponse((response) => response.url().includes('/api/Auth/RefreshToken'));
    await page.getByRole('navigation').getByRole('link', { name: 'My account' }).first().click();
    expect((await renewal).status()).toBe(401);
    await expect(page).toHaveURL(/\/auth\/login/);
    await expect(sid(page, 'login-exit-notice')).toHaveText('Your session has ended. Please sign in again.');
    await expectNoAxeViolations(page, 'sign-in page after a session ended while idle');
  } finally {
    expect((await request.put(`${siteOf('localhost')}/emulators/clock`, { data: { offsetDays: 0 } })).ok()).toBe(true);
  }
});

for (const persona of [
  { username: 'ben.balance', link: '/member/about', landsOn: /\/member\/account$/, why: 'rule 8: a balance forces the account page' },
  { username: 'dan.declined', link: '/member/about', landsOn: /\/member\/account\?T=B$/, why: 'rule 8: a refused card forces the billing tab' },
  { username: 'olivia.readonly', link: '/member/home', landsOn: /\/member\/member-account-read-only$/, why: 'rule 7: read-only' },
  { username: 'grace.egg', link: '/member/about', landsOn: /\/member\/about$/, why: 'nothing overrides the link' },
]) {
  test(`${persona.username}: a deep link opened signed out lands by the rules (${persona.why})`, async ({ page }) => {
    await page.goto(`${siteOf('localhost')}${persona.link}`);
    await expect(page).toHaveURL(new RegExp(`/auth/login\\?next=${encodeURIComponent(persona.link).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await sid(page, 'login-username').fill(persona.username);
    await sid(page, 'login-password').fill(DEMO_PASSWORD);
    await sid(page, 'login-submit').click();
    await expect(page).toHaveURL(persona.landsOn);
  });
}

test('two-factor: the code’s expiry is shown, a resend says what happened and is rate limited', async ({ page, request }) => {
  const address = 'tom.twofactor@example.com';
  const before = await mailTo(request, address);
  await signIn(page, 'localhost', 'tom.twofactor');
  await expect(sid(page, 'twofactor-expiry')).toHaveText(/^The code works until \d{1,2}:\d{2}\s?[AP]M [A-Z]{2,4}\.$/);
  const first = await waitForMail(request, address, before, /sign-in code/i);

  await sid(page, 'twofactor-resend').click();
  const status = page.getByRole('status').filter({ hasText: 'new code' });
  await expect(status).toContainText(/We sent you a new code at .+\. The code we sent before no longer works\. The new code works until .+\./);
  const second = await waitForMail(request, address, [...before, first], /sign-in code/i);
  expect(second.text).not.toEqual(first.text);

  await sid(page, 'twofactor-resend').click();
  await expect(page.getByRole('status').filter({ hasText: 'another code' })).toContainText(/You can ask for another code in \d+ seconds\./);
  await expectNoAxeViolations(page, 'two-factor step after a resend');

  const code = /\b(\d{6})\b/.exec(second.text)?.[1];
  await sid(page, 'twofactor-code').fill(code!);
  await sid(page, 'twofactor-submit').click();
  await expect(page).toHaveURL(/\/member\/home$/);
});

test('hugo sees his clinic’s scheduled maintenance, with start and end, on the sign-in page', async ({ page, request }) => {
  // The window the demo schedules for Clínica Sol (the API's own answer, 30 minutes after it started).
  const notice = (await (await request.get(`${siteOf('localhost')}/api/Auth/MaintenanceNotice?ivfCenterId=3`)).json()) as {
    clinic: { startsAtUtc: string; endsAtUtc: string } | null;
    timeZone: string;
  };
  expect(notice.clinic).not.toBeNull();
  expect(notice.timeZone).toBe('Europe/Madrid');
  await page.goto(`${siteOf('sol.localhost')}/auth/login`);
  const shown = sid(page, 'login-maintenance-notice');
  await expect(shown).toContainText('Mantenimiento programado en Clínica Sol');
  // The start and end as the clinic's clock shows them (12- or 24-hour, whichever the language uses).
  const clockOf = (iso: string) => {
    const parts = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: notice.timeZone }).formatToParts(new Date(iso));
    const hour = Number(parts.find((p) => p.type === 'hour')?.value);
    const minute = parts.find((p) => p.type === 'minute')?.value ?? '';
    const twelve = String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0');
    return new RegExp(`(${String(hour).padStart(2, '0')}|${twelve}):${minute}`);
  };
  await expect(shown).toContainText(clockOf(notice.clinic!.startsAtUtc));
  await expect(shown).toContainText(clockOf(notice.clinic!.endsAtUtc));
  // To the minute, as the banner of a signed-in page shows the start: no seconds.
  await expect(shown).not.toContainText(/\d:\d{2}:\d{2}/);
  await expect(shown).toContainText(/hora .*Europa central/);
  // One warning, not two: the layout's banner (the start alone) steps aside for the notice.
  await expect(sid(page, 'maintenance-banner')).toHaveCount(0);
  await expectNoAxeViolations(page, 'sign-in page with a maintenance notice');
});

test('after three failed sign-ins the captcha joins in, solved in the browser without a third party', async ({ page }) => {
  const hosts = watchHosts(page);
  for (let i = 1; i <= 3; i++) {
    await signIn(page, 'localhost', 'mia.recipient', `wrong-password-${String(i)}`);
    await expect(page.getByRole('alert')).toContainText(/username or password is not right/i);
  }
  const challenge = page.waitForResponse((response) => response.url().includes('/api/Auth/CaptchaChallenge'));
  const login = page.waitForResponse((response) => response.url().endsWith('/api/Auth/Login') && response.status() === 200);
  await sid(page, 'login-password').fill(DEMO_PASSWORD);
  await sid(page, 'login-submit').click();
  expect((await challenge).status()).toBe(200);
  const accepted = await login;
  expect((accepted.request().postDataJSON() as { captcha?: string }).captcha).toBeTruthy();
  await expect(page).toHaveURL(/\/matching\/home$/);
  expect(onlyLocal(hosts), 'requests to other hosts').toEqual([]);
});

test('the API refuses an enrolment without a valid captcha solution', async ({ request }) => {
  const leo = {
    ivfCenterId: 1,
    uiCulture: 'en-US',
    userName: 'leo.captchaless',
    password: 'Leo-Portal-2026!!',
    confirmPassword: 'Leo-Portal-2026!!',
    offsiteStorageType: null,
    fertPresReason: null,
    collectionSiteId: null,
    isMinor: false,
    primary: {
      namePrefix: 'Mr',
      firstName: 'Leo',
      lastName: 'Martins',
      addressLine1: '44 Harbor Street',
      addressLine2: null,
      city: 'Boston',
      state: 'MA',
      stateOther: null,
      zip: '02110',
      country: 'US',
      phone: '6175550199',
      email: 'leo.martins@example.com',
      dateOfBirth: '1988-09-30',
    },
    secondary: null,
  };
  const url = `${siteOf('localhost')}/api/Members/Registration`;
  const missing = await request.post(url, { data: leo });
  expect(missing.status()).toBe(400);
  expect(missing.headers()['content-type']).toMatch(/application\/problem\+json/);
  expect(((await missing.json()) as { errors: { pointer: string }[] }).errors.map((e) => e.pointer)).toEqual(['/captcha']);
  // What the widget's test mode sends (no challenge, no work) is no solution either.
  const testMode = Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString('base64');
  const forged = await request.post(url, { data: { ...leo, captcha: testMode } });
  expect(forged.status()).toBe(422);
  expect(((await forged.json()) as { errors: { pointer: string }[] }).errors.map((e) => e.pointer)).toEqual(['/captcha']);
});

test('the sign-in page’s notice drawn before its bar has loaded takes the bar’s height: the form does not move when the bar arrives', async ({ page }) => {
  // Why the member was signed out, as the session keeps it for the sign-in page (src/services/session).
  await page.addInitScript(() => sessionStorage.setItem('portal:exit-reason', 'sessionEnded'));
  // Northside's English notice is one line; Clínica Sol's Spanish one wraps on a phone.
  const sites = [
    { host: 'localhost', text: 'Your session has ended', maintenance: 0 },
    { host: 'sol.localhost', text: 'Su sesión ha finalizado', maintenance: 1 },
  ];
  for (const [width, site] of [390, 1280].flatMap((w) => sites.map((s) => [w, s] as const))) {
    await page.setViewportSize({ width, height: 844 });
    const bar = await holdRequests(page, /\/static\/js\/notice-bar\.[0-9a-f]+\.js$/);
    await page.goto(`${siteOf(site.host)}/auth/login`, { waitUntil: 'commit' });
    const notice = page.getByText(site.text);
    const username = sid(page, 'login-username');
    await expect(notice).toBeVisible();
    // Clínica Sol's sign-in page also shows its maintenance, in a chunk of its own (not held): once it is
    // in place, only the notice's bar is still to come.
    await expect(sid(page, 'login-maintenance-notice')).toHaveCount(site.maintenance);
    const noticeBar = page.locator('.fui-MessageBar').filter({ hasText: site.text });
    await expect(noticeBar).toHaveCount(0);
    const before = (await username.boundingBox())!;
    bar.release();
    await expect(noticeBar).toBeVisible();
    const after = (await username.boundingBox())!;
    expect(after.y, `user name field at ${String(width)} px, ${site.host}`).toBeCloseTo(before.y, 0);
    await page.unrouteAll();
  }
});

/** Starts recording the page's layout shifts (what CLS adds up) before its first script runs. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) =>
          source.node instanceof Element ? (source.node.getAttribute('embryo-test-sid') ?? source.node.tagName) : String(source.node?.nodeName),
        );
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test('Clínica Sol’s sign-in page is drawn with its maintenance notice in place: nothing moves when it arrives', async ({ page }) => {
  await recordLayoutShifts(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    const asked = trackApiCalls(page);
    let reads = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/Auth/MaintenanceNotice')) reads += 1;
    });
    await page.goto(`${siteOf('sol.localhost')}/auth/login`);
    await expect(page.locator('.fui-MessageBar').filter({ hasText: 'Mantenimiento programado en Clínica Sol' })).toBeVisible();
    await expect(sid(page, 'login-username')).toBeVisible();
    await asked.idle();
    // A frame or two for a shift still to be reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: { value: number; sources: string[] }[] }).layoutShifts);
    expect(shifts, `layout shifts at ${String(width)} px`).toEqual([]);
    // Start-up's read is the page's: the notice is read once.
    expect(reads, `maintenance reads at ${String(width)} px`).toBe(1);
    page.removeAllListeners('request');
  }
});

test('a maintenance read slower than start-up waits for is shown when it answers, without a second read', async ({ page }) => {
  let reads = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/Auth/MaintenanceNotice')) reads += 1;
  });
  const read = await holdRequests(page, /\/api\/Auth\/MaintenanceNotice/);
  await page.goto(`${siteOf('sol.localhost')}/auth/login`, { waitUntil: 'commit' });
  // Start-up waits two seconds at most for what is drawn above the page; the form then shows alone.
  await expect(sid(page, 'login-username')).toBeVisible({ timeout: 10_000 });
  expect(read.asked()).toBe(true);
  await expect(sid(page, 'login-maintenance-notice')).toHaveCount(0);
  // Meanwhile the layout's banner warns of the clinic's window (start-up read the clinic with it).
  await expect(sid(page, 'maintenance-banner')).toBeVisible();
  read.release();
  await expect(sid(page, 'login-maintenance-notice')).toContainText('Mantenimiento programado en Clínica Sol');
  await expect(sid(page, 'maintenance-banner')).toHaveCount(0);
  expect(reads).toBe(1);
});

test('a maintenance notice whose code cannot be loaded is left out: the sign-in page stays whole', async ({ page }) => {
  let asked = 0;
  await page.route(/\/static\/js\/login-maintenance\.[0-9a-f]+\.js$/, (route) => {
    asked += 1;
    return route.abort('connectionfailed');
  });
  await page.goto(`${siteOf('sol.localhost')}/auth/login`);
  // Start-up asks for it, then the page once more after a moment (a lost request is tried again).
  await expect.poll(() => asked).toBeGreaterThanOrEqual(2);
  // Once the failures are in (the previous build put the app's "could not load this part" in the page's place).
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: 'Inicie sesión en su cuenta' })).toBeVisible();
  await expect(sid(page, 'login-username')).toBeEditable();
  await expect(sid(page, 'login-maintenance-notice')).toHaveCount(0);
  // Without the notice, the layout's banner still warns of the window.
  await expect(sid(page, 'maintenance-banner')).toContainText(/mantenimiento/i);
});
