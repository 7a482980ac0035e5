// Which links the navigation panel shows a member: only places the guard would let them open.
import { pathOf, type RouteKey } from '../../guards/routeCatalog.ts';
import { decideNavigation } from '../../guards/decideNavigation.ts';
import { buildNavigationSnapshot } from '../buildNavigationSnapshot.ts';
import type { SessionState } from '../../services/session/SessionService.ts';
import { isMatchingSiteEnabled } from '../../../contract/domain/featureAccess.ts';
import { isMatchingProfileCurrent, isRegistered } from '../../../contract/domain/memberRules.ts';
import { shouldShowCollectionAppointments } from '../../../contract/domain/shouldShowCollectionAppointments.ts';
import type { CommonStrings } from '../../i18n/common/en-US.ts';

/** A menu entry's words: a key of the common namespace's `nav`. */
export type NavigationLabelKey = `nav.${keyof CommonStrings['nav']}`;

export interface NavigationItem {
  to: string;
  labelKey: NavigationLabelKey;
}

/** The matching pages a member type uses, in menu order; each is shown only when the rules let the member open it. */
const matchingCandidates: Record<'EmbryoRecipient' | 'EmbryoCryo', readonly { key: RouteKey; labelKey: NavigationLabelKey }[]> = {
  EmbryoRecipient: [
    { key: 'matchingHome', labelKey: 'nav.matchingHome' },
    { key: 'matchingSearch', labelKey: 'nav.search' },
    { key: 'matchingBuildProfileReview', labelKey: 'nav.profile' },
  ],
  EmbryoCryo: [
    { key: 'matchingHome', labelKey: 'nav.matchingHome' },
    { key: 'matchingBuildProfileCreate', labelKey: 'nav.buildProfile' },
    { key: 'matchingProfile', labelKey: 'nav.matchingProfile' },
  ],
};

function allowedMatchingItems(state: SessionState, memberType: 'EmbryoRecipient' | 'EmbryoCryo'): NavigationItem[] {
  const snapshot = buildNavigationSnapshot(state, false);
  const current = isMatchingProfileCurrent(state.member?.matchingProfileStatusId);
  return (
    matchingCandidates[memberType]
      // A finished donor profile is changed from its profile page, not offered as "build".
      .filter((c) => !(c.key === 'matchingBuildProfileCreate' && current))
      .filter((c) => decideNavigation({ pathname: pathOf(c.key) }, snapshot).kind === 'allow')
      .map((c) => ({ to: pathOf(c.key), labelKey: c.labelKey }))
  );
}

export function navigationItems(state: SessionState): NavigationItem[] {
  const member = state.member;
  if (!member) return [];
  if (!isRegistered(member)) return [];
  if (member.isReadOnly) return [{ to: pathOf('accountReadOnly'), labelKey: 'nav.account' }];
  const account: NavigationItem = { to: pathOf('account'), labelKey: 'nav.account' };
  if (member.memberType === 'EmbryoRecipient') {
    return [...allowedMatchingItems(state, 'EmbryoRecipient'), account];
  }
  const items: NavigationItem[] = [{ to: pathOf('memberHome'), labelKey: 'nav.home' }, account];
  const appointmentsShown = shouldShowCollectionAppointments({
    memberType: member.memberType,
    offsiteStorageType: member.profile.offsiteStorageType,
    offsiteStorageModel: state.offsiteStorage?.offsiteStorageModel,
    fertPresEnabled: state.offsiteStorage?.fertPresEnabled,
    appointments: state.appointments,
  });
  if (appointmentsShown) items.push({ to: pathOf('collectionAppointments'), labelKey: 'nav.collectionAppointments' });
  if (member.memberType === 'EmbryoCryo' && isMatchingSiteEnabled(member.memberType, state.features, state.belongsToEligibleDonationLocation)) {
    items.push(...allowedMatchingItems(state, 'EmbryoCryo'));
  }
  return items;
}
