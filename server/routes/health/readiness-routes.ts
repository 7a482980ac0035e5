// GET /api/health/ready: whether this instance can serve (health-routes.ts says what it reports).
import { Type } from '@sinclair/typebox';
import { anonymousAccess } from '../../plugins/openapi.ts';
import { pingRedis } from '../../services/shared-state.ts';
import { countBeingConfirmed, probeDatabase } from './readiness-probes.ts';
import { routeModule } from '../route-declaration.ts';

const DatabaseState = Type.Union([Type.Literal('ok'), Type.Literal('busy'), Type.Literal('failed')]);
const Readiness = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('degraded'), Type.Literal('unavailable')]),
  database: Type.Object({ read: DatabaseState, write: DatabaseState, latencyMs: Type.Number() }),
  mailOutbox: Type.Object({ pending: Type.Integer() }),
  payments: Type.Object({ beingConfirmed: Type.Integer() }),
  /** Only with REDIS_URL. */
  redis: Type.Optional(Type.Object({ state: Type.Union([Type.Literal('ok'), Type.Literal('failed')]), latencyMs: Type.Number() })),
  /** Passes waiting or running on the pg-boss queue, across every instance (null: the embedded queue). */
  jobs: Type.Object({ queue: Type.Union([Type.Literal('embedded'), Type.Literal('pg-boss')]), pending: Type.Union([Type.Integer(), Type.Null()]) }),
});

export const readinessRoutes = routeModule({ tags: ['Health'], security: anonymousAccess }, (route, services) => {
  const { db, mailOutbox, redis, jobQueue } = services;

  route.get(
    '/ready',
    {
      operationId: 'getReadiness',
      summary: 'Whether this instance can serve: database read and write, Redis, background work waiting (503 when the database or Redis cannot be reached)',
      ok: { 200: Readiness, 503: Readiness },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      const started = performance.now();
      const { read, write } = await probeDatabase(db);
      const latencyMs = Math.round(performance.now() - started);
      const counts = read === 'ok' ? await Promise.all([mailOutbox.pendingCount(), countBeingConfirmed(db)]) : [0, 0];
      const shared = redis ? await pingRedis(redis) : null;
      const jobs = { queue: jobQueue.kind, pending: read === 'ok' ? await jobQueue.pending().catch(() => null) : null };
      const serving = read === 'ok' && shared?.state !== 'failed';
      const status = !serving ? 'unavailable' : write !== 'ok' ? 'degraded' : 'ready';
      void reply.code(serving ? 200 : 503);
      return {
        status,
        database: { read, write, latencyMs },
        mailOutbox: { pending: counts[0] ?? 0 },
        payments: { beingConfirmed: counts[1] ?? 0 },
        ...(shared ? { redis: { state: shared.state, latencyMs: shared.latencyMs } } : {}),
        jobs,
      } as const;
    },
  );
});
