// Collection appointments end to end (issue 6): fiona.fertpres (Thames, B2C, fertility preservation)
// finds them on her home and in the navigation, sees en-GB dates with 24-hour times, adds her booked
// appointment to a calendar, changes a collection site, cancels an appointment with a reason and has
// her enrolment package e-mailed again; grace.egg (not fertility preservation) never sees the page.
// fiona's journey changes only her collections, which no other spec reads (personas.spec.ts checks
// only where she lands), so the files may run in any order.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect, signInThroughApi, siteOf, mailTo, expectNoAxeViolations } from './support/portal';

const thames = 'thames.localhost';
const card = (page: Page, id: number) => page.locator(`[embryo-test-sid="collection-${id}"]`);

test('fiona changes a collection site, adds and cancels her appointment with a reason, and gets her enrolment package again', async ({ page, request }) => {
  await signInThroughApi(page, thames, 'fiona.fertpres');
  await expect(page).toHaveURL(/\/member\/home$/);
  await expect(page.locator('[embryo-test-sid="home-collections"]')).toContainText('3 collections');
  await page.getByRole('navigation').getByRole('link', { name: 'Collection appointments' }).click();
  await expect(page).toHaveURL(/\/member\/collection-appointments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Collection appointments' })).toBeVisible();
  await expect(card(page, 50001)).toBeVisible();
  await expectNoAxeViolations(page, 'collection appointments');

  // The booked appointment: en-GB date, 24-hour time in London, the current step marked.
  const booked = card(page, 50002);
  await expect(booked.locator('[embryo-test-sid="collection-50002-when"]')).toHaveText(/^[A-Z][a-z]+day, \d{2} [A-Z][a-z]+, \d{4} 14:30 (GMT|BST)$/);
  await expect(booked.locator('li[aria-current="step"]')).toHaveText(/Appointment/);

  // Add to calendar: an RFC 5545 file with the appointment in UTC.
  const downloading = page.waitForEvent('download');
  await booked.getByRole('button', { name: 'Add to calendar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('collection-50002.ics');
  const ics = await readFile(await download.path(), 'utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
  expect(ics.replace(/\r\n /g, '')).toContain('LOCATION:Thames Fertility Centre — Canary Wharf\\, 40 Bank Street\\, London E14 5NR');

  // Change the site of the collection that is not booked yet.
  const first = card(page, 50001);
  const siteBefore = await first.locator('[embryo-test-sid="collection-50001-site"]').innerText();
  await first.getByRole('button', { name: 'Change collection site' }).click();
  const siteDialog = page.getByRole('alertdialog');
  await expect(siteDialog).toBeVisible();
  await expectNoAxeViolations(page, 'change collection site dialog');
  const select = siteDialog.getByRole('combobox', { name: 'Collection site' });
  const choice = await select.evaluate((el) => {
    const s = el as HTMLSelectElement;
    return Array.from(s.options).find((o) => o.selected)!.text;
  });
  expect(siteBefore).not.toBe(choice);
  await siteDialog.getByRole('button', { name: 'Change site' }).click();
  await expect(siteDialog).toBeHidden();
  await expect(page.getByRole('status')).toContainText('Collection #50001 will now take place at');
  await expect(first.locator('[embryo-test-sid="collection-50001-site"]')).toHaveText(choice);

  // Cancel the booked appointment with a reason.
  await booked.getByRole('button', { name: 'Cancel appointment' }).click();
  const cancelDialog = page.getByRole('alertdialog');
  await expect(cancelDialog).toContainText(/Your appointment on [A-Z][a-z]+day, \d{2} [A-Z][a-z]+, \d{4} 14:30 (GMT|BST) will be cancelled/);
  await cancelDialog.getByRole('textbox', { name: /Why are you cancelling/ }).fill('My treatment starts earlier than planned');
  await expectNoAxeViolations(page, 'cancel appointment dialog');
  await cancelDialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(cancelDialog).toBeHidden();
  await expect(booked.locator('[embryo-test-sid="collection-50002-when"]')).toHaveText('Not booked yet');
  await expect(booked).toContainText('An appointment is needed');
  await expect(booked).toContainText('“My treatment starts earlier than planned”');
  await expect(booked.getByRole('button', { name: 'Cancel appointment' })).toHaveCount(0);

  // The enrolment package again: the mail emulator receives it.
  const address = 'fiona.fertpres@example.com';
  const before = await mailTo(request, address);
  await card(page, 50003).getByRole('button', { name: 'Send my enrolment package again' }).click();
  await expect(page.getByRole('status')).toContainText('We have e-mailed your enrolment package for collection #50003');
  // Confirmations of the earlier changes may still be arriving: wait for the package itself.
  const seen = new Set(before.map((m) => String(m.id)));
  await expect
    .poll(async () => (await mailTo(request, address)).find((m) => !seen.has(String(m.id)) && /enrolment package/i.test(m.subject))?.text ?? '', { timeout: 15000 })
    .toContain('collection #50003');
  await expectNoAxeViolations(page, 'collection appointments after changes');

  // The changes stand after a reload.
  await page.reload();
  await expect(card(page, 50002).locator('[embryo-test-sid="collection-50002-when"]')).toHaveText('Not booked yet');
  await expect(card(page, 50001).locator('[embryo-test-sid="collection-50001-site"]')).toHaveText(choice);
});

test('grace.egg, not a fertility-preservation member, never sees collection appointments', async ({ page }) => {
  await signInThroughApi(page, 'localhost', 'grace.egg');
  await expect(page).toHaveURL(/\/member\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Collection appointments' })).toHaveCount(0);
  await expect(page.locator('[embryo-test-sid="home-collections"]')).toHaveCount(0);
  await expectNoAxeViolations(page, 'grace home');
  await page.goto(`${siteOf('localhost')}/member/collection-appointments`);
  await expect(page).toHaveURL(/\/member\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Collection appointments' })).toHaveCount(0);
});
