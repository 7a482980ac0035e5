// Spec §4: warn before a scheduled clinic maintenance. Shown when a start is scheduled
// (startMaintenanceDateTimeUtc set), the clinic is not already in maintenance (isInMaintenanceMode
// false and the start not yet reached) and the start is at most 60 minutes away.
import type { Center } from '../api/centers.ts';
import { MAINTENANCE_WARNING_MINUTES } from './constants.ts';
import { parseInstant } from './parseInstant.ts';

export type MaintenanceCenter = Pick<Center, 'isInMaintenanceMode' | 'startMaintenanceDateTimeUtc'>;

export function shouldShowMaintenanceBanner(center: MaintenanceCenter | null | undefined, now: Date | number): boolean {
  if (!center || center.isInMaintenanceMode) return false;
  const start = parseInstant(center.startMaintenanceDateTimeUtc);
  if (Number.isNaN(start)) return false;
  const nowMs = typeof now === 'number' ? now : now.getTime();
  const ahead = start - nowMs;
  return ahead > 0 && ahead <= MAINTENANCE_WARNING_MINUTES * 60_000;
}

/** The scheduled start as epoch milliseconds (for the banner's time), or null. */
export function maintenanceStart(center: MaintenanceCenter | null | undefined): number | null {
  const start = parseInstant(center?.startMaintenanceDateTimeUtc ?? null);
  return Number.isNaN(start) ? null : start;
}
