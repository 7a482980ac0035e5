// /api/health/*: what a load balancer and an operator ask. `live` says the process answers;
// `ready` says whether this instance can serve: the database reads (else 503), whether it takes a
// write right now (a lock held elsewhere shows as `busy`), and how much background work waits
// (mail in the outbox, payments being confirmed, job-queue passes). With REDIS_URL both say how Redis
// is: `live` the client's connection (no round trip; a Redis outage must not get instances
// restarted), `ready` a PING, and an instance that cannot reach Redis is not ready (503): it would
// refuse every signed-in request (revocation fails closed). It carries no personal data and needs no token.
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../../services/app-services.ts';
import { livenessRoutes } from './liveness-routes.ts';
import { readinessRoutes } from './readiness-routes.ts';

export const healthRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  await app.register(livenessRoutes, { services });
  await app.register(readinessRoutes, { services });
};
