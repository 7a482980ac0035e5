// /api/Members/{memberId}/CollectionAppointment (read; the PUT actions come with the appointments issue).
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { CollectionAppointment } from '../../contract/collection-appointments.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { MemberParams, memberSecurity } from './member-params.ts';

export const collectionAppointmentRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  app.get<{ Params: MemberParams }>(
    '/CollectionAppointment',
    {
      schema: {
        tags: ['CollectionAppointment'],
        summary: "The member's collection appointments (one per inventory batch)",
        security: memberSecurity,
        params: MemberParams,
        response: withProblems({ 200: Type.Array(CollectionAppointment) }),
      },
    },
    async (request) => services.members.collectionAppointments(request.params.memberId),
  );
  return Promise.resolve();
};
