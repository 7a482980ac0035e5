// The refresh token as bearer: rotating it, and signing out (revoking its family).
import { Type } from '@sinclair/typebox';
import { TokenPair } from '../../../contract/api/auth.ts';
import { problems } from '../../http-problem.ts';
import { bearerToken } from '../../plugins/authentication.ts';
import { refreshTokenAccess } from '../../plugins/openapi.ts';
import { routeModule } from '../route-declaration.ts';

const tags = ['Auth'];

export const tokenRoutes = routeModule({ tags, security: refreshTokenAccess }, (route, services) => {
  const { auth } = services;

  route.get(
    '/RefreshToken',
    { operationId: 'refreshTokens', summary: 'Rotates the refresh token (sent as bearer) and issues a new pair', ok: { 200: TokenPair } },
    async (request) => {
      const token = bearerToken(request);
      if (!token) throw problems.unauthorized();
      return auth.refresh(token);
    },
  );

  route.post(
    '/Logout',
    {
      operationId: 'logout',
      summary: 'Revokes the refresh-token family of the bearer refresh token (204 without one too)',
      security: [...refreshTokenAccess, {}],
      ok: { 204: Type.Null() },
    },
    async (request, reply) => {
      const token = bearerToken(request);
      if (token) await auth.logout(token);
      return reply.code(204).send();
    },
  );
});
