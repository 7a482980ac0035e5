// Everything under /api/Members/{memberId}/: signed in, and only for one's own member id
// (architecture §5 object-level access: anyone else gets the same 404 as a member that does
// not exist), and refused with 403 + subCode 7 while the member's center is in maintenance.
// The check runs before schema validation, so a request for somebody else's member id learns
// nothing from how its body would have been validated.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { problems } from '../../http-problem.ts';
import { createAuthenticate, sessionOf } from '../../plugins/authentication.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { collectionAppointmentRoutes } from './collection-appointment-routes.ts';
import { freezeEventsRoutes } from './freeze-events-routes.ts';
import { matchingPhotoRoutes } from './matching-photo-routes.ts';
import { matchingSiteRoutes } from './matching-site-routes.ts';
import { memberAccountRoutes } from './member-account-routes.ts';
import { memberIvfCenterRoutes } from './member-ivf-center-routes.ts';
import { paymentsRoutes } from './payments-routes.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `?ivfCenterId` is a filter of the call (another clinic is allowed), not the caller's own clinic. */
    centerQueryIsFilter?: boolean;
  }
}

/** A raw path/query value as an id, or null when it is not one (schema validation then answers 400). */
function rawId(value: unknown): number | null {
  return typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : typeof value === 'number' ? value : null;
}

export const memberScope: FastifyPluginAsync<RouteOptions> = async (app, options) => {
  const { tokens, centers } = options.services;
  app.addHook('onRequest', createAuthenticate(tokens));
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const { user } = sessionOf(request);
    const memberId = rawId((request.params as { memberId?: unknown }).memberId);
    const centerQuery = request.routeOptions.config.centerQueryIsFilter
      ? undefined
      : (request.query as { ivfCenterId?: unknown } | undefined)?.ivfCenterId;
    const centerId = rawId(centerQuery);
    if (memberId === null) return; // malformed: a 400 validation problem
    if (user.UserId !== memberId || (centerQuery !== undefined && centerId !== null && centerId !== user.IVFCenterId)) {
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
  await app.register(matchingPhotoRoutes, routeOptions);
  await app.register(paymentsRoutes, routeOptions);
};
