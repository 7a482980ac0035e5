// Every failed call becomes one ApiError, whatever went wrong (style §6).
import type { FieldError, ProblemDetails } from '../../../contract/api/common.ts';
import type { ProblemKind } from '../../../contract/domain/problems.ts';

export interface ApiErrorInit {
  status: number;
  title: string;
  detail?: string | undefined;
  subCode?: number | undefined;
  requestId?: string | undefined;
  aborted?: boolean;
  errors?: readonly FieldError[] | undefined;
  call?: string | undefined;
  retryAfterSeconds?: number | undefined;
  /** The problem's kind: the last segment of its `type` URI (`urn:cryo-portal:problem:<kind>`). */
  kind?: ProblemKind | undefined;
}

export class ApiError extends Error {
  readonly status: number;
  readonly title: string;
  readonly detail: string | undefined;
  readonly subCode: number | undefined;
  readonly requestId: string | undefined;
  readonly aborted: boolean;
  readonly errors: readonly FieldError[] | undefined;
  readonly call: string | undefined;
  /** From Retry-After on 429 answers. */
  readonly retryAfterSeconds: number | undefined;
  /** The problem's kind (for words in the member's language); undefined when the answer had none. */
  readonly kind: ProblemKind | undefined;

  constructor(init: ApiErrorInit) {
    super(init.detail ?? init.title);
    this.name = 'ApiError';
    this.status = init.status;
    this.title = init.title;
    this.detail = init.detail;
    this.subCode = init.subCode;
    this.requestId = init.requestId;
    this.aborted = init.aborted ?? false;
    this.errors = init.errors;
    this.call = init.call;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.kind = init.kind;
  }
}

export function isProblemDetails(body: unknown): body is ProblemDetails {
  return typeof body === 'object' && body !== null && 'status' in body && 'title' in body;
}

/** A required path or query parameter was missing: the call is refused before it is sent (spec §8). */
export class RequiredError extends Error {
  readonly field: string;
  readonly call: string;

  constructor(field: string, call: string) {
    super(`Required parameter ${field} was null or undefined when calling ${call}.`);
    this.name = 'RequiredError';
    this.field = field;
    this.call = call;
  }
}

export function required<T>(value: T | null | undefined, field: string, call: string): T {
  if (value === null || value === undefined || (typeof value === 'string' && value === '')) {
    throw new RequiredError(field, call);
  }
  return value;
}
