// The registration's minor flag, with a warning when it disagrees with the birth date.
import { Checkbox, Field, Subtitle1 } from '@fluentui/react-components';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { testSid } from '../../shared/testSid.ts';
import { usePersonFormStyles } from './PersonFields.tsx';
import type { RegistrationFormState } from './useRegistrationForm.ts';
import { registrationStrings } from './registrationStrings.ts';

export interface RegistrationAgeSectionProps {
  form: RegistrationFormState;
}

export function RegistrationAgeSection(props: RegistrationAgeSectionProps) {
  const personStyles = usePersonFormStyles();
  const { t } = useNamespace('registration', registrationStrings);
  const { values, update, errorOf, minorWarning } = props.form;
  return (
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
  );
}
