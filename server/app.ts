// Builds the Portal API: its services (composition.ts), then plugins (errors, headers, OpenAPI,
// content types), then one route module per area, then the emulators and the static SPA. Tests
// call buildApp and use `inject`; main.ts only listens. A new area is one line under "Routes".
import Fastify, { type FastifyInstance } from 'fastify';
import { appVersion } from './build-info.ts';
import { composePortal, type BuildAppOptions } from './composition.ts';
import { emulators } from './emulators/emulators.ts';
import { registerUrlLimit } from './plugins/http-limits.ts';
import { lazySchemas } from './plugins/lazy-schemas.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerProblemDetails } from './plugins/problem-details.ts';
import { registerRouteList } from './plugins/route-list.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSiteMaintenance } from './plugins/site-maintenance.ts';
import { strictValidatorFactory } from './plugins/strict-validation.ts';
import { fastifyOptions } from './fastify-options.ts';
import { adminRoutes } from './routes/admin/admin-routes.ts';
import { supportDashboardRoutes } from './routes/admin/support-dashboard-routes.ts';
import { assetsRoutes } from './routes/assets/assets-routes.ts';
import { authRoutes } from './routes/auth/auth-routes.ts';
import { configurationRoutes } from './routes/configuration/configuration-routes.ts';
import { cosignRoutes } from './routes/consent/cosign-routes.ts';
import { healthRoutes } from './routes/health/health-routes.ts';
import { ivfCentersRoutes } from './routes/ivf-centers/ivf-centers-routes.ts';
import { matchingPhotosRoutes } from './routes/matching-photos/matching-photos-routes.ts';
import { memberScope } from './routes/members/member-scope.ts';
import { registrationRoutes } from './routes/members/registration-routes.ts';
import { replayUploadRoutes } from './routes/telemetry/replay-upload-routes.ts';
import { registerSpaStatic } from './static/spa-static.ts';
import { registerRequestTelemetry } from './telemetry/request-telemetry.ts';

export type { BuildAppOptions, PortalHandle } from './composition.ts';

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const schemas = lazySchemas(strictValidatorFactory());
  const app = Fastify(fastifyOptions(config, options.telemetry === true, schemas));
  app.decorate('compileAllSchemas', schemas.compileAll);
  app.decorate('compileSchemasInBackground', schemas.compileInBackground);
  const portal = await composePortal(app, options);
  const { services } = portal.handle;
  app.decorate('portal', portal.handle);
  app.decorateRequest('session', null);
  registerRouteList(app, portal.handle.routes);

  // Plugins
  if (options.telemetry) registerRequestTelemetry(app, options.db);
  registerProblemDetails(app);
  registerUrlLimit(app);
  registerSecurityHeaders(app);
  app.addContentTypeParser('application/json-patch+json', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
  registerSiteMaintenance(app, services);
  await registerOpenApi(app, { version: appVersion, entra: config.entra });

  // Routes
  await app.register(authRoutes, { services, prefix: '/api/Auth' });
  await app.register(configurationRoutes, { services, prefix: '/api' });
  await app.register(ivfCentersRoutes, { services, prefix: '/api/IvfCenters' });
  await app.register(registrationRoutes, { services, prefix: '/api/Members' });
  await app.register(memberScope, { services, prefix: '/api/Members/:memberId' });
  await app.register(matchingPhotosRoutes, { services, prefix: '/api/MatchingPhotos' });
  await app.register(assetsRoutes, { prefix: '/api/assets' });
  await app.register(healthRoutes, { services, prefix: '/api/health' });
  await app.register(cosignRoutes, { services, prefix: '/api/Consent/Cosign' });
  await app.register(adminRoutes, { services, prefix: '/api/Admin' });
  await app.register(replayUploadRoutes, { services, prefix: '/api/Telemetry' });
  await app.register(supportDashboardRoutes, { services, prefix: '/api/Admin' });

  // Emulators: only while config.emulators is on (emulators/emulators.ts)
  await app.register(emulators, { portal: portal.handle, testClock: portal.testClock });

  // The built SPA (and the navigation fallback / 404s for everything else)
  const { entraEmulator } = portal.handle;
  await registerSpaStatic(app, {
    spaDist: config.spaDist,
    staticWebAppConfig: config.staticWebAppConfig,
    connectSources: [...(entraEmulator ? [new URL(entraEmulator.issuer).origin] : []), ...ingestionOrigins(config.telemetry.connectionString)],
  });

  app.addHook('onReady', portal.start);
  app.addHook('onClose', portal.stop);
  return app;
}

/** The browser SDK posts to the connection string's ingestion endpoint (issue 14): pages may call its origin. */
function ingestionOrigins(connectionString: string | null): string[] {
  const endpoint = /(?:^|;)IngestionEndpoint=([^;]+)/i.exec(connectionString ?? '')?.[1];
  if (!endpoint) return [];
  try {
    return [new URL(endpoint).origin];
  } catch {
    return [];
  }
}
