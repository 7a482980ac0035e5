// /api/Members/{memberId}/Payments/… (spec §7 "Payments", architecture §6): payment settings,
// vaulting orders (PayPal wallet and card) with their captures, and the balance payment.
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { PayPalSettingsId } from '../../../contract/api/centers.ts';
import { Member } from '../../../contract/api/members.ts';
import {
  BalancePayment,
  BalancePaymentRequest,
  BalancePaymentResult,
  CardCaptureQuery,
  CardVaultingOrderRequest,
  IdempotencyHeaders,
  LatestBalancePayment,
  OrderIdParam,
  PayPalCaptureQuery,
  VaultingOrder,
} from '../../../contract/api/payments.ts';
import { IdParam } from '../../../contract/api/common.ts';
import { sessionOf } from '../../plugins/authentication.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import { IfMatchHeaders, ifMatchOf, withEntityTag } from '../../http-preconditions.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { MemberParams, memberSecurity } from './member-params.ts';

const tags = ['Payments'];
const OrderParams = Type.Object({ memberId: IdParam, orderId: OrderIdParam });
type OrderParams = { memberId: number; orderId: string };
const refusals =
  '422 + subCode 6 when PayPal refuses (declined card, order not approved); 502 when PayPal is down or failing, 504 when it is too slow — ' +
  'nothing is stored in those cases; 403 for a read-only member; 404 for an order the member did not create.';
const makeDefaultPrecondition =
  "With makeDefault, If-Match must name the member's current ETag (the default method is part of the payment settings): " +
  '428 without it; 412 when the settings changed since, before anything is captured.';

export const paymentsRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  const { payments } = services;
  // These calls carry no body or a tiny one: a JSON content type with an empty body counts as `{}`
  // (a client that always sends the header must not get a 400 for a body-less POST).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'application/json-patch+json']);
  app.addContentTypeParser(['application/json', 'application/json-patch+json'], { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    void parseJson(request, text, done);
  });

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

  app.post<{ Params: MemberParams; Body: BalancePaymentRequest; Headers: { 'idempotency-key': string } }>(
    '/Payments/BalancePayment',
    {
      schema: {
        operationId: 'payBalance',
        tags,
        summary: 'Pays the whole billing balance with the default vaulted method; one charge per Idempotency-Key',
        description:
          'The amount must equal the current positive balance (409 otherwise, or when there is no accepted saved method, or another payment is in progress). ' +
          'The same Idempotency-Key again answers the stored result (header Idempotent-Replayed: true) without charging again. ' +
          'When PayPal does not answer in time, fails (5xx) or cannot be reached, the outcome is not guessed: 202 with the payment CONFIRMING; ' +
          'the portal asks PayPal until it is COMPLETED or FAILED (follow it with GET …/Payments/BalancePayment/{paymentId}); meanwhile another payment is 409. ' +
          refusals,
        security: memberSecurity,
        params: MemberParams,
        headers: IdempotencyHeaders,
        body: BalancePaymentRequest,
        response: withProblems({ 200: BalancePaymentResult, 202: BalancePaymentResult }),
      },
    },
    async (request, reply) => {
      const { result, replayed } = await payments.payBalance(request.params.memberId, request.body.amount, request.headers['idempotency-key'], request.headers['accept-language']);
      void reply.header('cache-control', 'no-store');
      if (replayed) void reply.header('idempotent-replayed', 'true');
      if (result.payment.status === 'CONFIRMING') void reply.code(202);
      return result;
    },
  );

  app.get<{ Params: MemberParams }>(
    '/Payments/BalancePayment/Latest',
    {
      schema: {
        operationId: 'getLatestBalancePayment',
        tags,
        summary: "The member's most recent balance payment (null when none): the billing tab says when it is being confirmed or has expired",
        security: memberSecurity,
        params: MemberParams,
        response: withProblems({ 200: LatestBalancePayment }),
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { payment: await payments.latestBalancePayment(request.params.memberId) };
    },
  );

  app.get<{ Params: { memberId: number; paymentId: number } }>(
    '/Payments/BalancePayment/:paymentId',
    {
      schema: {
        operationId: 'getBalancePayment',
        tags,
        summary: 'A balance payment as it stands: COMPLETED, CONFIRMING (PayPal is being asked) or FAILED (nothing was charged)',
        security: memberSecurity,
        params: Type.Object({ memberId: IdParam, paymentId: IdParam }),
        response: withProblems({ 200: BalancePayment }),
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return payments.balancePayment(request.params.memberId, request.params.paymentId);
    },
  );
  return Promise.resolve();
};
