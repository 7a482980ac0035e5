// The staff area of the SPA (/admin/*, issue 12), one lazy chunk with MSAL inside. It signs staff in
// with Entra ID, keeps members out (a member session is sent to its own home), and holds the staff
// console's pages. The redirect page hands Entra's answer back to the page that started sign-in.
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, Navigate, Route, Routes, useLocation } from 'react-router';
import { Body1, Button, Caption1, makeStyles, MessageBar, MessageBarActions, MessageBarBody, Spinner, Subtitle1, Title2, tokens } from '@fluentui/react-components';
import type { StaffSession } from '../../../server/contract/admin.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { useServices, useSessionState } from '../../services/ServicesContext.tsx';
import { testSid } from '../../shared/testSid.ts';
import { adminStrings } from './adminStrings.ts';
import { createStaffApi, StaffApiError, type StaffApi } from './staffApi.ts';
import type { StaffAuth } from './staffAuth.ts';
import { WorkQueuePage } from './WorkQueuePage.tsx';

const useStyles = makeStyles({
  page: { minHeight: '100vh', display: 'flex', flexDirection: 'column' },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`,
    background: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  who: { marginInlineStart: 'auto', display: 'flex', flexDirection: 'column', alignItems: 'flex-end' },
  nav: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  main: { padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXL}`, maxWidth: '1200px', width: '100%', boxSizing: 'border-box', margin: '0 auto' },
  center: { maxWidth: '480px', margin: '10vh auto', padding: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  disabled: { color: tokens.colorNeutralForegroundDisabled },
});

type Started = { status: 'starting' } | { status: 'off' } | { status: 'failed'; detail: string } | { status: 'ready'; auth: StaffAuth };

export function AdminApp() {
  const location = useLocation();
  // Entra's answer arrives here; the bridge hands it to the page that started sign-in (MSAL v5).
  if (location.pathname === '/admin/auth/redirect') return <RedirectBridge />;
  return <StaffArea />;
}

function RedirectBridge() {
  useEffect(() => {
    void import('@azure/msal-browser/redirect-bridge').then(({ broadcastResponseToMainFrame }) => broadcastResponseToMainFrame());
  }, []);
  return <Spinner style={{ marginTop: '20vh' }} />;
}

function StaffArea() {
  const styles = useStyles();
  const { t } = useNamespace('admin', adminStrings);
  const { configuration } = useServices();
  const memberSignedIn = useSessionState((s) => s.tokens !== null);
  const [started, setStarted] = useState<Started>({ status: 'starting' });

  useEffect(() => {
    const staff = configuration.staff;
    if (!staff) {
      setStarted({ status: 'off' });
      return;
    }
    // MSAL is its own chunk, fetched beside this one (and cached apart from the console's own code).
    import(/* webpackChunkName: "msal" */ './staffAuth.ts')
      .then(({ StaffAuth }) => StaffAuth.start(staff, window.location.origin))
      .then(
        (auth) => setStarted({ status: 'ready', auth }),
        (error: unknown) => setStarted({ status: 'failed', detail: error instanceof Error ? error.message : '' }),
      );
  }, [configuration.staff]);

  if (memberSignedIn) {
    return (
      <Centered title={t('signIn.heading')}>
        <Body1>{t('signIn.memberSignedIn')}</Body1>
        <RouterLink to="/">{t('signIn.memberHome')}</RouterLink>
      </Centered>
    );
  }
  if (started.status === 'starting') return <Spinner label={t('loading')} className={styles.center} />;
  if (started.status === 'off') return <Centered title={t('signIn.heading')}>{t('signIn.notOffered')}</Centered>;
  if (started.status === 'failed') return <Centered title={t('signIn.heading')}>{t('failed', { detail: started.detail })}</Centered>;
  const auth = started.auth;
  return (
    <Routes>
      <Route path="signed-out" element={<SignedOutPage auth={auth} />} />
      <Route path="*" element={auth.account ? <Console auth={auth} /> : <SignInPage auth={auth} />} />
    </Routes>
  );
}

function Centered(props: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <main className={styles.center}>
      <Title2 as="h1">{props.title}</Title2>
      {props.children}
    </main>
  );
}

function SignInPage(props: { auth: StaffAuth }) {
  const { t } = useNamespace('admin', adminStrings);
  const location = useLocation();
  return (
    <Centered title={t('signIn.heading')}>
      <Body1>{t('signIn.intro')}</Body1>
      <Button appearance="primary" onClick={() => void props.auth.signIn(`${window.location.origin}${location.pathname}${location.search}`)} {...testSid('admin-signin')}>
        {t('signIn.button')}
      </Button>
    </Centered>
  );
}

function SignedOutPage(props: { auth: StaffAuth }) {
  const { t } = useNamespace('admin', adminStrings);
  return (
    <Centered title={t('signedOut.heading')}>
      <Button appearance="primary" onClick={() => void props.auth.signIn(`${window.location.origin}/admin/queue`)} {...testSid('admin-signin')}>
        {t('signedOut.again')}
      </Button>
    </Centered>
  );
}

type SessionState = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; session: StaffSession };

function Console(props: { auth: StaffAuth }) {
  const styles = useStyles();
  const { t, i18n } = useNamespace('admin', adminStrings);
  const api: StaffApi = useMemo(() => createStaffApi(props.auth, () => i18n.language), [props.auth, i18n]);
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  const load = useCallback(() => {
    setState({ status: 'loading' });
    api.me().then(
      (session) => setState({ status: 'ready', session }),
      (error: unknown) => setState({ status: 'failed', error }),
    );
  }, [api]);
  useEffect(load, [load]);

  if (state.status === 'loading') return <Spinner label={t('loading')} className={styles.center} />;
  if (state.status === 'failed') {
    const detail = state.error instanceof StaffApiError ? (state.error.detail ?? state.error.message) : '';
    return (
      <Centered title={t('title')}>
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{t('failed', { detail })}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={load}>{t('retry')}</Button>
          </MessageBarActions>
        </MessageBar>
        <Button onClick={() => void props.auth.signOut()} {...testSid('admin-signout')}>
          {t('signOut')}
        </Button>
      </Centered>
    );
  }
  const { session } = state;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Subtitle1 as="p">{t('title')}</Subtitle1>
        <nav aria-label={t('nav.label')} className={styles.nav}>
          <RouterLink to="/admin/queue">{t('nav.queue')}</RouterLink>
          {session.roles.includes('Support') ? (
            <span className={styles.disabled} aria-disabled="true">
              {t('nav.telemetry')}
            </span>
          ) : null}
        </nav>
        <div className={styles.who}>
          <Body1>{session.name}</Body1>
          <Caption1>{session.roles.map((role) => t(`roles.${role}`)).join(', ')}</Caption1>
        </div>
        <Button onClick={() => void props.auth.signOut()} {...testSid('admin-signout')}>
          {t('signOut')}
        </Button>
      </header>
      <main className={styles.main}>
        <Routes>
          <Route path="queue" element={<WorkQueuePage api={api} session={session} />} />
          <Route path="*" element={<Navigate to="/admin/queue" replace />} />
        </Routes>
      </main>
    </div>
  );
}
