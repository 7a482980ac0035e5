// Collection appointments (spec §3: a state from the inventory batch statuses and an inventoryBatchId).
import { Type } from '@sinclair/typebox';

export const InventoryBatchStatuses = [
  'EligibilityUndefined',
  'Eligible',
  'Ineligible',
  'PatientEnrollmentPending',
  'SpecimenRecordsPending',
  'RecordsReview',
  'TransportEligible',
  'TransportScheduled',
  'RequestedRecall',
  'InventoryOffsite',
  'InventoryReturned',
  'ReleaseRequested',
  'AppointmentNeeded',
  'AppointmentPending',
  'AppointmentComplete',
  'ReviewNeeded',
  'BatchCancelled',
] as const;
export type InventoryBatchStatus = (typeof InventoryBatchStatuses)[number];

export const CollectionReasons = ['CancerTreatment', 'FuturePersonalUse', 'MedicalTreatment', 'Other'] as const;

export const CollectionAppointment = Type.Object({
  inventoryBatchId: Type.Integer(),
  state: Type.Union(InventoryBatchStatuses.map((s) => Type.Literal(s))),
  collectionSiteId: Type.Union([Type.Integer(), Type.Null()]),
  collectionReason: Type.Union(CollectionReasons.map((r) => Type.Literal(r))),
  scheduledAtUtc: Type.Union([Type.String(), Type.Null()]),
});
export type CollectionAppointment = {
  inventoryBatchId: number;
  state: InventoryBatchStatus;
  collectionSiteId: number | null;
  collectionReason: (typeof CollectionReasons)[number];
  scheduledAtUtc: string | null;
};
