// A forgotten password or user name: the e-mailed link or reminder, the identity check and the new password.
import { Acknowledgement, ForgotPasswordRequest, ForgotUsernameRequest, PasswordResetAuthenticateRequest, ResetPasswordRequest } from '../../../contract/api/auth.ts';
import { anonymousAccess } from '../../plugins/openapi.ts';
import { contextOf } from '../request-context.ts';
import { routeModule } from '../route-declaration.ts';

const tags = ['Auth'];

export const passwordResetRoutes = routeModule({ tags, security: anonymousAccess }, (route, services) => {
  const { auth } = services;

  route.post<{ Body: ForgotPasswordRequest }>(
    '/ForgotPassword',
    {
      operationId: 'requestPasswordReset',
      summary: 'E-mails a reset link; same answer whether or not the account exists',
      body: ForgotPasswordRequest,
      ok: { 200: Acknowledgement },
    },
    async (request) => auth.forgotPassword(request.body, contextOf(request)),
  );

  route.post<{ Body: ForgotUsernameRequest }>(
    '/ForgotUsername',
    {
      operationId: 'requestUserNameReminder',
      summary: 'E-mails the user name; same answer whether or not the account exists',
      body: ForgotUsernameRequest,
      ok: { 200: Acknowledgement },
    },
    async (request) => auth.forgotUsername(request.body, contextOf(request)),
  );

  route.post<{ Body: PasswordResetAuthenticateRequest }>(
    '/PasswordResetAuthenticate',
    {
      operationId: 'verifyPasswordResetIdentity',
      summary: 'Checks last name and birth date before a reset link may set a password',
      body: PasswordResetAuthenticateRequest,
      ok: { 200: Acknowledgement },
    },
    async (request) => auth.passwordResetAuthenticate(request.body, contextOf(request)),
  );

  route.put<{ Body: ResetPasswordRequest }>(
    '/ResetPassword',
    { operationId: 'resetPassword', summary: 'Sets a new password with a verified reset-link token', body: ResetPasswordRequest, ok: { 200: Acknowledgement } },
    async (request) => auth.resetPassword(request.body, contextOf(request)),
  );
});
