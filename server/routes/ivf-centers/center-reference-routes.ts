// A clinic's feature flags, and the countries and states its forms offer.
import { Type } from '@sinclair/typebox';
import { Country, FeatureFlags, State } from '../../../contract/api/centers.ts';
import { IdParam } from '../../../contract/api/common.ts';
import { anonymousAccess } from '../../plugins/openapi.ts';
import { routeModule } from '../route-declaration.ts';

const tags = ['IvfCenters'];
const CenterParams = Type.Object({ ivfCenterId: IdParam });
type CenterParams = { ivfCenterId: number };

export const centerReferenceRoutes = routeModule({ tags, security: anonymousAccess }, (route, services) => {
  const { centers } = services;

  route.get<{ Params: CenterParams; Querystring: { featuresFlagName: string } }>(
    '/:ivfCenterId/IsFeatureEnabled',
    {
      operationId: 'getCenterFeatureFlags',
      summary: 'One boolean per asked flag name (comma-separated)',
      params: CenterParams,
      querystring: Type.Object({ featuresFlagName: Type.String({ minLength: 1, maxLength: 1000 }) }),
      ok: { 200: FeatureFlags },
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

  route.get<{ Params: CenterParams; Querystring: { priority?: boolean } }>(
    '/:ivfCenterId/CountriesWithPriority',
    {
      operationId: 'listCountries',
      summary: "Countries; with priority=true the center's own and the most used first",
      params: CenterParams,
      querystring: Type.Object({ priority: Type.Optional(Type.Boolean()) }),
      ok: { 200: Type.Array(Country) },
    },
    async (request) => centers.countries(request.params.ivfCenterId, request.query.priority ?? true),
  );

  route.get<{ Params: CenterParams & { countryId: number } }>(
    '/:ivfCenterId/Countries/:countryId/States',
    {
      operationId: 'listCountryStates',
      summary: 'States (or provinces, regions) of a country',
      params: Type.Object({ ivfCenterId: IdParam, countryId: IdParam }),
      ok: { 200: Type.Array(State) },
    },
    async (request) => {
      await centers.getCenter(request.params.ivfCenterId);
      return centers.states(request.params.countryId);
    },
  );
});
