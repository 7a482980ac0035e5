// The freeze events a donor couple offers, and the recipient who asks for them.
import type { FastifyPluginAsync } from 'fastify';
import { OfferedFreezes, OfferedFreezesBody, RequestingRecipient, RequestingRecipientQuery } from '../../../contract/api/matching-site.ts';
import { IfMatchHeaders, ifMatchOf, withEntityTag } from '../../http-preconditions.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { MemberParams, memberSecurity } from './member-params.ts';

const tags = ['MatchingSite'];

export const matchingOfferRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
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
  return Promise.resolve();
};
