// /api/Admin/Telemetry/…: the support dashboards and their replay player, behind the same staff
// token check as every other /api/Admin call.
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../../services/app-services.ts';
import { authenticateStaff } from './staff-authentication.ts';
import { telemetryReplayRoutes } from './telemetry-replay-routes.ts';
import { telemetryRoutes } from './telemetry-routes.ts';

export const supportDashboardRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  authenticateStaff(app, { verifier: services.staff.verifier, db: services.db, clock: services.clock });
  await app.register(telemetryReplayRoutes, { services });
  await app.register(telemetryRoutes, { services });
};
