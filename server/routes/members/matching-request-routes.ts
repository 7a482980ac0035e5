// Requests between recipients and donor couples (services/matching-requests-service.ts). Spec §7
// makes these calls GET: they change state, so they answer `Cache-Control: no-store`.
import type { Static, TSchema } from '@sinclair/typebox';
import { AnswerRequestQuery, CancelRequestQuery, ConfirmRequestQuery, MatchingRequest, type RequestKind } from '../../../contract/api/matching-site.ts';
import { MemberParams, memberSecurity } from './member-params.ts';
import { routeModule } from '../route-declaration.ts';

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
const tags = ['MatchingSite'];

export const matchingRequestRoutes = routeModule({ tags, security: memberSecurity, params: MemberParams }, (route, services) => {
  /** A request call: spec §7 makes it GET although it changes state, so it answers no-store. */
  const requestCall = <Q extends TSchema>(
    path: string,
    operationId: string,
    summary: string,
    querystring: Q,
    handle: (memberId: number, query: Static<Q>, acceptLanguage: string | undefined) => Promise<MatchingRequest>,
  ) => {
    route.get<{ Params: MemberParams; Querystring: Static<Q> }>(
      `/MatchingSite/${path}`,
      { operationId, summary, querystring, ok: { 200: MatchingRequest } },
      async (request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        // The mail to the member who acted is in their request's language.
        return handle(request.params.memberId, request.query, request.headers['accept-language']);
      },
    );
  };

  for (const { path, operationId, kind, what } of confirmCalls) {
    requestCall(path, operationId, `Recipient asks a listed couple for ${what}; a repeated request answers the active one`, ConfirmRequestQuery, (memberId, query, language) =>
      services.matchingRequests.request(memberId, kind, query, language),
    );
  }

  for (const { path, operationId, kind, what } of cancelCalls) {
    requestCall(path, operationId, `Recipient cancels a requested or accepted ${what}`, CancelRequestQuery, (memberId, query, language) =>
      services.matchingRequests.cancel(memberId, kind, query, language),
    );
  }

  for (const { path, operationId, kind, what } of answerCalls) {
    requestCall(path, operationId, `Donor couple accepts or declines (accept=false) ${what}`, AnswerRequestQuery, (memberId, query, language) =>
      services.matchingRequests.answer(memberId, kind, query, language),
    );
  }
});
