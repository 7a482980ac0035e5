// Kysely over Node's built-in `node:sqlite` (architecture §4): no native build step.
// Statements are prepared once per SQL text and reused, which keeps the hot read path cheap.
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';

const maxCachedStatements = 500;

class NodeSqliteDatabase implements SqliteDatabase {
  readonly #db: DatabaseSync;
  readonly #statements = new Map<string, SqliteStatement>();

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  prepare(sql: string): SqliteStatement {
    let statement = this.#statements.get(sql);
    if (!statement) {
      const stmt: StatementSync = this.#db.prepare(sql);
      type Params = Parameters<StatementSync['all']>;
      statement = {
        reader: stmt.columns().length > 0,
        all: (parameters) => stmt.all(...(parameters as Params)),
        run: (parameters) => stmt.run(...(parameters as Params)),
        iterate: (parameters) => stmt.iterate(...(parameters as Params)),
      };
      if (this.#statements.size >= maxCachedStatements) this.#statements.clear();
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  close(): void {
    this.#statements.clear();
    this.#db.close();
  }
}

export function createNodeSqliteDialect(path: string, busyTimeoutMs: number): SqliteDialect {
  const db = new DatabaseSync(path);
  // node:sqlite is synchronous: a lock wait blocks the whole event loop, so it is kept short and a
  // write that cannot get the lock is answered 503 + Retry-After instead (database.ts isDatabaseBusy).
  db.exec(`PRAGMA foreign_keys = ON; PRAGMA busy_timeout = ${String(busyTimeoutMs)};`);
  if (path !== ':memory:') db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
  return new SqliteDialect({ database: new NodeSqliteDatabase(db) });
}
