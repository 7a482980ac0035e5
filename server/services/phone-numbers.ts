// Phone numbers on the API: contract/domain/phoneNumbers.ts with libphonenumber-js's complete ('max')
// metadata, so the API's check is at least as strict as the SPA's. Stored as E.164; rows written
// before hold national digits and are read with the clinic's country.
import metadata from 'libphonenumber-js/max/metadata';
import { phoneRules } from '../../contract/domain/phoneNumbers.ts';

export const phoneNumbers = phoneRules(metadata);

/** The E.164 form of a number already checked (checkPhone); what cannot be read is kept as its digits. */
export function storedPhone(phone: string, clinicCountry: string): string {
  return phoneNumbers.toStored(phone, clinicCountry) ?? phone.replace(/\D/g, '');
}
