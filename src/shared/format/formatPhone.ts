// Phone display and checks in the SPA (src/domain/phoneNumbers.ts) with libphonenumber-js's 'min'
// metadata. It weighs ~80 kB: import this module only from lazily loaded features; the layout
// reaches it through useContactText (a chunk of its own, loaded after the page).
import metadata from 'libphonenumber-js/min/metadata';
import { phoneRules } from '../../domain/phoneNumbers.ts';

const rules = phoneRules(metadata);

/** Spec §5: '(123) 456-7890' for North American numbers, the national format of the clinic's country otherwise, ' x{ext}' appended. */
export function formatPhone(phone: string | null | undefined, ext: string | null | undefined, clinicCountry: string): string {
  return rules.format(phone, ext, clinicCountry);
}

/** The E.164 form the API stores ('+34612345678'); text that is no valid number is sent as typed (the API refuses it). */
export function toE164(phone: string, clinicCountry: string): string {
  return rules.toStored(phone, clinicCountry) ?? phone.trim();
}

/** Valid for the clinic's country (or any country when it starts with '+'). */
export function isValidPhone(phone: string, clinicCountry: string): boolean {
  return rules.isValid(phone, clinicCountry);
}
