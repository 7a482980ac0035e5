// Consents in the staff console (issue 13): nadia sees tom.twofactor's lapsed yearly storage agreement
// (seed data) and, once carol.couple has signed for an item created with Daniel, that decision waiting
// for Daniel; she opens carol's member page and downloads a consent record as a PDF.
//
// carol's signature adds a consent record and an open decision to her account; the next test starts
// from the demo seed again (e2e/support/demo-data.ts).
import { readFile } from 'node:fs/promises';
import { test, expect, expectNoAxeViolations, signInThroughApi, siteOf } from './support/portal';
import { sid, staffPage, staffSignIn } from './support/staff';

interface ConsentItem {
  id: number;
  statusId: string;
  description: string;
  coOwnerName: string | null;
  jointDecision: { state: string } | null;
}

test('nadia finds lapsed consents and decisions waiting for a partner, and downloads a consent record as a PDF', async ({ page, browser, request }) => {
  test.setTimeout(120_000);

  // carol signs donate-to-science for an item created with Daniel: it waits for his signature.
  await signInThroughApi(page, 'localhost', 'carol.couple');
  await expect(page).toHaveURL(/\/member\/home$/);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const memberId = (JSON.parse((JSON.parse(atob(token!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { user: string }).user) as { UserId: number }).UserId;
  const headers = { authorization: `Bearer ${token!}` };
  const overview = async () =>
    ((await (await request.get(`${siteOf('localhost')}/api/Members/${String(memberId)}/Consent`, { headers })).json()) as { ownItems: ConsentItem[] }).ownItems;
  const item = (await overview()).find(
    (candidate) => candidate.description.includes('created with Daniel') && /^ICR-CRY[CL]/.test(candidate.statusId) && candidate.jointDecision?.state !== 'waitingForPartner',
  );
  expect(item, 'an item of carol’s created with Daniel, with no decision open').toBeTruthy();
  await page.goto(`${siteOf('localhost')}/member/c-member-explore-donate-to-science`);
  await sid(page, 'choose-donate-to-science').click();
  await page.locator(`input[embryo-test-sid="disposition-item-${String(item!.id)}"]`).check();
  await expect(sid(page, 'esign-terms')).toBeVisible();
  await sid(page, 'esign-full-name').fill('Carol Bennett');
  await sid(page, 'esign-consent').check();
  await sid(page, 'esign-submit').click();
  await expect.poll(async () => (await overview()).find((own) => own.id === item!.id)?.jointDecision?.state, { timeout: 15_000 }).toBe('waitingForPartner');

  const { context, page: nadia } = await staffPage(browser);
  await staffSignIn(nadia, 'nadia.admin@northside.example', '/admin/consents?kind=lapsed');
  await expect(nadia.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Consents' })).toHaveAttribute('aria-current', 'page');
  await expect(nadia.getByRole('tab', { name: /^Lapsed \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
  const panel = nadia.getByRole('tabpanel');
  await expect(panel).toContainText('Nothing is discarded automatically.');
  const tom = panel.getByRole('row').filter({ hasText: 'Thomas Andersen' });
  await expect(tom).toHaveCount(1);
  await expect(tom).toContainText('Day 5 blastocysts');
  await expect(tom).toContainText('Sign storage agreement');
  await expect(tom).toContainText(/\d+ days? ago/);
  await expect(tom.getByRole('link', { name: 'Thomas Andersen' })).toHaveAttribute('href', /^\/admin\/members\/\d+$/);
  await expectNoAxeViolations(nadia, 'consents: lapsed');

  // The lists are tabs: arrow keys move between them, Enter opens one.
  await nadia.getByRole('tab', { name: /^Lapsed/ }).focus();
  await nadia.keyboard.press('ArrowLeft');
  await nadia.keyboard.press('ArrowLeft');
  await expect(nadia.getByRole('tab', { name: /^Waiting for a partner/ })).toBeFocused();
  await nadia.keyboard.press('Enter');
  await expect(nadia).toHaveURL(/\/admin\/consents\?kind=waiting$/);
  await expect(nadia.getByRole('tab', { name: /^Waiting for a partner \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
  const carol = sid(nadia, `admin-consent-row-waiting-${String(item!.id)}`);
  await expect(carol).toContainText('Carol Bennett');
  await expect(carol).toContainText(item!.description);
  await expect(carol).toContainText('Donate to science');
  await expect(carol.locator('td[data-label="Signed by"]')).toContainText(/^Carol Bennett\d{2} \w+, \d{4}/);
  await expect(carol.locator('td[data-label="Waiting for"]')).toHaveText('Daniel Bennett');
  await expect(carol).toContainText(/\d+ days left/);
  await expectNoAxeViolations(nadia, 'consents: waiting for a partner');

  // carol's member page: her consent records, each downloadable as the PDF she has.
  await carol.getByRole('link', { name: 'Carol Bennett' }).click();
  await expect(nadia.getByRole('heading', { level: 1, name: 'Carol Bennett' })).toBeVisible();
  const records = nadia.getByRole('region', { name: 'Consent records' });
  const pdf = records.getByRole('button', { name: /^Download PDF: consent record of / }).first();
  await expect(pdf).toBeVisible();
  const [download] = await Promise.all([nadia.waitForEvent('download'), pdf.click()]);
  expect(download.suggestedFilename()).toMatch(/^consent-record-\d+\.pdf$/);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(records.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(nadia, 'member page with consent records');
  await context.close();
});
