// Payments end to end against the PayPal emulator: vaulting a card in the modal (approve, decline),
// a PayPal wallet as default, paying a balance exactly once, and cancelling the modal.
// Runs after personas.spec.ts (dan's landing there expects his declined card).
import type { Page } from '@playwright/test';
import { test, expect, signIn, siteOf, expectNoAxeViolations } from './support/portal';

async function openModal(page: Page): Promise<void> {
  await page.locator('[embryo-test-sid="payment-modal-open"]').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('[embryo-test-sid="card-number"]')).toBeVisible({ timeout: 20000 });
}

async function fillCard(page: Page, number: string): Promise<void> {
  await page.locator('[embryo-test-sid="card-number"]').fill(number);
  await page.locator('[embryo-test-sid="card-expiry"]').fill('12/30');
  await page.locator('[embryo-test-sid="card-cvv"]').fill('123');
  await page.locator('[embryo-test-sid="card-zip"]').fill('02110');
}

test('a declining card shows the error and keeps the form; an approving card replaces it and dan next lands on home', async ({ page }) => {
  await signIn(page, 'localhost', 'dan.declined');
  await expect(page).toHaveURL(/\/member\/account\?T=B$/);
  // A declined default card: the billing tab shows the embedded payment form straight away.
  await expect(page.locator('[embryo-test-sid="card-number"]')).toBeVisible({ timeout: 20000 });
  await expectNoAxeViolations(page, 'embedded payment form');
  await fillCard(page, '4000000000000002');
  await page.locator('[embryo-test-sid="card-submit"]').click();
  // The form's own alert (the billing tab's "your card was declined" notice may stand beside it).
  await expect(page.getByRole('alert', { name: /Your payment method was not/ })).toContainText(/declined/i);
  await expect(page.locator('[embryo-test-sid="card-number"]')).toHaveValue(/4000\s?0000\s?0000\s?0002/);

  await fillCard(page, '4111111111111111');
  await page.locator('[embryo-test-sid="card-submit"]').click();
  await expect(page.locator('[embryo-test-sid="payment-method-summary"]')).toContainText('1111');

  await page.locator('[embryo-test-sid="logout"]').click();
  await signIn(page, 'localhost', 'dan.declined');
  await expect(page).toHaveURL(/\/member\/home$/);
});

test('ben.balance pays his balance once despite a double click', async ({ page }) => {
  await signIn(page, 'localhost', 'ben.balance');
  await expect(page).toHaveURL(/\/member\/account$/);
  await page.locator('[embryo-test-sid="account-billing-tab"]').click();
  await expect(page.locator('[embryo-test-sid="billing-balance"]')).toHaveText('$250.00');
  const paymentRows = () => page.getByRole('table').getByRole('row').filter({ hasText: '250.00' }).filter({ hasText: /Payment/ });
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  const before = await paymentRows().count();
  await page.locator('[embryo-test-sid="pay-balance"]').dblclick();
  await expect(page.locator('[embryo-test-sid="billing-balance"]')).toHaveText('$0.00');
  await expectNoAxeViolations(page, 'billing after payment');
  await page.reload();
  await page.locator('[embryo-test-sid="account-billing-tab"]').click();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expect(paymentRows()).toHaveCount(before + 1);
});

test('cancelling the payment modal changes nothing', async ({ page }) => {
  await signIn(page, 'localhost', 'ben.balance');
  await expect(page).toHaveURL(/\/member\/home$/); // his balance is paid now
  await page.goto(`${siteOf('localhost')}/member/account?T=B`);
  const before = await page.locator('[embryo-test-sid="payment-method-summary"]').textContent();
  await openModal(page);
  await expectNoAxeViolations(page, 'payment modal');
  await page.locator('[embryo-test-sid="payment-modal-cancel"]').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.locator('[embryo-test-sid="payment-method-summary"]').textContent()).toBe(before);
});

test('a PayPal wallet is vaulted as the default method', async ({ page }) => {
  await signIn(page, 'localhost', 'ben.balance');
  await expect(page).toHaveURL(/\/member\/home$/); // his balance is paid now
  await page.goto(`${siteOf('localhost')}/member/account?T=B`);
  await openModal(page);
  await page.locator('[embryo-test-sid="card-make-default"]').check();
  await page.locator('[embryo-test-sid="paypal-wallet-button"]').click();
  await expectNoAxeViolations(page, 'PayPal approval');
  await page.locator('[embryo-test-sid="paypal-approve"]').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('[embryo-test-sid="payment-method-summary"]')).toContainText(/PayPal/i);
});
