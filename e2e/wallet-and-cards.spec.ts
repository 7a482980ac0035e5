// Payments end to end against the PayPal emulator: vaulting a card in the modal (approve, decline),
// a PayPal wallet as default, paying a balance exactly once, and cancelling the modal.
// Each test starts from the demo seed (e2e/support/demo-data.ts): ben's balance is due in every one.
import type { Page } from '@playwright/test';
import { test, expect, signIn, signInThroughApi, siteOf, expectNoAxeViolations, mailTo, waitForMail } from './support/portal';

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
  await signInThroughApi(page, 'localhost', 'dan.declined');
  await expect(page).toHaveURL(/\/member\/account\?T=B$/);
  // A declined default card: the billing tab shows the embedded payment form straight away.
  await expect(page.locator('[embryo-test-sid="card-number"]')).toBeVisible({ timeout: 20000 });
  await expectNoAxeViolations(page, 'embedded payment form');
  // Each card field is named once, by the form's own label.
  await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveCount(1);
  await expect(page.getByText('Card number', { exact: true })).toHaveCount(1);
  // A field left wrong says so right under it.
  await page.locator('[embryo-test-sid="card-expiry"]').fill('13/20');
  await page.locator('[embryo-test-sid="card-cvv"]').focus();
  const expiryError = page.getByText('Enter a future expiration date as MM/YY.');
  await expect(expiryError).toBeVisible();
  const expiryBox = (await page.locator('[embryo-test-sid="card-expiry"]').boundingBox())!;
  const expiryErrorBox = (await expiryError.boundingBox())!;
  expect(expiryErrorBox.y).toBeGreaterThanOrEqual(expiryBox.y + expiryBox.height - 1);
  expect(expiryErrorBox.y - (expiryBox.y + expiryBox.height)).toBeLessThan(40);
  await fillCard(page, '4000000000000002');
  await expect(expiryError).toBeHidden();
  await page.locator('[embryo-test-sid="card-submit"]').click();
  // The decline is announced by the form's own alert, right below the form, in view and focused
  // (the billing tab's "your card was declined" notice may stand elsewhere on the page).
  const declined = page.getByRole('alert', { name: /Your payment method was not/ });
  await expect(declined).toContainText(/declined/i);
  await expect(declined).toBeInViewport();
  await expect(page.locator(':focus')).toContainText(/declined/i);
  const submitBox = (await page.locator('[embryo-test-sid="card-submit"]').boundingBox())!;
  const declinedBox = (await declined.boundingBox())!;
  expect(declinedBox.y).toBeGreaterThan(submitBox.y);
  expect(declinedBox.y - (submitBox.y + submitBox.height)).toBeLessThan(120);
  await expect(page.locator('[embryo-test-sid="card-number"]')).toHaveValue(/4000\s?0000\s?0000\s?0002/);
  await expect(page.locator('[embryo-test-sid="card-zip"]')).toHaveValue('02110');

  await fillCard(page, '4111111111111111');
  await page.locator('[embryo-test-sid="card-submit"]').click();
  await expect(page.locator('[embryo-test-sid="payment-method-summary"]')).toContainText('1111');

  await page.locator('[embryo-test-sid="logout"]').click();
  await signIn(page, 'localhost', 'dan.declined');
  await expect(page).toHaveURL(/\/member\/home$/);
});

test('ben.balance reviews his balance, pays it once despite a double click, sees the receipt and gets the e-mail', async ({ page, request }, testInfo) => {
  const shot = async (name: string, locator: string) => testInfo.attach(name, { body: await page.locator(locator).screenshot(), contentType: 'image/png' });
  await signInThroughApi(page, 'localhost', 'ben.balance');
  await expect(page).toHaveURL(/\/member\/account$/);
  await page.locator('[embryo-test-sid="account-billing-tab"]').click();
  await expect(page.locator('[embryo-test-sid="billing-balance"]')).toHaveText('$250.00');
  const paymentRows = () =>
    page
      .getByRole('table')
      .getByRole('row')
      .filter({ hasText: '250.00' })
      .filter({ hasText: /Payment/ });
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  const before = await paymentRows().count();

  // A payment PayPal never confirms: being confirmed, then expired a day later (clock moved); ben is
  // e-mailed and the billing tab says so.
  test.setTimeout(120_000);
  const expiryMailBefore = await mailTo(request, 'ben.balance@example.com');
  expect((await request.post(`${siteOf('localhost')}/emulators/paypal/__faults`, { data: { down: true } })).ok()).toBe(true);
  try {
    await page.locator('[embryo-test-sid="pay-balance"]').click();
    await page.locator('[embryo-test-sid="confirm-balance-payment"]').click();
    await expect(page.getByText('We are confirming your payment')).toBeVisible({ timeout: 20_000 });
    await page.goto('about:blank');
    expect((await request.put(`${siteOf('localhost')}/emulators/clock`, { data: { offsetDays: 1 } })).ok()).toBe(true);
    try {
      const expiredMail = await waitForMail(request, 'ben.balance@example.com', expiryMailBefore);
      expect(expiredMail.subject).toBe('Your payment of $250.00 could not be confirmed');
    } finally {
      expect((await request.put(`${siteOf('localhost')}/emulators/clock`, { data: { offsetDays: 0 } })).ok()).toBe(true);
    }
  } finally {
    await request.post(`${siteOf('localhost')}/emulators/paypal/__faults`, { data: { down: false } });
  }
  await page.goto(`${siteOf('localhost')}/member/account?T=B`);
  if (!/\/member\/account/.test(page.url())) {
    await signIn(page, 'localhost', 'ben.balance');
    await page.locator('[embryo-test-sid="account-billing-tab"]').click();
  }
  const expiredNotice = page.getByRole('alert', { name: 'Your last payment has expired' });
  await expect(expiredNotice).toContainText('was never confirmed by the payment service, so it has expired');
  await expect(page.locator('[embryo-test-sid="billing-balance"]')).toHaveText('$250.00');
  await page.screenshot({ path: testInfo.outputPath('expired-1280-northside.png'), fullPage: true });

  const mailBefore = await mailTo(request, 'ben.balance@example.com');

  // The review charges nothing: Back leaves the balance as it was.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('[embryo-test-sid="pay-balance"]').click();
  const review = page.locator('[embryo-test-sid="balance-review"]');
  await expect(review).toContainText('$250.00');
  await expect(review).toContainText('Visa ending in 4012');
  await expect(review).toContainText('Your account balance as of');
  await expectNoAxeViolations(page, 'payment review');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot('review-390-northside', '[embryo-test-sid="balance-review"]');
  await page.screenshot({ path: testInfo.outputPath('review-390-northside.png'), fullPage: true });
  await page.locator('[embryo-test-sid="balance-review-back"]').click();
  await expect(review).toHaveCount(0);
  await expect(page.locator('[embryo-test-sid="billing-balance"]')).toHaveText('$250.00');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.locator('[embryo-test-sid="pay-balance"]').click();
  await expect(review).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('review-1280-northside.png'), fullPage: true });
  await page.locator('[embryo-test-sid="confirm-balance-payment"]').dblclick();
  await expect(page.locator('[embryo-test-sid="billing-balance"]')).toHaveText('$0.00');
  const receipt = page.locator('[embryo-test-sid="balance-receipt"]');
  await expect(receipt).toContainText('$250.00');
  await expect(receipt).toContainText('Visa ending in 4012');
  await expect(receipt).toContainText(/Reference/);
  await expect(page).toHaveURL(/\/member\/account/);
  await expect(page.locator('[embryo-test-sid="account-billing-tab"]')).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page, 'billing after payment');
  await page.screenshot({ path: testInfo.outputPath('receipt-1280-northside.png'), fullPage: true });
  await page.emulateMedia({ media: 'print' });
  await page.evaluate(() => document.documentElement.setAttribute('data-print-scope', 'payment-receipt'));
  await page.screenshot({ path: testInfo.outputPath('receipt-print-northside.png'), fullPage: true });
  await page.evaluate(() => document.documentElement.removeAttribute('data-print-scope'));
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('receipt-390-northside.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const mail = await waitForMail(request, 'ben.balance@example.com', mailBefore);
  expect(mail.subject).toBe('Payment received: $250.00');
  expect(mail.text).toContain('Paid with: Visa •••• 4012');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await page.locator('[embryo-test-sid="account-billing-tab"]').click();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expect(paymentRows()).toHaveCount(before + 1);
});

test('cancelling the payment modal changes nothing', async ({ page }) => {
  await signInThroughApi(page, 'localhost', 'ben.balance');
  await expect(page).toHaveURL(/\/member\/account$/); // his balance is due: he lands on his account
  await page.goto(`${siteOf('localhost')}/member/account?T=B`);
  const before = await page.locator('[embryo-test-sid="payment-method-summary"]').textContent();
  await openModal(page);
  await expectNoAxeViolations(page, 'payment modal');
  await page.locator('[embryo-test-sid="payment-modal-cancel"]').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.locator('[embryo-test-sid="payment-method-summary"]').textContent()).toBe(before);
});

test('a PayPal wallet is vaulted as the default method', async ({ page }) => {
  await signInThroughApi(page, 'localhost', 'ben.balance');
  await expect(page).toHaveURL(/\/member\/account$/); // his balance is due: he lands on his account
  await page.goto(`${siteOf('localhost')}/member/account?T=B`);
  await openModal(page);
  await page.locator('[embryo-test-sid="card-make-default"]').check();
  await page.locator('[embryo-test-sid="paypal-wallet-button"]').click();
  await expectNoAxeViolations(page, 'PayPal approval');
  await page.locator('[embryo-test-sid="paypal-approve"]').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('[embryo-test-sid="payment-method-summary"]')).toContainText(/PayPal/i);
});
