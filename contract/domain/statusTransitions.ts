// Who may move a stored item from one status to another (architecture §7).
// Member: from CRYC or CRYL to an exploring state that one of its member type's options leads
// to, and withdraw from that exploring state back to where it came from (the caller records
// the prior code when the member pursues and passes it when they withdraw).
// Staff: complete an exploring state to its outcome, or deny a donation (EDON→NDON, EDIV→NDIV).
// Anything else is refused.
import { dispositionOptionsFor, exploringStateOf, optionOfExploringState, type DispositionOption } from './dispositionOptions.ts';
import { statusPrefixOf, type MemberType } from './memberTypes.ts';
import { anonymousDonationSubOutcomes, parseStatus, statusCode, type AnonymousDonationSubOutcome, type StatusState, type StoredItemStatus } from './storedItemStatus.ts';

/** States from which a member may start pursuing an option. */
export const pursuableStates: readonly StatusState[] = ['CRYC', 'CRYL'];

export type MemberTransition = { readonly kind: 'pursue'; readonly option: DispositionOption } | { readonly kind: 'withdraw'; readonly option: DispositionOption };

function ownItem(memberType: MemberType, s: StoredItemStatus | null): s is StoredItemStatus {
  return !!s && !s.sub && s.prefix === statusPrefixOf(memberType);
}

/**
 * Classifies a member's move, or returns null when it is not allowed.
 * `priorCode` is the status the item had before it entered its exploring state; when given,
 * a withdrawal must return exactly there.
 */
export function classifyMemberTransition(memberType: MemberType, from: string, to: string, priorCode?: string | null): MemberTransition | null {
  const a = parseStatus(from);
  const b = parseStatus(to);
  if (!ownItem(memberType, a) || !ownItem(memberType, b)) return null;
  const offered = dispositionOptionsFor(memberType);

  if (pursuableStates.includes(a.state)) {
    const option = optionOfExploringState(b.state);
    return option && offered.includes(option) ? { kind: 'pursue', option } : null;
  }

  const option = optionOfExploringState(a.state);
  if (option && offered.includes(option) && pursuableStates.includes(b.state)) {
    if (priorCode != null) {
      const prior = parseStatus(priorCode);
      if (!prior || prior.code !== b.code) return null;
    }
    return { kind: 'withdraw', option };
  }
  return null;
}

export function canMemberTransition(memberType: MemberType, from: string, to: string, priorCode?: string | null): boolean {
  return classifyMemberTransition(memberType, from, to, priorCode) !== null;
}

/** Staff completions: each exploring state (and ADIV, the clinic's intermediate outcome) to its outcomes. */
const staffCompletions: Readonly<Partial<Record<StatusState, readonly StatusState[]>>> = {
  ESCI: ['DSCI'],
  EDON: ['DDON'],
  ETHD: ['DTHD'],
  EUSE: ['DUSE'],
  EDIV: ['ADIV'],
  ADIV: ['DDIV'],
};
const staffDenials: Readonly<Partial<Record<StatusState, StatusState>>> = { EDON: 'NDON', EDIV: 'NDIV' };

export type StaffTransition = { readonly kind: 'complete' } | { readonly kind: 'deny' };

export function classifyStaffTransition(from: string, to: string): StaffTransition | null {
  const a = parseStatus(from);
  const b = parseStatus(to);
  if (!a || !b || a.sub || a.prefix !== b.prefix) return null;
  if (!b.sub && staffDenials[a.state] === b.state) return { kind: 'deny' };
  if (!b.sub && staffCompletions[a.state]?.includes(b.state)) return { kind: 'complete' };
  // ADIV completes to one of its sub-outcomes (ICR-ADIV-DSCI and so on).
  if (a.state === 'ADIV' && b.state === 'ADIV' && b.sub) return { kind: 'complete' };
  return null;
}

export function canStaffTransition(from: string, to: string): boolean {
  return classifyStaffTransition(from, to) !== null;
}

/** The exploring state a member type's option leads to for its own items, or null when its items have no such state. */
export function exploringCodeFor(memberType: MemberType, option: DispositionOption): string | null {
  const prefix = statusPrefixOf(memberType);
  if (!prefix || !dispositionOptionsFor(memberType).includes(option)) return null;
  const s = parseStatus(`${prefix}-${exploringStateOf[option]}`);
  return s ? s.code : null;
}

/** The states that wait for the clinic: a member's decision being explored, and ADIV before its sub-outcome. */
export const staffQueueStates: readonly StatusState[] = ['ESCI', 'EDON', 'ETHD', 'EUSE', 'EDIV', 'ADIV'];

/** Where staff may move an item in `from`, completions first, each with its kind (empty when none). */
export function staffTargets(from: string): { toStatusId: string; kind: StaffTransition['kind'] }[] {
  const a = parseStatus(from);
  if (!a || a.sub) return [];
  // Only codes that exist for the item's kind (eggs, sperm and tissue have fewer states).
  const codeOf = (state: StatusState, sub?: AnonymousDonationSubOutcome): string[] => {
    try {
      return [statusCode(a.prefix, state, sub)];
    } catch {
      return [];
    }
  };
  const completions = (staffCompletions[a.state] ?? []).flatMap((state) => codeOf(state));
  const subOutcomes = a.state === 'ADIV' ? anonymousDonationSubOutcomes.flatMap((sub) => codeOf('ADIV', sub)) : [];
  const denial = staffDenials[a.state];
  return [
    ...[...completions, ...subOutcomes].map((toStatusId) => ({ toStatusId, kind: 'complete' as const })),
    ...(denial ? codeOf(denial).map((toStatusId) => ({ toStatusId, kind: 'deny' as const })) : []),
  ];
}
