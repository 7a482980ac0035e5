// GET /api/Configuration (anonymous): what the SPA reads once at start-up.
import type { FastifyRequest } from 'fastify';
import { emulatorInstrumentationKey } from '../../config.ts';
import { appVersion, releaseName } from '../../build-info.ts';
import { FrontendConfiguration } from '../../../contract/api/centers.ts';
import { anonymousAccess } from '../../plugins/openapi.ts';
import { routeModule } from '../route-declaration.ts';

/** Where the PayPal emulator serves its JS SDK stand-in (same origin as the SPA). */
export const payPalSdkPath = '/emulators/paypal/sdk/js';

export const frontendConfigurationRoutes = routeModule({ tags: ['Configuration'], security: anonymousAccess }, (route, services) => {
  const { config } = services;

  const frontendConfiguration: FrontendConfiguration = {
    appVersion,
    environment: config.nodeEnv,
    content: { ...config.content },
    telemetry: { connectionString: null, replaySampleRate: config.telemetry.replaySampleRate, release: releaseName },
    // The JS SDK stand-in of the PayPal emulator; null means PayPal's own SDK address (production).
    payPal: { sdkBaseUrl: config.emulators ? payPalSdkPath : null },
    staff: config.entra.mode === 'off' ? null : config.entra.spa,
  };

  // With the ingestion emulator, the browser reports to the origin it was served from (every clinic's
  // site address is this process), so no cross-site call is needed.
  const telemetryOf = (request: FastifyRequest): FrontendConfiguration['telemetry'] => ({
    ...frontendConfiguration.telemetry,
    connectionString: config.telemetry.useIngestionEmulator
      ? `InstrumentationKey=${emulatorInstrumentationKey};IngestionEndpoint=${request.protocol}://${request.host}/emulators/ingestion/`
      : config.telemetry.connectionString,
  });

  route.get(
    '/Configuration',
    { operationId: 'getFrontendConfiguration', summary: 'Front-end configuration, fetched once at start-up (no token)', ok: { 200: FrontendConfiguration } },
    (request) => ({ ...frontendConfiguration, telemetry: telemetryOf(request) }),
  );
});
