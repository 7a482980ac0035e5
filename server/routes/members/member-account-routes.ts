// /api/Members/{memberId}/MemberAccount/…: the member, billing history, profile and credential
// updates, the language kept for their mails, and the pre-empt register step (RegistrationDetails → CompleteRegistration).
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../../services/app-services.ts';
import { memberDetailsRoutes } from './member-details-routes.ts';
import { memberLanguageRoutes } from './member-language-routes.ts';
import { memberProfileRoutes } from './member-profile-routes.ts';
import { registrationDetailsRoutes } from './registration-details-routes.ts';

export const memberAccountRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  const routeOptions: RouteOptions = { services };
  await app.register(memberDetailsRoutes, routeOptions);
  await app.register(memberProfileRoutes, routeOptions);
  await app.register(memberLanguageRoutes, routeOptions);
  await app.register(registrationDetailsRoutes, routeOptions);
};
