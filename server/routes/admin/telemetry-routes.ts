// /api/Admin/Telemetry/…: the support dashboards of the staff console (issue 14). The same staff
// token check as every /api/Admin route (401 without a valid Entra token, 403 without a portal
// role); Support and PlatformAdmin see every clinic, a ClinicAdmin their clinics only: a clinic
// filter outside them is 404, and so is an operation of another clinic (as if it did not exist).
// The staff token is checked by support-dashboard-routes.ts, which registers this module.
import { OperationParams, OperationTrace, TelemetryOverview, TelemetryQuery } from '../../../contract/api/telemetry.ts';
import { problems } from '../../http-problem.ts';
import { clinicFilter } from '../../services/staff/staff-access.ts';
import { telemetryProblems, type TelemetryQueries } from '../../services/telemetry/dashboard-queries.ts';
import { staffSecurity, tags } from './admin-common.ts';
import { staffOf } from './staff-authentication.ts';
import { rangeOf } from './telemetry-range.ts';
import { routeModule } from '../route-declaration.ts';

export const telemetryRoutes = routeModule({ tags, security: staffSecurity }, (route, services) => {
  const { clock, telemetryQueries: queries } = services;
  const source = (): TelemetryQueries => {
    if (!queries) throw telemetryProblems.notConfigured();
    return queries;
  };

  route.get<{ Querystring: TelemetryQuery }>(
    '/Telemetry/Overview',
    {
      operationId: 'getTelemetryOverview',
      summary: 'The support dashboards: sign-ins, API health per route, slow pages, payment declines, exceptions and failed operations for a range (at most 31 days)',
      description: 'Support and PlatformAdmin read every clinic; a ClinicAdmin their clinics (another clinic is 404).',
      querystring: TelemetryQuery,
      ok: { 200: TelemetryOverview },
    },
    async (request) => {
      const staff = staffOf(request);
      const clinics = clinicFilter(staff, request.query.clinicId);
      const range = rangeOf(request.query, clock.now());
      return source().overview(range, clinics);
    },
  );

  route.get<{ Params: { operationId: string } }>(
    '/Telemetry/Operations/:operationId',
    {
      operationId: 'getOperationTrace',
      summary: 'One operation end to end: the SPA’s page and calls, the API’s request and its database, PayPal, content and mail calls, and the kept replay',
      description: '404 for an operation that does not exist or is of a clinic the caller does not read.',
      params: OperationParams,
      ok: { 200: OperationTrace },
    },
    async (request) => {
      const staff = staffOf(request);
      const trace = await source().operation(request.params.operationId, staff.readable);
      if (!trace) throw problems.notFound('The operation was not found.');
      return trace;
    },
  );
});
