// Carol asks Daniel to co-sign (issue 13), shared by the co-signing spec and the phone spec: carol.couple
// signs "donate to science" for an item made with Daniel Bennett, who has no account; the link mailed
// to Daniel comes back, addressed to the test port.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, signInThroughApi, siteOf, mailTo, waitForMail } from './portal';

export const DANIEL = 'daniel.bennett@example.com';

/** Carol's stored items created with Daniel that are still cryopreserved, as her freeze events describe them. */
export async function itemsWithDaniel(page: Page, request: APIRequestContext): Promise<number[]> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const claims = JSON.parse(atob(token!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { user: string };
  const memberId = (JSON.parse(claims.user) as { UserId: number }).UserId;
  const response = await request.get(`${siteOf('localhost')}/api/Members/${memberId}/FreezeEvents/FreezeEvents`, { headers: { authorization: `Bearer ${token}` } });
  const items = (await response.json()) as { id: number; description: string; statusId: string }[];
  return items.filter((item) => item.description.includes('created with Daniel') && /^ICR-CRY[CL]/.test(item.statusId)).map((item) => item.id);
}

/**
 * Carol, in her own browser, signs "donate to science" for an item made with Daniel; answers the link
 * mailed to Daniel, the item, and Carol's page (still signed in) when `keepOpen`, else closes her browser.
 */
export async function carolAsksDaniel(browser: Browser, request: APIRequestContext, keepOpen = false): Promise<{ link: string; itemId: number; carol: Page | null }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughApi(page, 'localhost', 'carol.couple');
  await expect(page).toHaveURL(/\/member\/home$/);
  const [itemId] = await itemsWithDaniel(page, request);
  expect(itemId, 'an item made with Daniel, still cryopreserved').toBeDefined();
  const before = await mailTo(request, DANIEL);
  await page.goto(`${siteOf('localhost')}/member/c-member-explore-donate-to-science`);
  await page.locator('[embryo-test-sid="choose-donate-to-science"]').click();
  await page.locator(`input[embryo-test-sid="disposition-item-${itemId}"]`).check();
  await expect(page.locator('[embryo-test-sid="esign-terms"]')).toBeVisible();
  await page.locator('[embryo-test-sid="esign-full-name"]').fill('Carol Bennett');
  await page.locator('[embryo-test-sid="esign-consent"]').check();
  await page.locator('[embryo-test-sid="esign-submit"]').click();

  const asked = await waitForMail(request, DANIEL, before);
  expect(asked.subject).toContain('asking for your consent');
  const link = /(https?:\/\/[^\s"<>]+\/consent\/cosign\?token=[A-Za-z0-9_-]+)/.exec(asked.text)?.[1];
  expect(link, 'the co-signing link in the e-mail').toBeTruthy();
  if (!keepOpen) await context.close();
  const url = new URL(link!);
  // The link names Carol's clinic; here it is served at the test port.
  return { link: `${siteOf(url.hostname)}${url.pathname}${url.search}`, itemId: itemId!, carol: keepOpen ? page : null };
}
