// The replay uploads' table (telemetry_replay_chunks, migration 0018 of the replay uploads), created
// for the dashboards' tests when the migrations have not made it, with exactly the same columns.
import { sql, type Kysely } from 'kysely';

export interface ReplayChunkRow {
  replay_id: string;
  sequence: number;
  session_id: string;
  clinic_id: number | null;
  reason: string;
  started_at: string;
  ended_at: string;
  operation_ids: string;
  blob_name: string;
  bytes: number;
  received_at: string;
}

export async function ensureReplayTable<DB>(db: Kysely<DB>) {
  const replays = db.$extendTables<{ telemetry_replay_chunks: ReplayChunkRow }>();
  const tables = await db.introspection.getTables();
  if (!tables.some((table) => table.name === 'telemetry_replay_chunks')) {
    await db.schema
      .createTable('telemetry_replay_chunks')
      .ifNotExists()
      .addColumn('replay_id', 'text', (col) => col.notNull())
      .addColumn('sequence', 'integer', (col) => col.notNull())
      .addColumn('session_id', 'text', (col) => col.notNull())
      .addColumn('clinic_id', 'integer')
      .addColumn('reason', 'text', (col) => col.notNull())
      .addColumn('started_at', 'text', (col) => col.notNull())
      .addColumn('ended_at', 'text', (col) => col.notNull())
      .addColumn('operation_ids', 'text', (col) => col.notNull().defaultTo(sql`'[]'`))
      .addColumn('blob_name', 'text', (col) => col.notNull())
      .addColumn('bytes', 'integer', (col) => col.notNull())
      .addColumn('received_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('telemetry_replay_chunks_pk', ['replay_id', 'sequence'])
      .execute();
  }
  return replays;
}
