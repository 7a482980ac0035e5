// After a sign or withdraw the session's freeze events are replaced by a fresh list, so the home
// page shows the new status without a reload. When the list cannot be read, the items the API
// answered with are merged in instead, and the caller learns the refresh failed.
import type { FreezeEvent } from '../../../contract/api/members.ts';
import type { Services } from '../../services/ServicesContext.tsx';

export async function refreshFreezeEvents(services: Pick<Services, 'api' | 'session'>, memberId: number, changed: readonly FreezeEvent[]): Promise<boolean> {
  try {
    const fresh = await services.api.members.freezeEvents(memberId, { skipNotification: true });
    services.session.setFreezeEvents(memberId, fresh);
    return true;
  } catch {
    const byId = new Map(changed.map((event) => [event.id, event]));
    services.session.setFreezeEvents(
      memberId,
      services.session.snapshot.freezeEvents.map((event) => byId.get(event.id) ?? event),
    );
    return false;
  }
}
