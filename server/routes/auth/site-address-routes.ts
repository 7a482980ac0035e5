// The clinic of a site address, and its storage model and collection sites.
import { Type } from '@sinclair/typebox';
import { Center, OffsiteStorageInfo } from '../../../contract/api/centers.ts';
import { anonymousAccess } from '../../plugins/openapi.ts';
import { routeModule } from '../route-declaration.ts';

const tags = ['Auth'];
/** A site address (host, host:port or URL) in the query, as the SPA sends its own. */
export const CenterUrlQuery = Type.Object({ ivfCenterUrl: Type.String({ minLength: 1, maxLength: 2048 }) });

export const siteAddressRoutes = routeModule({ tags, security: anonymousAccess }, (route, services) => {
  const { centers } = services;

  route.get<{ Querystring: { ivfCenterUrl: string } }>(
    '/IvfCenterFromUrl',
    { operationId: 'getCenterBySiteAddress', summary: 'The center of a site address (host, host:port or URL); 422 when none', querystring: CenterUrlQuery, ok: { 200: Center } },
    async (request) => centers.getCenter(await centers.findCenterIdFromUrl(request.query.ivfCenterUrl)),
  );

  route.get<{ Querystring: { ivfCenterUrl: string } }>(
    '/OffsiteStorageFromUrl',
    {
      operationId: 'getOffsiteStorageBySiteAddress',
      summary: 'Storage model, fertility preservation and collection sites of a site address',
      querystring: CenterUrlQuery,
      ok: { 200: OffsiteStorageInfo },
    },
    async (request) => centers.getOffsiteStorageInfo(await centers.findCenterIdFromUrl(request.query.ivfCenterUrl)),
  );
});
