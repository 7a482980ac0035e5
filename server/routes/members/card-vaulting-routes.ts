// Vaulting a card: the order and its capture.
import type { FastifyPluginAsync } from 'fastify';
import { Member } from '../../../contract/api/members.ts';
import { CardCaptureQuery, CardVaultingOrderRequest, VaultingOrder } from '../../../contract/api/payments.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import { IfMatchHeaders, ifMatchOf, withEntityTag } from '../../http-preconditions.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { MemberParams, memberSecurity } from './member-params.ts';
import { OrderParams, makeDefaultPrecondition, refusals, tags } from './payments-common.ts';

export const cardVaultingRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  const { payments } = services;

  app.post<{ Params: MemberParams; Body: CardVaultingOrderRequest }>(
    '/Payments/CardVaultingOrder',
    {
      schema: {
        operationId: 'createCardVaultingOrder',
        tags,
        summary: "Creates a PayPal order that vaults a card entered in PayPal's card fields, for the clinic's verification amount",
        description: '502 / 504 when PayPal is down or slow.',
        security: memberSecurity,
        params: MemberParams,
        body: CardVaultingOrderRequest,
        response: withProblems({ 200: VaultingOrder }),
      },
    },
    async (request) => payments.createVaultingOrder(request.params.memberId, 'CARD', request.body.billingPostalCode),
  );

  app.post<{ Params: OrderParams; Querystring: CardCaptureQuery; Headers: IfMatchHeaders }>(
    '/Payments/CardVaultingOrder/:orderId/Capture',
    {
      schema: {
        operationId: 'captureCardVaultingOrder',
        tags,
        summary: 'Captures a confirmed card vaulting order, stores the vaulted card (default when makeDefault: paymentMethodId CR, status ACC) and answers the member',
        description: `${refusals} ${makeDefaultPrecondition} Capturing the same order again answers the member again without a second vault or charge.`,
        security: memberSecurity,
        params: OrderParams,
        headers: IfMatchHeaders,
        querystring: CardCaptureQuery,
        response: withProblems({ 200: Member }),
      },
    },
    async (request, reply) =>
      withEntityTag(
        reply,
        await payments.captureVaultingOrder(request.params.memberId, 'CARD', request.params.orderId, {
          makeDefault: request.query.makeDefault ?? false,
          precondition: ifMatchOf(request, 'account'),
        }),
      ),
  );
  return Promise.resolve();
};
