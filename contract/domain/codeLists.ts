// The code lists of spec §3, declared once for the SPA and the API.
// Each list is an `as const` array (for iteration and validation) plus its union type;
// where the spec gives words for a code they are kept as English defaults for labels.

export const storageItemTypes = ['CRY', 'GCR', 'REC', 'SCR', 'TCR'] as const;
export type StorageItemTypeCode = (typeof storageItemTypes)[number];
export const storageItemTypeWords: Readonly<Record<StorageItemTypeCode, string>> = {
  CRY: 'Embryo cryo',
  GCR: 'Egg cryo',
  REC: 'Embryo recipient',
  SCR: 'Sperm cryo',
  TCR: 'Testicular tissue cryo',
};

export const accountStatuses = ['ACT', 'DIS', 'DEL', 'CLO'] as const;
export type AccountStatus = (typeof accountStatuses)[number];
export const accountStatusWords: Readonly<Record<AccountStatus, string>> = {
  ACT: 'Active',
  DIS: 'Disabled',
  DEL: 'Deleted',
  CLO: 'Closed',
};

export const matchingPrivacyTypes = ['NONE', 'OPEN', 'CLOS', 'IVF_', 'IVFU'] as const;
export type MatchingPrivacyType = (typeof matchingPrivacyTypes)[number];
export const matchingPrivacyTypeWords: Readonly<Record<MatchingPrivacyType, string>> = {
  NONE: 'None',
  OPEN: 'Open',
  CLOS: 'Closed',
  IVF_: 'Anonymous via the clinic',
  IVFU: 'Unconfirmed anonymous via the clinic',
};

export const profileCompletionStatuses = ['CURRNT', 'NOPROF', 'PTLPRI', 'PTLCPL', 'PTLCSD', 'PTLMED', 'PTLLTR', 'PTLPHO', 'EDCPND', 'EDCDEC', 'MEDPND'] as const;
export type ProfileCompletionStatus = (typeof profileCompletionStatuses)[number];
export const profileCompletionStatusWords: Readonly<Record<ProfileCompletionStatus, string>> = {
  CURRNT: 'Current',
  NOPROF: 'No profile',
  PTLPRI: 'Privacy type complete',
  PTLCPL: 'Couple info complete',
  PTLCSD: 'Considerations complete',
  PTLMED: 'Medical info complete',
  PTLLTR: 'Letter complete',
  PTLPHO: 'Photos complete',
  EDCPND: 'Custom description pending approval',
  EDCDEC: 'Custom description declined',
  MEDPND: 'Pending medical freeze event',
};

export const genericStatuses = ['ACT', 'DIS', 'DEL', 'CLO', 'COM', 'PND', 'CAN', 'FAI', 'ACC', 'DEC', 'EXP', 'INV', 'ERR', 'WRN', 'NA'] as const;
export type GenericStatus = (typeof genericStatuses)[number];
export const genericStatusWords: Readonly<Record<GenericStatus, string>> = {
  ACT: 'Active',
  DIS: 'Disabled',
  DEL: 'Deleted',
  CLO: 'Closed',
  COM: 'Complete',
  PND: 'Pending',
  CAN: 'Cancel',
  FAI: 'Failed',
  ACC: 'Accepted',
  DEC: 'Declined',
  EXP: 'Expired',
  INV: 'Invalid',
  ERR: 'System error',
  WRN: 'Warning',
  NA: 'Not available',
};

export const cardBrands = ['VI', 'MA', 'AM', 'DI'] as const;
export type CardBrand = (typeof cardBrands)[number];

/** Values of `creditCardDetails.systemStatus`. `ACC` is displayed as "Accepted". */
export const cardStatusDisplays = ['ACC', 'Declined', 'EXP', 'INV', 'ERR', 'NA'] as const;
export type CardStatusDisplay = (typeof cardStatusDisplays)[number];
export const cardStatusDisplayWords: Readonly<Record<CardStatusDisplay, string>> = {
  ACC: 'Accepted',
  Declined: 'Declined',
  EXP: 'Expired',
  INV: 'Invalid',
  ERR: 'System error',
  NA: 'Not available',
};

export const businessModels = ['B2B', 'B2B2C', 'B2C'] as const;
export type BusinessModelCode = (typeof businessModels)[number];

export const collectionReasons = ['CancerTreatment', 'FuturePersonalUse', 'MedicalTreatment', 'Other'] as const;
export type CollectionReason = (typeof collectionReasons)[number];

export const storagePlans = ['FertilityPreservation', 'StorageOnly'] as const;
export type StoragePlan = (typeof storagePlans)[number];

export const inventoryBatchStatuses = [
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
export type InventoryBatchStatus = (typeof inventoryBatchStatuses)[number];

/** True when `value` is one of `list` (narrows the type). */
export function isCodeOf<const T extends readonly string[]>(list: T, value: unknown): value is T[number] {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}
