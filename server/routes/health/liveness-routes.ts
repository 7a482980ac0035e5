// GET /api/health/live: the process answers (health-routes.ts says what it reports).
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { anonymousAccess } from '../../plugins/openapi.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';

const Liveness = Type.Object({
  status: Type.Literal('ok'),
  /** Only with REDIS_URL: whether the client holds a connection right now. */
  redis: Type.Optional(Type.Union([Type.Literal('connected'), Type.Literal('disconnected')])),
});

export const livenessRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  const { redis } = services;
  app.get(
    '/live',
    { schema: { operationId: 'getLiveness', tags: ['Health'], summary: 'The process answers', security: anonymousAccess, response: withProblems({ 200: Liveness }) } },
    (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, ...(redis ? { redis: redis.status === 'ready' ? ('connected' as const) : ('disconnected' as const) } : {}) };
    },
  );
  return Promise.resolve();
};
