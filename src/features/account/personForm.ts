// The person of a registration or a profile as the form holds it (all text, exactly as typed), its
// validation and its conversion to and from the API payloads (contract/api/member-area.ts).
// Pure functions: the components only render what these decide.
import type { MemberProfile } from '../../../contract/api/members.ts';
import type { RegistrationPerson, SecondaryPerson, UpdateProfileRequest } from '../../../contract/api/member-area.ts';
import { ageInYears } from '../../shared/format/ageInYears.ts';
import { dateOrderFor } from '../../shared/format/regionMask.ts';
import { formatPhone, isValidPhone, toE164 } from '../../shared/format/formatPhone.ts';
import { parseDateInput, toIsoDate } from '../../shared/format/parseDateInput.ts';

export const personFields = [
  'namePrefix',
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'city',
  'country',
  'state',
  'stateOther',
  'zip',
  'phone',
  'phoneExt',
  'email',
  'dateOfBirth',
] as const;
export type PersonField = (typeof personFields)[number];
export type PersonValues = Record<PersonField, string>;

/** The fields "same address as primary" copies and locks. */
export const addressFields = ['addressLine1', 'addressLine2', 'city', 'country', 'state', 'stateOther', 'zip'] as const satisfies readonly PersonField[];

/** Registration asks for a date of birth; the profile asks for a phone extension instead. */
export type PersonVariant = 'registration' | 'profile';

export function fieldsOf(variant: PersonVariant): readonly PersonField[] {
  return personFields.filter((f) => (variant === 'registration' ? f !== 'phoneExt' : f !== 'dateOfBirth'));
}

export const emptyPerson: PersonValues = Object.fromEntries(personFields.map((f) => [f, ''])) as PersonValues;

/** A validation problem: a message key of the registration namespace's `validation` group, with its values. */
export interface Issue {
  key: 'required' | 'email' | 'phoneUs' | 'phone' | 'zipUs' | 'zipCa' | 'zipGb' | 'zip' | 'date' | 'dateFuture' | 'dateTooOld' | 'tooLong' | 'choose';
  values?: Record<string, string | number>;
}
export type PersonIssues = Partial<Record<PersonField, Issue>>;

export interface PersonRules {
  variant: PersonVariant;
  /** The chosen country has a list of states: one must be picked from it. */
  hasStates: boolean;
  regionMask: string;
  /** The clinic's country (ISO 3166-1): phone numbers are checked for it, or for any country after '+'. */
  clinicCountry: string;
  /** Fields the clinic's records fix (pre-empt register): shown read-only, never flagged. */
  locked?: ReadonlySet<PersonField>;
  today?: Date;
}

const maxLength: Partial<Record<PersonField, number>> = {
  namePrefix: 20,
  firstName: 100,
  lastName: 100,
  addressLine1: 200,
  addressLine2: 200,
  city: 100,
  state: 100,
  stateOther: 100,
  zip: 20,
  phoneExt: 10,
  email: 254,
};

/** North American numbering: ten digits, shown as (123) 456-7890 (spec §5). */
const tenDigitCountries = new Set(['US', 'CA', 'PR']);
/** Digits, spaces, brackets, dashes, dots and a leading '+'. */
const phoneCharacters = /^\+?[\d\s().-]+$/;
const emailShape = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const zipShapes: Record<string, [RegExp, Issue['key']]> = {
  US: [/^\d{5}(-\d{4})?$/, 'zipUs'],
  PR: [/^\d{5}(-\d{4})?$/, 'zipUs'],
  CA: [/^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/, 'zipCa'],
  GB: [/^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/, 'zipGb'],
};

export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

export function usesTenDigitPhone(clinicCountry: string): boolean {
  return clinicCountry === '' || tenDigitCountries.has(clinicCountry);
}

export function validatePerson(values: PersonValues, rules: PersonRules): PersonIssues {
  const issues: PersonIssues = {};
  const fields = fieldsOf(rules.variant);
  const required: PersonField[] = ['firstName', 'lastName', 'addressLine1', 'city', 'country', 'zip', 'phone', 'email'];
  if (rules.variant === 'registration') required.push('dateOfBirth');
  if (rules.hasStates) required.push('state');
  const set = (field: PersonField, issue: Issue) => {
    if (!rules.locked?.has(field) && !issues[field]) issues[field] = issue;
  };

  for (const field of required) {
    if (values[field].trim() === '') set(field, { key: field === 'country' || field === 'state' ? 'choose' : 'required' });
  }
  for (const field of fields) {
    const max = maxLength[field];
    if (max !== undefined && values[field].trim().length > max) set(field, { key: 'tooLong', values: { max } });
  }
  const email = values.email.trim();
  if (email !== '' && !emailShape.test(email)) set('email', { key: 'email' });

  // libphonenumber-js, as the API checks: valid for the clinic's country, or for any country after '+'.
  const phone = values.phone.trim();
  if (phone !== '' && !(phoneCharacters.test(phone) && isValidPhone(phone, rules.clinicCountry))) {
    set('phone', { key: usesTenDigitPhone(rules.clinicCountry) && !phone.startsWith('+') ? 'phoneUs' : 'phone' });
  }
  if (rules.variant === 'profile' && values.phoneExt.trim() !== '' && !/^\d{1,10}$/.test(values.phoneExt.trim())) set('phoneExt', { key: 'phone' });

  const zip = values.zip.trim();
  if (zip !== '') {
    const [shape, key] = zipShapes[values.country] ?? [/^[A-Za-z\d][A-Za-z\d -]{1,19}$/, 'zip'];
    if (!shape.test(zip)) set('zip', { key });
  }

  if (rules.variant === 'registration' && values.dateOfBirth.trim() !== '') {
    const parts = parseDateInput(values.dateOfBirth.trim(), rules.regionMask);
    const today = rules.today ?? new Date();
    if (!parts) set('dateOfBirth', { key: 'date', values: { order: dateOrderFor(rules.regionMask) } });
    else if (ageInYears(toIsoDate(parts), today) === null) set('dateOfBirth', { key: 'dateFuture' });
    else if (parts.year < today.getFullYear() - 120) set('dateOfBirth', { key: 'dateTooOld' });
  }
  return issues;
}

/** Age from the typed birth date, or null while it cannot be read. */
export function ageOf(dateOfBirth: string, regionMask: string, today: Date = new Date()): number | null {
  const parts = parseDateInput(dateOfBirth.trim(), regionMask);
  return parts ? ageInYears(toIsoDate(parts), today) : null;
}

/** 'yyyy-MM-dd' → the text a member would type in this region mask. */
export function isoToDateInput(iso: string | null | undefined, regionMask: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  if (!m) return '';
  const [, year, month, day] = m;
  return dateOrderFor(regionMask) === 'MDY' ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

/** Eight typed digits become the masked date ('01151990' → '01/15/1990'). */
export function tidyDateInput(text: string): string {
  const trimmed = text.trim();
  return /^\d{8}$/.test(trimmed) ? `${trimmed.slice(0, 2)}/${trimmed.slice(2, 4)}/${trimmed.slice(4)}` : trimmed;
}

/** A valid number is shown as the clinic's members write it once typed ('(617) 555-0199', '612 34 56 78'). */
export function tidyPhone(text: string, clinicCountry: string): string {
  return phoneCharacters.test(text.trim()) && isValidPhone(text, clinicCountry) ? formatPhone(text, null, clinicCountry) : text;
}

export function copyAddress(from: PersonValues, to: PersonValues): PersonValues {
  const next = { ...to };
  for (const field of addressFields) next[field] = from[field];
  return next;
}

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

export function toRegistrationPerson(values: PersonValues, hasStates: boolean, regionMask: string, clinicCountry: string): RegistrationPerson {
  const parts = parseDateInput(values.dateOfBirth.trim(), regionMask);
  return {
    namePrefix: orNull(values.namePrefix),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    addressLine1: values.addressLine1.trim(),
    addressLine2: orNull(values.addressLine2),
    city: values.city.trim(),
    state: hasStates ? orNull(values.state) : null,
    stateOther: hasStates ? null : orNull(values.stateOther),
    zip: values.zip.trim(),
    country: values.country,
    phone: toE164(values.phone, clinicCountry),
    email: values.email.trim(),
    dateOfBirth: parts ? toIsoDate(parts) : '',
  };
}

export function toSecondaryPerson(values: PersonValues, hasStates: boolean, regionMask: string, clinicCountry: string, sameAddressAsPrimary: boolean): SecondaryPerson {
  return { ...toRegistrationPerson(values, hasStates, regionMask, clinicCountry), sameAddressAsPrimary };
}

export function fromRegistrationPerson(person: Partial<RegistrationPerson> | null | undefined, regionMask: string, clinicCountry: string): PersonValues {
  if (!person) return { ...emptyPerson };
  return {
    ...emptyPerson,
    namePrefix: person.namePrefix ?? '',
    firstName: person.firstName ?? '',
    lastName: person.lastName ?? '',
    addressLine1: person.addressLine1 ?? '',
    addressLine2: person.addressLine2 ?? '',
    city: person.city ?? '',
    country: person.country ?? '',
    state: person.state ?? '',
    stateOther: person.stateOther ?? '',
    zip: person.zip ?? '',
    phone: person.phone ? tidyPhone(person.phone, clinicCountry) : '',
    email: person.email ?? '',
    dateOfBirth: isoToDateInput(person.dateOfBirth, regionMask),
  };
}

/** The profile as the edit form starts: the state is kept in both places until the country's list is known. */
export function fromProfile(profile: MemberProfile, clinicCountry: string): PersonValues {
  return {
    ...emptyPerson,
    namePrefix: profile.namePrefix ?? '',
    firstName: profile.firstName,
    lastName: profile.lastName,
    addressLine1: profile.addressLine1,
    addressLine2: profile.addressLine2 ?? '',
    city: profile.city,
    country: profile.country,
    state: profile.state,
    stateOther: profile.state,
    zip: profile.zip,
    phone: tidyPhone(profile.phone, clinicCountry),
    phoneExt: profile.phoneExt ?? '',
    email: profile.email,
  };
}

export function toUpdateProfileRequest(values: PersonValues, hasStates: boolean, clinicCountry: string): UpdateProfileRequest {
  return {
    namePrefix: orNull(values.namePrefix),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: toE164(values.phone, clinicCountry),
    phoneExt: orNull(values.phoneExt),
    addressLine1: values.addressLine1.trim(),
    addressLine2: orNull(values.addressLine2),
    city: values.city.trim(),
    state: (hasStates ? values.state : values.stateOther).trim(),
    zip: values.zip.trim(),
    country: values.country,
  };
}
