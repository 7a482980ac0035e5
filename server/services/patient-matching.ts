// Enrolment matching (architecture §5, spec §3): the normalized variants of a person's details —
// lower-case last name with the birth date, digits-only phone, digits-only address — kept only as
// keyed hashes (HMAC, PiiCipher.lookupHash), so a clinic's pre-loaded records can be matched
// without storing or comparing the details in clear. A record matches an enrolment when the
// last name + birth date hash is equal and the phone or the address hash is equal too.
import type { PiiCipher } from './pii-cipher.ts';

/** What a clinic's pre-loaded record holds (encrypted at rest); absent fields are unknown to the clinic. */
export interface ClinicPatientDetails {
  namePrefix?: string | null;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  email?: string;
  phone?: string;
  addressLine1?: string;
  addressLine2?: string | null;
  city?: string;
  state?: string | null;
  zip?: string;
  country?: string;
  /** Paths of the fields the member may not change, e.g. 'primary.firstName'. */
  lockedFields: string[];
}

export interface MatchHashes {
  nameDobHash: string;
  phoneHash: string | null;
  addressHash: string | null;
}

export function normalizeName(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Digits only; the last 10 digits, so a national number and the same number with a country
 * code ('07400 123456', '+44 7400 123456') normalize alike.
 */
export function normalizePhone(phone: string): string {
  return phone.replace(/\D/g, '').slice(-10);
}

/** Digits of the first address line and the postal code ('12 Riverside Walk', 'SE1 7PB' → '1217'). */
export function normalizeAddress(addressLine1: string, zip: string): string {
  return `${addressLine1}${zip}`.replace(/\D/g, '');
}

export function matchHashes(
  cipher: PiiCipher,
  person: { lastName: string; dateOfBirth: string | null; phone?: string | null; addressLine1?: string | null; zip?: string | null },
): MatchHashes {
  const phone = person.phone ? normalizePhone(person.phone) : '';
  const address = person.addressLine1 && person.zip !== undefined && person.zip !== null ? normalizeAddress(person.addressLine1, person.zip) : '';
  return {
    nameDobHash: cipher.lookupHash(`name-dob|${normalizeName(person.lastName)}|${person.dateOfBirth ?? ''}`),
    phoneHash: phone ? cipher.lookupHash(`phone|${phone}`) : null,
    addressHash: address ? cipher.lookupHash(`address|${address}`) : null,
  };
}

/** Whether a locked field's submitted value equals the clinic's (names compared normalized). */
export function sameValue(field: string, onFile: string | null | undefined, given: string | null | undefined): boolean {
  const a = onFile ?? '';
  const b = given ?? '';
  if (field.endsWith('phone')) return normalizePhone(a) === normalizePhone(b);
  if (field.endsWith('email')) return a.trim().toLowerCase() === b.trim().toLowerCase();
  return normalizeName(a) === normalizeName(b);
}
