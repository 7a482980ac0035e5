// Sign in (spec §2 auth area): username and password, then the two-factor step when the API asks
// for it, with forgot-username and forgot-password alongside. After sign-in the guard decides
// where the member lands (rules 5–8), or the safe ?next= path.
import { useState, type SyntheticEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Field, Input, Link, MessageBar, MessageBarBody, Title2, Body1, makeStyles, tokens } from '@fluentui/react-components';
import { useServices, useSessionState } from '../../services/ServicesContext.tsx';
import { ApiError } from '../../services/http/ApiError.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { safeNextPath } from '../../guards/safeNext.ts';
import { pathOf } from '../../guards/routeCatalog.ts';
import { authStrings } from './authStrings.ts';
import { TwoFactorStep } from './TwoFactorStep.tsx';
import { ForgotDialog } from './ForgotDialog.tsx';
import { testSid } from '../../shared/testSid.ts';
import { startTimer, telemetry } from '../../services/telemetry/telemetry.ts';
import { signInFailureClass } from '../../services/telemetry/outcomes.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  links: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

export function LoginPage() {
  const styles = useStyles();
  const { t } = useNamespace('auth', authStrings);
  const { session } = useServices();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const exitReason = useSessionState((s) => s.exitReason);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<'credentials' | 'twoFactor'>(session.awaitingTwoFactor ? 'twoFactor' : 'credentials');
  const [dialog, setDialog] = useState<'password' | 'username' | null>(null);
  // The sign-in's duration runs from the credentials' submission to the session (with the code step).
  const [elapsed, setElapsed] = useState<(() => number) | null>(null);

  const landing = () => safeNextPath(params.get('next')) ?? '/?LoggedIn=true';

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!username.trim() || !password) return;
    setBusy(true);
    setError(null);
    const timer = startTimer();
    try {
      const outcome = await session.login(username.trim(), password);
      if (outcome.kind === 'twoFactor') {
        setPassword('');
        setElapsed(() => timer);
        setStep('twoFactor');
      } else {
        telemetry.trackEvent('SignIn', { kind: 'member', outcome: 'success', twoFactor: 'no' }, { durationMs: timer() });
        await navigate(landing(), { replace: true });
      }
    } catch (failure) {
      telemetry.trackEvent('SignIn', { kind: 'member', outcome: 'failure', failureClass: signInFailureClass(failure), twoFactor: 'no' }, { durationMs: timer() });
      setError(describeLoginError(failure, t));
    } finally {
      setBusy(false);
    }
  };

  if (step === 'twoFactor') {
    return (
      <TwoFactorStep
        onVerified={() => {
          telemetry.trackEvent('SignIn', { kind: 'member', outcome: 'success', twoFactor: 'yes' }, { durationMs: elapsed?.() ?? 0 });
          return navigate(landing(), { replace: true });
        }}
        onFailed={(failure) => telemetry.trackEvent('SignIn', { kind: 'member', outcome: 'failure', failureClass: signInFailureClass(failure) === 'locked' ? 'locked' : 'twoFactor', twoFactor: 'yes' }, { durationMs: elapsed?.() ?? 0 })}
        onBack={() => {
          session.cancelTwoFactor();
          setStep('credentials');
        }}
      />
    );
  }

  const notice = exitReason === 'centerMaintenance' ? t('login.maintenance') : exitReason === 'siteMaintenance' ? t('login.siteMaintenance') : exitReason === 'sessionEnded' ? t('login.sessionEnded') : null;

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="login-title">
      <Title2 as="h1" id="login-title">
        {t('login.title')}
      </Title2>
      <Body1>{t('login.intro')}</Body1>
      {notice ? (
        <MessageBar intent="warning">
          <MessageBarBody>{notice}</MessageBarBody>
        </MessageBar>
      ) : null}
      {error ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Field label={t('login.username')} required validationMessage={touched && !username.trim() ? t('login.required', { field: t('login.username').toLowerCase() }) : undefined}>
        <Input value={username} onChange={(_e, d) => setUsername(d.value)} autoComplete="username" input={testSid('login-username')} name="username" />
      </Field>
      <Field label={t('login.password')} required validationMessage={touched && !password ? t('login.required', { field: t('login.password').toLowerCase() }) : undefined}>
        <Input type="password" value={password} onChange={(_e, d) => setPassword(d.value)} autoComplete="current-password" input={testSid('login-password')} name="password" />
      </Field>
      <Button type="submit" appearance="primary" size="large" disabled={busy} embryo-test-sid="login-submit">
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
      <div className={styles.links}>
        <Link as="button" type="button" onClick={() => setDialog('username')}>
          {t('login.forgotUsername')}
        </Link>
        <Link as="button" type="button" onClick={() => setDialog('password')}>
          {t('login.forgotPassword')}
        </Link>
      </div>
      <Link href={pathOf('enroll')}>{t('login.enroll')}</Link>
      <ForgotDialog kind={dialog} onClose={() => setDialog(null)} />
    </form>
  );
}

function describeLoginError(failure: unknown, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (!(failure instanceof ApiError)) return t('BadAlert', { ns: 'common' });
  if (failure.status === 429) return t('login.locked', { seconds: failure.retryAfterSeconds ?? 60 });
  if (failure.subCode === 7) return t('login.maintenance');
  if (failure.subCode === 8) return t('login.siteMaintenance');
  if (failure.status === 401 || failure.status === 400) return t('login.invalid');
  if (failure.status === 0) return t('networkError', { ns: 'common' });
  return failure.detail ?? t('BadAlert', { ns: 'common' });
}
