// Sign in (spec §2 auth area): username and password, then the two-factor step when the API asks
// for it, with forgot-username and forgot-password alongside. After sign-in the member goes to the
// safe ?next= path (a deep link) or home, flagged LoggedIn, so the guard applies every landing rule
// (5–8) either way. The page says why a session ended, announces scheduled maintenance before
// sign-in, and carries the captcha once the API asks for one (repeated failures, issue 15).
import type { TFunction } from 'i18next';
import { lazy, Suspense, useEffect, useState, type SyntheticEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Field, Input, Link, Title2, Body1, makeStyles, tokens } from '@fluentui/react-components';
import { useServices, useSessionState } from '../../services/ServicesContext.tsx';
import { ApiError } from '../../services/http/ApiError.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { landingAfterSignIn } from '../../guards/safeNext.ts';
import { pathOf } from '../../guards/routeCatalog.ts';
import { authStrings } from './authStrings.ts';
import { testSid } from '../../shared/testSid.ts';
import { LoadingBar } from '../../shared/LoadingBar.tsx';
import { Notice } from '../../shared/Notice.tsx';
import { loadOrFallback } from '../../shared/loadWithRetry.ts';
import { startTimer, telemetry } from '../../services/telemetry/telemetry.ts';
import { signInFailureClass } from '../../services/telemetry/outcomes.ts';
import { CaptchaUnavailableError, useCaptcha } from '../../shared/captcha/useCaptcha.tsx';
import type { MaintenanceNotice } from '../../../contract/api/auth.ts';
import { forgetStartupMaintenance, loadedNoticeView, loadNoticeView, readMaintenance, startupMaintenance } from './loginMaintenance.ts';
import { SubCode } from '../../../contract/domain/problems.ts';

// The code step loads once the password was accepted (most members never need it).
const TwoFactorStep = lazy(async () => import(/* webpackChunkName: "two-factor" */ './TwoFactorStep.tsx').then((m) => ({ default: m.TwoFactorStep })));
// The forgot-username and forgot-password dialog (Fluent's dialog, its focus trap, the captcha) loads
// when a member first opens it: it is no part of the sign-in page's first load.
const ForgotDialog = lazy(async () => import(/* webpackChunkName: "forgot-dialog" */ './ForgotDialog.tsx').then((m) => ({ default: m.ForgotDialog })));
// The maintenance notice's code loads only when there is maintenance to announce (at start-up, before
// the first render, when the sign-in page is the first page: loginMaintenance.ts). Code that cannot be
// loaded (asked for twice) leaves the notice out, in this tab, rather than failing the sign-in page; a
// fault in it rather than a lost chunk is reported.
const LazyMaintenanceNotice = lazy(async () => ({ default: await loadOrFallback(loadNoticeView, () => null, 'loginMaintenanceNotice') }));

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  links: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

export function LoginPage() {
  const styles = useStyles();
  const { t } = useNamespace('auth', authStrings);
  const { session, api } = useServices();
  const navigate = useNavigate();
  const center = useSessionState((s) => s.center);
  const captcha = useCaptcha(false);
  // What start-up read for the clinic, when this is the first page; the notice is then in the first render.
  const [startupRead] = useState(() => startupMaintenance());
  const [maintenance, setMaintenance] = useState<MaintenanceNotice | null>(startupRead?.ready?.notice ?? null);
  const [params] = useSearchParams();
  const exitReason = useSessionState((s) => s.exitReason);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<'credentials' | 'twoFactor'>(session.awaitingTwoFactor ? 'twoFactor' : 'credentials');
  const [codeExpiresAt, setCodeExpiresAt] = useState<string | null>(session.twoFactorExpiresAt);
  const [dialog, setDialog] = useState<'password' | 'username' | null>(null);
  // Mounted from the first opening on, so that closing it plays Fluent's own closing.
  const [dialogUsed, setDialogUsed] = useState(false);
  const openDialog = (kind: 'password' | 'username') => {
    setDialogUsed(true);
    setDialog(kind);
  };
  // The sign-in's duration runs from the credentials' submission to the session (with the code step).
  const [elapsed, setElapsed] = useState<(() => number) | null>(null);

  const landing = () => landingAfterSignIn(params.get('next'));

  // Scheduled maintenance of the clinic or the whole site, told before anyone signs in; read, as
  // start-up reads it, by the site's address, once that address is known to be a clinic's.
  const centerId = center?.id;
  useEffect(() => {
    if (centerId === undefined) return undefined;
    // Start-up's read is used once, by the page it was made for; a later visit reads again.
    const fromStartup = startupRead;
    forgetStartupMaintenance();
    const controller = new AbortController();
    // Start-up's answer (the same notice when the first render had it; start-up waits only so long).
    (fromStartup ? fromStartup.read : readMaintenance(api, window.location.host, controller.signal))
      .then((notice) => {
        if (!controller.signal.aborted) setMaintenance(notice);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [api, centerId, startupRead]);
  // One of two components made once at module level (the loaded one from start-up's load on), not one
  // made during render: it changes at most once, from the lazy one to the loaded one.
  const MaintenanceNoticeView = loadedNoticeView() ?? LazyMaintenanceNotice;

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!username.trim() || !password) return;
    setBusy(true);
    setError(null);
    const timer = startTimer();
    try {
      const outcome = await captcha.send((solution) => session.login(username.trim(), password, solution));
      if (outcome.kind === 'twoFactor') {
        setPassword('');
        setCodeExpiresAt(outcome.codeExpiresAt);
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
      <Suspense fallback={<LoadingBar />}>
        <TwoFactorStep
          codeExpiresAt={codeExpiresAt}
          onVerified={() => {
            telemetry.trackEvent('SignIn', { kind: 'member', outcome: 'success', twoFactor: 'yes' }, { durationMs: elapsed?.() ?? 0 });
            return navigate(landing(), { replace: true });
          }}
          onFailed={(failure) =>
            telemetry.trackEvent(
              'SignIn',
              { kind: 'member', outcome: 'failure', failureClass: signInFailureClass(failure) === 'locked' ? 'locked' : 'twoFactor', twoFactor: 'yes' },
              { durationMs: elapsed?.() ?? 0 },
            )
          }
          onBack={() => {
            session.cancelTwoFactor();
            setStep('credentials');
          }}
        />
      </Suspense>
    );
  }

  const notice =
    exitReason === 'centerMaintenance'
      ? t('login.maintenance')
      : exitReason === 'siteMaintenance'
        ? t('login.siteMaintenance')
        : exitReason === 'sessionEnded'
          ? t('login.sessionEnded')
          : exitReason === 'signedOut'
            ? t('login.signedOut')
            : null;

  return (
    <>
      <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="login-title">
        <Title2 as="h1" id="login-title">
          {t('login.title')}
        </Title2>
        <Body1>{t('login.intro')}</Body1>
        <div role="status" embryo-test-sid="login-exit-notice">
          {notice ? (
            <Notice intent={exitReason === 'signedOut' ? 'info' : 'warning'} multiline>
              {notice}
            </Notice>
          ) : null}
        </div>
        {maintenance && center ? (
          <Suspense fallback={null}>
            {/* eslint-disable-next-line react-hooks/static-components -- see MaintenanceNoticeView above */}
            <MaintenanceNoticeView notice={maintenance} clinicName={center.name} />
          </Suspense>
        ) : null}
        {error ? (
          <Notice intent="error" role="alert">
            {error}
          </Notice>
        ) : null}
        <Field label={t('login.username')} required validationMessage={touched && !username.trim() ? t('login.required', { field: t('login.username').toLowerCase() }) : undefined}>
          <Input value={username} onChange={(_e, d) => setUsername(d.value)} autoComplete="username" input={testSid('login-username')} name="username" />
        </Field>
        <Field label={t('login.password')} required validationMessage={touched && !password ? t('login.required', { field: t('login.password').toLowerCase() }) : undefined}>
          <Input type="password" value={password} onChange={(_e, d) => setPassword(d.value)} autoComplete="current-password" input={testSid('login-password')} name="password" />
        </Field>
        {captcha.field}
        <Button type="submit" appearance="primary" size="large" disabled={busy} embryo-test-sid="login-submit">
          {busy ? t('login.submitting') : t('login.submit')}
        </Button>
        <div className={styles.links}>
          <Link as="button" type="button" onClick={() => openDialog('username')}>
            {t('login.forgotUsername')}
          </Link>
          <Link as="button" type="button" onClick={() => openDialog('password')}>
            {t('login.forgotPassword')}
          </Link>
        </div>
        <Link href={pathOf('enroll')}>{t('login.enroll')}</Link>
      </form>
      {/* Outside the sign-in form: the dialog's own submit must not bubble (through React's tree) into it. */}
      {dialogUsed ? (
        <Suspense fallback={null}>
          <ForgotDialog kind={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

function describeLoginError(failure: unknown, t: TFunction<'auth'>): string | null {
  // The captcha says itself that its check could not finish, with a button to try again.
  if (failure instanceof CaptchaUnavailableError) return null;
  if (!(failure instanceof ApiError)) return t('BadAlert', { ns: 'common' });
  if (failure.status === 429) return t('login.locked', { seconds: failure.retryAfterSeconds ?? 60 });
  if (failure.subCode === SubCode.centerUnderMaintenance) return t('login.maintenance');
  if (failure.subCode === SubCode.siteUnderMaintenance) return t('login.siteMaintenance');
  if (failure.status === 401 || failure.status === 400) return t('login.invalid');
  if (failure.status === 0) return t('networkError', { ns: 'common' });
  return failure.detail ?? t('BadAlert', { ns: 'common' });
}
