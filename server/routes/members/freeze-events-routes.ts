// /api/Members/{memberId}/FreezeEvents/…: stored items, the dispositions a member signs for
// them (architecture §5) and the consent records those signatures leave.
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../../services/app-services.ts';
import { dispositionRoutes } from './disposition-routes.ts';
import { storedItemsRoutes } from './stored-items-routes.ts';

export const freezeEventsRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  const routeOptions: RouteOptions = { services };
  await app.register(storedItemsRoutes, routeOptions);
  await app.register(dispositionRoutes, routeOptions);
};
