// /api/Admin/SiteMaintenance: maintenance of the whole site (PlatformAdmin).
import type { FastifyPluginAsync } from 'fastify';
import { MaintenanceOverview, MaintenanceWindow } from '../../../contract/api/admin.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { originOf, staffOf } from './staff-authentication.ts';
import { staffSecurity, tags } from './admin-common.ts';

export const siteMaintenanceRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  const { content } = services.staff;

  app.put<{ Body: MaintenanceWindow }>(
    '/SiteMaintenance',
    {
      schema: {
        operationId: 'setSiteMaintenance',
        tags,
        summary: 'Sets site-wide maintenance: every member call answers subCode 8 during it (PlatformAdmin)',
        security: staffSecurity,
        body: MaintenanceWindow,
        response: withProblems({ 200: MaintenanceOverview }),
      },
    },
    async (request) => content.setSiteMaintenance(staffOf(request), request.body, originOf(request)),
  );

  app.delete(
    '/SiteMaintenance',
    {
      schema: {
        operationId: 'clearSiteMaintenance',
        tags,
        summary: 'Clears site-wide maintenance (PlatformAdmin)',
        security: staffSecurity,
        response: withProblems({ 200: MaintenanceOverview }),
      },
    },
    async (request) => content.setSiteMaintenance(staffOf(request), null, originOf(request)),
  );
  return Promise.resolve();
};
