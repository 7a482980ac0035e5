// /api/Members/{memberId}/…: the member's consent overview (own and co-owned items, each with its
// joint decision and storage consent), renewing storage consent, and the joint decisions a member
// takes part in as either partner (issue 13). Access to a decision is decided on the decision row:
// only its owner or the partner's own account; anyone else gets the 404 of a decision that does not exist.
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../../services/app-services.ts';
import { jointDecisionRoutes } from './joint-decision-routes.ts';
import { storageConsentRoutes } from './storage-consent-routes.ts';

export const consentRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  const routeOptions: RouteOptions = { services };
  await app.register(storageConsentRoutes, routeOptions);
  await app.register(jointDecisionRoutes, routeOptions);
};
