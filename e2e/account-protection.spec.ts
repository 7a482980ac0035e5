// Issue 21 and 11 in the browser: a change of e-mail address asks for the current password, waits for
// the new address to confirm through its link, and the old address is told; a consent record shows
// the exact terms text that was signed. grace.egg changes her address (no other journey reads her
// mail); hugo.sol (Clínica Sol, Spanish) signs (his decisions are nobody else's).
import { test, expect, mailTo, signInThroughApi, siteOf, waitForMail, waitForPageSettled } from './support/portal';

test('changing the e-mail address: current password, a confirmation link, and the old address is told', async ({ page, request }) => {
  const oldAddress = 'grace.egg@example.com';
  const newAddress = 'grace.liu.new@example.org';
  const beforeOld = await mailTo(request, oldAddress);
  const beforeNew = await mailTo(request, newAddress);
  await signInThroughApi(page, 'localhost', 'grace.egg');
  await expect(page).toHaveURL(/\/member\/home/);
  await page.goto(`${siteOf('localhost')}/member/account`);
  await page.locator('[embryo-test-sid="profile-edit"]').click();
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await email.fill(newAddress);
  const password = page.locator('[embryo-test-sid="profile-current-password"]');
  await expect(password).toBeVisible();
  await page.locator('[embryo-test-sid="profile-save"]').click();
  await expect(page.getByText('Enter your current password to change your e-mail address.').first()).toBeVisible();
  await password.fill('Portal-Demo-2026!');
  await page.locator('[embryo-test-sid="profile-save"]').click();
  await expect(page.getByRole('status').filter({ hasText: `We sent a confirmation link to ${newAddress}` })).toBeVisible();
  await expect(page.getByText(oldAddress)).toBeVisible();

  const notice = await waitForMail(request, oldAddress, beforeOld);
  expect(notice.text).toContain(newAddress);
  expect(notice.text).toMatch(/\/auth\/undo-email-change\?token=/);
  const confirmation = await waitForMail(request, newAddress, beforeNew);
  const link = /(https?:\/\/\S+\/auth\/confirm-email\?token=\S+)/.exec(confirmation.text)?.[1];
  expect(link).toBeTruthy();

  await page.goto(link!);
  await page.locator('[embryo-test-sid="email-change-confirm"]').click();
  await expect(page.getByRole('status').filter({ hasText: 'Your new e-mail address is confirmed' })).toBeVisible();
  await page.goto(`${siteOf('localhost')}/member/account`);
  await expect(page.getByText(newAddress)).toBeVisible();
});

test('a consent record shows the exact terms text that was signed', async ({ page, request }) => {
  await signInThroughApi(page, 'sol.localhost', 'hugo.sol');
  await expect(page).toHaveURL(/\/member\/home/);
  // One decision signed through the API with the terms it serves in Spanish, as the page would.
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const memberId = (JSON.parse((JSON.parse(atob(token!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { user: string }).user) as { UserId: number }).UserId;
  const headers = { authorization: `Bearer ${token}` };
  const items = (await (await request.get(`${siteOf('localhost')}/api/Members/${memberId}/FreezeEvents/FreezeEvents`, { headers })).json()) as { id: number; statusId: string }[];
  const item = items.find((candidate) => /^ICR-CRY[CL]/.test(candidate.statusId));
  expect(item).toBeTruthy();
  await page.goto(`${siteOf('sol.localhost')}/member/c-member-explore-donate-to-science`);
  await page.locator('[embryo-test-sid="choose-donate-to-science"]').click();
  await page.locator(`input[embryo-test-sid="disposition-item-${item!.id}"]`).check();
  await expect(page.locator('[embryo-test-sid="esign-terms"]')).toBeVisible();
  // The account's name, as the signature must repeat it.
  const name = 'Hugo Fernández';
  await page.locator('[embryo-test-sid="esign-full-name"]').fill(name);
  await page.locator('[embryo-test-sid="esign-consent"]').check();
  await page.locator('[embryo-test-sid="esign-submit"]').click();
  await expect(page.getByRole('status').filter({ hasText: /decisión ha quedado/ })).toBeVisible();

  await page.goto(`${siteOf('sol.localhost')}/member/home`);
  // The home page settles (member, items, content) before the dialog is opened.
  await waitForPageSettled(page);
  await page.getByRole('button', { name: 'Mis consentimientos' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Mis consentimientos' });
  await expect(dialog.getByRole('table')).toBeVisible();
  await dialog.getByRole('button', { name: 'Ver las condiciones firmadas' }).first().click();
  await expect(dialog.getByRole('button', { name: 'Ocultar las condiciones' }).first()).toBeVisible();
  const terms = dialog.getByRole('region', { name: /Condiciones firmadas/ });
  await expect(terms).toBeVisible();
  await expect(terms).toContainText(/Versión .+ · huella [0-9a-f]{16}/);
  expect((await terms.innerText()).length).toBeGreaterThan(100);
});

test('a profile saved in another window is not overwritten: the other window is told, keeps what was typed and saves after a look', async ({ page, context }) => {
  await signInThroughApi(page, 'localhost', 'tara.tissue');
  await expect(page).toHaveURL(/\/member\/home/);
  const second = await context.newPage();
  for (const tab of [page, second]) {
    await tab.goto(`${siteOf('localhost')}/member/account`);
    await tab.locator('[embryo-test-sid="profile-edit"]').click();
    await expect(tab.getByRole('textbox', { name: 'Address line 1' })).not.toHaveValue('');
  }
  // The second window saves a new first address line.
  await second.getByRole('textbox', { name: 'Address line 1' }).fill('9 Harbour View');
  await second.locator('[embryo-test-sid="profile-save"]').click();
  await expect(second.getByText('Your details have been saved.')).toBeVisible();

  // The first window, opened before that save, changes the city: refused, told, and nothing lost.
  await page.getByRole('textbox', { name: /^(City|Town or city)$/ }).fill('Lowell');
  await page.locator('[embryo-test-sid="profile-save"]').click();
  const summary = page.getByRole('group', { name: 'Changed in another window' });
  await expect(summary).toBeVisible();
  await expect(summary).toContainText('Address line 1 is now saved as: 9 Harbour View (shown below)');
  // The field this window had not touched now shows what was saved; the one it changed keeps its entry.
  await expect(page.getByRole('textbox', { name: 'Address line 1' })).toHaveValue('9 Harbour View');
  await expect(page.getByRole('textbox', { name: /^(City|Town or city)$/ })).toHaveValue('Lowell');

  // Saving again is based on what is saved now: both changes stand.
  await page.locator('[embryo-test-sid="profile-save"]').click();
  await expect(page.getByText('Your details have been saved.')).toBeVisible();
  await expect(page.getByText('9 Harbour View')).toBeVisible();
  await expect(page.getByText(/Lowell/)).toBeVisible();
});
