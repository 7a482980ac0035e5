// GET /api/health/live: the process answers (health-routes.ts says what it reports).
import { Type } from '@sinclair/typebox';
import { anonymousAccess } from '../../plugins/openapi.ts';
import { routeModule } from '../route-declaration.ts';

const Liveness = Type.Object({
  status: Type.Literal('ok'),
  /** Only with REDIS_URL: whether the client holds a connection right now. */
  redis: Type.Optional(Type.Union([Type.Literal('connected'), Type.Literal('disconnected')])),
});

export const livenessRoutes = routeModule({ tags: ['Health'], security: anonymousAccess }, (route, services) => {
  const { redis } = services;
  route.get('/live', { operationId: 'getLiveness', summary: 'The process answers', ok: { 200: Liveness } }, (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { status: 'ok' as const, ...(redis ? { redis: redis.status === 'ready' ? ('connected' as const) : ('disconnected' as const) } : {}) };
  });
});
