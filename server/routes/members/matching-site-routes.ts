// /api/Members/{memberId}/MatchingSite/… (only the eligibility check so far).
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { MemberParams, memberSecurity } from './member-params.ts';

export const matchingSiteRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  app.get<{ Params: MemberParams }>(
    '/MatchingSite/MemberBelongsToEligibleDonationLocation',
    {
      schema: {
        tags: ['MatchingSite'],
        summary: 'Whether the member belongs to an eligible donation location (JSON boolean)',
        security: memberSecurity,
        params: MemberParams,
        response: withProblems({ 200: Type.Boolean() }),
      },
    },
    async (request) => services.members.belongsToEligibleDonationLocation(request.params.memberId),
  );
  return Promise.resolve();
};
