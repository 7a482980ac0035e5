// What every matching page reads from the session: the member's id and clinic, and whether the
// matching site is under maintenance (changes are paused then; a failed check counts as "not").
import { useServices, useSessionState } from '../../services/ServicesContext.tsx';
import { useAsync } from '../../shared/useAsync.ts';

export function useMatchingSession() {
  const memberId = useSessionState((s) => s.member?.id ?? null);
  const centerId = useSessionState((s) => s.member?.ivfCenterId ?? s.center?.id ?? null);
  return { memberId, centerId };
}

export function useMatchingMaintenance(): boolean {
  const { api } = useServices();
  const { memberId, centerId } = useMatchingSession();
  const details = useAsync((signal) => api.members.matchingSiteMaintenance(memberId, centerId, { signal, skipNotification: true }).catch(() => null), [api, memberId, centerId]);
  return details.data?.isInMaintenanceMode === true;
}
