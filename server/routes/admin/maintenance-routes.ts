// /api/Admin/Maintenance and a clinic's maintenance window.
import { ClinicParams, MaintenanceOverview, MaintenanceWindow } from '../../../contract/api/admin.ts';
import { originOf, staffOf } from './staff-authentication.ts';
import { staffSecurity, tags } from './admin-common.ts';
import { routeModule } from '../route-declaration.ts';

export const maintenanceRoutes = routeModule({ tags, security: staffSecurity }, (route, services) => {
  const { content } = services.staff;

  route.get(
    '/Maintenance',
    { operationId: 'getMaintenanceOverview', summary: 'Maintenance windows of one’s clinics and the site-wide one', ok: { 200: MaintenanceOverview } },
    async (request) => content.maintenance(staffOf(request)),
  );

  route.put<{ Params: ClinicParams; Body: MaintenanceWindow }>(
    '/Clinics/:clinicId/Maintenance',
    {
      operationId: 'setClinicMaintenance',
      summary: 'Sets a clinic’s maintenance window: its members are warned 60 minutes before and signed out (subCode 7) during it',
      params: ClinicParams,
      body: MaintenanceWindow,
      ok: { 200: MaintenanceOverview },
    },
    async (request) => content.setClinicMaintenance(staffOf(request), request.params.clinicId, request.body, originOf(request)),
  );

  route.delete<{ Params: ClinicParams }>(
    '/Clinics/:clinicId/Maintenance',
    { operationId: 'clearClinicMaintenance', summary: 'Clears a clinic’s maintenance window', params: ClinicParams, ok: { 200: MaintenanceOverview } },
    async (request) => content.setClinicMaintenance(staffOf(request), request.params.clinicId, null, originOf(request)),
  );
});
