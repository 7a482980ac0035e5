// Deciding together through the mailed link (issue 13): carol.couple signs an option for embryos
// created with Daniel Bennett, who has no account; Daniel opens the link from his e-mail, confirms it
// is him, reads the terms and signs (both are then mailed the consent record as a PDF) — or declines,
// and Carol is told. With SCREENSHOT_DIR set, each step is photographed at phone and desktop widths
// under SCREENSHOT_DIR/cosign, for a person to look at (not compared).
import type { Page } from '@playwright/test';
import { carolAsksDaniel as carolSigns, DANIEL } from './support/cosign';
import { test, expect, siteOf, mailTo, photograph, waitForMail, expectNoAxeViolations, type MailMessage } from './support/portal';

const CAROL = 'carol.couple@example.com';

const carolAsksDaniel = async (...args: Parameters<typeof carolSigns>) => (await carolSigns(...args)).link;

interface MailWithAttachments extends MailMessage {
  attachments: { filename: string; contentType: string; size: number; contentBase64: string }[];
}

/** Daniel opens the link in his own browser (no session; the page every test checks for CSP violations). */
async function danielOpens(page: Page, link: string): Promise<Page> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: /Confirm it is you/ })).toBeVisible();
  return page;
}

async function confirmIdentity(page: Page, dob: string): Promise<void> {
  await page.locator('[embryo-test-sid="cosign-last-name"]').fill('Bennett');
  await page.locator('[embryo-test-sid="cosign-dob"]').fill(dob);
  await page.locator('[embryo-test-sid="cosign-continue"]').click();
}

function pdfOf(message: MailWithAttachments) {
  const pdf = message.attachments.find((file) => file.contentType === 'application/pdf');
  expect(pdf, `a PDF attached to "${message.subject}"`).toBeTruthy();
  expect(pdf!.size).toBeGreaterThan(1000);
  expect(Buffer.from(pdf!.contentBase64, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdf!;
}

test('Daniel confirms who he is, reads the terms and signs what Carol signed; both get the record', async ({ page, request, browser }) => {
  test.setTimeout(240_000);
  const link = await carolAsksDaniel(browser, request);
  const daniel = await danielOpens(page, link);
  await photograph(daniel, 'cosign', '1-identity-northside');

  // A wrong date of birth: one calm message that does not say which detail was wrong; the typing stays.
  await confirmIdentity(daniel, '08/15/1982');
  const refusal = daniel.locator('[embryo-test-sid="cosign-identity-error"]');
  await expect(refusal).toContainText('The details do not match, or the link is no longer valid.');
  await expect(daniel.locator('[embryo-test-sid="cosign-last-name"]')).toHaveValue('Bennett');
  await expectNoAxeViolations(daniel, 'co-signing link: identity refused');
  await photograph(daniel, 'cosign', '2-identity-refused-northside');

  await confirmIdentity(daniel, '08/14/1982');
  const heading = daniel.getByRole('heading', { level: 1, name: /A decision about embryos created with you/ });
  await expect(heading).toBeFocused();
  await expect(daniel.locator('[embryo-test-sid="cosign-decision-summary"]')).toContainText(/Carol Bennett signed on .+: Donate to science for \d+ embryos \(#\d+\)\./);
  await expect(daniel.getByText('Nothing happens unless you sign the same decision too.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(daniel, 'co-signing link: the decision');
  await photograph(daniel, 'cosign', '3-decision-northside');

  // Read the terms with the keyboard (the region scrolls), then sign as Daniel.
  const terms = daniel.locator('[embryo-test-sid="esign-terms"]');
  await terms.focus();
  await daniel.keyboard.press('End');
  await expect(terms).toContainText(/\S/);
  const carolBefore = await mailTo(request, CAROL);
  const danielBefore = await mailTo(request, DANIEL);
  await daniel.locator('[embryo-test-sid="esign-full-name"]').fill('Daniel Bennett');
  await daniel.locator('[embryo-test-sid="esign-consent"]').check();
  await daniel.locator('[embryo-test-sid="cosign-sign"]').click();

  const done = daniel.getByRole('heading', { level: 1, name: 'Thank you. You have both signed.' });
  await expect(done).toBeFocused();
  await expect(daniel.locator('[embryo-test-sid="cosign-outcome"]')).toContainText('can now carry it out');
  await expect(daniel.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(daniel, 'co-signing link: signed');
  await photograph(daniel, 'cosign', '4-signed-northside');

  const toCarol = (await waitForMail(request, CAROL, carolBefore)) as MailWithAttachments;
  expect(toCarol.subject).toContain('Both of you have now signed');
  pdfOf(toCarol);
  const toDaniel = (await waitForMail(request, DANIEL, danielBefore)) as MailWithAttachments;
  expect(toDaniel.subject).toContain('Your copy of the consent you signed');
  pdfOf(toDaniel);

  // The link was single-use: opened again, even the right answer is refused.
  await daniel.goto(link);
  await confirmIdentity(daniel, '08/14/1982');
  await expect(daniel.locator('[embryo-test-sid="cosign-identity-error"]')).toContainText('no longer valid');
});

test('Daniel does not agree, using only the keyboard: the decision stops and Carol is told', async ({ page, request, browser }) => {
  test.setTimeout(240_000);
  // The other item made with Daniel (the first now waits for the clinic).
  const link = await carolAsksDaniel(browser, request);
  const daniel = await danielOpens(page, link);
  await daniel.locator('[embryo-test-sid="cosign-last-name"]').fill('Bennett');
  await daniel.locator('[embryo-test-sid="cosign-dob"]').fill('08/14/1982');
  await daniel.keyboard.press('Enter');
  await expect(daniel.getByRole('heading', { level: 1, name: /A decision about embryos created with you/ })).toBeFocused();

  await daniel.locator('[embryo-test-sid="cosign-decline"]').focus();
  await daniel.keyboard.press('Enter');
  const dialog = daniel.getByRole('alertdialog', { name: 'Decline this decision?' });
  await expect(dialog).toContainText('We will tell Carol Bennett that you did not agree.');
  // The safe answer has the focus first.
  await expect(dialog.getByRole('button', { name: 'Go back' })).toBeFocused();
  await expectNoAxeViolations(daniel, 'co-signing link: decline dialog');
  await photograph(daniel, 'cosign', '5-decline-dialog-northside');

  const carolBefore = await mailTo(request, CAROL);
  await daniel.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Decline the decision' })).toBeFocused();
  await daniel.keyboard.press('Enter');
  await expect(daniel.getByRole('heading', { level: 1, name: 'You did not agree. The decision is stopped.' })).toBeFocused();
  await expect(daniel.locator('[embryo-test-sid="cosign-outcome"]')).toContainText('Nothing will happen to the embryos because of this decision');
  await expectNoAxeViolations(daniel, 'co-signing link: declined');
  await photograph(daniel, 'cosign', '6-declined-northside');

  const toCarol = await waitForMail(request, CAROL, carolBefore);
  expect(toCarol.subject).toContain('A decision about your stored embryos was withdrawn');
});

test('the identity step in another clinic’s theme and language', async ({ page }) => {
  // Daniel's link names Carol's clinic; another clinic's page is shown with a link that was never sent.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${siteOf('sol.localhost')}/consent/cosign?token=${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'co-signing link at Clínica Sol');
  await photograph(page, 'cosign', '7-identity-sol');
  await page.locator('[embryo-test-sid="cosign-last-name"]').fill('Bennett');
  await page.locator('[embryo-test-sid="cosign-dob"]').fill('14/08/1982');
  await page.locator('[embryo-test-sid="cosign-continue"]').click();
  await expect(page.locator('[embryo-test-sid="cosign-identity-error"]')).toBeVisible();
  await photograph(page, 'cosign', '8-identity-refused-sol');
});
