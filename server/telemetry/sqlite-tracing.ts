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

/** Span names by SQL text (the statements are few; their names are computed once). */
const namesBySql = new Map<string, { operation: string; table: string | undefined }>();

function describe(compiled: CompiledQuery): { operation: string; table: string | undefined } {
  let described = namesBySql.get(compiled.sql);
  if (!described) {
    described = { operation: statementOperation(compiled.sql), table: statementTable(compiled.query, compiled.sql) };
    if (namesBySql.size < 2000) namesBySql.set(compiled.sql, described);
  }
  return described;
}

class TracedConnection implements DatabaseConnection {
  readonly inner: DatabaseConnection;
  readonly #namespace: string;

  constructor(inner: DatabaseConnection, namespace: string) {
    this.inner = inner;
    this.#namespace = namespace;
  }

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (!trace.getActiveSpan()) return this.inner.executeQuery<R>(compiled);
    const { operation, table } = describe(compiled);
    const attributes: Record<string, string> = { 'db.system.name': 'sqlite', 'db.operation.name': operation, 'db.namespace': this.#namespace };
    if (table) attributes['db.collection.name'] = table;
    // A leaf span: nothing runs inside a statement, so it is not made the active one (no context switch).
    const span = tracer.startSpan(`SQLite ${operation}${table ? ` ${table}` : ''}`, { kind: SpanKind.CLIENT, attributes });
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

  constructor(inner: Driver, namespace: string) {
    this.#inner = inner;
    this.#namespace = namespace;
  }

  init(): Promise<void> {
    return this.#inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new TracedConnection(await this.#inner.acquireConnection(), this.#namespace);
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
