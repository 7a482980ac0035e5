// One way from a failed call to the words a member reads (architecture §5): each feature gives a
// table of its own message keys by sub-code, problem kind and status, with fallbacks for no answer
// and for anything else, and every feature reads a problem in the same order.
import type { Namespace, ParseKeys } from 'i18next';
import { ApiError } from '../services/http/ApiError.ts';
import type { ProblemKind, SubCode } from '../../contract/domain/problems.ts';

/**
 * The message keys of namespace N. A union N is a table shared by features, each reading it in its own
 * namespace: its keys are the ones every one of them holds.
 */
export type MessageKey<N extends Namespace> = (N extends unknown ? (key: ParseKeys<N>) => void : never) extends (key: infer K extends string) => void ? K : never;

/** A message key in the feature's namespace, or words of its own for the answer (undefined: the table's `unknown`). */
export type ProblemText<N extends Namespace> = MessageKey<N> | ((error: ApiError) => string | undefined);

export interface ProblemTable<T> {
  /** The spec's sub-codes, read first: they are the most specific. */
  subCodes?: Partial<Record<SubCode, T>>;
  kinds?: Partial<Record<ProblemKind, T>>;
  statuses?: Partial<Record<number, T>>;
  /** No answer: offline, timed out or cancelled (status 0). */
  offline: T;
  /** An answer no rule above names; `unknown` when not given. */
  otherwise?: T;
  /** A failure that is not an API call's. */
  unknown: T;
}

/** The table's entry for a failure: sub-code, then kind, then no answer, then status, then the fallbacks. */
export function pickProblem<T>(error: unknown, table: ProblemTable<T>): T {
  if (!(error instanceof ApiError)) return table.unknown;
  const bySubCode = error.subCode === undefined ? undefined : table.subCodes?.[error.subCode as SubCode];
  if (bySubCode !== undefined) return bySubCode;
  const byKind = error.kind === undefined ? undefined : table.kinds?.[error.kind];
  if (byKind !== undefined) return byKind;
  if (error.status === 0) return table.offline;
  return table.statuses?.[error.status] ?? table.otherwise ?? table.unknown;
}

/** A feature's messages, keys of its namespace N: its `unknown` is always a key, the words when nothing else fits. */
export type MessageTable<N extends Namespace> = ProblemTable<ProblemText<N>> & { unknown: MessageKey<N> };

/**
 * `t` of namespace N as a table needs it: a key to its words. A feature's `TFunction<N>` is one (taken
 * as `TFunction<N>` itself, its words' type would stay unresolved for a generic N).
 */
export type KeyWords<N extends Namespace> = (key: MessageKey<N>) => string;

/** The member's message for a failure, in the feature's words (`t` of the table's namespace). */
export function problemMessage<N extends Namespace>(error: unknown, table: MessageTable<N>, t: KeyWords<NoInfer<N>>): string {
  const text = pickProblem(error, table);
  if (typeof text === 'string') return t(text);
  return (error instanceof ApiError ? text(error) : undefined) ?? t(table.unknown);
}
