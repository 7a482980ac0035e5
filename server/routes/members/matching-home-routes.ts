// The matching home page and the eligibility for a donor contract.
import type { FastifyPluginAsync } from 'fastify';
import { ContractEligibility, MatchingHome } from '../../../contract/api/matching-site.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { MemberParams, memberSecurity } from './member-params.ts';

const tags = ['MatchingSite'];

export const matchingHomeRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  app.get<{ Params: MemberParams }>(
    '/MatchingSite/EmbryoDonorContractEligibility',
    {
      schema: {
        operationId: 'getDonorContractEligibility',
        tags,
        summary: 'Whether the donor couple may sign a donation contract now, with the reasons why not',
        security: memberSecurity,
        params: MemberParams,
        response: withProblems({ 200: ContractEligibility }),
      },
    },
    async (request) => services.matchingRequests.contractEligibility(request.params.memberId),
  );

  app.get<{ Params: MemberParams }>(
    '/MatchingSite/MatchingHome',
    {
      schema: {
        operationId: 'getMatchingHome',
        tags,
        summary: "The member's matching home: role, own profile summary, requests and the matching-site maintenance window",
        security: memberSecurity,
        params: MemberParams,
        response: withProblems({ 200: MatchingHome }),
      },
    },
    async (request) => services.matchingRequests.home(request.params.memberId),
  );
  return Promise.resolve();
};
