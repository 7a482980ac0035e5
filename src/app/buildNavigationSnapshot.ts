// Turns the session state into the plain snapshot the navigation rules read. `null` means "still
// loading", which makes a rule that needs it wait.
import type { NavigationSnapshot } from '../guards/decideNavigation.ts';
import type { SessionState } from '../services/session/SessionService.ts';
import { isClosedOrAnonymous } from '../../contract/domain/memberRules.ts';

export function buildNavigationSnapshot(state: SessionState, memberLoadTimedOut: boolean): NavigationSnapshot {
  const member = state.memberStatus === 'loaded' ? state.member : null;
  const loaded = member !== null;
  return {
    hasAccessToken: state.tokens !== null,
    member,
    memberLoadTimedOut: memberLoadTimedOut || state.memberStatus === 'failed',
    memberType: state.user?.MemberType ?? null,
    features: loaded ? state.features : null,
    belongsToEligibleDonationLocation: loaded ? state.belongsToEligibleDonationLocation : null,
    canCreateMatchingProfile: member?.memberType === 'EmbryoCryo' && !isClosedOrAnonymous(member),
    hasFreezeEvents: loaded ? state.freezeEvents.length > 0 : null,
    businessModel: state.center?.businessModel ?? null,
    offsiteStorage: state.offsiteStorage
      ? { offsiteStorageModel: state.offsiteStorage.offsiteStorageModel, fertPresEnabled: state.offsiteStorage.fertPresEnabled }
      : state.centerStatus === 'loaded'
        ? { offsiteStorageModel: null, fertPresEnabled: false }
        : null,
    collectionAppointments: loaded ? state.appointments : null,
  };
}
