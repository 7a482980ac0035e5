// /api/Auth/* (spec §7 Auth, architecture §5). All anonymous; the refresh and logout calls take
// the refresh token as bearer.
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../../services/app-services.ts';
import { emailChangeRoutes } from './email-change-routes.ts';
import { passwordResetRoutes } from './password-reset-routes.ts';
import { signInPageRoutes } from './sign-in-page-routes.ts';
import { signInRoutes } from './sign-in-routes.ts';
import { siteAddressRoutes } from './site-address-routes.ts';
import { tokenRoutes } from './token-routes.ts';

export const authRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  // Not the options as given: they carry this plugin's prefix.
  const routeOptions: RouteOptions = { services };
  await app.register(signInRoutes, routeOptions);
  await app.register(signInPageRoutes, routeOptions);
  await app.register(tokenRoutes, routeOptions);
  await app.register(passwordResetRoutes, routeOptions);
  await app.register(emailChangeRoutes, routeOptions);
  await app.register(siteAddressRoutes, routeOptions);
};
