// Issue 12 in the browser: staff sign in through the Entra ID emulator's own sign-in page with MSAL,
// finish a member's decision from the work queue, and the member sees it; Support sees the queue
// without action controls; sign-out ends the Entra session (signing in again shows its sign-in page).
// ben.balance's seeded "Day 3 embryos" (exploring donation to science, no other journey reads it)
// are the item completed here.
import { test, expect, expectNoAxeViolations, signIn, siteOf } from './support/portal';
import type { Page } from '@playwright/test';

const STAFF_PASSWORD = 'Staff-Demo-2026!';

async function staffSignIn(page: Page, userName: string): Promise<void> {
  await page.goto(`${siteOf('localhost')}/admin`);
  await page.locator('[embryo-test-sid="admin-signin"]').click();
  await page.locator('[embryo-test-sid="staff-username"]').fill(userName);
  await page.locator('[embryo-test-sid="staff-password"]').fill(STAFF_PASSWORD);
  await page.locator('[embryo-test-sid="staff-submit"]').click();
  await expect(page.getByRole('heading', { name: 'Work queue' })).toBeVisible();
}

test('nadia signs in with Entra ID, completes a donation to science, and the member sees it; sign-out ends the Entra session', async ({ page, browser }) => {
  await staffSignIn(page, 'nadia.admin@northside.example');
  await expect(page.getByText('Clinic administrator')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Day 3 embryos' }).filter({ hasText: 'ben.balance' });
  await expect(row).toContainText('Exploring donation to science');
  await expectNoAxeViolations(page, 'work queue');
  await row.getByRole('button', { name: 'Complete…' }).click();
  await expect(page.getByRole('dialog', { name: 'Complete this item' })).toBeVisible();
  await expectNoAxeViolations(page, 'complete dialog');
  await page.locator('[embryo-test-sid="admin-transition-confirm"]').click();
  // (the dialog is closing: the page may still be hidden from the accessibility tree for a moment)
  await expect(page.getByText('Recorded: Donated to science. The member has been e-mailed.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Day 3 embryos' }).filter({ hasText: 'ben.balance' })).toHaveCount(0);

  const member = await browser.newPage();
  await signIn(member, 'localhost', 'ben.balance');
  await expect(member).toHaveURL(/\/member\//);
  await member.goto(`${siteOf('localhost')}/member/home`);
  await expect(member.getByText('Donated to science').first()).toBeVisible();
  await member.close();

  // The id token names who signs out, so Entra ID (and its emulator) signs out without asking.
  await page.locator('[embryo-test-sid="admin-signout"]').click();
  await expect(page).toHaveURL(/\/admin\/signed-out/);
  await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
  await page.locator('[embryo-test-sid="admin-signin"]').click();
  // The Entra session ended: its sign-in page asks again (no silent sign-in).
  await expect(page.locator('[embryo-test-sid="staff-username"]')).toBeVisible();
});

test('sasha (Support) reads the work queue with no action controls; a signed-in member is kept out of /admin', async ({ page, browser }) => {
  await staffSignIn(page, 'sasha.support@cryo.example');
  await expect(page.getByText('Read-only: your role cannot change items.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete…' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Deny…' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'work queue as Support');

  const member = await browser.newPage();
  await signIn(member, 'localhost', 'grace.egg');
  await expect(member).toHaveURL(/\/member\/home/);
  await member.goto(`${siteOf('localhost')}/admin`);
  await expect(member.getByText('The staff console is for clinic staff only.')).toBeVisible();
  await member.close();
});
