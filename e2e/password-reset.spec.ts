// Forgot password sends a reset link to the mail emulator; following it sets a new password that
// then works (and the old one no longer does). Forgot username e-mails the username.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, signIn, siteOf, mailTo, waitForMail, expectNoAxeViolations, DEMO_PASSWORD } from './support/portal';

test('reset password round trip through the mail emulator', async ({ page, request }) => {
  // Two reset round trips and four sign-ins, each forgot dialog with its proof-of-work captcha.
  test.setTimeout(120_000);
  const username = 'tara.tissue';
  const address = `${username}@example.com`;
  // The reset page asks for last name and birth date: read them as the member sees them.
  await signIn(page, 'localhost', username);
  await expect(page).toHaveURL(/\/member\/home$/);
  const memberId = await page.evaluate(() => JSON.parse(atob(localStorage.getItem('accessToken')!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { user: string });
  const user = JSON.parse(memberId.user) as { LastName: string };
  await page.goto(`${siteOf('localhost')}/member/account`);
  const dobText = await page.locator('dt:has-text("Date of birth") + dd').innerText();
  await page.locator('[embryo-test-sid="logout"]').click();
  await expect(page).toHaveURL(/\/auth\/login/);

  const newPassword = 'A new calm password 2026';
  await resetThroughMail(page, request, { username, address, lastName: user.LastName, dobText, newPassword, checkA11y: true });

  await signIn(page, 'localhost', username);
  await expect(page.getByRole('alert')).toContainText(/username or password is not right/i);
  await signIn(page, 'localhost', username, newPassword);
  await expect(page).toHaveURL(/\/member\/home$/);
  await page.locator('[embryo-test-sid="logout"]').click();

  // A second link works too, and puts the demo password back for the other journeys.
  await resetThroughMail(page, request, { username, address, lastName: user.LastName, dobText, newPassword: DEMO_PASSWORD, checkA11y: false });
  await signIn(page, 'localhost', username);
  await expect(page).toHaveURL(/\/member\/home$/);
});

interface ResetInput {
  username: string;
  address: string;
  lastName: string;
  dobText: string;
  newPassword: string;
  checkA11y: boolean;
}

async function resetThroughMail(page: Page, request: APIRequestContext, input: ResetInput): Promise<void> {
  await page.goto(`${siteOf('localhost')}/auth/login`);
  const before = await mailTo(request, input.address);
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.locator('[embryo-test-sid="forgot-password-username"]').fill(input.username);
  if (input.checkA11y) await expectNoAxeViolations(page, 'forgot password dialog');
  await page.locator('[embryo-test-sid="forgot-submit"]').click();
  await expect(page.getByRole('status')).toContainText(/reset link is on its way/i);
  const message = await waitForMail(request, input.address, before);
  const link = /(https?:\/\/[^\s"<>]+\/auth\/reset-password\?[^\s"<>]+)/.exec(message.text)?.[1];
  expect(link).toBeTruthy();
  const url = new URL(link!.replace(/&amp;/g, '&'));

  await page.goto(`${siteOf('localhost')}${url.pathname}${url.search}`);
  await page.getByLabel('Last name').fill(input.lastName);
  // The account page shows "dd MMMM, yyyy"; the form wants MM/DD/YYYY in en-US.
  const dob = new Date(`${input.dobText.replace(',', '')} UTC`);
  const typed = `${String(dob.getUTCMonth() + 1).padStart(2, '0')}/${String(dob.getUTCDate()).padStart(2, '0')}/${dob.getUTCFullYear()}`;
  await page.getByLabel('Date of birth').fill(typed);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.locator('[embryo-test-sid="reset-new-password"]').fill(input.newPassword);
  await page.locator('[embryo-test-sid="reset-confirm-password"]').fill(input.newPassword);
  if (input.checkA11y) await expectNoAxeViolations(page, 'reset password form');
  await page.locator('[embryo-test-sid="reset-submit"]').click();
  await expect(page.getByRole('status')).toContainText(/password has been changed/i);
}
test('a reset link opens its page in the language of its e-mail, in a browser that never chose one', async ({ page, request, browser }) => {
  const address = 'ben.balance@example.com';
  await page.goto(`${siteOf('localhost')}/auth/login`);
  await page.locator('[embryo-test-sid="language-switch"]').selectOption('es');
  const before = await mailTo(request, address);
  await page.getByRole('button', { name: '¿Ha olvidado su contraseña?' }).click();
  await page.locator('[embryo-test-sid="forgot-password-username"]').fill('ben.balance');
  await page.locator('[embryo-test-sid="forgot-submit"]').click();
  const message = await waitForMail(request, address, before);
  const link = new URL(/(https?:\/\/[^\s"<>]+\/auth\/reset-password\?[^\s"<>]+)/.exec(message.text)?.[1] ?? '');
  expect(link.searchParams.get('lang')).toBe('es');

  // Another browser (no language chosen there; Northside's own is English) opens the link.
  const context = await browser.newContext();
  try {
    const elsewhere = await context.newPage();
    await elsewhere.goto(`${siteOf('localhost')}${link.pathname}${link.search}`);
    await expect(elsewhere.getByRole('heading', { level: 1, name: 'Elija una contraseña nueva' })).toBeVisible();
    // Kept as that browser's choice, and off the address: a reload stays in Spanish, the link's token stays.
    expect(new URL(elsewhere.url()).searchParams.has('lang')).toBe(false);
    expect(new URL(elsewhere.url()).searchParams.get('token')).toBe(link.searchParams.get('token'));
    await elsewhere.reload();
    await expect(elsewhere.getByRole('heading', { level: 1, name: 'Elija una contraseña nueva' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('forgot username e-mails the username', async ({ page, request }) => {
  const address = 'sam.sperm@example.com';
  const before = await mailTo(request, address);
  await page.goto(`${siteOf('localhost')}/auth/login`);
  await page.getByRole('button', { name: 'Forgot your username?' }).click();
  await page.locator('[embryo-test-sid="forgot-username-email"]').fill(address);
  await page.locator('[embryo-test-sid="forgot-submit"]').click();
  await expect(page.getByRole('status')).toContainText(/username is on its way/i);
  const message = await waitForMail(request, address, before);
  expect(message.text).toContain('sam.sperm');
});
