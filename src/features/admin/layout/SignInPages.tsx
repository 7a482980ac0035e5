// The staff sign-in page (/admin/sign-in?next=…): one button that starts Entra ID sign-in and comes
// back to the page the person was going to; and the signed-out page (/admin/signed-out).
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { Body1, Button, Spinner } from '@fluentui/react-components';
import { useNamespace } from '../../../i18n/useNamespace.ts';
import { useSessionState } from '../../../services/ServicesContext.tsx';
import { adminPaths } from '../adminPaths.ts';
import { adminStrings } from '../adminStrings.ts';
import { staffReturnPath } from '../staff-auth/StaffAuth.ts';
import { useStaffSessionService } from '../session/StaffSessionContext.tsx';
import { Centered } from './Centered.tsx';

export function SignInPage() {
  const { t } = useNamespace('admin', adminStrings);
  const service = useStaffSessionService();
  const logo = useSessionState((s) => s.center?.logo);
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const next = staffReturnPath(new URLSearchParams(location.search).get('next'));
  const start = () => {
    setBusy(true);
    setFailed(false);
    service.signIn(next).catch(() => {
      setBusy(false);
      setFailed(true);
    });
  };
  return (
    <Centered title={t('signIn.heading')} logo={logo}>
      <Body1>{t('signIn.intro')}</Body1>
      <Button appearance="primary" size="large" disabledFocusable={busy} onClick={start} embryo-test-sid="admin-signin" icon={busy ? <Spinner size="tiny" /> : undefined}>
        {t('signIn.button')}
      </Button>
      {failed ? <Body1 role="alert">{t('signIn.failed')}</Body1> : null}
    </Centered>
  );
}

export function SignedOutPage() {
  const { t } = useNamespace('admin', adminStrings);
  const logo = useSessionState((s) => s.center?.logo);
  const location = useLocation();
  const navigate = useNavigate();
  // Entra sends back the sign-out's state, which MSAL has read by now: keep the address clean.
  useEffect(() => {
    if (location.search) void navigate(adminPaths.signedOut, { replace: true });
  }, [location.search, navigate]);
  return (
    <Centered title={t('signedOut.heading')} logo={logo}>
      <Body1>{t('signedOut.body')}</Body1>
      <RouterLink to={adminPaths.signIn}>{t('signedOut.again')}</RouterLink>
    </Centered>
  );
}
