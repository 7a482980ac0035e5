// /api/Configuration, /api/Locale (anonymous) and /api/GlobalBannerMessage/GetAllActive (signed in).
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../../services/app-services.ts';
import { bannerMessageRoutes } from './banner-message-routes.ts';
import { frontendConfigurationRoutes } from './frontend-configuration-routes.ts';
import { localeRoutes } from './locale-routes.ts';

export const configurationRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  const routeOptions: RouteOptions = { services };
  await app.register(frontendConfigurationRoutes, routeOptions);
  await app.register(localeRoutes, routeOptions);
  await app.register(bannerMessageRoutes, routeOptions);
};
