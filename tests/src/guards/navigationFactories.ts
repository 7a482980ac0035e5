// Test factories for decideNavigation: a registered EmbryoCryo member in a B2B2C clinic with
// every asynchronous input loaded; override what a case is about.
import type { NavigationMember, NavigationSnapshot } from '../../../src/guards/decideNavigation.ts';
import type { MemberType } from '../../../contract/domain/memberTypes.ts';

export function aMember(overrides: Partial<NavigationMember> = {}): NavigationMember {
  return {
    memberType: 'EmbryoCryo',
    registrationStageId: 'REGI',
    accountStatusId: 'ACT',
    isReadOnly: false,
    billingBalance: 0,
    paymentMethodId: null,
    defaultPaymentMethod: null,
    matchingProfileStatusId: 'Current',
    matchingPrivacyTypeId: 'OPEN',
    profile: { offsiteStorageType: null },
    ...overrides,
  };
}

export function aSnapshot(overrides: Partial<NavigationSnapshot> = {}, member: Partial<NavigationMember> = {}): NavigationSnapshot {
  const m = aMember(member);
  return {
    hasAccessToken: true,
    member: m,
    memberLoadTimedOut: false,
    memberType: m.memberType,
    features: { matchingSite: true, openClosedDonation: true },
    belongsToEligibleDonationLocation: true,
    canCreateMatchingProfile: false,
    hasFreezeEvents: true,
    businessModel: 'B2B2C',
    offsiteStorage: { offsiteStorageModel: 'B2C', fertPresEnabled: true },
    collectionAppointments: [],
    ...overrides,
  };
}

export function aMemberOfType(memberType: MemberType, overrides: Partial<NavigationSnapshot> = {}, member: Partial<NavigationMember> = {}): NavigationSnapshot {
  return aSnapshot({ memberType, ...overrides }, { memberType, ...member });
}
