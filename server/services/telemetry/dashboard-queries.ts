// The support dashboards' reads (issue 14) behind one interface with two implementations: Log
// Analytics (the panels' KQL in kql.ts, with the app's managed identity) in Azure, and the ingestion
// emulator's store (telemetry_envelopes: each row the whole Application Insights envelope) here.
// The emulator side filters in SQL what SQL can say portably (type, time, operation) and computes the
// rest — clinic, buckets, percentiles — in JavaScript, with the same definitions as the KQL. Whether
// a replay was kept is read from the portal's own database in both cases.
import type { TokenCredential } from '@azure/core-auth';
import type { LogsQueryClient, LogsQueryResult, LogsTable, QueryTimeInterval } from '@azure/monitor-query-logs';
import type { TelemetryQuerySettings } from '../../config.ts';
import type { OperationTrace, ReplayReason, TelemetryOverview, TraceItem } from '../../../contract/api/telemetry.ts';
import type { Db } from '../../db/database.ts';
import { HttpProblem } from '../../http-problem.ts';
import { clinicDimension, cloudRoles, webVitalMetricName } from '../../../contract/domain/telemetryEvents.ts';
import { declineEvents, kql, panelLimits, type PanelName, type TelemetryRange } from './kql.ts';

type Row<T> = T extends (infer R)[] ? R : never;
type SignInBucket = Row<TelemetryOverview['signIns']>;
type RouteHealth = Row<TelemetryOverview['apiRoutes']>;
type PageVitals = Row<TelemetryOverview['slowPages']>;
type DeclineBucket = Row<TelemetryOverview['paymentDeclines']>;
type ExceptionGroup = Row<TelemetryOverview['exceptions']>;
type FailedOperation = Row<TelemetryOverview['failedOperations']>;
type TraceKind = TraceItem['kind'];

export interface TelemetryQueries {
  /** Every panel for the range; clinicIds null: every clinic, otherwise only these clinics' telemetry. */
  overview(range: TelemetryRange, clinicIds: readonly number[] | null): Promise<TelemetryOverview>;
  /**
   * One operation's items of both sides; null when there is none — or when clinicIds is given and the
   * operation is not of one of those clinics (the caller answers both alike).
   */
  operation(operationId: string, clinicIds: readonly number[] | null): Promise<OperationTrace | null>;
}

export const telemetryProblems = {
  unavailable: () =>
    new HttpProblem({ status: 502, title: 'Telemetry unavailable', detail: 'The telemetry store did not answer. Try again in a few minutes.', kind: 'telemetry-unavailable' }),
  notConfigured: () =>
    new HttpProblem({ status: 503, title: 'Telemetry not configured', detail: 'No telemetry workspace is configured on this server.', kind: 'telemetry-not-configured' }),
};

// ---------------------------------------------------------------------------------------------
// Shared definitions

/** Nearest-rank percentile of unsorted numbers (null for none). */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? null;
}

/** A duration as the SDKs send it: `d.hh:mm:ss.fff`, `hh:mm:ss.fff`, or milliseconds as a number. */
export function durationMs(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value !== 'string') return null;
  const match = /^(?:(\d+)\.)?(\d{1,2}):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(value.trim());
  if (!match) return null;
  const [, days = '0', hours = '0', minutes = '0', seconds = '0'] = match;
  return Math.round(((Number(days) * 24 + Number(hours)) * 60 + Number(minutes)) * 60_000 + Number(seconds) * 1000);
}

const bucketStart = (timeMs: number, minutes: number) => new Date(Math.floor(timeMs / (minutes * 60_000)) * minutes * 60_000).toISOString();

const within = (clinicIds: readonly number[] | null, clinicId: number | null) => clinicIds === null || (clinicId !== null && clinicIds.includes(clinicId));

/** Whether a caller limited to clinicIds may see an operation whose items name these clinics (fail closed). */
export function operationVisible(clinicIds: readonly number[] | null, itemClinics: readonly (number | null)[]): boolean {
  if (clinicIds === null) return true;
  const named = itemClinics.filter((id): id is number => id !== null);
  return named.length > 0 && named.every((id) => clinicIds.includes(id));
}

const operationIdPattern = /^[0-9a-f]{32}$/;

// ---------------------------------------------------------------------------------------------
// Replays (table telemetry_replay_chunks, written by the replay uploads)

/** The kept replays that cover operations, read from the portal database (both sources). */
export class ReplayLookup {
  readonly #replays: Db;
  constructor(db: Db) {
    this.#replays = db;
  }

  /** The chunks naming any of these operations (operation id → replay ids), within the clinics when limited. */
  async covering(operationIds: readonly string[], clinicIds: readonly number[] | null): Promise<Map<string, string[]>> {
    const found = new Map<string, string[]>();
    const ids = operationIds.filter((id) => operationIdPattern.test(id));
    if (ids.length === 0) return found;
    if (clinicIds !== null && clinicIds.length === 0) return found;
    let query = this.#replays
      .selectFrom('telemetry_replay_chunks')
      .select(['replay_id', 'operation_ids', 'started_at'])
      .where((eb) => eb.or(ids.map((id) => eb('operation_ids', 'like', `%"${id}"%`))));
    if (clinicIds !== null) query = query.where('clinic_id', 'in', [...clinicIds]);
    const rows = await query.orderBy('started_at', 'desc').execute();
    for (const row of rows) {
      let named: unknown;
      try {
        named = JSON.parse(row.operation_ids);
      } catch {
        continue;
      }
      if (!Array.isArray(named)) continue;
      for (const id of ids) {
        if (!named.includes(id)) continue;
        const replays = found.get(id) ?? [];
        if (!replays.includes(row.replay_id)) replays.push(row.replay_id);
        found.set(id, replays);
      }
    }
    return found;
  }

  /** The newest kept replay covering the operation, summarised for the trace. */
  async forOperation(operationId: string, clinicIds: readonly number[] | null): Promise<OperationTrace['replay']> {
    const replayId = (await this.covering([operationId], clinicIds)).get(operationId)?.[0];
    if (!replayId) return null;
    const summary = await this.#replays
      .selectFrom('telemetry_replay_chunks')
      .select((eb) => [eb.fn.min('started_at').as('startedAt'), eb.fn.countAll<number | string>().as('chunks'), eb.fn.min('reason').as('reason')])
      .where('replay_id', '=', replayId)
      .executeTakeFirst();
    if (!summary?.startedAt) return null;
    const reason: ReplayReason = summary.reason === 'error' ? 'error' : 'sampled';
    return { replayId, reason, startedAtUtc: summary.startedAt, chunks: Number(summary.chunks) };
  }
}

// ---------------------------------------------------------------------------------------------
// The ingestion emulator's store

interface Envelope {
  time?: unknown;
  tags?: Record<string, unknown>;
  data?: { baseType?: unknown; baseData?: Record<string, unknown> };
}

/** What the panels need of one envelope, read defensively (the store keeps whatever the SDKs sent). */
interface Item {
  baseType: string;
  timeMs: number;
  role: string;
  operationId: string | null;
  parentId: string | null;
  clinicId: number | null;
  data: Record<string, unknown>;
  properties: Record<string, unknown>;
}

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function clinicOf(properties: Record<string, unknown>): number | null {
  const value = properties[clinicDimension];
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

function successOf(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'True') return true;
  if (value === 'false' || value === 'False') return false;
  return null;
}

export function readEnvelope(body: string): Item | null {
  let envelope: Envelope;
  try {
    envelope = JSON.parse(body) as Envelope;
  } catch {
    return null;
  }
  const baseType = str(envelope.data?.baseType);
  const timeMs = Date.parse(str(envelope.time) ?? '');
  if (!baseType || Number.isNaN(timeMs)) return null;
  const data = envelope.data?.baseData ?? {};
  const properties = typeof data.properties === 'object' && data.properties !== null ? (data.properties as Record<string, unknown>) : {};
  const tags = envelope.tags ?? {};
  return {
    baseType,
    timeMs,
    role: str(tags['ai.cloud.role']) ?? '',
    operationId: str(tags['ai.operation.id']),
    parentId: str(tags['ai.operation.parentId']),
    clinicId: clinicOf(properties),
    data,
    properties,
  };
}

const exceptionOf = (item: Item): { type: string; message: string } => {
  const first = Array.isArray(item.data.exceptions) ? (item.data.exceptions[0] as Record<string, unknown> | undefined) : undefined;
  return { type: str(first?.typeName) ?? 'Error', message: (str(first?.message) ?? '').slice(0, 500) };
};

/** A metric envelope's value (the SDKs send one data point: value, and count when aggregated). */
function metricOf(item: Item): { name: string; value: number; count: number } | null {
  const point = Array.isArray(item.data.metrics) ? (item.data.metrics[0] as Record<string, unknown> | undefined) : undefined;
  const name = str(point?.name);
  const value = typeof point?.value === 'number' ? point.value : null;
  if (!name || value === null) return null;
  const count = typeof point?.count === 'number' && point.count > 1 ? point.count : 1;
  return { name, value: value / count, count };
}

const kindOf: Record<string, TraceKind> = {
  PageviewData: 'pageView',
  RequestData: 'request',
  RemoteDependencyData: 'dependency',
  ExceptionData: 'exception',
  EventData: 'event',
  MessageData: 'trace',
  MetricData: 'metric',
};

export class EmulatorTelemetryQueries implements TelemetryQueries {
  readonly #db: Db;
  readonly #replays: ReplayLookup;
  /** The most envelopes one overview reads (the emulator is for development and tests). */
  static readonly maxEnvelopes = 200_000;

  constructor(options: { db: Db; replays?: ReplayLookup }) {
    this.#db = options.db;
    this.#replays = options.replays ?? new ReplayLookup(options.db);
  }

  async #items(range: TelemetryRange, baseTypes: readonly string[]): Promise<Item[]> {
    // The SDKs write ISO times in UTC; the SQL bounds are a margin wider than the range and the exact
    // range is applied to the parsed time (a time written with another precision still sorts right).
    const rows = await this.#db
      .selectFrom('telemetry_envelopes')
      .select('body')
      .where('base_type', 'in', [...baseTypes])
      .where('time', '>=', new Date(range.from.getTime() - 60_000).toISOString())
      .where('time', '<', new Date(range.to.getTime() + 60_000).toISOString())
      .orderBy('id')
      .limit(EmulatorTelemetryQueries.maxEnvelopes)
      .execute();
    const from = range.from.getTime();
    const to = range.to.getTime();
    return rows.flatMap((row) => {
      const item = readEnvelope(row.body);
      return item && item.timeMs >= from && item.timeMs < to ? [item] : [];
    });
  }

  async overview(range: TelemetryRange, clinicIds: readonly number[] | null): Promise<TelemetryOverview> {
    const all = await this.#items(range, ['EventData', 'RequestData', 'RemoteDependencyData', 'MetricData', 'ExceptionData']);
    const items = all.filter((item) => within(clinicIds, item.clinicId));
    const failed = failedOperations(items);
    const replays = await this.#replays.covering(
      failed.map((row) => row.operationId),
      clinicIds,
    );
    return {
      from: range.from.toISOString(),
      to: range.to.toISOString(),
      bucketMinutes: range.bucketMinutes,
      source: 'emulator',
      signIns: signIns(items, range.bucketMinutes),
      apiRoutes: apiRoutes(items),
      slowPages: slowPages(items),
      paymentDeclines: paymentDeclines(items, range.bucketMinutes),
      exceptions: exceptionGroups(items),
      failedOperations: failed.map((row) => ({ ...row, hasReplay: replays.has(row.operationId) })),
    };
  }

  async operation(operationId: string, clinicIds: readonly number[] | null): Promise<OperationTrace | null> {
    if (!operationIdPattern.test(operationId)) return null;
    const rows = await this.#db.selectFrom('telemetry_envelopes').select('body').where('operation_id', '=', operationId).orderBy('id').limit(500).execute();
    const items = rows.flatMap((row) => {
      const item = readEnvelope(row.body);
      return item ? [item] : [];
    });
    if (
      items.length === 0 ||
      !operationVisible(
        clinicIds,
        items.map((item) => item.clinicId),
      )
    )
      return null;
    items.sort((a, b) => a.timeMs - b.timeMs);
    return {
      operationId,
      clinicId: items.find((item) => item.clinicId !== null)?.clinicId ?? null,
      items: items.flatMap((item) => {
        const kind = kindOf[item.baseType];
        return kind ? [traceItemOf(kind, item)] : [];
      }),
      replay: await this.#replays.forOperation(operationId, clinicIds),
    };
  }
}

function traceItemOf(kind: TraceKind, item: Item): TraceItem {
  const data = item.data;
  const exception = kind === 'exception' ? exceptionOf(item) : null;
  const metric = kind === 'metric' ? metricOf(item) : null;
  const name = exception ? `${exception.type}: ${exception.message}` : metric ? metric.name : (str(data.name) ?? str(data.message)?.slice(0, 200) ?? kind);
  const resultCode = data.responseCode ?? data.resultCode;
  return {
    kind,
    role: item.role,
    name,
    target: kind === 'dependency' ? str(data.target) : null,
    startUtc: new Date(item.timeMs).toISOString(),
    durationMs: metric ? metric.value : durationMs(data.duration),
    success: successOf(data.success),
    resultCode: typeof resultCode === 'number' ? String(resultCode) : str(resultCode),
    id: str(data.id),
    parentId: item.parentId,
  };
}

function signIns(items: readonly Item[], minutes: number): SignInBucket[] {
  const buckets = new Map<string, SignInBucket>();
  for (const item of items) {
    if (item.baseType !== 'EventData' || item.data.name !== 'SignIn') continue;
    const outcome = item.properties.outcome;
    const start = bucketStart(item.timeMs, minutes);
    const key = `${start}|${String(item.clinicId)}`;
    const bucket = buckets.get(key) ?? { bucketStartUtc: start, clinicId: item.clinicId, succeeded: 0, failed: 0 };
    if (outcome === 'success') bucket.succeeded += 1;
    if (outcome === 'failure') bucket.failed += 1;
    buckets.set(key, bucket);
  }
  return [...buckets.values()].sort(byBucket);
}

const byBucket = (a: { bucketStartUtc: string; clinicId: number | null }, b: { bucketStartUtc: string; clinicId: number | null }) =>
  a.bucketStartUtc.localeCompare(b.bucketStartUtc) || (a.clinicId ?? 0) - (b.clinicId ?? 0);

function apiRoutes(items: readonly Item[]): RouteHealth[] {
  const routes = new Map<string, { requests: number; failed: number; durations: number[] }>();
  for (const item of items) {
    if (item.baseType !== 'RequestData' || item.role !== cloudRoles.api) continue;
    const route = str(item.data.name) ?? '';
    const entry = routes.get(route) ?? { requests: 0, failed: 0, durations: [] };
    entry.requests += 1;
    if (successOf(item.data.success) === false) entry.failed += 1;
    const duration = durationMs(item.data.duration);
    if (duration !== null) entry.durations.push(duration);
    routes.set(route, entry);
  }
  return [...routes.entries()]
    .map(([route, entry]) => ({ route, requests: entry.requests, failed: entry.failed, errorRate: entry.failed / entry.requests, p95Ms: percentile(entry.durations, 95) ?? 0 }))
    .sort((a, b) => b.failed - a.failed || b.p95Ms - a.p95Ms)
    .slice(0, panelLimits.apiRoutes);
}

function slowPages(items: readonly Item[]): PageVitals[] {
  const lcp = webVitalMetricName('LCP');
  const inp = webVitalMetricName('INP');
  const pages = new Map<string, { lcp: number[]; inp: number[] }>();
  for (const item of items) {
    if (item.baseType !== 'MetricData') continue;
    const metric = metricOf(item);
    const route = str(item.properties.route);
    if (!metric || !route || (metric.name !== lcp && metric.name !== inp)) continue;
    const page = pages.get(route) ?? { lcp: [], inp: [] };
    (metric.name === lcp ? page.lcp : page.inp).push(metric.value);
    pages.set(route, page);
  }
  return [...pages.entries()]
    .map(([route, page]) => ({ route, samples: Math.max(page.lcp.length, page.inp.length), lcpP75Ms: percentile(page.lcp, 75), inpP75Ms: percentile(page.inp, 75) }))
    .sort((a, b) => (b.lcpP75Ms ?? -1) - (a.lcpP75Ms ?? -1) || (b.inpP75Ms ?? -1) - (a.inpP75Ms ?? -1))
    .slice(0, panelLimits.slowPages);
}

function paymentDeclines(items: readonly Item[], minutes: number): DeclineBucket[] {
  const names: readonly unknown[] = declineEvents;
  const buckets = new Map<string, DeclineBucket>();
  for (const item of items) {
    if (item.baseType !== 'EventData' || !names.includes(item.data.name) || item.properties.outcome !== 'declined') continue;
    const start = bucketStart(item.timeMs, minutes);
    const key = `${start}|${String(item.clinicId)}`;
    const bucket = buckets.get(key) ?? { bucketStartUtc: start, clinicId: item.clinicId, declined: 0 };
    bucket.declined += 1;
    buckets.set(key, bucket);
  }
  return [...buckets.values()].sort(byBucket);
}

function exceptionGroups(items: readonly Item[]): ExceptionGroup[] {
  const groups = new Map<string, ExceptionGroup & { lastMs: number }>();
  for (const item of items) {
    if (item.baseType !== 'ExceptionData') continue;
    const { type, message } = exceptionOf(item);
    const text = `${type}: ${message}`;
    const key = `${text}\u0000${item.role}`;
    const group = groups.get(key) ?? { message: text, role: item.role, count: 0, lastSeenUtc: '', lastMs: -1, operationId: null };
    group.count += 1;
    if (item.timeMs >= group.lastMs) {
      group.lastMs = item.timeMs;
      group.lastSeenUtc = new Date(item.timeMs).toISOString();
      group.operationId = item.operationId && operationIdPattern.test(item.operationId) ? item.operationId : null;
    }
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => b.count - a.count || b.lastMs - a.lastMs)
    .slice(0, panelLimits.exceptions)
    .map((group) => ({ message: group.message, role: group.role, count: group.count, lastSeenUtc: group.lastSeenUtc, operationId: group.operationId }));
}

function failedOperations(items: readonly Item[]): Omit<FailedOperation, 'hasReplay'>[] {
  const operations = new Map<string, { rank: number; lastMs: number; row: Omit<FailedOperation, 'hasReplay' | 'timeUtc'> }>();
  for (const item of items) {
    if (!item.operationId || !operationIdPattern.test(item.operationId)) continue;
    let rank: number;
    let name: string;
    let resultCode: string | null = null;
    if (item.baseType === 'RequestData' && successOf(item.data.success) === false) {
      rank = 0;
      name = str(item.data.name) ?? '';
      resultCode = str(item.data.responseCode);
    } else if (item.baseType === 'RemoteDependencyData' && item.role === cloudRoles.spa && successOf(item.data.success) === false) {
      rank = 1;
      name = str(item.data.name) ?? '';
      resultCode = typeof item.data.resultCode === 'number' ? String(item.data.resultCode) : str(item.data.resultCode);
    } else if (item.baseType === 'ExceptionData') {
      rank = 2;
      name = exceptionOf(item).type;
    } else continue;
    const existing = operations.get(item.operationId);
    const row = { operationId: item.operationId, name, resultCode, clinicId: item.clinicId, role: item.role };
    if (!existing) operations.set(item.operationId, { rank, lastMs: item.timeMs, row });
    else {
      existing.lastMs = Math.max(existing.lastMs, item.timeMs);
      if (rank < existing.rank) Object.assign(existing, { rank, row });
    }
  }
  return [...operations.values()]
    .sort((a, b) => b.lastMs - a.lastMs)
    .slice(0, panelLimits.failedOperations)
    .map(({ lastMs, row }) => ({ ...row, timeUtc: new Date(lastMs).toISOString() }));
}

// ---------------------------------------------------------------------------------------------
// Log Analytics

/** The part of LogsQueryClient used here (tests pass a fake). */
export type LogsQuerier = Pick<LogsQueryClient, 'queryWorkspace'>;

type Cell = string | number | boolean | Record<string, unknown> | Date | null | undefined;

/** A result table as objects keyed by column name. */
export function tableRows(table: LogsTable): Record<string, Cell>[] {
  const names = table.columnDescriptors.map((column) => column.name ?? '');
  return table.rows.map((row) => Object.fromEntries(names.map((name, index) => [name, (row[index] as Cell | undefined) ?? null])));
}

const cellText = (value: Cell): string | null =>
  value instanceof Date ? value.toISOString() : typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;
const cellNumber = (value: Cell): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : typeof value === 'string' && value !== '' && Number.isFinite(Number(value)) ? Number(value) : null;
const cellInt = (value: Cell): number | null => {
  const n = cellNumber(value);
  return n !== null && Number.isInteger(n) ? n : null;
};
const cellBool = (value: Cell): boolean | null =>
  typeof value === 'boolean' ? value : value === 'true' || value === 'True' ? true : value === 'false' || value === 'False' ? false : null;
const cellTime = (value: Cell): string => {
  const text = cellText(value);
  const ms = text ? Date.parse(text) : Number.NaN;
  return Number.isNaN(ms) ? '' : new Date(ms).toISOString();
};
const traceKinds: readonly string[] = ['pageView', 'request', 'dependency', 'exception', 'event', 'trace', 'metric'];

export class LogAnalyticsTelemetryQueries implements TelemetryQueries {
  readonly #client: LogsQuerier;
  readonly #workspaceId: string;
  readonly #replays: ReplayLookup;
  readonly #timeoutSeconds: number;

  constructor(options: { client: LogsQuerier; workspaceId: string; replays: ReplayLookup; timeoutSeconds?: number }) {
    this.#client = options.client;
    this.#workspaceId = options.workspaceId;
    this.#replays = options.replays;
    this.#timeoutSeconds = options.timeoutSeconds ?? 30;
  }

  async #query(query: string, timespan: QueryTimeInterval): Promise<Record<string, Cell>[]> {
    let result: LogsQueryResult;
    try {
      result = await this.#client.queryWorkspace(this.#workspaceId, query, timespan, {
        serverTimeoutInSeconds: this.#timeoutSeconds,
        abortSignal: AbortSignal.timeout((this.#timeoutSeconds + 5) * 1000),
      });
    } catch {
      throw telemetryProblems.unavailable();
    }
    // A partial answer (partialTables, no tables) would show wrong numbers as if they were right:
    // refused as a failure.
    if (!('tables' in result)) throw telemetryProblems.unavailable();
    const table = result.tables[0];
    return table ? tableRows(table) : [];
  }

  async overview(range: TelemetryRange, clinicIds: readonly number[] | null): Promise<TelemetryOverview> {
    const timespan = { startTime: range.from, endTime: range.to };
    const run = (panel: PanelName) => this.#query(kql[panel](range, clinicIds), timespan);
    const [signInRows, routeRows, pageRows, declineRows, exceptionRows, failedRows] = await Promise.all([
      run('signIns'),
      run('apiRoutes'),
      run('slowPages'),
      run('paymentDeclines'),
      run('exceptions'),
      run('failedOperations'),
    ]);
    const failed = failedRows.flatMap((row) => {
      const operationId = cellText(row.OperationId);
      if (!operationId || !operationIdPattern.test(operationId)) return [];
      return [
        {
          operationId,
          timeUtc: cellTime(row.TimeGenerated),
          name: cellText(row.Name) ?? '',
          resultCode: cellText(row.ResultCode),
          clinicId: cellInt(row.ClinicId),
          role: cellText(row.AppRoleName) ?? '',
        },
      ];
    });
    const replays = await this.#replays.covering(
      failed.map((row) => row.operationId),
      clinicIds,
    );
    return {
      from: range.from.toISOString(),
      to: range.to.toISOString(),
      bucketMinutes: range.bucketMinutes,
      source: 'log-analytics',
      signIns: signInRows.map((row) => ({
        bucketStartUtc: cellTime(row.BucketStart),
        clinicId: cellInt(row.ClinicId),
        succeeded: cellInt(row.Succeeded) ?? 0,
        failed: cellInt(row.Failed) ?? 0,
      })),
      apiRoutes: routeRows.map((row) => ({
        route: cellText(row.Route) ?? '',
        requests: cellInt(row.Requests) ?? 0,
        failed: cellInt(row.Failed) ?? 0,
        errorRate: cellNumber(row.ErrorRate) ?? 0,
        p95Ms: cellNumber(row.P95Ms) ?? 0,
      })),
      slowPages: pageRows.map((row) => ({
        route: cellText(row.Route) ?? '',
        samples: cellInt(row.Samples) ?? 0,
        lcpP75Ms: cellNumber(row.LcpP75Ms),
        inpP75Ms: cellNumber(row.InpP75Ms),
      })),
      paymentDeclines: declineRows.map((row) => ({ bucketStartUtc: cellTime(row.BucketStart), clinicId: cellInt(row.ClinicId), declined: cellInt(row.Declined) ?? 0 })),
      exceptions: exceptionRows.map((row) => {
        const operationId = cellText(row.OperationId);
        return {
          message: cellText(row.Message) ?? '',
          role: cellText(row.AppRoleName) ?? '',
          count: cellInt(row.Count) ?? 0,
          lastSeenUtc: cellTime(row.TimeGenerated),
          operationId: operationId && operationIdPattern.test(operationId) ? operationId : null,
        };
      }),
      failedOperations: failed.map((row) => ({ ...row, hasReplay: replays.has(row.operationId) })),
    };
  }

  async operation(operationId: string, clinicIds: readonly number[] | null): Promise<OperationTrace | null> {
    if (!operationIdPattern.test(operationId)) return null;
    // Application Insights keeps 90 days by default; an operation is looked for in that time.
    const rows = await this.#query(kql.operation(operationId), { duration: 'P90D' });
    if (
      rows.length === 0 ||
      !operationVisible(
        clinicIds,
        rows.map((row) => cellInt(row.ClinicId)),
      )
    )
      return null;
    return {
      operationId,
      clinicId: rows.map((row) => cellInt(row.ClinicId)).find((id) => id !== null) ?? null,
      items: rows.flatMap((row) => {
        const kind = cellText(row.Kind);
        if (!kind || !traceKinds.includes(kind)) return [];
        return [
          {
            kind,
            role: cellText(row.AppRoleName) ?? '',
            name: cellText(row.Name) ?? kind,
            target: cellText(row.Target),
            startUtc: cellTime(row.TimeGenerated),
            durationMs: cellNumber(row.DurationMs),
            success: cellBool(row.Success),
            resultCode: cellText(row.ResultCode),
            id: cellText(row.Id),
            parentId: cellText(row.ParentId),
          },
        ];
      }),
      replay: await this.#replays.forOperation(operationId, clinicIds),
    };
  }
}

/** The dashboards' source for the configuration: null when Log Analytics is chosen but no workspace is named. */
export async function createTelemetryQueries(settings: TelemetryQuerySettings, db: Db, credential?: TokenCredential): Promise<TelemetryQueries | null> {
  const replays = new ReplayLookup(db);
  if (settings.source === 'emulator') return new EmulatorTelemetryQueries({ db, replays });
  if (!settings.workspaceId) return null;
  // The App Service's managed identity in Azure (DefaultAzureCredential also takes a developer's sign-in).
  // Both load only here, so a process reading the emulator's telemetry never loads them.
  const [{ DefaultAzureCredential }, { LogsQueryClient }] = await Promise.all([import('@azure/identity'), import('@azure/monitor-query-logs')]);
  const client = new LogsQueryClient(credential ?? new DefaultAzureCredential());
  return new LogAnalyticsTelemetryQueries({ client, workspaceId: settings.workspaceId, replays });
}
