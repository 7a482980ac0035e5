// A clinic's feature flags, and the countries and states its forms offer.
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { Country, FeatureFlags, State } from '../../../contract/api/centers.ts';
import { IdParam } from '../../../contract/api/common.ts';
import { anonymousAccess } from '../../plugins/openapi.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';

const tags = ['IvfCenters'];
const CenterParams = Type.Object({ ivfCenterId: IdParam });
type CenterParams = { ivfCenterId: number };

export const centerReferenceRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  const { centers } = services;

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
  return Promise.resolve();
};
