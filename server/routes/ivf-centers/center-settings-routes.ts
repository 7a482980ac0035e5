// A clinic, its maintenance state, and (signed in) its PayPal settings.
import { Type } from '@sinclair/typebox';
import { Center, MaintenanceDetails, PayPalSettingsId } from '../../../contract/api/centers.ts';
import { IdParam } from '../../../contract/api/common.ts';
import { problems } from '../../http-problem.ts';
import { createAuthenticate, sessionOf } from '../../plugins/authentication.ts';
import { anonymousAccess, memberAccess } from '../../plugins/openapi.ts';
import { routeModule } from '../route-declaration.ts';

const tags = ['IvfCenters'];
const CenterParams = Type.Object({ ivfCenterId: IdParam });
type CenterParams = { ivfCenterId: number };

export const centerSettingsRoutes = routeModule({ tags, security: anonymousAccess, params: CenterParams }, (route, services) => {
  const { centers, tokens, payments } = services;

  route.get<{ Params: CenterParams }>('/:ivfCenterId/IAIvfCenter/GetCenterAsync', { operationId: 'getCenter', summary: 'The center', ok: { 200: Center } }, async (request) =>
    centers.getCenter(request.params.ivfCenterId),
  );

  route.get<{ Params: CenterParams }>(
    '/:ivfCenterId/GetIvfCenterMaintenanceDetails',
    { operationId: 'getCenterMaintenance', summary: 'Scheduled or current maintenance of the center', ok: { 200: MaintenanceDetails } },
    async (request) => centers.getMaintenanceDetails(request.params.ivfCenterId),
  );

  route.get<{ Params: CenterParams; Querystring: { memberId: number } }>(
    '/:ivfCenterId/PayPalApiSettingsId',
    {
      operationId: 'getCenterPaymentSettings',
      summary: 'Payment settings for a member of the center (signed in, own member only); same answer as Members/{memberId}/Payments/PayPalApiSettingsId',
      security: memberAccess,
      querystring: Type.Object({ memberId: IdParam }),
      ok: { 200: PayPalSettingsId },
    },
    async (request) => {
      const { user } = sessionOf(request);
      if (user.UserId !== request.query.memberId || user.IVFCenterId !== request.params.ivfCenterId) throw problems.memberNotFound();
      await centers.assertNotInMaintenance(request.params.ivfCenterId);
      return payments.settingsFor(request.params.ivfCenterId);
    },
    { onRequest: createAuthenticate(tokens) },
  );
});
