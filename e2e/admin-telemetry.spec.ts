// The support dashboards in the browser (issue 14): telemetry as the two SDKs send it is posted to
// the ingestion emulator — a balance payment that failed end to end for a Northside member (the
// page, its call, the API's 502 with its database and PayPal calls, the exception) and one for a
// Thames member, with sign-ins, API requests, web vitals and a decline — then sasha (Support) reads
// every panel, finds the failed operation and opens its trace; theo (ClinicAdmin of Thames) sees
// Thames only, and Northside's operation is "not found" for him. Screenshots at 390 and 1280 px go
// to /tmp/dash-shots/.
import { mkdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { api, failedPayment, newOperationId, newSpanId, spa } from '../tests/server/support/telemetry-fixtures';
import { test, expect, expectNoAxeViolations, siteOf, waitForPageSettled } from './support/portal';
import { staffPage, staffSignIn } from './support/staff';

test.describe.configure({ mode: 'serial' });
// Steps of one journey: the demo seed is put back before the first only.
test.use({ demoData: 'file' });

const shots = '/tmp/dash-shots';
// The seeded telemetry lies three days back, and the dashboards are opened on that window, so what
// the other journeys reported meanwhile (real sign-ins, real errors) does not change the numbers.
const seededUntil = Date.now() - 3 * 86_400_000;
const seededWindow = `/admin/telemetry?range=custom&from=${new Date(seededUntil - 3 * 3_600_000).toISOString()}&to=${new Date(seededUntil + 60_000).toISOString()}`;
const northsideOp = newOperationId();
const thamesOp = newOperationId();

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  for (const width of [1280, 390]) {
    // As a phone or a desktop opens it: the page is loaded at that width.
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await waitForPageSettled(page);
    if (width === 390) {
      // On a phone the console's links stay in one row that scrolls sideways, the current page's link in view.
      const nav = await page.locator('header nav').boundingBox();
      expect(nav?.height).toBeLessThan(60);
      const current = await page.locator('header nav [aria-current="page"]').boundingBox();
      expect(current?.x).toBeGreaterThanOrEqual(0);
      expect((current?.x ?? Infinity) + (current?.width ?? 0)).toBeLessThanOrEqual(391); // a fraction of a pixel for subpixel layout
    }
    // Charts drawn: their entry animations finished, two frames painted since.
    await page
      .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), undefined, { timeout: 5000 })
      .catch(() => undefined);
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    await page.screenshot({ path: `${shots}/${name}-${String(width)}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('telemetry sent by the SDKs reaches the ingestion emulator', async ({ request }) => {
  const at = (minutesAgo: number) => new Date(seededUntil - minutesAgo * 60_000);
  const o = () => newOperationId();
  const envelopes = [
    ...failedPayment(northsideOp, 1, at(40)),
    ...failedPayment(thamesOp, 2, at(20)),
    ...[90, 80, 70, 30].map((minutesAgo, i) =>
      spa.event({ operationId: o(), time: at(minutesAgo), clinicId: i % 2 === 0 ? 1 : 2, name: 'SignIn', properties: { kind: 'member', outcome: 'success', twoFactor: 'no' } }),
    ),
    spa.event({ operationId: o(), time: at(65), clinicId: 1, name: 'SignIn', properties: { kind: 'member', outcome: 'failure', failureClass: 'credentials' } }),
    spa.event({ operationId: o(), time: at(50), clinicId: 1, name: 'BalancePaid', properties: { outcome: 'declined' } }),
    ...Array.from({ length: 12 }, (_, i) =>
      api.request({
        operationId: o(),
        time: at(100 - i * 5),
        clinicId: 1 + (i % 2),
        id: newSpanId(),
        name: 'GET /api/Members/:memberId/FreezeEvents',
        responseCode: 200,
        durationMs: 20 + i * 7,
      }),
    ),
    ...[2400, 3100, 1800].map((value) => spa.vital({ operationId: o(), time: at(55), clinicId: 1, vital: 'LCP', value, route: '/member/home' })),
    spa.vital({ operationId: o(), time: at(55), clinicId: 1, vital: 'INP', value: 180, route: '/member/home' }),
    spa.exception({ operationId: o(), time: at(35), clinicId: 1, typeName: 'TypeError', message: 'Cannot read properties of undefined' }),
  ];
  const response = await request.post(`${siteOf('localhost')}/emulators/ingestion/v2/track`, { data: envelopes });
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ itemsAccepted: envelopes.length });
});

test('sasha (Support) reads every panel, finds the failed payment and opens its end-to-end trace', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await staffPage(browser);
  await page.setViewportSize({ width: 1280, height: 900 });
  await staffSignIn(page, 'sasha.support@cryo.example', seededWindow);
  await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Telemetry' }).waitFor();
  await expect(page.getByRole('heading', { level: 1, name: 'Telemetry' })).toBeVisible();
  for (const panel of ['Sign-ins', 'Payment declines', 'API errors and speed per route', 'Slowest pages', 'Errors by message', 'Failed operations']) {
    await expect(page.getByRole('region', { name: panel, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Sign-ins', exact: true })).toContainText('4 succeeded and 1 failed in this range.');
  await expect(page.getByRole('region', { name: 'Sign-ins', exact: true }).locator('svg').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment declines', exact: true })).toContainText('1 payment declined in this range.');
  const routes = page.getByRole('table', { name: 'API routes' });
  await expect(routes.getByRole('row').filter({ hasText: 'POST /api/Members/:memberId/Balance/Payments' })).toContainText('100%');
  await expect(page.getByRole('table', { name: 'Slowest pages' })).toContainText('/member/home');
  await expect(page.getByRole('table', { name: 'Errors grouped by message' })).toContainText('PaymentServiceError: PayPal answered 500');
  const failed = page.getByRole('table', { name: 'Failed operations, newest first' });
  await expect(failed.getByRole('row')).toHaveCount(4);
  await expect(failed.getByRole('row').filter({ hasText: 'Thames Fertility Centre' })).toHaveCount(1);
  await expectNoAxeViolations(page, 'telemetry dashboards');
  await shoot(page, 'dashboards');

  await failed
    .getByRole('row')
    .filter({ hasText: 'Northside Fertility' })
    .filter({ hasText: '502' })
    .getByRole('link', { name: /Open the trace/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/telemetry/operations/${northsideOp}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Operation trace' })).toBeVisible();
  const items = page.getByRole('region', { name: 'Trace of the operation' }).getByRole('listitem');
  await expect(items).toHaveCount(7);
  await expect(items.nth(0)).toContainText('Page /member/balance');
  await expect(items.nth(1)).toContainText('Call POST /api/Members/{memberId}/Balance/Payments');
  await expect(items.nth(2)).toContainText('API request POST /api/Members/:memberId/Balance/Payments');
  await expect(items.filter({ hasText: 'api-m.paypal.com' })).toContainText('1,800 ms');
  await expect(page.getByRole('region', { name: 'Session replay' })).toContainText('No replay was kept for this operation.');
  await expectNoAxeViolations(page, 'operation trace');
  await shoot(page, 'trace');
  await context.close();
});

test('theo (ClinicAdmin of Thames) sees Thames telemetry only; Northside’s operation is not found', async ({ browser }) => {
  const { context, page } = await staffPage(browser);
  await staffSignIn(page, 'theo.admin@thames.example', seededWindow);
  const failed = page.getByRole('table', { name: 'Failed operations, newest first' });
  await expect(failed.getByRole('row')).toHaveCount(2);
  await expect(failed).toContainText('Thames Fertility Centre');
  await expect(failed).not.toContainText('Northside');
  await expect(page.getByRole('region', { name: 'Sign-ins', exact: true })).toContainText('2 succeeded and 0 failed in this range.');
  await page.goto(`${siteOf('localhost')}/admin/telemetry/operations/${northsideOp}`);
  await expect(page.getByText(/This operation was not found/)).toBeVisible();
  await page.goto(`${siteOf('localhost')}/admin/telemetry/operations/${thamesOp}`);
  await expect(page.getByRole('region', { name: 'Trace of the operation' }).getByRole('listitem')).toHaveCount(7);
  await context.close();
});

// A replay kept because of an error is uploaded the way the browser sends it (gzip JSON of rrweb
// events, masked, naming the failed operation), then found from the operation's trace and played in
// rrweb-player under the page's Content Security Policy and Trusted Types (the `page` fixture fails
// the test on any violation).
test('a kept replay plays in rrweb-player on the trace page, loaded only when asked', async ({ page }) => {
  const replayId = newOperationId();
  const start = Date.now() - 60_000;
  const events = [
    { type: 4, data: { href: `${siteOf('localhost')}/member/balance`, width: 1024, height: 640 }, timestamp: start },
    {
      type: 2,
      data: {
        node: {
          type: 0,
          id: 1,
          childNodes: [
            { type: 1, id: 2, name: 'html', publicId: '', systemId: '' },
            {
              type: 2,
              id: 3,
              tagName: 'html',
              attributes: {},
              childNodes: [
                {
                  type: 2,
                  id: 4,
                  tagName: 'head',
                  attributes: {},
                  // Recorded on another site with another build: played with this page's compiled stylesheet.
                  childNodes: [
                    { type: 2, id: 8, tagName: 'link', attributes: { rel: 'stylesheet', href: 'https://thames.example/static/css/griffel.0a1b2c3d.css' }, childNodes: [] },
                  ],
                },
                {
                  type: 2,
                  id: 5,
                  tagName: 'body',
                  attributes: {},
                  childNodes: [{ type: 2, id: 6, tagName: 'p', attributes: {}, childNodes: [{ type: 3, id: 7, textContent: '******* ****' }] }],
                },
              ],
            },
          ],
        },
        initialOffset: { left: 0, top: 0 },
      },
      timestamp: start + 10,
    },
    { type: 3, data: { source: 1, positions: [{ x: 40, y: 30, id: 6, timeOffset: 0 }] }, timestamp: start + 800 },
  ];
  const uploaded = await page.request.post(`${siteOf('localhost')}/api/Telemetry/Replays/${replayId}/Chunks`, {
    data: {
      sessionId: 'e2eReplaySession',
      sequence: 0,
      reason: 'error',
      operationIds: [northsideOp],
      startedAtUtc: new Date(start).toISOString(),
      endedAtUtc: new Date(start + 800).toISOString(),
      eventsGzipBase64: gzipSync(JSON.stringify(events)).toString('base64'),
    },
  });
  expect(uploaded.status()).toBe(202);
  let replayAsked = 0;
  page.on('request', (request) => {
    if (request.url().includes(`/api/Admin/Telemetry/Replays/${replayId}`)) replayAsked += 1;
  });
  await staffSignIn(page, 'sasha.support@cryo.example', `/admin/telemetry/operations/${northsideOp}`);
  const replay = page.getByRole('region', { name: 'Session replay' });
  await expect(replay).toContainText('kept because of an error');
  expect(replayAsked).toBe(0);
  await replay.getByRole('button', { name: 'Load the replay' }).click();
  const player = page.getByRole('region', { name: 'Replay player' });
  await expect(player.locator('.rr-player')).toBeVisible();
  await expect(player.locator('iframe')).toHaveCount(1);
  await expect(player.frameLocator('iframe').locator('p')).toHaveText('******* ****');
  const ownStylesheet = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[href*="/static/css/griffel."]')?.href ?? null);
  expect(ownStylesheet).toMatch(/^http:\/\/[^/]+\/static\/css\/griffel\.[0-9a-z]+\.css$/);
  await expect(player.frameLocator('iframe').locator('link[rel="stylesheet"]')).toHaveAttribute('href', ownStylesheet!);
  expect(replayAsked).toBe(1);
  await player.getByRole('button', { name: 'Play' }).click();
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  await page.screenshot({ path: `${shots}/replay-1280.png`, fullPage: true });
});
