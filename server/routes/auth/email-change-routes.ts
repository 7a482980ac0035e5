// The two links of a change of e-mail address.
import { Acknowledgement, EmailChangeTokenRequest } from '../../../contract/api/auth.ts';
import { anonymousAccess } from '../../plugins/openapi.ts';
import { routeModule } from '../route-declaration.ts';

const tags = ['Auth'];

export const emailChangeRoutes = routeModule({ tags, security: anonymousAccess }, (route, services) => {
  const { emailChanges } = services;

  // The two links of a change of e-mail address: the token is the credential; limited per address.
  const emailChangeLinks = [
    {
      path: '/ConfirmEmailChange',
      operationId: 'confirmEmailChange',
      act: (token: string) => emailChanges.confirm(token),
      summary: 'The link e-mailed to a new address: the change of e-mail address takes effect (400 when invalid, expired or used)',
    },
    {
      path: '/UndoEmailChange',
      operationId: 'undoEmailChange',
      act: (token: string) => emailChanges.undo(token),
      summary: 'The link e-mailed to the old address: restores it, ends every session and retires the password (400 when invalid or expired)',
    },
  ];

  for (const link of emailChangeLinks) {
    route.post<{ Body: EmailChangeTokenRequest }>(
      link.path,
      { operationId: link.operationId, summary: link.summary, body: EmailChangeTokenRequest, ok: { 200: Acknowledgement } },
      async (request) => {
        await services.rateLimiter.consume('passwordReset', `${request.ip}|email-change`);
        return link.act(request.body.token);
      },
    );
  }
});
