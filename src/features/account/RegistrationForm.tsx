// The registration form shared by enrolment and pre-empt register: primary person, optional partner
// (with "same address"), storage plan with fertility-preservation reason and collection site, the
// minor flag and, on enrolment, the sign-in details. Validates on submit; after that the messages
// follow what is typed. A failed submit keeps everything typed, maps the server's `errors` to the
// fields and moves the focus to the summary at the top.
import { makeStyles, tokens } from '@fluentui/react-components';
import type { Center, CollectionSite, Country } from '../../../contract/api/centers.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { contactText } from '../../shared/format/contactText.ts';
import type { RegistrationPayload, RegistrationSetup, RegistrationValues, StoragePlan } from './registrationForm.ts';
import { failureMessage } from './formErrors.ts';
import { LiveStatus } from './LiveStatus.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { FormErrorSummary } from './FormErrorSummary.tsx';
import { PersonFields } from './PersonFields.tsx';
import { RegistrationAgeSection } from './RegistrationAgeSection.tsx';
import { RegistrationPartnerSection } from './RegistrationPartnerSection.tsx';
import { RegistrationPlanSection } from './RegistrationPlanSection.tsx';
import { RegistrationSignInSection } from './RegistrationSignInSection.tsx';
import { useRegistrationForm } from './useRegistrationForm.ts';
import { registrationStrings } from './registrationStrings.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
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

export function RegistrationForm(props: RegistrationFormProps) {
  const styles = useStyles();
  const { t } = useNamespace('registration', registrationStrings);
  const { setup, center, regionMask } = props;
  const form = useRegistrationForm(props);
  const { values, busy, failure } = form;
  const contact = contactText(center.contact, center.countryCode);
  const showPlanSection = setup.fertPresEnabled && (setup.planChoice || props.planOnFile === 'FertilityPreservation');

  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate aria-busy={busy}>
      {form.showSummary ? (
        <FormErrorSummary
          title={failure ? t('failure.title') : t('summary.title')}
          message={failure ? [failureMessage(failure.kind, t, contact), ...failure.other].join(' ') : undefined}
          items={form.summaryItems}
          focusRequest={form.focusRequest}
        />
      ) : null}

      <PersonFields
        person="primary"
        variant="registration"
        legend={t('person.primaryLegend')}
        values={values.primary}
        onChange={form.updatePerson('primary')}
        errors={form.personErrors('primary')}
        locked={form.primaryLocked}
        countries={props.countries}
        states={form.primaryStates}
        regionMask={regionMask}
        clinicCountry={center.countryCode}
      />

      <RegistrationAgeSection form={form} />

      <RegistrationPartnerSection form={form} countries={props.countries} regionMask={regionMask} clinicCountry={center.countryCode} />

      {showPlanSection ? <RegistrationPlanSection form={form} setup={setup} sites={props.sites} planOnFile={props.planOnFile} /> : null}

      {setup.mode === 'enroll' ? <RegistrationSignInSection form={form} /> : null}

      <div className={styles.actions}>
        <SubmitButton busy={busy} size="large" label={props.submitLabel} busyLabel={props.submittingLabel} sid={props.submitSid} />
        <LiveStatus text={busy ? props.submittingLabel : ''} />
      </div>
    </form>
  );
}
