// Stored-item status codes (spec §4, architecture §7): one table for the SPA and the API.
// A code is 24 characters: type prefix, '-', a 4-letter state, an optional '-' + 4-letter
// sub-outcome (only under ADIV), then '-' padding. E.g. 'ICR-EDON----------------',
// 'ICR-ADIV-DSCI-----------'.
import type { StatusPrefix } from './memberTypes.ts';
import { exploringStateOf, type DispositionOption } from './dispositionOptions.ts';
import { statusStates, type StatusState } from './statusStates.ts';

export const STATUS_CODE_LENGTH = 24;

export type StatusCategory = 'base' | 'exploring' | 'outcome' | 'closed' | 'denied';

export { statusStates, type StatusState };

/** Sub-outcomes of ADIV (anonymous donation to the clinic). */
export const anonymousDonationSubOutcomes = ['COTH', 'DSCI', 'DDON', 'DTHD', 'DUSE', 'TOFF', 'TPGS'] as const;
export type AnonymousDonationSubOutcome = (typeof anonymousDonationSubOutcomes)[number];

interface StateInfo {
  readonly key: string;
  readonly category: StatusCategory;
  readonly words: string;
}

const stateInfo: Readonly<Record<StatusState, StateInfo>> = {
  UNCF: { key: 'unconfirmed', category: 'base', words: 'Unconfirmed' },
  CRYC: { key: 'cryopreservingAtClinic', category: 'base', words: 'Cryopreserving at the clinic' },
  EXLT: { key: 'exploringLongTermStorage', category: 'base', words: 'Exploring long-term storage' },
  CLRP: { key: 'clearedToPurchasePackage', category: 'base', words: 'Cleared to purchase a long-term storage package' },
  CRYL: { key: 'cryopreservedLongTerm', category: 'base', words: 'Cryopreserved at the long-term storage facility' },
  ESCI: { key: 'exploringDonationToScience', category: 'exploring', words: 'Exploring donation to science' },
  DSCI: { key: 'donatedToScience', category: 'outcome', words: 'Donated to science' },
  EDON: { key: 'exploringDonationToAnotherCouple', category: 'exploring', words: 'Exploring donation to another couple' },
  DDON: { key: 'donatedToAnotherCouple', category: 'outcome', words: 'Donated to another couple' },
  ETHD: { key: 'exploringThawAndDiscard', category: 'exploring', words: 'Exploring thaw and discard' },
  DTHD: { key: 'thawedAndDiscarded', category: 'outcome', words: 'Thawed and discarded' },
  EUSE: { key: 'exploringUseOwn', category: 'exploring', words: 'Exploring using own' },
  DUSE: { key: 'usedOwn', category: 'outcome', words: 'Used own' },
  EDIV: { key: 'exploringAnonymousDonation', category: 'exploring', words: 'Exploring anonymous donation to the clinic' },
  ADIV: { key: 'anonymousDonationToClinic', category: 'outcome', words: 'Anonymous donation to the clinic' },
  DDIV: { key: 'anonymouslyDonatedToAnotherCouple', category: 'outcome', words: 'Anonymously donated to another couple' },
  CABN: { key: 'closedAbandoned', category: 'closed', words: 'Closed (abandoned)' },
  COTH: { key: 'closedOther', category: 'closed', words: 'Closed (other)' },
  TOFF: { key: 'transferredOffSite', category: 'closed', words: 'Transferred off site' },
  TPGS: { key: 'thawedForPgs', category: 'closed', words: 'Thawed for PGS' },
  NDIV: { key: 'deniedAnonymousDonation', category: 'denied', words: 'Denied anonymous donation' },
  NDON: { key: 'deniedDonationToAnotherCouple', category: 'denied', words: 'Denied donation to another couple' },
};

const embryoStates: readonly StatusState[] = statusStates;
const otherItemStates: readonly StatusState[] = ['UNCF', 'CRYC', 'ETHD', 'DTHD', 'CABN', 'COTH', 'DUSE', 'TOFF'];
/** Eggs also have "exploring using own" before "used own" (docs/adr/0003): the egg use-your-own page needs a state to sign into. */
const eggStates: readonly StatusState[] = ['UNCF', 'CRYC', 'ETHD', 'DTHD', 'CABN', 'COTH', 'EUSE', 'DUSE', 'TOFF'];

/** Which states exist for each prefix (architecture §7). */
export const statesByPrefix: Readonly<Record<StatusPrefix, readonly StatusState[]>> = {
  ICR: embryoStates,
  GCR: eggStates,
  SCR: otherItemStates,
  TCR: otherItemStates,
};

export interface StoredItemStatus {
  /** The 24-character code. */
  readonly code: string;
  readonly prefix: StatusPrefix;
  readonly state: StatusState;
  /** Sub-outcome of ADIV, when present. */
  readonly sub: AnonymousDonationSubOutcome | null;
  /** Unique within its prefix, e.g. 'exploringDonationToScience', 'anonymousDonationToClinicDonatedToScience'. */
  readonly key: string;
  readonly category: StatusCategory;
  /** Text key of its words; the words differ per prefix (embryos, eggs, sperm, tissue). */
  readonly i18nKey: string;
  /** English words, the default for the text key. */
  readonly words: string;
}

function buildCode(prefix: string, state: string, sub: string | null): string {
  return `${prefix}-${state}${sub ? `-${sub}` : ''}`.padEnd(STATUS_CODE_LENGTH, '-');
}

const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

function makeEntry(prefix: StatusPrefix, state: StatusState, sub: AnonymousDonationSubOutcome | null): StoredItemStatus {
  const own = stateInfo[state];
  const subInfo = sub ? stateInfo[sub] : null;
  const key = subInfo ? `${own.key}${capitalize(subInfo.key)}` : own.key;
  return {
    code: buildCode(prefix, state, sub),
    prefix,
    state,
    sub,
    key,
    // A sub-outcome is what finally happened to the item, so it takes that state's category.
    category: subInfo ? subInfo.category : own.category,
    i18nKey: `storedItemStatus.${prefix}.${key}`,
    words: subInfo ? `${own.words}: ${subInfo.words.charAt(0).toLowerCase()}${subInfo.words.slice(1)}` : own.words,
  };
}

function buildTable(): readonly StoredItemStatus[] {
  const rows: StoredItemStatus[] = [];
  for (const prefix of Object.keys(statesByPrefix) as StatusPrefix[]) {
    for (const state of statesByPrefix[prefix]) {
      rows.push(makeEntry(prefix, state, null));
      if (state === 'ADIV') {
        for (const sub of anonymousDonationSubOutcomes) rows.push(makeEntry(prefix, state, sub));
      }
    }
  }
  return rows;
}

/** Every stored-item status the product knows: ICR (22 states + 7 ADIV sub-outcomes), GCR/SCR/TCR (8 each). */
export const storedItemStatuses: readonly StoredItemStatus[] = buildTable();

const byCode = new Map<string, StoredItemStatus>(storedItemStatuses.map((s) => [s.code, s]));

/** Builds the 24-character code; throws RangeError for a combination the table does not hold. */
export function statusCode(prefix: StatusPrefix, state: StatusState, sub?: AnonymousDonationSubOutcome | null): string {
  const code = buildCode(prefix, state, sub ?? null);
  if (!byCode.has(code)) throw new RangeError(`Unknown stored-item status ${prefix}/${state}${sub ? `/${sub}` : ''}`);
  return code;
}

/**
 * Looks a code up in the table. Tolerates surrounding whitespace, lower case and missing
 * padding ('ICR-EDON'); returns null for anything else.
 */
export function parseStatus(code: string | null | undefined): StoredItemStatus | null {
  if (typeof code !== 'string') return null;
  const trimmed = code.trim().toUpperCase();
  if (trimmed.length > STATUS_CODE_LENGTH) return null;
  return byCode.get(trimmed.padEnd(STATUS_CODE_LENGTH, '-')) ?? null;
}

export function isStatusCode(code: unknown): boolean {
  return typeof code === 'string' && byCode.has(code);
}

/**
 * Spec §4: an item is pursuing an option when its status is the matching exploring state.
 * The anonymous donation codes (EDIV, ADIV without a sub-outcome) also count as pursuing
 * donation to another couple.
 */
export function isPursuing(code: string | null | undefined, option: DispositionOption): boolean {
  const s = parseStatus(code);
  if (!s || s.sub) return false;
  if (s.state === exploringStateOf[option]) return true;
  return option === 'donate-to-another-couple' && (s.state === 'EDIV' || s.state === 'ADIV');
}

/** Spec §4: exploring donation to another couple, exploring anonymous donation, or anonymous donation to the clinic. */
export function isExploringDonation(code: string | null | undefined): boolean {
  const s = parseStatus(code);
  return !!s && !s.sub && (s.state === 'EDON' || s.state === 'EDIV' || s.state === 'ADIV');
}
