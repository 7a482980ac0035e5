// Spec §6: when the explore options and the matching site are open to a member.
import type { MemberType } from './memberTypes.ts';

/** Explore options are enabled when the center is not B2C or the member has freeze events. */
export function isExploreOptionsEnabled(businessModel: string | null | undefined, hasFreezeEvents: boolean): boolean {
  return businessModel !== 'B2C' || hasFreezeEvents;
}

export interface MatchingFeatureFlags {
  /** IVFCenterIDsForWhichToEnableMatchingSite for the member's center. */
  readonly matchingSite: boolean;
  /** IVFCenterIDsForWhichToEnableOpenClosedDonation for the member's center. */
  readonly openClosedDonation: boolean;
}

/**
 * Always for a recipient. For EmbryoCryo when the center's matching-site flag is on and, when
 * `belongsToEligibleLocation` is given, the member belongs to an eligible donation location.
 * Never for the other member types.
 */
export function isMatchingSiteEnabled(
  memberType: MemberType | '' | null | undefined,
  flags: Pick<MatchingFeatureFlags, 'matchingSite'> | null | undefined,
  belongsToEligibleLocation?: boolean,
): boolean {
  if (memberType === 'EmbryoRecipient') return true;
  if (memberType !== 'EmbryoCryo') return false;
  if (flags?.matchingSite !== true) return false;
  return belongsToEligibleLocation === undefined || belongsToEligibleLocation;
}
