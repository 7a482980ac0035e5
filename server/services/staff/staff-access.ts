// Who a signed-in staff member is and what they may touch (architecture §5). Roles come from the
// Entra token; a ClinicAdmin's clinics from the grants a PlatformAdmin made. Every decision fails
// closed: a member or item outside the clinics one may read is the same 404 as one that does not
// exist; reading it but not being allowed to change it is 403.
import type { ClinicRef, StaffRole, StaffSession } from '../../../contract/api/admin.ts';
import type { Db } from '../../db/database.ts';
import { findStaff, listGrantedClinics, upsertStaff } from '../../db/repositories/staff-repository.ts';
import { HttpProblem, problems } from '../../http-problem.ts';
import { isoAt, type Clock } from '../clock.ts';
import type { StaffPrincipal } from '../staff-tokens.ts';

export interface StaffContext {
  principal: StaffPrincipal;
  /** The role the person acts in: the strongest of their roles. */
  role: StaffRole;
  /** Clinics whose members and items this person may read; null: every clinic. */
  readable: readonly number[] | null;
  /** Clinics where this person may change things; null: every clinic. */
  actable: readonly number[] | null;
}

export const staffProblems = {
  unauthorized: (detail = 'Sign in with your staff account.') =>
    new HttpProblem({ status: 401, title: 'Unauthorized', detail, kind: 'staff-unauthorized', headers: { 'WWW-Authenticate': 'Bearer realm="cryo-portal-staff"' } }),
  forbidden: (detail: string) => new HttpProblem({ status: 403, title: 'Forbidden', detail, kind: 'staff-forbidden' }),
};

const rank: Record<StaffRole, number> = { PlatformAdmin: 3, ClinicAdmin: 2, Support: 1 };
/** A staff record's last-seen time is written at most this often (not on every call). */
const lastSeenEveryMs = 5 * 60_000;

export async function resolveStaff(db: Db, clock: Clock, principal: StaffPrincipal): Promise<StaffContext> {
  const role = [...principal.roles].sort((a, b) => rank[b] - rank[a])[0];
  if (!role) throw staffProblems.forbidden('Your account has no role in the portal. Ask a platform administrator for one.');
  const now = clock.now();
  const existing = await findStaff(db, principal.oid);
  if (!existing || existing.user_name !== principal.userName || existing.name !== principal.name || now - Date.parse(existing.last_seen_at) > lastSeenEveryMs) {
    await upsertStaff(db, { oid: principal.oid, tenant_id: principal.tenantId, user_name: principal.userName, name: principal.name }, isoAt(now));
  }
  const granted = principal.roles.includes('ClinicAdmin') ? await listGrantedClinics(db, principal.oid) : [];
  const everyClinic = principal.roles.includes('PlatformAdmin') || principal.roles.includes('Support');
  return {
    principal,
    role,
    readable: everyClinic ? null : granted,
    actable: principal.roles.includes('PlatformAdmin') ? null : granted,
  };
}

const within = (scope: readonly number[] | null, centerId: number) => scope === null || scope.includes(centerId);

/** 404 (as if it did not exist) for a clinic outside what this person reads. */
export function assertMayRead(staff: StaffContext, centerId: number, notFound: () => HttpProblem = problems.memberNotFound): void {
  if (!within(staff.readable, centerId)) throw notFound();
}

/** 404 outside what this person reads; 403 where they read but may not change (Support). */
export function assertMayAct(staff: StaffContext, centerId: number, notFound: () => HttpProblem = problems.memberNotFound): void {
  assertMayRead(staff, centerId, notFound);
  if (!within(staff.actable, centerId)) throw staffProblems.forbidden('Your role may look but not change anything.');
}

export function assertPlatformAdmin(staff: StaffContext): void {
  if (staff.role !== 'PlatformAdmin') throw staffProblems.forbidden('Only a platform administrator may do this.');
}

/** A clinic filter asked for: refused as not found when outside what this person reads. */
export function clinicFilter(staff: StaffContext, clinicId: number | undefined): readonly number[] | null {
  if (clinicId === undefined) return staff.readable;
  assertMayRead(staff, clinicId, () => problems.notFound('The clinic was not found.'));
  return [clinicId];
}

export function sessionOfStaff(staff: StaffContext, clinics: readonly ClinicRef[]): StaffSession {
  return {
    oid: staff.principal.oid,
    userName: staff.principal.userName,
    name: staff.principal.name,
    roles: staff.principal.roles,
    clinics: clinics.filter((clinic) => within(staff.readable, clinic.id)),
    canAct: staff.actable === null || staff.actable.length > 0,
    isPlatformAdmin: staff.role === 'PlatformAdmin',
  };
}
