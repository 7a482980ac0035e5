// What the SPA reports to Application Insights (issue 14), read back from the ingestion emulator
// the connection string points at: page views by route template, /api dependencies correlated with
// the traceparent the browser sent, the SignIn business event with its outcome and duration, web
// vitals carrying the release, an uncaught client error; and no analytics cookie in a Spanish clinic
// until the member accepts.
import { expect, type Page, type APIRequestContext } from '@playwright/test';
import { test } from './support/demo-data';
import { signIn, siteOf } from './support/portal';

interface StoredEnvelope {
  id: number;
  name: string;
  baseType: string | null;
  time: string;
  operationId: string | null;
  cloudRole: string | null;
  envelope: {
    time: string;
    tags?: Record<string, string>;
    data?: {
      baseType?: string;
      baseData?: {
        name?: string;
        properties?: Record<string, string>;
        measurements?: Record<string, number>;
        exceptions?: { message?: string }[];
        metrics?: { name: string; value: number }[];
      };
    };
  };
}

const ingestion = `${siteOf('localhost')}/emulators/ingestion/envelopes`;

async function envelopes(request: APIRequestContext, query: Record<string, string> = {}): Promise<StoredEnvelope[]> {
  const response = await request.get(`${ingestion}?${new URLSearchParams({ cloudRole: 'portal-spa', limit: '5000', ...query }).toString()}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as StoredEnvelope[];
}

/** Waits until the lazily loaded SDK chunk has arrived (it loads after the first paint, when idle). */
async function sdkLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/telemetry\.[0-9a-f]+\.js$/.test(entry.name)), undefined, { timeout: 20000 });
}

test('carol signs in and opens her home and billing: page views, correlated dependencies, the sign-in event, web vitals, a client error', async ({ page, request }) => {
  const since = new Date(Date.now() - 1000).toISOString();
  const fresh = (list: StoredEnvelope[]) => list.filter((e) => e.envelope.time >= since);
  const configuration = (await (await request.get(`${siteOf('localhost')}/api/Configuration`)).json()) as { telemetry: { release: string; connectionString: string | null } };
  expect(configuration.telemetry.connectionString).toContain('IngestionEndpoint=');

  const traceparents: string[] = [];
  page.on('request', (req) => {
    const header = req.headers()['traceparent'];
    if (new URL(req.url()).pathname.startsWith('/api/') && header) traceparents.push(header);
  });

  await signIn(page, 'localhost', 'carol.couple');
  await expect(page).toHaveURL(/\/member\/home$/);
  await sdkLoaded(page);
  await page.getByRole('link', { name: 'My account' }).first().click();
  await expect(page).toHaveURL(/\/member\/account$/);
  await page.locator('[embryo-test-sid="account-billing-tab"]').click();
  await expect(page.locator('[embryo-test-sid="billing-balance"]')).toBeVisible();
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('e2e client failure');
    }),
  );

  // Page views: named by route template, never an address with a query.
  await expect
    .poll(async () => fresh(await envelopes(request, { baseType: 'PageviewData' })).map((e) => e.envelope.data?.baseData?.name), { timeout: 45000 })
    .toEqual(expect.arrayContaining(['/member/home', '/member/account']));

  // Every /api call made once the SDK ran carried a sampled W3C traceparent, and the dependency it
  // reported has that trace as its operation id.
  expect(traceparents.length).toBeGreaterThan(0);
  for (const header of traceparents) expect(header).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
  const traceIds = [...new Set(traceparents.map((header) => header.split('-')[1] ?? ''))];
  await expect
    .poll(
      async () => {
        const dependencies = fresh(await envelopes(request, { baseType: 'RemoteDependencyData' }));
        return traceIds.every((traceId) => dependencies.some((d) => d.operationId === traceId && /\/api\//.test(d.envelope.data?.baseData?.name ?? '')));
      },
      { timeout: 45000 },
    )
    .toBe(true);

  // The sign-in: outcome, no two-factor, a duration.
  const signIns = fresh(await envelopes(request, { baseType: 'EventData' })).filter((e) => e.envelope.data?.baseData?.name === 'SignIn');
  expect(signIns.length).toBeGreaterThan(0);
  const signInData = signIns[0]?.envelope.data?.baseData;
  expect(signInData?.properties).toMatchObject({ kind: 'member', outcome: 'success', twoFactor: 'no', clinicId: '1', release: configuration.telemetry.release });
  expect(signInData?.measurements?.durationMs).toBeGreaterThan(0);

  // Web vitals: metrics by name, with the route and the release.
  await expect
    .poll(
      async () =>
        fresh(await envelopes(request, { baseType: 'MetricData' })).filter((e) => e.envelope.data?.baseData?.metrics?.some((m) => m.name.startsWith('webVitals.'))).length,
      { timeout: 45000 },
    )
    .toBeGreaterThan(0);
  const vitals = fresh(await envelopes(request, { baseType: 'MetricData' })).filter((e) => e.envelope.data?.baseData?.metrics?.some((m) => m.name.startsWith('webVitals.')));
  for (const vital of vitals) {
    expect(vital.envelope.tags?.['ai.application.ver']).toBe(configuration.telemetry.release);
    expect(vital.envelope.data?.baseData?.properties).toMatchObject({
      release: configuration.telemetry.release,
      route: expect.stringMatching(/^\/[a-z/-]*$/) as unknown as string,
    });
  }
  expect(vitals.map((v) => v.envelope.data?.baseData?.metrics?.[0]?.name)).toContain('webVitals.TTFB');

  // The uncaught error.
  await expect
    .poll(
      async () =>
        fresh(await envelopes(request, { baseType: 'ExceptionData' })).some((e) =>
          e.envelope.data?.baseData?.exceptions?.some((x) => (x.message ?? '').includes('e2e client failure')),
        ),
      { timeout: 45000 },
    )
    .toBe(true);

  // The member is an opaque id, and every envelope carries the role and the clinic.
  for (const envelope of fresh(await envelopes(request))) {
    expect(envelope.cloudRole).toBe('portal-spa');
    const userId = envelope.envelope.tags?.['ai.user.authUserId'];
    if (userId) expect(userId).toMatch(/^[0-9a-f]{32}$/);
    expect(envelope.envelope.data?.baseData?.properties?.clinicId).toBe('1');
  }
});

test('a Spanish clinic asks first: no ai_ cookie until the member accepts', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const aiCookies = async () => (await context.cookies()).filter((cookie) => /^ai_(user|session)$/.test(cookie.name)).map((cookie) => cookie.name);
  await page.goto(`${siteOf('sol.localhost')}/auth/login`);
  await sdkLoaded(page);
  const bar = page.getByRole('region', { name: 'Cookies de análisis' });
  await expect(bar).toBeVisible();
  // The login form stays usable beside the question on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('[embryo-test-sid="login-username"]')).toBeInViewport();
  await page.locator('[embryo-test-sid="login-username"]').fill('hugo.sol');
  expect(await aiCookies()).toEqual([]);
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('AI_')))).toEqual([]);

  await bar.getByRole('button', { name: 'Aceptar' }).click();
  await expect(bar).toBeHidden();
  await expect.poll(aiCookies, { timeout: 15000 }).toEqual(expect.arrayContaining(['ai_user', 'ai_session']));
  await context.close();
});
