// The staff area of the SPA (/admin/*, issue 12), loaded lazily: no member page carries it. It starts
// the staff session (MSAL in its own `msal` chunk), keeps members out, sends anyone not signed in to
// the sign-in page (remembering where they were going) and holds the console's pages, one lazy chunk
// per page group. Entra ID's answer lands on the redirect bridge, which hands it to the page that
// started sign-in (MSAL v5) without starting MSAL itself.
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { Link as RouterLink, Navigate, Route, Routes, useLocation } from 'react-router';
import { Body1, Title2 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { FrontendConfiguration } from '../../../contract/api/centers.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { ApiError } from '../../services/http/ApiError.ts';
import { useServices, useSessionState } from '../../services/ServicesContext.tsx';
import { LoadingState } from '../../shared/PageState.tsx';
import { adminPaths, signInPath } from './adminPaths.ts';
import { adminStrings } from './adminStrings.ts';
import { createStaffApi } from './api/createStaffApi.ts';
import { staffReturnPath } from './staff-auth/StaffAuth.ts';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { Centered } from './layout/Centered.tsx';
import { SignedOutPage, SignInPage } from './layout/SignInPages.tsx';
import { StaffSessionProvider, useStaffSessionService, useStaffSessionState } from './session/StaffSessionContext.tsx';
import { StaffSessionService } from './session/StaffSessionService.ts';
import { StaffErrorMessage } from './StaffErrorMessage.tsx';
import { mayManageStaff, mayReadTelemetry } from './staffPermissions.ts';

const WorkQueuePage = lazy(async () => ({ default: (await import(/* webpackChunkName: "admin-queue" */ './queue/WorkQueuePage.tsx')).WorkQueuePage }));
const ConsentsPage = lazy(async () => ({ default: (await import(/* webpackChunkName: "admin-consents" */ './consents/ConsentsPage.tsx')).ConsentsPage }));
const MemberSearchPage = lazy(async () => ({ default: (await import(/* webpackChunkName: "admin-members" */ './members/memberPages.ts')).MemberSearchPage }));
const AdminMemberPage = lazy(async () => ({ default: (await import(/* webpackChunkName: "admin-members" */ './members/memberPages.ts')).AdminMemberPage }));
const ModerationPage = lazy(async () => ({ default: (await import(/* webpackChunkName: "admin-content" */ './content/contentPages.ts')).ModerationPage }));
const BannersPage = lazy(async () => ({ default: (await import(/* webpackChunkName: "admin-content" */ './content/contentPages.ts')).BannersPage }));
const MaintenancePage = lazy(async () => ({ default: (await import(/* webpackChunkName: "admin-content" */ './content/contentPages.ts')).MaintenancePage }));
const AuditLogPage = lazy(async () => ({ default: (await import(/* webpackChunkName: "admin-audit" */ './audit/AuditLogPage.tsx')).AuditLogPage }));
const TelemetryDashboardPage = lazy(async () => ({ default: (await import(/* webpackChunkName: "admin-telemetry" */ './telemetry/telemetryPages.ts')).TelemetryDashboardPage }));
const OperationTracePage = lazy(async () => ({ default: (await import(/* webpackChunkName: "admin-telemetry" */ './telemetry/telemetryPages.ts')).OperationTracePage }));
const StaffPage = lazy(async () => ({ default: (await import(/* webpackChunkName: "admin-staff" */ './staff/StaffPage.tsx')).StaffPage }));

export function AdminApp() {
  const location = useLocation();
  if (location.pathname === adminPaths.redirect) return <RedirectBridge />;
  return <StaffArea />;
}

/** Entra ID's answer: MSAL v5's bridge hands it to the page that started sign-in (and goes there). */
function RedirectBridge() {
  useEffect(() => {
    void import(/* webpackChunkName: "msal-bridge" */ '@azure/msal-browser/redirect-bridge')
      .then(({ broadcastResponseToMainFrame }) => broadcastResponseToMainFrame())
      .catch(() => window.location.replace(adminPaths.signIn));
  }, []);
  return <LoadingState />;
}

/**
 * One staff session per page load: the routed view is rebuilt when the language changes, and that
 * must not start MSAL (and read GET /Me) again.
 */
let shared: { configuration: FrontendConfiguration; service: StaffSessionService } | null = null;

function staffSessionFor(configuration: FrontendConfiguration, i18n: I18n): StaffSessionService {
  if (shared?.configuration === configuration) return shared.service;
  const staff = configuration.staff;
  const service = new StaffSessionService({
    loadAuth: async () => {
      if (!staff) return null;
      const { createMsalStaffAuth } = await import(/* webpackChunkName: "msal" */ './staff-auth/createMsalStaffAuth.ts');
      return createMsalStaffAuth(staff, window.location.origin);
    },
    createApi: (auth, onSignInRequired) => createStaffApi({ auth, onSignInRequired, language: () => i18n.language }),
  });
  shared = { configuration, service };
  return service;
}

function StaffArea() {
  const { configuration } = useServices();
  const { i18n } = useTranslation();
  const service = useMemo(() => staffSessionFor(configuration, i18n), [configuration, i18n]);
  return (
    <StaffSessionProvider service={service}>
      <AdminRoutes />
    </StaffSessionProvider>
  );
}

/** The staff area's routes for the session's state (tests render this with a fake session). */
export function AdminRoutes() {
  const { t } = useNamespace('admin', adminStrings);
  const service = useStaffSessionService();
  const state = useStaffSessionState((s) => s);
  const memberSignedIn = useSessionState((s) => s.tokens !== null);
  const location = useLocation();
  useEffect(() => void service.start(), [service]);

  if (state.status === 'starting') return <LoadingState />;
  // A member's session never opens the staff area (its routes and data are for staff only).
  if (memberSignedIn && (state.status === 'signedOut' || state.status === 'off')) return <NotForMembers />;
  if (state.status === 'off') {
    return (
      <Centered title={t('signIn.heading')}>
        <Body1>{t('signIn.notOffered')}</Body1>
      </Centered>
    );
  }
  const here = `${location.pathname}${location.search}`;
  return (
    <Routes>
      <Route path="sign-in" element={state.status === 'signedOut' ? <SignInPage /> : <Navigate to={staffReturnPath(new URLSearchParams(location.search).get('next'))} replace />} />
      <Route path="signed-out" element={state.status === 'signedOut' ? <SignedOutPage /> : <Navigate to={adminPaths.queue} replace />} />
      <Route path="*" element={<Console signInTo={here} />} />
    </Routes>
  );
}

function Console(props: { signInTo: string }) {
  const { t } = useNamespace('admin', adminStrings);
  const service = useStaffSessionService();
  const state = useStaffSessionState((s) => s);
  if (state.status === 'signedOut') return <Navigate to={signInPath(props.signInTo)} replace />;
  if (state.status === 'failed') {
    const noRole = state.error instanceof ApiError && state.error.status === 403;
    return (
      <Centered title={noRole ? t('noRole.heading') : t('title')}>
        {noRole ? <Body1>{t('noRole.body')}</Body1> : <StaffErrorMessage error={state.error} onRetry={() => void service.reload()} />}
        <SignOutLink />
      </Centered>
    );
  }
  if (state.status !== 'ready') return <LoadingState />;
  const session = state.session;
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<Navigate to={adminPaths.queue} replace />} />
        <Route path="queue" element={<Page>{<WorkQueuePage />}</Page>} />
        <Route path="consents" element={<Page>{<ConsentsPage />}</Page>} />
        <Route path="moderation" element={<Page>{<ModerationPage />}</Page>} />
        <Route path="banners" element={<Page>{<BannersPage />}</Page>} />
        <Route path="maintenance" element={<Page>{<MaintenancePage />}</Page>} />
        <Route path="members" element={<Page>{<MemberSearchPage />}</Page>} />
        <Route path="members/:memberId" element={<Page>{<AdminMemberPage />}</Page>} />
        <Route path="audit" element={<Page>{<AuditLogPage />}</Page>} />
        <Route path="telemetry" element={<Page>{mayReadTelemetry(session) ? <TelemetryDashboardPage /> : <Forbidden />}</Page>} />
        <Route path="telemetry/operations/:operationId" element={<Page>{mayReadTelemetry(session) ? <OperationTracePage /> : <Forbidden />}</Page>} />
        <Route path="staff" element={<Page>{mayManageStaff(session) ? <StaffPage /> : <Forbidden />}</Page>} />
        <Route path="*" element={<Navigate to={adminPaths.queue} replace />} />
      </Route>
    </Routes>
  );
}

function Page(props: { children: ReactNode }) {
  return <Suspense fallback={<LoadingState />}>{props.children}</Suspense>;
}

function Forbidden() {
  const { t } = useNamespace('admin', adminStrings);
  return (
    <section>
      <Title2 as="h1">{t('nav.staff')}</Title2>
      <Body1 as="p">{t('errors.forbidden')}</Body1>
    </section>
  );
}

function SignOutLink() {
  const { t } = useNamespace('admin', adminStrings);
  const service = useStaffSessionService();
  return (
    <RouterLink
      to={adminPaths.signedOut}
      onClick={(event) => {
        event.preventDefault();
        void service.signOut();
      }}
      embryo-test-sid="admin-signout"
    >
      {t('signOut')}
    </RouterLink>
  );
}

function NotForMembers() {
  const { t } = useNamespace('admin', adminStrings);
  return (
    <Centered title={t('notForMembers.heading')}>
      <Body1>{t('notForMembers.body')}</Body1>
      <RouterLink to="/">{t('notForMembers.home')}</RouterLink>
    </Centered>
  );
}
