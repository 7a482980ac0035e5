// Phone display and checks in the SPA (contract/domain/phoneNumbers.ts) with libphonenumber-js's 'min'
// metadata sliced to the clinics' calling codes — +1 (United States, Canada…), +44 (United Kingdom…),
// +34 (Spain), +33 (France) — by scripts/generate-phone-metadata.mjs (about 2 kB gzip instead of
// 19 kB: issue 16, superseding ADR 0008). A number written with '+' and any other calling code is shown as
// written and left to the API, which checks it against the complete metadata.
import type { MetadataJson } from 'libphonenumber-js/core';
import clinicsMetadata from './phoneMetadata.clinics.json';
import { phoneRules } from '../../../contract/domain/phoneNumbers.ts';

const metadata = clinicsMetadata as unknown as MetadataJson;
const rules = phoneRules(metadata);
const callingCodes = Object.keys(metadata.country_calling_codes);

/**
 * The digits of a number written with '+' and a calling code this metadata does not know, of the
 * length E.164 allows (8 to 15 digits with the code), else null: the API, with every country's
 * metadata, has the last word on such a number.
 */
function elsewhere(phone: string): string | null {
  const given = (phone ?? '').trim();
  if (!given.startsWith('+') || !/^\+[\d\s().-]{1,25}$/.test(given)) return null;
  const digits = given.replace(/\D/g, '');
  if (callingCodes.some((code) => digits.startsWith(code))) return null;
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
}

/** Spec §5: '(123) 456-7890' for North American numbers, the national format of the clinic's country otherwise, ' x{ext}' appended. */
export function formatPhone(phone: string | null | undefined, ext: string | null | undefined, clinicCountry: string): string {
  return rules.format(phone, ext, clinicCountry);
}

/** The E.164 form the API stores ('+34612345678'); text that is no valid number is sent as typed (the API refuses it). */
export function toE164(phone: string, clinicCountry: string): string {
  const foreign = elsewhere(phone);
  if (foreign !== null) return `+${foreign}`;
  return rules.toStored(phone, clinicCountry) ?? phone.trim();
}

/** Valid for the clinic's country, or for any country when it starts with '+' (another calling code: by its length). */
export function isValidPhone(phone: string, clinicCountry: string): boolean {
  return elsewhere(phone) !== null || rules.isValid(phone, clinicCountry);
}
