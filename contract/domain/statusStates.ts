// The 4-letter states of a stored-item status code (spec §4), on their own so that the disposition
// options and the status table (storedItemStatus.ts) can both name them without importing each other.
export const statusStates = [
  'UNCF',
  'CRYC',
  'EXLT',
  'CLRP',
  'CRYL',
  'ESCI',
  'DSCI',
  'EDON',
  'DDON',
  'ETHD',
  'DTHD',
  'EUSE',
  'DUSE',
  'EDIV',
  'ADIV',
  'DDIV',
  'CABN',
  'COTH',
  'TOFF',
  'TPGS',
  'NDIV',
  'NDON',
] as const;
export type StatusState = (typeof statusStates)[number];
