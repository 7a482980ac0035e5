// Hot reads built and compiled by Kysely once per database, then run with each call's values.
// Building and compiling the member read's query took about 60 µs on every request, three times
// what SQLite takes to run it (measured: docs/adr/0014).
import type { Compilable, CompiledQuery, Kysely, OperationNode } from 'kysely';
import { prepareStatement } from './prepared-statements.ts';

/** Where each compiled parameter comes from: the index of a call argument, or -1 for a constant of the query. */
type Slots = readonly number[];

/** A stand-in for argument `index` while the query is compiled: text no caller's value can equal. */
const placeholder = (index: number) => `\u0000compiled-once-argument-${String(index)}\u0000`;

/**
 * `build` with placeholders in place of its arguments, compiled once per database (a transaction
 * compiles its own: its SQL may differ by dialect, never by call), run with the arguments each time.
 * Every argument must reach the SQL as a parameter of its own, as it is: a value compared or inserted.
 * The first compile throws when one does not; it cannot see the other mistakes, which the query's
 * author must avoid:
 * - an argument used to choose the query's shape, or changed before use (a `LIKE` pattern made from
 *   it, `arg.trim()`): what the first placeholder made of it would be kept for good;
 * - a value the builder computes (the time now): kept from the first compile;
 * - a list for `in (…)`: the number of its parameters is fixed at the first compile.
 * It must name its columns (`namedColumns`), never select `*`, which the first compile refuses too: on
 * PostgreSQL it runs as a prepared statement, and a column added while it runs (a migration of the next
 * release, which runs while this one serves) would change the result of `*`, which PostgreSQL refuses
 * for a prepared statement.
 */
export function compiledOnce<DB, Args extends unknown[], Row>(
  build: (db: Kysely<DB>, ...args: Args) => Compilable<Row>,
  arity: Args['length'],
  options: { prepared?: boolean } = {},
) {
  const compiled = new WeakMap<Kysely<DB>, { query: CompiledQuery<Row>; slots: Slots }>();

  function prepare(db: Kysely<DB>) {
    let entry = compiled.get(db);
    if (!entry) {
      const stand = Array.from({ length: arity }, (_, index) => placeholder(index)) as Args;
      const query = build(db, ...stand).compile();
      const slots = query.parameters.map((value) => stand.indexOf(value));
      for (let index = 0; index < arity; index++) {
        if (!slots.includes(index)) throw new Error(`compiledOnce: argument ${String(index)} does not reach the SQL as a parameter`);
      }
      if (selectsEveryColumn(query.query)) throw new Error('compiledOnce: the query selects `*`; name its columns (namedColumns)');
      // On PostgreSQL it runs as a named prepared statement (prepared-statements.ts), unless its caller
      // makes many texts (compiledPerShape, past the shapes it may name).
      if (options.prepared !== false) prepareStatement(query);
      entry = { query, slots };
      compiled.set(db, entry);
    }
    return entry;
  }

  async function all(db: Kysely<DB>, ...args: Args): Promise<Row[]> {
    const { query, slots } = prepare(db);
    const parameters = slots.map((slot, position) => (slot === -1 ? query.parameters[position] : args[slot]));
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  }

  return {
    all,
    async first(db: Kysely<DB>, ...args: Args): Promise<Row | undefined> {
      return (await all(db, ...args))[0];
    },
  };
}

type Selections = readonly { selection: { kind: string; column?: { kind: string } } }[];

interface ResultNodes {
  kind: string;
  selections?: Selections;
  returning?: { selections?: Selections };
  setOperations?: readonly { expression: OperationNode }[];
}

const hasStar = (selections: Selections = []) => selections.some(({ selection }) => selection.kind === 'SelectAllNode' || selection.column?.kind === 'SelectAllNode');

/**
 * Whether a query's result includes `*` or `table.*`: its own columns, a union's other branches, or a
 * write's `returning` (sub-queries' columns do not reach its result). Raw SQL is not looked into.
 */
function selectsEveryColumn(node: OperationNode): boolean {
  const query = node as ResultNodes;
  if (hasStar(query.selections) || hasStar(query.returning?.selections)) return true;
  return (query.setOperations ?? []).some(({ expression }) => selectsEveryColumn(expression));
}

/**
 * Every column of a table under `alias`, each named — what a read compiled once selects instead of
 * `alias.*`. The object must list every column of the table (the type checker refuses one missing).
 */
export function namedColumns<Table, Alias extends string>(alias: Alias, columns: { [Column in keyof Table]-?: true }) {
  return Object.keys(columns).map((column) => `${alias}.${column}`) as `${Alias}.${keyof Table & string}`[];
}

/**
 * A query whose shape varies from call to call — which optional conditions it has, how many values an
 * `in (…)` list holds — compiled once per shape: `shapeOf` gives the call's shape (plain data: it is its
 * own key, as JSON) and its values in order, `build` makes the query of a shape from those values. Each shape is a `compiledOnce`
 * query (with its checks), made on first use; past `limit` shapes the one used longest ago is dropped
 * (made again if it comes back), so a caller going through many shapes never empties the rest.
 *
 * On PostgreSQL the shapes run unnamed: a member chooses them (filters, page sizes), and each named
 * statement would stay on every pool connection until it closes. `preparedShapes` lets that many of
 * them run as named prepared statements — the first shapes to be used a second time — and no more,
 * whatever members send; the others stay unnamed.
 */
export function compiledPerShape<DB, Input, Shape, Row>(
  shapeOf: (input: Input) => { shape: Shape; values: unknown[] },
  build: (db: Kysely<DB>, shape: Shape, values: unknown[]) => Compilable<Row>,
  limit = 256,
  preparedShapes = 0,
) {
  const byShape = new Map<string, { query: ReturnType<typeof compiledOnce<DB, unknown[], Row>>; prepared: boolean }>();
  /** The shapes that run prepared: kept when dropped from `byShape`, so a shape never takes two places. */
  const prepared = new Set<string>();
  const make = (shape: Shape, arity: number, named: boolean) => compiledOnce((inner: Kysely<DB>, ...args: unknown[]) => build(inner, shape, args), arity, { prepared: named });
  return {
    async all(db: Kysely<DB>, input: Input): Promise<Row[]> {
      const { shape, values } = shapeOf(input);
      const key = JSON.stringify(shape);
      let entry = byShape.get(key);
      // Last used last: past `limit`, the shape used longest ago goes.
      if (entry) byShape.delete(key);
      if (!entry) {
        if (byShape.size >= limit) {
          const oldest = byShape.keys().next();
          if (!oldest.done) byShape.delete(oldest.value);
        }
        entry = { query: make(shape, values.length, prepared.has(key)), prepared: prepared.has(key) };
      } else if (!entry.prepared && prepared.size < preparedShapes) {
        prepared.add(key);
        entry = { query: make(shape, values.length, true), prepared: true };
      }
      byShape.set(key, entry);
      return entry.query.all(db, ...values);
    },
  };
}
