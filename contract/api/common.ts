// Shapes shared by every part of the contract (architecture §5).
import { Type, type Static } from '@sinclair/typebox';

/**
 * One invalid field (RFC 9457 §3 "extension members"): where it is (`in`: the body, the query, a
 * path parameter or a header) and a JSON pointer (RFC 6901) into that part, with what is wrong.
 */
export const FieldError = Type.Object(
  {
    in: Type.Union([Type.Literal('body'), Type.Literal('query'), Type.Literal('path'), Type.Literal('header')]),
    pointer: Type.String(),
    detail: Type.String(),
  },
  { additionalProperties: false },
);
export type FieldError = Static<typeof FieldError>;

export const ProblemDetails = Type.Object(
  {
    type: Type.String(),
    title: Type.String(),
    status: Type.Integer(),
    detail: Type.Optional(Type.String()),
    subCode: Type.Optional(Type.Integer({ minimum: 2, maximum: 8 })),
    requestId: Type.String(),
    errors: Type.Optional(Type.Array(FieldError)),
  },
  { $id: 'ProblemDetails' },
);
export type ProblemDetails = Static<typeof ProblemDetails>;

/** Ids are PostgreSQL `integer`s: anything beyond 2^31 − 1 names nothing and must not reach a query. */
export const maxId = 2_147_483_647;
export const IdParam = Type.Integer({ minimum: 0, maximum: maxId });
/** An id in a request body: the same bounds, 1 and up. */
export const BodyId = Type.Integer({ minimum: 1, maximum: maxId });
export const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
