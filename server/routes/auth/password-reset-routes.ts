// A forgotten password or user name: the e-mailed link or reminder, the identity check and the new password.
import type { FastifyPluginAsync } from 'fastify';
import { Acknowledgement, ForgotPasswordRequest, ForgotUsernameRequest, PasswordResetAuthenticateRequest, ResetPasswordRequest } from '../../../contract/api/auth.ts';
import { anonymousAccess } from '../../plugins/openapi.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { contextOf } from '../request-context.ts';

const tags = ['Auth'];

export const passwordResetRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  const { auth } = services;

  app.post<{ Body: ForgotPasswordRequest }>(
    '/ForgotPassword',
    {
      schema: {
        operationId: 'requestPasswordReset',
        security: anonymousAccess,
        tags,
        summary: 'E-mails a reset link; same answer whether or not the account exists',
        body: ForgotPasswordRequest,
        response: withProblems({ 200: Acknowledgement }),
      },
    },
    async (request) => auth.forgotPassword(request.body, contextOf(request)),
  );

  app.post<{ Body: ForgotUsernameRequest }>(
    '/ForgotUsername',
    {
      schema: {
        operationId: 'requestUserNameReminder',
        security: anonymousAccess,
        tags,
        summary: 'E-mails the user name; same answer whether or not the account exists',
        body: ForgotUsernameRequest,
        response: withProblems({ 200: Acknowledgement }),
      },
    },
    async (request) => auth.forgotUsername(request.body, contextOf(request)),
  );

  app.post<{ Body: PasswordResetAuthenticateRequest }>(
    '/PasswordResetAuthenticate',
    {
      schema: {
        operationId: 'verifyPasswordResetIdentity',
        security: anonymousAccess,
        tags,
        summary: 'Checks last name and birth date before a reset link may set a password',
        body: PasswordResetAuthenticateRequest,
        response: withProblems({ 200: Acknowledgement }),
      },
    },
    async (request) => auth.passwordResetAuthenticate(request.body, contextOf(request)),
  );

  app.put<{ Body: ResetPasswordRequest }>(
    '/ResetPassword',
    {
      schema: {
        operationId: 'resetPassword',
        security: anonymousAccess,
        tags,
        summary: 'Sets a new password with a verified reset-link token',
        body: ResetPasswordRequest,
        response: withProblems({ 200: Acknowledgement }),
      },
    },
    async (request) => auth.resetPassword(request.body, contextOf(request)),
  );
  return Promise.resolve();
};
