// /emulators/demo-data (development and end-to-end tests only, registered with the test clock): puts
// the demo data back as it was when the API started, so each end-to-end journey starts from the seed
// whatever the journeys before it changed (docs/adr/0011). What journeys produce for the support
// dashboards and the telemetry scan (telemetry envelopes, replays) and mail still being delivered is
// kept. The test clock goes back to the real time and the clinic caches are dropped.
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { isPostgres, type Db } from '../../db/database.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import type { OffsetClock } from '../../services/clock.ts';
import { scheduleDemoMaintenance } from '../../db/seed/demo-seed.ts';

// The matching listing's version only ever rises (migration 0022: the search keeps pages under it), so it
// is not put back: the restore raises it instead, with the triggers that would have raised it stood aside.
const kept = new Set(['telemetry_envelopes', 'telemetry_replay_chunks', 'mail_outbox', 'matching_listing_version']);

type Rows = Record<string, unknown>[];
interface Snapshot {
  tables: Map<string, Rows>;
  sequences: Rows;
}

async function takeSnapshot(db: Db): Promise<Snapshot> {
  const names = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'`.execute(db);
  const tables = new Map<string, Rows>();
  for (const { name } of names.rows) {
    if (!kept.has(name)) tables.set(name, (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db)).rows);
  }
  const sequences = (await sql<Record<string, unknown>>`select name, seq from sqlite_sequence`.execute(db)).rows.filter((row) => tables.has(String(row.name)));
  return { tables, sequences };
}

async function restore(db: Db, snapshot: Snapshot): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Rows go back in any order: references are checked once, at commit. The append-only guards of
    // the consent records and the audit trail stand aside for this transaction only.
    await sql`pragma defer_foreign_keys = on`.execute(trx);
    const triggers = (await sql<{ name: string; sql: string }>`select name, sql from sqlite_master where type = 'trigger'`.execute(trx)).rows;
    for (const trigger of triggers) await sql`drop trigger ${sql.id(trigger.name)}`.execute(trx);
    for (const [name, rows] of snapshot.tables) {
      await sql`delete from ${sql.table(name)}`.execute(trx);
      // Each row alone: a few thousand rows, and no statement near SQLite's variable limit.
      for (const row of rows)
        await trx
          .insertInto(name as never)
          .values(row)
          .execute();
    }
    await sql`delete from sqlite_sequence where name in (${sql.join([...snapshot.tables.keys()])})`.execute(trx);
    for (const row of snapshot.sequences) await sql`insert into sqlite_sequence (name, seq) values (${row.name}, ${row.seq})`.execute(trx);
    for (const trigger of triggers) await sql.raw(trigger.sql).execute(trx);
    await sql`update matching_listing_version set version = max(version + 1, cast(unixepoch('subsec') * 1000 as integer)) where id = 1`.execute(trx);
  });
}

export const demoDataRoutes: FastifyPluginAsync<RouteOptions & { clock: OffsetClock }> = async (app, { services, clock }) => {
  const { db } = services;
  // SQLite only (the development and end-to-end database); PostgreSQL development data is left alone.
  const snapshot = isPostgres(db) ? null : await takeSnapshot(db);
  app.post('/restore', { schema: { hide: true } }, async (request, reply) => {
    // Like the other emulators, for this machine only: a development API seen on a network is not reset from it.
    if (!/^(127\.|::1$|::ffff:127\.)/.test(request.socket.remoteAddress ?? '')) return reply.code(404).send();
    if (!snapshot) return reply.code(501).send({ title: 'Restoring the demo data needs SQLite.' });
    await restore(db, snapshot);
    clock.offsetMs = 0;
    // The demo's maintenance windows stay as far ahead as at start, however long the run has gone on.
    await scheduleDemoMaintenance(db, clock.now());
    services.centers.invalidate();
    services.siteMaintenance.invalidate();
    return reply.code(204).send();
  });
};
