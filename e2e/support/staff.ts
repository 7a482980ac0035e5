// Staff steps of the end-to-end journeys: signing in to the console through the Entra ID emulator's
// own sign-in page (MSAL redirect flow), each person in a browser context of their own.
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { siteOf } from './portal';

export const STAFF_PASSWORD = 'Staff-Demo-2026!';

export const sid = (page: Page, id: string) => page.locator(`[embryo-test-sid="${id}"]`);

/** Signs a staff member in through the emulator's sign-in page, starting from `path`; lands back on it. */
export async function staffSignIn(page: Page, userName: string, path = '/admin/queue', host = 'localhost'): Promise<void> {
  await page.goto(`${siteOf(host)}${path}`);
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=/);
  await sid(page, 'admin-signin').click();
  await sid(page, 'staff-username').fill(userName);
  await sid(page, 'staff-password').fill(STAFF_PASSWORD);
  await sid(page, 'staff-submit').click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

export async function staffPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}
