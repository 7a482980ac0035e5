// The pre-empt register step: RegistrationDetails, then CompleteRegistration.
import { CompleteRegistrationRequest, RegistrationDetails } from '../../../contract/api/member-area.ts';
import { Member } from '../../../contract/api/members.ts';
import { MemberParams, memberSecurity } from './member-params.ts';
import { routeModule } from '../route-declaration.ts';

const tags = ['MemberAccount'];

export const registrationDetailsRoutes = routeModule({ tags, security: memberSecurity, params: MemberParams }, (route, services) => {
  const { enrolment } = services;

  route.get<{ Params: MemberParams }>(
    '/MemberAccount/RegistrationDetails',
    {
      operationId: 'getMemberRegistrationDetails',
      summary: "What the clinic's records and the member record hold for the pre-empt register page, with the locked fields",
      ok: { 200: RegistrationDetails },
    },
    async (request) => enrolment.registrationDetails(request.params.memberId),
  );

  route.put<{ Params: MemberParams; Body: CompleteRegistrationRequest }>(
    '/MemberAccount/CompleteRegistration',
    {
      operationId: 'completeMemberRegistration',
      summary: 'Completes the registration (stage REGI); locked fields must equal the clinic’s (422 + subCode 3)',
      description: '409 when the registration is already complete.',
      body: CompleteRegistrationRequest,
      ok: { 200: Member },
    },
    async (request) => enrolment.completeRegistration(request.params.memberId, request.body),
  );
});
