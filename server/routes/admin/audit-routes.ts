// /api/Admin/Audit: the audit log.
import type { FastifyPluginAsync } from 'fastify';
import { AuditPage, AuditQuery } from '../../../contract/api/admin.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { staffOf } from './staff-authentication.ts';
import { staffSecurity, tags } from './admin-common.ts';

export const auditRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  const { audit } = services.staff;

  app.get<{ Querystring: AuditQuery }>(
    '/Audit',
    {
      schema: {
        operationId: 'listAuditEntries',
        tags,
        summary: 'The audit log, newest first (ClinicAdmin: their clinics; Support and PlatformAdmin: all)',
        security: staffSecurity,
        querystring: AuditQuery,
        response: withProblems({ 200: AuditPage }),
      },
    },
    async (request) => audit.list(staffOf(request), request.query),
  );
  return Promise.resolve();
};
