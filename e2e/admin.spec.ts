// The staff console in the browser (issue 12): staff sign in through the Entra ID emulator's own
// sign-in page with MSAL (redirect flow, v5 redirect bridge), work the queue, look members up, and
// sign out ending the Entra session.
//
// Demo data: the seed is put back before this journey's first step (e2e/support/demo-data.ts).
// carol's waiting item is only looked at; the items staff complete and deny are ben.balance's: his
// seeded "Day 3 embryos" (exploring donation to science) and his "Day 5 blastocysts", which he first
// puts forward for donation to another couple himself. theo is granted Northside and the grant is
// taken back at the end.
import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, mailTo, signIn, signInThroughApi, siteOf, waitForMail } from './support/portal';
import { sid, staffPage, staffSignIn } from './support/staff';

test.describe.configure({ mode: 'serial' });
// Steps of one journey: the demo seed is put back before the first only.
test.use({ demoData: 'file' });

const BEN_MAIL = 'ben.balance@example.com';
const DENIAL_REASON = 'Our donor programme is full until next spring; we will contact you then.';

/** Filled in as the journeys go. */
const journey = { benId: 0, scienceItemId: 0, coupleItemId: 0 };

/** Signs the member's decision on one item of an option page (the real e-signature flow). */
async function memberChooses(page: Page, route: string, pageId: string, description: string): Promise<number> {
  await page.goto(`${siteOf('localhost')}/member/${route}`);
  await sid(page, `choose-${pageId}`).click();
  const box = page.locator('input[embryo-test-sid^="disposition-item-"]:not([disabled])').first();
  await expect(box).toBeVisible();
  const id = Number((await box.getAttribute('embryo-test-sid'))!.replace('disposition-item-', ''));
  await box.check();
  await sid(page, 'esign-full-name').fill('Benjamin Keller');
  await sid(page, 'esign-consent').check();
  await sid(page, 'esign-submit').click();
  await expect(page.getByRole('status').filter({ hasText: 'decision is recorded' })).toBeVisible();
  await page.goto(`${siteOf('localhost')}/member/home`);
  await expect(sid(page, `freeze-event-${String(id)}`)).toContainText(description);
  return id;
}

test('ben puts an item forward for donation to another couple; nadia sees it and carol’s waiting, and completes ben’s donation to science', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  await signInThroughApi(page, 'localhost', 'ben.balance');
  await expect(page).toHaveURL(/\/member\/account/);
  journey.coupleItemId = await memberChooses(page, 'c-member-explore-donate-to-another-couple', 'donate-to-another-couple', 'Day 5 blastocysts');
  await expect(sid(page, `freeze-event-${String(journey.coupleItemId)}`)).toContainText('Exploring donation to another couple');

  const { context, page: nadia } = await staffPage(browser);
  await staffSignIn(nadia, 'nadia.admin@northside.example');
  await expect(nadia.getByRole('banner')).toContainText('Nadia Okonkwo');
  await expect(nadia.getByRole('banner')).toContainText('Clinic administrator');
  await expect(nadia.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Staff' })).toHaveCount(0);

  // carol's seeded decision waits too (other journeys need it as it is: looked at, not touched).
  const carolRow = nadia.locator('[embryo-test-sid^="admin-queue-row-"]').filter({ hasText: 'carol.couple' });
  await expect(carolRow).toContainText('Exploring donation to another couple');
  await expect(carolRow.getByRole('button', { name: /^Deny…/ })).toBeVisible();

  const benRows = nadia.locator('[embryo-test-sid^="admin-queue-row-"]').filter({ hasText: 'ben.balance' });
  await expect(benRows.filter({ hasText: 'Day 5 blastocysts' })).toContainText('Donate to another couple');
  const science = benRows.filter({ hasText: 'Day 3 embryos' });
  await expect(science).toContainText('Exploring donation to science');
  journey.scienceItemId = Number((await science.getAttribute('embryo-test-sid'))!.replace('admin-queue-row-', ''));
  journey.benId = Number(new URL(await science.getByRole('link', { name: 'Benjamin Keller' }).evaluate((a) => (a as HTMLAnchorElement).href)).pathname.split('/').pop());
  await expectNoAxeViolations(nadia, 'work queue');

  const before = await mailTo(request, BEN_MAIL);
  await sid(nadia, `admin-complete-${String(journey.scienceItemId)}`).click();
  const dialog = nadia.getByRole('dialog', { name: 'Complete this item' });
  await expect(dialog).toContainText('Outcome: Donated to science');
  await expectNoAxeViolations(nadia, 'complete dialog');
  await sid(nadia, 'admin-transition-confirm').click();
  await expect(nadia.getByText('Recorded: Donated to science. The member has been e-mailed.')).toBeVisible();
  await expect(sid(nadia, `admin-queue-row-${String(journey.scienceItemId)}`)).toHaveCount(0);
  const mail = await waitForMail(request, BEN_MAIL, before);
  expect(mail.text).toContain('donated to science');
  await context.close();

  // ben sees the outcome on his vault.
  await page.goto(`${siteOf('localhost')}/member/home`);
  await expect(sid(page, `freeze-event-${String(journey.scienceItemId)}`)).toContainText('Donated to science');
});

test('nadia denies the donation with a reason; ben is e-mailed the reason and sees it was not approved', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const { context, page: nadia } = await staffPage(browser);
  await staffSignIn(nadia, 'nadia.admin@northside.example');
  const before = await mailTo(request, BEN_MAIL);
  await sid(nadia, `admin-deny-${String(journey.coupleItemId)}`).click();
  const dialog = nadia.getByRole('dialog', { name: 'Deny this request' });
  await sid(nadia, 'admin-transition-confirm').click();
  await expect(dialog.getByText('Say why, so the member understands.')).toBeVisible();
  await expectNoAxeViolations(nadia, 'deny dialog with its reason missing');
  await sid(nadia, 'admin-transition-reason').fill(DENIAL_REASON);
  await sid(nadia, 'admin-transition-confirm').click();
  await expect(nadia.getByText('Recorded: Donation to another couple denied. The member has been e-mailed.')).toBeVisible();
  const mail = await waitForMail(request, BEN_MAIL, before);
  expect(mail.text).toContain(DENIAL_REASON);

  // The member page shows the item's history with who denied it and why; then the audit log.
  await nadia.goto(`${siteOf('localhost')}/admin/members/${String(journey.benId)}`);
  await expect(nadia.getByRole('heading', { level: 1, name: 'Benjamin Keller' })).toBeVisible();
  const item = sid(nadia, `admin-member-item-${String(journey.coupleItemId)}`);
  await expect(item).toContainText('Donation to another couple denied');
  await item.getByText(/^History/).click();
  await expect(item).toContainText('by nadia.admin@northside.example');
  await expect(item).toContainText(DENIAL_REASON);
  await expect(sid(nadia, 'admin-action-lock')).toBeVisible();
  await expectNoAxeViolations(nadia, 'member page');
  await nadia.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(nadia.getByRole('row').filter({ hasText: 'Denied a request' }).first()).toContainText(DENIAL_REASON);
  await expectNoAxeViolations(nadia, 'audit log');
  await context.close();

  await signIn(page, 'localhost', 'ben.balance');
  await expect(page).toHaveURL(/\/member\/account/);
  await page.goto(`${siteOf('localhost')}/member/home`);
  await expect(sid(page, `freeze-event-${String(journey.coupleItemId)}`)).toContainText('Donation to another couple not approved');
});

test('theo (Thames) cannot open a Northside member until pat grants him Northside', async ({ browser }) => {
  test.setTimeout(120_000);
  const memberPath = `/admin/members/${String(journey.benId)}`;
  const theo = await staffPage(browser);
  // Signing in on the member page remembers it: theo comes back to it, on his own clinic's address.
  await staffSignIn(theo.page, 'theo.admin@thames.example', memberPath, 'thames.localhost');
  await expect(theo.page.getByRole('heading', { level: 1, name: 'Member not found' })).toBeVisible();
  await expect(theo.page.getByRole('banner')).toContainText('Theo Marsh');

  const pat = await staffPage(browser);
  await staffSignIn(pat.page, 'pat.platform@cryo.example');
  await pat.page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Staff' }).click();
  const card = pat.page.getByRole('group', { name: 'Theo Marsh' });
  await expect(card.getByRole('checkbox', { name: 'Thames Fertility Centre' })).toBeChecked();
  await expectNoAxeViolations(pat.page, 'staff page');
  await card.getByRole('checkbox', { name: 'Northside Fertility' }).check();
  await card.locator('[embryo-test-sid^="admin-staff-save-"]').click();
  await expect(card.getByText('Saved: Theo Marsh serves Northside Fertility, Thames Fertility Centre.')).toBeVisible();

  await theo.page.reload();
  await expect(theo.page.getByRole('heading', { level: 1, name: 'Benjamin Keller' })).toBeVisible();
  await expect(sid(theo.page, 'admin-action-send-reset')).toBeVisible();

  // Back as it was: theo serves Thames only.
  await card.getByRole('checkbox', { name: 'Northside Fertility' }).uncheck();
  await card.locator('[embryo-test-sid^="admin-staff-save-"]').click();
  await expect(card.getByText('Saved: Theo Marsh serves Thames Fertility Centre.')).toBeVisible();
  await theo.context.close();
  await pat.context.close();
});

test('sasha (Support) reads the queue and a member with no action controls', async ({ browser }) => {
  test.setTimeout(90_000);
  const { context, page } = await staffPage(browser);
  await staffSignIn(page, 'sasha.support@cryo.example');
  await expect(page.getByText('You can look but not change anything: your role is read-only.')).toBeVisible();
  await expect(page.locator('[embryo-test-sid^="admin-complete-"], [embryo-test-sid^="admin-deny-"]')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Telemetry' })).toBeVisible();
  await expectNoAxeViolations(page, 'work queue as Support');

  await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Members' }).click();
  await page.getByRole('textbox', { name: 'User name' }).fill('ben.balance');
  await sid(page, 'admin-member-search').click();
  await expect(sid(page, `admin-member-row-${String(journey.benId)}`)).toBeVisible();
  await expectNoAxeViolations(page, 'member search results');
  await sid(page, `admin-member-row-${String(journey.benId)}`)
    .getByRole('link')
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Benjamin Keller' })).toBeVisible();
  await expect(page.getByText('Your role is read-only: account actions are not available to you.')).toBeVisible();
  await expect(page.locator('[embryo-test-sid^="admin-action-"]')).toHaveCount(0);
  await context.close();
});

test('sign-out ends the Entra session: the console asks to sign in again and the emulator shows its sign-in page', async ({ page }) => {
  await page.goto(`${siteOf('localhost')}/admin`);
  await expectNoAxeViolations(page, 'staff sign-in page');
  await staffSignIn(page, 'nadia.admin@northside.example');
  await expect(sid(page, 'admin-signout')).toBeVisible();
  // Signed in to the console, a member page sends her back to it rather than to the member sign-in.
  await page.goto(`${siteOf('localhost')}/member/home`);
  await expect(page).toHaveURL(/\/admin(\/queue)?$/);
  await expect(sid(page, 'admin-signout')).toBeVisible();
  await sid(page, 'admin-signout').click();
  await expect(page).toHaveURL(/\/admin\/signed-out$/);
  await expect(page.getByRole('heading', { level: 1, name: 'You are signed out' })).toBeVisible();
  await expectNoAxeViolations(page, 'signed-out page');
  await page.goto(`${siteOf('localhost')}/admin/queue`);
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Fqueue$/);
  await sid(page, 'admin-signin').click();
  // No silent sign-in: Entra (the emulator) asks who is signing in.
  await expect(sid(page, 'staff-username')).toBeVisible();
  await expect(sid(page, 'staff-password')).toHaveValue('');
  // Signed out of the console, a member page asks for the member sign-in as for anyone.
  await page.goto(`${siteOf('localhost')}/member/home`);
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('a signed-in member is kept out of the staff area', async ({ page }) => {
  await signInThroughApi(page, 'localhost', 'grace.egg');
  await expect(page).toHaveURL(/\/member\/home/);
  await page.goto(`${siteOf('localhost')}/admin/queue`);
  await expect(page.getByRole('heading', { level: 1, name: 'This area is for clinic staff' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to your member home' }).click();
  await expect(page).toHaveURL(/\/member\/home$/);
});
