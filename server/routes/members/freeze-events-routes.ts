// /api/Members/{memberId}/FreezeEvents/…: stored items.
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { FreezeEvent } from '../../contract/members.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { MemberParams, memberSecurity } from './member-params.ts';

export const freezeEventsRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  app.get<{ Params: MemberParams }>(
    '/FreezeEvents/FreezeEvents',
    {
      schema: {
        tags: ['FreezeEvents'],
        summary: "The member's stored items (deleted ones left out), newest first",
        security: memberSecurity,
        params: MemberParams,
        response: withProblems({ 200: Type.Array(FreezeEvent) }),
      },
    },
    async (request) => services.members.freezeEvents(request.params.memberId),
  );
  return Promise.resolve();
};
