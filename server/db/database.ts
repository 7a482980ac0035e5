// Opens the database named by configuration: PostgreSQL for postgres:// URLs, SQLite otherwise.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { userInfo } from 'node:os';
import { dirname } from 'node:path';
import { Kysely, PostgresAdapter, PostgresDialect } from 'kysely';
import { tracedDialect } from '../telemetry/sqlite-tracing.ts';
import { createNodeSqliteDialect } from './node-sqlite-dialect.ts';
import { preparingClient } from './prepared-statements.ts';
import type * as PgModule from 'pg';
import type { ClientConfig } from 'pg';
import type { Database } from './tables.ts';

// `pg` through require: the telemetry's PostgreSQL instrumentation patches it as it loads (a require
// hook), with no ESM loader thread kept for the life of the process (server/telemetry/api-telemetry.ts).
const pg = createRequire(import.meta.url)('pg') as typeof PgModule;
const PreparingClient = preparingClient(pg);

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** PostgreSQL only: schema put first on the search path (tests isolate each file in its own schema). */
  schema?: string;
  poolSize?: number;
  /** SQLite only: statements become telemetry dependency spans (server/telemetry; pg is traced by its instrumentation). */
  traced?: boolean;
}

/** How long a statement may wait for a lock, and run at all, before the request is answered 503. */
export const databaseLimits = { lockWaitMs: 1000, statementMs: 10_000, sqliteBusyMs: 100 };

/**
 * A database error that means "busy, try again": SQLite's lock wait ran out (SQLITE_BUSY/LOCKED), or
 * PostgreSQL's lock or statement timeout fired. Anything else is a real failure.
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, errcode } = error as { code?: unknown; errcode?: unknown };
  if (code === 'ERR_SQLITE_ERROR') return errcode === 5 || errcode === 6 || (typeof errcode === 'number' && (errcode & 0xff) === 5);
  return code === '55P03' || code === '57014';
}

/** A unique constraint refused the write (SQLite SQLITE_CONSTRAINT_UNIQUE/PRIMARYKEY, PostgreSQL 23505): a lost race. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, errcode } = error as { code?: unknown; errcode?: unknown };
  if (code === 'ERR_SQLITE_ERROR') return errcode === 2067 || errcode === 1555;
  return code === '23505';
}

export function isPostgresUrl(url: string): boolean {
  return url.startsWith('postgres://') || url.startsWith('postgresql://');
}

/** pg settings for a URL; a URL without a user name falls back to PGUSER, then the OS user (like psql). */
export function postgresConnection(url: string): ClientConfig {
  const parsed = new URL(url);
  if (parsed.username === '') parsed.username = encodeURIComponent(process.env.PGUSER ?? userInfo().username);
  return { connectionString: parsed.toString() };
}

export function createDatabase(url: string, options: DatabaseOptions = {}): Db {
  if (isPostgresUrl(url)) {
    // Integers and counts come back as numbers; the schema uses `integer` for ids and money in cents.
    // A write that cannot get its lock soon gives up (503 + Retry-After, isDatabaseBusy) rather than
    // holding a request; no statement runs away with a connection.
    const settings = [`-c lock_timeout=${databaseLimits.lockWaitMs}`, `-c statement_timeout=${databaseLimits.statementMs}`];
    if (options.schema) settings.push(`-c search_path=${options.schema}`);
    const pool = new pg.Pool({
      ...postgresConnection(url),
      max: options.poolSize ?? 10,
      options: settings.join(' '),
      // The reads compiled once run as named prepared statements (prepared-statements.ts).
      Client: PreparingClient,
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (url !== ':memory:') mkdirSync(dirname(url), { recursive: true });
  const dialect = createNodeSqliteDialect(url, databaseLimits.sqliteBusyMs);
  return new Kysely<Database>({ dialect: options.traced ? tracedDialect(dialect) : dialect });
}

export function isPostgres(db: Pick<Kysely<unknown>, 'getExecutor'>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
