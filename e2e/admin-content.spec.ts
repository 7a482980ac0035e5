// What clinic staff publish and decide besides the work queue (issue 12), seen from both sides: nadia
// approves a donor couple's custom description and emma then reads it; she sends another back and
// that couple reads her reason; she publishes a banner in English and Spanish that ben sees in each
// language; theo schedules Thames maintenance and fiona is warned when she signs in. Each journey puts
// back what other journeys read (the banner is ended, the maintenance cancelled); the two donor
// couples it moderates are seeded ones no other journey looks at.
import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, signIn, signInThroughApi, siteOf } from './support/portal';
import { sid, staffPage, staffSignIn } from './support/staff';

test.describe.configure({ mode: 'serial' });
// Steps of one journey: the demo seed is put back before the first only.
test.use({ demoData: 'file' });

const SEND_BACK_REASON = 'Please leave out where you live; recipients may not see it before a match.';

/** A time `minutes` from now as a datetime-local value in this machine's time zone (the browser's). */
function localInput(minutes: number): string {
  const at = new Date(Date.now() + minutes * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(at.getFullYear())}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** The member id behind a moderation item's member link. */
async function memberIdOf(page: Page, item: ReturnType<Page['locator']>): Promise<number> {
  const href = await item.getByRole('link').first().getAttribute('href');
  return Number(href?.split('/').pop());
}

test('nadia approves one custom description, which emma then reads, and sends another back with a reason the couple reads', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const nadia = await staffPage(browser);
  await staffSignIn(nadia.page, 'nadia.admin@northside.example', '/admin/moderation');
  const descriptions = nadia.page.locator('[embryo-test-sid^="admin-moderation-customDescription-"]');
  await expect(descriptions.first()).toContainText('We are happy to share more about our story once we meet.');
  await expectNoAxeViolations(nadia.page, 'moderation');

  const approved = descriptions.filter({ hasText: 'Claire Jackson' });
  const approvedId = await memberIdOf(nadia.page, approved);
  await approved.getByRole('button', { name: 'Approve: Custom description of Claire Jackson' }).click();
  await expect(nadia.page.getByText('Approved: Custom description of Claire Jackson.')).toBeVisible();
  await expect(approved).toHaveCount(0);

  const sentBack = descriptions.filter({ hasText: 'Julia Alvarez' });
  await sentBack.getByRole('button', { name: 'Send back… (Custom description of Julia Alvarez)' }).click();
  const dialog = nadia.page.getByRole('dialog', { name: 'Send back to the member' });
  await sid(nadia.page, 'admin-moderation-confirm').click();
  await expect(dialog.getByText('Write the reason, so the member knows what to change.')).toBeVisible();
  await expectNoAxeViolations(nadia.page, 'send-back dialog with its reason missing');
  await sid(nadia.page, 'admin-moderation-reason').fill(SEND_BACK_REASON);
  await sid(nadia.page, 'admin-moderation-confirm').click();
  await expect(nadia.page.getByText('Sent back to Julia Alvarez with your reason.')).toBeVisible();
  await expect(sentBack).toHaveCount(0);
  await nadia.context.close();

  // emma, a recipient, now reads the approved description on that couple's profile.
  await signInThroughApi(page, 'localhost', 'emma.recipient');
  await expect(page).toHaveURL(/\/matching\/home/);
  await page.goto(`${siteOf('localhost')}/matching/member-view?requestMemberId=${String(approvedId)}`);
  await expect(page.getByText('We are happy to share more about our story once we meet.')).toBeVisible();

  // The couple whose description was sent back reads the clinic's reason on their matching home.
  const couple = await browser.newContext();
  const donor = await couple.newPage();
  await signInThroughApi(donor, 'localhost', 'donor.28.alvarez');
  await expect(donor).toHaveURL(/\/member\//);
  await donor.goto(`${siteOf('localhost')}/matching/home`);
  await expect(donor.getByText(SEND_BACK_REASON, { exact: false })).toBeVisible();
  await expect(donor.getByText(/did not approve your custom description/)).toBeVisible();
  await couple.close();
});

test('nadia publishes a banner in English and Spanish; ben sees it in each language; it ends when she ends it', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const nadia = await staffPage(browser);
  await staffSignIn(nadia.page, 'nadia.admin@northside.example', '/admin/banners');
  await sid(nadia.page, 'admin-banner-new').click();
  const dialog = nadia.page.getByRole('dialog', { name: 'New banner' });
  await sid(nadia.page, 'admin-banner-save').click();
  await expect(dialog.getByText('Write the text in at least one language.')).toBeVisible();
  await sid(nadia.page, 'admin-banner-text-en-US').fill('Our phone lines are closed on Thursday for training.');
  await sid(nadia.page, 'admin-banner-text-es').fill('Nuestras líneas telefónicas cierran el jueves por formación.');
  await expect(dialog.getByRole('heading', { name: 'Preview (Spanish)' })).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Style' }).selectOption('warning');
  await sid(nadia.page, 'admin-banner-start').fill(localInput(-5));
  await expectNoAxeViolations(nadia.page, 'banner form with its preview');
  await sid(nadia.page, 'admin-banner-save').click();
  await expect(nadia.page.getByText('Saved. Members see the banner from its start.')).toBeVisible();
  const published = nadia.page.locator('li[embryo-test-sid^="admin-banner-"]').filter({ hasText: 'Our phone lines are closed on Thursday' });
  await expect(published).toContainText('Showing now');
  await expect(published).toContainText('English (US) · Spanish');
  await expect(dialog).toHaveCount(0);
  await expect(nadia.page.locator('#app')).not.toHaveAttribute('aria-hidden', 'true');
  await expectNoAxeViolations(nadia.page, 'banners');

  await signInThroughApi(page, 'localhost', 'ben.balance');
  await expect(page).toHaveURL(/\/member\/account/);
  await expect(sid(page, 'global-banner').filter({ hasText: 'Our phone lines are closed on Thursday for training.' })).toBeVisible();
  await sid(page, 'language-switch').selectOption('es');
  await page.goto(`${siteOf('localhost')}/member/home`);
  await expect(sid(page, 'global-banner').filter({ hasText: 'Nuestras líneas telefónicas cierran el jueves por formación.' })).toBeVisible();
  await sid(page, 'language-switch').selectOption('en-US');

  await published.getByRole('button', { name: /^End now/ }).click();
  await expect(nadia.page.getByText('The banner has ended. Members no longer see it.')).toBeVisible();
  await expect(published).toContainText('Ended');
  await nadia.context.close();
  await page.goto(`${siteOf('localhost')}/member/home`);
  await expect(sid(page, 'global-banner').filter({ hasText: 'phone lines' })).toHaveCount(0);
});

test('theo schedules Thames maintenance; fiona is warned when she signs in; theo cancels it', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const theo = await staffPage(browser);
  await staffSignIn(theo.page, 'theo.admin@thames.example', '/admin/maintenance', 'thames.localhost');
  const thames = theo.page.getByRole('group', { name: 'Thames Fertility Centre' });
  await expect(thames).toContainText('No maintenance scheduled.');
  await expect(theo.page.getByRole('group', { name: 'Northside Fertility' })).toHaveCount(0);
  await expectNoAxeViolations(theo.page, 'maintenance');
  await sid(theo.page, 'admin-maintenance-start-clinic-2').fill(localInput(30));
  await sid(theo.page, 'admin-maintenance-end-clinic-2').fill(localInput(90));
  await sid(theo.page, 'admin-maintenance-save-clinic-2').click();
  await expect(thames.getByText('Scheduled for Thames Fertility Centre.')).toBeVisible();
  // To the minute, as typed and as members are told: a time ending in ':00' seconds is noise here.
  await expect(thames).toContainText(/Scheduled: \d{2} \w+, \d{4} \d{2}:\d{2} to \d{2} \w+, \d{4} \d{2}:\d{2}(?!:)/);

  await signIn(page, 'thames.localhost', 'fiona.fertpres');
  await expect(page).toHaveURL(/\/member\/home/);
  await expect(sid(page, 'maintenance-banner')).toBeVisible();

  // Not yet started: cancelled, not ended.
  await expect(sid(theo.page, 'admin-maintenance-clear-clinic-2')).toHaveText('Cancel maintenance');
  await sid(theo.page, 'admin-maintenance-clear-clinic-2').click();
  await expect(thames.getByText('No maintenance for Thames Fertility Centre now.')).toBeVisible();
  await theo.context.close();
  await page.reload();
  await expect(sid(page, 'maintenance-banner')).toHaveCount(0);
});

test('pat sees Lumière’s maintenance, which has no end, as it stands, with a way to end it', async ({ browser }) => {
  const pat = await staffPage(browser);
  await staffSignIn(pat.page, 'pat.platform@cryo.example', '/admin/maintenance');
  const lumiere = pat.page.getByRole('group', { name: 'Lumière' });
  // Set outside the console (the demo's, as a clinic's own systems would), it once read "No maintenance scheduled."
  await expect(lumiere).toContainText(/Under maintenance since \d{2} \w+, \d{4} \d{2}:\d{2} [AP]M, with no end set: members cannot sign in until it is ended\./);
  await expect(lumiere.getByRole('button', { name: 'End maintenance now: Lumière' })).toBeVisible();
  await expectNoAxeViolations(pat.page, 'maintenance with a window without an end');
  await pat.context.close();
});
