// Issue 20, the browser's network: a page's script that does not arrive (a dropped request, a
// restart) leaves a clear message in the page's place with *Try again*, never a blank app; and the
// member is told when the browser goes offline, with what they typed kept; a list that cannot be
// read (the stored items) is said to be unreadable, never shown as empty; a language whose strings do
// not arrive is said under the language menu, and the page stays readable in its own.
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, photograph, signInThroughApi, siteOf } from './support/portal';

test('a page chunk that cannot be loaded shows a message with Try again, and loads once the network is back', async ({ page }) => {
  await signInThroughApi(page, 'localhost', 'grace.egg');
  await expect(page).toHaveURL(/\/member\/home/);
  // The account page's own chunk is dropped, every time, until the network "comes back".
  let dropped = 0;
  await page.route(/\/static\/js\/account\.[0-9a-f]+\.js$/, async (route) => {
    dropped += 1;
    await route.abort('connectionreset');
  });
  await page.getByRole('link', { name: 'My account' }).first().click();
  const alert = page.getByRole('alert').filter({ hasText: 'This part of the portal could not be loaded' });
  await expect(alert).toBeVisible();
  expect(dropped).toBeGreaterThanOrEqual(2); // asked for once more before giving up
  // The rest of the portal is still there: header, navigation, sign-out.
  await expect(page.locator('[embryo-test-sid="logout"]').first()).toBeAttached();
  expect((await page.locator('body').innerText()).length).toBeGreaterThan(50);

  await page.unroute(/\/static\/js\/account\.[0-9a-f]+\.js$/);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: /account/i }).first()).toBeVisible();
});

test('a page chunk gone after a new deployment reloads the app once, on the same route', async ({ page }) => {
  await signInThroughApi(page, 'localhost', 'grace.egg');
  await expect(page).toHaveURL(/\/member\/home/);
  // A deployment happened while the tab was open: the old account chunk is gone (404) and the
  // server's index.html names another entry script than the one this tab runs.
  let gone = 0;
  await page.route(/\/static\/js\/account\.[0-9a-f]+\.js$/, async (route) => {
    if (gone >= 2) return route.continue(); // the reloaded app gets the chunk
    gone += 1;
    return route.fulfill({ status: 404, body: 'gone' });
  });
  await page.route(`${siteOf('localhost')}/`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html><body><script src="/static/js/main.0123456789abcdef.js"></script></body></html>' }),
  );
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  await page.getByRole('link', { name: 'My account' }).first().click();
  await expect(page).toHaveURL(/\/member\/account/);
  await expect(page.getByRole('heading', { name: /account/i }).first()).toBeVisible();
  expect(documents).toEqual(['/member/account']); // one reload, on the route the member chose
  expect(gone).toBe(2);
});

/** Types a username, drops the network: the notice is shown and the name stays; back online, it goes. */
async function goOfflineWhileTyping(page: Page, context: BrowserContext, host: string, user: string): Promise<void> {
  await page.goto(siteOf(host));
  const username = page.locator('[embryo-test-sid="login-username"]');
  await username.fill(user);
  await context.setOffline(true);
  const notice = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(notice).toBeVisible();
  await expect(username).toHaveValue(user);
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
}

test('going offline is said at the top of the page, and what was typed stays', async ({ page, context }) => {
  await goOfflineWhileTyping(page, context, 'localhost', 'grace.egg');
});

test('a connection lost in the first seconds, before the page has settled, is said too', async ({ page, context }) => {
  // The page never reaches the idle moment after which it loads what the first paint does not need:
  // the offline notice must not be among those, since nothing can be fetched once the network is gone.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await goOfflineWhileTyping(page, context, 'thames.localhost', 'fiona.fertpres');
  // The case held: the page never reached that moment (src/shared/afterLoadIdle.ts marks it).
  expect(await page.evaluate(() => performance.getEntriesByName('portal:after-load-idle').length)).toBe(0);
});

test('on a phone, offline, the notice stays at the top while the page scrolls, and what is scrolled to the top stops below it', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${siteOf('thames.localhost')}/member/enroll`);
  const firstName = page.locator('[embryo-test-sid="person-primary-firstName"]');
  await firstName.fill('Nadia');
  await context.setOffline(true);
  const notice = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(notice).toBeVisible();
  try {
    // Down the long form: the notice is still on the screen, at its top.
    await page.locator('[embryo-test-sid="enroll-submit"]').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const bar = (await notice.boundingBox())!;
    expect(Math.abs(bar.y)).toBeLessThanOrEqual(1);
    // Back to the first field as a page moves to what it names (a heading, a field in error): the
    // field stops below the notice, not under it.
    await firstName.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    const field = (await firstName.boundingBox())!;
    expect(field.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
    await expect(firstName).toHaveValue('Nadia');
  } finally {
    await context.setOffline(false);
  }
  await expect(notice).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.style.scrollPaddingTop)).toBe('');
});

test('stored items whose list cannot be read are said to be unreadable, never "none", and Try again reads them', async ({ page }) => {
  // The list of stored items answers 503 from sign-in on, until the API "comes back".
  const list = /\/FreezeEvents\/FreezeEvents(\?|$)/;
  let refused = 0;
  await page.route(list, async (route) => {
    refused += 1;
    await route.fulfill({ status: 503, contentType: 'application/problem+json', body: JSON.stringify({ title: 'Service Unavailable', status: 503 }) });
  });
  await signInThroughApi(page, 'localhost', 'carol.couple');
  await expect(page).toHaveURL(/\/member\/home/);
  const alert = page.getByRole('alert').filter({ hasText: 'We could not load your stored items.' });
  await expect(alert).toBeVisible();
  expect(refused).toBeGreaterThanOrEqual(1);
  await expect(page.getByText(/You have no stored items/)).toHaveCount(0);

  await page.unroute(list);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 3, name: /^Embryos · / }).first()).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('a language whose strings cannot be loaded is said under the language menu; the page and the stored choice stay as they were, and choosing it again once the network is back works', async ({
  page,
}) => {
  await signInThroughApi(page, 'localhost', 'carol.couple');
  await expect(page).toHaveURL(/\/member\/home/);
  await expect(page.getByRole('heading', { level: 3, name: /^Embryos · / }).first()).toBeVisible();
  // Every Spanish string chunk (the common strings and each feature's) is dropped until the network "comes back".
  const spanish = /\/static\/js\/strings-(?:[A-Za-z-]+-)?es\.[0-9a-f]+\.js$/;
  let dropped = 0;
  await page.route(spanish, async (route) => {
    dropped += 1;
    await route.abort('connectionreset');
  });
  const kept: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && /\/MemberAccount\/Language$/.test(request.url())) kept.push(request.postData() ?? '');
  });
  const menu = page.locator('[embryo-test-sid="language-switch"]').first();
  await menu.selectOption('es');
  const failed = page.locator('[embryo-test-sid="language-switch-failed"]');
  await expect(failed).toHaveText(/Español could not be loaded\. Check your connection and choose it again\./);
  await expect(failed).toHaveAttribute('role', 'alert');
  expect(dropped).toBeGreaterThanOrEqual(1);
  // Still in English, and the menu says so; no choice kept in the browser or sent to the API.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(menu).toHaveValue('en-US');
  await expect(page.getByRole('heading', { level: 3, name: /^Embryos · / }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();
  expect(kept).toEqual([]);
  await expectNoAxeViolations(page, 'the home with the language failure said');
  await photograph(page, 'network-faults', 'language-not-loaded');
  // Dismissed, it goes and the menu has the focus again; a reload opens in English (nothing was kept).
  await failed.getByRole('button', { name: 'Dismiss' }).click();
  await expect(failed).toHaveCount(0);
  await expect(menu).toBeFocused();
  await page.reload();
  await expect(page.getByRole('heading', { level: 3, name: /^Embryos · / }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

  await page.unroute(spanish);
  await menu.selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 3, name: /^Embriones · / }).first()).toBeVisible();
  await expect(failed).toHaveCount(0);
  await expect.poll(() => kept).toEqual([JSON.stringify({ locale: 'es' })]);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es');
});
