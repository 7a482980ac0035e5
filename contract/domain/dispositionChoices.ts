// Which options an option page offers this member, and where each stored item stands for an
// option (spec §4 "pursuing", §6, architecture §7). Pure functions, no React.
import type { FreezeEvent } from '../api/members.ts';
import { exploringStateOf, optionOfExploringState, type DispositionOption } from './dispositionOptions.ts';
import { pursuableStates } from './statusTransitions.ts';
import { isPursuing, parseStatus, statesByPrefix } from './storedItemStatus.ts';
import { isEligibleForThawAndDiscard } from './isEligibleForThawAndDiscard.ts';
import { parseInstant } from './parseInstant.ts';

const HOUR_MS = 3_600_000;

/** The two flags of a content disposition page that decide which donation choices it offers. */
export interface PageFlags {
  readonly relatesToOpenclosedDonation: boolean;
  readonly relatesToAnonymousDonation: boolean;
}

export interface OfferContext {
  /** The clinic's open/closed donation flag (IVFCenterIDsForWhichToEnableOpenClosedDonation). */
  openClosedDonation: boolean;
  /** The member's privacy type is IVF_ or IVFU: donation goes anonymously through the clinic. */
  privacyAnonymous: boolean;
}

/**
 * The options of a route the member is offered. Open/closed donation needs the page flag and the
 * clinic flag, and is replaced by anonymous donation for a member with an anonymous privacy type;
 * anonymous donation needs the page flag. Without page content the flags count as set.
 */
export function offeredOptions(routeOptions: readonly DispositionOption[], page: PageFlags | null, context: OfferContext): DispositionOption[] {
  return routeOptions.filter((option) => {
    if (option === 'donate-to-another-couple') {
      return !context.privacyAnonymous && context.openClosedDonation && (page?.relatesToOpenclosedDonation ?? true);
    }
    if (option === 'donate-anonymously') return page?.relatesToAnonymousDonation ?? true;
    return true;
  });
}

export type ItemStanding =
  /** May be chosen for the option now. */
  | { kind: 'eligible' }
  /** Thaw and discard only: too young; eligibleFrom is the instant (ms) it becomes eligible. */
  | { kind: 'notYetEligible'; eligibleFrom: number }
  /** Already pursuing the option; the member may withdraw while the state is still an exploring one. */
  | { kind: 'pursuing'; canWithdraw: boolean }
  /** Any other state, or an item type that has no such exploring state. */
  | { kind: 'unavailable' };

export interface StandingContext {
  /** thawAndDiscardIfOlderThan of the page (hours); null = no limit. */
  thawLimitHours: number | null;
  now: number;
}

export function itemStanding(event: Pick<FreezeEvent, 'statusId' | 'frozenOn'>, option: DispositionOption, context: StandingContext): ItemStanding {
  const status = parseStatus(event.statusId);
  if (!status) return { kind: 'unavailable' };
  if (isPursuing(event.statusId, option)) return { kind: 'pursuing', canWithdraw: optionOfExploringState(status.state) !== null };
  if (status.sub || !pursuableStates.includes(status.state)) return { kind: 'unavailable' };
  if (!statesByPrefix[status.prefix].includes(exploringStateOf[option])) return { kind: 'unavailable' };
  if (option === 'thaw-and-discard' && !isEligibleForThawAndDiscard(event.frozenOn, context.now, context.thawLimitHours)) {
    const frozen = parseInstant(event.frozenOn);
    if (Number.isNaN(frozen) || context.thawLimitHours == null) return { kind: 'unavailable' };
    return { kind: 'notYetEligible', eligibleFrom: frozen + context.thawLimitHours * HOUR_MS };
  }
  return { kind: 'eligible' };
}

/** The best standing of an item across several options (pursuing > eligible > not yet > unavailable). */
export function bestStanding(event: Pick<FreezeEvent, 'statusId' | 'frozenOn'>, options: readonly DispositionOption[], context: StandingContext): ItemStanding {
  const rank: Record<ItemStanding['kind'], number> = { pursuing: 3, eligible: 2, notYetEligible: 1, unavailable: 0 };
  let best: ItemStanding = { kind: 'unavailable' };
  for (const option of options) {
    const standing = itemStanding(event, option, context);
    if (rank[standing.kind] > rank[best.kind]) best = standing;
  }
  return best;
}

/** The option an item's decision in progress belongs to (ADIV counts as anonymous donation), or null. */
export function pursuedOption(statusId: string): DispositionOption | null {
  const status = parseStatus(statusId);
  if (!status || status.sub) return null;
  if (status.state === 'ADIV') return 'donate-anonymously';
  return optionOfExploringState(status.state);
}

/** Normalises a typed name for the signature check: trimmed, single spaces, case-insensitive. */
export function normaliseName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

export function nameMatches(typed: string, firstName: string, lastName: string): boolean {
  return normaliseName(typed) !== '' && normaliseName(typed) === normaliseName(`${firstName} ${lastName}`);
}
