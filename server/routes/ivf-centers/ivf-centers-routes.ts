// /api/IvfCenters/{ivfCenterId}/… (spec §7). Anonymous except PayPalApiSettingsId: the login and
// enrolment pages need the center, its flags, maintenance state and the country lists before sign-in.
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../../services/app-services.ts';
import { centerReferenceRoutes } from './center-reference-routes.ts';
import { centerSettingsRoutes } from './center-settings-routes.ts';

export const ivfCentersRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  const routeOptions: RouteOptions = { services };
  await app.register(centerReferenceRoutes, routeOptions);
  await app.register(centerSettingsRoutes, routeOptions);
};
