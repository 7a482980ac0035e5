// A listed donor couple's profile, its PDF and the couple's embryos eligible for donation.
import { Type } from '@sinclair/typebox';
import { EligibleFreeze, EligibleFreezesQuery, MatchingSiteMember, MatchingSiteMemberQuery } from '../../../contract/api/matching-site.ts';
import { IdParam } from '../../../contract/api/common.ts';
import { binaryResponse } from '../../plugins/problem-details.ts';
import { MemberParams, memberSecurity } from './member-params.ts';
import { renderDonorProfilePdf } from '../../services/donor-profile-document.ts';
import { mailLocaleOf } from '../../services/account-mail.ts';
import { isoAt } from '../../services/clock.ts';
import { routeModule } from '../route-declaration.ts';

const GenerateDonorProfileQuery = Type.Object({ requestMemberId: IdParam });
const tags = ['MatchingSite'];

export const matchingDonorRoutes = routeModule({ tags, security: memberSecurity, params: MemberParams }, (route, services) => {
  route.get<{ Params: MemberParams; Querystring: MatchingSiteMemberQuery }>(
    '/MatchingSite/MatchingSiteMember',
    {
      operationId: 'getListedMatchingProfile',
      summary: 'A listed donor profile as the recipient may see it (404 when not listed)',
      querystring: MatchingSiteMemberQuery,
      ok: { 200: MatchingSiteMember },
    },
    async (request) => services.matching.member(request.params.memberId, request.query.requestMemberId, request.query.freezeId),
  );

  route.get<{ Params: MemberParams; Querystring: EligibleFreezesQuery }>(
    '/MatchingSite/EligibleFreezesForDonation',
    {
      operationId: 'listDonorEligibleFreezes',
      summary: "A listed donor's embryos eligible for donation and not reserved (?id = the donor)",
      querystring: EligibleFreezesQuery,
      ok: { 200: Type.Array(EligibleFreeze) },
    },
    async (request) => services.matching.eligibleFreezes(request.params.memberId, request.query.id, request.query.ivfCenterId),
    { config: { centerQueryIsFilter: true } },
  );

  route.get<{ Params: MemberParams; Querystring: { requestMemberId: number } }>(
    '/MatchingSite/GenerateDonorProfile',
    {
      operationId: 'getDonorProfileDocument',
      summary: 'A listed donor profile as a PDF, with exactly what the recipient may see (attachment named after the profile code)',
      querystring: GenerateDonorProfileQuery,
      produces: ['application/pdf'],
      ok: { 200: binaryResponse('The donor profile as a PDF', ['application/pdf']) },
    },
    async (request, reply) => {
      const profile = await services.matching.member(request.params.memberId, request.query.requestMemberId, undefined);
      const pdf = await renderDonorProfilePdf(profile, isoAt(services.clock.now()), mailLocaleOf(request.headers['accept-language'], 'en-US'));
      return reply.type('application/pdf').header('Content-Disposition', `attachment; filename="${profile.profileCode}.pdf"`).header('Cache-Control', 'no-store').send(pdf);
    },
  );
});
