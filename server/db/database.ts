// Opens the database named by configuration: PostgreSQL for postgres:// URLs, SQLite otherwise.
import { mkdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname } from 'node:path';
import { Kysely, PostgresAdapter, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createNodeSqliteDialect } from './node-sqlite-dialect.ts';
import type { Database } from './tables.ts';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** PostgreSQL only: schema put first on the search path (tests isolate each file in its own schema). */
  schema?: string;
  poolSize?: number;
}

export function isPostgresUrl(url: string): boolean {
  return url.startsWith('postgres://') || url.startsWith('postgresql://');
}

/** pg settings for a URL; a URL without a user name falls back to PGUSER, then the OS user (like psql). */
export function postgresConnection(url: string): pg.ClientConfig {
  const parsed = new URL(url);
  if (parsed.username === '') parsed.username = encodeURIComponent(process.env.PGUSER ?? userInfo().username);
  return { connectionString: parsed.toString() };
}

export function createDatabase(url: string, options: DatabaseOptions = {}): Db {
  if (isPostgresUrl(url)) {
    // Integers and counts come back as numbers; the schema uses `integer` for ids and money in cents.
    const pool = new pg.Pool({
      ...postgresConnection(url),
      max: options.poolSize ?? 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (url !== ':memory:') mkdirSync(dirname(url), { recursive: true });
  return new Kysely<Database>({ dialect: createNodeSqliteDialect(url) });
}

export function isPostgres(db: Pick<Kysely<unknown>, 'getExecutor'>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
