// /api/health/*: what a load balancer and an operator ask. `live` says the process answers;
// `ready` says whether this instance can serve: the database reads (else 503), whether it takes a
// write right now (a lock held elsewhere shows as `busy`), and how much background work waits
// (mail in the outbox, payments being confirmed, job-queue passes). With REDIS_URL both say how Redis
// is: `live` the client's connection (no round trip; a Redis outage must not get instances
// restarted), `ready` a PING, and an instance that cannot reach Redis is not ready (503): it would
// refuse every signed-in request (revocation fails closed). It carries no personal data and needs no token.
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { isDatabaseBusy } from '../../db/database.ts';
import { anonymousAccess } from '../../plugins/openapi.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { pingRedis } from '../../services/shared-state.ts';

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
const Liveness = Type.Object({
  status: Type.Literal('ok'),
  /** Only with REDIS_URL: whether the client holds a connection right now. */
  redis: Type.Optional(Type.Union([Type.Literal('connected'), Type.Literal('disconnected')])),
});

export const healthRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  const { db, mailOutbox, redis, jobQueue } = services;
  const tags = ['Health'];

  app.get(
    '/live',
    { schema: { operationId: 'getLiveness', tags, summary: 'The process answers', security: anonymousAccess, response: withProblems({ 200: Liveness }) } },
    (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, ...(redis ? { redis: redis.status === 'ready' ? ('connected' as const) : ('disconnected' as const) } : {}) };
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        operationId: 'getReadiness',
        tags,
        summary: 'Whether this instance can serve: database read and write, Redis, background work waiting (503 when the database or Redis cannot be reached)',
        security: anonymousAccess,
        response: withProblems({ 200: Readiness, 503: Readiness }),
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      const started = performance.now();
      const state = async (work: () => Promise<unknown>) => {
        try {
          await work();
          return 'ok' as const;
        } catch (error) {
          return isDatabaseBusy(error) ? ('busy' as const) : ('failed' as const);
        }
      };
      const read = await state(() => db.selectFrom('app_meta').select('key').limit(1).execute());
      // A write that changes nothing still needs the write lock: it shows whether writes would pass now.
      const write =
        read === 'ok'
          ? await state(() =>
              db
                .updateTable('app_meta')
                .set((eb) => ({ value: eb.ref('value') }))
                .where('key', '=', '__readiness__')
                .execute(),
            )
          : 'failed';
      const latencyMs = Math.round(performance.now() - started);
      const counts = read === 'ok' ? await Promise.all([mailOutbox.pendingCount(), countBeingConfirmed()]) : [0, 0];
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

  async function countBeingConfirmed(): Promise<number> {
    const row = await db
      .selectFrom('balance_payments')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
      .where('status', '=', 'CONFIRMING')
      .executeTakeFirstOrThrow();
    return row.count;
  }
  return Promise.resolve();
};
