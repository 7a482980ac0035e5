// Edit mode of the profile (UpdateProfile): the person fieldset with a phone extension instead of a
// birth date. Validates on save; a failed save keeps everything typed and maps the server's
// `errors` to the fields; a successful one hands the updated member back. A new e-mail address asks
// for the current password (the API refuses it otherwise) and takes effect only once confirmed.
// The save is based on the version the form was opened on (If-Match): when the details changed in
// another window meanwhile, nothing is saved, the latest member is handed back (`onRefreshed`), the
// fields the member left alone take the values saved now, the ones they changed keep their entry,
// and the form lists every field that changed elsewhere.
import { useEffect, useState, type SyntheticEvent } from 'react';
import { Body1, Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import type { Center, Country } from '../../../contract/api/centers.ts';
import type { Member } from '../../../contract/api/members.ts';
import { ApiError } from '../../services/http/ApiError.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { contactText } from '../../shared/format/contactText.ts';
import { testSid } from '../../shared/testSid.ts';
import { fieldsOf, fromProfile, toUpdateProfileRequest, validatePerson, type PersonField, type PersonValues } from './personForm.ts';
import { failureMessage } from './formErrors.ts';
import { useFormSubmission } from './useFormSubmission.ts';
import { LiveStatus } from './LiveStatus.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { FormErrorSummary } from './FormErrorSummary.tsx';
import { PersonFields, personFieldId } from './PersonFields.tsx';
import { hasStates, useStateList } from './useCountryLists.ts';
import { accountStrings } from './accountStrings.ts';
import { registrationStrings } from './registrationStrings.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

export interface ProfileEditFormProps {
  member: Member;
  center: Center;
  countries: readonly Country[];
  regionMask: string;
  onSaved: (member: Member) => void;
  /** The member as saved now, after a save refused because it changed elsewhere. */
  onRefreshed: (member: Member) => void;
  onCancel: () => void;
}

const profileFields = fieldsOf('profile');

export function ProfileEditForm(props: ProfileEditFormProps) {
  const styles = useStyles();
  const { t } = useNamespace('account', accountStrings);
  const { t: tr } = useNamespace('registration', registrationStrings);
  const { api } = useServices();
  const [values, setValues] = useState<PersonValues>(() => fromProfile(props.member.profile, props.center.countryCode));
  const [currentPassword, setCurrentPassword] = useState('');
  /** After a save refused as stale: the fields whose saved value changed elsewhere, with that value. */
  const [changedElsewhere, setChangedElsewhere] = useState<Array<{ field: PersonField; value: string; kept: boolean }>>([]);
  const emailChanged = values.email.trim().toLowerCase() !== props.member.profile.email.trim().toLowerCase();
  const { submitted, busy, serverErrors, failure, focusRequest, clearServerError, submit } = useFormSubmission();
  const states = useStateList(props.center.id, props.countries, values.country);
  // Opening the editor puts the keyboard in its first field.
  useEffect(() => {
    document.getElementById(personFieldId('primary', profileFields[0]!))?.focus();
  }, []);
  const withStates = hasStates(states);
  const issues = validatePerson(values, { variant: 'profile', hasStates: withStates, regionMask: props.regionMask, clinicCountry: props.center.countryCode });

  const errors: Partial<Record<PersonField, string>> = {};
  for (const field of profileFields) {
    const issue = submitted ? issues[field] : undefined;
    const message = issue ? tr(`validation.${issue.key}`, issue.values) : serverErrors[field];
    if (message) errors[field] = message;
  }
  const passwordMessage = emailChanged ? (submitted && !currentPassword ? t('account.profile.currentPasswordRequired') : serverErrors.currentPassword) : undefined;
  const labelOf = (field: PersonField) => (field === 'stateOther' ? tr('person.stateOther') : tr(`person.${field}`));
  const items = profileFields.flatMap((field) => {
    const message = errors[field];
    return message ? [{ targetId: personFieldId('primary', field), text: tr('summary.fieldOf', { section: tr('person.primaryLegend'), field: labelOf(field), message }) }] : [];
  });
  if (passwordMessage) items.push({ targetId: 'profile-current-password', text: `${t('account.profile.currentPassword')}: ${passwordMessage}` });
  if (failure?.kind.kind === 'changedElsewhere') {
    for (const { field, value, kept } of changedElsewhere) {
      const text = tr(kept ? 'failure.savedNowKept' : 'failure.savedNow', { field: labelOf(field), value: value || tr('failure.emptyValue') });
      items.push({ targetId: personFieldId('primary', field), text });
    }
  }

  const onChange = (field: PersonField, value: string) => {
    setValues((current) => ({ ...current, [field]: value, ...(field === 'country' ? { state: '', stateOther: '' } : {}) }));
    clearServerError(field);
  };

  /** Reads the member as saved now; what the member typed stays in the form. */
  const showLatest = async () => {
    const latest = await api.members.member(props.member.id, props.member.ivfCenterId, { skipNotification: true }).catch(() => null);
    if (!latest) return;
    const before = fromProfile(props.member.profile, props.center.countryCode);
    const now = fromProfile(latest.profile, props.center.countryCode);
    const changed = profileFields.filter((field) => before[field] !== now[field]);
    // A field the member left alone takes the value saved elsewhere; one they changed keeps their entry.
    const kept = (field: PersonField) => values[field] !== before[field];
    setValues((typed) => ({ ...typed, ...Object.fromEntries(changed.filter((field) => !kept(field)).map((field) => [field, now[field]])) }));
    setChangedElsewhere(changed.map((field) => ({ field, value: now[field], kept: kept(field) })));
    props.onRefreshed(latest);
  };

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit({
      hasIssues: Object.keys(issues).length > 0 || (emailChanged && !currentPassword),
      paths: [...profileFields, 'currentPassword'],
      send: async () => {
        const body = { ...toUpdateProfileRequest(values, withStates, props.center.countryCode), ...(emailChanged ? { currentPassword } : {}) };
        try {
          props.onSaved(await api.members.updateProfile(props.member.id, undefined, body, props.member.etag, { skipNotification: true }));
        } catch (error) {
          if (error instanceof ApiError && error.status === 412) await showLatest();
          throw error;
        }
      },
      // The API has one state field; without a list it is the free text one.
      fieldMessages: (fields) =>
        Object.fromEntries(Object.entries(fields).map(([path, message]) => [path === 'state' && !withStates ? 'stateOther' : path, tr('validation.server', { message })])),
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy} aria-label={t('account.profile.editTitle')}>
      {failure || (submitted && items.length > 0) ? (
        <FormErrorSummary
          title={failure ? (failure.kind.kind === 'changedElsewhere' ? tr('failure.changedTitle') : t('account.profile.failedTitle')) : tr('summary.title')}
          message={failure ? [failureMessage(failure.kind, tr, contactText(props.center.contact, props.center.countryCode)), ...failure.other].join(' ') : undefined}
          items={items}
          focusRequest={focusRequest}
        />
      ) : null}
      <Body1>{t('account.profile.editIntro')}</Body1>
      <PersonFields
        person="primary"
        variant="profile"
        legend={t('account.profile.editTitle')}
        values={values}
        onChange={onChange}
        errors={errors}
        countries={props.countries}
        states={states}
        regionMask={props.regionMask}
        clinicCountry={props.center.countryCode}
      />
      {emailChanged ? (
        <Field label={t('account.profile.currentPassword')} hint={t('account.profile.currentPasswordHint')} required validationMessage={passwordMessage}>
          <Input
            id="profile-current-password"
            type="password"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(_event, data) => {
              setCurrentPassword(data.value);
              clearServerError('currentPassword');
            }}
            input={testSid('profile-current-password')}
          />
        </Field>
      ) : null}
      <div className={styles.actions}>
        <SubmitButton busy={busy} label={t('account.profile.save')} busyLabel={t('account.profile.saving')} sid="profile-save" />
        <Button type="button" onClick={props.onCancel} disabled={busy} embryo-test-sid="profile-cancel">
          {t('account.profile.cancel')}
        </Button>
        <LiveStatus text={busy ? t('account.profile.saving') : ''} />
      </div>
    </form>
  );
}
