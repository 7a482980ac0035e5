// One way from a failed call to the words a member reads (architecture §5): each feature gives a
// table of its own message keys by sub-code, problem kind and status, with fallbacks for no answer
// and for anything else, and every feature reads a problem in the same order.
import type { Namespace, TFunction } from 'i18next';
import { ApiError } from '../services/http/ApiError.ts';
import type { ProblemKind, SubCode } from '../../contract/domain/problems.ts';

/** A message key in the feature's namespace, or words of its own for the answer (undefined: the table's `unknown`). */
export type ProblemText = string | ((error: ApiError) => string | undefined);

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

/** A feature's messages: its `unknown` is always a key, the words when nothing else fits. */
export type MessageTable = ProblemTable<ProblemText> & { unknown: string };

/** The member's message for a failure, in the feature's words (`t` of its namespace). */
export function problemMessage<N extends Namespace>(error: unknown, table: MessageTable, t: TFunction<N>): string {
  // The tables name keys of the caller's namespace; their words are checked by each feature's tests.
  const translate = t as unknown as (key: string) => string;
  const text = pickProblem(error, table);
  if (typeof text === 'string') return translate(text);
  return (error instanceof ApiError ? text(error) : undefined) ?? translate(table.unknown);
}
