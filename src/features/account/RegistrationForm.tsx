// The registration form shared by enrolment and pre-empt register: primary person, optional partner
// (with "same address"), storage plan with fertility-preservation reason and collection site, the
// minor flag and, on enrolment, the sign-in details. Validates on submit; after that the messages
// follow what is typed. A failed submit keeps everything typed, maps the server's `errors` to the
// fields and moves the focus to the summary at the top.
import { useMemo, useState, type SyntheticEvent } from 'react';
import { Body1, Button, Checkbox, Field, Input, Radio, RadioGroup, Select, Spinner, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import type { Center, CollectionSite, Country } from '../../../contract/api/centers.ts';
import { ApiError } from '../../services/http/ApiError.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { contactText } from '../../shared/format/contactText.ts';
import { dateOrderFor } from '../../shared/format/regionMask.ts';
import { testSid } from '../../shared/testSid.ts';
import { addressFields, ageOf, copyAddress, type PersonField, type PersonValues } from './personForm.ts';
import {
  effectiveSecondary,
  fertPresReasons,
  lockedFieldsOf,
  registrationPaths,
  toRegistrationPayload,
  validateRegistration,
  withDefaultCountry,
  type FertPresReason,
  type RegistrationIssue,
  type RegistrationPayload,
  type RegistrationSetup,
  type RegistrationValues,
  type StoragePlan,
} from './registrationForm.ts';
import { failureMessage } from './formErrors.ts';
import { useFormSubmission } from './useFormSubmission.ts';
import { LiveStatus } from './LiveStatus.tsx';
import { FormErrorSummary, type FormErrorSummaryItem } from './FormErrorSummary.tsx';
import { PersonFields, usePersonFormStyles, type PersonKey } from './PersonFields.tsx';
import { hasStates, useStateList } from './useCountryLists.ts';
import { registrationStrings } from './registrationStrings.ts';
import type { Strings as RegistrationStrings } from './locales/en-US/registration.ts';
import type { TextKeys } from '../../i18n/resources.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
});

export interface RegistrationFormProps {
  setup: RegistrationSetup;
  center: Center;
  countries: readonly Country[];
  /** Collection sites of the clinic; null when they could not be loaded. */
  sites: readonly CollectionSite[] | null;
  /** The plan on file (pre-empt register shows it instead of asking). */
  planOnFile?: StoragePlan | null;
  initial: RegistrationValues;
  regionMask: string;
  submitLabel: string;
  submittingLabel: string;
  submitSid: string;
  /** Sends the registration; rejects with ApiError when the server refuses it. */
  onSubmit: (payload: RegistrationPayload) => Promise<void>;
}

/** Field paths with their DOM ids; the plan and reason radio groups are targeted by their group. */
const idOfPath = (path: string): string => path.replace('.', '-');

export function RegistrationForm(props: RegistrationFormProps) {
  const styles = useStyles();
  const personStyles = usePersonFormStyles();
  const { t } = useNamespace('registration', registrationStrings);
  const { setup, center, regionMask } = props;
  const [values, setValues] = useState<RegistrationValues>(() => withDefaultCountry(props.initial, props.countries));
  const { submitted, busy, serverErrors, failure, focusRequest, clearServerError, submit } = useFormSubmission();

  const secondaryValues = effectiveSecondary(values);
  const primaryStates = useStateList(center.id, props.countries, values.primary.country);
  const secondaryStates = useStateList(center.id, props.countries, secondaryValues.country);
  const context = { primaryHasStates: hasStates(primaryStates), secondaryHasStates: hasStates(secondaryStates), regionMask, clinicCountry: center.countryCode };
  const issues = validateRegistration(values, setup, context);
  const paths = useMemo(() => registrationPaths(setup), [setup]);
  const contact = contactText(center.contact, center.countryCode);
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
      send: () => props.onSubmit(toRegistrationPayload(values, setup, context)),
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
  const asksReason = setup.fertPresEnabled && values.plan === 'FertilityPreservation';
  const showPlanSection = setup.fertPresEnabled && (setup.planChoice || props.planOnFile === 'FertilityPreservation');

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy}>
      {showSummary ? (
        <FormErrorSummary
          title={failure ? t('failure.title') : t('summary.title')}
          message={failure ? [failureMessage(failure.kind, t, contact), ...failure.other].join(' ') : undefined}
          items={summaryItems}
          focusRequest={focusRequest}
        />
      ) : null}

      <PersonFields
        person="primary"
        variant="registration"
        legend={t('person.primaryLegend')}
        values={values.primary}
        onChange={updatePerson('primary')}
        errors={personErrors('primary')}
        locked={primaryLocked}
        countries={props.countries}
        states={primaryStates}
        regionMask={regionMask}
        clinicCountry={center.countryCode}
      />

      <fieldset className={personStyles.fieldset}>
        <legend className={personStyles.legend}>
          <Subtitle1 as="h2">{t('enroll.ageLegend')}</Subtitle1>
        </legend>
        <Field hint={t('enroll.isMinorHint')} validationState={minorWarning ? 'warning' : 'none'} validationMessage={minorWarning ?? errorOf('isMinor')}>
          <Checkbox
            id="isMinor"
            checked={values.isMinor}
            onChange={(_e, d) => update({ isMinor: d.checked === true }, 'isMinor')}
            label={t('enroll.isMinor')}
            input={testSid('enroll-is-minor')}
          />
        </Field>
      </fieldset>

      <fieldset className={personStyles.fieldset}>
        <legend className={personStyles.legend}>
          <Subtitle1 as="h2">{t('enroll.partnerLegend')}</Subtitle1>
        </legend>
        <Field hint={t('enroll.hasPartnerHint')}>
          <Checkbox
            checked={values.hasPartner}
            disabled={partnerFixed && values.hasPartner}
            onChange={(_e, d) => update({ hasPartner: d.checked === true })}
            label={t('enroll.hasPartner')}
            input={testSid('enroll-has-partner')}
          />
        </Field>
      </fieldset>

      {values.hasPartner ? (
        <PersonFields
          person="secondary"
          variant="registration"
          legend={t('person.secondaryLegend')}
          values={secondaryValues}
          onChange={updatePerson('secondary')}
          errors={personErrors('secondary')}
          locked={secondaryLocked}
          countries={props.countries}
          states={secondaryStates}
          regionMask={regionMask}
          clinicCountry={center.countryCode}
        >
          <Checkbox
            checked={values.sameAddress}
            onChange={(_e, d) => {
              const same = d.checked === true;
              // Copy either way: ticking shows the copy, unticking leaves it to edit.
              setValues((current) => ({ ...current, sameAddress: same, secondary: copyAddress(current.primary, current.secondary) }));
            }}
            label={t('enroll.sameAddress')}
            input={testSid('person-secondary-sameAddress')}
          />
        </PersonFields>
      ) : null}

      {showPlanSection ? (
        <fieldset className={personStyles.fieldset}>
          <legend className={personStyles.legend}>
            <Subtitle1 as="h2">{t('enroll.planLegend')}</Subtitle1>
          </legend>
          {setup.planChoice ? (
            <Field label={t('enroll.plan')} required validationMessage={errorOf('offsiteStorageType')}>
              <RadioGroup id="offsiteStorageType" value={values.plan} onChange={(_e, d) => update({ plan: d.value as StoragePlan }, 'offsiteStorageType')}>
                <Radio value="FertilityPreservation" label={t('enroll.FertilityPreservation')} input={testSid('enroll-plan-FertilityPreservation')} />
                <Radio value="StorageOnly" label={t('enroll.StorageOnly')} input={testSid('enroll-plan-StorageOnly')} />
              </RadioGroup>
            </Field>
          ) : (
            <Body1>{t('preempt.plan', { plan: t(`enroll.${props.planOnFile ?? 'StorageOnly'}`) })}</Body1>
          )}
          {asksReason ? (
            <div className={styles.stack}>
              <Field label={t('enroll.reason')} required validationMessage={errorOf('fertPresReason')}>
                <RadioGroup id="fertPresReason" value={values.reason} onChange={(_e, d) => update({ reason: d.value as FertPresReason }, 'fertPresReason')}>
                  {fertPresReasons.map((reason) => (
                    <Radio key={reason} value={reason} label={t(`enroll.reasons.${reason}`)} input={testSid(`enroll-reason-${reason}`)} />
                  ))}
                </RadioGroup>
              </Field>
              {props.sites === null ? (
                <Body1>{t('enroll.sitesFailed')}</Body1>
              ) : props.sites.length > 0 ? (
                <Field label={{ children: t('enroll.collectionSite'), htmlFor: 'collectionSiteId' }} required validationMessage={errorOf('collectionSiteId')}>
                  <Select
                    id="collectionSiteId"
                    value={values.collectionSiteId}
                    onChange={(_e, d) => update({ collectionSiteId: d.value }, 'collectionSiteId')}
                    select={testSid('enroll-collection-site')}
                  >
                    <option value="">{t('enroll.chooseSite')}</option>
                    {props.sites.map((site) => (
                      <option key={site.id} value={String(site.id)}>
                        {`${site.name} — ${site.addressLine1}, ${site.city} ${site.postalCode}`}
                      </option>
                    ))}
                  </Select>
                </Field>
              ) : null}
            </div>
          ) : null}
        </fieldset>
      ) : null}

      {setup.mode === 'enroll' ? (
        <fieldset className={personStyles.fieldset}>
          <legend className={personStyles.legend}>
            <Subtitle1 as="h2">{t('enroll.accountLegend')}</Subtitle1>
          </legend>
          <div className={personStyles.grid}>
            <Field
              className={personStyles.cell}
              label={{ children: t('enroll.userName'), htmlFor: 'userName' }}
              required
              hint={t('enroll.userNameHint')}
              validationMessage={errorOf('userName')}
            >
              <Input
                id="userName"
                name="username"
                value={values.userName}
                onChange={(_e, d) => update({ userName: d.value }, 'userName')}
                autoComplete="username"
                input={testSid('enroll-username')}
              />
            </Field>
            <Field
              className={personStyles.cell}
              label={{ children: t('enroll.password'), htmlFor: 'password' }}
              required
              hint={t('enroll.passwordHint')}
              validationMessage={errorOf('password')}
            >
              <Input
                id="password"
                name="password"
                type="password"
                value={values.password}
                onChange={(_e, d) => update({ password: d.value }, 'password')}
                autoComplete="new-password"
                input={testSid('enroll-password')}
              />
            </Field>
            <Field
              className={personStyles.cell}
              label={{ children: t('enroll.confirmPassword'), htmlFor: 'confirmPassword' }}
              required
              validationMessage={errorOf('confirmPassword')}
            >
              <Input
                id="confirmPassword"
                name="confirmPassword"
                type="password"
                value={values.confirmPassword}
                onChange={(_e, d) => update({ confirmPassword: d.value }, 'confirmPassword')}
                autoComplete="new-password"
                input={testSid('enroll-confirm-password')}
              />
            </Field>
          </div>
        </fieldset>
      ) : null}

      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          size="large"
          disabled={busy}
          icon={busy ? <Spinner size="tiny" aria-label={t('loading', { ns: 'common' })} /> : undefined}
          embryo-test-sid={props.submitSid}
        >
          {busy ? props.submittingLabel : props.submitLabel}
        </Button>
        <LiveStatus text={busy ? props.submittingLabel : ''} />
      </div>
    </form>
  );
}
