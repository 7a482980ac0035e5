// Vaulting a card: the order and its capture.
import { Member } from '../../../contract/api/members.ts';
import { CardCaptureQuery, CardVaultingOrderRequest, VaultingOrder } from '../../../contract/api/payments.ts';
import { IfMatchHeaders, ifMatchOf, withEntityTag } from '../../http-preconditions.ts';
import { MemberParams, memberSecurity } from './member-params.ts';
import { OrderParams, makeDefaultPrecondition, refusals, tags } from './payments-common.ts';
import { routeModule } from '../route-declaration.ts';

export const cardVaultingRoutes = routeModule({ tags, security: memberSecurity }, (route, services) => {
  const { payments } = services;

  route.post<{ Params: MemberParams; Body: CardVaultingOrderRequest }>(
    '/Payments/CardVaultingOrder',
    {
      operationId: 'createCardVaultingOrder',
      summary: "Creates a PayPal order that vaults a card entered in PayPal's card fields, for the clinic's verification amount",
      description: '502 / 504 when PayPal is down or slow.',
      params: MemberParams,
      body: CardVaultingOrderRequest,
      ok: { 200: VaultingOrder },
    },
    async (request) => payments.createVaultingOrder(request.params.memberId, 'CARD', request.body.billingPostalCode),
  );

  route.post<{ Params: OrderParams; Querystring: CardCaptureQuery; Headers: IfMatchHeaders }>(
    '/Payments/CardVaultingOrder/:orderId/Capture',
    {
      operationId: 'captureCardVaultingOrder',
      summary: 'Captures a confirmed card vaulting order, stores the vaulted card (default when makeDefault: paymentMethodId CR, status ACC) and answers the member',
      description: `${refusals} ${makeDefaultPrecondition} Capturing the same order again answers the member again without a second vault or charge.`,
      params: OrderParams,
      querystring: CardCaptureQuery,
      headers: IfMatchHeaders,
      ok: { 200: Member },
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
});
