// /api/Admin/Moderation: custom descriptions and medical reviews waiting for a decision.
import { Type } from '@sinclair/typebox';
import { ModerationDecision, ModerationItem, ModerationQuery, FreezeEventParams, MemberParams } from '../../../contract/api/admin.ts';
import { originOf, staffOf } from './staff-authentication.ts';
import { acknowledged, staffSecurity, tags } from './admin-common.ts';
import { routeModule } from '../route-declaration.ts';

export const moderationRoutes = routeModule({ tags, security: staffSecurity }, (route, services) => {
  const { content } = services.staff;

  route.get<{ Querystring: ModerationQuery }>(
    '/Moderation',
    {
      operationId: 'listModerationQueue',
      summary: 'Custom descriptions waiting for approval (EDCPND) and stored items under medical review, in one list',
      querystring: ModerationQuery,
      ok: { 200: Type.Array(ModerationItem) },
    },
    async (request) => content.moderation(staffOf(request), request.query),
  );

  route.post<{ Params: { memberId: number }; Body: ModerationDecision }>(
    '/Moderation/CustomDescription/:memberId',
    {
      operationId: 'moderateCustomDescription',
      summary: 'Approves a custom description (recipients see it from now on) or sends it back with a reason the member reads; 409 when no longer waiting',
      params: MemberParams,
      body: ModerationDecision,
      ok: { 200: acknowledged },
    },
    async (request) => {
      await content.decideCustomDescription(staffOf(request), request.params.memberId, request.body, originOf(request));
      return { done: true };
    },
  );

  route.post<{ Params: FreezeEventParams; Body: ModerationDecision }>(
    '/Moderation/MedicalReview/:freezeEventId',
    {
      operationId: 'moderateMedicalReview',
      summary: 'Clears a stored item’s medical review (the couple’s profile becomes Current when nothing else waits) or sends it back with a reason; 409 when no longer waiting',
      params: FreezeEventParams,
      body: ModerationDecision,
      ok: { 200: acknowledged },
    },
    async (request) => {
      await content.decideMedicalReview(staffOf(request), request.params.freezeEventId, request.body, originOf(request));
      return { done: true };
    },
  );
});
