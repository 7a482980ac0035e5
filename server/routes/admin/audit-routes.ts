// /api/Admin/Audit: the audit log.
import { AuditPage, AuditQuery } from '../../../contract/api/admin.ts';
import { staffOf } from './staff-authentication.ts';
import { staffSecurity, tags } from './admin-common.ts';
import { routeModule } from '../route-declaration.ts';

export const auditRoutes = routeModule({ tags, security: staffSecurity }, (route, services) => {
  const { audit } = services.staff;

  route.get<{ Querystring: AuditQuery }>(
    '/Audit',
    {
      operationId: 'listAuditEntries',
      summary: 'The audit log, newest first (ClinicAdmin: their clinics; Support and PlatformAdmin: all)',
      querystring: AuditQuery,
      ok: { 200: AuditPage },
    },
    async (request) => audit.list(staffOf(request), request.query),
  );
});
