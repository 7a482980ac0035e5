// /api/Members/{memberId}/MatchingSite/…: whether the member may use the matching site, and the search.
import { Type } from '@sinclair/typebox';
import { MatchingSearchQuery, MatchingSearchResult, SearchLeftMenu } from '../../../contract/api/matching-site.ts';
import { MemberParams, memberSecurity } from './member-params.ts';
import { routeModule } from '../route-declaration.ts';

const tags = ['MatchingSite'];

export const matchingSearchRoutes = routeModule({ tags, security: memberSecurity, params: MemberParams }, (route, services) => {
  route.get<{ Params: MemberParams }>(
    '/MatchingSite/MemberBelongsToEligibleDonationLocation',
    { operationId: 'getDonationLocationEligibility', summary: 'Whether the member belongs to an eligible donation location (JSON boolean)', ok: { 200: Type.Boolean() } },
    async (request) => services.members.belongsToEligibleDonationLocation(request.params.memberId),
  );

  route.get<{ Params: MemberParams }>(
    '/MatchingSite/SearchLeftMenu',
    { operationId: 'getMatchingSearchFilters', summary: 'Search filter choices from the listed donor profiles (Current recipients; otherwise 409)', ok: { 200: SearchLeftMenu } },
    async (request) => services.matching.searchLeftMenu(request.params.memberId),
  );

  route.get<{ Params: MemberParams; Querystring: MatchingSearchQuery }>(
    '/MatchingSite/MatchingSiteMembersBySearch',
    {
      operationId: 'searchMatchingProfiles',
      summary: 'Listed donor profiles matching the filters, one page (Current recipients; otherwise 409)',
      querystring: MatchingSearchQuery,
      ok: { 200: MatchingSearchResult },
    },
    async (request) => services.matching.search(request.params.memberId, request.query),
    { config: { centerQueryIsFilter: true } },
  );
});
