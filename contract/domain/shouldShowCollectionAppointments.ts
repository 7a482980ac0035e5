// Spec §4: collection appointments are shown for a fertility-preservation member in the B2C
// offsite storage model with fertPresEnabled, unless every appointment's state is still one of
// the pre-enrolment states. For sperm members PatientEnrollmentPending is not among them
// (a sperm member sees appointments while enrolment is pending).
import type { InventoryBatchStatus } from './codeLists.ts';
import type { MemberType } from './memberTypes.ts';

export const preEnrolmentStates: readonly InventoryBatchStatus[] = ['PatientEnrollmentPending', 'EligibilityUndefined', 'Eligible', 'Ineligible'];

export interface CollectionAppointmentsInput {
  readonly memberType: MemberType | '' | null | undefined;
  /** member.profile.offsiteStorageType */
  readonly offsiteStorageType: string | null | undefined;
  /** offsite storage info: offsiteStorageModel */
  readonly offsiteStorageModel: string | null | undefined;
  /** offsite storage info: fertPresEnabled */
  readonly fertPresEnabled: boolean | null | undefined;
  readonly appointments: readonly { readonly state: string }[];
}

export function hiddenAppointmentStatesFor(memberType: MemberType | '' | null | undefined): readonly InventoryBatchStatus[] {
  return memberType === 'SpermCryo' ? preEnrolmentStates.filter((s) => s !== 'PatientEnrollmentPending') : preEnrolmentStates;
}

/** With no appointments at all, "every state is pre-enrolment" holds, so the page is not shown. */
export function shouldShowCollectionAppointments(input: CollectionAppointmentsInput): boolean {
  if (input.offsiteStorageType !== 'FertilityPreservation') return false;
  if (input.offsiteStorageModel !== 'B2C' || input.fertPresEnabled !== true) return false;
  const hidden: readonly string[] = hiddenAppointmentStatesFor(input.memberType);
  return !input.appointments.every((a) => hidden.includes(a.state));
}
