// /api/Configuration, /api/Locale (anonymous) and /api/GlobalBannerMessage/GetAllActive (signed in).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { emulatorInstrumentationKey } from '../../config.ts';
import { appVersion, releaseName } from '../../build-info.ts';
import { Type } from '@sinclair/typebox';
import { FrontendConfiguration, GlobalBannerMessage, Locale } from '../../../contract/api/centers.ts';
import { listActiveBanners } from '../../db/repositories/banners-repository.ts';
import { bannerTextFor } from '../../services/banner-texts.ts';
import { createAuthenticate, sessionOf } from '../../plugins/authentication.ts';
import { anonymousAccess, memberAccess } from '../../plugins/openapi.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import { isoAt } from '../../services/clock.ts';
import type { RouteOptions } from '../../services/app-services.ts';

/** Where the PayPal emulator serves its JS SDK stand-in (same origin as the SPA). */
export const payPalSdkPath = '/emulators/paypal/sdk/js';

export const locales: Locale[] = [
  { name: 'en-US', displayText: 'English (US)' },
  { name: 'en-GB', displayText: 'English (UK)' },
  { name: 'es', displayText: 'Español' },
  { name: 'fr', displayText: 'Français' },
];

export const configurationRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  const { config, db, clock, tokens } = services;
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

  app.get(
    '/Configuration',
    {
      schema: {
        operationId: 'getFrontendConfiguration',
        security: anonymousAccess,
        tags: ['Configuration'],
        summary: 'Front-end configuration, fetched once at start-up (no token)',
        response: withProblems({ 200: FrontendConfiguration }),
      },
    },
    (request) => ({ ...frontendConfiguration, telemetry: telemetryOf(request) }),
  );

  app.get(
    '/Locale',
    {
      schema: {
        operationId: 'listLocales',
        security: anonymousAccess,
        tags: ['Configuration'],
        summary: 'Languages the portal offers',
        response: withProblems({ 200: Type.Array(Locale) }),
      },
    },
    () => locales,
  );

  app.get(
    '/GlobalBannerMessage/GetAllActive',
    {
      onRequest: createAuthenticate(tokens),
      schema: {
        operationId: 'listActiveBannerMessages',
        tags: ['Configuration'],
        summary: 'Active global banner messages (signed-in users only)',
        security: memberAccess,
        response: withProblems({ 200: Type.Array(GlobalBannerMessage) }),
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const rows = await listActiveBanners(db, session.user.IVFCenterId ?? 0, isoAt(clock.now()));
      const locale = request.headers['accept-language']?.split(',')[0]?.split(';')[0]?.trim() ?? 'en-US';
      return rows.map((row) => ({ id: row.id, text: bannerTextFor(row, locale), styleId: row.style_id as GlobalBannerMessage['styleId'] }));
    },
  );
  return Promise.resolve();
};
