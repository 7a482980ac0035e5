// Paying the billing balance with the vaulted method, and reading a balance payment back.
import { Type } from '@sinclair/typebox';
import { BalancePayment, BalancePaymentRequest, BalancePaymentResult, IdempotencyHeaders, LatestBalancePayment } from '../../../contract/api/payments.ts';
import { IdParam } from '../../../contract/api/common.ts';
import { MemberParams, memberSecurity } from './member-params.ts';
import { refusals, tags } from './payments-common.ts';
import { routeModule } from '../route-declaration.ts';

export const balancePaymentRoutes = routeModule({ tags, security: memberSecurity }, (route, services) => {
  const { payments } = services;

  route.post<{ Params: MemberParams; Body: BalancePaymentRequest; Headers: { 'idempotency-key': string } }>(
    '/Payments/BalancePayment',
    {
      operationId: 'payBalance',
      summary: 'Pays the whole billing balance with the default vaulted method; one charge per Idempotency-Key',
      description:
        'The amount must equal the current positive balance (409 otherwise, or when there is no accepted saved method, or another payment is in progress). ' +
        'The same Idempotency-Key again answers the stored result (header Idempotent-Replayed: true) without charging again. ' +
        'When PayPal does not answer in time, fails (5xx) or cannot be reached, the outcome is not guessed: 202 with the payment CONFIRMING; ' +
        'the portal asks PayPal until it is COMPLETED or FAILED (follow it with GET …/Payments/BalancePayment/{paymentId}); meanwhile another payment is 409. ' +
        refusals,
      params: MemberParams,
      headers: IdempotencyHeaders,
      body: BalancePaymentRequest,
      ok: { 200: BalancePaymentResult, 202: BalancePaymentResult },
    },
    async (request, reply) => {
      const { result, replayed } = await payments.payBalance(request.params.memberId, request.body.amount, request.headers['idempotency-key'], request.headers['accept-language']);
      void reply.header('cache-control', 'no-store');
      if (replayed) void reply.header('idempotent-replayed', 'true');
      if (result.payment.status === 'CONFIRMING') void reply.code(202);
      return result;
    },
  );

  route.get<{ Params: MemberParams }>(
    '/Payments/BalancePayment/Latest',
    {
      operationId: 'getLatestBalancePayment',
      summary: "The member's most recent balance payment (null when none): the billing tab says when it is being confirmed or has expired",
      params: MemberParams,
      ok: { 200: LatestBalancePayment },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { payment: await payments.latestBalancePayment(request.params.memberId) };
    },
  );

  route.get<{ Params: { memberId: number; paymentId: number } }>(
    '/Payments/BalancePayment/:paymentId',
    {
      operationId: 'getBalancePayment',
      summary: 'A balance payment as it stands: COMPLETED, CONFIRMING (PayPal is being asked) or FAILED (nothing was charged)',
      params: Type.Object({ memberId: IdParam, paymentId: IdParam }),
      ok: { 200: BalancePayment },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return payments.balancePayment(request.params.memberId, request.params.paymentId);
    },
  );
});
