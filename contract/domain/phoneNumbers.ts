// Phone numbers read, checked and written with libphonenumber-js, for the SPA and the API alike. The
// metadata is the caller's choice: the SPA binds the small 'min' set (lengths and leading digits per
// country, ~80 kB, only in the chunks that show or take a phone), the API the complete 'max' set.
// Numbers are stored in E.164 ('+34612345678'); older rows hold national digits ('6175550100') and
// are read with the clinic's country. Display (spec §5): a North American number as
// '(617) 555-0100', any other number of the clinic's country in its national format
// ('612 34 56 78', '020 7946 0900'), a number of another country in international format; an
// extension is appended as ' x{ext}'. Text that is no phone number is shown as given.
import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode, type MetadataJson, type PhoneNumber } from 'libphonenumber-js/core';

export interface PhoneRules {
  /** The number as the clinic's members read it. */
  format(phone: string | null | undefined, ext: string | null | undefined, clinicCountry: string): string;
  /** A number that is valid: of the clinic's country, or of any country when written with '+'. */
  isValid(phone: string, clinicCountry: string): boolean;
  /** The E.164 form to store, or null when the number is not valid. */
  toStored(phone: string, clinicCountry: string): string | null;
}

/** Digits, spaces, brackets, dashes, dots and a leading '+'; at most 20 characters of them. */
const phoneShape = /^\+?[\d\s().-]{1,25}$/;

const northAmerican = (digits: string) => `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;

export function phoneRules(metadata: MetadataJson): PhoneRules {
  const countryOf = (clinicCountry: string): CountryCode | undefined => {
    const code = clinicCountry.trim().toUpperCase();
    try {
      getCountryCallingCode(code as CountryCode, metadata);
      return code as CountryCode;
    } catch {
      return undefined;
    }
  };
  const parse = (text: string, clinicCountry: string): PhoneNumber | undefined => {
    const given = text.trim();
    if (given === '' || !phoneShape.test(given)) return undefined;
    return parsePhoneNumberFromString(given, { defaultCountry: countryOf(clinicCountry), extract: false }, metadata);
  };
  const display = (number: PhoneNumber, clinicCountry: string): string => {
    const national = number.nationalNumber;
    // Spec §5: ten digits of the North American plan as (123) 456-7890.
    if (number.countryCallingCode === '1' && national.length === 10) return northAmerican(national);
    const home = countryOf(clinicCountry);
    const sameCountry = home !== undefined && number.countryCallingCode === getCountryCallingCode(home, metadata);
    return sameCountry ? number.formatNational() : number.formatInternational();
  };
  return {
    format(phone, ext, clinicCountry) {
      const given = (phone ?? '').trim();
      if (given === '') return '';
      const number = parse(given, clinicCountry);
      const digits = given.replace(/\D/g, '');
      const home = countryOf(clinicCountry);
      // Spec §5: in a North American clinic ten typed digits are always shown as (123) 456-7890.
      const tenDigits = !given.startsWith('+') && digits.length === 10 && home !== undefined && getCountryCallingCode(home, metadata) === '1';
      const main = tenDigits ? northAmerican(digits) : number?.isPossible() ? display(number, clinicCountry) : given;
      const extension = (ext ?? '').trim();
      return extension ? `${main} x${extension}` : main;
    },
    isValid(phone, clinicCountry) {
      return parse(phone, clinicCountry)?.isValid() === true;
    },
    toStored(phone, clinicCountry) {
      const number = parse(phone, clinicCountry);
      return number?.isValid() ? number.number : null;
    },
  };
}
