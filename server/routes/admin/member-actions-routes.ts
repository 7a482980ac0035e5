// What a ClinicAdmin does to a member's account: reset link, two-factor reset, lock, read-only.
import { MemberParams, MemberSummary, SetFlagRequest } from '../../../contract/api/admin.ts';
import { originOf, staffOf } from './staff-authentication.ts';
import { acknowledged, staffSecurity, tags } from './admin-common.ts';
import { routeModule } from '../route-declaration.ts';

export const memberActionsRoutes = routeModule({ tags, security: staffSecurity, params: MemberParams }, (route, services) => {
  const { members } = services.staff;

  route.post<{ Params: { memberId: number } }>(
    '/Members/:memberId/SendPasswordReset',
    { operationId: 'sendMemberPasswordReset', summary: 'E-mails the member a password-reset link (ClinicAdmin)', ok: { 200: acknowledged } },
    async (request) => {
      await members.sendPasswordReset(staffOf(request), request.params.memberId, originOf(request));
      return { done: true };
    },
  );

  route.post<{ Params: { memberId: number } }>(
    '/Members/:memberId/ResetTwoFactor',
    { operationId: 'resetMemberTwoFactor', summary: 'Turns the member’s two-factor sign-in off and ends their sessions (ClinicAdmin)', ok: { 200: MemberSummary } },
    async (request) => members.resetTwoFactor(staffOf(request), request.params.memberId, originOf(request)),
  );

  for (const [path, operationId, flag, summary] of [
    ['SignInLocked', 'setMemberSignInLocked', 'signInLocked', 'Locks (ending every session) or unlocks the member’s sign-in (ClinicAdmin)'],
    ['ReadOnly', 'setMemberReadOnly', 'readOnly', 'Makes the account read-only or not (ClinicAdmin)'],
  ] as const) {
    route.put<{ Params: { memberId: number }; Body: SetFlagRequest }>(
      `/Members/:memberId/${path}`,
      { operationId, summary, body: SetFlagRequest, ok: { 200: MemberSummary } },
      async (request) => members.setFlag(staffOf(request), request.params.memberId, flag, request.body.value, originOf(request)),
    );
  }
});
