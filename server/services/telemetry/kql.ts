// The support dashboards' panels as KQL over the workspace-based Application Insights tables (issue
// 14), each written once here as a pure function of (range, clinics) → query text, so tests can read
// exactly what Log Analytics is asked. Nothing a caller sends is pasted in as text: clinic ids are
// checked to be whole numbers, times are ISO strings made by Date, an operation id is 32 hex digits.
import { clinicDimension, cloudRoles, webVitalMetricName } from '../../../contract/domain/telemetryEvents.ts';

export interface TelemetryRange {
  from: Date;
  to: Date;
  /** Width of the series' buckets. */
  bucketMinutes: number;
}

/** The bucket width for a range: 5 minutes up to an hour, an hour up to a day, 6 hours up to a week, a day beyond. */
export function bucketMinutesFor(from: Date, to: Date): number {
  const hours = (to.getTime() - from.getTime()) / 3_600_000;
  if (hours <= 1) return 5;
  if (hours <= 24) return 60;
  if (hours <= 24 * 7) return 360;
  return 1440;
}

/** Rows a list panel returns at most. */
export const panelLimits = { apiRoutes: 50, slowPages: 20, exceptions: 50, failedOperations: 50 } as const;

/** The business events whose `declined` outcome is a payment decline. */
export const declineEvents = ['BalancePaid', 'PaymentMethodVaulted'] as const;

const datetime = (value: Date): string => {
  if (Number.isNaN(value.getTime())) throw new RangeError('Not a time');
  return `datetime(${value.toISOString()})`;
};

function clinicList(clinicIds: readonly number[]): string {
  for (const id of clinicIds) if (!Number.isSafeInteger(id) || id <= 0) throw new RangeError('A clinic id is a positive whole number');
  return clinicIds.map(String).join(', ');
}

const clinicColumn = `ClinicId = toint(Properties['${clinicDimension}'])`;

/** `where` clauses of every panel: the time range and, for a clinic's staff, their clinics only. */
function scope(range: TelemetryRange, clinicIds: readonly number[] | null): string {
  const lines = [`| where TimeGenerated >= ${datetime(range.from)} and TimeGenerated < ${datetime(range.to)}`, `| extend ${clinicColumn}`];
  // No clinic list: every clinic (Support, PlatformAdmin). An empty list matches nothing (fail closed).
  if (clinicIds !== null) lines.push(clinicIds.length === 0 ? '| where false' : `| where ClinicId in (${clinicList(clinicIds)})`);
  return lines.join('\n');
}

const bucket = (range: TelemetryRange) => {
  if (!Number.isInteger(range.bucketMinutes) || range.bucketMinutes <= 0) throw new RangeError('Bucket minutes');
  return `bin(TimeGenerated, ${String(range.bucketMinutes)}m)`;
};

export const kql = {
  /** Sign-ins (the SignIn business event) succeeded and failed per bucket and clinic. */
  signIns: (range: TelemetryRange, clinicIds: readonly number[] | null) =>
    [
      'AppEvents',
      scope(range, clinicIds),
      `| where Name == 'SignIn'`,
      `| extend Outcome = tostring(Properties['outcome'])`,
      `| summarize Succeeded = countif(Outcome == 'success'), Failed = countif(Outcome == 'failure') by BucketStart = ${bucket(range)}, ClinicId`,
      '| order by BucketStart asc, ClinicId asc',
    ].join('\n'),

  /** The API's routes: requests, failures, error rate and 95th percentile duration. */
  apiRoutes: (range: TelemetryRange, clinicIds: readonly number[] | null) =>
    [
      'AppRequests',
      scope(range, clinicIds),
      `| where AppRoleName == '${cloudRoles.api}'`,
      '| summarize Requests = count(), Failed = countif(Success == false), P95Ms = percentile(DurationMs, 95) by Route = Name',
      '| extend ErrorRate = todouble(Failed) / Requests',
      `| order by Failed desc, P95Ms desc`,
      `| take ${String(panelLimits.apiRoutes)}`,
    ].join('\n'),

  /** The slowest pages: 75th percentile LCP and INP per SPA route. */
  slowPages: (range: TelemetryRange, clinicIds: readonly number[] | null) =>
    [
      'AppMetrics',
      scope(range, clinicIds),
      `| where Name in ('${webVitalMetricName('LCP')}', '${webVitalMetricName('INP')}')`,
      `| extend Route = tostring(Properties['route']), Value = Sum / ItemCount`,
      '| where isnotempty(Route)',
      '| summarize P75 = percentile(Value, 75), Samples = sum(ItemCount) by Route, Name',
      `| summarize LcpP75Ms = take_anyif(P75, Name == '${webVitalMetricName('LCP')}'), InpP75Ms = take_anyif(P75, Name == '${webVitalMetricName('INP')}'), Samples = max(Samples) by Route`,
      '| order by LcpP75Ms desc, InpP75Ms desc',
      `| take ${String(panelLimits.slowPages)}`,
    ].join('\n'),

  /** Payment declines (BalancePaid / PaymentMethodVaulted with outcome declined) per bucket and clinic. */
  paymentDeclines: (range: TelemetryRange, clinicIds: readonly number[] | null) =>
    [
      'AppEvents',
      scope(range, clinicIds),
      `| where Name in (${declineEvents.map((name) => `'${name}'`).join(', ')}) and tostring(Properties['outcome']) == 'declined'`,
      `| summarize Declined = count() by BucketStart = ${bucket(range)}, ClinicId`,
      '| order by BucketStart asc, ClinicId asc',
    ].join('\n'),

  /** Exceptions of both sides grouped by type and message, with the operation of the latest one. */
  exceptions: (range: TelemetryRange, clinicIds: readonly number[] | null) =>
    [
      'AppExceptions',
      scope(range, clinicIds),
      `| extend Message = strcat(ExceptionType, ': ', OuterMessage)`,
      '| summarize Count = count(), arg_max(TimeGenerated, OperationId) by Message, AppRoleName',
      '| order by Count desc, TimeGenerated desc',
      `| take ${String(panelLimits.exceptions)}`,
    ].join('\n'),

  /**
   * Operations that failed, newest first, one row each, named after what failed: a failed API request
   * first, else the SPA's failed call, else the exception.
   */
  failedOperations: (range: TelemetryRange, clinicIds: readonly number[] | null) =>
    [
      'union',
      `  (AppRequests | where Success == false | project TimeGenerated, OperationId, Name, ResultCode, AppRoleName, Properties, Rank = 0),`,
      `  (AppDependencies | where Success == false and AppRoleName == '${cloudRoles.spa}' | project TimeGenerated, OperationId, Name, ResultCode, AppRoleName, Properties, Rank = 1),`,
      `  (AppExceptions | project TimeGenerated, OperationId, Name = ExceptionType, ResultCode = '', AppRoleName, Properties, Rank = 2)`,
      scope(range, clinicIds),
      '| where isnotempty(OperationId)',
      '| summarize arg_min(Rank, Name, ResultCode, AppRoleName, ClinicId), TimeGenerated = max(TimeGenerated) by OperationId',
      '| order by TimeGenerated desc',
      `| take ${String(panelLimits.failedOperations)}`,
    ].join('\n'),

  /** Every item of one operation, of both sides, in time order. */
  operation: (operationId: string) => {
    if (!/^[0-9a-f]{32}$/.test(operationId)) throw new RangeError('An operation id is 32 lower-case hex digits');
    const columns = 'TimeGenerated, OperationId, AppRoleName, Name, Target, DurationMs, Success, ResultCode, Id, ParentId, Properties';
    return [
      'union',
      `  (AppPageViews | extend Kind = 'pageView', Target = '', Success = bool(null), ResultCode = '' | project Kind, ${columns}),`,
      `  (AppRequests | extend Kind = 'request', Target = '' | project Kind, ${columns}),`,
      `  (AppDependencies | extend Kind = 'dependency' | project Kind, ${columns}),`,
      `  (AppExceptions | extend Kind = 'exception', Name = ExceptionType, Target = '', DurationMs = real(null), Success = bool(null), ResultCode = '', Id = '' | project Kind, ${columns}),`,
      `  (AppEvents | extend Kind = 'event', Target = '', DurationMs = real(null), Success = bool(null), ResultCode = '', Id = '' | project Kind, ${columns}),`,
      `  (AppTraces | extend Kind = 'trace', Name = Message, Target = '', DurationMs = real(null), Success = bool(null), ResultCode = '', Id = '' | project Kind, ${columns})`,
      `| where OperationId == '${operationId}'`,
      `| extend ${clinicColumn}`,
      '| project-away Properties',
      '| order by TimeGenerated asc',
      '| take 500',
    ].join('\n');
  },
};

export type PanelName = Exclude<keyof typeof kql, 'operation'>;
