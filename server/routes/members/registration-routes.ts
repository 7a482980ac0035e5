// POST /api/Members/Registration: anonymous enrolment (architecture §5), rate limited per ip.
// Everything else under /api/Members/{memberId}/ is member-scoped (member-scope.ts).
import type { FastifyPluginAsync } from 'fastify';
import { RegistrationRequest, RegistrationResponse } from '../../../contract/api/member-area.ts';
import { anonymousAccess } from '../../plugins/openapi.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';

export const registrationRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  app.post<{ Body: RegistrationRequest }>(
    '/Registration',
    {
      schema: {
        operationId: 'registerMember',
        security: anonymousAccess,
        tags: ['Members'],
        summary: "Enrols a patient of the clinic; the details must match the clinic's records (422 + subCode 3 otherwise)",
        body: RegistrationRequest,
        response: withProblems({ 201: RegistrationResponse }),
      },
    },
    async (request, reply) => {
      const created = await services.enrolment.register(request.body, { ip: request.ip });
      return reply.code(201).send(created);
    },
  );
  return Promise.resolve();
};
