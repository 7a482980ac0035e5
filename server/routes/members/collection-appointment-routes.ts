// /api/Members/{memberId}/CollectionAppointment: the member's collections (spec §7) and the four
// actions on one of them. The query names are the spec's; each action answers the collection as it
// now stands. Which state allows which action: contract/domain/collectionAppointmentRules.ts.
import { Type, type TSchema } from '@sinclair/typebox';
import { CancelAppointmentQuery, ChangeCollectionSiteQuery, CollectionAppointment, InventoryBatchQuery } from '../../../contract/api/collection-appointments.ts';
import { MemberParams, memberSecurity } from './member-params.ts';
import { routeModule } from '../route-declaration.ts';

const tags = ['CollectionAppointment'];
const refusals = '404 not the member’s collection · 403 read-only member · 409 the clinic does not offer collections, or the collection is not in a state that allows this';

export const collectionAppointmentRoutes = routeModule({ tags, security: memberSecurity, params: MemberParams }, (route, services) => {
  const { collectionAppointments } = services;
  const put = <Q>(
    path: string,
    operationId: string,
    summary: string,
    querystring: TSchema,
    handle: (memberId: number, query: Q, acceptLanguage: string | undefined) => Promise<CollectionAppointment>,
  ) =>
    route.put<{ Params: MemberParams; Querystring: Q }>(
      `/CollectionAppointment/${path}`,
      { operationId, summary, description: refusals, querystring, ok: { 200: CollectionAppointment } },
      // The confirmation mail is in the language of the member's request.
      async (request) => handle(request.params.memberId, request.query as Q, request.headers['accept-language']),
    );

  route.get<{ Params: MemberParams }>(
    '/CollectionAppointment',
    { operationId: 'listMemberCollectionAppointments', summary: "The member's collection appointments (one per inventory batch)", ok: { 200: Type.Array(CollectionAppointment) } },
    async (request) => collectionAppointments.list(request.params.memberId),
  );

  put<CancelAppointmentQuery>(
    'CancelAppointment',
    'cancelCollectionAppointment',
    'Cancels a booked appointment with a reason (AppointmentPending → AppointmentNeeded)',
    CancelAppointmentQuery,
    (memberId, q, language) => collectionAppointments.cancelAppointment(memberId, q.inventoryBatchId, q.cancelAppointmentReason, language),
  );
  put<ChangeCollectionSiteQuery>(
    'ChangeCollectionSite',
    'changeCollectionSite',
    'Moves the collection to another of the clinic’s collection sites (before an appointment is booked)',
    ChangeCollectionSiteQuery,
    (memberId, q, language) => collectionAppointments.changeCollectionSite(memberId, q.inventoryBatchId, q.collectionSite, language),
  );
  put<InventoryBatchQuery>(
    'MemberCancelCollection',
    'cancelCollection',
    'Cancels the whole collection (→ BatchCancelled) while it is not yet in storage',
    InventoryBatchQuery,
    (memberId, q, language) => collectionAppointments.cancelCollection(memberId, q.inventoryBatchId, language),
  );
  put<InventoryBatchQuery>(
    'ResendEnrollmentPackage',
    'resendEnrollmentPackage',
    'E-mails the enrolment package again (a repeat within 10 minutes sends nothing and answers the same)',
    InventoryBatchQuery,
    (memberId, q, language) => collectionAppointments.resendEnrollmentPackage(memberId, q.inventoryBatchId, language),
  );
});
