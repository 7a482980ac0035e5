// A listed donor couple's profile, its PDF and the couple's embryos eligible for donation.
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { EligibleFreeze, EligibleFreezesQuery, MatchingSiteMember, MatchingSiteMemberQuery } from '../../../contract/api/matching-site.ts';
import { IdParam } from '../../../contract/api/common.ts';
import { binaryResponse, withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { MemberParams, memberSecurity } from './member-params.ts';
import { renderDonorProfilePdf } from '../../services/donor-profile-document.ts';
import { mailLocaleOf } from '../../services/account-mail.ts';
import { isoAt } from '../../services/clock.ts';

const GenerateDonorProfileQuery = Type.Object({ requestMemberId: IdParam });
const tags = ['MatchingSite'];

export const matchingDonorRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  app.get<{ Params: MemberParams; Querystring: MatchingSiteMemberQuery }>(
    '/MatchingSite/MatchingSiteMember',
    {
      schema: {
        operationId: 'getListedMatchingProfile',
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
        operationId: 'listDonorEligibleFreezes',
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

  app.get<{ Params: MemberParams; Querystring: { requestMemberId: number } }>(
    '/MatchingSite/GenerateDonorProfile',
    {
      schema: {
        operationId: 'getDonorProfileDocument',
        tags,
        summary: 'A listed donor profile as a PDF, with exactly what the recipient may see (attachment named after the profile code)',
        security: memberSecurity,
        params: MemberParams,
        querystring: GenerateDonorProfileQuery,
        produces: ['application/pdf'],
        response: withProblems({ 200: binaryResponse('The donor profile as a PDF', ['application/pdf']) }),
      },
    },
    async (request, reply) => {
      const profile = await services.matching.member(request.params.memberId, request.query.requestMemberId, undefined);
      const pdf = await renderDonorProfilePdf(profile, isoAt(services.clock.now()), mailLocaleOf(request.headers['accept-language'], 'en-US'));
      return reply.type('application/pdf').header('Content-Disposition', `attachment; filename="${profile.profileCode}.pdf"`).header('Cache-Control', 'no-store').send(pdf);
    },
  );
  return Promise.resolve();
};
