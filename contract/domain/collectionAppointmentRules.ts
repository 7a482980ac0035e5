// What a member may do with a collection (an inventory batch) in each state, and where each state
// sits on the collection's journey. One table for SPA and API: the SPA offers an action only where
// the API accepts it, and the API refuses everything else with a 409.
//
// Decisions (spec §7 names the calls, not their rules):
// - Change the collection site: while nothing has been collected or booked yet (enrolment, records,
//   eligibility other than Ineligible, AppointmentNeeded). A booked appointment is at its site:
//   cancel it first, then choose another site.
// - Cancel an appointment: only a booked one (AppointmentPending → AppointmentNeeded, reason kept).
// - Cancel the collection: anything not yet in long-term storage, returned, released or cancelled
//   (→ BatchCancelled).
// - Resend the enrolment package: while enrolment or the specimen records are pending.
import type { InventoryBatchStatus } from './codeLists.ts';

/** Bounds of the free-text reason for cancelling an appointment (trimmed). */
export const cancelAppointmentReasonLength = { min: 3, max: 500 } as const;

export const collectionActions = ['changeSite', 'cancelAppointment', 'cancelCollection', 'resendEnrollmentPackage'] as const;
export type CollectionAction = (typeof collectionActions)[number];

const changeSiteStates: readonly InventoryBatchStatus[] = [
  'PatientEnrollmentPending',
  'SpecimenRecordsPending',
  'RecordsReview',
  'ReviewNeeded',
  'EligibilityUndefined',
  'Eligible',
  'AppointmentNeeded',
];
const cancelAppointmentStates: readonly InventoryBatchStatus[] = ['AppointmentPending'];
const notCancellableStates: readonly InventoryBatchStatus[] = ['InventoryOffsite', 'InventoryReturned', 'RequestedRecall', 'ReleaseRequested', 'BatchCancelled'];
const resendStates: readonly InventoryBatchStatus[] = ['PatientEnrollmentPending', 'SpecimenRecordsPending'];

export function isCollectionActionAllowed(action: CollectionAction, state: InventoryBatchStatus): boolean {
  switch (action) {
    case 'changeSite':
      return changeSiteStates.includes(state);
    case 'cancelAppointment':
      return cancelAppointmentStates.includes(state);
    case 'cancelCollection':
      return !notCancellableStates.includes(state);
    case 'resendEnrollmentPackage':
      return resendStates.includes(state);
  }
}

export function allowedCollectionActions(state: InventoryBatchStatus): CollectionAction[] {
  return collectionActions.filter((action) => isCollectionActionAllowed(action, state));
}

/** The steps of a collection's journey, in order. */
export const collectionSteps = ['enrolment', 'records', 'eligibility', 'appointment', 'transport', 'storage'] as const;
export type CollectionStep = (typeof collectionSteps)[number];

const stepOfState: Record<Exclude<InventoryBatchStatus, 'BatchCancelled'>, CollectionStep> = {
  PatientEnrollmentPending: 'enrolment',
  SpecimenRecordsPending: 'records',
  RecordsReview: 'records',
  ReviewNeeded: 'records',
  EligibilityUndefined: 'eligibility',
  Eligible: 'eligibility',
  Ineligible: 'eligibility',
  AppointmentNeeded: 'appointment',
  AppointmentPending: 'appointment',
  AppointmentComplete: 'appointment',
  TransportEligible: 'transport',
  TransportScheduled: 'transport',
  InventoryOffsite: 'storage',
  RequestedRecall: 'storage',
  ReleaseRequested: 'storage',
  InventoryReturned: 'storage',
};

export type StepStanding = 'done' | 'current' | 'upcoming';

export interface CollectionTimeline {
  /** Each step with how far the collection has come; all `upcoming`/`done` when cancelled. */
  readonly steps: readonly { readonly step: CollectionStep; readonly standing: StepStanding }[];
  /** The step the collection is at; null when it was cancelled. */
  readonly current: CollectionStep | null;
  readonly cancelled: boolean;
}

/**
 * The timeline of a state. A cancelled collection no longer stands anywhere: its steps are shown as
 * not reached. States that complete a step (AppointmentComplete, InventoryOffsite, InventoryReturned)
 * still mark that step as current, because that is where the collection stands.
 */
export function collectionTimeline(state: InventoryBatchStatus): CollectionTimeline {
  if (state === 'BatchCancelled') {
    return { steps: collectionSteps.map((step) => ({ step, standing: 'upcoming' as const })), current: null, cancelled: true };
  }
  const current = stepOfState[state];
  const index = collectionSteps.indexOf(current);
  return {
    steps: collectionSteps.map((step, i) => ({ step, standing: i < index ? ('done' as const) : i === index ? ('current' as const) : ('upcoming' as const) })),
    current,
    cancelled: false,
  };
}
