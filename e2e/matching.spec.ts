// The matching site end to end: a donor couple builds an open profile with a photo and chooses the
// embryos it offers; a recipient finds it by filters, asks for photos and a match, which the couple
// accepts after reading her profile, and reserves offered embryos (the API refuses one the couple
// did not offer) that another recipient then no longer sees; a closed (CLOS) couple sees a
// recipient by an alias; a recipient whose profile is not Current is kept to her pages; the saved
// search filter survives a reload and resets for another member.
// These journeys change demo data, so the file runs in its own project after every other spec
// (playwright.config.ts); run it alone with `--no-deps`.
import type { Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { test, expect, signIn, signInThroughApi, siteOf, expectNoAxeViolations } from './support/portal';

test.describe.configure({ mode: 'serial' });
// Steps of one journey: the demo seed is put back before the first only.
test.use({ demoData: 'file' });

const PHOTO = fileURLToPath(new URL('./fixtures/couple-photo.jpg', import.meta.url));
const HOST = 'localhost';
const sid = (page: Page, id: string) => page.locator(`[embryo-test-sid="${id}"]`);

/** Filled in as the journey goes: the couple's member id, a freeze event it does not offer, and the reserved one. */
const journey = { carolId: 0, notOfferedFreezeId: 0, reservedFreezeId: 0 };

/** A demo couple whose profile is closed (CLOS), listed at Northside (README, demo accounts). */
const CLOSED_COUPLE = 'donor.02.brooks';

/** The signed-in member's id and a bearer header for calling the API as them. */
async function apiIdentity(page: Page) {
  const token = (await page.evaluate(() => localStorage.getItem('accessToken'))) ?? '';
  const claims = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { user: string };
  return { memberId: (JSON.parse(claims.user) as { UserId: number }).UserId, headers: { authorization: `Bearer ${token}` } };
}

/** Signs in and waits for the landing page, so the next navigation carries the session. */
async function signInTo(page: Page, username: string, host = HOST) {
  await signInThroughApi(page, host, username);
  await expect(page).toHaveURL(/\/(member|matching)\//);
}

async function signOut(page: Page) {
  await sid(page, 'logout').click();
  await expect(page).toHaveURL(/\/auth\/login/);
}

async function saveStep(page: Page, next: string) {
  await sid(page, 'profile-save').click();
  await expect(page.getByRole('heading', { level: 2, name: next })).toBeVisible();
}

/** Accepts the newest waiting request of this kind on the couple's matching home. */
async function acceptOnHome(page: Page, kind: string) {
  await page.goto(`${siteOf(HOST)}/matching/home`);
  const accept = page.getByRole('button', { name: new RegExp(`^Accept: ${kind} from`) }).first();
  await expect(accept).toBeEnabled();
  await expectNoAxeViolations(page, `matching home with a waiting ${kind.toLowerCase()}`);
  await accept.click();
  const dialog = page.getByRole('alertdialog');
  // The couple reads the requesting recipient's profile before accepting.
  await expect(dialog.getByRole('heading', { name: 'About Emma & James' })).toBeVisible();
  await expect(dialog.getByText('We have hoped for a family for many years', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('You accepted the request.').first()).toBeVisible();
}

/** Opens a request dialog, shows that the disclaimer must be ticked, ticks it and confirms. */
async function confirmWithDisclaimer(page: Page, opener: string, confirmName: string | RegExp) {
  await sid(page, opener).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: confirmName }).click();
  await expect(dialog.getByText('Please tick the box to confirm you have read this.')).toBeVisible();
  await expectNoAxeViolations(page, `request dialog (${opener})`);
  await dialog.getByRole('checkbox', { name: 'I have read this and agree' }).check();
  await dialog.getByRole('button', { name: confirmName }).click();
  await expect(dialog).toBeHidden();
  // The page is given back once the dialog's exit is over (the API answers at once, the dialog closes in its own time).
  await expect(page.locator('#app')).not.toHaveAttribute('aria-hidden', 'true');
}

test('carol.couple builds an open profile with a photo, step by step', async ({ page }) => {
  // Six steps with an accessibility scan on each, then the offers: minutes on a busy machine.
  test.setTimeout(180_000);
  await signInThroughApi(page, HOST, 'carol.couple');
  await expect(page).toHaveURL(/\/member\/home$/);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Matching home' }).click();
  await expect(sid(page, 'matching-status-notStarted')).toBeVisible();
  await expectNoAxeViolations(page, 'matching home before a profile');

  await page.getByRole('link', { name: 'Build your profile' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Step 1 of 6: Privacy' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Step 1 of 6' })).toBeVisible();
  await sid(page, 'privacy-OPEN').check();
  await expectNoAxeViolations(page, 'build profile: privacy');
  await saveStep(page, 'Step 2 of 6: About you');

  await sid(page, 'profile-firstName').fill('Carol');
  await sid(page, 'profile-partnerFirstName').fill('Chris');
  await sid(page, 'profile-aboutUs').fill('Teachers from Springfield who love gardening.');
  await sid(page, 'profile-residenceState').fill('IL');
  await sid(page, 'profile-birthYear').fill('1985');
  await sid(page, 'profile-heightCm').fill('168');
  await sid(page, 'profile-eyeColor').selectOption('Hazel');
  await sid(page, 'profile-hairColor').selectOption('Red');
  await expectNoAxeViolations(page, 'build profile: couple');
  await saveStep(page, 'Step 3 of 6: Considerations');

  // Back to an earlier step: what was saved is still there.
  await sid(page, 'profile-step-couple').click();
  await expect(sid(page, 'profile-firstName')).toHaveValue('Carol');
  await saveStep(page, 'Step 3 of 6: Considerations');
  await sid(page, 'profile-openToContact').check();
  await saveStep(page, 'Step 4 of 6: Medical information');
  await sid(page, 'profile-bloodTypes').fill('A+, O-');
  await saveStep(page, 'Step 5 of 6: Letter');
  await sid(page, 'profile-letter').fill('Dear future parents, we hope our embryos bring you as much joy as our children bring us.');
  await expectNoAxeViolations(page, 'build profile: letter');
  await saveStep(page, 'Step 6 of 6: Photos');

  await sid(page, 'profile-photo-input').setInputFiles(PHOTO);
  await expect(sid(page, 'profile-photo')).toHaveCount(1);
  await expect.poll(() => sid(page, 'profile-photo').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectNoAxeViolations(page, 'build profile: photos');
  await sid(page, 'profile-save').click();

  await expect(page).toHaveURL(/\/matching\/home$/);
  await expect(sid(page, 'matching-status-listed')).toBeVisible();
  // The last step's result is brought into view: the profile's status, with focus on its heading.
  await expect(page.getByRole('heading', { level: 2, name: 'Your matching profile' })).toBeFocused();
  await expect(sid(page, 'matching-status-listed')).toBeInViewport();
  await expectNoAxeViolations(page, 'matching home with a listed profile');

  // Recipients see only the embryos the couple offers: carol offers all but the oldest freeze event.
  const offers = page.getByRole('list', { name: 'Embryos you offer' }).getByRole('checkbox');
  await expect(offers.first()).toBeVisible();
  const count = await offers.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count - 1; i++) await offers.nth(i).check();
  // Each box names its freeze event: "… Frozen on <date> (#<id>)".
  const keptName = await offers.last().evaluate((box) => box.closest('li')?.textContent ?? '');
  journey.notOfferedFreezeId = Number(/\(#(\d+)\)/.exec(keptName)?.[1]);
  expect(journey.notOfferedFreezeId).toBeGreaterThan(0);
  await expect(offers.last()).not.toBeChecked();
  await sid(page, 'offers-save').click();
  await expect(page.getByText('The embryos you offer were saved.').first()).toBeVisible();
  // The saved-toast fades in: axe reads its colours once no animation runs any more.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await expectNoAxeViolations(page, 'matching home with embryos offered');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My matching profile' }).click();
  await expect(page).toHaveURL(/\/matching\/profile$/);
  await expect(page.getByText('Listed in search.')).toBeVisible();
  await expect(page.getByText('Dear future parents', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page, 'own matching profile');
});

test('emma.recipient finds the couple by filters, which survive a reload, and asks for photos', async ({ page }) => {
  test.setTimeout(120_000);
  await signInThroughApi(page, HOST, 'emma.recipient');
  await expect(page).toHaveURL(/\/matching\/home$/);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Search donors' }).click();
  await expect(page).toHaveURL(/\/matching\/member-search$/);
  await sid(page, 'search-filter-residenceState').selectOption('IL');
  await sid(page, 'search-filter-eyeColor').selectOption('Hazel');
  const card = page.getByRole('link', { name: 'Carol & Chris' });
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page, 'search with filters');

  await page.reload();
  await expect(sid(page, 'search-filter-residenceState')).toHaveValue('IL');
  await expect(sid(page, 'search-filter-eyeColor')).toHaveValue('Hazel');
  await expect(card).toBeVisible();

  await card.click();
  await expect(page).toHaveURL(/\/matching\/member-view\?requestMemberId=\d+$/);
  journey.carolId = Number(new URL(page.url()).searchParams.get('requestMemberId'));
  await expect(page.getByRole('heading', { level: 1, name: 'Carol & Chris' })).toBeVisible();
  await expectNoAxeViolations(page, 'member view');
  await confirmWithDisclaimer(page, 'request-photos-button', 'Request photos');
  await expect(sid(page, 'request-photos')).toContainText('Waiting for an answer');
});

test('carol accepts the photo request; emma sees the photo and asks for a match', async ({ page }) => {
  // Two sign-ins, a profile read in the dialog and two accessibility scans: over a minute on a busy machine.
  test.setTimeout(180_000);
  await signInTo(page, 'carol.couple');
  await acceptOnHome(page, 'Photo request');
  await signOut(page);

  await signInTo(page, 'emma.recipient');
  await page.goto(`${siteOf(HOST)}/matching/member-view?requestMemberId=${journey.carolId}`);
  await expect(sid(page, 'request-photos')).toContainText('Accepted');
  const photo = page.getByRole('img', { name: 'Photo 1 of Carol & Chris' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectNoAxeViolations(page, 'member view with photos');
  await confirmWithDisclaimer(page, 'request-match-button', 'Request a match');
  await expect(sid(page, 'request-match')).toContainText('Waiting for an answer');
});

test('carol accepts the match; emma reserves embryos, which mia.recipient then no longer sees', async ({ page }) => {
  // Three people, two sign-ins each and an accessibility scan per page: more than a minute on a busy machine.
  test.setTimeout(180_000);
  await signInTo(page, 'carol.couple');
  await acceptOnHome(page, 'Match request');
  await signOut(page);

  await signInTo(page, 'emma.recipient');
  await page.goto(`${siteOf(HOST)}/matching/member-view?requestMemberId=${journey.carolId}`);
  await expect(sid(page, 'request-match')).toContainText('Accepted');
  // The freeze event carol did not offer is not listed, and the API refuses to reserve it.
  await expect(sid(page, `eligible-freeze-${journey.notOfferedFreezeId}`)).toHaveCount(0);
  const emmaApi = await apiIdentity(page);
  const refused = await page.request.get(`${siteOf(HOST)}/api/Members/${emmaApi.memberId}/MatchingSite/ConfirmRequestReservation`, {
    headers: emmaApi.headers,
    params: { requestMemberId: journey.carolId, requestConfirmDisclaimer: true, freezeId: journey.notOfferedFreezeId },
  });
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  expect(refused.status()).toBeLessThan(500);
  expect(refused.headers()['content-type']).toMatch(/^application\/problem\+json/);
  // Two embryos: the couple's freeze event of two, when another journey has not taken it.
  const two = page.getByRole('button', { name: 'Reserve 2 embryos' });
  const reserve = (await two.count()) > 0 ? two.first() : page.locator('[embryo-test-sid^="reserve-"]').first();
  const reserveSid = (await reserve.getAttribute('embryo-test-sid'))!;
  journey.reservedFreezeId = Number(reserveSid.replace('reserve-', ''));
  await confirmWithDisclaimer(page, reserveSid, 'Reserve');
  await expect(sid(page, `reservation-${journey.reservedFreezeId}`)).toContainText('Waiting for an answer');
  await expect(sid(page, `eligible-freeze-${journey.reservedFreezeId}`)).toHaveCount(0);
  await expectNoAxeViolations(page, 'member view with a reservation');
  await signOut(page);

  // Same browser, another member: the saved search filter starts empty again.
  await signIn(page, HOST, 'mia.recipient');
  await expect(page).toHaveURL(/\/matching\/home$/);
  await page.goto(`${siteOf(HOST)}/matching/member-search`);
  await expect(sid(page, 'search-filter-residenceState')).toHaveValue('');
  await expect(sid(page, 'search-filter-eyeColor')).toHaveValue('');
  await expect(page.getByText(/donor couples? found/)).toBeVisible();
  await expectNoAxeViolations(page, 'search of another recipient');
  await page.goto(`${siteOf(HOST)}/matching/member-view?requestMemberId=${journey.carolId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Carol & Chris' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Embryos eligible for donation' })).toBeVisible();
  await expect(sid(page, `eligible-freeze-${journey.reservedFreezeId}`)).toHaveCount(0);
  // Mia has asked nothing, so she sees no photos and cannot reserve.
  await expect(page.getByRole('img', { name: /Photo 1 of/ })).toHaveCount(0);
  await expect(page.locator('[embryo-test-sid^="reserve-"]')).toHaveCount(0);
  await expectNoAxeViolations(page, 'member view for another recipient');
});

test('a closed (CLOS) couple sees the recipient who asked it by an alias, never her first names', async ({ page }) => {
  test.setTimeout(150_000);
  await signInTo(page, CLOSED_COUPLE);
  const closed = await apiIdentity(page);
  await signOut(page);

  await signInTo(page, 'mia.recipient');
  await page.goto(`${siteOf(HOST)}/matching/member-view?requestMemberId=${closed.memberId}`);
  await confirmWithDisclaimer(page, 'request-match-button', 'Request a match');
  await expect(sid(page, 'request-match')).toContainText('Waiting for an answer');
  await signOut(page);

  await signInTo(page, CLOSED_COUPLE);
  await page.goto(`${siteOf(HOST)}/matching/home`);
  const accept = page.getByRole('button', { name: /^Accept: Match request from R-\d+$/ });
  await expect(accept).toBeVisible();
  const alias = (await accept.getAttribute('aria-label'))!.replace('Accept: Match request from ', '');
  const requests = page.getByRole('region', { name: 'Requests from recipients' });
  await expect(requests).toContainText(alias);
  await expect(requests).not.toContainText(/Mia|Lucas/);
  await accept.click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: `About ${alias}` })).toBeVisible();
  await expect(dialog.getByText('A nurse and a carpenter from Somerville', { exact: false })).toBeVisible();
  await expect(dialog).not.toContainText(/Mia|Lucas/);
  await expectNoAxeViolations(page, 'closed couple answering a request');
  await dialog.getByRole('button', { name: 'Go back' }).click();
  await expect(dialog).toBeHidden();
});

test('rachel.recipient, whose profile is not Current, is kept to her allowed pages', async ({ page }) => {
  await signInThroughApi(page, 'northside.localhost', 'rachel.recipient');
  await expect(page).toHaveURL(/\/matching\/home$/);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Search donors' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'matching home of a recipient whose profile is not Current');

  await page.goto(`${siteOf('northside.localhost')}/matching/member-search`);
  await expect(page).toHaveURL(/\/matching\/home$/);
  await page.goto(`${siteOf('northside.localhost')}/matching/member-view?requestMemberId=${journey.carolId}`);
  await expect(page).toHaveURL(/\/matching\/home$/);

  await nav.getByRole('link', { name: 'My profile' }).click();
  await expect(page).toHaveURL(/\/matching\/r-member-build-profile$/);
  await expect(page.getByText('Your clinic is completing your profile.')).toBeVisible();
  // The review page hides the navigation panel and offers the learn pages instead.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'review profile');
  await page.getByRole('link', { name: 'How matching works' }).click();
  await expect(page).toHaveURL(/\/matching\/learn-matching-process$/);
});
