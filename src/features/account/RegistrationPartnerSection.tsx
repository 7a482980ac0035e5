// The registration's partner: whether there is one and, if so, their fields with "same address".
import { Checkbox, Field, Subtitle1 } from '@fluentui/react-components';
import type { Country } from '../../../contract/api/centers.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { testSid } from '../../shared/testSid.ts';
import { copyAddress } from './personForm.ts';
import { PersonFields, usePersonFormStyles } from './PersonFields.tsx';
import type { RegistrationFormState } from './useRegistrationForm.ts';
import { registrationStrings } from './registrationStrings.ts';

export interface RegistrationPartnerSectionProps {
  form: RegistrationFormState;
  countries: readonly Country[];
  regionMask: string;
  clinicCountry: string;
}

export function RegistrationPartnerSection(props: RegistrationPartnerSectionProps) {
  const personStyles = usePersonFormStyles();
  const { t } = useNamespace('registration', registrationStrings);
  const { values, setValues, update, updatePerson, personErrors, secondaryValues, secondaryLocked, secondaryStates, partnerFixed } = props.form;
  return (
    <>
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
          regionMask={props.regionMask}
          clinicCountry={props.clinicCountry}
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
    </>
  );
}
