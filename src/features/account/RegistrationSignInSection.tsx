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

/** The three fields in their order; the id is also the value's key and the field's error path. */
const signInFields = [
  { id: 'userName', name: 'username', type: 'text', autoComplete: 'username', label: 'enroll.userName', hint: 'enroll.userNameHint', sid: 'enroll-username' },
  { id: 'password', name: 'password', type: 'password', autoComplete: 'new-password', label: 'enroll.password', hint: 'enroll.passwordHint', sid: 'enroll-password' },
  {
    id: 'confirmPassword',
    name: 'confirmPassword',
    type: 'password',
    autoComplete: 'new-password',
    label: 'enroll.confirmPassword',
    hint: undefined,
    sid: 'enroll-confirm-password',
  },
] as const;

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
        {signInFields.map((field) => (
          <Field
            key={field.id}
            className={personStyles.cell}
            label={{ children: t(field.label), htmlFor: field.id }}
            required
            hint={field.hint === undefined ? undefined : t(field.hint)}
            validationMessage={errorOf(field.id)}
          >
            <Input
              id={field.id}
              name={field.name}
              type={field.type}
              value={values[field.id]}
              onChange={(_e, d) => update({ [field.id]: d.value }, field.id)}
              autoComplete={field.autoComplete}
              input={testSid(field.sid)}
            />
          </Field>
        ))}
      </div>
    </fieldset>
  );
}
