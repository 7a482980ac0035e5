// The test clock (development and end-to-end tests only, with the other emulators): moves the API's
// clock forward by whole days, so a journey can see what happens when a reminder or a lapse falls
// due, then back to the real time. The consent loop runs a pass at once after each move.
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { OffsetClock } from '../../services/clock.ts';

const DAY_MS = 86_400_000;

export const clockEmulatorRoutes: FastifyPluginAsync<{ clock: OffsetClock; onMoved: () => Promise<void> }> = (app, { clock, onMoved }) => {
  const answer = () => ({ nowUtc: new Date(clock.now()).toISOString(), offsetDays: clock.offsetMs / DAY_MS });
  app.get('/', { schema: { hide: true } }, answer);
  app.put<{ Body: { offsetDays: number } }>('/', { schema: { hide: true, body: Type.Object({ offsetDays: Type.Integer({ minimum: 0, maximum: 3650 }) }) } }, async (request) => {
    clock.offsetMs = request.body.offsetDays * DAY_MS;
    await onMoved();
    return answer();
  });
  return Promise.resolve();
};
