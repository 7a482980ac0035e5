// Application Insights ingestion emulator (architecture §8, issue 14): the endpoint a connection
// string's IngestionEndpoint names, so the real SDKs (browser and server) report unchanged. It takes
// the track posts of every SDK — a JSON array, or newline-delimited JSON, plain or gzip — answers
// CORS preflights and the breeze answer the SDKs expect, and keeps each envelope in the embedded
// database, where tests (and the local support dashboards) read them back.
import { gunzipSync } from 'node:zlib';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Db } from '../../db/database.ts';
import { isoAt, type Clock } from '../../services/clock.ts';

/** The most envelopes one post may carry (the SDKs batch far fewer). */
const maxEnvelopes = 1000;

interface Envelope {
  name?: unknown;
  time?: unknown;
  iKey?: unknown;
  tags?: Record<string, unknown>;
  data?: { baseType?: unknown };
}

/** The envelopes of a track post: a JSON array, one object, or one JSON object per line. */
export function parseTrackBody(raw: Buffer, contentEncoding: string | undefined): unknown[] {
  const bytes = contentEncoding?.toLowerCase().includes('gzip') ? gunzipSync(raw, { maxOutputLength: 16 * 1024 * 1024 }) : raw;
  const text = bytes.toString('utf8').trim();
  if (text === '') return [];
  if (text.startsWith('[')) {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : [];
  }
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as unknown);
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function allowCors(request: FastifyRequest, reply: FastifyReply): void {
  const origin = request.headers.origin;
  reply.header('Access-Control-Allow-Origin', typeof origin === 'string' ? origin : '*');
  reply.header('Vary', 'Origin');
  reply.header('Access-Control-Allow-Methods', 'POST, OPTIONS');
  reply.header(
    'Access-Control-Allow-Headers',
    typeof request.headers['access-control-request-headers'] === 'string' ? request.headers['access-control-request-headers'] : 'content-type, content-encoding, sdk-context',
  );
  reply.header('Access-Control-Max-Age', '600');
}

export interface StoredEnvelope {
  id: number;
  receivedAt: string;
  name: string;
  baseType: string | null;
  time: string | null;
  operationId: string | null;
  cloudRole: string | null;
  envelope: unknown;
}

export const ingestionEmulatorRoutes: FastifyPluginAsync<{ db: Db; clock: Clock }> = (app, { db, clock }) => {
  // The SDKs send JSON under several content types (application/json, application/x-json-stream,
  // text/plain from sendBeacon), sometimes gzip: the body is read raw and parsed here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const track = async (request: FastifyRequest, reply: FastifyReply) => {
    allowCors(request, reply);
    let envelopes: unknown[];
    try {
      envelopes = parseTrackBody(Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0), request.headers['content-encoding']);
    } catch {
      return reply.code(400).send({ itemsReceived: 0, itemsAccepted: 0, errors: [{ index: 0, statusCode: 400, message: 'The body is not JSON (plain or gzip).' }] });
    }
    if (envelopes.length > maxEnvelopes) {
      return reply
        .code(413)
        .send({ itemsReceived: envelopes.length, itemsAccepted: 0, errors: [{ index: 0, statusCode: 413, message: `At most ${String(maxEnvelopes)} envelopes per post.` }] });
    }
    const receivedAt = isoAt(clock.now());
    const errors: { index: number; statusCode: number; message: string }[] = [];
    const rows = envelopes.flatMap((value, index) => {
      const envelope = value as Envelope | null;
      const name = envelope && typeof envelope === 'object' ? text(envelope.name) : null;
      if (!envelope || !name) {
        errors.push({ index, statusCode: 400, message: 'An envelope needs a name.' });
        return [];
      }
      const tags = envelope.tags ?? {};
      return [
        {
          received_at: receivedAt,
          name,
          base_type: text(envelope.data?.baseType),
          time: text(envelope.time),
          ikey: text(envelope.iKey),
          operation_id: text(tags['ai.operation.id']),
          cloud_role: text(tags['ai.cloud.role']),
          body: JSON.stringify(envelope),
        },
      ];
    });
    if (rows.length > 0) await db.insertInto('telemetry_envelopes').values(rows).execute();
    // The answer the SDKs read: 206 when some envelopes were refused (they retry none of those).
    return reply.code(errors.length > 0 ? 206 : 200).send({ itemsReceived: envelopes.length, itemsAccepted: rows.length, errors });
  };
  for (const path of ['/v2/track', '/v2.1/track']) {
    app.options(path, { schema: { hide: true } }, (request, reply) => {
      allowCors(request, reply);
      return reply.code(204).send();
    });
    app.post(path, { schema: { hide: true } }, track);
  }

  app.get<{ Querystring: { baseType?: string; operationId?: string; cloudRole?: string; limit?: number } }>(
    '/envelopes',
    {
      schema: {
        hide: true,
        querystring: Type.Object({
          baseType: Type.Optional(Type.String({ maxLength: 100 })),
          operationId: Type.Optional(Type.String({ maxLength: 100 })),
          cloudRole: Type.Optional(Type.String({ maxLength: 100 })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
        }),
      },
    },
    async (request): Promise<StoredEnvelope[]> => {
      let query = db
        .selectFrom('telemetry_envelopes')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(request.query.limit ?? 1000);
      if (request.query.baseType) query = query.where('base_type', '=', request.query.baseType);
      if (request.query.operationId) query = query.where('operation_id', '=', request.query.operationId);
      if (request.query.cloudRole) query = query.where('cloud_role', '=', request.query.cloudRole);
      return (await query.execute()).map((row) => ({
        id: row.id,
        receivedAt: row.received_at,
        name: row.name,
        baseType: row.base_type,
        time: row.time,
        operationId: row.operation_id,
        cloudRole: row.cloud_role,
        envelope: JSON.parse(row.body) as unknown,
      }));
    },
  );
  app.delete('/envelopes', { schema: { hide: true } }, async (_request, reply) => {
    await db.deleteFrom('telemetry_envelopes').execute();
    return reply.code(204).send();
  });
  return Promise.resolve();
};
