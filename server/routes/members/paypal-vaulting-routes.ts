// The member's payment settings, and vaulting a PayPal wallet: the order and its capture.
import { PayPalSettingsId } from '../../../contract/api/centers.ts';
import { Member } from '../../../contract/api/members.ts';
import { PayPalCaptureQuery, VaultingOrder } from '../../../contract/api/payments.ts';
import { sessionOf } from '../../plugins/authentication.ts';
import { IfMatchHeaders, ifMatchOf, withEntityTag } from '../../http-preconditions.ts';
import { MemberParams, memberSecurity } from './member-params.ts';
import { OrderParams, makeDefaultPrecondition, refusals, tags } from './payments-common.ts';
import { routeModule } from '../route-declaration.ts';

export const payPalVaultingRoutes = routeModule({ tags, security: memberSecurity }, (route, services) => {
  const { payments } = services;

  route.get<{ Params: MemberParams }>(
    '/Payments/PayPalApiSettingsId',
    {
      operationId: 'getMemberPaymentSettings',
      summary: "Payment settings of the member's clinic: PayPal client ids, currency, live mode",
      params: MemberParams,
      ok: { 200: PayPalSettingsId },
    },
    async (request) => payments.settingsFor(sessionOf(request).user.IVFCenterId ?? 0),
  );

  route.post<{ Params: MemberParams }>(
    '/Payments/PayPalVaultingOrder',
    {
      operationId: 'createPayPalVaultingOrder',
      summary: "Creates a PayPal order that vaults the buyer's PayPal wallet, for the clinic's verification amount",
      description: '502 / 504 when PayPal is down or slow.',
      params: MemberParams,
      ok: { 200: VaultingOrder },
    },
    async (request) => payments.createVaultingOrder(request.params.memberId, 'PAYPAL'),
  );

  route.post<{ Params: OrderParams; Querystring: PayPalCaptureQuery; Headers: IfMatchHeaders }>(
    '/Payments/PayPalVaultingOrder/:orderId/Capture',
    {
      operationId: 'capturePayPalVaultingOrder',
      summary: 'Captures an approved wallet vaulting order, stores the vaulted wallet (default when makeDefault) and answers the member',
      description: `${refusals} ${makeDefaultPrecondition} Capturing the same order again answers the member again without a second vault or charge.`,
      params: OrderParams,
      querystring: PayPalCaptureQuery,
      headers: IfMatchHeaders,
      ok: { 200: Member },
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
});
