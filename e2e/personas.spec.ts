// Every demo persona of architecture §9 signs in at their clinic's address and lands where the
// navigation rules say; a sample of forbidden routes per persona redirects as spec §2 says.
import { test, expect, signIn, siteOf, mailTo, waitForMail, expectNoAxeViolations } from './support/portal';

interface Persona {
  username: string;
  host: string;
  landing: RegExp;
  forbidden?: { path: string; redirectsTo: RegExp }[];
}

const personas: Persona[] = [
  {
    username: 'emma.recipient',
    host: 'localhost',
    landing: /\/matching\/home$/,
    forbidden: [
      { path: '/member/thaw-and-discard', redirectsTo: /\/matching\/home$/ },
      { path: '/member/member-account-read-only', redirectsTo: /\/matching\/home$/ },
    ],
  },
  {
    username: 'rachel.recipient',
    host: 'northside.localhost',
    landing: /\/matching\/home$/,
    forbidden: [
      { path: '/matching/member-search', redirectsTo: /\/matching\/home$/ },
      { path: '/matching/mission', redirectsTo: /\/matching\/home$/ },
    ],
  },
  {
    username: 'carol.couple',
    host: 'localhost',
    landing: /\/member\/home$/,
    forbidden: [
      { path: '/member/g-member-explore-donate-to-science', redirectsTo: /\/member\/home$/ },
      { path: '/member/sperm-thaw-and-discard', redirectsTo: /\/member\/home$/ },
      { path: '/matching/member-search', redirectsTo: /\/matching\/home$|\/member\/home$/ },
    ],
  },
  {
    username: 'grace.egg',
    host: 'localhost',
    landing: /\/member\/home$/,
    forbidden: [
      { path: '/member/c-member-explore-donate-to-science', redirectsTo: /\/member\/home$/ },
      { path: '/matching/home', redirectsTo: /\/member\/home$/ },
      { path: '/member/collection-appointments', redirectsTo: /\/member\/home$/ },
    ],
  },
  {
    username: 'sam.sperm',
    host: 'localhost',
    landing: /\/member\/home$/,
    forbidden: [
      { path: '/member/thaw-and-discard', redirectsTo: /\/member\/home$/ },
      { path: '/member/egg-thaw-and-discard', redirectsTo: /\/member\/home$/ },
    ],
  },
  {
    username: 'tara.tissue',
    host: 'localhost',
    landing: /\/member\/home$/,
    forbidden: [{ path: '/member/sperm-thaw-and-discard', redirectsTo: /\/member\/home$/ }],
  },
  {
    username: 'olivia.readonly',
    host: 'localhost',
    landing: /\/member\/member-account-read-only$/,
    forbidden: [
      { path: '/member/home', redirectsTo: /\/member\/member-account-read-only$/ },
      { path: '/member/account', redirectsTo: /\/member\/member-account-read-only$/ },
    ],
  },
  { username: 'ben.balance', host: 'localhost', landing: /\/member\/account$/ },
  { username: 'dan.declined', host: 'localhost', landing: /\/member\/account\?T=B$/ },
  {
    username: 'paula.pending',
    host: 'localhost',
    landing: /\/info\/preempt-register$/,
    forbidden: [{ path: '/member/account', redirectsTo: /\/info\/preempt-register$/ }],
  },
  {
    username: 'fiona.fertpres',
    host: 'thames.localhost',
    landing: /\/member\/home$/,
    forbidden: [{ path: '/matching/home', redirectsTo: /\/member\/home$/ }],
  },
  { username: 'hugo.sol', host: 'sol.localhost', landing: /\/member\/home$/ },
];

for (const persona of personas) {
  test(`${persona.username} lands where the rules say`, async ({ page }) => {
    await signIn(page, persona.host, persona.username);
    await expect(page).toHaveURL(persona.landing);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.locator('[embryo-test-sid="loading-bar"]')).toHaveCount(0);
    await expectNoAxeViolations(page, `${persona.username} landing`);
    for (const rule of persona.forbidden ?? []) {
      await page.goto(`${siteOf(persona.host)}${rule.path}`);
      await expect(page, `${persona.username} opening ${rule.path}`).toHaveURL(rule.redirectsTo);
    }
  });
}

test('hugo.sol sees the maintenance warning of his clinic', async ({ page }) => {
  await signIn(page, 'sol.localhost', 'hugo.sol');
  await expect(page).toHaveURL(/\/member\/home$/);
  await expect(page.locator('[embryo-test-sid="maintenance-banner"]')).toBeVisible();
  await expect(page.locator('[embryo-test-sid="global-banner"]').first()).toBeVisible();
});

test('tom.twofactor is asked for the code the mail emulator received', async ({ page, request }) => {
  const address = 'tom.twofactor@example.com';
  const before = await mailTo(request, address);
  await signIn(page, 'localhost', 'tom.twofactor');
  const codeField = page.locator('[embryo-test-sid="twofactor-code"]');
  await expect(codeField).toBeVisible();
  await expectNoAxeViolations(page, 'two-factor step');
  const message = await waitForMail(request, address, before, /sign-in code/i);
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await codeField.fill(code!);
  await page.locator('[embryo-test-sid="twofactor-submit"]').click();
  await expect(page).toHaveURL(/\/member\/home$/);
});

test('a wrong password is explained and nothing typed is lost', async ({ page }) => {
  await signIn(page, 'localhost', 'grace.egg', 'not-the-password');
  await expect(page.getByRole('alert')).toContainText(/username or password is not right/i);
  await expect(page.locator('[embryo-test-sid="login-username"]')).toHaveValue('grace.egg');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('signed-out visitors are sent to sign in, and come back after it', async ({ page }) => {
  await page.goto(`${siteOf('localhost')}/member/account`);
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fmember%2Faccount$/);
  await page.locator('[embryo-test-sid="login-username"]').fill('grace.egg');
  await page.locator('[embryo-test-sid="login-password"]').fill('Portal-Demo-2026!');
  await page.locator('[embryo-test-sid="login-submit"]').click();
  await expect(page).toHaveURL(/\/member\/account$/);
});

test('sign out ends the session', async ({ page }) => {
  await signIn(page, 'localhost', 'sam.sperm');
  await expect(page).toHaveURL(/\/member\/home$/);
  await page.locator('[embryo-test-sid="logout"]').click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.goto(`${siteOf('localhost')}/member/home`);
  await expect(page).toHaveURL(/\/auth\/login/);
});
