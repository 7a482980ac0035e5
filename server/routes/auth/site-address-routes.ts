// The clinic of a site address, and its storage model and collection sites.
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { Center, OffsiteStorageInfo } from '../../../contract/api/centers.ts';
import { anonymousAccess } from '../../plugins/openapi.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';

const tags = ['Auth'];
const CenterUrlQuery = Type.Object({ ivfCenterUrl: Type.String({ minLength: 1, maxLength: 2048 }) });

export const siteAddressRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  const { centers } = services;

  app.get<{ Querystring: { ivfCenterUrl: string } }>(
    '/IvfCenterFromUrl',
    {
      schema: {
        operationId: 'getCenterBySiteAddress',
        security: anonymousAccess,
        tags,
        summary: 'The center of a site address (host, host:port or URL); 422 when none',
        querystring: CenterUrlQuery,
        response: withProblems({ 200: Center }),
      },
    },
    async (request) => centers.getCenter(await centers.findCenterIdFromUrl(request.query.ivfCenterUrl)),
  );

  app.get<{ Querystring: { ivfCenterUrl: string } }>(
    '/OffsiteStorageFromUrl',
    {
      schema: {
        operationId: 'getOffsiteStorageBySiteAddress',
        security: anonymousAccess,
        tags,
        summary: 'Storage model, fertility preservation and collection sites of a site address',
        querystring: CenterUrlQuery,
        response: withProblems({ 200: OffsiteStorageInfo }),
      },
    },
    async (request) => centers.getOffsiteStorageInfo(await centers.findCenterIdFromUrl(request.query.ivfCenterUrl)),
  );
  return Promise.resolve();
};
