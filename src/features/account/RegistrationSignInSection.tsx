// Enrolment's sign-in details: user name, password and its confirmation.
import { Field, Input, Subtitle1 } from '@fluentui/react-components';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { testSid } from '../../shared/testSid.ts';
import { usePersonFormStyles } from './PersonFields.tsx';
import type { RegistrationFormState } from './useRegistrationForm.ts';
import { registrationStrings } from './registrationStrings.ts';

export interface RegistrationSignInSectionProps {
  form: RegistrationFormState;
}

export function RegistrationSignInSection(props: RegistrationSignInSectionProps) {
  const personStyles = usePersonFormStyles();
  const { t } = useNamespace('registration', registrationStrings);
  const { values, update, errorOf } = props.form;
  return (
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
        <Field className={personStyles.cell} label={{ children: t('enroll.confirmPassword'), htmlFor: 'confirmPassword' }} required validationMessage={errorOf('confirmPassword')}>
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
  );
}
