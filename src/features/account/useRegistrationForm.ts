// The state of the registration form: the values typed, what is wrong with them (after the first
// submit) or what the server said, the locked fields, the error summary's items and the submit.
import { useMemo, useState, type SyntheticEvent } from 'react';
import type { Center, Country } from '../../../contract/api/centers.ts';
import { ApiError } from '../../services/http/ApiError.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { dateOrderFor } from '../../shared/format/regionMask.ts';
import { addressFields, ageOf, type PersonField, type PersonValues } from './personForm.ts';
import {
  effectiveSecondary,
  lockedFieldsOf,
  registrationPaths,
  toRegistrationPayload,
  validateRegistration,
  withDefaultCountry,
  type RegistrationIssue,
  type RegistrationPayload,
  type RegistrationSetup,
  type RegistrationValues,
} from './registrationForm.ts';
import { useFormSubmission } from './useFormSubmission.ts';
import type { FormErrorSummaryItem } from './FormErrorSummary.tsx';
import type { PersonKey } from './PersonFields.tsx';
import { hasStates, useStateList } from './useCountryLists.ts';
import { registrationStrings } from './registrationStrings.ts';
import type { Strings as RegistrationStrings } from './locales/en-US/registration.ts';
import type { TextKeys } from '../../i18n/resources.ts';

export interface RegistrationFormOptions {
  setup: RegistrationSetup;
  center: Center;
  countries: readonly Country[];
  initial: RegistrationValues;
  regionMask: string;
  onSubmit: (payload: RegistrationPayload) => Promise<void>;
}

/** Field paths with their DOM ids; the plan and reason radio groups are targeted by their group. */
const idOfPath = (path: string): string => path.replace('.', '-');

export function useRegistrationForm(options: RegistrationFormOptions) {
  const { t } = useNamespace('registration', registrationStrings);
  const { setup, center, regionMask } = options;
  const [values, setValues] = useState<RegistrationValues>(() => withDefaultCountry(options.initial, options.countries));
  const { submitted, busy, serverErrors, failure, focusRequest, clearServerError, submit } = useFormSubmission();

  const secondaryValues = effectiveSecondary(values);
  const primaryStates = useStateList(center.id, options.countries, values.primary.country);
  const secondaryStates = useStateList(center.id, options.countries, secondaryValues.country);
  const context = { primaryHasStates: hasStates(primaryStates), secondaryHasStates: hasStates(secondaryStates), regionMask, clinicCountry: center.countryCode };
  const issues = validateRegistration(values, setup, context);
  const paths = useMemo(() => registrationPaths(setup), [setup]);
  const pattern = t(`datePattern.${dateOrderFor(regionMask)}`);

  const messageOf = (issue: RegistrationIssue): string => t(`validation.${issue.key}`, { ...issue.values, pattern });
  /** The message next to a field: what is wrong now (after the first submit), else what the server said. */
  const errorOf = (path: string): string | undefined => {
    const issue = submitted ? issues[path] : undefined;
    if (issue) return messageOf(issue);
    const server = serverErrors[path];
    return server === undefined ? undefined : server;
  };
  const personErrors = (person: PersonKey): Partial<Record<PersonField, string>> => {
    const errors: Partial<Record<PersonField, string>> = {};
    for (const path of paths) {
      if (!path.startsWith(`${person}.`)) continue;
      const message = errorOf(path);
      if (message) errors[path.slice(person.length + 1) as PersonField] = message;
    }
    return errors;
  };

  const update = (patch: Partial<RegistrationValues>, path?: string) => {
    setValues((current) => ({ ...current, ...patch }));
    if (path) clearServerError(path);
  };
  const updatePerson = (person: PersonKey) => (field: PersonField, value: string) => {
    setValues((current) => {
      const next: PersonValues = { ...current[person], [field]: value };
      // A new country has its own states.
      if (field === 'country') {
        next.state = '';
        next.stateOther = '';
      }
      return { ...current, [person]: next };
    });
    clearServerError(`${person}.${field}`);
  };

  const primaryLocked = new Map([...lockedFieldsOf(setup.locked, 'primary')].map((f) => [f, t('person.locked')]));
  const secondaryLocked = new Map([...lockedFieldsOf(setup.locked, 'secondary')].map((f) => [f, t('person.locked')]));
  if (values.sameAddress) for (const f of addressFields) if (!secondaryLocked.has(f)) secondaryLocked.set(f, t('person.sameAddressLocked'));
  // A partner on the clinic's records stays on the registration.
  const partnerFixed = [...setup.locked].some((p) => p === 'secondary' || p.startsWith('secondary.'));

  const sectionOf = (path: string): string => {
    if (path.startsWith('primary.')) return t('person.primaryLegend');
    if (path.startsWith('secondary.')) return t('person.secondaryLegend');
    if (path === 'isMinor') return t('enroll.ageLegend');
    if (path === 'userName' || path === 'password' || path === 'confirmPassword') return t('enroll.accountLegend');
    return t('enroll.planLegend');
  };
  const labelOf = (path: string): string => {
    const [head, field] = path.split('.');
    if (field)
      return field === 'state' && !(head === 'primary' ? context.primaryHasStates : context.secondaryHasStates)
        ? t('person.stateOther')
        : t(`person.${field as TextKeys<RegistrationStrings['person']>}`);
    switch (path) {
      case 'offsiteStorageType':
        return t('enroll.plan');
      case 'fertPresReason':
        return t('enroll.reason');
      case 'collectionSiteId':
        return t('enroll.collectionSite');
      case 'isMinor':
        return t('enroll.isMinor');
      default:
        return t(`enroll.${path as TextKeys<RegistrationStrings['enroll']>}`);
    }
  };
  const summaryItems: FormErrorSummaryItem[] = paths.flatMap((path) => {
    const message = errorOf(path);
    if (!message) return [];
    if (path.startsWith('secondary.') && !values.hasPartner) return [];
    return [{ targetId: idOfPath(path), text: t('summary.fieldOf', { section: sectionOf(path), field: labelOf(path), message }) }];
  });

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit({
      hasIssues: Object.keys(issues).length > 0,
      paths,
      send: () => options.onSubmit(toRegistrationPayload(values, setup, context)),
      fieldMessages: (fields, error) => {
        const shown = Object.fromEntries(Object.entries(fields).map(([path, message]) => [path, t('validation.server', { message })]));
        if (error instanceof ApiError && error.status === 409 && setup.mode === 'enroll') shown.userName = t('enroll.usernameTaken');
        return shown;
      },
    });
  };

  const showSummary = failure !== null || (submitted && summaryItems.length > 0);

  const age = ageOf(values.primary.dateOfBirth, regionMask);
  const minorWarning = age === null ? undefined : age < 18 && !values.isMinor ? t('enroll.minorWarning') : age >= 18 && values.isMinor ? t('enroll.adultWarning') : undefined;

  return {
    values,
    setValues,
    update,
    updatePerson,
    errorOf,
    personErrors,
    secondaryValues,
    primaryStates,
    secondaryStates,
    primaryLocked,
    secondaryLocked,
    partnerFixed,
    summaryItems,
    showSummary,
    failure,
    busy,
    focusRequest,
    minorWarning,
    onSubmit,
  };
}

export type RegistrationFormState = ReturnType<typeof useRegistrationForm>;
