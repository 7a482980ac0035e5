// The support dashboards and the operation trace (issue 14) with the fake staff API: every panel
// from an overview fixture with its numbers as text and tables, the API routes table sorted from the
// keyboard, the range and clinic kept in the address, loading/empty/error states; the trace as an
// indented waterfall in parent order; a missing operation said in words; the replay loaded on demand.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperationTrace, TelemetryQuery } from '../../../../contract/api/telemetry';
import { waterfallRows } from '../../../../src/features/admin/telemetry/OperationTracePage';
import { rangeFromParams, rangeQuery } from '../../../../src/features/admin/telemetry/telemetryRange';
import { adminSetup, makeTelemetryOverview, problem, renderAdmin, settle, supportSession } from '../../support/renderWithServices';

// The charts draw with d3 (ES modules jsdom does not run): here they are figures naming their data;
// the end-to-end test (e2e/admin-telemetry.spec.ts) draws the real ones in Chromium.
jest.mock('../../../../src/features/admin/telemetry/TelemetryCharts.tsx', () => ({
  TimeSeriesChart: (props: { title: string; series: { legend: string }[] }) => (
    <div role="figure" aria-label={props.title}>
      {props.series.map((series) => series.legend).join(', ')}
    </div>
  ),
}));

const playerApi = { play: jest.fn(), pause: jest.fn(), goto: jest.fn(), addEventListener: jest.fn(), $destroy: jest.fn() };
jest.mock('rrweb-player', () => ({
  __esModule: true,
  default: jest.fn().mockImplementation(({ target }: { target: HTMLElement }) => {
    target.append(Object.assign(document.createElement('div'), { textContent: 'rrweb player' }));
    return playerApi;
  }),
}));

const op1 = 'a'.repeat(32);
const op2 = 'b'.repeat(32);
const where = () => screen.getByTestId('where').textContent;

const overview = makeTelemetryOverview({
  signIns: [
    { bucketStartUtc: '2026-11-20T10:00:00.000Z', clinicId: 1, succeeded: 2, failed: 1 },
    { bucketStartUtc: '2026-11-20T11:00:00.000Z', clinicId: 2, succeeded: 0, failed: 1 },
  ],
  apiRoutes: [
    { route: 'GET /api/Members/:memberId/FreezeEvents', requests: 20, failed: 1, errorRate: 0.05, p95Ms: 190 },
    { route: 'POST /api/Members/:memberId/Balance/Payments', requests: 2, failed: 2, errorRate: 1, p95Ms: 1850 },
    { route: 'GET /api/Configuration', requests: 90, failed: 0, errorRate: 0, p95Ms: 12 },
  ],
  slowPages: [{ route: '/member/home', samples: 4, lcpP75Ms: 3000, inpP75Ms: 300 }],
  paymentDeclines: [{ bucketStartUtc: '2026-11-20T10:00:00.000Z', clinicId: 1, declined: 3 }],
  exceptions: [{ message: 'TypeError: Cannot read properties of undefined', role: 'portal-spa', count: 3, lastSeenUtc: '2026-11-20T11:05:00.000Z', operationId: op2 }],
  failedOperations: [
    {
      operationId: op1,
      timeUtc: '2026-11-20T11:20:00.000Z',
      name: 'POST /api/Members/:memberId/Balance/Payments',
      resultCode: '502',
      clinicId: 1,
      role: 'portal-api',
      hasReplay: true,
    },
  ],
});

const trace: OperationTrace = {
  operationId: op1,
  clinicId: 1,
  items: [
    {
      kind: 'dependency',
      role: 'portal-api',
      name: 'SELECT members',
      target: 'portal-db',
      startUtc: '2026-11-20T11:20:00.130Z',
      durationMs: 4,
      success: true,
      resultCode: '0',
      id: 'd1',
      parentId: 'r1',
    },
    {
      kind: 'pageView',
      role: 'portal-spa',
      name: '/member/balance',
      target: null,
      startUtc: '2026-11-20T11:20:00.000Z',
      durationMs: 420,
      success: null,
      resultCode: null,
      id: 'p1',
      parentId: null,
    },
    {
      kind: 'request',
      role: 'portal-api',
      name: 'POST /api/Members/:memberId/Balance/Payments',
      target: null,
      startUtc: '2026-11-20T11:20:00.120Z',
      durationMs: 1850,
      success: false,
      resultCode: '502',
      id: 'r1',
      parentId: 'f1',
    },
    {
      kind: 'dependency',
      role: 'portal-spa',
      name: 'POST /api/Members/{memberId}/Balance/Payments',
      target: 'localhost',
      startUtc: '2026-11-20T11:20:00.100Z',
      durationMs: 1900,
      success: false,
      resultCode: '502',
      id: 'f1',
      parentId: 'p1',
    },
    {
      kind: 'dependency',
      role: 'portal-api',
      name: 'POST /v2/checkout/orders',
      target: 'api-m.paypal.com',
      startUtc: '2026-11-20T11:20:00.140Z',
      durationMs: 1800,
      success: false,
      resultCode: '500',
      id: 'd2',
      parentId: 'r1',
    },
  ],
  replay: { replayId: 'c'.repeat(32), reason: 'error', startedAtUtc: '2026-11-20T11:19:00.000Z', chunks: 2 },
};

describe('TelemetryDashboardPage', () => {
  it('shows every panel with its numbers in words and tables, and links each failed operation to its trace', async () => {
    const setup = adminSetup({ session: supportSession(), api: { telemetryOverview: jest.fn(() => Promise.resolve(overview)) } });
    await renderAdmin(setup, '/admin/telemetry');
    expect(await screen.findByRole('heading', { level: 1, name: 'Telemetry' })).toBeInTheDocument();
    const signIns = screen.getByRole('region', { name: 'Sign-ins' });
    expect(within(signIns).getByText('2 succeeded and 2 failed in this range.')).toBeInTheDocument();
    const signInTable = within(signIns).getByRole('table', { name: 'Sign-ins per time bucket and clinic' });
    expect(within(signInTable).getAllByRole('row')).toHaveLength(3);
    expect(within(signInTable).getByText('Thames Fertility Centre')).toBeInTheDocument();
    expect(within(signIns).getByRole('figure', { name: 'Sign-ins' })).toHaveTextContent(
      'Northside Fertility: succeeded, Northside Fertility: failed, Thames Fertility Centre: succeeded, Thames Fertility Centre: failed',
    );
    expect(within(screen.getByRole('region', { name: 'Payment declines' })).getByText('3 payments declined in this range.')).toBeInTheDocument();
    const pages = within(screen.getByRole('region', { name: 'Slowest pages' })).getByRole('table', { name: 'Slowest pages' });
    expect(within(pages).getByText('3,000 ms')).toBeInTheDocument();
    expect(within(pages).getByText('300 ms')).toBeInTheDocument();
    const errors = within(screen.getByRole('region', { name: 'Errors by message' }));
    expect(errors.getByText('TypeError: Cannot read properties of undefined')).toBeInTheDocument();
    expect(errors.getByRole('link', { name: 'Open the latest' })).toHaveAttribute('href', `/admin/telemetry/operations/${op2}`);
    const failed = within(screen.getByRole('table', { name: 'Failed operations, newest first' }));
    expect(failed.getByText('502')).toBeInTheDocument();
    expect(failed.getByText('Kept')).toBeInTheDocument();
    expect(failed.getByText('Northside Fertility')).toBeInTheDocument();
    await userEvent.setup().click(failed.getByRole('link', { name: /Open the trace of POST \/api\/Members\/:memberId\/Balance\/Payments/ }));
    await settle();
    expect(where()).toBe(`/admin/telemetry/operations/${op1}`);
  });

  it('sorts the API routes by any column from the keyboard, and says which way', async () => {
    await renderAdmin(adminSetup({ session: supportSession(), api: { telemetryOverview: jest.fn(() => Promise.resolve(overview)) } }), '/admin/telemetry');
    const table = await screen.findByRole('table', { name: 'API routes' });
    const routes = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(routes()).toEqual(['POST /api/Members/:memberId/Balance/Payments', 'GET /api/Members/:memberId/FreezeEvents', 'GET /api/Configuration']);
    const user = userEvent.setup();
    within(table).getByRole('button', { name: 'Sort by p95' }).focus();
    // A number column sorts largest first, then the other way round.
    await user.keyboard('{Enter}');
    expect(within(table).getByRole('button', { name: 'Sort by p95' }).closest('th')).toHaveAttribute('aria-sort', 'descending');
    expect(routes()).toEqual(['POST /api/Members/:memberId/Balance/Payments', 'GET /api/Members/:memberId/FreezeEvents', 'GET /api/Configuration']);
    await user.keyboard('{Enter}');
    expect(within(table).getByRole('button', { name: 'Sort by p95' }).closest('th')).toHaveAttribute('aria-sort', 'ascending');
    expect(routes()).toEqual(['GET /api/Configuration', 'GET /api/Members/:memberId/FreezeEvents', 'POST /api/Members/:memberId/Balance/Payments']);
    within(table).getByRole('button', { name: 'Sort by Route' }).focus();
    await user.keyboard('{Enter}');
    expect(routes()).toEqual(['GET /api/Configuration', 'GET /api/Members/:memberId/FreezeEvents', 'POST /api/Members/:memberId/Balance/Payments']);
    expect(within(table).getByRole('button', { name: 'Sort by Failed' }).closest('th')).toHaveAttribute('aria-sort', 'none');
  });

  it('keeps the range and clinic in the address and asks the API for them', async () => {
    const setup = adminSetup({ session: supportSession() });
    await renderAdmin(setup, '/admin/telemetry?range=7d&clinicId=2');
    const lastQuery = (): TelemetryQuery | undefined => (setup.api.telemetryOverview.mock.lastCall as [TelemetryQuery] | undefined)?.[0];
    const query = lastQuery();
    expect(query?.clinicId).toBe(2);
    expect(Date.parse(query?.to ?? '') - Date.parse(query?.from ?? '')).toBe(7 * 86_400_000);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time range' }), 'custom');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-11-20T10:00');
    await user.clear(to);
    await user.type(to, '2026-11-20T09:00');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('Enter a start before the end, at most 31 days apart.')).toBeInTheDocument();
    await user.clear(to);
    await user.type(to, '2026-11-20T12:00');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await settle();
    expect(where()).toMatch(/^\/admin\/telemetry\?range=custom&clinicId=2&from=.+&to=.+|^\/admin\/telemetry\?clinicId=2&range=custom&from=.+&to=.+/);
    const custom = lastQuery();
    expect(Date.parse(custom?.to ?? '') - Date.parse(custom?.from ?? '')).toBe(2 * 3_600_000);
  });

  it('says when there is nothing, and offers a retry when the API fails', async () => {
    const failing = jest.fn().mockRejectedValueOnce(problem(502)).mockResolvedValue(makeTelemetryOverview());
    await renderAdmin(adminSetup({ session: supportSession(), api: { telemetryOverview: failing } }), '/admin/telemetry');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    await settle();
    expect(within(screen.getByRole('region', { name: 'Failed operations' })).getByText('Nothing in this time range.')).toBeInTheDocument();
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('reads the range from the address: presets end now, a custom range must be valid', () => {
    expect(rangeFromParams(new URLSearchParams('range=1h'))).toEqual({ key: '1h' });
    expect(rangeFromParams(new URLSearchParams('range=bogus'))).toEqual({ key: '24h' });
    expect(rangeFromParams(new URLSearchParams('range=custom&from=2026-11-01T00:00:00Z&to=2026-12-15T00:00:00Z'))).toEqual({ key: '24h' });
    expect(rangeQuery({ key: '1h' }, Date.parse('2026-11-20T12:00:00Z'))).toEqual({ from: '2026-11-20T11:00:00.000Z', to: '2026-11-20T12:00:00.000Z' });
  });
});

describe('OperationTracePage', () => {
  it('orders the items as a tree: page → call → API request → its database and PayPal calls', () => {
    expect(waterfallRows(trace.items).map((row) => [row.item.id, row.depth, row.offsetMs])).toEqual([
      ['p1', 0, 0],
      ['f1', 1, 100],
      ['r1', 2, 120],
      ['d1', 3, 130],
      ['d2', 3, 140],
    ]);
  });

  it('shows the waterfall with durations and outcomes, and loads the replay only when asked', async () => {
    const replay = jest.fn(() =>
      Promise.resolve({ replayId: 'c'.repeat(32), reason: 'error' as const, startedAtUtc: trace.replay?.startedAtUtc ?? '', events: [{ type: 4 }, { type: 2 }] }),
    );
    const setup = adminSetup({ session: supportSession(), api: { telemetryOperation: jest.fn(() => Promise.resolve(trace)), telemetryReplay: replay } });
    await renderAdmin(setup, `/admin/telemetry/operations/${op1}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Operation trace' })).toBeInTheDocument();
    expect(setup.api.telemetryOperation).toHaveBeenCalledWith(op1, expect.anything());
    const items = within(screen.getByRole('region', { name: 'Trace of the operation' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
      'Page /member/balance',
      'Call POST /api/Members/{memberId}/Balance/Payments',
      'API request POST /api/Members/:memberId/Balance/Payments',
      'Call SELECT members',
      'Call POST /v2/checkout/orders',
    ]);
    // Each level indented under its parent.
    expect(items.map((item) => (item.firstElementChild as HTMLElement).style.paddingInlineStart)).toEqual(['0px', '20px', '40px', '60px', '60px']);
    expect(items[4]).toHaveTextContent('api-m.paypal.com · +140 ms · 1,800 ms · 500 · failed');
    expect(items[3]).toHaveTextContent('+130 ms · 4 ms · 0 · succeeded');
    expect(replay).not.toHaveBeenCalled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Load the replay' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Replay player' })).toHaveTextContent('rrweb player'));
    expect(replay).toHaveBeenCalledWith('c'.repeat(32), expect.anything());
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(playerApi.play).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    expect(playerApi.goto).toHaveBeenCalledWith(0, false);
  });

  it('says an operation was not found (another clinic’s looks the same)', async () => {
    await renderAdmin(adminSetup({ session: supportSession(), api: { telemetryOperation: jest.fn(() => Promise.reject(problem(404))) } }), `/admin/telemetry/operations/${op1}`);
    expect(await screen.findByText(/This operation was not found/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to telemetry' })).toHaveAttribute('href', '/admin/telemetry');
  });
});
