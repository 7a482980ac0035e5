// /api/Members/{memberId}/MatchingSite/… : the eligibility check; for recipients whose matching
// profile is Current the search (filter choices, paged search), one donor profile, its PDF and the
// donor's embryos eligible for donation (services/matching-service.ts); the member's own profile
// (services/matching-profile-service.ts); requests, matching home and contract eligibility
// (services/matching-requests-service.ts). Spec §7 makes the request calls GET: they change state,
// so they answer `Cache-Control: no-store`.
import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  AnswerRequestQuery,
  CancelRequestQuery,
  ConfirmRequestQuery,
  ContractEligibility,
  EligibleFreeze,
  EligibleFreezesQuery,
  MatchingHome,
  MatchingRequest,
  MatchingSearchQuery,
  MatchingSearchResult,
  MatchingSiteMember,
  MatchingSiteMemberQuery,
  OfferedFreezes,
  OfferedFreezesBody,
  OwnMatchingProfile,
  type RequestKind,
  RequestingRecipient,
  RequestingRecipientQuery,
  SearchLeftMenu,
  UpdateMatchingProfileBody,
} from '../../../contract/api/matching-site.ts';
import { IdParam } from '../../../contract/api/common.ts';
import { IfMatchHeaders, ifMatchOf, withEntityTag } from '../../http-preconditions.ts';
import { binaryResponse, withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { MemberParams, memberSecurity } from './member-params.ts';
import { renderDonorProfilePdf } from '../../services/donor-profile-document.ts';
import { mailLocaleOf } from '../../services/account-mail.ts';
import { isoAt } from '../../services/clock.ts';

const GenerateDonorProfileQuery = Type.Object({ requestMemberId: IdParam });

/** The recipient's request calls (ConfirmXRequest) and cancellations (ConfirmXCancellation). */
const confirmCalls: { path: string; operationId: string; kind: RequestKind; what: string }[] = [
  { path: 'ConfirmMatchRequest', operationId: 'requestMatch', kind: 'MATCH', what: 'a match' },
  { path: 'ConfirmPhotosRequest', operationId: 'requestPhotos', kind: 'PHOTOS', what: "an OPEN couple's photos" },
  { path: 'ConfirmRequestReservation', operationId: 'requestReservation', kind: 'RESERVATION', what: 'a reservation of one freeze event (needs an accepted match)' },
];
const cancelCalls: { path: string; operationId: string; kind: RequestKind; what: string }[] = [
  { path: 'ConfirmMatchCancellation', operationId: 'cancelMatchRequest', kind: 'MATCH', what: 'match request' },
  { path: 'ConfirmPhotosCancellation', operationId: 'cancelPhotosRequest', kind: 'PHOTOS', what: 'photo request' },
  { path: 'ConfirmReservationCancellation', operationId: 'cancelReservation', kind: 'RESERVATION', what: 'reservation (an accepted one gives the embryos their status back)' },
];
const answerCalls: { path: string; operationId: string; kind: 'MATCH' | 'PHOTOS'; what: string }[] = [
  { path: 'AcceptMatchRequest', operationId: 'answerMatchRequest', kind: 'MATCH', what: 'a match request, or with freezeId that reservation' },
  { path: 'AcceptPhotosRequest', operationId: 'answerPhotosRequest', kind: 'PHOTOS', what: 'a photo request' },
];

export const matchingSiteRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  const tags = ['MatchingSite'];
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

  app.get<{ Params: MemberParams }>(
    '/MatchingSite/MatchingProfile',
    {
      schema: {
        operationId: 'getOwnMatchingProfile',
        tags,
        summary: "The member's own matching profile (donor couples and recipients; others 409); ETag: its version",
        security: memberSecurity,
        params: MemberParams,
        response: withProblems({ 200: OwnMatchingProfile }),
      },
    },
    async (request, reply) => withEntityTag(reply, await services.matchingProfiles.get(request.params.memberId)),
  );

  app.put<{ Params: MemberParams; Body: UpdateMatchingProfileBody; Headers: IfMatchHeaders }>(
    '/MatchingSite/UpdateMatchingProfile',
    {
      schema: {
        operationId: 'updateMatchingProfile',
        tags,
        summary: "Saves one step of a donor couple's profile, in order (409 names the missing step; 503 during matching-site maintenance)",
        description: "If-Match must name the profile's current ETag: 428 without it, 412 when it was saved elsewhere since (nothing saved).",
        security: memberSecurity,
        params: MemberParams,
        headers: IfMatchHeaders,
        body: UpdateMatchingProfileBody,
        response: withProblems({ 200: OwnMatchingProfile }),
      },
    },
    async (request, reply) => withEntityTag(reply, await services.matchingProfiles.update(request.params.memberId, request.body, ifMatchOf(request, 'matching'))),
  );

  app.put<{ Params: MemberParams; Headers: IfMatchHeaders }>(
    '/MatchingSite/RebuildMatchingProfile',
    {
      schema: {
        operationId: 'rebuildMatchingProfile',
        tags,
        summary: "Restarts a donor couple's profile from the clinic's records (NOPROF; requests stay)",
        description: "If-Match must name the profile's current ETag: 428 without it, 412 when it was saved elsewhere since (nothing changed).",
        security: memberSecurity,
        params: MemberParams,
        headers: IfMatchHeaders,
        response: withProblems({ 200: OwnMatchingProfile }),
      },
    },
    async (request, reply) => withEntityTag(reply, await services.matchingProfiles.rebuild(request.params.memberId, ifMatchOf(request, 'matching'))),
  );

  /** A request call: spec §7 makes it GET although it changes state, so it answers no-store. */
  const requestCall = <Q extends TSchema>(
    path: string,
    operationId: string,
    summary: string,
    querystring: Q,
    handle: (memberId: number, query: Static<Q>) => Promise<MatchingRequest>,
  ) => {
    app.get<{ Params: MemberParams; Querystring: Static<Q> }>(
      `/MatchingSite/${path}`,
      { schema: { operationId, tags, summary, security: memberSecurity, params: MemberParams, querystring, response: withProblems({ 200: MatchingRequest }) } },
      async (request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        return handle(request.params.memberId, request.query);
      },
    );
  };
  for (const { path, operationId, kind, what } of confirmCalls) {
    requestCall(path, operationId, `Recipient asks a listed couple for ${what}; a repeated request answers the active one`, ConfirmRequestQuery, (memberId, query) =>
      services.matchingRequests.request(memberId, kind, query),
    );
  }
  for (const { path, operationId, kind, what } of cancelCalls) {
    requestCall(path, operationId, `Recipient cancels a requested or accepted ${what}`, CancelRequestQuery, (memberId, query) =>
      services.matchingRequests.cancel(memberId, kind, query),
    );
  }
  for (const { path, operationId, kind, what } of answerCalls) {
    requestCall(path, operationId, `Donor couple accepts or declines (accept=false) ${what}`, AnswerRequestQuery, (memberId, query) =>
      services.matchingRequests.answer(memberId, kind, query),
    );
  }

  app.get<{ Params: MemberParams }>(
    '/MatchingSite/OfferedFreezes',
    {
      schema: {
        operationId: 'getOfferedFreezes',
        tags,
        summary: "The donor couple's embryos that could be offered on the matching site, and which are (donor couples; others 409); ETag: the matching version",
        security: memberSecurity,
        params: MemberParams,
        response: withProblems({ 200: OfferedFreezes }),
      },
    },
    async (request, reply) => withEntityTag(reply, await services.matchingRequests.offers(request.params.memberId)),
  );

  app.put<{ Params: MemberParams; Body: OfferedFreezesBody; Headers: IfMatchHeaders }>(
    '/MatchingSite/OfferedFreezes',
    {
      schema: {
        operationId: 'setOfferedFreezes',
        tags,
        summary: 'Sets which embryos the donor couple offers: recipients see and may reserve only these',
        description:
          "404 when an id is not one of the couple's donatable embryos (nothing saved); 409 when a reserved freeze event would be withdrawn; 503 during matching-site maintenance. If-Match: 428 without it, 412 when stale.",
        security: memberSecurity,
        params: MemberParams,
        headers: IfMatchHeaders,
        body: OfferedFreezesBody,
        response: withProblems({ 200: OfferedFreezes }),
      },
    },
    async (request, reply) => withEntityTag(reply, await services.matchingRequests.saveOffers(request.params.memberId, request.body.freezeIds, ifMatchOf(request, 'matching'))),
  );

  app.get<{ Params: MemberParams; Querystring: RequestingRecipientQuery }>(
    '/MatchingSite/RequestingRecipient',
    {
      schema: {
        operationId: 'getRequestingRecipient',
        tags,
        summary: 'The profile of a recipient with a waiting or accepted request to the donor couple (404 for anybody else); an alias, never names, unless the couple is OPEN',
        security: memberSecurity,
        params: MemberParams,
        querystring: RequestingRecipientQuery,
        response: withProblems({ 200: RequestingRecipient }),
      },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return services.matchingRequests.requestingRecipient(request.params.memberId, request.query.requestMemberId);
    },
  );

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
