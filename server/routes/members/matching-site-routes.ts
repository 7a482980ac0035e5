// /api/Members/{memberId}/MatchingSite/… : the eligibility check, and for recipients whose
// matching profile is Current the search (filter choices, paged search), one donor profile and
// the donor's embryos eligible for donation (services/matching-service.ts has the rules).
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  EligibleFreeze,
  EligibleFreezesQuery,
  MatchingSearchQuery,
  MatchingSearchResult,
  MatchingSiteMember,
  MatchingSiteMemberQuery,
  SearchLeftMenu,
} from '../../contract/matching-site.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { MemberParams, memberSecurity } from './member-params.ts';

export const matchingSiteRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  const tags = ['MatchingSite'];
  app.get<{ Params: MemberParams }>(
    '/MatchingSite/MemberBelongsToEligibleDonationLocation',
    {
      schema: {
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

  app.get<{ Params: MemberParams; Querystring: MatchingSiteMemberQuery }>(
    '/MatchingSite/MatchingSiteMember',
    {
      schema: {
        tags,
        summary: 'A listed donor profile as the recipient may see it (404 when not listed)',
        security: memberSecurity,
        params: MemberParams,
        querystring: MatchingSiteMemberQuery,
        response: withProblems({ 200: MatchingSiteMember }),
      },
    },
    async (request) => services.matching.member(request.params.memberId, request.query.requestMemberId, request.query.freezeId),
  );

  app.get<{ Params: MemberParams; Querystring: EligibleFreezesQuery }>(
    '/MatchingSite/EligibleFreezesForDonation',
    {
      // ?ivfCenterId is the donor's clinic here.
      config: { centerQueryIsFilter: true },
      schema: {
        tags,
        summary: "A listed donor's embryos eligible for donation and not reserved (?id = the donor)",
        security: memberSecurity,
        params: MemberParams,
        querystring: EligibleFreezesQuery,
        response: withProblems({ 200: Type.Array(EligibleFreeze) }),
      },
    },
    async (request) => services.matching.eligibleFreezes(request.params.memberId, request.query.id, request.query.ivfCenterId),
  );
  return Promise.resolve();
};
