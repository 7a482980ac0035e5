// Reset password from the e-mailed link (?memberId=&token=): first confirm last name and birth date
// (PasswordResetAuthenticate), then choose the new password (ResetPassword).
import { useState, type SyntheticEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Body1, Button, Field, Input, MessageBar, MessageBarBody, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useServices } from '../../services/ServicesContext.tsx';
import { ApiError } from '../../services/http/ApiError.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { toPortalLocale } from '../../i18n/locales.ts';
import { pathOf } from '../../guards/routeCatalog.ts';
import { parseDateInput, toIsoDate } from '../../shared/format/parseDateInput.ts';
import { dateInputPattern } from '../../shared/format/regionMask.ts';
import { authStrings } from './authStrings.ts';
import { testSid } from '../../shared/testSid.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

export function ResetPasswordPage() {
  const styles = useStyles();
  const { t, i18n } = useNamespace('auth', authStrings);
  const { api } = useServices();
  const [params] = useSearchParams();
  const memberId = Number(params.get('memberId'));
  const token = params.get('token') ?? '';
  const linkComplete = Number.isInteger(memberId) && memberId > 0 && token.length > 0;
  const mask = toPortalLocale(i18n.language) ?? 'en-US';

  const [step, setStep] = useState<'verify' | 'choose' | 'done'>('verify');
  const [lastName, setLastName] = useState('');
  const [dob, setDob] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const dobParts = parseDateInput(dob.trim(), mask);
  const isoDob = dobParts ? toIsoDate(dobParts) : null;

  const onVerify = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!lastName.trim() || !isoDob) return;
    setBusy(true);
    setError(null);
    try {
      // The link's own token goes with the answer: the API checks it against that link only.
      await api.auth.passwordResetAuthenticate({ memberId, lName: lastName.trim(), dob: isoDob, token }, { skipErrorPolicy: true });
      setTouched(false);
      setStep('choose');
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status === 429 ? t('login.locked', { seconds: failure.retryAfterSeconds ?? 60 }) : t('reset.verifyFailed'));
    } finally {
      setBusy(false);
    }
  };

  const passwordError = password.length < 12 ? t('reset.tooShort') : undefined;
  const confirmError = confirm !== password ? t('reset.mismatch') : undefined;

  const onChoose = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (passwordError || confirmError) return;
    setBusy(true);
    setError(null);
    try {
      await api.auth.resetPassword({ memberId, token, newPassword: password }, { skipErrorPolicy: true });
      setStep('done');
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status === 400 && failure.detail ? failure.detail : t('reset.failed'));
    } finally {
      setBusy(false);
    }
  };

  const errorBar = error ? (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{error}</MessageBarBody>
    </MessageBar>
  ) : null;

  return (
    <div className={styles.form}>
      <Title2 as="h1">{t('reset.title')}</Title2>
      {!linkComplete ? (
        <MessageBar intent="warning" role="alert">
          <MessageBarBody>{t('reset.invalidLink')}</MessageBarBody>
        </MessageBar>
      ) : step === 'verify' ? (
        <form className={styles.form} onSubmit={(e) => void onVerify(e)} noValidate>
          <Body1>{t('reset.verifyIntro')}</Body1>
          {errorBar}
          <Field
            label={t('reset.lastName')}
            required
            validationMessage={touched && !lastName.trim() ? t('login.required', { field: t('reset.lastName').toLowerCase() }) : undefined}
          >
            <Input value={lastName} onChange={(_e, d) => setLastName(d.value)} autoComplete="family-name" name="lastName" />
          </Field>
          <Field
            label={t('reset.dob')}
            required
            hint={t('reset.dobHint', { mask: dateInputPattern(mask) })}
            validationMessage={touched && !isoDob ? t('reset.dobHint', { mask: dateInputPattern(mask) }) : undefined}
          >
            <Input value={dob} onChange={(_e, d) => setDob(d.value)} autoComplete="bday" name="dob" placeholder={dateInputPattern(mask)} inputMode="numeric" />
          </Field>
          <Button type="submit" appearance="primary" disabled={busy}>
            {t('reset.verify')}
          </Button>
        </form>
      ) : step === 'choose' ? (
        <form className={styles.form} onSubmit={(e) => void onChoose(e)} noValidate>
          {errorBar}
          <Field label={t('reset.newPassword')} required hint={t('reset.rules')} validationMessage={touched ? passwordError : undefined}>
            <NewPasswordInput name="newPassword" sid="reset-new-password" value={password} onChange={setPassword} />
          </Field>
          <Field label={t('reset.confirmPassword')} required validationMessage={touched ? confirmError : undefined}>
            <NewPasswordInput name="confirmPassword" sid="reset-confirm-password" value={confirm} onChange={setConfirm} />
          </Field>
          <Button type="submit" appearance="primary" disabled={busy} embryo-test-sid="reset-submit">
            {t('reset.submit')}
          </Button>
        </form>
      ) : (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('reset.done')}</MessageBarBody>
        </MessageBar>
      )}
      <RouterLink to={pathOf('login')}>{t('reset.toLogin')}</RouterLink>
    </div>
  );
}

/** The new password and its confirmation: typed hidden, offered to the password manager as new. */
function NewPasswordInput(props: { name: string; sid: string; value: string; onChange: (value: string) => void }) {
  return <Input type="password" value={props.value} onChange={(_e, d) => props.onChange(d.value)} autoComplete="new-password" name={props.name} input={testSid(props.sid)} />;
}
