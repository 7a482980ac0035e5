// Telemetry (issue 14): one row per uploaded session-replay chunk. The chunk's bytes (the gzip as the
// browser sent it) live in blob storage under `blob_name`; the row says whose session, which clinic's
// site, why it was kept, what time it covers and which operations it shows (the support dashboards
// look an operation's replay up through `operation_ids`). Rows and blobs go after the retention.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('telemetry_replay_chunks')
    .addColumn('replay_id', 'text', (col) => col.notNull())
    .addColumn('sequence', 'integer', (col) => col.notNull())
    /** The SPA's opaque session id (never a member id). */
    .addColumn('session_id', 'text', (col) => col.notNull())
    /** The clinic of the site address the chunk was sent to; null for an address of no clinic. */
    .addColumn('clinic_id', 'integer')
    /** sampled | error */
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('ended_at', 'text', (col) => col.notNull())
    /** JSON array of the operation ids (32 hex digits) the chunk's time covers. */
    .addColumn('operation_ids', 'text', (col) => col.notNull())
    .addColumn('blob_name', 'text', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('received_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('telemetry_replay_chunks_pk', ['replay_id', 'sequence'])
    .execute();
  await db.schema.createIndex('telemetry_replay_chunks_received_idx').on('telemetry_replay_chunks').column('received_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('telemetry_replay_chunks').execute();
}
