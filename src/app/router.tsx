// The route table of spec §2: three layouts under the root plus the auth and error areas, each
// child taken from the route catalogue; pages load lazily, one chunk per feature.
import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { allRoutes, pathOf, resolveRoute, routeCatalog, type RouteArea, type RouteEntry, type RouteKey } from '../guards/routeCatalog.ts';
import { LoadingBar } from '../shared/LoadingBar.tsx';
import { ChunkErrorBoundary, lazyPage } from './lazyPage.tsx';
import { loadWithRetry } from '../shared/loadWithRetry.ts';
import { RouteGuard } from './RouteGuard.tsx';
import { BareLayout } from './layouts/BareLayout.tsx';
import { markPageShown } from '../shared/afterLoadIdle.ts';
import { staffAreaRoot } from '../features/admin/adminPaths.ts';

/** Rendered beside a page, inside its Suspense: committed once the page is on screen, so deferred work may follow. */
function PageShown() {
  useEffect(() => markPageShown(), []);
  return null;
}

type Page = LazyExoticComponent<ComponentType>;
/** Each page's chunk loader, for preloadRouteChunks. */
const pageLoaders = new Map<Page, () => Promise<unknown>>();
const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Page => {
  const page = lazyPage(async () => ({ default: (await load())[name] }));
  pageLoaders.set(page, load);
  return page;
};

const auth = () => import(/* webpackChunkName: "auth" */ '../features/auth/authPages.ts');
const authLinks = () => import(/* webpackChunkName: "auth-links" */ '../features/auth/authLinkPages.ts');
const errors = () => import(/* webpackChunkName: "errors" */ '../features/errors/errorPages.tsx');
const info = () => import(/* webpackChunkName: "info" */ '../features/info/infoPages.ts');
const member = () => import(/* webpackChunkName: "member" */ '../features/member/memberPages.ts');
const account = () => import(/* webpackChunkName: "account" */ '../features/account/accountPages.ts');
const enrolment = () => import(/* webpackChunkName: "enrolment" */ '../features/account/enrolmentPages.ts');
const dispositions = () => import(/* webpackChunkName: "dispositions" */ '../features/dispositions/dispositionPages.ts');
const matching = () => import(/* webpackChunkName: "matching" */ '../features/matching/matchingPages.ts');
const appointments = () => import(/* webpackChunkName: "appointments" */ '../features/appointments/appointmentPages.ts');
const consent = () => import(/* webpackChunkName: "consent" */ '../features/consent/consentPages.ts');
// The staff console (with MSAL) is its own chunk: no member page loads it.
const AdminApp = lazyPage(async () => ({ default: (await import(/* webpackChunkName: "admin" */ '../features/admin/AdminApp.tsx')).AdminApp }));

// The navigation rules (a few kilobytes, needed by every route) are part of the start-up bundle: no
// page waits for a chunk of its own before its layout and page can load.

// The portal layout loads with the first page that needs it, keeping the start-up bundle small. The
// bare layout is part of the start-up bundle (issue 16): the parts it shares with the portal layout
// (banners, footer, language switch) are drawn on every first page, whichever layout it has, and the
// sign-in page, where most visitors arrive, then needs one chunk of its own.
const portalLayout = () => import(/* webpackChunkName: "layout" */ './layouts/PortalLayout.tsx');
const PortalLayout = lazy(() => loadWithRetry(async () => ({ default: (await portalLayout()).PortalLayout })));

/** Whether the address is in the staff area: its own routes and sign-in, outside the member rules (no route guard). */
export function isStaffArea(pathname: string): boolean {
  return pathname === staffAreaRoot || pathname.startsWith(`${staffAreaRoot}/`);
}

/**
 * Starts loading the chunks the address will need (the portal layout where it has one, and the page's
 * own chunk) while the app still reads its configuration, instead of after it: called once at
 * start-up. A signed-out visitor at a signed-in address is sent to the sign-in page, so that is what
 * loads for them; a chunk that fails here loads again when the page asks for it.
 */
export function preloadRouteChunks(pathname: string, signedIn: boolean): void {
  const quietly = (load: () => Promise<unknown>) => void load().catch(() => undefined);
  const { pageLoader, area, portalArea } = firstPage(pathname);
  if (area === 'auth') return quietly(pageLoader ?? auth);
  if (opensSignIn(pathname, signedIn)) return quietly(auth);
  if (portalArea || area === 'info') quietly(portalLayout);
  if (pageLoader) quietly(pageLoader);
}

/** Whether a visitor who opens this address first sees the sign-in page. */
export function opensSignIn(pathname: string, signedIn: boolean): boolean {
  const { entry, pageLoader, area, portalArea } = firstPage(pathname);
  // Any address in the sign-in area but an e-mailed link's is the sign-in page's.
  if (area === 'auth') return (pageLoader ?? auth) === auth;
  // The site's root and the member pages send a visitor who is not signed in there; pages open to
  // anyone (enrolment, say) are theirs whoever visits.
  return !signedIn && (pathname === '/' || (portalArea && !entry?.noGuard));
}

function firstPage(pathname: string) {
  const entry = resolveRoute(pathname);
  const key = entry ? keyOf.get(entry) : undefined;
  const pageLoader = key ? pageLoaders.get(pages[key]) : undefined;
  const area = entry?.area ?? pathname.split('/')[1];
  return { entry, pageLoader, area, portalArea: area === 'member' || area === 'matching' };
}

const pages: Record<RouteKey, Page> = {
  matchingHome: named(matching, 'MatchingHomePage'),
  matchingMentalHealth: named(matching, 'MatchingContentPage'),
  matchingProfile: named(matching, 'MatchingProfilePage'),
  matchingBuildProfileCreate: named(matching, 'BuildProfilePage'),
  matchingLearnLegal: named(matching, 'MatchingContentPage'),
  matchingLearnMedical: named(matching, 'MatchingContentPage'),
  matchingMission: named(matching, 'MatchingContentPage'),
  matchingLearnProcess: named(matching, 'MatchingContentPage'),
  matchingBuildProfileReview: named(matching, 'ReviewProfilePage'),
  matchingSearch: named(matching, 'MatchingSearchPage'),
  matchingMemberView: named(matching, 'MemberViewPage'),
  accountReadOnly: named(account, 'AccountPage'),
  account: named(account, 'AccountPage'),
  memberHome: named(member, 'MemberHomePage'),
  memberAbout: named(info, 'InfoPage'),
  memberPrivacyPolicy: named(info, 'InfoPage'),
  memberTerms: named(info, 'InfoPage'),
  enroll: named(enrolment, 'EnrollPage'),
  enrollThankYou: named(enrolment, 'EnrollThankYouPage'),
  gExploreDonateToAnotherCouple: named(dispositions, 'DispositionOptionPage'),
  cExploreDonateToAnotherCouple: named(dispositions, 'DispositionOptionPage'),
  thawAndDiscard: named(dispositions, 'DispositionOptionPage'),
  cExploreDonateToScience: named(dispositions, 'DispositionOptionPage'),
  gExploreDonateToScience: named(dispositions, 'DispositionOptionPage'),
  testicularThawAndDiscard: named(dispositions, 'DispositionOptionPage'),
  eggThawAndDiscard: named(dispositions, 'DispositionOptionPage'),
  spermThawAndDiscard: named(dispositions, 'DispositionOptionPage'),
  cExploreUseYourOwn: named(dispositions, 'DispositionOptionPage'),
  gExploreUseYourOwn: named(dispositions, 'DispositionOptionPage'),
  collectionAppointments: named(appointments, 'CollectionAppointmentsPage'),
  infoAbout: named(info, 'InfoPage'),
  infoPrivacyPolicy: named(info, 'InfoPage'),
  infoTerms: named(info, 'InfoPage'),
  preemptRegister: named(enrolment, 'PreemptRegisterPage'),
  printBillingHistory: named(account, 'PrintBillingHistoryPage'),
  login: named(auth, 'LoginPage'),
  resetPassword: named(authLinks, 'ResetPasswordPage'),
  confirmEmail: named(authLinks, 'ConfirmEmailPage'),
  undoEmailChange: named(authLinks, 'UndoEmailChangePage'),
  cosign: named(consent, 'CosignPage'),
  notFound: named(errors, 'NotFoundPage'),
  reload: named(errors, 'ReloadPage'),
  noCenter: named(errors, 'NoCenterPage'),
};

const keyOf = new Map<RouteEntry, RouteKey>(Object.entries(routeCatalog).map(([key, entry]) => [entry, key as RouteKey]));

function routeElement(entry: RouteEntry) {
  const key = keyOf.get(entry);
  if (!key) throw new Error(`Route ${entry.name} has no page`);
  const PageComponent = pages[key];
  return (
    <Suspense fallback={<LoadingBar />}>
      <RouteGuard entry={entry}>
        <Suspense fallback={<LoadingBar />}>
          <PageComponent />
          <PageShown />
        </Suspense>
      </RouteGuard>
    </Suspense>
  );
}

function areaChildren(area: RouteArea, layout: boolean): RouteObject[] {
  return allRoutes.filter((e) => e.area === area && (e.noLayout ? !layout : layout)).map((e) => ({ path: e.child, element: routeElement(e) }));
}

const areaHome: Record<RouteArea, string> = {
  matching: pathOf('matchingHome'),
  member: pathOf('memberHome'),
  info: pathOf('infoAbout'),
  auth: pathOf('login'),
  // The consent area has no page of its own at its root: only links mailed to someone lead there.
  consent: pathOf('notFound'),
  error: pathOf('notFound'),
};

/**
 * An address no route knows: the 404 page inside the layout, at that address (the member keeps the
 * menu and sees what they typed). The guard lets unknown paths through (decideNavigation).
 */
const NotFound = named(errors, 'NotFoundPage');
const notFoundInPlace: RouteObject = {
  path: '*',
  element: (
    <Suspense fallback={<LoadingBar />}>
      {/* The guard lets an unknown path through; it loads the signed-in member, so the menu is theirs. */}
      <RouteGuard entry={null}>
        <Suspense fallback={<LoadingBar />}>
          <NotFound />
          <PageShown />
        </Suspense>
      </RouteGuard>
    </Suspense>
  ),
};

function area(name: RouteArea, layoutVariant: 'portal' | 'bare' | 'bare-wide'): RouteObject[] {
  const withLayout: RouteObject = {
    path: `/${name}`,
    element: <Suspense fallback={<LoadingBar />}>{layoutVariant === 'portal' ? <PortalLayout area={name} /> : <BareLayout wide={layoutVariant === 'bare-wide'} />}</Suspense>,
    children: [{ index: true, element: <Navigate to={areaHome[name]} replace /> }, ...areaChildren(name, true), notFoundInPlace],
  };
  const withoutLayout = areaChildren(name, false).map((r) => ({ ...r, path: `/${name}/${r.path ?? ''}` }));
  return [withLayout, ...withoutLayout];
}

const routes: RouteObject[] = [
  // Path `/` is resolved by the rules (rule 6): login, matching home or member home, keeping the query.
  {
    path: '/',
    element: (
      <Suspense fallback={<LoadingBar />}>
        <RouteGuard entry={null}>{null}</RouteGuard>
      </Suspense>
    ),
  },
  ...area('matching', 'portal'),
  ...area('member', 'portal'),
  ...area('info', 'portal'),
  ...area('auth', 'bare'),
  ...area('consent', 'bare-wide'),
  ...area('error', 'bare'),
  // The staff area keeps its own routes and sign-in (Entra ID), outside the member rules.
  {
    path: `${staffAreaRoot}/*`,
    element: (
      <Suspense fallback={<LoadingBar />}>
        <AdminApp />
      </Suspense>
    ),
  },
  // The catch-all (spec §2: unknown paths show the 404 page) keeps the address and the portal's layout and menu.
  {
    path: '*',
    element: (
      <Suspense fallback={<LoadingBar />}>
        <PortalLayout area="info" />
      </Suspense>
    ),
    children: [notFoundInPlace],
  },
];

/** The routed view; rendered inside the app's BrowserRouter. */
export function AppRoutes() {
  // A page has its own boundary; a layout or the guard that cannot load leaves nothing to keep, so
  // trying again is loading the app again on the same route.
  return <ChunkErrorBoundary onRetry={() => window.location.reload()}>{useRoutes(routes)}</ChunkErrorBoundary>;
}
