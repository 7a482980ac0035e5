// The time range the support dashboards read (/api/Admin/Telemetry/Overview), checked.
import type { TelemetryQuery } from '../../../contract/api/telemetry.ts';
import { problems } from '../../http-problem.ts';
import { bucketMinutesFor, type TelemetryRange } from '../../services/telemetry/kql.ts';

/** The longest range the dashboards read at once. */
export const maxRangeDays = 31;
const dayMs = 86_400_000;

/** The range asked for, checked: from before to, at most 31 days; the last 24 hours by default. */
export function rangeOf(query: TelemetryQuery, now: number): TelemetryRange {
  const to = query.to !== undefined ? new Date(query.to) : new Date(now);
  const from = query.from !== undefined ? new Date(query.from) : new Date(to.getTime() - dayMs);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) throw problems.invalidFields({ 'querystring.from': ['Give the range as ISO times.'] });
  if (from.getTime() >= to.getTime()) throw problems.invalidFields({ 'querystring.from': ['The start must be before the end.'] });
  if (to.getTime() - from.getTime() > maxRangeDays * dayMs) throw problems.invalidFields({ 'querystring.to': [`The range may be at most ${String(maxRangeDays)} days.`] });
  return { from, to, bucketMinutes: bucketMinutesFor(from, to) };
}
