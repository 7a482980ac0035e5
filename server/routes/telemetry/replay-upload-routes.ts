// POST /api/Telemetry/Replays/{replayId}/Chunks (issue 14, spec §9): the SPA's session-replay chunks.
// Anonymous as well as signed in (a failure on the login page is kept too), and nobody's identity is
// stored — only the SPA's opaque session id. The clinic is the one of the site address the chunk
// was sent to, never the body's word. Rate limited per client address (counted before the body is
// read); a body over 400 KB is 413; the events must be gzip JSON of an array (bounded unpacking).
import { ReplayChunk, ReplayChunkAccepted, ReplayChunkParams } from '../../../contract/api/telemetry.ts';
import { findCenterIdByHost } from '../../db/repositories/centers-repository.ts';
import { HttpProblem, problems } from '../../http-problem.ts';
import { anonymousAccess } from '../../plugins/openapi.ts';
import { eventsOfGzip, maxChunkGzipBytes } from '../../services/telemetry/replay-store.ts';
import { routeModule } from '../route-declaration.ts';

const tags = ['Telemetry'];
/** The JSON body: base64 of at most 256 KiB of gzip (≈350 000 characters) and the other fields. */
export const replayUploadBodyLimit = 400_000;

export const replayUploadRoutes = routeModule({ tags, security: anonymousAccess, params: ReplayChunkParams }, (route, services) => {
  const { db, rateLimiter, replays } = services;

  route.post<{ Params: { replayId: string }; Body: ReplayChunk }>(
    '/Replays/:replayId/Chunks',
    {
      operationId: 'uploadReplayChunk',
      summary: 'Keep one chunk of a session replay (masked rrweb events, gzip + base64); a chunk sent again replaces itself',
      body: ReplayChunk,
      ok: { 202: ReplayChunkAccepted },
    },
    async (request, reply) => {
      const { replayId } = request.params;
      const chunk = request.body;
      const gzip = Buffer.from(chunk.eventsGzipBase64, 'base64');
      if (gzip.toString('base64') !== chunk.eventsGzipBase64) {
        throw problems.badRequest('Invalid replay chunk', 'eventsGzipBase64 is not base64.', 'replay-chunk-invalid');
      }
      if (gzip.length > maxChunkGzipBytes) {
        throw new HttpProblem({ status: 413, title: 'Content Too Large', detail: 'A chunk is at most 256 KiB of gzip; split bigger ones.', kind: 'replay-chunk-too-large' });
      }
      if (Date.parse(chunk.endedAtUtc) < Date.parse(chunk.startedAtUtc)) {
        throw problems.badRequest('Invalid replay chunk', 'endedAtUtc is before startedAtUtc.', 'replay-chunk-invalid');
      }
      await eventsOfGzip(gzip);
      // The clinic of the address the SPA was served from (behind the trusted proxies: the forwarded host).
      const clinicId = (await findCenterIdByHost(db, request.hostname.toLowerCase())) ?? null;
      await replays.put({
        replayId,
        sequence: chunk.sequence,
        sessionId: chunk.sessionId,
        clinicId,
        reason: chunk.reason,
        startedAtUtc: new Date(chunk.startedAtUtc).toISOString(),
        endedAtUtc: new Date(chunk.endedAtUtc).toISOString(),
        operationIds: [...new Set(chunk.operationIds)],
        gzip,
      });
      return reply.code(202).send({ replayId, sequence: chunk.sequence });
    },
    { bodyLimit: replayUploadBodyLimit, onRequest: async (request) => rateLimiter.consume('replayUpload', request.ip) },
  );
});
