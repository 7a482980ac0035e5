// Business constants of spec §9 (and the codes §3 names) used by rules on both sides.

/** How long the router waits for the member record before the reload page (guard rule 4). */
export const MEMBER_LOAD_WAIT_MS = 100_000;
/** Revalidation interval of the session's server state (architecture §6). */
export const PAGE_RELOAD_INTERVAL_MS = 300_000;
/** The maintenance banner shows this many minutes before a scheduled start. */
export const MAINTENANCE_WARNING_MINUTES = 60;

/** Registration stage meaning "registered"; any other stage forces the pre-empt register page. */
export const REGISTERED_STAGE_ID = 'REGI';
/** Payment method id of a credit card. */
export const CREDIT_CARD_PAYMENT_METHOD_ID = 'CR';
/** matchingProfileStatusId of a complete, listed matching profile. */
export const CURRENT_MATCHING_PROFILE_STATUS = 'Current';

/** Feature flags checked per clinic (spec §6); the API answers one boolean per asked name. */
export const FEATURE_FLAG_NAMES = {
  matchingSite: 'IVFCenterIDsForWhichToEnableMatchingSite',
  openClosedDonation: 'IVFCenterIDsForWhichToEnableOpenClosedDonation',
} as const;
