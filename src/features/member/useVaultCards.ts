// The member home's cards: per freeze event, its decision in progress or the options it may choose
// now and later (spec §2, §4, §6), and which option pages can do something for this member.
import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import type { Center } from '../../../contract/api/centers.ts';
import type { FreezeEvent, Member } from '../../../contract/api/members.ts';
import type { ConsentRecord } from '../../../contract/api/member-area.ts';
import type { MemberConsentOverview } from '../../../contract/api/consent.ts';
import type { MemberPortalContent } from '../../services/content/contentModels.ts';
import type { AsyncState } from '../../shared/useAsync.ts';
import { optionOfExploringState, optionRoutesByMemberType, type OptionRoute } from '../../../contract/domain/dispositionOptions.ts';
import { isExploreOptionsEnabled } from '../../../contract/domain/featureAccess.ts';
import { isPrivacyAnonymous } from '../../../contract/domain/memberRules.ts';
import { parseStatus } from '../../../contract/domain/storedItemStatus.ts';
import { bestStanding, offeredOptions, pursuedOption, type OfferContext } from '../../../contract/domain/dispositionChoices.ts';
import { dispositionPageIdByRoute } from '../../../contract/domain/dispositionPageIds.ts';
import type { CardDecision, CardOptionLink } from './FreezeEventCard.tsx';

export interface CardModel {
  event: FreezeEvent;
  decision: CardDecision | null;
  options: CardOptionLink[];
  upcoming: { label: string; from: number }[];
}

export interface VaultCardsInput {
  member: Member | null;
  center: Center | null;
  freezeEvents: readonly FreezeEvent[];
  openClosedDonation: boolean;
  portal: AsyncState<MemberPortalContent | null>;
  records: AsyncState<ConsentRecord[]>;
  consent: MemberConsentOverview | null | undefined;
  /** The time eligibility is judged at (ms), fixed when the page opened. */
  now: number;
  t: TFunction<'member'>;
}

export function useVaultCards(input: VaultCardsInput): { cards: CardModel[]; usefulRoutes: ReadonlySet<string> } {
  const { member, center, freezeEvents, openClosedDonation, portal, records, consent, now, t } = input;
  return useMemo(() => {
    const useful = new Set<string>();
    if (!member || !center) return { cards: [], usefulRoutes: useful };
    const exploreEnabled = isExploreOptionsEnabled(center.businessModel, freezeEvents.length > 0);
    const routes: readonly OptionRoute[] = exploreEnabled ? optionRoutesByMemberType[member.memberType] : [];
    const context: OfferContext = { openClosedDonation, privacyAnonymous: isPrivacyAnonymous(member.matchingPrivacyTypeId) };
    const pages = portal.status === 'success' ? (portal.data?.dispositionOptionPages ?? []) : null;
    const lastSigned = new Map<number, string>();
    if (records.status === 'success') {
      // Newest first (contract); keep the first sign record per item.
      for (const record of records.data) if (record.action === 'sign' && !lastSigned.has(record.freezeEventId)) lastSigned.set(record.freezeEventId, record.signedAtUtc);
    }
    const consentOf = new Map((consent?.ownItems ?? []).map((item) => [item.id, item]));
    const cardModels = freezeEvents.map((event): CardModel => {
      const status = parseStatus(event.statusId);
      const pursued = pursuedOption(event.statusId);
      for (const route of routes) if (pursued && route.options.includes(pursued)) useful.add(route.slug);
      // A decision waiting for the partner: nothing else can start on the item until it ends.
      if (consentOf.get(event.id)?.jointDecision?.state === 'waitingForPartner') return { event, decision: null, options: [], upcoming: [] };
      if (status && pursued) {
        return {
          event,
          decision: { option: pursued, signedAt: lastSigned.get(event.id) ?? null, canWithdraw: optionOfExploringState(status.state) !== null },
          options: [],
          upcoming: [],
        };
      }
      const options: CardOptionLink[] = [];
      const upcoming: { label: string; from: number }[] = [];
      // Until the content has answered the page flags and the thaw-and-discard limit are unknown.
      if (pages === null && portal.status === 'loading') return { event, decision: null, options, upcoming };
      for (const route of routes) {
        const page = pages?.find((p) => p.id === dispositionPageIdByRoute[route.slug]) ?? null;
        const offered = offeredOptions(route.options, page, context).filter((o) => o !== 'thaw-and-discard' || page !== null);
        const label = offered.length === 1 && offered[0] === 'donate-anonymously' ? t('option.donateAnonymously') : t(`option.${route.slug}`);
        const standing = bestStanding(event, offered, { thawLimitHours: page?.thawAndDiscardIfOlderThan ?? null, now });
        if (standing.kind === 'eligible') options.push({ to: `/member/${route.slug}?item=${event.id}`, label });
        if (standing.kind === 'notYetEligible') upcoming.push({ label, from: standing.eligibleFrom });
        if (standing.kind === 'eligible' || standing.kind === 'notYetEligible') useful.add(route.slug);
      }
      return { event, decision: null, options, upcoming };
    });
    return { cards: cardModels, usefulRoutes: useful };
  }, [member, center, freezeEvents, openClosedDonation, portal, records, now, t, consent]);
}
