// Kysely over Node's built-in `node:sqlite` (architecture §4): no native build step.
// Statements are prepared once per SQL text and reused, which keeps the hot read path cheap.
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import {
  SqliteAdapter,
  SqliteDialect,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type QueryCompiler,
  type SqliteDatabase,
  type SqliteStatement,
  type TransactionSettings,
} from 'kysely';

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

/**
 * The one connection's turn-taking, with a time limit. Kysely queues every query for SQLite's single
 * connection without one: a query made outside an open transaction (on `db` instead of `trx`) then
 * waits for that transaction, which waits for the query, and the request never answers. Here the wait
 * ends after `waitMs` with SQLite's "busy" error: the transaction fails and rolls back, the request
 * gets 503 with Retry-After (database.ts isDatabaseBusy), and the mistake shows in the log.
 */
class TimedLockDriver implements Driver {
  readonly #inner: Driver;
  readonly #waitMs: number;
  #held = false;
  readonly #waiting: (() => void)[] = [];

  constructor(inner: Driver, waitMs: number) {
    this.#inner = inner;
    this.#waitMs = waitMs;
  }

  init(): Promise<void> {
    return this.#inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#held) await this.#turn();
    this.#held = true;
    return this.#inner.acquireConnection();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await this.#inner.releaseConnection(connection);
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.#inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.rollbackTransaction(connection);
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.#inner.savepoint?.(connection, name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.#inner.rollbackToSavepoint?.(connection, name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.#inner.releaseSavepoint?.(connection, name, compile);
  }

  destroy(): Promise<void> {
    return this.#inner.destroy();
  }

  /** Resolves when the connection is handed over (still marked held), or rejects after the time limit. */
  #turn(): Promise<void> {
    return new Promise((resolve, reject) => {
      const handOver = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const index = this.#waiting.indexOf(handOver);
        if (index >= 0) this.#waiting.splice(index, 1);
        reject(
          Object.assign(new Error(`waited ${String(this.#waitMs)} ms for the database connection (a query outside its transaction?)`), { code: 'ERR_SQLITE_ERROR', errcode: 5 }),
        );
      }, this.#waitMs);
      this.#waiting.push(handOver);
    });
  }
}

/** SQLite's adapter, saying Kysely need not queue for the connection: TimedLockDriver does it. */
class TimedLockAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

class TimedLockSqliteDialect extends SqliteDialect {
  readonly #waitMs: number;

  constructor(database: SqliteDatabase, waitMs: number) {
    super({ database });
    this.#waitMs = waitMs;
  }

  override createDriver(): Driver {
    return new TimedLockDriver(super.createDriver(), this.#waitMs);
  }

  override createAdapter(): DialectAdapter {
    return new TimedLockAdapter();
  }
}

export function createNodeSqliteDialect(path: string, busyTimeoutMs: number, connectionWaitMs = 5000): SqliteDialect {
  const db = new DatabaseSync(path);
  // node:sqlite is synchronous: a lock wait blocks the whole event loop, so it is kept short and a
  // write that cannot get the lock is answered 503 + Retry-After instead (database.ts isDatabaseBusy).
  db.exec(`PRAGMA foreign_keys = ON; PRAGMA busy_timeout = ${String(busyTimeoutMs)};`);
  if (path !== ':memory:') db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
  return new TimedLockSqliteDialect(new NodeSqliteDatabase(db), connectionWaitMs);
}
