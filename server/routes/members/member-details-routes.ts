// /api/Members/{memberId}/MemberAccount/…: the member and their billing history.
import { Type } from '@sinclair/typebox';
import { Member, PaymentHistoryEntry } from '../../../contract/api/members.ts';
import { withEntityTag } from '../../http-preconditions.ts';
import { MemberParams, memberSecurity, OptionalCenterQuery } from './member-params.ts';
import { routeModule } from '../route-declaration.ts';

const tags = ['MemberAccount'];

export const memberDetailsRoutes = routeModule({ tags, security: memberSecurity, params: MemberParams }, (route, services) => {
  const { members, emailChanges } = services;

  route.get<{ Params: MemberParams }>(
    '/MemberAccount/Member',
    { operationId: 'getMember', summary: 'The member (ETag: the version of the profile and default payment method)', querystring: OptionalCenterQuery, ok: { 200: Member } },
    async (request, reply) => {
      const { member, pendingEmailUntil } = await members.getMemberWithMarkers(request.params.memberId);
      return withEntityTag(reply, { ...member, pendingEmail: await emailChanges.pendingEmail(request.params.memberId, pendingEmailUntil) });
    },
  );

  route.get<{ Params: MemberParams }>(
    '/MemberAccount/MemberPaymentHistoryAll',
    { operationId: 'getMemberBillingHistory', summary: 'Billing history, oldest first, with the running balance after each entry', ok: { 200: Type.Array(PaymentHistoryEntry) } },
    async (request) => members.paymentHistory(request.params.memberId),
  );
});
