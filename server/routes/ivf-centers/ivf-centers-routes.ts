// /api/IvfCenters/{ivfCenterId}/… (spec §7). Anonymous except PayPalApiSettingsId: the login and
// enrolment pages need the center, its flags, maintenance state and the country lists before sign-in.
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { Center, Country, FeatureFlags, MaintenanceDetails, PayPalSettingsId, State } from '../../../contract/api/centers.ts';
import { IdParam } from '../../../contract/api/common.ts';
import { problems } from '../../http-problem.ts';
import { createAuthenticate, sessionOf } from '../../plugins/authentication.ts';
import { anonymousAccess, memberAccess } from '../../plugins/openapi.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';

const tags = ['IvfCenters'];
const CenterParams = Type.Object({ ivfCenterId: IdParam });
type CenterParams = { ivfCenterId: number };

export const ivfCentersRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  const { centers, tokens, payments } = services;

  app.get<{ Params: CenterParams; Querystring: { featuresFlagName: string } }>(
    '/:ivfCenterId/IsFeatureEnabled',
    {
      schema: {
        operationId: 'getCenterFeatureFlags',
        security: anonymousAccess,
        tags,
        summary: 'One boolean per asked flag name (comma-separated)',
        params: CenterParams,
        querystring: Type.Object({ featuresFlagName: Type.String({ minLength: 1, maxLength: 1000 }) }),
        response: withProblems({ 200: FeatureFlags }),
      },
    },
    async (request) => {
      await centers.getCenter(request.params.ivfCenterId);
      const names = [
        ...new Set(
          request.query.featuresFlagName
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean),
        ),
      ];
      return centers.featureFlags(request.params.ivfCenterId, names);
    },
  );

  app.get<{ Params: CenterParams; Querystring: { priority?: boolean } }>(
    '/:ivfCenterId/CountriesWithPriority',
    {
      schema: {
        operationId: 'listCountries',
        security: anonymousAccess,
        tags,
        summary: "Countries; with priority=true the center's own and the most used first",
        params: CenterParams,
        querystring: Type.Object({ priority: Type.Optional(Type.Boolean()) }),
        response: withProblems({ 200: Type.Array(Country) }),
      },
    },
    async (request) => centers.countries(request.params.ivfCenterId, request.query.priority ?? true),
  );

  app.get<{ Params: CenterParams & { countryId: number } }>(
    '/:ivfCenterId/Countries/:countryId/States',
    {
      schema: {
        operationId: 'listCountryStates',
        security: anonymousAccess,
        tags,
        summary: 'States (or provinces, regions) of a country',
        params: Type.Object({ ivfCenterId: IdParam, countryId: IdParam }),
        response: withProblems({ 200: Type.Array(State) }),
      },
    },
    async (request) => {
      await centers.getCenter(request.params.ivfCenterId);
      return centers.states(request.params.countryId);
    },
  );

  app.get<{ Params: CenterParams }>(
    '/:ivfCenterId/IAIvfCenter/GetCenterAsync',
    { schema: { operationId: 'getCenter', security: anonymousAccess, tags, summary: 'The center', params: CenterParams, response: withProblems({ 200: Center }) } },
    async (request) => centers.getCenter(request.params.ivfCenterId),
  );

  app.get<{ Params: CenterParams }>(
    '/:ivfCenterId/GetIvfCenterMaintenanceDetails',
    {
      schema: {
        operationId: 'getCenterMaintenance',
        security: anonymousAccess,
        tags,
        summary: 'Scheduled or current maintenance of the center',
        params: CenterParams,
        response: withProblems({ 200: MaintenanceDetails }),
      },
    },
    async (request) => centers.getMaintenanceDetails(request.params.ivfCenterId),
  );

  app.get<{ Params: CenterParams; Querystring: { memberId: number } }>(
    '/:ivfCenterId/PayPalApiSettingsId',
    {
      onRequest: createAuthenticate(tokens),
      schema: {
        operationId: 'getCenterPaymentSettings',
        tags,
        summary: 'Payment settings for a member of the center (signed in, own member only); same answer as Members/{memberId}/Payments/PayPalApiSettingsId',
        security: memberAccess,
        params: CenterParams,
        querystring: Type.Object({ memberId: IdParam }),
        response: withProblems({ 200: PayPalSettingsId }),
      },
    },
    async (request) => {
      const { user } = sessionOf(request);
      if (user.UserId !== request.query.memberId || user.IVFCenterId !== request.params.ivfCenterId) throw problems.memberNotFound();
      await centers.assertNotInMaintenance(request.params.ivfCenterId);
      return payments.settingsFor(request.params.ivfCenterId);
    },
  );
  return Promise.resolve();
};
