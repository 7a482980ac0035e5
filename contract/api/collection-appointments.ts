// Collection appointments (spec §3: a state from the inventory batch statuses and an inventoryBatchId;
// spec §7: the read and the four PUT actions under /api/Members/{memberId}/CollectionAppointment).
import { Type } from '@sinclair/typebox';
import { collectionReasons, inventoryBatchStatuses, type InventoryBatchStatus } from '../domain/codeLists.ts';
import { IdParam } from './common.ts';
import { cancelAppointmentReasonLength } from '../domain/collectionAppointmentRules.ts';

// The code lists live with the shared rules (contract/domain/codeLists.ts), one definition for SPA and API.
export const InventoryBatchStatuses = inventoryBatchStatuses;
export type { InventoryBatchStatus };
export const CollectionReasons = collectionReasons;

export { cancelAppointmentReasonLength };
/** A second resend of the enrolment package within this window sends nothing and answers the same. */
export const enrollmentPackageResendWindowMinutes = 10;

export const CollectionAppointment = Type.Object({
  inventoryBatchId: Type.Integer(),
  state: Type.Union(InventoryBatchStatuses.map((s) => Type.Literal(s))),
  collectionSiteId: Type.Union([Type.Integer(), Type.Null()]),
  collectionReason: Type.Union(CollectionReasons.map((r) => Type.Literal(r))),
  scheduledAtUtc: Type.Union([Type.String(), Type.Null()]),
  /** Length of the booked appointment (calendar entries); null when none is booked. */
  durationMinutes: Type.Union([Type.Integer(), Type.Null()]),
  /** When the enrolment package was last e-mailed; null when never (from the portal). */
  enrollmentPackageSentAtUtc: Type.Union([Type.String(), Type.Null()]),
  /** The member's reason when they last cancelled an appointment of this collection. */
  cancelAppointmentReason: Type.Union([Type.String(), Type.Null()]),
});
export type CollectionAppointment = {
  inventoryBatchId: number;
  state: InventoryBatchStatus;
  collectionSiteId: number | null;
  collectionReason: (typeof CollectionReasons)[number];
  scheduledAtUtc: string | null;
  durationMinutes: number | null;
  enrollmentPackageSentAtUtc: string | null;
  cancelAppointmentReason: string | null;
};

const inventoryBatchId = IdParam;
export const InventoryBatchQuery = Type.Object({ inventoryBatchId });
export type InventoryBatchQuery = { inventoryBatchId: number };
export const CancelAppointmentQuery = Type.Object({
  inventoryBatchId,
  cancelAppointmentReason: Type.String({ minLength: cancelAppointmentReasonLength.min, maxLength: cancelAppointmentReasonLength.max }),
});
export type CancelAppointmentQuery = { inventoryBatchId: number; cancelAppointmentReason: string };
export const ChangeCollectionSiteQuery = Type.Object({ inventoryBatchId, collectionSite: IdParam });
export type ChangeCollectionSiteQuery = { inventoryBatchId: number; collectionSite: number };
