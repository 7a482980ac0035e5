// Problem details (RFC 9457, spec §8) as the API answers them and the SPA reads them: the sub-codes
// the SPA acts on, and every problem kind (type `urn:cryo-portal:problem:<kind>`). Defined once here
// for both sides, so a kind the SPA checks for is one the API can send.

/** The specification's sub-codes (spec §8). */
export const SubCode = {
  removeSession: 2,
  entriesMatchValidation: 3,
  closeFreezeDateViaDisposition: 4,
  partialDisposition: 5,
  paymentRejected: 6,
  centerUnderMaintenance: 7,
  siteUnderMaintenance: 8,
} as const;
export type SubCode = (typeof SubCode)[keyof typeof SubCode];

export const problemKinds = [
  // Requests and sessions
  'bad-request',
  'bad-url',
  'body-too-large',
  'unsupported-media-type',
  'uri-too-long',
  'headers-too-large',
  'request-timeout',
  'validation',
  'precondition-required',
  'changed-elsewhere',
  'idempotency-key-reused',
  'rate-limited',
  'database-busy',
  'not-found',
  'unauthorized',
  'token-expired',
  'staff-unauthorized',
  'staff-forbidden',
  'session-check-unavailable',
  // Clinics and maintenance
  'center-not-found',
  'center-maintenance',
  'site-maintenance',
  'matching-site-maintenance',
  'content-unavailable',
  // Signing in and account
  'invalid-credentials',
  'sign-in-locked',
  'invalid-two-factor-code',
  'invalid-reset-token',
  'reset-verification-failed',
  'invalid-current-password',
  'invalid-email-change-link',
  'captcha-required',
  'captcha-invalid',
  'member-not-found',
  'read-only-member',
  'entries-do-not-match',
  // Stored items, dispositions and consent
  'transition-not-allowed',
  'thaw-and-discard-too-early',
  'terms-mismatch',
  'item-changed',
  'cosign-verification-failed',
  // Payments
  'payment-rejected',
  'payment-service-unavailable',
  'payment-service-timeout',
  // Collection appointments
  'collection-site-unknown',
  // Matching site
  'matching-profile-step-missing',
  'matching-photos-not-available',
  'matching-photos-limit',
  'unsupported-image',
  'privacy-type-set-by-clinic',
  'privacy-type-not-offered',
  'recipient-profile-by-clinic',
  'moderation-changed',
  // Domain rules (stored items, consent, enrolment, matching, payments)
  'already-registered',
  'balance-changed',
  'collection-appointment-changed',
  'collection-appointment-state',
  'collection-appointments-not-offered',
  'disposition-already-chosen',
  'disposition-option',
  'disposition-reserved',
  'disposition-state',
  'donation-contract-ineligible',
  'embryos-already-reserved',
  'embryos-changed',
  'joint-already-signed',
  'joint-consent-missing',
  'joint-decision-changed',
  'joint-decision-closed',
  'joint-decision-completed',
  'joint-decision-lapsed',
  'joint-decision-mismatch',
  'joint-decision-open',
  'match-not-accepted',
  'matching-profile-not-current',
  'no-balance',
  'no-payment-method',
  'not-a-matching-donor',
  'not-a-matching-member',
  'not-a-matching-recipient',
  'payment-being-confirmed',
  'payment-in-progress',
  'photos-not-offered',
  'request-disclaimer-required',
  'request-freeze-required',
  'request-freeze-unexpected',
  'request-not-active',
  'request-not-open',
  'reserved-embryos-stay-offered',
  'storage-consent-unknown',
  'user-name-taken',
  // Telemetry
  'telemetry-unavailable',
  'telemetry-not-configured',
  'replay-chunk-invalid',
  'replay-chunk-too-large',
  'replay-owner-conflict',
] as const;
export type ProblemKind = (typeof problemKinds)[number];

const typePrefix = 'urn:cryo-portal:problem:';

/**
 * The kind named by a problem's `type` URI, as the API sends it. Read on trust: the API's kinds are
 * these, and anything else (another server's problem) simply compares unequal to every kind.
 */
export function problemKindOf(type: string | undefined): ProblemKind | undefined {
  return type?.startsWith(typePrefix) ? (type.slice(typePrefix.length) as ProblemKind) : undefined;
}

/** The problem type URI of a kind (`about:blank` for a problem without one). */
export function problemTypeUri(kind: ProblemKind | undefined): string {
  return kind ? `${typePrefix}${kind}` : 'about:blank';
}
