// /api/Admin/Moderation: custom descriptions and medical reviews waiting for a decision.
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ModerationDecision, ModerationItem, ModerationQuery, FreezeEventParams, MemberParams } from '../../../contract/api/admin.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { originOf, staffOf } from './staff-authentication.ts';
import { acknowledged, staffSecurity, tags } from './admin-common.ts';

export const moderationRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  const { content } = services.staff;

  app.get<{ Querystring: ModerationQuery }>(
    '/Moderation',
    {
      schema: {
        operationId: 'listModerationQueue',
        tags,
        summary: 'Custom descriptions waiting for approval (EDCPND) and stored items under medical review, in one list',
        security: staffSecurity,
        querystring: ModerationQuery,
        response: withProblems({ 200: Type.Array(ModerationItem) }),
      },
    },
    async (request) => content.moderation(staffOf(request), request.query),
  );

  app.post<{ Params: { memberId: number }; Body: ModerationDecision }>(
    '/Moderation/CustomDescription/:memberId',
    {
      schema: {
        operationId: 'moderateCustomDescription',
        tags,
        summary: 'Approves a custom description (recipients see it from now on) or sends it back with a reason the member reads; 409 when no longer waiting',
        security: staffSecurity,
        params: MemberParams,
        body: ModerationDecision,
        response: withProblems({ 200: acknowledged }),
      },
    },
    async (request) => {
      await content.decideCustomDescription(staffOf(request), request.params.memberId, request.body, originOf(request));
      return { done: true };
    },
  );

  app.post<{ Params: FreezeEventParams; Body: ModerationDecision }>(
    '/Moderation/MedicalReview/:freezeEventId',
    {
      schema: {
        operationId: 'moderateMedicalReview',
        tags,
        summary: 'Clears a stored item’s medical review (the couple’s profile becomes Current when nothing else waits) or sends it back with a reason; 409 when no longer waiting',
        security: staffSecurity,
        params: FreezeEventParams,
        body: ModerationDecision,
        response: withProblems({ 200: acknowledged }),
      },
    },
    async (request) => {
      await content.decideMedicalReview(staffOf(request), request.params.freezeEventId, request.body, originOf(request));
      return { done: true };
    },
  );
  return Promise.resolve();
};
