// /api/Admin/WorkQueue and /api/Admin/Consents: what waits for the clinic.
import { Type } from '@sinclair/typebox';
import { WorkQueue, WorkQueueQuery } from '../../../contract/api/admin.ts';
import { StaffConsentQuery, StaffConsentRow } from '../../../contract/api/consent.ts';
import { clinicFilter } from '../../services/staff/staff-access.ts';
import { staffOf } from './staff-authentication.ts';
import { staffSecurity, tags } from './admin-common.ts';
import { routeModule } from '../route-declaration.ts';

export const workQueueRoutes = routeModule({ tags, security: staffSecurity }, (route, services) => {
  const { workQueue } = services.staff;

  route.get<{ Querystring: WorkQueueQuery }>(
    '/WorkQueue',
    {
      operationId: 'getWorkQueue',
      summary: 'Stored items waiting for the clinic (exploring states and ADIV), oldest decision first',
      querystring: WorkQueueQuery,
      ok: { 200: WorkQueue },
    },
    async (request) => workQueue.list(staffOf(request), request.query),
  );

  route.get<{ Querystring: StaffConsentQuery }>(
    '/Consents',
    {
      operationId: 'listConsentsNeedingAttention',
      summary: 'Consents needing attention in the staff member’s clinics: joint decisions waiting for a partner, storage consents due or lapsed',
      querystring: StaffConsentQuery,
      ok: { 200: Type.Array(StaffConsentRow) },
    },
    async (request) => services.consent.staffList(request.query.kind, clinicFilter(staffOf(request), request.query.clinicId)),
  );
});
