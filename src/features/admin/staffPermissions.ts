// What a staff member may see and do in the console, as plain functions of GET /api/Admin/Me
// (the API decides again on every call; these only keep controls away from people who cannot use them).
import type { StaffRole, StaffSession } from '../../../contract/api/admin.ts';
import { adminPaths } from './adminPaths.ts';

const rank: Record<StaffRole, number> = { PlatformAdmin: 3, ClinicAdmin: 2, Support: 1 };

/** The role that decides what this person may do (the highest they hold). */
export function primaryRole(session: Pick<StaffSession, 'roles'>): StaffRole | null {
  return [...session.roles].sort((a, b) => rank[b] - rank[a])[0] ?? null;
}

/** Completing or denying items and the member account actions: ClinicAdmin and PlatformAdmin, never Support. */
export function mayAct(session: Pick<StaffSession, 'canAct'>): boolean {
  return session.canAct;
}

/** The staff page (granting clinics): PlatformAdmin only. */
export function mayManageStaff(session: Pick<StaffSession, 'isPlatformAdmin'>): boolean {
  return session.isPlatformAdmin;
}

/** The support dashboards: Support, ClinicAdmin and PlatformAdmin (the API limits a ClinicAdmin to their clinics). */
export function mayReadTelemetry(session: Pick<StaffSession, 'roles'>): boolean {
  return session.roles.some((role) => role === 'Support' || role === 'ClinicAdmin' || role === 'PlatformAdmin');
}

export interface StaffNavigationItem {
  key: 'queue' | 'consents' | 'moderation' | 'members' | 'banners' | 'maintenance' | 'audit' | 'staff' | 'telemetry';
  /** null: shown but not available yet. */
  to: string | null;
}

export function staffNavigation(session: Pick<StaffSession, 'roles' | 'isPlatformAdmin'>): StaffNavigationItem[] {
  return [
    { key: 'queue', to: adminPaths.queue },
    { key: 'consents', to: adminPaths.consents },
    { key: 'moderation', to: adminPaths.moderation },
    { key: 'members', to: adminPaths.members },
    { key: 'banners', to: adminPaths.banners },
    { key: 'maintenance', to: adminPaths.maintenance },
    { key: 'audit', to: adminPaths.audit },
    ...(mayManageStaff(session) ? [{ key: 'staff' as const, to: adminPaths.staff }] : []),
    // The support dashboards (issue 14): every portal role; a ClinicAdmin sees their clinics' telemetry only.
    ...(mayReadTelemetry(session) ? [{ key: 'telemetry' as const, to: adminPaths.telemetry }] : []),
  ];
}
