// Every route of spec §2, declared once: path, name, role tag and layout flags.
// The router maps names to pages; the guard reads names and flags; links build paths from here.

export type RouteRole = 'match' | 'member' | 'info' | 'auth' | 'consent' | 'error';
export type RouteArea = 'matching' | 'member' | 'info' | 'auth' | 'consent' | 'error';

export interface RouteEntry {
  readonly name: string;
  readonly area: RouteArea;
  /** Child path inside its area ('' for the area root). */
  readonly child: string;
  readonly role: RouteRole;
  readonly noGuard?: boolean;
  readonly hideNavigationPanel?: boolean;
  readonly hideLayoutCard?: boolean;
  readonly noLayout?: boolean;
  readonly hideMaintenanceBanner?: boolean;
}

type RouteFlags = Omit<RouteEntry, 'name' | 'area' | 'child' | 'role'>;

/** The entries of one area, which all carry that area's role tag. */
const inArea =
  (area: RouteArea, role: RouteRole) =>
  (name: string, child: string, flags: RouteFlags = {}): RouteEntry => ({ name, area, child, role, ...flags });
const matching = inArea('matching', 'match');
const member = inArea('member', 'member');
const info = inArea('info', 'info');
const auth = inArea('auth', 'auth');
const consent = inArea('consent', 'consent');
const error = inArea('error', 'error');

/** The query parameter of the member view: the donor a recipient looks at. */
export const MEMBER_VIEW_QUERY = 'requestMemberId';

export const routeCatalog = {
  // Matching area
  matchingHome: matching('matchingHome', 'home'),
  matchingMentalHealth: matching('matchingMentalHealth', 'mental-health'),
  matchingProfile: matching('matchingProfile', 'profile'),
  matchingBuildProfileCreate: matching('C_', 'c-member-build-profile'),
  matchingLearnLegal: matching('matchingLearnLegal', 'learn-legal'),
  matchingLearnMedical: matching('matchingLearnMedical', 'learn-medical-considerations'),
  matchingMission: matching('matchingMission', 'mission'),
  matchingLearnProcess: matching('matchingLearnProcess', 'learn-matching-process'),
  matchingBuildProfileReview: matching('R_', 'r-member-build-profile', { hideNavigationPanel: true }),
  matchingSearch: matching('matchingSearch', 'member-search'),
  matchingMemberView: matching('matchingMemberView', 'member-view'),

  // Member area
  accountReadOnly: member('accountReadOnly', 'member-account-read-only'),
  account: member('account', 'account', { hideLayoutCard: true }),
  memberHome: member('memberHome', 'home'),
  memberAbout: member('memberAbout', 'about'),
  memberPrivacyPolicy: member('memberPrivacyPolicy', 'privacy-policy'),
  memberTerms: member('memberTerms', 'terms-and-conditions'),
  enroll: member('enroll', 'enroll', { noGuard: true }),
  enrollThankYou: member('enrollThankYou', 'enroll-thank-you', { noGuard: true }),
  gExploreDonateToAnotherCouple: member('gExploreDonateToAnotherCouple', 'g-member-explore-donate-to-another-couple'),
  cExploreDonateToAnotherCouple: member('cExploreDonateToAnotherCouple', 'c-member-explore-donate-to-another-couple'),
  thawAndDiscard: member('thawAndDiscard', 'thaw-and-discard'),
  cExploreDonateToScience: member('cExploreDonateToScience', 'c-member-explore-donate-to-science'),
  gExploreDonateToScience: member('gExploreDonateToScience', 'g-member-explore-donate-to-science'),
  testicularThawAndDiscard: member('testicularThawAndDiscard', 'testicular-thaw-and-discard'),
  eggThawAndDiscard: member('eggThawAndDiscard', 'egg-thaw-and-discard'),
  spermThawAndDiscard: member('spermThawAndDiscard', 'sperm-thaw-and-discard'),
  cExploreUseYourOwn: member('cExploreUseYourOwn', 'c-member-explore-use-your-own-embryos'),
  gExploreUseYourOwn: member('gExploreUseYourOwn', 'g-member-explore-use-your-own-embryos'),
  collectionAppointments: member('collectionAppointments', 'collection-appointments'),

  // Info area
  infoAbout: info('infoAbout', 'about', { noGuard: true }),
  infoPrivacyPolicy: info('infoPrivacyPolicy', 'privacy-policy', { noGuard: true }),
  infoTerms: info('infoTerms', 'terms-and-conditions', { noGuard: true }),
  preemptRegister: info('preemptRegister', 'preempt-register'),
  printBillingHistory: info('printBillingHistory', 'print-billing-history', { noLayout: true, hideMaintenanceBanner: true }),

  // Auth area
  login: auth('login', 'login', { noGuard: true }),
  resetPassword: auth('resetPassword', 'reset-password', { noGuard: true }),
  confirmEmail: auth('confirmEmail', 'confirm-email', { noGuard: true }),
  undoEmailChange: auth('undoEmailChange', 'undo-email-change', { noGuard: true }),

  // Consent area: a partner without an account answers the co-signing link mailed to them (no sign-in).
  cosign: consent('cosign', 'cosign', { noGuard: true }),

  // Error area
  notFound: error('notFound', '404', { noGuard: true }),
  reload: error('reload', 'reload', { noGuard: true }),
  noCenter: error('noCenter', 'no-center', { noGuard: true }),
} as const satisfies Record<string, RouteEntry>;

export type RouteKey = keyof typeof routeCatalog;
export type RouteName = (typeof routeCatalog)[RouteKey]['name'];

const areaRoots: Record<RouteArea, string> = {
  matching: '/matching',
  member: '/member',
  info: '/info',
  auth: '/auth',
  consent: '/consent',
  error: '/error',
};

export function pathOf(key: RouteKey): string {
  const e: RouteEntry = routeCatalog[key];
  return `${areaRoots[e.area]}/${e.child}`;
}

/** The donor a recipient views: `/matching/member-view?requestMemberId=…`. */
export function memberViewPath(requestMemberId: number): string {
  return `${pathOf('matchingMemberView')}?${MEMBER_VIEW_QUERY}=${requestMemberId}`;
}

export const allRoutes: readonly RouteEntry[] = Object.values(routeCatalog);

const byPath = new Map<string, RouteEntry>(allRoutes.map((e) => [`${areaRoots[e.area]}/${e.child}`, e]));
const byName = new Map<string, RouteEntry>(allRoutes.map((e) => [e.name, e]));

/** Rule 1: a route without a name is resolved from its path. */
export function resolveRoute(pathname: string): RouteEntry | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(clean);
}

export function routeByName(name: string): RouteEntry | undefined {
  return byName.get(name);
}

export function pathOfEntry(e: RouteEntry): string {
  return `${areaRoots[e.area]}/${e.child}`;
}
