// Joint consent to a decision on stored items (issue 13, docs/consent.md): items created from two
// people's gametes change state only when both have signed the same option for the same items,
// and either may withdraw until the clinic completes it. A state machine over a plain object that
// the API stores as it is: each event returns the next decision and who is to be told what, or a
// typed refusal that changes nothing. Time comes from the events, never from a clock. The parties'
// identities, the terms they signed, e-mails and PDFs belong to the caller.
//
//   sign ──(items have a co-owner)──▶ waitingForPartner ──coSign──▶ consented ──complete──▶ completed
//     └───(no co-owner)─────────────────────────────────────────────▶ consented
//   waitingForPartner ──lapse (lapsesAtUtc reached)──▶ lapsed
//   waitingForPartner | consented ──withdraw (either party)──▶ withdrawn
import { dispositionOptions, type DispositionOption } from './dispositionOptions.ts';
import { requireInstant, type InstantInput } from './parseInstant.ts';

/** What a joint decision is about: an option for the items, or renewing consent to their storage. */
export type JointOption = DispositionOption | 'storage-renewal';

/** A stored decision's option, read back: anything else is refused (a row the portal did not write). */
export function parseJointOption(value: string): JointOption {
  if (value === 'storage-renewal') return value;
  const option = dispositionOptions.find((o) => o === value);
  if (!option) throw new Error(`Unknown joint decision option: ${value}`);
  return option;
}

/** Days after the first signature at which a decision still waiting for the partner lapses, unless the sign event says otherwise. */
export const DEFAULT_JOINT_CONSENT_LAPSE_DAYS = 30;

const DAY_MS = 86_400_000;

/** The member who holds the items (`owner`) and the partner whose gametes created them (`coOwner`). */
export type JointConsentParty = 'owner' | 'coOwner';

export type JointConsentState = 'waitingForPartner' | 'consented' | 'withdrawn' | 'lapsed' | 'completed';

export interface JointConsentSignature {
  readonly party: JointConsentParty;
  /** ISO 8601 in UTC. */
  readonly signedAtUtc: string;
}

export interface JointDecision {
  readonly state: JointConsentState;
  readonly option: JointOption;
  /** Sorted ascending, without repeats. */
  readonly itemIds: readonly number[];
  /** Whether any of the items has a co-owner; when not, the owner's signature alone decides. */
  readonly coOwned: boolean;
  /** In signing order, at most one per party. */
  readonly signatures: readonly JointConsentSignature[];
  /** The first signature's time, ISO 8601 in UTC. */
  readonly startedAtUtc: string;
  /** From this instant a decision still waiting for the partner has lapsed; fixed at the first signature. */
  readonly lapsesAtUtc: string;
  readonly withdrawal: { readonly by: JointConsentParty; readonly atUtc: string } | null;
  readonly completedAtUtc: string | null;
}

export type JointConsentEvent =
  | {
      /** The first signature; it starts the decision. */
      readonly kind: 'sign';
      readonly by: JointConsentParty;
      readonly option: JointOption;
      readonly itemIds: readonly number[];
      /** Whether any of the items has a co-owner. */
      readonly coOwned: boolean;
      readonly atUtc: InstantInput;
      /** Defaults to DEFAULT_JOINT_CONSENT_LAPSE_DAYS. */
      readonly lapseAfterDays?: number;
    }
  | {
      /** The other party's signature: the same option for exactly the same items. */
      readonly kind: 'coSign';
      readonly by: JointConsentParty;
      readonly option: JointOption;
      readonly itemIds: readonly number[];
      readonly atUtc: InstantInput;
    }
  | { readonly kind: 'withdraw'; readonly by: JointConsentParty; readonly atUtc: InstantInput }
  /** The scheduled check; refused until lapsesAtUtc. */
  | { readonly kind: 'lapse'; readonly atUtc: InstantInput }
  /** Clinic staff carry out the decision. */
  | { readonly kind: 'complete'; readonly atUtc: InstantInput };

/**
 * - `partnerAskedToSign`: the other party is asked to sign the same decision;
 * - `partnerSigned`: the first signer learns that the partner signed too, so the decision stands;
 * - `partnerWithdrew`: the other party learns that the decision was withdrawn;
 * - `decisionLapsed`: the partner did not sign in time (both are told).
 */
export type JointConsentNotificationKind = 'partnerAskedToSign' | 'partnerSigned' | 'partnerWithdrew' | 'decisionLapsed';

export interface JointConsentNotification {
  readonly kind: JointConsentNotificationKind;
  readonly to: JointConsentParty;
}

export type JointConsentRefusalReason =
  /** A co-signature names another option than the first signature. */
  | 'optionMismatch'
  /** A co-signature names other items than the first signature. */
  | 'itemsMismatch'
  /** A signature names no items. */
  | 'noItems'
  /** `sign` on a decision that already exists (a new decision is a new object). */
  | 'alreadyStarted'
  /** Any event other than `sign` without a decision. */
  | 'notStarted'
  /** The co-owner acting on items that have no co-owner. */
  | 'notAParty'
  /** The party has already signed this decision. */
  | 'alreadySigned'
  /** A co-signature or lapse on a decision that is no longer waiting for the partner. */
  | 'notWaitingForPartner'
  /** Completion before every party has signed. */
  | 'notFullyConsented'
  | 'alreadyCompleted'
  /** The decision was withdrawn or has lapsed. */
  | 'alreadyEnded'
  /** The event comes at or after lapsesAtUtc of a decision still waiting for the partner. */
  | 'lapsed'
  /** A lapse before lapsesAtUtc. */
  | 'notYetLapsed';

export type JointConsentRefusal =
  | { readonly reason: 'optionMismatch'; readonly expectedOption: JointOption }
  | { readonly reason: 'itemsMismatch'; readonly missingItemIds: readonly number[]; readonly unexpectedItemIds: readonly number[] }
  | { readonly reason: Exclude<JointConsentRefusalReason, 'optionMismatch' | 'itemsMismatch'> };

export type JointConsentResult =
  | { readonly ok: true; readonly decision: JointDecision; readonly notifications: readonly JointConsentNotification[] }
  | { readonly ok: false; readonly refusal: JointConsentRefusal };

export function otherParty(party: JointConsentParty): JointConsentParty {
  return party === 'owner' ? 'coOwner' : 'owner';
}

function partiesOf(decision: JointDecision): readonly JointConsentParty[] {
  return decision.coOwned ? ['owner', 'coOwner'] : ['owner'];
}

/** Who still has to sign, or null when nobody has to (consented, or ended). */
export function pendingSigner(decision: JointDecision): JointConsentParty | null {
  if (decision.state !== 'waitingForPartner') return null;
  return partiesOf(decision).find((p) => !decision.signatures.some((s) => s.party === p)) ?? null;
}

/** Whether every party has signed and nobody has withdrawn: the items may move (and, once completed, have). */
export function isFullyConsented(decision: JointDecision): boolean {
  return decision.state === 'consented' || decision.state === 'completed';
}

/** Whether a decision still waiting for the partner has lapsed at `nowUtc`, for the scheduled check. */
export function isLapseDue(decision: JointDecision, nowUtc: InstantInput): boolean {
  return decision.state === 'waitingForPartner' && requireInstant(nowUtc, 'nowUtc') >= Date.parse(decision.lapsesAtUtc);
}

function normalizeItemIds(itemIds: readonly number[]): number[] {
  for (const id of itemIds) if (!Number.isSafeInteger(id)) throw new RangeError(`Item id is not an integer: ${String(id)}`);
  return [...new Set(itemIds)].sort((a, b) => a - b);
}

const refuse = (refusal: JointConsentRefusal): JointConsentResult => ({ ok: false, refusal });
const iso = (ms: number): string => new Date(ms).toISOString();

function start(event: Extract<JointConsentEvent, { kind: 'sign' }>): JointConsentResult {
  const at = requireInstant(event.atUtc, 'atUtc');
  const lapseAfterDays = event.lapseAfterDays ?? DEFAULT_JOINT_CONSENT_LAPSE_DAYS;
  if (!Number.isFinite(lapseAfterDays) || lapseAfterDays <= 0) throw new RangeError(`lapseAfterDays must be positive: ${String(lapseAfterDays)}`);
  const itemIds = normalizeItemIds(event.itemIds);
  if (itemIds.length === 0) return refuse({ reason: 'noItems' });
  if (!event.coOwned && event.by === 'coOwner') return refuse({ reason: 'notAParty' });
  const decision: JointDecision = {
    state: event.coOwned ? 'waitingForPartner' : 'consented',
    option: event.option,
    itemIds,
    coOwned: event.coOwned,
    signatures: [{ party: event.by, signedAtUtc: iso(at) }],
    startedAtUtc: iso(at),
    lapsesAtUtc: iso(at + lapseAfterDays * DAY_MS),
    withdrawal: null,
    completedAtUtc: null,
  };
  const notifications: JointConsentNotification[] = event.coOwned ? [{ kind: 'partnerAskedToSign', to: otherParty(event.by) }] : [];
  return { ok: true, decision, notifications };
}

/** Refusals shared by every event on an existing decision: it has ended. */
function endedRefusal(decision: JointDecision): JointConsentResult | null {
  switch (decision.state) {
    case 'completed':
      return refuse({ reason: 'alreadyCompleted' });
    case 'withdrawn':
    case 'lapsed':
      return refuse({ reason: 'alreadyEnded' });
    case 'waitingForPartner':
    case 'consented':
      return null;
  }
}

const waitedTooLong = (decision: JointDecision, at: number): boolean => decision.state === 'waitingForPartner' && at >= Date.parse(decision.lapsesAtUtc);

function coSign(decision: JointDecision, event: Extract<JointConsentEvent, { kind: 'coSign' }>, at: number): JointConsentResult {
  if (!partiesOf(decision).includes(event.by)) return refuse({ reason: 'notAParty' });
  if (decision.signatures.some((s) => s.party === event.by)) return refuse({ reason: 'alreadySigned' });
  if (decision.state !== 'waitingForPartner') return refuse({ reason: 'notWaitingForPartner' });
  if (waitedTooLong(decision, at)) return refuse({ reason: 'lapsed' });
  if (event.option !== decision.option) return refuse({ reason: 'optionMismatch', expectedOption: decision.option });
  const itemIds = normalizeItemIds(event.itemIds);
  if (itemIds.length === 0) return refuse({ reason: 'noItems' });
  const missingItemIds = decision.itemIds.filter((id) => !itemIds.includes(id));
  const unexpectedItemIds = itemIds.filter((id) => !decision.itemIds.includes(id));
  if (missingItemIds.length > 0 || unexpectedItemIds.length > 0) return refuse({ reason: 'itemsMismatch', missingItemIds, unexpectedItemIds });
  const signatures = [...decision.signatures, { party: event.by, signedAtUtc: iso(at) }];
  return {
    ok: true,
    decision: { ...decision, state: 'consented', signatures },
    notifications: [{ kind: 'partnerSigned', to: otherParty(event.by) }],
  };
}

function withdraw(decision: JointDecision, by: JointConsentParty, at: number): JointConsentResult {
  if (!partiesOf(decision).includes(by)) return refuse({ reason: 'notAParty' });
  if (waitedTooLong(decision, at)) return refuse({ reason: 'lapsed' });
  return {
    ok: true,
    decision: { ...decision, state: 'withdrawn', withdrawal: { by, atUtc: iso(at) } },
    notifications: decision.coOwned ? [{ kind: 'partnerWithdrew', to: otherParty(by) }] : [],
  };
}

function lapse(decision: JointDecision, at: number): JointConsentResult {
  if (decision.state !== 'waitingForPartner') return refuse({ reason: 'notWaitingForPartner' });
  if (!waitedTooLong(decision, at)) return refuse({ reason: 'notYetLapsed' });
  return {
    ok: true,
    decision: { ...decision, state: 'lapsed' },
    notifications: partiesOf(decision).map((to) => ({ kind: 'decisionLapsed', to })),
  };
}

function complete(decision: JointDecision, at: number): JointConsentResult {
  if (decision.state !== 'consented') return refuse({ reason: waitedTooLong(decision, at) ? 'lapsed' : 'notFullyConsented' });
  return { ok: true, decision: { ...decision, state: 'completed', completedAtUtc: iso(at) }, notifications: [] };
}

/**
 * Applies one event. `decision` is null before the first signature. A refusal leaves the decision
 * as it was (the caller keeps its copy); throws RangeError only for malformed input (a time that is
 * not one, a non-integer item id, a non-positive lapse period).
 */
export function applyJointConsentEvent(decision: JointDecision | null, event: JointConsentEvent): JointConsentResult {
  if (event.kind === 'sign') return decision ? refuse({ reason: 'alreadyStarted' }) : start(event);
  if (!decision) return refuse({ reason: 'notStarted' });
  const at = requireInstant(event.atUtc, 'atUtc');
  const ended = endedRefusal(decision);
  if (ended) return ended;
  switch (event.kind) {
    case 'coSign':
      return coSign(decision, event, at);
    case 'withdraw':
      return withdraw(decision, event.by, at);
    case 'lapse':
      return lapse(decision, at);
    case 'complete':
      return complete(decision, at);
  }
}
