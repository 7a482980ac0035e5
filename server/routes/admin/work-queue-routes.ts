// /api/Admin/WorkQueue and /api/Admin/Consents: what waits for the clinic.
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { WorkQueue, WorkQueueQuery } from '../../../contract/api/admin.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import { StaffConsentQuery, StaffConsentRow } from '../../../contract/api/consent.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { clinicFilter } from '../../services/staff/staff-access.ts';
import { staffOf } from './staff-authentication.ts';
import { staffSecurity, tags } from './admin-common.ts';

export const workQueueRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  const { workQueue } = services.staff;

  app.get<{ Querystring: WorkQueueQuery }>(
    '/WorkQueue',
    {
      schema: {
        operationId: 'getWorkQueue',
        tags,
        summary: 'Stored items waiting for the clinic (exploring states and ADIV), oldest decision first',
        security: staffSecurity,
        querystring: WorkQueueQuery,
        response: withProblems({ 200: WorkQueue }),
      },
    },
    async (request) => workQueue.list(staffOf(request), request.query),
  );

  app.get<{ Querystring: StaffConsentQuery }>(
    '/Consents',
    {
      schema: {
        operationId: 'listConsentsNeedingAttention',
        tags,
        summary: 'Consents needing attention in the staff member’s clinics: joint decisions waiting for a partner, storage consents due or lapsed',
        security: staffSecurity,
        querystring: StaffConsentQuery,
        response: withProblems({ 200: Type.Array(StaffConsentRow) }),
      },
    },
    async (request) => services.consent.staffList(request.query.kind, clinicFilter(staffOf(request), request.query.clinicId)),
  );
  return Promise.resolve();
};
