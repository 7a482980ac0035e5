// The one render kit of the SPA's component tests: a page, the account routes or the staff area
// inside the real providers (i18n, Fluent, services, router), with the fakes of ./fakes: fake API
// calls (jest.fn), a fake content service and a tiny session store, or the real SessionService and
// StaffSessionService over fake APIs.
import { accessTokenFor } from './accessToken';
import { useEffect, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Member } from '../../../contract/api/members';
import { AdminRoutes } from '../../../src/features/admin/AdminApp';
import { StaffSessionProvider } from '../../../src/features/admin/session/StaffSessionContext';
import { AccountPage, PrintBillingHistoryPage } from '../../../src/features/account/accountPages';
import { EnrollPage, EnrollThankYouPage, PreemptRegisterPage } from '../../../src/features/account/enrolmentPages';
import { createI18n } from '../../../src/i18n/createI18n';
import { preloadNamespaces } from './namespaces';
import type { PortalLocale } from '../../../src/i18n/locales';
import type { PortalApi } from '../../../src/services/api/createPortalApi';
import { ServicesProvider, type Services } from '../../../src/services/ServicesContext';
import { SessionService, type SessionState } from '../../../src/services/session/SessionService';
import { createTokenStore, type ObservableTokenStore } from '../../../src/services/session/TokenStore';
import { CaptchaWidgetSlot, type CaptchaWidgetProps } from '../../../src/shared/captcha/useCaptcha';
import { fakeAccountApi, makeAccountMember, type FakeAccountApi } from './fakes/accountFakes';
import { setup } from './fakes/memberFakes';
import type { AdminSetup } from './fakes/staffFakes';
import { memoryStorage } from './memoryStorage';

export * from './fakes/memberFakes';
export * from './fakes/accountFakes';
export * from './fakes/staffFakes';
export * from './fakes/paymentFakes';

export interface RenderOptions {
  locale?: PortalLocale;
  /** Let the page's first loads (fake calls answer at once) finish before returning. Default true. */
  settle?: boolean;
}

interface RenderRoutesOptions {
  locale?: PortalLocale;
  /** A stand-in for the captcha widget. */
  captcha?: ComponentType<CaptchaWidgetProps>;
  /** Things shown beside the routes, inside the router. */
  beside?: ReactNode;
}

/** The routes at `path` inside the app's real providers. */
async function renderRoutes(routes: ReactNode, services: Services, path: string | { pathname: string; state?: unknown }, options: RenderRoutesOptions = {}) {
  const i18n = await preloadNamespaces(await createI18n(options.locale ?? 'en-US'));
  const router = (
    <MemoryRouter initialEntries={[path]}>
      <Routes>{routes}</Routes>
      {options.beside}
    </MemoryRouter>
  );
  const view = render(
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={webLightTheme}>
        <ServicesProvider services={services}>
          {options.captcha ? <CaptchaWidgetSlot.Provider value={options.captcha}>{router}</CaptchaWidgetSlot.Provider> : router}
        </ServicesProvider>
      </FluentProvider>
    </I18nextProvider>,
  );
  return { ...view, i18n };
}

/** Renders `ui` at any path. `path` may carry the location state a page is navigated to with. */
export async function renderPage(ui: ReactElement, services: Services, path: string | { pathname: string; state?: unknown }, options: RenderOptions = {}) {
  const view = await renderRoutes(<Route path="*" element={ui} />, services, path, options);
  if (options.settle ?? true) await settle(1);
  return view;
}

/** Lets fake calls (which answer at once) and lazy pages finish. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

// ---- the account routes ----

export interface AccountRenderOptions {
  path: string;
  api?: FakeAccountApi;
  member?: Member | null;
  locale?: PortalLocale;
}

export interface RenderedAccount {
  api: FakeAccountApi;
  session: SessionService;
  tokens: ObservableTokenStore;
}

/** Renders the account routes at `path` with the real SessionService over a fake account API. */
export async function renderAccount(options: AccountRenderOptions): Promise<RenderedAccount & Awaited<ReturnType<typeof renderRoutes>>> {
  const api = options.api ?? fakeAccountApi();
  const tokens = createTokenStore(memoryStorage());
  const member = options.member === null ? null : (options.member ?? makeAccountMember());
  // The session keeps a member only while the token names that member.
  tokens.setTokens({ accessToken: accessTokenFor(member?.id ?? makeAccountMember().id), refreshToken: 'old-refresh' });
  const session = new SessionService(api as unknown as PortalApi, tokens);
  await session.loadCenter('localhost');
  if (member) session.setMember(member);
  const services = {
    api: api as unknown as PortalApi,
    session,
    configuration: {} as Services['configuration'],
    content: {} as Services['content'],
    runtime: { apiBaseAddress: '', environment: 'test' },
    notify: jest.fn(),
  } satisfies Services;
  const routes = (
    <>
      <Route path="/member/account" element={<AccountPage />} />
      <Route path="/member/member-account-read-only" element={<AccountPage />} />
      <Route path="/member/enroll" element={<EnrollPage />} />
      <Route path="/member/enroll-thank-you" element={<EnrollThankYouPage />} />
      <Route path="/info/preempt-register" element={<PreemptRegisterPage />} />
      <Route path="/info/print-billing-history" element={<PrintBillingHistoryPage />} />
      <Route path="/" element={<p>Home page</p>} />
    </>
  );
  const view = await renderRoutes(routes, services, options.path, { locale: options.locale, captcha: SolvingCaptchaWidget });
  return { api, session, tokens, ...view };
}

let captchaSolutions = 0;
/** Stands in for the ALTCHA widget: answers a fresh solution (`solution-1`, `solution-2`, …) as soon as it mounts. */
function SolvingCaptchaWidget(props: CaptchaWidgetProps) {
  const { onSolved } = props;
  useEffect(() => onSolved(`solution-${String((captchaSolutions += 1))}`), [onSolved]);
  return null;
}

/** Numbers the stand-in captcha's solutions from 1 again (call before a test that checks them). */
export function resetCaptchaSolutions(): void {
  captchaSolutions = 0;
}

// ---- the staff area ----

/** Shows where the router is, so tests can check redirects. */
function Where() {
  const location = useLocation();
  return <div hidden data-testid="where">{`${location.pathname}${location.search}`}</div>;
}

export interface RenderAdminOptions {
  locale?: PortalLocale;
  /** The member-side session (e.g. a member signed in: tokens set). */
  memberSession?: Partial<SessionState>;
}

/** Renders the staff area at `path` with the member-side fakes (for the clinic and whether a member is signed in). */
export async function renderAdmin(setupResult: AdminSetup, path: string, options: RenderAdminOptions = {}) {
  const { services } = setup({ session: options.memberSession ?? {} });
  const routes = (
    <>
      <Route
        path="/admin/*"
        element={
          <StaffSessionProvider service={setupResult.service}>
            <AdminRoutes />
          </StaffSessionProvider>
        }
      />
      <Route path="*" element={<p>Outside the staff area</p>} />
    </>
  );
  const view = await renderRoutes(routes, services, path, { locale: options.locale, beside: <Where /> });
  await settle();
  return view;
}
