// /api/Admin/Telemetry/…: the support dashboards of the staff console (issue 14). The same staff
// token check as every /api/Admin route (401 without a valid Entra token, 403 without a portal
// role); Support and PlatformAdmin see every clinic, a ClinicAdmin their clinics only: a clinic
// filter outside them is 404, and so is an operation of another clinic (as if it did not exist).
import type { FastifyPluginAsync } from 'fastify';
import { OperationParams, OperationTrace, TelemetryOverview, TelemetryQuery } from '../../../contract/api/telemetry.ts';
import type { Db } from '../../db/database.ts';
import { problems } from '../../http-problem.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import type { Clock } from '../../services/clock.ts';
import { clinicFilter } from '../../services/staff/staff-access.ts';
import type { StaffTokenVerifier } from '../../services/staff-tokens.ts';
import { telemetryProblems, type TelemetryQueries } from '../../services/telemetry/dashboard-queries.ts';
import { bucketMinutesFor, type TelemetryRange } from '../../services/telemetry/kql.ts';
import { staffSecurity } from './admin-routes.ts';
import { authenticateStaff, staffOf } from './staff-authentication.ts';

const tags = ['Admin'];
/** The longest range the dashboards read at once. */
export const maxRangeDays = 31;
const dayMs = 86_400_000;

export interface TelemetryRouteOptions {
  db: Db;
  clock: Clock;
  /** null: staff sign-in is not configured here, and every call is refused. */
  verifier: StaffTokenVerifier | null;
  /** null: no telemetry source is configured (Log Analytics without a workspace id): 503. */
  queries: TelemetryQueries | null;
}

/** The range asked for, checked: from before to, at most 31 days; the last 24 hours by default. */
export function rangeOf(query: TelemetryQuery, now: number): TelemetryRange {
  const to = query.to !== undefined ? new Date(query.to) : new Date(now);
  const from = query.from !== undefined ? new Date(query.from) : new Date(to.getTime() - dayMs);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) throw problems.invalidFields({ 'querystring.from': ['Give the range as ISO times.'] });
  if (from.getTime() >= to.getTime()) throw problems.invalidFields({ 'querystring.from': ['The start must be before the end.'] });
  if (to.getTime() - from.getTime() > maxRangeDays * dayMs) throw problems.invalidFields({ 'querystring.to': [`The range may be at most ${String(maxRangeDays)} days.`] });
  return { from, to, bucketMinutes: bucketMinutesFor(from, to) };
}

export const telemetryRoutes: FastifyPluginAsync<TelemetryRouteOptions> = (app, { db, clock, verifier, queries }) => {
  authenticateStaff(app, { verifier, db, clock });
  const source = (): TelemetryQueries => {
    if (!queries) throw telemetryProblems.notConfigured();
    return queries;
  };

  app.get<{ Querystring: TelemetryQuery }>(
    '/Telemetry/Overview',
    {
      schema: {
        operationId: 'getTelemetryOverview',
        tags,
        summary: 'The support dashboards: sign-ins, API health per route, slow pages, payment declines, exceptions and failed operations for a range (at most 31 days)',
        description: 'Support and PlatformAdmin read every clinic; a ClinicAdmin their clinics (another clinic is 404).',
        security: staffSecurity,
        querystring: TelemetryQuery,
        response: withProblems({ 200: TelemetryOverview }),
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const clinics = clinicFilter(staff, request.query.clinicId);
      const range = rangeOf(request.query, clock.now());
      return source().overview(range, clinics);
    },
  );

  app.get<{ Params: { operationId: string } }>(
    '/Telemetry/Operations/:operationId',
    {
      schema: {
        operationId: 'getOperationTrace',
        tags,
        summary: 'One operation end to end: the SPA’s page and calls, the API’s request and its database, PayPal, content and mail calls, and the kept replay',
        description: '404 for an operation that does not exist or is of a clinic the caller does not read.',
        security: staffSecurity,
        params: OperationParams,
        response: withProblems({ 200: OperationTrace }),
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const trace = await source().operation(request.params.operationId, staff.readable);
      if (!trace) throw problems.notFound('The operation was not found.');
      return trace;
    },
  );

  return Promise.resolve();
};
