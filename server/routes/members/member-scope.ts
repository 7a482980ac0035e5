// Everything under /api/Members/{memberId}/: signed in, and only for one's own member id
// (architecture §5 object-level access: anyone else gets the same 404 as a member that does
// not exist), and refused with 403 + subCode 7 while the member's center is in maintenance.
//
// The decision is made twice and fails closed both times. Before validation, on the raw text
// read the way validation reads it (canonical decimal only): somebody else's id learns nothing
// from how its body would have been validated, and any other spelling is left to validation,
// which refuses it (400). After validation, on the very values the handler receives: nothing
// reaches a handler unless the validated member id is the caller's and any `?ivfCenterId` is
// the caller's clinic.
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { problems } from '../../http-problem.ts';
import { createAuthenticate, sessionOf } from '../../plugins/authentication.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { collectionAppointmentRoutes } from './collection-appointment-routes.ts';
import { consentRoutes } from './consent-routes.ts';
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

/** A raw path/query text as an id when it is in the canonical form validation accepts, else null. */
function canonicalId(value: unknown): number | null {
  return typeof value === 'string' && /^(?:0|[1-9][0-9]{0,14})$/.test(value) ? Number(value) : null;
}

function centerFilterOf(request: FastifyRequest): unknown {
  return request.routeOptions.config.centerQueryIsFilter ? undefined : (request.query as { ivfCenterId?: unknown } | undefined)?.ivfCenterId;
}

export const memberScope: FastifyPluginAsync<RouteOptions> = async (app, options) => {
  const { tokens, centers } = options.services;
  app.addHook('onRequest', createAuthenticate(tokens));
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const { user } = sessionOf(request);
    const memberId = canonicalId((request.params as { memberId?: unknown }).memberId);
    const centerQuery = centerFilterOf(request);
    const centerId = canonicalId(centerQuery);
    // Another member's (or clinic's) id in canonical form: the 404 before the body is looked at.
    if ((memberId !== null && memberId !== user.UserId) || (centerId !== null && centerId !== user.IVFCenterId)) throw problems.memberNotFound();
    if (user.IVFCenterId !== null) await centers.assertNotInMaintenance(user.IVFCenterId);
  });
  app.addHook('onRoute', (route) => {
    // Every handler below runs only for the validated member id and `?ivfCenterId` of the caller:
    // checked again on the values the handler receives (a wrapper, not one more hook per request).
    const handler = route.handler;
    route.handler = function ownHandler(this: FastifyInstance, request, reply) {
      const { user } = sessionOf(request);
      const { memberId } = request.params as { memberId?: unknown };
      // A route whose schema does not declare `?ivfCenterId` leaves it as text: read it strictly too.
      const centerQuery = centerFilterOf(request);
      const centerId = typeof centerQuery === 'string' ? canonicalId(centerQuery) : centerQuery;
      if (memberId !== user.UserId || (centerQuery !== undefined && centerId !== user.IVFCenterId)) throw problems.memberNotFound();
      return handler.call(this, request, reply);
    };
  });
  const routeOptions: RouteOptions = { services: options.services };
  await app.register(memberAccountRoutes, routeOptions);
  await app.register(memberIvfCenterRoutes, routeOptions);
  await app.register(freezeEventsRoutes, routeOptions);
  await app.register(consentRoutes, routeOptions);
  await app.register(collectionAppointmentRoutes, routeOptions);
  await app.register(matchingSiteRoutes, routeOptions);
  await app.register(matchingPhotoRoutes, routeOptions);
  await app.register(paymentsRoutes, routeOptions);
};
