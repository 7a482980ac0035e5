// Everything under /api/Members/{memberId}/: signed in, and only for one's own member id
// (architecture §5 object-level access: anyone else gets the same 404 as a member that does
// not exist), and refused with 403 + subCode 7 while the member's center is in maintenance.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { problems } from '../../http-problem.ts';
import { createAuthenticate, sessionOf } from '../../plugins/authentication.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { collectionAppointmentRoutes } from './collection-appointment-routes.ts';
import { freezeEventsRoutes } from './freeze-events-routes.ts';
import { matchingSiteRoutes } from './matching-site-routes.ts';
import { memberAccountRoutes } from './member-account-routes.ts';
import { memberIvfCenterRoutes } from './member-ivf-center-routes.ts';
import type { MemberParams } from './member-params.ts';

export const memberScope: FastifyPluginAsync<RouteOptions> = async (app, options) => {
  const { tokens, centers } = options.services;
  app.addHook('onRequest', createAuthenticate(tokens));
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const { user } = sessionOf(request);
    const { memberId } = request.params as MemberParams;
    const query = request.query as { ivfCenterId?: number } | undefined;
    if (user.UserId !== memberId || (query?.ivfCenterId !== undefined && query.ivfCenterId !== user.IVFCenterId)) {
      throw problems.memberNotFound();
    }
    if (user.IVFCenterId !== null) await centers.assertNotInMaintenance(user.IVFCenterId);
  });

  const routeOptions: RouteOptions = { services: options.services };
  await app.register(memberAccountRoutes, routeOptions);
  await app.register(memberIvfCenterRoutes, routeOptions);
  await app.register(freezeEventsRoutes, routeOptions);
  await app.register(collectionAppointmentRoutes, routeOptions);
  await app.register(matchingSiteRoutes, routeOptions);
};
