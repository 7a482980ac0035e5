// Sign-in details (spec §3 change credentials, UpdateCredentials): a new username and/or a new
// password, confirmed with the current password. The API ends every other session of the member
// and answers a fresh token pair for this tab, which goes into the session.
import { useState, type SyntheticEvent } from 'react';
import { Body1, Card, Field, Input, MessageBar, MessageBarBody, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { Member } from '../../../contract/api/members.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { ApiError } from '../../services/http/ApiError.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { testSid } from '../../shared/testSid.ts';
import { describeFailure, mapServerErrors, minutesOf } from './formErrors.ts';
import { LiveStatus } from './LiveStatus.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { FormErrorSummary } from './FormErrorSummary.tsx';
import { MIN_PASSWORD_LENGTH } from './registrationForm.ts';
import { useAccountPanelStyles } from './ProfilePanel.tsx';
import { accountStrings } from './accountStrings.ts';
import { registrationStrings } from './registrationStrings.ts';
import type { Strings as AccountStrings } from './locales/en-US/account.ts';
import type { Strings as RegistrationStrings } from './locales/en-US/registration.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '480px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
});

const fields = ['newUserName', 'newPassword', 'confirmNewPassword', 'currentPassword'] as const;
type CredentialsField = (typeof fields)[number];
type Values = Record<CredentialsField, string>;
const empty: Values = { newUserName: '', newPassword: '', confirmNewPassword: '', currentPassword: '' };
const userNameShape = /^[A-Za-z0-9._@-]{3,100}$/;
const fieldId = (field: CredentialsField) => `credentials-${field}`;

/** Message keys: 'credentials.*' of the account namespace, 'validation.*' of the registration one. */
type Problem = { ns: 'account'; key: keyof AccountStrings['account']['credentials'] } | { ns: 'registration'; key: keyof RegistrationStrings['validation'] };

function validate(values: Values, currentUserName: string): Partial<Record<CredentialsField, Problem>> {
  const problems: Partial<Record<CredentialsField, Problem>> = {};
  const newUserName = values.newUserName.trim();
  if (newUserName === '' && values.newPassword === '') problems.newUserName = { ns: 'account', key: 'nothingToChange' };
  else if (newUserName !== '' && !userNameShape.test(newUserName)) problems.newUserName = { ns: 'registration', key: 'userName' };
  else if (newUserName !== '' && newUserName.toLowerCase() === currentUserName.toLowerCase()) problems.newUserName = { ns: 'account', key: 'sameUserName' };
  if (values.newPassword !== '' && values.newPassword.length < MIN_PASSWORD_LENGTH) problems.newPassword = { ns: 'registration', key: 'passwordLength' };
  if (values.newPassword !== '' && values.confirmNewPassword !== values.newPassword) {
    problems.confirmNewPassword = { ns: 'registration', key: values.confirmNewPassword === '' ? 'required' : 'passwordMismatch' };
  }
  if (values.currentPassword === '') problems.currentPassword = { ns: 'registration', key: 'required' };
  return problems;
}

export interface CredentialsFormProps {
  member: Member;
}

export function CredentialsForm(props: CredentialsFormProps) {
  const styles = useStyles();
  const panel = useAccountPanelStyles();
  const { t } = useNamespace('account', accountStrings);
  const { t: tr } = useNamespace('registration', registrationStrings);
  const { api, session } = useServices();
  const [values, setValues] = useState<Values>(empty);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<CredentialsField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const [saved, setSaved] = useState(false);
  const { member } = props;

  const problems = validate(values, member.userName);
  const messageOf = (problem: Problem) => (problem.ns === 'account' ? t(`account.credentials.${problem.key}`) : tr(`validation.${problem.key}`));
  const errorOf = (field: CredentialsField): string | undefined => {
    const problem = submitted ? problems[field] : undefined;
    return problem ? messageOf(problem) : serverErrors[field];
  };
  const labelOf = (field: CredentialsField) => t(`account.credentials.${field}`);
  const items = fields.flatMap((field) => {
    const message = errorOf(field);
    return message ? [{ targetId: fieldId(field), text: tr('summary.fieldOf', { section: t('account.credentials.title'), field: labelOf(field), message }) }] : [];
  });

  const onChange = (field: CredentialsField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setSaved(false);
    setServerErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  };

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setFailure(null);
    setSaved(false);
    if (Object.keys(problems).length > 0) {
      setFocusRequest((n) => n + 1);
      return;
    }
    setBusy(true);
    const newUserName = values.newUserName.trim();
    try {
      // The caller handles every error: a 401 here means a wrong current password, not an ended session.
      const tokens = await api.members.updateCredentials(
        member.id,
        { memberId: member.id, ivfCenterId: member.ivfCenterId, password: values.currentPassword, userName: member.userName, newUserName, newPassword: values.newPassword },
        { skipErrorPolicy: true },
      );
      session.replaceTokens(tokens);
      if (newUserName !== '') session.setMember({ ...member, userName: newUserName });
      setValues(empty);
      setSubmitted(false);
      setServerErrors({});
      setSaved(true);
    } catch (error) {
      const mapped = mapServerErrors(error instanceof ApiError ? error.errors : undefined, ['newUserName', 'newPassword', 'password']);
      const next: Partial<Record<CredentialsField, string>> = {};
      for (const [path, message] of Object.entries(mapped.fields))
        next[path === 'password' ? 'currentPassword' : (path as CredentialsField)] = tr('validation.server', { message });
      if (error instanceof ApiError && error.status === 401) next.currentPassword = t('account.credentials.wrongPassword');
      if (error instanceof ApiError && error.status === 409) next.newUserName = t('account.credentials.userNameTaken');
      setServerErrors(next);
      const kind = describeFailure(error);
      const message =
        Object.keys(next).length > 0
          ? tr('failure.validation')
          : kind.kind === 'rateLimited'
            ? tr('failure.rateLimited', { count: minutesOf(kind.seconds) })
            : kind.kind === 'network'
              ? tr('failure.network')
              : [
                  kind.kind === 'other' && kind.detail ? kind.detail : tr('failure.other'),
                  kind.kind === 'other' && kind.requestId ? tr('failure.reference', { requestId: kind.requestId }) : '',
                ]
                  .filter(Boolean)
                  .join(' ');
      setFailure([message, ...mapped.other].join(' '));
      setFocusRequest((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  const input = (field: CredentialsField, autoComplete: string, hint?: string, required = false) => (
    <Field label={{ children: labelOf(field), htmlFor: fieldId(field) }} hint={hint} required={required} validationMessage={errorOf(field)}>
      <Input
        id={fieldId(field)}
        name={field}
        type={field === 'newUserName' ? 'text' : 'password'}
        value={values[field]}
        onChange={(_e, d) => onChange(field, d.value)}
        autoComplete={autoComplete}
        input={testSid(`credentials-${field}`)}
      />
    </Field>
  );

  return (
    <Card className={panel.panel}>
      <Subtitle2 as="h2" id="credentials-title">
        {t('account.credentials.title')}
      </Subtitle2>
      <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="credentials-title" aria-busy={busy}>
        {failure || (submitted && items.length > 0) ? (
          <FormErrorSummary title={failure ? t('account.credentials.failedTitle') : tr('summary.title')} message={failure ?? undefined} items={items} focusRequest={focusRequest} />
        ) : null}
        {saved ? (
          <MessageBar intent="success">
            <MessageBarBody>{t('account.credentials.saved')}</MessageBarBody>
          </MessageBar>
        ) : null}
        <Body1>{t('account.credentials.intro')}</Body1>
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{t('account.credentials.signOutNotice')}</MessageBarBody>
        </MessageBar>
        <dl className={panel.facts}>
          <dt className={panel.term}>{t('account.credentials.currentUsername')}</dt>
          <dd className={panel.definition}>{member.userName}</dd>
        </dl>
        {input('newUserName', 'username', t('account.credentials.newUserNameHint'))}
        {input('newPassword', 'new-password', t('account.credentials.newPasswordHint'))}
        {input('confirmNewPassword', 'new-password')}
        {input('currentPassword', 'current-password', undefined, true)}
        <div className={styles.actions}>
          <SubmitButton busy={busy} label={t('account.credentials.submit')} busyLabel={t('account.credentials.submitting')} sid="credentials-submit" />
          <LiveStatus text={busy ? t('account.credentials.submitting') : saved ? t('account.credentials.saved') : ''} />
        </div>
      </form>
    </Card>
  );
}
