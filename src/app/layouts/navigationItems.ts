// Which links the navigation panel shows a member: only places the guard would let them open.
import { pathOf } from '../../guards/routeCatalog.ts';
import type { SessionState } from '../../services/session/SessionService.ts';
import { isMatchingSiteEnabled } from '../../domain/featureAccess.ts';
import { isMatchingProfileCurrent, isRegistered } from '../../domain/memberRules.ts';
import { shouldShowCollectionAppointments } from '../../domain/shouldShowCollectionAppointments.ts';

export interface NavigationItem {
  to: string;
  labelKey: string;
}

export function navigationItems(state: SessionState): NavigationItem[] {
  const member = state.member;
  if (!member) return [];
  if (!isRegistered(member)) return [];
  if (member.isReadOnly) return [{ to: pathOf('accountReadOnly'), labelKey: 'nav.account' }];
  const account = { to: pathOf('account'), labelKey: 'nav.account' };
  if (member.memberType === 'EmbryoRecipient') {
    const items = [{ to: pathOf('matchingHome'), labelKey: 'nav.matchingHome' }];
    if (isMatchingProfileCurrent(member.matchingProfileStatusId)) items.push({ to: pathOf('matchingSearch'), labelKey: 'nav.search' });
    items.push({ to: pathOf('matchingBuildProfileReview'), labelKey: 'nav.profile' }, account);
    return items;
  }
  const items = [{ to: pathOf('memberHome'), labelKey: 'nav.home' }, account];
  const appointmentsShown = shouldShowCollectionAppointments({
    memberType: member.memberType,
    offsiteStorageType: member.profile.offsiteStorageType,
    offsiteStorageModel: state.offsiteStorage?.offsiteStorageModel,
    fertPresEnabled: state.offsiteStorage?.fertPresEnabled,
    appointments: state.appointments,
  });
  if (appointmentsShown) items.push({ to: pathOf('collectionAppointments'), labelKey: 'nav.collectionAppointments' });
  if (isMatchingSiteEnabled(member.memberType, state.features, state.belongsToEligibleDonationLocation)) {
    items.push({ to: pathOf('matchingHome'), labelKey: 'nav.matchingHome' });
  }
  return items;
}
