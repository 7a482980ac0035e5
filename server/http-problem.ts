// The one error type the API throws on purpose. The error handler (plugins/problem-details.ts)
// turns it into an RFC 9457 problem response; anything else becomes a bare 500. Sub-codes and problem
// kinds are the shared contract's (contract/domain/problems.ts).
import { SubCode, problemTypeUri, type ProblemKind } from '../contract/domain/problems.ts';
export interface HttpProblemInit {
  status: number;
  title: string;
  detail?: string;
  /** Spec §8 sub-codes 2–8. */
  subCode?: SubCode;
  /** Short slug appended to the problem type URI. */
  kind?: ProblemKind;
  headers?: Record<string, string>;
  /** Invalid fields keyed `body.primary.phone`, `querystring.pageSize`, `params.memberId` (see fieldErrorsOf). */
  errors?: Record<string, string[]>;
}

export class HttpProblem extends Error {
  readonly status: number;
  readonly title: string;
  readonly detail: string | undefined;
  readonly subCode: number | undefined;
  readonly kind: ProblemKind | undefined;
  readonly headers: Record<string, string>;
  readonly errors: Record<string, string[]> | undefined;

  constructor(init: HttpProblemInit) {
    super(init.detail ?? init.title);
    this.name = 'HttpProblem';
    this.status = init.status;
    this.title = init.title;
    this.detail = init.detail;
    this.subCode = init.subCode;
    this.kind = init.kind;
    this.headers = init.headers ?? {};
    this.errors = init.errors;
  }
}

export { SubCode, problemTypeUri, type ProblemKind };

export const problems = {
  unauthorized: (detail = 'Sign in to continue.') =>
    new HttpProblem({ status: 401, title: 'Unauthorized', detail, kind: 'unauthorized', headers: { 'WWW-Authenticate': 'Bearer' } }),
  tokenExpired: () =>
    new HttpProblem({
      status: 403,
      title: 'Token expired',
      detail: 'The access token has expired; refresh it and retry.',
      kind: 'token-expired',
      headers: { 'WWW-Authenticate': 'Bearer error="invalid_token", error_description="The access token expired"' },
    }),
  /** Same body for a member that does not exist and one the caller may not see (architecture §5). */
  memberNotFound: () => new HttpProblem({ status: 404, title: 'Not Found', detail: 'The member was not found.', kind: 'member-not-found' }),
  notFound: (detail = 'The resource was not found.') => new HttpProblem({ status: 404, title: 'Not Found', detail, kind: 'not-found' }),
  centerNotFound: () => new HttpProblem({ status: 422, title: 'Unknown center', detail: 'No center is configured for this site address.', kind: 'center-not-found' }),
  centerInMaintenance: () =>
    new HttpProblem({
      status: 403,
      title: 'Center under maintenance',
      detail: 'The center is under maintenance. Please come back later.',
      subCode: SubCode.centerUnderMaintenance,
      kind: 'center-maintenance',
    }),
  siteInMaintenance: () =>
    new HttpProblem({
      status: 504,
      title: 'Site under maintenance',
      detail: 'The portal is under maintenance. Please come back later.',
      subCode: SubCode.siteUnderMaintenance,
      kind: 'site-maintenance',
    }),
  tooManyRequests: (retryAfterSeconds: number) =>
    new HttpProblem({
      status: 429,
      title: 'Too Many Requests',
      detail: 'Too many attempts. Please wait before trying again.',
      kind: 'rate-limited',
      headers: { 'Retry-After': String(retryAfterSeconds) },
    }),
  /** A read-only member may look but not change anything (no subCode: the SPA shows the title). */
  readOnlyMember: () =>
    new HttpProblem({
      status: 403,
      title: 'Read-only account',
      detail: 'This account is read-only, so it cannot be changed online. Please contact the clinic.',
      kind: 'read-only-member',
    }),
  /** 400 with an `errors` map keyed like schema validation failures (`body.field`). */
  invalidFields: (errors: Record<string, string[]>) =>
    new HttpProblem({ status: 400, title: 'Validation failed', detail: 'One or more fields are invalid.', kind: 'validation', errors }),
  conflict: (title: string, detail: string, kind: ProblemKind) => new HttpProblem({ status: 409, title, detail, kind }),
  /** Spec §8 subCode 3: what was entered does not match what the clinic has on file. */
  entriesDoNotMatch: (detail: string) =>
    new HttpProblem({ status: 422, title: 'Details do not match', detail, subCode: SubCode.entriesMatchValidation, kind: 'entries-do-not-match' }),
  /** Spec §8 subCode 6: the payment provider refused (declined card, not approved, unknown order). Nothing was stored. */
  paymentRejected: (detail: string) => new HttpProblem({ status: 422, title: 'Payment rejected', detail, subCode: SubCode.paymentRejected, kind: 'payment-rejected' }),
  /** PayPal down, failing or unreadable: never subCode 8 (that would sign the member out). */
  paymentServiceUnavailable: () =>
    new HttpProblem({
      status: 502,
      title: 'Payment service unavailable',
      detail: 'The payment service did not answer; nothing was charged or stored. Please try again in a few minutes.',
      kind: 'payment-service-unavailable',
    }),
  paymentServiceTimeout: () =>
    new HttpProblem({
      status: 504,
      title: 'Payment service timed out',
      detail: 'The payment service did not answer in time; nothing was stored. Trying again is safe: you will not be charged twice.',
      kind: 'payment-service-timeout',
    }),
  /** The database could not take the write soon enough; nothing was changed. */
  databaseBusy: () =>
    new HttpProblem({
      status: 503,
      title: 'Service busy',
      detail: 'The portal is busy and nothing was changed. Please try again in a moment.',
      kind: 'database-busy',
      headers: { 'Retry-After': '2' },
    }),
  badRequest: (title: string, detail?: string, kind: ProblemKind = 'bad-request') => new HttpProblem({ status: 400, title, ...(detail ? { detail } : {}), kind }),
};
