// Member sign-in: the password step, the two-factor step and a new two-factor code.
import type { FastifyPluginAsync } from 'fastify';
import { ResendTwoFactorRequest, ResendTwoFactorResponse, LoginRequest, LoginResponse, TokenPair, VerifyTwoFactorRequest } from '../../../contract/api/auth.ts';
import { anonymousAccess } from '../../plugins/openapi.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { contextOf } from '../request-context.ts';

const tags = ['Auth'];

export const signInRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  const { auth } = services;

  app.post<{ Body: LoginRequest }>(
    '/Login',
    {
      schema: {
        operationId: 'login',
        security: anonymousAccess,
        tags,
        summary: 'Member sign-in; answers an intermediate token when two-factor is on',
        body: LoginRequest,
        response: withProblems({ 200: LoginResponse }),
      },
    },
    async (request) => auth.login(request.body, contextOf(request)),
  );

  app.post<{ Body: VerifyTwoFactorRequest }>(
    '/VerifyTwoFactor',
    {
      schema: {
        operationId: 'verifyTwoFactorCode',
        security: anonymousAccess,
        tags,
        summary: 'Second step of sign-in with the e-mailed 6-digit code',
        body: VerifyTwoFactorRequest,
        response: withProblems({ 200: TokenPair }),
      },
    },
    async (request) => auth.verifyTwoFactor(request.body, contextOf(request)),
  );

  app.post<{ Body: ResendTwoFactorRequest }>(
    '/ResendTwoFactorCode',
    {
      schema: {
        operationId: 'resendTwoFactorCode',
        security: anonymousAccess,
        tags,
        summary: 'E-mails a new sign-in code (the earlier one stops working); once every 30 s and 3 times in 10 minutes (429 + Retry-After)',
        body: ResendTwoFactorRequest,
        response: withProblems({ 200: ResendTwoFactorResponse }),
      },
    },
    async (request) => auth.resendTwoFactorCode(request.body, contextOf(request)),
  );
  return Promise.resolve();
};
