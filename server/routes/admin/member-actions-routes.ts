// What a ClinicAdmin does to a member's account: reset link, two-factor reset, lock, read-only.
import type { FastifyPluginAsync } from 'fastify';
import { MemberParams, MemberSummary, SetFlagRequest } from '../../../contract/api/admin.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { originOf, staffOf } from './staff-authentication.ts';
import { acknowledged, staffSecurity, tags } from './admin-common.ts';

export const memberActionsRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  const { members } = services.staff;

  app.post<{ Params: { memberId: number } }>(
    '/Members/:memberId/SendPasswordReset',
    {
      schema: {
        operationId: 'sendMemberPasswordReset',
        tags,
        summary: 'E-mails the member a password-reset link (ClinicAdmin)',
        security: staffSecurity,
        params: MemberParams,
        response: withProblems({ 200: acknowledged }),
      },
    },
    async (request) => {
      await members.sendPasswordReset(staffOf(request), request.params.memberId, originOf(request));
      return { done: true };
    },
  );

  app.post<{ Params: { memberId: number } }>(
    '/Members/:memberId/ResetTwoFactor',
    {
      schema: {
        operationId: 'resetMemberTwoFactor',
        tags,
        summary: 'Turns the member’s two-factor sign-in off and ends their sessions (ClinicAdmin)',
        security: staffSecurity,
        params: MemberParams,
        response: withProblems({ 200: MemberSummary }),
      },
    },
    async (request) => members.resetTwoFactor(staffOf(request), request.params.memberId, originOf(request)),
  );

  for (const [path, operationId, flag, summary] of [
    ['SignInLocked', 'setMemberSignInLocked', 'signInLocked', 'Locks (ending every session) or unlocks the member’s sign-in (ClinicAdmin)'],
    ['ReadOnly', 'setMemberReadOnly', 'readOnly', 'Makes the account read-only or not (ClinicAdmin)'],
  ] as const) {
    app.put<{ Params: { memberId: number }; Body: SetFlagRequest }>(
      `/Members/:memberId/${path}`,
      { schema: { operationId, tags, summary, security: staffSecurity, params: MemberParams, body: SetFlagRequest, response: withProblems({ 200: MemberSummary }) } },
      async (request) => members.setFlag(staffOf(request), request.params.memberId, flag, request.body.value, originOf(request)),
    );
  }
  return Promise.resolve();
};
