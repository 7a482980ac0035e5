// Session replays (issue 14, spec §9): the chunks the SPA uploads, kept as received (gzip JSON of
// masked rrweb events) in blob storage — local disk or Azure Blob Storage, the same two kinds as
// matching photos — with one row per chunk in `telemetry_replay_chunks` saying whose session, which
// clinic's site, why it was kept and which operations it shows. Staff read a replay back as its
// events in order; a retention pass deletes blobs, then rows, older than the retention.
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { ReplayEvents, ReplayReason } from '../../../contract/api/telemetry.ts';
import type { Db } from '../../db/database.ts';
import { problems } from '../../http-problem.ts';
import { isoAt, type Clock } from '../clock.ts';
import type { PhotoStorage } from '../photo-storage.ts';

const gunzipAsync = promisify(gunzip);

/** A chunk's gzip (as sent) is at most this big; the browser splits bigger ones. */
export const maxChunkGzipBytes = 256 * 1024;
/** A chunk's events unpacked are at most this big (a gzip bomb stops here). */
export const maxChunkJsonBytes = 8 * 1024 * 1024;
/** A staff read returns at most this many chunks of one replay (about 80 minutes of a sampled session). */
export const maxChunksRead = 500;
/** The retention pass deletes at most this many chunks per batch. */
const deleteBatch = 200;

/** Where replay chunk bytes are kept: the photo storage's interface and kinds (photo-storage.ts). */
export type ReplayBlobStorage = PhotoStorage;

export interface StoredChunk {
  replayId: string;
  sequence: number;
  sessionId: string;
  clinicId: number | null;
  reason: ReplayReason;
  startedAtUtc: string;
  endedAtUtc: string;
  operationIds: readonly string[];
  /** The gzip of the events' JSON array, as the browser sent it. */
  gzip: Buffer;
}

/** The chunk's events: the gzip must unpack (within `maxChunkJsonBytes`) to a JSON array, else 400. */
export async function eventsOfGzip(gzip: Buffer): Promise<unknown[]> {
  let json: Buffer;
  try {
    json = await gunzipAsync(gzip, { maxOutputLength: maxChunkJsonBytes });
  } catch {
    throw problems.badRequest('Invalid replay chunk', 'The events are not gzip data, or unpack to more than 8 MB.', 'replay-chunk-invalid');
  }
  let events: unknown;
  try {
    events = JSON.parse(json.toString('utf8'));
  } catch {
    throw problems.badRequest('Invalid replay chunk', 'The events are not JSON.', 'replay-chunk-invalid');
  }
  if (!Array.isArray(events)) throw problems.badRequest('Invalid replay chunk', 'The events are not a JSON array.', 'replay-chunk-invalid');
  return events as unknown[];
}

export class ReplayStore {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #storage: ReplayBlobStorage;
  readonly #retentionDays: number;

  constructor(deps: { db: Db; clock: Clock; storage: ReplayBlobStorage; retentionDays: number }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#storage = deps.storage;
    this.#retentionDays = deps.retentionDays;
  }

  static blobNameOf(replayId: string, sequence: number): string {
    return `${replayId}/${String(sequence).padStart(5, '0')}.json.gz`;
  }

  /**
   * Keeps a chunk (a chunk sent again replaces itself). A replay belongs to one session on one
   * clinic's site: a chunk of another session or site for a known replay id is refused (409).
   */
  async put(chunk: StoredChunk): Promise<void> {
    const owner = await this.#db.selectFrom('telemetry_replay_chunks').select(['session_id', 'clinic_id']).where('replay_id', '=', chunk.replayId).executeTakeFirst();
    if (owner && (owner.session_id !== chunk.sessionId || owner.clinic_id !== chunk.clinicId)) {
      throw problems.conflict('Replay of another session', 'This replay id belongs to another session.', 'replay-owner-conflict');
    }
    const blobName = ReplayStore.blobNameOf(chunk.replayId, chunk.sequence);
    // The bytes first: a row never names a blob that was not written.
    await this.#storage.put(blobName, chunk.gzip, 'application/gzip');
    const row = {
      session_id: chunk.sessionId,
      clinic_id: chunk.clinicId,
      reason: chunk.reason,
      started_at: chunk.startedAtUtc,
      ended_at: chunk.endedAtUtc,
      operation_ids: JSON.stringify(chunk.operationIds),
      blob_name: blobName,
      bytes: chunk.gzip.length,
      received_at: isoAt(this.#clock.now()),
    };
    await this.#db
      .insertInto('telemetry_replay_chunks')
      .values({ replay_id: chunk.replayId, sequence: chunk.sequence, ...row })
      .onConflict((oc) => oc.columns(['replay_id', 'sequence']).doUpdateSet(row))
      .execute();
  }

  /** The clinics of a replay's chunks (empty: no such replay). */
  async clinicsOf(replayId: string): Promise<(number | null)[]> {
    const rows = await this.#db.selectFrom('telemetry_replay_chunks').select('clinic_id').distinct().where('replay_id', '=', replayId).execute();
    return rows.map((row) => row.clinic_id);
  }

  /** The replay's events, chunk after chunk; null when there is no such replay. A chunk whose blob is gone is skipped. */
  async read(replayId: string): Promise<ReplayEvents | null> {
    const rows = await this.#db
      .selectFrom('telemetry_replay_chunks')
      .select(['sequence', 'reason', 'started_at', 'blob_name'])
      .where('replay_id', '=', replayId)
      .orderBy('sequence')
      .limit(maxChunksRead)
      .execute();
    if (rows.length === 0) return null;
    const events: unknown[] = [];
    for (const row of rows) {
      const gzip = await this.#storage.get(row.blob_name);
      if (!gzip) continue;
      events.push(...(await eventsOfGzip(gzip)));
    }
    return {
      replayId,
      reason: rows.some((row) => row.reason === 'error') ? 'error' : 'sampled',
      startedAtUtc: rows.map((row) => row.started_at).sort()[0] ?? rows[0]!.started_at,
      events,
    };
  }

  /**
   * Deletes chunks received before the retention: each blob, then its row. Safe on several
   * instances at once (deleting a missing blob or row is no error) and after a crash half-way
   * (the row of a deleted blob is deleted by the next pass). Returns how many rows went.
   */
  async deleteExpired(): Promise<number> {
    const cutoff = isoAt(this.#clock.now() - this.#retentionDays * 24 * 60 * 60_000);
    let deleted = 0;
    for (;;) {
      const rows = await this.#db
        .selectFrom('telemetry_replay_chunks')
        .select(['replay_id', 'sequence', 'blob_name'])
        .where('received_at', '<', cutoff)
        .orderBy('received_at')
        .limit(deleteBatch)
        .execute();
      for (const row of rows) {
        await this.#storage.delete(row.blob_name);
        const result = await this.#db
          .deleteFrom('telemetry_replay_chunks')
          .where('replay_id', '=', row.replay_id)
          .where('sequence', '=', row.sequence)
          .where('received_at', '<', cutoff)
          .executeTakeFirst();
        deleted += Number(result.numDeletedRows);
      }
      if (rows.length < deleteBatch) return deleted;
    }
  }
}
