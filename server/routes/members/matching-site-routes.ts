// /api/Members/{memberId}/MatchingSite/… : the eligibility check; for recipients whose matching
// profile is Current the search (filter choices, paged search), one donor profile, its PDF and the
// donor's embryos eligible for donation (services/matching-service.ts); the member's own profile
// (services/matching-profile-service.ts); requests, matching home and contract eligibility
// (services/matching-requests-service.ts). Spec §7 makes the request calls GET: they change state,
// so they answer `Cache-Control: no-store`.
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../../services/app-services.ts';
import { matchingDonorRoutes } from './matching-donor-routes.ts';
import { matchingHomeRoutes } from './matching-home-routes.ts';
import { matchingOfferRoutes } from './matching-offer-routes.ts';
import { matchingProfileRoutes } from './matching-profile-routes.ts';
import { matchingRequestRoutes } from './matching-request-routes.ts';
import { matchingSearchRoutes } from './matching-search-routes.ts';

export const matchingSiteRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  const routeOptions: RouteOptions = { services };
  await app.register(matchingSearchRoutes, routeOptions);
  await app.register(matchingDonorRoutes, routeOptions);
  await app.register(matchingProfileRoutes, routeOptions);
  await app.register(matchingRequestRoutes, routeOptions);
  await app.register(matchingOfferRoutes, routeOptions);
  await app.register(matchingHomeRoutes, routeOptions);
};
