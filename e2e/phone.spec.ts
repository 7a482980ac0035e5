// The member journeys on a 390 × 844 phone (issue 15), in English (US) and Spanish: sign-in, the
// vault, a decision with its e-signature, paying a balance, vaulting a card, enrolling, matching
// search and request, appointments. Other specs check what these journeys do; this one checks how
// every page they pass lays out on a phone: nothing scrolls sideways, the page's own first heading
// starts within 200 px of the top, every target is at least 24 × 24 px (or spaced as WCAG 2.2 allows),
// and axe finds nothing. With SCREENSHOT_DIR set, each page is also photographed at 390 and 1280 px, in
// Northside's and Clínica Sol's themes (under SCREENSHOT_DIR/phone, for a person to look at; not compared:
// they took this file from 111 s to 146 s on two cores, so a run takes them only when asked).
//
// Each test starts from the demo seed (e2e/support/demo-data.ts). (The co-signing page on a phone is
// cosign.spec.ts's: it can photograph each step at 390 and 1280 px too.)
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test, expect, signIn, siteOf, expectNoAxeViolations, photographDir, waitForPageSettled } from './support/portal';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const sid = (page: Page | Locator, id: string) => page.locator(`[embryo-test-sid="${id}"]`);

type Language = 'en-US' | 'es';

/**
 * Before any script: the chosen language, and the analytics-cookies question already answered (it is
 * asked once) unless the test is about pages with the question showing.
 */
async function prepare(page: Page, language?: Language, { analyticsAnswered = true } = {}): Promise<void> {
  await page.addInitScript(
    ({ lang, answered }) => {
      if (answered) localStorage.setItem('portal:analytics-consent', 'declined');
      if (lang) localStorage.setItem('language', lang);
    },
    { lang: language, answered: analyticsAnswered },
  );
}

interface TargetProblem {
  what: string;
  width: number;
  height: number;
}

/**
 * Visible interactive elements smaller than 24 × 24 px that the WCAG 2.2 spacing exception does not
 * cover (a 24 px circle on the target's centre touches no other target or another such circle), and
 * that are not inline links in a sentence.
 */
async function smallTargets(page: Page): Promise<TargetProblem[]> {
  return page.evaluate(() => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="tab"]',
      '[role="switch"]',
      '[role="menuitem"]',
      '[role="option"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const targets = [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => !element.closest('[data-tabster-dummy], [aria-hidden="true"], [inert]'))
      .map((element) => ({ element, rect: element.getBoundingClientRect(), style: getComputedStyle(element) }))
      .filter(({ rect, style }) => rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden' && rect.right > 0 && rect.bottom > -window.scrollY);
    const describe = (element: HTMLElement) =>
      `${element.tagName.toLowerCase()}${element.getAttribute('embryo-test-sid') ? `[${element.getAttribute('embryo-test-sid')}]` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    // Inline: a link in running text, its height set by the line of the sentence around it.
    const inSentence = (element: HTMLElement, style: CSSStyleDeclaration) =>
      element.tagName === 'A' && style.display === 'inline' && (element.parentElement?.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
    const small = targets.filter(({ rect, element, style }) => (rect.width < 24 || rect.height < 24) && !inSentence(element, style));
    const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
    const distanceToRect = (point: { x: number; y: number }, rect: DOMRect) =>
      Math.hypot(Math.max(rect.left - point.x, 0, point.x - rect.right), Math.max(rect.top - point.y, 0, point.y - rect.bottom));
    return small
      .filter(({ element, rect }) => {
        const c = centre(rect);
        return targets.some((other) => {
          if (other.element === element || other.element.contains(element) || element.contains(other.element)) return false;
          const otherSmall = small.some((s) => s.element === other.element);
          return otherSmall ? Math.hypot(centre(other.rect).x - c.x, centre(other.rect).y - c.y) < 24 : distanceToRect(c, other.rect) < 12;
        });
      })
      .map(({ element, rect }) => ({ what: describe(element), width: Math.round(rect.width), height: Math.round(rect.height) }));
  });
}

/** Text fields whose text is below 16 px on a phone (iOS would zoom into them). */
async function smallFieldText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), select, textarea')]
      .filter((field) => field.getBoundingClientRect().width > 0 && parseFloat(getComputedStyle(field).fontSize) < 16)
      .map((field) => `${field.tagName.toLowerCase()}[${field.getAttribute('embryo-test-sid') ?? field.id}] ${getComputedStyle(field).fontSize}`),
  );
}

/** Where the photographs go, when a run asks for them. */
const photographs = photographDir('phone');

/** A photograph's file (Playwright makes the folder when it writes the first one). */
const screenshotPath = (directory: string, name: string, width: number): string => join(directory, `${name}-${String(width)}.png`);

/** The same page at 1280 px, for a person to look at; the phone size is restored. */
async function photographOnLaptop(page: Page, directory: string, name: string): Promise<void> {
  await page.setViewportSize(LAPTOP);
  // The laptop header (no menu button) is drawn before the photograph.
  await expect(sid(page, 'menu-open')).toHaveCount(0);
  // Laid out and painted at the new width before the whole page is captured (a tall form was cut off).
  await waitForPageSettled(page);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.screenshot({ path: screenshotPath(directory, name, LAPTOP.width), fullPage: true });
  await page.setViewportSize(PHONE);
}

interface CheckOptions {
  /** A dialog or drawer is open: the page's heading is behind it. */
  overlay?: boolean;
  /** What is checked exists only on a phone (the menu drawer): no laptop photograph. */
  phoneOnly?: boolean;
}

/** Every check of a phone page, then its photographs. */
async function checkPage(page: Page, name: string, options: CheckOptions = {}): Promise<void> {
  await test.step(`phone layout: ${name}`, async () => {
    // The page as a member sees it once loaded, not its loading bar.
    await waitForPageSettled(page);
    if (photographs) await page.screenshot({ path: screenshotPath(photographs, name, PHONE.width), fullPage: true });
    if (!options.overlay) {
      const heading = page.locator('main').getByRole('heading').first();
      await expect(heading).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      const top = await heading.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      expect(top, `${name}: the first heading of the page's content starts within 200 px`).toBeLessThanOrEqual(200);
      // The header, where the page has one: one compact bar.
      const banner = page.getByRole('banner');
      if ((await banner.count()) > 0) expect((await banner.first().boundingBox())!.height, `${name}: the header is one compact bar`).toBeLessThanOrEqual(72);
    }
    const widths = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, inner: window.innerWidth }));
    expect(widths.inner).toBe(PHONE.width);
    expect(widths.scroll, `${name}: nothing scrolls sideways`).toBeLessThanOrEqual(widths.inner);
    expect(await smallTargets(page), `${name}: touch targets of at least 24 × 24 px`).toEqual([]);
    expect(await smallFieldText(page), `${name}: fields use 16 px text`).toEqual([]);
    await expectNoAxeViolations(page, `${name} at 390 px`);
    if (photographs && !options.phoneOnly) await photographOnLaptop(page, photographs, name);
  });
}

/** The signed-in member's name, as the access token carries it (a signature repeats it). */
async function memberName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const payload = localStorage.getItem('accessToken')!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    // The token is UTF-8 (Fernández): decode the bytes, not atob's Latin-1 characters.
    const json = new TextDecoder().decode(Uint8Array.from(atob(payload), (c) => c.charCodeAt(0)));
    const user = JSON.parse((JSON.parse(json) as { user: string }).user) as { FirstName: string; LastName: string };
    return `${user.FirstName} ${user.LastName}`;
  });
}

/** A table on a phone: no header row shown, each cell a labelled line of its row. */
async function expectStackedRows(table: Locator): Promise<void> {
  await expect(table.locator('thead')).toBeHidden();
  const cell = table.locator('tbody td').first();
  await expect(cell).toHaveAttribute('data-label', /\S/);
  expect(await cell.evaluate((td) => getComputedStyle(td).display)).toBe('block');
  expect(await cell.evaluate((td) => getComputedStyle(td, '::before').content)).not.toBe('none');
}

/** Opens the phone menu with the keyboard, checks it, closes it with Escape: focus comes back. */
async function checkMenu(page: Page, name: string, navigationLabel: string): Promise<void> {
  const button = sid(page, 'menu-open');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const drawer = page.locator(`#${await button.getAttribute('aria-controls')}`);
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('navigation', { name: navigationLabel })).toBeVisible();
  await expect(sid(drawer, 'language-switch')).toBeVisible();
  await expect(sid(drawer, 'logout')).toBeVisible();
  await expect(drawer).toContainText(await drawer.getByRole('navigation').getByRole('link').first().innerText());
  // Focus went into the drawer.
  expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await checkPage(page, name, { overlay: true, phoneOnly: true });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
}

/** Opens a page from the phone menu. */
async function openFromMenu(page: Page, linkName: string | RegExp): Promise<void> {
  await sid(page, 'menu-open').click();
  await page.getByRole('dialog').getByRole('navigation').getByRole('link', { name: linkName }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function signOutFromMenu(page: Page): Promise<void> {
  await sid(page, 'menu-open').click();
  await sid(page.getByRole('dialog'), 'logout').click();
  await expect(page).toHaveURL(/\/auth\/login/);
}

/** Signs a decision for the first eligible item on an option page, with the terms read in the page's flow; returns the item id. */
async function signDecision(page: Page, host: string, route: string, pageId: string, name: string, recorded: RegExp): Promise<string> {
  await page.goto(`${siteOf(host)}/member/${route}`);
  await checkPage(page, `${name}-option`);
  await sid(page, `choose-${pageId}`).click();
  const box = page.locator('input[embryo-test-sid^="disposition-item-"]:not([disabled])').first();
  await expect(box).toBeVisible();
  const id = (await box.getAttribute('embryo-test-sid'))!.replace('disposition-item-', '');
  await box.check();
  const terms = sid(page, 'esign-terms');
  await expect(terms).toBeVisible();
  // The whole text in the page's flow: the terms box does not scroll on a phone.
  expect(await terms.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeLessThanOrEqual(1);
  await sid(page, 'esign-full-name').fill(await memberName(page));
  await sid(page, 'esign-consent').check();
  await checkPage(page, `${name}-signature`);
  await sid(page, 'esign-submit').click();
  await expect(page.getByRole('status').filter({ hasText: recorded })).toBeVisible();
  return id;
}

/** Withdraws the decision just signed (from the home page), so the item is as the other specs expect it. */
async function withdraw(page: Page, host: string, id: string): Promise<void> {
  await page.goto(`${siteOf(host)}/member/home`);
  await sid(page, `withdraw-${id}`).click();
  await sid(page, 'withdraw-confirm').click();
  await expect(sid(page, `withdraw-${id}`)).toHaveCount(0);
}

async function checkConsentRecords(page: Page, name: string): Promise<void> {
  await waitForPageSettled(page);
  await sid(page, 'consent-records').click();
  const dialog = page.getByRole('dialog');
  const table = dialog.getByRole('table');
  await expect(table).toBeVisible();
  await expectStackedRows(table);
  await checkPage(page, name, { overlay: true });
  await dialog.getByRole('button', { name: /^(Close|Cerrar)$/ }).click();
  await expect(dialog).toHaveCount(0);
}

async function checkAccount(page: Page, host: string, name: string): Promise<void> {
  await page.goto(`${siteOf(host)}/member/account`);
  await checkPage(page, `${name}-account`);
  await sid(page, 'account-billing-tab').click();
  const history = page.getByRole('table');
  await expect(history.getByRole('row').nth(1)).toBeAttached();
  await expectStackedRows(history);
  await checkPage(page, `${name}-billing`);
}

async function vaultCard(page: Page, host: string, name: string): Promise<void> {
  await page.goto(`${siteOf(host)}/member/account?T=B`);
  await sid(page, 'payment-modal-open').click();
  await expect(sid(page, 'card-number')).toBeVisible({ timeout: 20000 });
  await sid(page, 'card-number').fill('4111111111111111');
  await sid(page, 'card-expiry').fill('12/30');
  await sid(page, 'card-cvv').fill('123');
  await sid(page, 'card-zip').fill('02110');
  await sid(page, 'card-make-default').check();
  await checkPage(page, `${name}-card-form`, { overlay: true });
  await sid(page, 'payment-modal-submit').click();
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20000 });
  await expect(sid(page, 'payment-method-summary')).toContainText('1111');
  await checkPage(page, `${name}-card-vaulted`);
}

async function reviewBalance(page: Page, name: string): Promise<void> {
  const amount = '$250.00';
  await page.goto(`${siteOf('localhost')}/member/account?T=B`);
  await expect(sid(page, 'billing-balance')).toHaveText(amount);
  await sid(page, 'pay-balance').click();
  await expect(sid(page, 'balance-review')).toContainText(amount);
  await checkPage(page, name);
  // The charge itself is wallet-and-cards.spec.ts's: back, and the balance is as it was.
  await sid(page, 'balance-review-back').click();
  await expect(sid(page, 'balance-review')).toHaveCount(0);
  await expect(sid(page, 'billing-balance')).toHaveText(amount);
}

/** Finds a donor couple, asks for `what` (match or photos) and cancels the request again. */
async function requestAndCancel(page: Page, name: string, what: 'match' | 'photos', words: { confirm: RegExp; agree: RegExp; cancel: RegExp }): Promise<void> {
  await page.goto(`${siteOf('localhost')}/matching/member-search`);
  const first = page.locator('main a[href*="/matching/member-view"]').first();
  await expect(first).toBeVisible();
  await checkPage(page, `${name}-search`);
  await first.click();
  await expect(page).toHaveURL(/\/matching\/member-view\?requestMemberId=\d+$/);
  await expect(sid(page, `request-${what}-button`)).toBeVisible();
  await checkPage(page, `${name}-donor`);
  await sid(page, `request-${what}-button`).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('checkbox', { name: words.agree }).check();
  await checkPage(page, `${name}-request-dialog`, { overlay: true });
  await dialog.getByRole('button', { name: words.confirm }).click();
  await expect(dialog).toBeHidden();
  await expect(sid(page, `cancel-${what}`)).toBeVisible();
  await sid(page, `cancel-${what}`).click();
  await page.getByRole('alertdialog').getByRole('button', { name: words.cancel }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(sid(page, `request-${what}-button`)).toBeVisible();
}

test.describe('on a phone, in English (US)', () => {
  test('sign-in, the vault with its menu, a decision signed and withdrawn, consent records, the account', async ({ page }) => {
    test.setTimeout(300_000);
    await prepare(page);
    await page.goto(`${siteOf('localhost')}/auth/login`);
    await checkPage(page, 'northside-login');
    await signIn(page, 'localhost', 'tara.tissue');
    await expect(page).toHaveURL(/\/member\/home$/);
    await checkPage(page, 'northside-home');
    await checkMenu(page, 'northside-menu', 'Main navigation');
    for (const route of ['about', 'privacy-policy', 'terms-and-conditions']) {
      await page.goto(`${siteOf('localhost')}/member/${route}`);
      await checkPage(page, `northside-${route}`);
    }
    const id = await signDecision(page, 'localhost', 'testicular-thaw-and-discard', 'testicular-thaw-and-discard', 'northside-thaw', /decision is recorded/);
    await withdraw(page, 'localhost', id);
    await checkConsentRecords(page, 'northside-consent-records');
    await openFromMenu(page, 'My account');
    await expect(page).toHaveURL(/\/member\/account$/);
    await checkAccount(page, 'localhost', 'northside');
    await signOutFromMenu(page);
    await page.goto(`${siteOf('localhost')}/member/no-such-page`);
    await checkPage(page, 'northside-not-found');
  });

  test('ben reviews his balance; sam vaults a card', async ({ page }) => {
    test.setTimeout(240_000);
    await prepare(page);
    await signIn(page, 'localhost', 'ben.balance');
    await expect(page).toHaveURL(/\/member\/account$/);
    await reviewBalance(page, 'northside-balance-review');
    await page.goto(`${siteOf('localhost')}/info/print-billing-history`);
    await checkPage(page, 'northside-print-billing');
    await page.getByRole('link', { name: 'Back to my account' }).click();
    await signOutFromMenu(page);
    await signIn(page, 'localhost', 'sam.sperm');
    await expect(page).toHaveURL(/\/member\/home$/);
    await vaultCard(page, 'localhost', 'northside');
  });

  test('a new person enrols', async ({ page }) => {
    test.setTimeout(120_000);
    await prepare(page);
    await page.goto(`${siteOf('localhost')}/member/enroll`);
    await checkPage(page, 'northside-enroll');
    const field = (name: string) => sid(page, `person-primary-${name}`);
    await sid(page, 'enroll-submit').click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await checkPage(page, 'northside-enroll-errors');
    await field('firstName').fill('Leo');
    await field('lastName').fill('Martins');
    await field('addressLine1').fill('44 Harbor Street');
    await field('city').fill('Boston');
    await field('zip').fill('02110');
    const state = field('state');
    if ((await state.count()) > 0 && (await state.evaluate((el) => el.tagName === 'SELECT'))) await state.selectOption('MA');
    await field('phone').fill('6175550199');
    await field('email').fill('leo.martins@example.com');
    await field('dateOfBirth').fill('09/30/1988');
    await sid(page, 'enroll-username').fill('leo.martins');
    await sid(page, 'enroll-password').fill('Harbor lights 2026');
    await sid(page, 'enroll-confirm-password').fill('Harbor lights 2026');
    await sid(page, 'enroll-submit').click();
    await expect(page).toHaveURL(/\/member\/enroll-thank-you$/);
    await checkPage(page, 'northside-enroll-thank-you');
  });

  test('a recipient searches, asks for a match and cancels it', async ({ page }) => {
    test.setTimeout(240_000);
    await prepare(page);
    await signIn(page, 'localhost', 'mia.recipient');
    await expect(page).toHaveURL(/\/matching\/home$/);
    await checkPage(page, 'northside-matching-home');
    await checkMenu(page, 'northside-matching-menu', 'Main navigation');
    await requestAndCancel(page, 'northside-matching', 'match', { confirm: /^Request a match$/, agree: /I have read this and agree/, cancel: /^Cancel request$/ });
    for (const route of ['learn-matching-process', 'r-member-build-profile']) {
      await page.goto(`${siteOf('localhost')}/matching/${route}`);
      await checkPage(page, `northside-matching-${route}`);
    }
  });

  test('collection appointments', async ({ page }) => {
    test.setTimeout(120_000);
    await prepare(page, 'en-US');
    await signIn(page, 'thames.localhost', 'fiona.fertpres');
    await expect(page).toHaveURL(/\/member\/home$/);
    await checkPage(page, 'thames-home');
    await openFromMenu(page, 'Collection appointments');
    await expect(sid(page, 'collection-50002')).toBeVisible();
    await checkPage(page, 'thames-appointments');
  });

  test('the two-factor step of sign-in', async ({ page }) => {
    test.setTimeout(120_000);
    await prepare(page);
    await signIn(page, 'localhost', 'tom.twofactor');
    await expect(sid(page, 'twofactor-code')).toBeVisible();
    await expect(sid(page, 'twofactor-expiry')).toBeVisible();
    await checkPage(page, 'northside-two-factor');
  });

  test('the pre-emptive registration page', async ({ page }) => {
    test.setTimeout(120_000);
    await prepare(page);
    await signIn(page, 'localhost', 'paula.pending');
    await expect(page).toHaveURL(/\/info\/preempt-register$/);
    await expect(sid(page, 'person-primary-lastName')).not.toHaveValue('');
    await expect(sid(page, 'preempt-submit')).toBeVisible();
    // Not submitted: the clinic's record makes the form complete, and vault-and-account.spec.ts completes it.
    await checkPage(page, 'northside-preempt-register');
  });
});

test.describe('on a phone, in Spanish', () => {
  test('with the analytics-cookies question showing, the page still starts at the top and is not covered', async ({ page }) => {
    test.setTimeout(300_000);
    await prepare(page, undefined, { analyticsAnswered: false });
    const pages: [string, string, string, string][] = [
      ['sol.localhost', 'Cookies de análisis', 'hugo.sol', 'Rechazar'],
      ['thames.localhost', 'Analytics cookies', 'fiona.fertpres', 'Decline'],
    ];
    for (const [host, label, member, decline] of pages) {
      const clinic = host.split('.')[0]!;
      await page.goto(`${siteOf(host)}/auth/login`);
      const question = page.getByRole('region', { name: label });
      await expect(question).toBeVisible();
      await checkPage(page, `${clinic}-login-analytics-question`);
      await signIn(page, host, member);
      await expect(page).toHaveURL(/\/member\/home$/);
      await expect(question).toBeVisible();
      await checkPage(page, `${clinic}-home-analytics-question`);
      // The question stays in view at the bottom of the window, below the page's first heading.
      await page.evaluate(() => window.scrollTo(0, 0));
      const heading = (await page.locator('main').getByRole('heading').first().boundingBox())!;
      expect((await question.boundingBox())!.y, `${clinic}: the question covers the page's first heading`).toBeGreaterThanOrEqual(heading.y + heading.height);
      await question.getByRole('button', { name: decline }).click();
      await expect(question).toHaveCount(0);
      await signOutFromMenu(page);
    }
  });

  test('Clínica Sol: sign-in, a dismissible banner, the vault, storage consent, a decision signed and withdrawn, the account and a card', async ({ page }) => {
    test.setTimeout(300_000);
    await prepare(page);
    await page.goto(`${siteOf('sol.localhost')}/auth/login`);
    await checkPage(page, 'sol-login');
    await signIn(page, 'sol.localhost', 'hugo.sol');
    await expect(page).toHaveURL(/\/member\/home$/);

    // The maintenance warning can be dismissed for the rest of the browser session.
    const banner = sid(page, 'maintenance-banner');
    await expect(banner).toBeVisible();
    await checkPage(page, 'sol-home-with-banner');
    await banner.getByRole('button', { name: 'Descartar este aviso' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
    await expect(banner).toHaveCount(0);
    await checkPage(page, 'sol-home');
    await checkMenu(page, 'sol-menu', 'Navegación principal');

    // Renewing storage consent: the terms read in a dialog that fills the screen (not signed here: consent.spec.ts does).
    await sid(page, 'consent-reminders').waitFor();
    await page.locator('[embryo-test-sid^="renew-"]').first().click();
    const renewal = page.getByRole('dialog', { name: 'Renueve su consentimiento de conservación' });
    await expect(renewal).toBeVisible();
    const terms = sid(renewal, 'esign-terms');
    expect(await terms.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeLessThanOrEqual(1);
    // Full screen once its opening animation (a scale-in) has finished.
    await expect.poll(async () => (await renewal.boundingBox())?.width ?? 0, { message: 'the renewal dialog fills the phone screen' }).toBeGreaterThanOrEqual(PHONE.width - 1);
    await checkPage(page, 'sol-renewal', { overlay: true });
    await renewal.getByRole('button', { name: 'Cancelar' }).click();
    await expect(renewal).toHaveCount(0);

    const id = await signDecision(page, 'sol.localhost', 'c-member-explore-donate-to-science', 'donate-to-science', 'sol-science', /decisión ha quedado/);
    await withdraw(page, 'sol.localhost', id);
    await checkConsentRecords(page, 'sol-consent-records');
    await checkAccount(page, 'sol.localhost', 'sol');
    await vaultCard(page, 'sol.localhost', 'sol');
    await signOutFromMenu(page);
  });

  test('Northside in Spanish: the balance review, the enrolment form, matching and appointments', async ({ page }) => {
    test.setTimeout(300_000);
    await prepare(page, 'es');
    await signIn(page, 'localhost', 'ben.balance');
    await expect(page).toHaveURL(/\/member\/account$/);
    await reviewBalance(page, 'northside-es-balance-review');
    await signOutFromMenu(page);

    await page.goto(`${siteOf('localhost')}/member/enroll`);
    await sid(page, 'enroll-submit').click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await checkPage(page, 'northside-es-enroll-errors');

    await signIn(page, 'localhost', 'mia.recipient');
    await expect(page).toHaveURL(/\/matching\/home$/);
    await checkPage(page, 'northside-es-matching-home');
    await requestAndCancel(page, 'northside-es-matching', 'photos', { confirm: /^Solicitar fotos$/, agree: /He leído/, cancel: /^Cancelar la solicitud$/ });
    await signOutFromMenu(page);

    await signIn(page, 'thames.localhost', 'fiona.fertpres');
    await expect(page).toHaveURL(/\/member\/home$/);
    await openFromMenu(page, 'Citas de recogida');
    await expect(sid(page, 'collection-50002')).toBeVisible();
    await checkPage(page, 'thames-es-appointments');
  });
});
