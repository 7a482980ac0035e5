// The registration form as a whole (spec §3 registration payload): both persons, the storage plan
// with its fertility-preservation reason and collection site, the minor flag and, on enrolment,
// the sign-in details. Validation gives one issue per field path; the payload is what the API takes.
import type { RegistrationPerson, SecondaryPerson } from '../../../contract/api/member-area.ts';
import type { Country } from '../../../contract/api/centers.ts';
import {
  copyAddress,
  emptyPerson,
  fieldsOf,
  toRegistrationPerson,
  toSecondaryPerson,
  validatePerson,
  addressFields,
  type Issue,
  type PersonField,
  type PersonValues,
} from './personForm.ts';

export const fertPresReasons = ['CancerTreatment', 'FuturePersonalUse', 'MedicalTreatment', 'Other'] as const;
export type FertPresReason = (typeof fertPresReasons)[number];
export type StoragePlan = 'FertilityPreservation' | 'StorageOnly';

export interface RegistrationValues {
  primary: PersonValues;
  hasPartner: boolean;
  secondary: PersonValues;
  sameAddress: boolean;
  plan: StoragePlan | '';
  reason: FertPresReason | '';
  collectionSiteId: string;
  isMinor: boolean;
  userName: string;
  password: string;
  confirmPassword: string;
}

export const emptyRegistration: RegistrationValues = {
  primary: emptyPerson,
  hasPartner: false,
  secondary: emptyPerson,
  sameAddress: false,
  plan: '',
  reason: '',
  collectionSiteId: '',
  isMinor: false,
  userName: '',
  password: '',
  confirmPassword: '',
};

/** What differs between enrolment and pre-empt register. */
export interface RegistrationSetup {
  mode: 'enroll' | 'preempt';
  /** The clinic offers fertility preservation (offsiteStorage.fertPresEnabled). */
  fertPresEnabled: boolean;
  /** Enrolment lets the member choose the plan; pre-empt register shows the plan on file. */
  planChoice: boolean;
  /** Collection sites to pick from; empty when there are none or they could not be loaded. */
  siteIds: readonly number[];
  /** Paths the clinic's records fix ('primary.firstName', …). */
  locked: ReadonlySet<string>;
}

export type RegistrationIssueKey = Issue['key'] | 'userName' | 'passwordLength' | 'passwordMismatch';
export interface RegistrationIssue {
  key: RegistrationIssueKey;
  values?: Record<string, string | number>;
}

export const MIN_PASSWORD_LENGTH = 12;
const userNameShape = /^[A-Za-z0-9._@-]{3,100}$/;

/** The partner's values as submitted: with "same address" the primary person's address, live. */
export function effectiveSecondary(values: RegistrationValues): PersonValues {
  return values.sameAddress ? copyAddress(values.primary, values.secondary) : values.secondary;
}

export function asksForReason(values: RegistrationValues, setup: RegistrationSetup): boolean {
  return setup.fertPresEnabled && values.plan === 'FertilityPreservation';
}

/** Every field path of the form, in the order the form shows them (the error summary's order). */
export function registrationPaths(setup: RegistrationSetup): string[] {
  const person = (key: 'primary' | 'secondary') => fieldsOf('registration').map((f) => `${key}.${f}`);
  return [
    ...person('primary'),
    ...person('secondary'),
    'offsiteStorageType',
    'fertPresReason',
    'collectionSiteId',
    'isMinor',
    ...(setup.mode === 'enroll' ? ['userName', 'password', 'confirmPassword'] : []),
  ];
}

export function lockedFieldsOf(locked: ReadonlySet<string>, person: 'primary' | 'secondary'): Set<PersonField> {
  const prefix = `${person}.`;
  return new Set([...locked].filter((p) => p.startsWith(prefix)).map((p) => p.slice(prefix.length) as PersonField));
}

export function validateRegistration(
  values: RegistrationValues,
  setup: RegistrationSetup,
  context: { primaryHasStates: boolean; secondaryHasStates: boolean; regionMask: string; clinicCountry: string; today?: Date },
): Record<string, RegistrationIssue> {
  const issues: Record<string, RegistrationIssue> = {};
  const add = (prefix: string, personIssues: Partial<Record<PersonField, Issue>>) => {
    for (const [field, issue] of Object.entries(personIssues)) issues[`${prefix}.${field}`] = issue;
  };
  add(
    'primary',
    validatePerson(values.primary, {
      variant: 'registration',
      hasStates: context.primaryHasStates,
      regionMask: context.regionMask,
      clinicCountry: context.clinicCountry,
      locked: lockedFieldsOf(setup.locked, 'primary'),
      today: context.today,
    }),
  );
  if (values.hasPartner) {
    const locked = lockedFieldsOf(setup.locked, 'secondary');
    // A copied address is checked where it is typed: on the primary person.
    if (values.sameAddress) addressFields.forEach((f) => locked.add(f));
    add(
      'secondary',
      validatePerson(effectiveSecondary(values), {
        variant: 'registration',
        hasStates: context.secondaryHasStates,
        regionMask: context.regionMask,
        clinicCountry: context.clinicCountry,
        locked,
        today: context.today,
      }),
    );
  }
  if (setup.fertPresEnabled && setup.planChoice && values.plan === '') issues.offsiteStorageType = { key: 'choose' };
  if (asksForReason(values, setup)) {
    if (values.reason === '') issues.fertPresReason = { key: 'choose' };
    if (setup.siteIds.length > 0 && values.collectionSiteId === '') issues.collectionSiteId = { key: 'choose' };
  }
  if (setup.mode === 'enroll') {
    if (values.userName.trim() === '') issues.userName = { key: 'required' };
    else if (!userNameShape.test(values.userName.trim())) issues.userName = { key: 'userName' };
    if (values.password === '') issues.password = { key: 'required' };
    else if (values.password.length < MIN_PASSWORD_LENGTH) issues.password = { key: 'passwordLength' };
    else if (values.password.length > 200) issues.password = { key: 'tooLong', values: { max: 200 } };
    if (values.confirmPassword === '') issues.confirmPassword = { key: 'required' };
    else if (values.confirmPassword !== values.password) issues.confirmPassword = { key: 'passwordMismatch' };
  }
  return issues;
}

export interface RegistrationPayload {
  primary: RegistrationPerson;
  secondary: SecondaryPerson | null;
  offsiteStorageType: StoragePlan | null;
  fertPresReason: FertPresReason | null;
  collectionSiteId: number | null;
  isMinor: boolean;
  userName: string;
  password: string;
  confirmPassword: string;
}

export function toRegistrationPayload(
  values: RegistrationValues,
  setup: RegistrationSetup,
  context: { primaryHasStates: boolean; secondaryHasStates: boolean; regionMask: string; clinicCountry: string },
): RegistrationPayload {
  const reason = asksForReason(values, setup);
  return {
    primary: toRegistrationPerson(values.primary, context.primaryHasStates, context.regionMask, context.clinicCountry),
    secondary: values.hasPartner ? toSecondaryPerson(effectiveSecondary(values), context.secondaryHasStates, context.regionMask, context.clinicCountry, values.sameAddress) : null,
    offsiteStorageType: setup.fertPresEnabled && values.plan !== '' ? values.plan : null,
    fertPresReason: reason && values.reason !== '' ? values.reason : null,
    collectionSiteId: reason && values.collectionSiteId !== '' ? Number(values.collectionSiteId) : null,
    isMinor: values.isMinor,
    userName: values.userName.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
  };
}

/** Starts each person in the clinic's own country (the first of the priority list) unless one is known. */
export function withDefaultCountry(values: RegistrationValues, countries: readonly Country[]): RegistrationValues {
  const first = countries[0]?.code ?? '';
  return {
    ...values,
    primary: values.primary.country ? values.primary : { ...values.primary, country: first },
    secondary: values.secondary.country ? values.secondary : { ...values.secondary, country: first },
  };
}
