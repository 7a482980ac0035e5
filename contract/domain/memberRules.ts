// Derived rules about a member record (spec §4, §6): registration, matching profile,
// privacy type, card status.
import type { Member } from '../api/members.ts';
import { CREDIT_CARD_PAYMENT_METHOD_ID, CURRENT_MATCHING_PROFILE_STATUS, REGISTERED_STAGE_ID } from './constants.ts';

/** Only REGI is registered; any other stage forces the pre-empt register page. */
export function isRegistered(member: Pick<Member, 'registrationStageId'>): boolean {
  return member.registrationStageId === REGISTERED_STAGE_ID;
}

/** 'Current' (the record's word; the code list's CURRNT is accepted too) gives full matching access to a recipient. */
export function isMatchingProfileCurrent(statusId: string | null | undefined): boolean {
  return statusId === CURRENT_MATCHING_PROFILE_STATUS || statusId === 'CURRNT';
}

/** A privacy type is anonymous when it is IVF_ or IVFU. */
export function isPrivacyAnonymous(privacyTypeId: string | null | undefined): boolean {
  return privacyTypeId === 'IVF_' || privacyTypeId === 'IVFU';
}

/**
 * Spec §4: not a recipient, and the account status is closed, or active with the
 * anonymous-via-the-clinic privacy type (IVF_; IVFU is the unconfirmed variant and does not count).
 */
export function isClosedOrAnonymous(member: Pick<Member, 'memberType' | 'accountStatusId' | 'matchingPrivacyTypeId'>): boolean {
  if (member.memberType === 'EmbryoRecipient') return false;
  if (member.accountStatusId === 'CLO') return true;
  return member.accountStatusId === 'ACT' && member.matchingPrivacyTypeId === 'IVF_';
}

/** Card systemStatus must be Accepted: the API sends the code ACC, the display word is Accepted. */
export function isCardAccepted(systemStatus: string | null | undefined): boolean {
  if (typeof systemStatus !== 'string') return false;
  const s = systemStatus.trim().toUpperCase();
  return s === 'ACC' || s === 'ACCEPTED';
}

export function paysByCreditCard(member: Pick<Member, 'paymentMethodId'>): boolean {
  return member.paymentMethodId === CREDIT_CARD_PAYMENT_METHOD_ID;
}

/** Guard rule 8: a non-recipient paying by credit card whose card is not accepted must update billing. */
export function needsCardUpdate(member: Pick<Member, 'memberType' | 'paymentMethodId' | 'defaultPaymentMethod'>): boolean {
  if (member.memberType === 'EmbryoRecipient' || !paysByCreditCard(member)) return false;
  return !isCardAccepted(member.defaultPaymentMethod?.creditCardDetails?.systemStatus);
}

export function hasPositiveBalance(member: Pick<Member, 'billingBalance'>): boolean {
  return typeof member.billingBalance === 'number' && member.billingBalance > 0;
}
