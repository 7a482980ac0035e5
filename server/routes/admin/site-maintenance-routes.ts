// /api/Admin/SiteMaintenance: maintenance of the whole site (PlatformAdmin).
import { MaintenanceOverview, MaintenanceWindow } from '../../../contract/api/admin.ts';
import { originOf, staffOf } from './staff-authentication.ts';
import { staffSecurity, tags } from './admin-common.ts';
import { routeModule } from '../route-declaration.ts';

export const siteMaintenanceRoutes = routeModule({ tags, security: staffSecurity }, (route, services) => {
  const { content } = services.staff;

  route.put<{ Body: MaintenanceWindow }>(
    '/SiteMaintenance',
    {
      operationId: 'setSiteMaintenance',
      summary: 'Sets site-wide maintenance: every member call answers subCode 8 during it (PlatformAdmin)',
      body: MaintenanceWindow,
      ok: { 200: MaintenanceOverview },
    },
    async (request) => content.setSiteMaintenance(staffOf(request), request.body, originOf(request)),
  );

  route.delete(
    '/SiteMaintenance',
    { operationId: 'clearSiteMaintenance', summary: 'Clears site-wide maintenance (PlatformAdmin)', ok: { 200: MaintenanceOverview } },
    async (request) => content.setSiteMaintenance(staffOf(request), null, originOf(request)),
  );
});
