// SQLite statements as Application Insights dependencies (issue 14). PostgreSQL calls are traced by the
// distro's pg instrumentation; `node:sqlite` has none, so the SQLite dialect is wrapped here: every
// statement run while a request (or another span) is active becomes a client span
// `SQLite <OPERATION> <table>` — the statement's first word and its table, read from Kysely's query
// tree. Neither the SQL text nor its parameters are recorded. Statements outside any span (the
// background loops) are not traced.
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, OperationNode, QueryResult, TransactionSettings } from 'kysely';

const tracer = trace.getTracer('portal-api.sqlite');

interface NamedNode {
  kind: string;
  table?: { identifier?: { name?: string } };
  node?: NamedNode;
}

function tableName(node: NamedNode | undefined): string | undefined {
  if (!node) return undefined;
  if (node.kind === 'TableNode') return node.table?.identifier?.name;
  if (node.kind === 'AliasNode') return tableName(node.node);
  return undefined;
}

/** The table a statement works on, from its query tree (raw SQL: the first FROM/INTO/UPDATE name). */
export function statementTable(query: OperationNode, sql: string): string | undefined {
  const node = query as OperationNode & { from?: { froms?: NamedNode[] }; into?: NamedNode; table?: NamedNode };
  if (node.kind === 'SelectQueryNode' || node.kind === 'DeleteQueryNode') return tableName(node.from?.froms?.[0]);
  if (node.kind === 'InsertQueryNode') return tableName(node.into);
  if (node.kind === 'UpdateQueryNode') return tableName(node.table);
  return /\b(?:from|into|update|table)\s+["`[]?([A-Za-z_][A-Za-z0-9_]*)/i.exec(sql)?.[1];
}

/** `SELECT`, `INSERT`, `WITH`…: the statement's first word. */
export function statementOperation(sql: string): string {
  return (/^\s*([A-Za-z]+)/.exec(sql)?.[1] ?? 'SQL').toUpperCase();
}

/** A statement's span name and attributes (the SDK copies the attributes into each span). */
interface Described {
  name: string;
  attributes: Record<string, string>;
}

/** Names and attributes by operation, then table: worked out once each. Keyed by these short words, not by the SQL text (hashing a long fresh string per statement costs more than the rest of the naming). */
type DescribedCache = Map<string, Map<string | undefined, Described>>;

function describe(compiled: CompiledQuery, namespace: string, cache: DescribedCache): Described {
  const operation = statementOperation(compiled.sql);
  const table = statementTable(compiled.query, compiled.sql);
  let byTable = cache.get(operation);
  if (!byTable) {
    byTable = new Map();
    cache.set(operation, byTable);
  }
  let described = byTable.get(table);
  if (!described) {
    const attributes: Record<string, string> = { 'db.system.name': 'sqlite', 'db.operation.name': operation, 'db.namespace': namespace };
    if (table) attributes['db.collection.name'] = table;
    described = { name: `SQLite ${operation}${table ? ` ${table}` : ''}`, attributes };
    byTable.set(table, described);
  }
  return described;
}

class TracedConnection implements DatabaseConnection {
  readonly inner: DatabaseConnection;
  readonly #namespace: string;
  readonly #described: DescribedCache;

  constructor(inner: DatabaseConnection, namespace: string, described: DescribedCache) {
    this.inner = inner;
    this.#namespace = namespace;
    this.#described = described;
  }

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (!trace.getActiveSpan()) return this.inner.executeQuery<R>(compiled);
    const { name, attributes } = describe(compiled, this.#namespace, this.#described);
    // A leaf span: nothing runs inside a statement, so it is not made the active one (no context switch).
    const span = tracer.startSpan(name, { kind: SpanKind.CLIENT, attributes });
    return this.inner.executeQuery<R>(compiled).then(
      (result) => {
        span.end();
        return result;
      },
      (error: unknown) => {
        span.setStatus({ code: SpanStatusCode.ERROR });
        // The error's code only: SQLite messages can quote the values a constraint refused.
        const code = (error as { code?: unknown }).code;
        span.setAttribute('error.type', typeof code === 'string' ? code : 'Error');
        span.end();
        throw error;
      },
    );
  }

  streamQuery<R>(compiled: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(compiled, chunkSize);
  }
}

const innerOf = (connection: DatabaseConnection) => (connection instanceof TracedConnection ? connection.inner : connection);

class TracingDriver implements Driver {
  readonly #inner: Driver;
  readonly #namespace: string;
  readonly #described: DescribedCache = new Map();

  constructor(inner: Driver, namespace: string) {
    this.#inner = inner;
    this.#namespace = namespace;
  }

  init(): Promise<void> {
    return this.#inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new TracedConnection(await this.#inner.acquireConnection(), this.#namespace, this.#described);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.#inner.releaseConnection(innerOf(connection));
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.#inner.beginTransaction(innerOf(connection), settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.commitTransaction(innerOf(connection));
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.rollbackTransaction(innerOf(connection));
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: Parameters<NonNullable<Driver['savepoint']>>[2]): Promise<void> {
    await this.#inner.savepoint?.(innerOf(connection), name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: Parameters<NonNullable<Driver['rollbackToSavepoint']>>[2]): Promise<void> {
    await this.#inner.rollbackToSavepoint?.(innerOf(connection), name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: Parameters<NonNullable<Driver['releaseSavepoint']>>[2]): Promise<void> {
    await this.#inner.releaseSavepoint?.(innerOf(connection), name, compile);
  }

  destroy(): Promise<void> {
    return this.#inner.destroy();
  }
}

/** The dialect with every statement traced; `namespace` names the database in the dependency's target. */
export function tracedDialect(dialect: Dialect, namespace = 'portal'): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new TracingDriver(dialect.createDriver(), namespace),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
