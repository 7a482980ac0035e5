// /api/Members/{memberId}/MemberIvfCenter/…: the member's own center.
import { Type } from '@sinclair/typebox';
import { Center, CollectionSite, MaintenanceDetails } from '../../../contract/api/centers.ts';
import { sessionOf } from '../../plugins/authentication.ts';
import { MemberParams, memberSecurity, OptionalCenterQuery } from './member-params.ts';
import { routeModule } from '../route-declaration.ts';

const tags = ['MemberIvfCenter'];

export const memberIvfCenterRoutes = routeModule({ tags, security: memberSecurity, params: MemberParams }, (route, services) => {
  const { centers } = services;
  const centerOf = (request: Parameters<typeof sessionOf>[0]): number => sessionOf(request).user.IVFCenterId ?? 0;

  route.get<{ Params: MemberParams }>('/MemberIvfCenter', { operationId: 'getMemberCenter', summary: "The member's center", ok: { 200: Center } }, async (request) =>
    centers.getCenter(centerOf(request)),
  );

  route.get<{ Params: MemberParams }>(
    '/MemberIvfCenter/CollectionSites',
    { operationId: 'listMemberCollectionSites', summary: "Collection sites of the member's center", querystring: OptionalCenterQuery, ok: { 200: Type.Array(CollectionSite) } },
    async (request) => centers.listCollectionSites(centerOf(request)),
  );

  route.get<{ Params: MemberParams }>(
    '/MemberIvfCenter/MatchingSiteMaintenanceModeDetails',
    {
      operationId: 'getMemberMatchingSiteMaintenance',
      summary: "The matching site's maintenance window of the member's center when one is set, else the center's maintenance",
      querystring: OptionalCenterQuery,
      ok: { 200: MaintenanceDetails },
    },
    async (request) => centers.getMatchingSiteMaintenanceDetails(centerOf(request)),
  );
});
