// A clinic, its maintenance state, and (signed in) its PayPal settings.
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { Center, MaintenanceDetails, PayPalSettingsId } from '../../../contract/api/centers.ts';
import { IdParam } from '../../../contract/api/common.ts';
import { problems } from '../../http-problem.ts';
import { createAuthenticate, sessionOf } from '../../plugins/authentication.ts';
import { anonymousAccess, memberAccess } from '../../plugins/openapi.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';

const tags = ['IvfCenters'];
const CenterParams = Type.Object({ ivfCenterId: IdParam });
type CenterParams = { ivfCenterId: number };

export const centerSettingsRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  const { centers, tokens, payments } = services;

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
