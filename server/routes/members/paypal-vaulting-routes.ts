// The member's payment settings, and vaulting a PayPal wallet: the order and its capture.
import type { FastifyPluginAsync } from 'fastify';
import { PayPalSettingsId } from '../../../contract/api/centers.ts';
import { Member } from '../../../contract/api/members.ts';
import { PayPalCaptureQuery, VaultingOrder } from '../../../contract/api/payments.ts';
import { sessionOf } from '../../plugins/authentication.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import { IfMatchHeaders, ifMatchOf, withEntityTag } from '../../http-preconditions.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { MemberParams, memberSecurity } from './member-params.ts';
import { OrderParams, makeDefaultPrecondition, refusals, tags } from './payments-common.ts';

export const payPalVaultingRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  const { payments } = services;

  app.get<{ Params: MemberParams }>(
    '/Payments/PayPalApiSettingsId',
    {
      schema: {
        operationId: 'getMemberPaymentSettings',
        tags,
        summary: "Payment settings of the member's clinic: PayPal client ids, currency, live mode",
        security: memberSecurity,
        params: MemberParams,
        response: withProblems({ 200: PayPalSettingsId }),
      },
    },
    async (request) => payments.settingsFor(sessionOf(request).user.IVFCenterId ?? 0),
  );

  app.post<{ Params: MemberParams }>(
    '/Payments/PayPalVaultingOrder',
    {
      schema: {
        operationId: 'createPayPalVaultingOrder',
        tags,
        summary: "Creates a PayPal order that vaults the buyer's PayPal wallet, for the clinic's verification amount",
        description: '502 / 504 when PayPal is down or slow.',
        security: memberSecurity,
        params: MemberParams,
        response: withProblems({ 200: VaultingOrder }),
      },
    },
    async (request) => payments.createVaultingOrder(request.params.memberId, 'PAYPAL'),
  );

  app.post<{ Params: OrderParams; Querystring: PayPalCaptureQuery; Headers: IfMatchHeaders }>(
    '/Payments/PayPalVaultingOrder/:orderId/Capture',
    {
      schema: {
        operationId: 'capturePayPalVaultingOrder',
        tags,
        summary: 'Captures an approved wallet vaulting order, stores the vaulted wallet (default when makeDefault) and answers the member',
        description: `${refusals} ${makeDefaultPrecondition} Capturing the same order again answers the member again without a second vault or charge.`,
        security: memberSecurity,
        params: OrderParams,
        headers: IfMatchHeaders,
        querystring: PayPalCaptureQuery,
        response: withProblems({ 200: Member }),
      },
    },
    async (request, reply) =>
      withEntityTag(
        reply,
        await payments.captureVaultingOrder(request.params.memberId, 'PAYPAL', request.params.orderId, {
          makeDefault: request.query.makeDefault ?? false,
          payerId: request.query.payerId,
          precondition: ifMatchOf(request, 'account'),
        }),
      ),
  );
  return Promise.resolve();
};
