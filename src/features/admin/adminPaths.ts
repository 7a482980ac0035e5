// Every path of the staff area, declared once (the member area's are in guards/routeCatalog.ts).
/** Where the staff area begins: on its own, so the start-up bundle can know it without every path below. */
export const staffAreaRoot = '/admin';

export const adminPaths = {
  root: staffAreaRoot,
  queue: '/admin/queue',
  consents: '/admin/consents',
  members: '/admin/members',
  member: (memberId: number) => `/admin/members/${String(memberId)}`,
  moderation: '/admin/moderation',
  banners: '/admin/banners',
  maintenance: '/admin/maintenance',
  audit: '/admin/audit',
  staff: '/admin/staff',
  telemetry: '/admin/telemetry',
  operation: (operationId: string) => `/admin/telemetry/operations/${encodeURIComponent(operationId)}`,
  signIn: '/admin/sign-in',
  signedOut: '/admin/signed-out',
  /** Entra ID's answer lands here (MSAL v5's redirect bridge). */
  redirect: '/admin/auth/redirect',
} as const;

/** The sign-in page, remembering the page to come back to. */
export function signInPath(returnTo: string): string {
  return `${adminPaths.signIn}?next=${encodeURIComponent(returnTo)}`;
}
