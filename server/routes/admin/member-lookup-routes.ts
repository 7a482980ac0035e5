// /api/Admin/Members: finding a member of one's clinics and reading everything about them.
import { Type } from '@sinclair/typebox';
import { AdminMemberDetail, MemberLookupQuery, MemberParams, MemberSummary } from '../../../contract/api/admin.ts';
import { originOf, staffOf } from './staff-authentication.ts';
import { staffSecurity, tags } from './admin-common.ts';
import { routeModule } from '../route-declaration.ts';

export const memberLookupRoutes = routeModule({ tags, security: staffSecurity }, (route, services) => {
  const { members } = services.staff;

  route.get<{ Querystring: MemberLookupQuery }>(
    '/Members',
    {
      operationId: 'findMembers',
      summary: "Finds members of one's clinics by member id, user name, exact e-mail, or exact first name + last name + birth date",
      querystring: MemberLookupQuery,
      ok: { 200: Type.Array(MemberSummary) },
    },
    async (request) => members.lookup(staffOf(request), request.query, originOf(request)),
  );

  route.get<{ Params: { memberId: number } }>(
    '/Members/:memberId',
    {
      operationId: 'getMemberForStaff',
      summary: 'A member of one’s clinics: profile, stored items with their history, consent records, billing, payment method, appointments, matching',
      params: MemberParams,
      ok: { 200: AdminMemberDetail },
    },
    async (request) => members.detail(staffOf(request), request.params.memberId, originOf(request)),
  );
});
