// /api/Admin/Members: finding a member of one's clinics and reading everything about them.
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { AdminMemberDetail, MemberLookupQuery, MemberParams, MemberSummary } from '../../../contract/api/admin.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { originOf, staffOf } from './staff-authentication.ts';
import { staffSecurity, tags } from './admin-common.ts';

export const memberLookupRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  const { members } = services.staff;

  app.get<{ Querystring: MemberLookupQuery }>(
    '/Members',
    {
      schema: {
        operationId: 'findMembers',
        tags,
        summary: "Finds members of one's clinics by member id, user name, exact e-mail, or exact first name + last name + birth date",
        security: staffSecurity,
        querystring: MemberLookupQuery,
        response: withProblems({ 200: Type.Array(MemberSummary) }),
      },
    },
    async (request) => members.lookup(staffOf(request), request.query, originOf(request)),
  );

  app.get<{ Params: { memberId: number } }>(
    '/Members/:memberId',
    {
      schema: {
        operationId: 'getMemberForStaff',
        tags,
        summary: 'A member of one’s clinics: profile, stored items with their history, consent records, billing, payment method, appointments, matching',
        security: staffSecurity,
        params: MemberParams,
        response: withProblems({ 200: AdminMemberDetail }),
      },
    },
    async (request) => members.detail(staffOf(request), request.params.memberId, originOf(request)),
  );
  return Promise.resolve();
};
