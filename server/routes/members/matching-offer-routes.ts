// The freeze events a donor couple offers, and the recipient who asks for them.
import { OfferedFreezes, OfferedFreezesBody, RequestingRecipient, RequestingRecipientQuery } from '../../../contract/api/matching-site.ts';
import { IfMatchHeaders, ifMatchOf, withEntityTag } from '../../http-preconditions.ts';
import { MemberParams, memberSecurity } from './member-params.ts';
import { routeModule } from '../route-declaration.ts';

const tags = ['MatchingSite'];

export const matchingOfferRoutes = routeModule({ tags, security: memberSecurity, params: MemberParams }, (route, services) => {
  route.get<{ Params: MemberParams }>(
    '/MatchingSite/OfferedFreezes',
    {
      operationId: 'getOfferedFreezes',
      summary: "The donor couple's embryos that could be offered on the matching site, and which are (donor couples; others 409); ETag: the matching version",
      ok: { 200: OfferedFreezes },
    },
    async (request, reply) => withEntityTag(reply, await services.matchingRequests.offers(request.params.memberId)),
  );

  route.put<{ Params: MemberParams; Body: OfferedFreezesBody; Headers: IfMatchHeaders }>(
    '/MatchingSite/OfferedFreezes',
    {
      operationId: 'setOfferedFreezes',
      summary: 'Sets which embryos the donor couple offers: recipients see and may reserve only these',
      description:
        "404 when an id is not one of the couple's donatable embryos (nothing saved); 409 when a reserved freeze event would be withdrawn; 503 during matching-site maintenance. If-Match: 428 without it, 412 when stale.",
      headers: IfMatchHeaders,
      body: OfferedFreezesBody,
      ok: { 200: OfferedFreezes },
    },
    async (request, reply) => withEntityTag(reply, await services.matchingRequests.saveOffers(request.params.memberId, request.body.freezeIds, ifMatchOf(request, 'matching'))),
  );

  route.get<{ Params: MemberParams; Querystring: RequestingRecipientQuery }>(
    '/MatchingSite/RequestingRecipient',
    {
      operationId: 'getRequestingRecipient',
      summary: 'The profile of a recipient with a waiting or accepted request to the donor couple (404 for anybody else); an alias, never names, unless the couple is OPEN',
      querystring: RequestingRecipientQuery,
      ok: { 200: RequestingRecipient },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return services.matchingRequests.requestingRecipient(request.params.memberId, request.query.requestMemberId);
    },
  );
});
