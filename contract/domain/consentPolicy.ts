// Storage-consent policy per clinic jurisdiction (issue 13, docs/consent.md): how often consent is
// renewed or confirmed, when the member is reminded, what a lapse does, and the cooling-off and
// reflection periods. The templates are data; the functions below only turn them into dates in
// the clinic's IANA time zone. Pure: the caller passes "now" and stores what was sent.
//
// One calendar rule for every period here: a period of N years or months that starts at an instant
// runs from the clinic-local calendar day of that instant to the same day N years or months later;
// when that day does not exist (29 February, the 31st) it is the last day of that month. The last
// day counts in full, so the period ends at the start of the next clinic-local day. Consent given
// on 29 Feb 2024 for 2 years is current through 28 Feb 2026 and has lapsed from 1 Mar 2026 00:00 in
// the clinic's zone: never longer than N years, and the member keeps the whole of the last day.
import { DateTime } from 'luxon';
import { requireInstant, type InstantInput } from './parseInstant.ts';

export const consentPolicyIds = ['UK', 'ES', 'FR', 'US'] as const;
export type ConsentPolicyId = (typeof consentPolicyIds)[number];

/**
 * The short signed step that keeps storage consent current:
 * - `renewStorageConsent`: consent to storage is given again for a new period (UK);
 * - `renewOrChangeDestination`: the couple renew or change what is to become of the embryos (Spain);
 * - `confirmParentalProject`: the couple say in writing whether they keep their parental project (France);
 * - `signStorageAgreement`: the clinic's storage agreement is signed for another year (US practice).
 */
export type RenewalStep = 'renewStorageConsent' | 'renewOrChangeDestination' | 'confirmParentalProject' | 'signStorageAgreement';

/** What a lapse does. The literal types make an automatic discard impossible to configure. */
export interface LapseBehaviour {
  /** The member is asked to act: a banner after sign-in and an e-mail. */
  readonly askMember: true;
  /** Staff see the lapsed consent in their clinic's queue. */
  readonly listForStaff: true;
  /** Never. Whatever the law then allows is decided by a person, not by the portal. */
  readonly automaticDiscard: false;
}

export interface ConsentPolicy {
  readonly id: ConsentPolicyId;
  /** Storage consent must be renewed or confirmed this many years after it was last given. */
  readonly renewalIntervalYears: number;
  readonly renewalStep: RenewalStep;
  /**
   * Days before the due date on which a reminder is sent, largest first. The largest also opens the
   * 'due' window of consentStatusAt.
   */
  readonly reminderDaysBeforeDue: readonly number[];
  readonly onLapse: LapseBehaviour;
  /**
   * After one gamete provider withdraws consent to the storage of embryos, the longest time they
   * stay stored so the couple can reconsider (UK: up to 12 months; it ends earlier when the other
   * provider agrees). 0 where the law sets none.
   */
  readonly coolingOffAfterWithdrawalMonths: number;
  /**
   * A couple's written decision to donate embryos or end their storage takes effect only after this
   * reflection period (France: 3 months). 0 where the law sets none.
   */
  readonly reflectionBeforeDecisionMonths: number;
  /** The longest storage the law allows from first storage, or null where it sets no number of years. */
  readonly maximumStorageYears: number | null;
  /** The rules the template follows, as cited in docs/consent.md. */
  readonly legalBasis: string;
}

const askMemberAndStaff: LapseBehaviour = { askMember: true, listForStaff: true, automaticDiscard: false };
const defaultReminders: readonly number[] = [90, 30, 7];

/** One template per jurisdiction; each demo clinic uses the template of its country. */
export const consentPolicies: Readonly<Record<ConsentPolicyId, ConsentPolicy>> = {
  UK: {
    id: 'UK',
    renewalIntervalYears: 10,
    renewalStep: 'renewStorageConsent',
    reminderDaysBeforeDue: defaultReminders,
    onLapse: askMemberAndStaff,
    coolingOffAfterWithdrawalMonths: 12,
    reflectionBeforeDecisionMonths: 0,
    maximumStorageYears: 55,
    legalBasis: 'HFE Act 1990 Schedule 3 (paras 4A, 6, 8, 11A-11D) and s. 14, as amended by the Health and Care Act 2022 from 1 July 2022',
  },
  ES: {
    id: 'ES',
    renewalIntervalYears: 2,
    renewalStep: 'renewOrChangeDestination',
    reminderDaysBeforeDue: defaultReminders,
    onLapse: askMemberAndStaff,
    coolingOffAfterWithdrawalMonths: 0,
    reflectionBeforeDecisionMonths: 0,
    maximumStorageYears: null,
    legalBasis: 'Ley 14/2006, art. 11',
  },
  FR: {
    id: 'FR',
    renewalIntervalYears: 1,
    renewalStep: 'confirmParentalProject',
    reminderDaysBeforeDue: defaultReminders,
    onLapse: askMemberAndStaff,
    coolingOffAfterWithdrawalMonths: 0,
    reflectionBeforeDecisionMonths: 3,
    maximumStorageYears: null,
    legalBasis: 'Code de la santé publique, art. L2141-4',
  },
  US: {
    id: 'US',
    renewalIntervalYears: 1,
    renewalStep: 'signStorageAgreement',
    reminderDaysBeforeDue: defaultReminders,
    onLapse: askMemberAndStaff,
    coolingOffAfterWithdrawalMonths: 0,
    reflectionBeforeDecisionMonths: 0,
    maximumStorageYears: null,
    legalBasis: 'No federal rule; clinic disposition and storage agreements (ASRM Ethics Committee, 2021)',
  },
};

/** centers.country_code (ISO 3166-1 alpha-2) → template; 'UK' is accepted for 'GB'. */
const policyIdByCountry: Readonly<Record<string, ConsentPolicyId>> = { GB: 'UK', UK: 'UK', ES: 'ES', FR: 'FR', US: 'US' };

/** The template for a clinic's country code ('GB', 'ES', 'FR', 'US'), or null when there is none. */
export function consentPolicyIdForCountry(countryCode: string | null | undefined): ConsentPolicyId | null {
  return policyIdByCountry[countryCode?.trim().toUpperCase() ?? ''] ?? null;
}

/** The end of a period under the calendar rule of this module's header. */
export interface PeriodEnd {
  /** The period's last clinic-local calendar day, 'YYYY-MM-DD'. */
  readonly lastDay: string;
  /** The first instant after the period (the start of the next clinic-local day), ISO 8601 in UTC. */
  readonly endsAtUtc: string;
}

function localDayOf(ms: number, zone: string): DateTime {
  const dt = DateTime.fromMillis(ms, { zone });
  if (!dt.isValid) throw new RangeError(`Unknown time zone: ${zone}`);
  return dt.startOf('day');
}

function periodEnd(start: InstantInput, what: string, zone: string, length: { years: number } | { months: number }): PeriodEnd {
  const lastDay = localDayOf(requireInstant(start, what), zone).plus(length);
  const next = lastDay.plus({ days: 1 }).startOf('day');
  return { lastDay: lastDay.toISODate() ?? '', endsAtUtc: next.toUTC().toISO() ?? '' };
}

/** Whole calendar days from `from` to `to` ('YYYY-MM-DD'), unaffected by daylight-saving changes. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The last day on which consent given at `lastConsentedAtUtc` is current, and when it lapses. */
export function renewalDueDate(policy: ConsentPolicy, lastConsentedAtUtc: InstantInput, zone: string): PeriodEnd {
  return periodEnd(lastConsentedAtUtc, 'lastConsentedAtUtc', zone, { years: policy.renewalIntervalYears });
}

/**
 * - `current`: more days left than the first reminder's offset;
 * - `due`: within the first reminder window, up to and including the due date;
 * - `lapsed`: from the start of the clinic-local day after the due date.
 */
export type ConsentStatus = 'current' | 'due' | 'lapsed';

export interface ConsentStatusReport {
  readonly status: ConsentStatus;
  /** The last clinic-local day on which consent is current, 'YYYY-MM-DD'. */
  readonly dueDate: string;
  /** When it lapses unless renewed, ISO 8601 in UTC. */
  readonly lapsesAtUtc: string;
  /** Clinic-local calendar days from today to the due date: 0 on the due date, negative once lapsed. */
  readonly daysLeft: number;
}

export function consentStatusAt(policy: ConsentPolicy, lastConsentedAtUtc: InstantInput, nowUtc: InstantInput, zone: string): ConsentStatusReport {
  const due = renewalDueDate(policy, lastConsentedAtUtc, zone);
  const today = localDayOf(requireInstant(nowUtc, 'nowUtc'), zone).toISODate() ?? '';
  const daysLeft = daysBetween(today, due.lastDay);
  const window = Math.max(0, ...policy.reminderDaysBeforeDue);
  const status: ConsentStatus = daysLeft < 0 ? 'lapsed' : daysLeft <= window ? 'due' : 'current';
  return { status, dueDate: due.lastDay, lapsesAtUtc: due.endsAtUtc, daysLeft };
}

/**
 * The reminder offsets (days before the due date) to send now: at most one. A reminder's day is
 * its offset before the due date, in the clinic's zone. Of the reminders whose day has come, only
 * the most recent is sent, and only if it was not sent already — so running the job again sends
 * nothing twice, and a job that missed days sends the latest reminder rather than a burst of old
 * ones. Nothing is due once the consent has lapsed (the lapse is shown by consentStatusAt).
 * `alreadySentOffsets` are those sent for this consent period; a renewal starts a new period.
 */
export function remindersDue(policy: ConsentPolicy, lastConsentedAtUtc: InstantInput, alreadySentOffsets: readonly number[], nowUtc: InstantInput, zone: string): number[] {
  const { daysLeft } = consentStatusAt(policy, lastConsentedAtUtc, nowUtc, zone);
  if (daysLeft < 0) return [];
  const reached = policy.reminderDaysBeforeDue.filter((offset) => daysLeft <= offset);
  if (reached.length === 0) return [];
  const latest = Math.min(...reached);
  return alreadySentOffsets.includes(latest) ? [] : [latest];
}

/**
 * The latest end of the cooling-off period after a withdrawal at `withdrawnAtUtc`, or null when the
 * policy has none. Until then nothing happens to the embryos; it ends earlier if the other gamete
 * provider agrees, which is for the caller to record.
 */
export function coolingOffEndsAt(policy: ConsentPolicy, withdrawnAtUtc: InstantInput, zone: string): PeriodEnd | null {
  if (policy.coolingOffAfterWithdrawalMonths <= 0) return null;
  return periodEnd(withdrawnAtUtc, 'withdrawnAtUtc', zone, { months: policy.coolingOffAfterWithdrawalMonths });
}

/** The end of the reflection period after a written decision at `decidedAtUtc`, or null when the policy has none. */
export function reflectionEndsAt(policy: ConsentPolicy, decidedAtUtc: InstantInput, zone: string): PeriodEnd | null {
  if (policy.reflectionBeforeDecisionMonths <= 0) return null;
  return periodEnd(decidedAtUtc, 'decidedAtUtc', zone, { months: policy.reflectionBeforeDecisionMonths });
}

/** The end of the longest storage the law allows from `firstStoredAtUtc`, or null when it sets none. */
export function maximumStorageEndsAt(policy: ConsentPolicy, firstStoredAtUtc: InstantInput, zone: string): PeriodEnd | null {
  if (policy.maximumStorageYears === null) return null;
  return periodEnd(firstStoredAtUtc, 'firstStoredAtUtc', zone, { years: policy.maximumStorageYears });
}
