// The pre-empt register step: RegistrationDetails, then CompleteRegistration.
import type { FastifyPluginAsync } from 'fastify';
import { CompleteRegistrationRequest, RegistrationDetails } from '../../../contract/api/member-area.ts';
import { Member } from '../../../contract/api/members.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { MemberParams, memberSecurity } from './member-params.ts';

const tags = ['MemberAccount'];

export const registrationDetailsRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  const { enrolment } = services;

  app.get<{ Params: MemberParams }>(
    '/MemberAccount/RegistrationDetails',
    {
      schema: {
        operationId: 'getMemberRegistrationDetails',
        tags,
        summary: "What the clinic's records and the member record hold for the pre-empt register page, with the locked fields",
        security: memberSecurity,
        params: MemberParams,
        response: withProblems({ 200: RegistrationDetails }),
      },
    },
    async (request) => enrolment.registrationDetails(request.params.memberId),
  );

  app.put<{ Params: MemberParams; Body: CompleteRegistrationRequest }>(
    '/MemberAccount/CompleteRegistration',
    {
      schema: {
        operationId: 'completeMemberRegistration',
        tags,
        summary: 'Completes the registration (stage REGI); locked fields must equal the clinic’s (422 + subCode 3)',
        description: '409 when the registration is already complete.',
        security: memberSecurity,
        params: MemberParams,
        body: CompleteRegistrationRequest,
        response: withProblems({ 200: Member }),
      },
    },
    async (request) => enrolment.completeRegistration(request.params.memberId, request.body),
  );
  return Promise.resolve();
};
