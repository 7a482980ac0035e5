// Optimistic concurrency for the member's own editable things (issue 20): their answers carry an
// `ETag` (also in the body as `etag`), and a write must send `If-Match` with the tag it is based
// on — 428 without one, 412 when another window or device changed the thing since. The tag names
// a version column (migration 0013) and the write itself is conditional on that version, so two
// writes racing on one tag cannot both succeed, whatever instance serves them.
import type { FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { HttpProblem } from './http-problem.ts';

export type VersionedThing = 'account' | 'matching';

/** The strong entity tag of a version: `"account-7"`. */
export const entityTag = (thing: VersionedThing, version: number): string => `"${thing}-${version}"`;

/** The request header, as route schemas declare it (optional there: its absence is a 428, not a 400). */
export const IfMatchHeaders = Type.Object({
  'if-match': Type.Optional(Type.String({ maxLength: 1024, description: 'The ETag of the version being changed (from the last read). Required: 428 without it, 412 when stale.' })),
});
export type IfMatchHeaders = Static<typeof IfMatchHeaders>;

export const preconditionProblems = {
  required: () =>
    new HttpProblem({
      status: 428,
      title: 'Precondition Required',
      detail: 'Send If-Match with the ETag of the version you are changing.',
      kind: 'precondition-required',
    }),
  stale: (currentTag: string) =>
    new HttpProblem({
      status: 412,
      title: 'Changed elsewhere',
      detail: 'This was changed in another window or on another device after you opened it. Nothing was saved: look at the latest version, then save again.',
      kind: 'changed-elsewhere',
      headers: { ETag: currentTag },
    }),
};

/**
 * What a write is based on: given the thing's current version, the version the write must still
 * find (the current one when If-Match names it or is `*`). Throws 428 without If-Match and 412 for
 * any other tag (weak tags never match: RFC 9110 §13.1.1 compares strongly).
 */
export type Precondition = (currentVersion: number) => number;

export function ifMatchOf(request: FastifyRequest, thing: VersionedThing): Precondition {
  const header = request.headers['if-match'];
  const value = Array.isArray(header) ? header.join(',') : header;
  return (currentVersion) => {
    if (value === undefined || value.trim() === '') throw preconditionProblems.required();
    const current = entityTag(thing, currentVersion);
    const tags = value.split(',').map((tag) => tag.trim());
    if (tags.includes('*') || tags.includes(current)) return currentVersion;
    throw preconditionProblems.stale(current);
  };
}

/** Sends the body's version as the `ETag` header too (the body carries it as `etag`). */
export function withEntityTag<T extends { etag: string }>(reply: { header: (name: string, value: string) => unknown }, body: T): T {
  reply.header('ETag', body.etag);
  return body;
}
