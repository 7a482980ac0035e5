// The business events the portal reports to Application Insights (issue 14), one catalogue for the
// SPA that sends them and the API and dashboards that read them. Every event carries its outcome
// and, where it has one, its duration in milliseconds; properties hold codes only — never a name,
// an e-mail, a username, free text, a token or an id that is not already opaque.

export const businessEvents = [
  /** kind: member | staff; outcome: success | failure; failureClass: credentials | locked | twoFactor | network | server | other; twoFactor: yes | no. */
  'SignIn',
  /** option: a disposition option id; outcome: signed | waitingForPartner | failure. */
  'DispositionSigned',
  /** outcome: success | failure. */
  'DispositionWithdrawn',
  /** method: card | paypal; outcome: success | declined | failure. */
  'PaymentMethodVaulted',
  /** outcome: success | declined | failure. */
  'BalancePaid',
  /** outcome: success | failure. */
  'EnrolmentFinished',
  /** action: sent | accepted | declined; outcome: success | failure. */
  'MatchingRequest',
  /** action: book | cancel | reschedule; outcome: success | failure. */
  'AppointmentAction',
  /** action: a staff action code (complete, deny, approve, reject, banner, maintenance, reset…); outcome: success | failure. */
  'StaffAction',
] as const;

export type BusinessEvent = (typeof businessEvents)[number];

export type EventOutcome = 'success' | 'failure' | 'declined' | 'signed' | 'waitingForPartner';

/** The property every envelope of both sides carries so a clinic's staff see only their clinic's telemetry. */
export const clinicDimension = 'clinicId';

/** Cloud role names (ai.cloud.role) of the two sides. */
export const cloudRoles = { spa: 'portal-spa', api: 'portal-api' } as const;

/** Web vitals reported as metrics, one per page view, named `webVitals.<name>` and carrying the route. */
export const webVitals = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type WebVital = (typeof webVitals)[number];
export const webVitalMetricName = (vital: WebVital) => `webVitals.${vital}`;
