// Field rules the schemas cannot express (spec §5 leaves the registration rules open): e-mail
// shape, a valid phone number for the clinic's country, a real birth date in the past, the minor flag agreeing with
// the age. Each rule adds messages to an `errors` map keyed like schema failures ('body.primary.phone').
import type { RegistrationPerson } from '../../contract/api/member-area.ts';
import { phoneNumbers } from './phone-numbers.ts';

export type FieldErrors = Record<string, string[]>;

const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const userNamePattern = /^[A-Za-z0-9._@+-]{3,100}$/;

export function addError(errors: FieldErrors, key: string, message: string): void {
  (errors[key] ??= []).push(message);
}

export function checkEmail(errors: FieldErrors, key: string, email: string): void {
  if (!emailPattern.test(email.trim())) addError(errors, key, 'must be an e-mail address such as name@example.com');
}

/** A valid number (libphonenumber-js) of the clinic's country, or of any country when written with a leading +. */
export function checkPhone(errors: FieldErrors, key: string, phone: string, clinicCountry: string): void {
  if (/[^\d\s().+-]/.test(phone)) addError(errors, key, 'may contain only digits, spaces, brackets, dashes and a leading +');
  else if (!phoneNumbers.isValid(phone, clinicCountry)) addError(errors, key, `must be a valid phone number for ${clinicCountry}, or start with + and the country code`);
}

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** A yyyy-MM-dd date that exists in the calendar, or null. */
export function parseDate(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? { year, month, day } : null;
}

/** Whole years between a birth date and today (UTC), spec §5. */
export function ageOn(dateOfBirth: { year: number; month: number; day: number }, nowMs: number): number {
  const now = new Date(nowMs);
  const [y, m, d] = [now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate()];
  return y - dateOfBirth.year - (m < dateOfBirth.month || (m === dateOfBirth.month && d < dateOfBirth.day) ? 1 : 0);
}

export function checkBirthDate(errors: FieldErrors, key: string, value: string, nowMs: number): number | null {
  const date = parseDate(value);
  if (!date) {
    addError(errors, key, 'must be a real date (yyyy-MM-dd)');
    return null;
  }
  if (Date.UTC(date.year, date.month - 1, date.day) >= nowMs || date.year < 1900) {
    addError(errors, key, 'must be a date in the past');
    return null;
  }
  return ageOn(date, nowMs);
}

/** The person's e-mail, phone and birth date; returns the age when the birth date is valid. */
export function checkPerson(errors: FieldErrors, prefix: string, person: RegistrationPerson, nowMs: number, clinicCountry: string): number | null {
  checkEmail(errors, `${prefix}.email`, person.email);
  checkPhone(errors, `${prefix}.phone`, person.phone, clinicCountry);
  for (const field of ['firstName', 'lastName', 'addressLine1', 'city', 'zip'] as const) {
    if (person[field].trim() === '') addError(errors, `${prefix}.${field}`, 'must not be blank');
  }
  return checkBirthDate(errors, `${prefix}.dateOfBirth`, person.dateOfBirth, nowMs);
}

export function checkMinorFlag(errors: FieldErrors, isMinor: boolean, age: number | null): void {
  if (age !== null && isMinor !== age < 18) {
    addError(errors, 'body.isMinor', age < 18 ? 'must be true: the person is under 18 today' : 'must be false: the person is 18 or over today');
  }
}
