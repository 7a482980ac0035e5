// /api/Members/{memberId}/MemberIvfCenter/…: the member's own center.
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { Center, CollectionSite, MaintenanceDetails } from '../../../contract/api/centers.ts';
import { sessionOf } from '../../plugins/authentication.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { MemberParams, memberSecurity, OptionalCenterQuery } from './member-params.ts';

const tags = ['MemberIvfCenter'];

export const memberIvfCenterRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  const { centers } = services;
  const centerOf = (request: Parameters<typeof sessionOf>[0]): number => sessionOf(request).user.IVFCenterId ?? 0;

  app.get<{ Params: MemberParams }>(
    '/MemberIvfCenter',
    { schema: { operationId: 'getMemberCenter', tags, summary: "The member's center", security: memberSecurity, params: MemberParams, response: withProblems({ 200: Center }) } },
    async (request) => centers.getCenter(centerOf(request)),
  );

  app.get<{ Params: MemberParams }>(
    '/MemberIvfCenter/CollectionSites',
    {
      schema: {
        operationId: 'listMemberCollectionSites',
        tags,
        summary: "Collection sites of the member's center",
        security: memberSecurity,
        params: MemberParams,
        querystring: OptionalCenterQuery,
        response: withProblems({ 200: Type.Array(CollectionSite) }),
      },
    },
    async (request) => centers.listCollectionSites(centerOf(request)),
  );

  app.get<{ Params: MemberParams }>(
    '/MemberIvfCenter/MatchingSiteMaintenanceModeDetails',
    {
      schema: {
        operationId: 'getMemberMatchingSiteMaintenance',
        tags,
        summary: "The matching site's maintenance window of the member's center when one is set, else the center's maintenance",
        security: memberSecurity,
        params: MemberParams,
        querystring: OptionalCenterQuery,
        response: withProblems({ 200: MaintenanceDetails }),
      },
    },
    async (request) => centers.getMatchingSiteMaintenanceDetails(centerOf(request)),
  );
  return Promise.resolve();
};
