// The clinic comes from the site address: its logo, colours, language and formats; an unknown
// address shows the no-center page; Lumière, in maintenance, turns members away.
import { test, expect, signIn, signInThroughApi, siteOf, expectNoAxeViolations, waitForPageSettled } from './support/portal';

test('Thames Fertility Centre shows its logo, colours and en-GB formats', async ({ page }) => {
  await page.goto(`${siteOf('thames.localhost')}/auth/login`);
  await expect(page.getByRole('img', { name: /Thames Fertility Centre/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  const submitColour = await page.locator('[embryo-test-sid="login-submit"]').evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.goto(`${siteOf('localhost')}/auth/login`);
  await expect(page.getByRole('img', { name: /Northside Fertility/ })).toBeVisible();
  const northsideColour = await page.locator('[embryo-test-sid="login-submit"]').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(submitColour).not.toEqual(northsideColour);
  await expectNoAxeViolations(page, 'login at Northside');

  await signIn(page, 'thames.localhost', 'fiona.fertpres');
  await expect(page).toHaveURL(/\/member\/home$/);
  // en-GB dates: day first, full month name ("14 March, 2021").
  await expect(page.locator('[embryo-test-sid^="freeze-event-"]').first()).toContainText(/\d{2} [A-Z][a-z]+, \d{4}/);
  await page.goto(`${siteOf('thames.localhost')}/member/account?T=B`);
  await expect(page.locator('[embryo-test-sid="billing-balance"]')).toContainText('£');
  await expectNoAxeViolations(page, 'Thames account billing');
});

test('an unknown address shows the no-center page', async ({ page }) => {
  await page.goto(`${siteOf('nowhere.localhost')}/auth/login`);
  await expect(page).toHaveURL(/\/error\/no-center$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/could not recognize this clinic/i);
  await expectNoAxeViolations(page, 'no-center page');
});

test('a member of a clinic in maintenance is turned away with an explanation', async ({ page }) => {
  await signIn(page, 'lumiere.localhost', 'hugo.sol');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('a Clínica Sol member who chose no language gets the banners once, in Spanish, from the first page on', async ({ page }) => {
  await signInThroughApi(page, 'sol.localhost', 'hugo.sol');
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => !key.endsWith('Token')))).toEqual([]);
  // Every banner read of this page load, with the language it asked for.
  const bannerReads: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/GlobalBannerMessage/')) bannerReads.push(request.headers()['accept-language']);
  });
  await page.goto(`${siteOf('sol.localhost')}/member/home`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('[embryo-test-sid="global-banner"]').filter({ hasText: 'Nuestras oficinas cierran los días festivos' })).toBeVisible();
  await expect(page.locator('[embryo-test-sid^="freeze-event-"]').first()).toBeVisible();
  await waitForPageSettled(page);
  // The start-up read waited for the clinic's language; the member's load and the first page took it.
  expect(bannerReads).toEqual(['es']);
});

test('the language switch rebuilds the page in the chosen language and remembers it', async ({ page }) => {
  await page.goto(`${siteOf('localhost')}/auth/login`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to your account');
  await page.locator('[embryo-test-sid="language-switch"]').selectOption('fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connectez-vous à votre compte');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connectez-vous à votre compte');
  await expectNoAxeViolations(page, 'login in French');
  await page.locator('[embryo-test-sid="language-switch"]').selectOption('es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inicie sesión en su cuenta');
});

test('unknown paths show the 404 page inside the layout, at the same address; the footer shows the version', async ({ page }) => {
  await page.goto(`${siteOf('localhost')}/no/such/page`);
  await expect(page).toHaveURL(/\/no\/such\/page$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/could not find that page/i);
  await expect(page.locator('[embryo-test-sid="app-version"]')).toContainText('2.1.0.35024');
});
