// /api/Members/{memberId}/MemberAccount/…: the member and their billing history.
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { Member, PaymentHistoryEntry } from '../../../contract/api/members.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import { withEntityTag } from '../../http-preconditions.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { MemberParams, memberSecurity, OptionalCenterQuery } from './member-params.ts';

const tags = ['MemberAccount'];

export const memberDetailsRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  const { members, emailChanges } = services;

  app.get<{ Params: MemberParams }>(
    '/MemberAccount/Member',
    {
      schema: {
        operationId: 'getMember',
        tags,
        summary: 'The member (ETag: the version of the profile and default payment method)',
        security: memberSecurity,
        params: MemberParams,
        querystring: OptionalCenterQuery,
        response: withProblems({ 200: Member }),
      },
    },
    async (request, reply) => {
      const { member, pendingEmailUntil } = await members.getMemberWithMarkers(request.params.memberId);
      return withEntityTag(reply, { ...member, pendingEmail: await emailChanges.pendingEmail(request.params.memberId, pendingEmailUntil) });
    },
  );

  app.get<{ Params: MemberParams }>(
    '/MemberAccount/MemberPaymentHistoryAll',
    {
      schema: {
        operationId: 'getMemberBillingHistory',
        tags,
        summary: 'Billing history, oldest first, with the running balance after each entry',
        security: memberSecurity,
        params: MemberParams,
        response: withProblems({ 200: Type.Array(PaymentHistoryEntry) }),
      },
    },
    async (request) => members.paymentHistory(request.params.memberId),
  );
  return Promise.resolve();
};
