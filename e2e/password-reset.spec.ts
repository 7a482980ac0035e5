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
