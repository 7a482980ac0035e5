// POST /api/Members/Registration: anonymous enrolment (architecture §5), rate limited per ip.
// Everything else under /api/Members/{memberId}/ is member-scoped (member-scope.ts).
import { RegistrationRequest, RegistrationResponse } from '../../../contract/api/member-area.ts';
import { anonymousAccess } from '../../plugins/openapi.ts';
import { routeModule } from '../route-declaration.ts';

export const registrationRoutes = routeModule({ tags: ['Members'], security: anonymousAccess }, (route, services) => {
  route.post<{ Body: RegistrationRequest }>(
    '/Registration',
    {
      operationId: 'registerMember',
      summary: "Enrols a patient of the clinic; the details must match the clinic's records (422 + subCode 3 otherwise)",
      body: RegistrationRequest,
      ok: { 201: RegistrationResponse },
    },
    async (request, reply) => {
      const created = await services.enrolment.register(request.body, { ip: request.ip });
      return reply.code(201).send(created);
    },
  );
});
