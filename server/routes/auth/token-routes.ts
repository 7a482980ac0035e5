// The refresh token as bearer: rotating it, and signing out (revoking its family).
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { TokenPair } from '../../../contract/api/auth.ts';
import { problems } from '../../http-problem.ts';
import { bearerToken } from '../../plugins/authentication.ts';
import { refreshTokenAccess } from '../../plugins/openapi.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';

const tags = ['Auth'];

export const tokenRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  const { auth } = services;

  app.get(
    '/RefreshToken',
    {
      schema: {
        operationId: 'refreshTokens',
        tags,
        summary: 'Rotates the refresh token (sent as bearer) and issues a new pair',
        security: refreshTokenAccess,
        response: withProblems({ 200: TokenPair }),
      },
    },
    async (request) => {
      const token = bearerToken(request);
      if (!token) throw problems.unauthorized();
      return auth.refresh(token);
    },
  );

  app.post(
    '/Logout',
    {
      schema: {
        operationId: 'logout',
        tags,
        summary: 'Revokes the refresh-token family of the bearer refresh token (204 without one too)',
        security: [...refreshTokenAccess, {}],
        response: withProblems({ 204: Type.Null() }),
      },
    },
    async (request, reply) => {
      const token = bearerToken(request);
      if (token) await auth.logout(token);
      return reply.code(204).send();
    },
  );
  return Promise.resolve();
};
