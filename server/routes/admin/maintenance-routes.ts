// /api/Admin/Maintenance and a clinic's maintenance window.
import type { FastifyPluginAsync } from 'fastify';
import { ClinicParams, MaintenanceOverview, MaintenanceWindow } from '../../../contract/api/admin.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { originOf, staffOf } from './staff-authentication.ts';
import { staffSecurity, tags } from './admin-common.ts';

export const maintenanceRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  const { content } = services.staff;

  app.get(
    '/Maintenance',
    {
      schema: {
        operationId: 'getMaintenanceOverview',
        tags,
        summary: 'Maintenance windows of one’s clinics and the site-wide one',
        security: staffSecurity,
        response: withProblems({ 200: MaintenanceOverview }),
      },
    },
    async (request) => content.maintenance(staffOf(request)),
  );

  app.put<{ Params: ClinicParams; Body: MaintenanceWindow }>(
    '/Clinics/:clinicId/Maintenance',
    {
      schema: {
        operationId: 'setClinicMaintenance',
        tags,
        summary: 'Sets a clinic’s maintenance window: its members are warned 60 minutes before and signed out (subCode 7) during it',
        security: staffSecurity,
        params: ClinicParams,
        body: MaintenanceWindow,
        response: withProblems({ 200: MaintenanceOverview }),
      },
    },
    async (request) => content.setClinicMaintenance(staffOf(request), request.params.clinicId, request.body, originOf(request)),
  );

  app.delete<{ Params: ClinicParams }>(
    '/Clinics/:clinicId/Maintenance',
    {
      schema: {
        operationId: 'clearClinicMaintenance',
        tags,
        summary: 'Clears a clinic’s maintenance window',
        security: staffSecurity,
        params: ClinicParams,
        response: withProblems({ 200: MaintenanceOverview }),
      },
    },
    async (request) => content.setClinicMaintenance(staffOf(request), request.params.clinicId, null, originOf(request)),
  );
  return Promise.resolve();
};
