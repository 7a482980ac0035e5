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

const entry = (e: RouteEntry): RouteEntry => e;

/** The query parameter of the member view: the donor a recipient looks at. */
export const MEMBER_VIEW_QUERY = 'requestMemberId';

export const routeCatalog = {
  // Matching area
  matchingHome: entry({ name: 'matchingHome', area: 'matching', child: 'home', role: 'match' }),
  matchingMentalHealth: entry({ name: 'matchingMentalHealth', area: 'matching', child: 'mental-health', role: 'match' }),
  matchingProfile: entry({ name: 'matchingProfile', area: 'matching', child: 'profile', role: 'match' }),
  matchingBuildProfileCreate: entry({ name: 'C_', area: 'matching', child: 'c-member-build-profile', role: 'match' }),
  matchingLearnLegal: entry({ name: 'matchingLearnLegal', area: 'matching', child: 'learn-legal', role: 'match' }),
  matchingLearnMedical: entry({ name: 'matchingLearnMedical', area: 'matching', child: 'learn-medical-considerations', role: 'match' }),
  matchingMission: entry({ name: 'matchingMission', area: 'matching', child: 'mission', role: 'match' }),
  matchingLearnProcess: entry({ name: 'matchingLearnProcess', area: 'matching', child: 'learn-matching-process', role: 'match' }),
  matchingBuildProfileReview: entry({ name: 'R_', area: 'matching', child: 'r-member-build-profile', role: 'match', hideNavigationPanel: true }),
  matchingSearch: entry({ name: 'matchingSearch', area: 'matching', child: 'member-search', role: 'match' }),
  matchingMemberView: entry({ name: 'matchingMemberView', area: 'matching', child: 'member-view', role: 'match' }),

  // Member area
  accountReadOnly: entry({ name: 'accountReadOnly', area: 'member', child: 'member-account-read-only', role: 'member' }),
  account: entry({ name: 'account', area: 'member', child: 'account', role: 'member', hideLayoutCard: true }),
  memberHome: entry({ name: 'memberHome', area: 'member', child: 'home', role: 'member' }),
  memberAbout: entry({ name: 'memberAbout', area: 'member', child: 'about', role: 'member' }),
  memberPrivacyPolicy: entry({ name: 'memberPrivacyPolicy', area: 'member', child: 'privacy-policy', role: 'member' }),
  memberTerms: entry({ name: 'memberTerms', area: 'member', child: 'terms-and-conditions', role: 'member' }),
  enroll: entry({ name: 'enroll', area: 'member', child: 'enroll', role: 'member', noGuard: true }),
  enrollThankYou: entry({ name: 'enrollThankYou', area: 'member', child: 'enroll-thank-you', role: 'member', noGuard: true }),
  gExploreDonateToAnotherCouple: entry({ name: 'gExploreDonateToAnotherCouple', area: 'member', child: 'g-member-explore-donate-to-another-couple', role: 'member' }),
  cExploreDonateToAnotherCouple: entry({ name: 'cExploreDonateToAnotherCouple', area: 'member', child: 'c-member-explore-donate-to-another-couple', role: 'member' }),
  thawAndDiscard: entry({ name: 'thawAndDiscard', area: 'member', child: 'thaw-and-discard', role: 'member' }),
  cExploreDonateToScience: entry({ name: 'cExploreDonateToScience', area: 'member', child: 'c-member-explore-donate-to-science', role: 'member' }),
  gExploreDonateToScience: entry({ name: 'gExploreDonateToScience', area: 'member', child: 'g-member-explore-donate-to-science', role: 'member' }),
  testicularThawAndDiscard: entry({ name: 'testicularThawAndDiscard', area: 'member', child: 'testicular-thaw-and-discard', role: 'member' }),
  eggThawAndDiscard: entry({ name: 'eggThawAndDiscard', area: 'member', child: 'egg-thaw-and-discard', role: 'member' }),
  spermThawAndDiscard: entry({ name: 'spermThawAndDiscard', area: 'member', child: 'sperm-thaw-and-discard', role: 'member' }),
  cExploreUseYourOwn: entry({ name: 'cExploreUseYourOwn', area: 'member', child: 'c-member-explore-use-your-own-embryos', role: 'member' }),
  gExploreUseYourOwn: entry({ name: 'gExploreUseYourOwn', area: 'member', child: 'g-member-explore-use-your-own-embryos', role: 'member' }),
  collectionAppointments: entry({ name: 'collectionAppointments', area: 'member', child: 'collection-appointments', role: 'member' }),

  // Info area
  infoAbout: entry({ name: 'infoAbout', area: 'info', child: 'about', role: 'info', noGuard: true }),
  infoPrivacyPolicy: entry({ name: 'infoPrivacyPolicy', area: 'info', child: 'privacy-policy', role: 'info', noGuard: true }),
  infoTerms: entry({ name: 'infoTerms', area: 'info', child: 'terms-and-conditions', role: 'info', noGuard: true }),
  preemptRegister: entry({ name: 'preemptRegister', area: 'info', child: 'preempt-register', role: 'info' }),
  printBillingHistory: entry({ name: 'printBillingHistory', area: 'info', child: 'print-billing-history', role: 'info', noLayout: true, hideMaintenanceBanner: true }),

  // Auth area
  login: entry({ name: 'login', area: 'auth', child: 'login', role: 'auth', noGuard: true }),
  resetPassword: entry({ name: 'resetPassword', area: 'auth', child: 'reset-password', role: 'auth', noGuard: true }),
  confirmEmail: entry({ name: 'confirmEmail', area: 'auth', child: 'confirm-email', role: 'auth', noGuard: true }),
  undoEmailChange: entry({ name: 'undoEmailChange', area: 'auth', child: 'undo-email-change', role: 'auth', noGuard: true }),

  // Consent area: a partner without an account answers the co-signing link mailed to them (no sign-in).
  cosign: entry({ name: 'cosign', area: 'consent', child: 'cosign', role: 'consent', noGuard: true }),

  // Error area
  notFound: entry({ name: 'notFound', area: 'error', child: '404', role: 'error', noGuard: true }),
  reload: entry({ name: 'reload', area: 'error', child: 'reload', role: 'error', noGuard: true }),
  noCenter: entry({ name: 'noCenter', area: 'error', child: 'no-center', role: 'error', noGuard: true }),
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
