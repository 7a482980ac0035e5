// /api/Members/{memberId}/MemberAccount/… (reads; updates come with the account issue).
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { Member, PaymentHistoryEntry } from '../../contract/members.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { MemberParams, memberSecurity, OptionalCenterQuery } from './member-params.ts';

const tags = ['MemberAccount'];

export const memberAccountRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  const { members } = services;

  app.get<{ Params: MemberParams }>(
    '/MemberAccount/Member',
    { schema: { tags, summary: 'The member', security: memberSecurity, params: MemberParams, querystring: OptionalCenterQuery, response: withProblems({ 200: Member }) } },
    async (request) => members.getMember(request.params.memberId),
  );

  app.get<{ Params: MemberParams }>(
    '/MemberAccount/MemberPaymentHistoryAll',
    {
      schema: {
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
