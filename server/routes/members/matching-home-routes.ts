// The matching home page and the eligibility for a donor contract.
import { ContractEligibility, MatchingHome } from '../../../contract/api/matching-site.ts';
import { MemberParams, memberSecurity } from './member-params.ts';
import { routeModule } from '../route-declaration.ts';

const tags = ['MatchingSite'];

export const matchingHomeRoutes = routeModule({ tags, security: memberSecurity, params: MemberParams }, (route, services) => {
  route.get<{ Params: MemberParams }>(
    '/MatchingSite/EmbryoDonorContractEligibility',
    {
      operationId: 'getDonorContractEligibility',
      summary: 'Whether the donor couple may sign a donation contract now, with the reasons why not',
      ok: { 200: ContractEligibility },
    },
    async (request) => services.matchingRequests.contractEligibility(request.params.memberId),
  );

  route.get<{ Params: MemberParams }>(
    '/MatchingSite/MatchingHome',
    {
      operationId: 'getMatchingHome',
      summary: "The member's matching home: role, own profile summary, requests and the matching-site maintenance window",
      ok: { 200: MatchingHome },
    },
    async (request) => services.matchingRequests.home(request.params.memberId),
  );
});
