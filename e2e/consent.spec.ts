// Consent as the law asks it (issue 13), in the browser against the real API: a decision about
// embryos created with a partner who has an account waits for them, and they sign from their own
// home; storage consent in Spain is due, the reminders go out on schedule when the test clock passes
// the 30-day mark, and hugo renews it with a signature. maya.joint and leo.joint are nobody else's;
// hugo.sol's storage consent is only this file's (account-protection.spec.ts signs one of his items).
import type { APIRequestContext } from '@playwright/test';
import { test, expect, expectNoAxeViolations, mailTo, photograph, signInThroughApi, siteOf, waitForMail } from './support/portal';

async function moveClock(request: APIRequestContext, offsetDays: number): Promise<void> {
  const moved = await request.put(`${siteOf('localhost')}/emulators/clock`, { data: { offsetDays } });
  expect(moved.ok()).toBe(true);
}

test('maya signs for embryos created with leo; nothing changes until leo signs from his own account', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  // Leo reads the portal in Spanish: the API keeps his choice, so the request to co-sign that Maya's
  // signature sends him is written in it (Northside's own language is English).
  const leoEarlier = await browser.newContext({ baseURL: siteOf('localhost') });
  const leoSpanish = await leoEarlier.newPage();
  await signInThroughApi(leoSpanish, 'localhost', 'leo.joint');
  const kept = leoSpanish.waitForResponse((response) => response.url().endsWith('/MemberAccount/Language') && response.request().method() === 'PUT');
  await leoSpanish.locator('[embryo-test-sid="language-switch"]').selectOption('es');
  expect((await kept).status()).toBe(204);
  await expect(leoSpanish.locator('html')).toHaveAttribute('lang', 'es');
  await leoEarlier.close();
  const leoMailBefore = await mailTo(request, 'leo.joint@example.com');

  await signInThroughApi(page, 'localhost', 'maya.joint');
  await expect(page).toHaveURL(/\/member\/home$/);
  await page.goto(`${siteOf('localhost')}/member/c-member-explore-donate-to-science`);
  await page.locator('[embryo-test-sid="choose-donate-to-science"]').click();
  const box = page.locator('input[embryo-test-sid^="disposition-item-"]:not([disabled])').first();
  const id = (await box.getAttribute('embryo-test-sid'))!.replace('disposition-item-', '');
  await box.check();
  await page.locator('[embryo-test-sid="esign-full-name"]').fill('Maya Okoro');
  await page.locator('[embryo-test-sid="esign-consent"]').check();
  await page.locator('[embryo-test-sid="esign-submit"]').click();
  const result = page.getByRole('status').filter({ hasText: 'Thank you. Your signature is recorded.' });
  await expect(result).toContainText('nothing changes until your partner signs the same decision too');
  const asked = await waitForMail(request, 'leo.joint@example.com', leoMailBefore, /consent|consentimiento/);
  expect(asked.subject).toBe('Maya Okoro le pide su consentimiento sobre sus embriones en depósito');
  expect(asked.text).toMatch(/\/member\/home\?lang=es(\s|$)/);

  await page.goto(`${siteOf('localhost')}/member/home`);
  const card = page.locator(`[embryo-test-sid="freeze-event-${id}"]`);
  await expect(card.locator(`[embryo-test-sid="joint-decision-${id}"]`)).toContainText('Waiting for Leo Okoro to sign: Donate to science');
  await expect(card).not.toContainText('Exploring donation to science');
  await expectNoAxeViolations(page, 'home with a decision waiting for the partner');
  await photograph(page, 'consent', 'maya-home-waiting');

  const leoContext = await browser.newContext({ baseURL: siteOf('localhost') });
  const leo = await leoContext.newPage();
  await signInThroughApi(leo, 'localhost', 'leo.joint');
  await expect(leo.getByText('Maya Okoro asks for your signature on a decision about the embryos you share.', { exact: false })).toBeVisible();
  const shared = leo.locator(`[embryo-test-sid="shared-item-${id}"]`);
  await expect(shared).toContainText('Maya Okoro asks for your signature: Donate to science');
  await expectNoAxeViolations(leo, 'partner home with a shared item to sign');
  await photograph(leo, 'consent', 'leo-home-asked');
  await leo.locator(`[embryo-test-sid="cosign-${id}"]`).click();
  const dialog = leo.getByRole('dialog', { name: 'Sign the decision' });
  await expect(dialog.locator('[embryo-test-sid="esign-terms"]')).toBeVisible();
  await dialog.locator('[embryo-test-sid="esign-full-name"]').fill('Leo Okoro');
  await dialog.locator('[embryo-test-sid="esign-consent"]').check();
  await expectNoAxeViolations(leo, 'partner signing dialog');
  await photograph(leo, 'consent', 'leo-sign-dialog');
  await dialog.locator('[embryo-test-sid="consent-sign-submit"]').click();
  await expect(leo.getByRole('status').filter({ hasText: 'Both of you have now signed' })).toBeVisible();
  await expect(shared).toContainText('Both of you signed: Donate to science');
  await leoContext.close();

  await page.reload();
  await expect(card.locator(`[embryo-test-sid="joint-decision-${id}"]`)).toContainText('Both of you signed: Donate to science');
  await expect(card).toContainText('Exploring donation to science');
  await photograph(page, 'consent', 'maya-home-both-signed');
});

test('hugo sees his storage consent due in Spain, the 30-day reminder goes out when the clock passes it, and he renews', async ({ page, request }) => {
  test.setTimeout(120_000);
  const address = 'hugo.sol@example.com';
  const reminders = async () => (await mailTo(request, address)).filter((mail) => /Renueve su consentimiento de conservación/.test(mail.subject));
  // The 90-day reminder went out when the server started (40 days left).
  await expect.poll(async () => (await reminders()).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  const before = (await reminders()).length;
  try {
    await moveClock(request, 11);
    await expect.poll(async () => (await reminders()).length, { timeout: 15_000 }).toBe(before + 1);
    const latest = (await reminders())[0]!;
    // Days are counted in the clinic's zone (Madrid): the due date less today there, the clock 11 days on.
    const months = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
    const said = /antes del (\d{1,2}) de (\p{L}+) de (\d{4}) \(dentro de (\d+) días\)/u.exec(latest.text);
    expect(said, latest.text).not.toBeNull();
    const due = Date.UTC(Number(said![3]), months.indexOf(said![2]!), Number(said![1]));
    const [year, month, day] = new Date(Date.now() + 11 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/Madrid' }).split('-').map(Number);
    const daysLeft = Math.round((due - Date.UTC(year!, month! - 1, day)) / 86_400_000);
    expect(Number(said![4])).toBe(daysLeft);
    // 40 days were left when the server started, on its day or the next in Madrid.
    expect([28, 29]).toContain(daysLeft);
  } finally {
    await moveClock(request, 0);
  }

  await signInThroughApi(page, 'sol.localhost', 'hugo.sol');
  await expect(page).toHaveURL(/\/member\/home/);
  const banner = page.locator('[embryo-test-sid="consent-reminders"]');
  await expect(banner).toContainText('Debe renovar antes del');
  await expectNoAxeViolations(page, 'home with a storage consent due');
  await photograph(page, 'consent', 'hugo-home-due');
  const renew = page.locator('[embryo-test-sid^="renew-"]').first();
  await renew.click();
  const dialog = page.getByRole('dialog', { name: 'Renueve su consentimiento de conservación' });
  await expect(dialog).toContainText('Renueve (o cambie) el destino de sus embriones');
  await expect(dialog).toContainText('cada 2 años');
  await dialog.locator('[embryo-test-sid="esign-full-name"]').fill('Hugo Fernández');
  await dialog.locator('[embryo-test-sid="esign-consent"]').check();
  await photograph(page, 'consent', 'hugo-renew-dialog');
  await dialog.locator('[embryo-test-sid="consent-sign-submit"]').click();
  await expect(page.getByRole('status').filter({ hasText: 'queda renovado hasta el' })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(page.locator('[embryo-test-sid^="storage-consent-"]').first()).toContainText('Vigente hasta el');

  // The renewal is on record and downloads as a PDF.
  await page.locator('[embryo-test-sid="consent-records"]').click();
  const records = page.getByRole('dialog', { name: 'Mis consentimientos' });
  await expect(records.getByRole('cell', { name: 'Renovar el consentimiento de conservación' }).first()).toBeVisible();
  const pdf = records.locator('[embryo-test-sid^="consent-record-pdf-"]').first();
  const [download] = await Promise.all([page.waitForEvent('download'), pdf.click()]);
  const file = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
