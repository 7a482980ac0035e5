// /api/Admin/…: the staff console's API (issue 12). Every call carries an Entra ID access token,
// verified before anything else (401 when missing, forged, expired or of another tenant; 403
// without a portal role). Member tokens never open these routes and staff tokens never open a
// member's. Each handler decides access on the ids it was given, after validation, through
// staff-access.ts: outside one's clinics is 404, looking without the right to change is 403.
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../../services/app-services.ts';
import { auditRoutes } from './audit-routes.ts';
import { bannerRoutes } from './banner-routes.ts';
import { maintenanceRoutes } from './maintenance-routes.ts';
import { memberActionsRoutes } from './member-actions-routes.ts';
import { memberLookupRoutes } from './member-lookup-routes.ts';
import { moderationRoutes } from './moderation-routes.ts';
import { siteMaintenanceRoutes } from './site-maintenance-routes.ts';
import { authenticateStaff } from './staff-authentication.ts';
import { staffRoutes } from './staff-routes.ts';
import { staffSessionRoutes } from './staff-session-routes.ts';
import { storedItemRoutes } from './stored-item-routes.ts';
import { workQueueRoutes } from './work-queue-routes.ts';

export const adminRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  authenticateStaff(app, { verifier: services.staff.verifier, db: services.db, clock: services.clock });
  const routeOptions: RouteOptions = { services };
  await app.register(staffSessionRoutes, routeOptions);
  await app.register(workQueueRoutes, routeOptions);
  await app.register(storedItemRoutes, routeOptions);
  await app.register(memberLookupRoutes, routeOptions);
  await app.register(memberActionsRoutes, routeOptions);
  await app.register(moderationRoutes, routeOptions);
  await app.register(bannerRoutes, routeOptions);
  await app.register(maintenanceRoutes, routeOptions);
  await app.register(siteMaintenanceRoutes, routeOptions);
  await app.register(auditRoutes, routeOptions);
  await app.register(staffRoutes, routeOptions);
};
