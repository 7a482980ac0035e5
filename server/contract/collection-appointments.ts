// Collection appointments (spec §3: a state from the inventory batch statuses and an inventoryBatchId).
import { Type } from '@sinclair/typebox';
import { collectionReasons, inventoryBatchStatuses, type InventoryBatchStatus } from '../../src/domain/codeLists.ts';

// The code lists live with the shared rules (src/domain/codeLists.ts), one definition for SPA and API.
export const InventoryBatchStatuses = inventoryBatchStatuses;
export type { InventoryBatchStatus };
export const CollectionReasons = collectionReasons;

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
