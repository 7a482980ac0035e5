// The hot reads compiled once (compiled-once.ts) run on PostgreSQL as named prepared statements: each
// connection parses such a statement on its first use and then only binds and executes it (PostgreSQL
// keeps its plan). Unnamed, PostgreSQL parsed and planned every query again on every call, which under
// load cost its backends more CPU than the queries themselves (measured: docs/adr/0020). Other queries,
// and the reads compiled per shape (past the few shapes such a read allows), stay unnamed: their SQL can
// vary from call to call (lists, optional conditions, shapes a member chooses), and each name would live
// on every connection until it closes.
import { createHash } from 'node:crypto';
import type { CompiledQuery } from 'kysely';
import type * as PgModule from 'pg';
import { statementOperation, statementTable } from '../telemetry/sqlite-tracing.ts';

/** SQL text → statement name, for every query compiled once. */
const namesBySql = new Map<string, string>();
const sqlByName = new Map<string, string>();

/**
 * The name `compiled` runs under on PostgreSQL, registered on first call: its operation and table and a
 * hash of its SQL (`SELECT members 3f9a…`), the same on every instance and after every restart, so the
 * telemetry's dependency names (the pg instrumentation names a span after its statement) group alike.
 */
export function prepareStatement(compiled: Pick<CompiledQuery, 'sql' | 'query'>): string {
  const known = namesBySql.get(compiled.sql);
  if (known) return known;
  // PostgreSQL cuts names at 63 bytes: the table part is kept short enough for the hash and a suffix.
  const table = statementTable(compiled.query, compiled.sql)?.slice(0, 24);
  const digest = createHash('sha256').update(compiled.sql).digest('hex');
  // 12 hex digits; a longer prefix in the unlikely case two texts share one (names must be unique).
  let length = 12;
  let name = '';
  do {
    name = `${statementOperation(compiled.sql)}${table ? ` ${table}` : ''} ${digest.slice(0, length)}`;
    length += 4;
  } while (sqlByName.has(name) && sqlByName.get(name) !== compiled.sql);
  if (Buffer.byteLength(name) > 48) throw new Error(`prepared statement name too long: ${name}`);
  namesBySql.set(compiled.sql, name);
  sqlByName.set(name, compiled.sql);
  return name;
}

/** The statement name registered for this SQL text, if any. */
export function preparedStatementName(sql: string): string | undefined {
  return namesBySql.get(sql);
}

/**
 * PostgreSQL's answers to a prepared statement that no longer fits (a column it reads changed type
 * under it: "cached plan must not change result type") or that the connection lost.
 */
function isStale(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === '26000' || (code === '0A000' && /cached plan must not change result type/.test(message ?? ''));
}

/** Per connection, the statements it had to prepare again, under a new name each. */
const renamed = new WeakMap<object, Map<string, string>>();
let renames = 0;

/**
 * A `pg` client that sends a registered query (Kysely calls `query(text, values)`) as a named statement.
 * pg keeps the names each connection has parsed and sends the text only the first time. pg's own
 * `query` is looked up on each call, so the telemetry's instrumentation (which wraps it) still sees it.
 * A statement PostgreSQL refuses as stale is prepared again under a new name on that connection: at
 * once outside a transaction (the call is answered), from the next call inside one (the transaction
 * has already failed).
 */
export function preparingClient(pg: typeof PgModule): typeof PgModule.Client {
  class PreparingClient extends pg.Client {}
  type Query = (this: PgModule.Client, ...args: unknown[]) => Promise<unknown>;
  const base = () => pg.Client.prototype.query as Query;

  async function named(client: PgModule.Client, text: string, values: unknown[], registered: string): Promise<unknown> {
    const mine = renamed.get(client);
    const name = mine?.get(text) ?? registered;
    try {
      return await base().call(client, { name, text, values });
    } catch (error) {
      if (!isStale(error)) throw error;
      const fresh = `${registered} ${String(++renames)}`;
      if (mine) mine.set(text, fresh);
      else renamed.set(client, new Map([[text, fresh]]));
      if (client.getTransactionStatus() !== 'I') throw error;
      return base().call(client, { name: fresh, text, values });
    }
  }

  function query(this: PgModule.Client, ...args: unknown[]): unknown {
    const [text, values] = args;
    if (args.length === 2 && typeof text === 'string' && Array.isArray(values)) {
      const name = namesBySql.get(text);
      if (name) return named(this, text, values, name);
    }
    return base().apply(this, args);
  }
  Object.defineProperty(PreparingClient.prototype, 'query', { value: query, writable: true, configurable: true });
  return PreparingClient;
}
