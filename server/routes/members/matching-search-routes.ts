// /api/Members/{memberId}/MatchingSite/…: whether the member may use the matching site, and the search.
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { MatchingSearchQuery, MatchingSearchResult, SearchLeftMenu } from '../../../contract/api/matching-site.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { MemberParams, memberSecurity } from './member-params.ts';

const tags = ['MatchingSite'];

export const matchingSearchRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  app.get<{ Params: MemberParams }>(
    '/MatchingSite/MemberBelongsToEligibleDonationLocation',
    {
      schema: {
        operationId: 'getDonationLocationEligibility',
        tags,
        summary: 'Whether the member belongs to an eligible donation location (JSON boolean)',
        security: memberSecurity,
        params: MemberParams,
        response: withProblems({ 200: Type.Boolean() }),
      },
    },
    async (request) => services.members.belongsToEligibleDonationLocation(request.params.memberId),
  );

  app.get<{ Params: MemberParams }>(
    '/MatchingSite/SearchLeftMenu',
    {
      schema: {
        operationId: 'getMatchingSearchFilters',
        tags,
        summary: 'Search filter choices from the listed donor profiles (Current recipients; otherwise 409)',
        security: memberSecurity,
        params: MemberParams,
        response: withProblems({ 200: SearchLeftMenu }),
      },
    },
    async (request) => services.matching.searchLeftMenu(request.params.memberId),
  );

  app.get<{ Params: MemberParams; Querystring: MatchingSearchQuery }>(
    '/MatchingSite/MatchingSiteMembersBySearch',
    {
      // ?ivfCenterId is a search filter here (any clinic with the matching site), not the caller's clinic.
      config: { centerQueryIsFilter: true },
      schema: {
        operationId: 'searchMatchingProfiles',
        tags,
        summary: 'Listed donor profiles matching the filters, one page (Current recipients; otherwise 409)',
        security: memberSecurity,
        params: MemberParams,
        querystring: MatchingSearchQuery,
        response: withProblems({ 200: MatchingSearchResult }),
      },
    },
    async (request) => services.matching.search(request.params.memberId, request.query),
  );
  return Promise.resolve();
};
