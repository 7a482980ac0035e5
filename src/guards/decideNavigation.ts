// The navigation rules of spec §2, in the spec's order, as one pure function.
// Read as architecture §6 says: the per-member-type limits govern only the option routes
// (explore-… and …thaw-and-discard) and the matching routes; "home" is `/` resolved by rule 6.
// The router wrapper builds the snapshot, waits while the decision is 'wait' (rule 4 up to
// MEMBER_LOAD_WAIT_MS, then it sets memberLoadTimedOut) and applies redirects.
import type { BusinessModel } from '../../contract/api/centers.ts';
import type { Member } from '../../contract/api/members.ts';
import { mayOpenOptionRoute, isOptionRouteSlug } from '../../contract/domain/dispositionOptions.ts';
import { isExploreOptionsEnabled, isMatchingSiteEnabled, type MatchingFeatureFlags } from '../../contract/domain/featureAccess.ts';
import { hasPositiveBalance, isClosedOrAnonymous, isMatchingProfileCurrent, isRegistered, needsCardUpdate } from '../../contract/domain/memberRules.ts';
import { isMemberType, type MemberType } from '../../contract/domain/memberTypes.ts';
import { shouldShowCollectionAppointments } from '../../contract/domain/shouldShowCollectionAppointments.ts';
import { pathOf, resolveRoute, routeByName, type RouteEntry } from './routeCatalog.ts';

export type NavigationDecision = { readonly kind: 'allow' } | { readonly kind: 'redirect'; readonly to: string } | { readonly kind: 'wait' };

export type SearchInput = string | URLSearchParams | Readonly<Record<string, string | readonly string[] | null | undefined>>;

export interface NavigationTarget {
  readonly pathname: string;
  /** '?a=b', 'a=b', URLSearchParams or a parsed query object. */
  readonly search?: SearchInput;
  /** The matched route's name, when the router has one (rule 1 resolves it from the path otherwise). */
  readonly routeName?: string;
}

/** The member fields the rules read. */
export type NavigationMember = Pick<
  Member,
  | 'memberType'
  | 'registrationStageId'
  | 'accountStatusId'
  | 'isReadOnly'
  | 'billingBalance'
  | 'paymentMethodId'
  | 'defaultPaymentMethod'
  | 'matchingProfileStatusId'
  | 'matchingPrivacyTypeId'
> & { readonly profile: Pick<Member['profile'], 'offsiteStorageType'> };

/**
 * Everything the rules need, as plain data. `null` in an asynchronous field means "not known
 * yet": a rule that needs it answers 'wait'. When a call fails, pass the spec §8 fallback
 * instead (flags off, no freeze events, not an eligible location, no appointments).
 */
export interface NavigationSnapshot {
  readonly hasAccessToken: boolean;
  /** null until loaded (rule 4). */
  readonly member: NavigationMember | null;
  /** Set by the router once it has waited MEMBER_LOAD_WAIT_MS for the member. */
  readonly memberLoadTimedOut: boolean;
  /** The session user's MemberType; when empty the loaded member's memberType is used. */
  readonly memberType: MemberType | '' | null;
  /** Feature flags of the member's center; null while loading. */
  readonly features: MatchingFeatureFlags | null;
  /** MemberBelongsToEligibleDonationLocation; null while loading (only EmbryoCryo waits for it). */
  readonly belongsToEligibleDonationLocation: boolean | null;
  /** Whether the member can create a matching profile (EmbryoCryo matching limits). */
  readonly canCreateMatchingProfile: boolean;
  /** Whether the privacy type restricts the matching pages; defaults to isClosedOrAnonymous(member). */
  readonly privacyTypeRestricts?: boolean;
  /** Non-deleted freeze events exist; null while loading (rule 11 waits for it in B2C). */
  readonly hasFreezeEvents: boolean | null;
  /** The center's business model; null while loading. */
  readonly businessModel: BusinessModel | null;
  /** Offsite storage info; null while loading (rule 10). */
  readonly offsiteStorage: {
    readonly offsiteStorageModel: BusinessModel | null;
    readonly fertPresEnabled: boolean;
  } | null;
  /** The member's collection appointments; null while loading (rule 10). */
  readonly collectionAppointments: readonly { readonly state: string }[] | null;
}

const ALLOW: NavigationDecision = { kind: 'allow' };
const WAIT: NavigationDecision = { kind: 'wait' };
const redirect = (to: string): NavigationDecision => ({ kind: 'redirect', to });

/** Area roots redirect to their default child (spec §2). */
const areaRootRedirects: Readonly<Record<string, string>> = {
  '/matching': pathOf('matchingHome'),
  '/member': pathOf('memberHome'),
  '/auth': pathOf('login'),
  '/error': pathOf('notFound'),
};

/** Rule 5: what a member who is not registered may still see (besides the pre-empt register page). */
const unregisteredAllowed: ReadonlySet<string> = new Set(['memberPrivacyPolicy', 'memberTerms', 'memberAbout', 'preemptRegister']);

/** Rule 7: what a read-only member may see. */
const readOnlyAllowed: ReadonlySet<string> = new Set(['accountReadOnly', 'memberPrivacyPolicy', 'memberTerms', 'memberAbout', 'printBillingHistory']);

const learnPages = ['matchingLearnLegal', 'matchingLearnMedical', 'matchingLearnProcess'] as const;

/** Pages of the recipient's side (search and view donors, review their own profile) and of the donor's side (ADR 0004). */
const recipientOnlyMatching: ReadonlySet<string> = new Set(['matchingSearch', 'matchingMemberView', 'R_']);
const donorOnlyMatching: ReadonlySet<string> = new Set(['C_', 'matchingProfile']);

/** EmbryoRecipient without a Current profile: matching home, review profile and the learn pages. */
const recipientNotCurrentMatching: ReadonlySet<string> = new Set(['matchingHome', 'R_', ...learnPages]);
/** EmbryoCryo without a Current profile that can create one: learn pages, home and build profile. */
const cryoBuildProfileMatching: ReadonlySet<string> = new Set(['matchingHome', 'C_', ...learnPages]);
/** EmbryoCryo whose privacy type restricts: learn pages, home and profile. */
const cryoPrivacyRestrictedMatching: ReadonlySet<string> = new Set(['matchingHome', 'matchingProfile', ...learnPages]);

function normalizePath(pathname: string): string {
  const p = pathname.split(/[?#]/)[0] ?? '';
  if (p === '' || p === '/') return '/';
  return p.replace(/\/+$/, '') || '/';
}

function searchText(search: SearchInput | undefined): string {
  if (search === undefined) return '';
  if (typeof search === 'string') return search.replace(/^\?/, '');
  if (search instanceof URLSearchParams) return search.toString();
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(search)) {
    if (v == null) continue;
    if (typeof v === 'string') params.append(k, v);
    else for (const item of v) params.append(k, item);
  }
  return params.toString();
}

function queryValue(search: string, name: string): string | null {
  const params = new URLSearchParams(search);
  // Query names are matched without regard to case (LoggedIn, loggedin).
  for (const [k, v] of params) if (k.toLowerCase() === name.toLowerCase()) return v;
  return null;
}

/** Rule 8 reads LoggedIn as truthy unless it is absent, empty, '0' or 'false'. */
function isTruthyFlag(value: string | null): boolean {
  if (value === null) return false;
  const v = value.trim().toLowerCase();
  return v !== '' && v !== '0' && v !== 'false';
}

function resolvedMemberType(snapshot: Pick<NavigationSnapshot, 'memberType' | 'member'>): MemberType | null {
  if (isMemberType(snapshot.memberType)) return snapshot.memberType;
  const fromMember = snapshot.member?.memberType;
  return isMemberType(fromMember) ? fromMember : null;
}

/**
 * Rule 6's resolution of `/`: login without a member type, matching home for a recipient with
 * the matching site enabled (always, spec §6), member home otherwise.
 */
export function homePathFor(snapshot: Pick<NavigationSnapshot, 'memberType' | 'member' | 'features'>): string {
  const memberType = resolvedMemberType(snapshot);
  if (!memberType) return pathOf('login');
  if (memberType === 'EmbryoRecipient' && isMatchingSiteEnabled(memberType, snapshot.features)) return pathOf('matchingHome');
  return pathOf('memberHome');
}

/** Per-member-type limits on matching routes (spec §2), after rule 9 has let the member in. */
function matchingRouteAllowed(memberType: MemberType, entry: RouteEntry, snapshot: NavigationSnapshot, member: NavigationMember): boolean {
  const current = isMatchingProfileCurrent(member.matchingProfileStatusId);
  if (memberType === 'EmbryoRecipient') {
    if (donorOnlyMatching.has(entry.name)) return false;
    return current || recipientNotCurrentMatching.has(entry.name);
  }
  if (memberType === 'EmbryoCryo') {
    // The spec lists the two limits in this order; the first that applies decides.
    if (!current && snapshot.canCreateMatchingProfile) return cryoBuildProfileMatching.has(entry.name);
    const restricts = snapshot.privacyTypeRestricts ?? isClosedOrAnonymous(member);
    if (restricts) return cryoPrivacyRestrictedMatching.has(entry.name);
    return !recipientOnlyMatching.has(entry.name);
  }
  // Rule 9 already sent every other member type home.
  return false;
}

export function decideNavigation(target: NavigationTarget, snapshot: NavigationSnapshot): NavigationDecision {
  const pathname = normalizePath(target.pathname);
  const search = searchText(target.search);
  const isRoot = pathname === '/';

  const areaRedirect = areaRootRedirects[pathname];
  if (areaRedirect) return redirect(search ? `${areaRedirect}?${search}` : areaRedirect);

  // 1. A route without a name is resolved from its path.
  const entry = (target.routeName ? routeByName(target.routeName) : undefined) ?? resolveRoute(pathname);
  // Unknown paths are the router's 404 page.
  if (!entry && !isRoot) return ALLOW;

  // 2. Routes flagged noGuard skip the guard.
  if (entry?.noGuard) return ALLOW;

  // 3. No access token leads to login (carrying where the member was going).
  if (!snapshot.hasAccessToken) {
    if (isRoot) return redirect(pathOf('login'));
    const next = search ? `${pathname}?${search}` : pathname;
    return redirect(`${pathOf('login')}?next=${encodeURIComponent(next)}`);
  }

  // 4. Wait for the member, then give up to the reload page.
  const member = snapshot.member;
  if (!member) return snapshot.memberLoadTimedOut ? redirect(pathOf('reload')) : WAIT;

  // 5. Not registered: only privacy, terms, about and the pre-empt register page.
  // Final for an unregistered member, so later rules cannot bounce them back and forth.
  if (!isRegistered(member)) {
    return entry && unregisteredAllowed.has(entry.name) ? ALLOW : redirect(pathOf('preemptRegister'));
  }

  // 6. Resolve `/` (the query travels along so rule 8 still sees LoggedIn).
  const memberType = resolvedMemberType(snapshot);
  const home = homePathFor(snapshot);
  if (isRoot || !entry) return redirect(search ? `${home}?${search}` : home);

  // 7. Read-only members. Final for them: rule 8 would send them to account, which they may not see.
  if (member.isReadOnly) {
    return readOnlyAllowed.has(entry.name) ? ALLOW : redirect(pathOf('accountReadOnly'));
  }
  if (entry.name === 'accountReadOnly') return redirect(home);

  // 8. Just logged in: a balance forces the account page; a refused card forces its billing tab.
  if (isTruthyFlag(queryValue(search, 'LoggedIn'))) {
    const onAccount = entry.name === 'account';
    if (hasPositiveBalance(member)) {
      if (!onAccount) return redirect(pathOf('account'));
    } else if (needsCardUpdate(member)) {
      if (!onAccount || queryValue(search, 'T') !== 'B') return redirect(`${pathOf('account')}?T=B`);
    }
  }

  // 9. Matching routes need the matching site (EmbryoCryo: also an eligible donation location).
  if (entry.area === 'matching') {
    if (memberType === 'EmbryoCryo') {
      if (snapshot.features === null) return WAIT;
      if (snapshot.features.matchingSite && snapshot.belongsToEligibleDonationLocation === null) return WAIT;
    }
    const enabled = isMatchingSiteEnabled(memberType, snapshot.features, snapshot.belongsToEligibleDonationLocation ?? false);
    if (!enabled) return redirect(home);
  }

  // 10. Collection appointments: wait for the storage model and the appointments, then show them or go home.
  if (entry.name === 'collectionAppointments') {
    if (snapshot.offsiteStorage === null || snapshot.collectionAppointments === null) return WAIT;
    const show = shouldShowCollectionAppointments({
      memberType,
      offsiteStorageType: member.profile.offsiteStorageType,
      offsiteStorageModel: snapshot.offsiteStorage.offsiteStorageModel,
      fertPresEnabled: snapshot.offsiteStorage.fertPresEnabled,
      appointments: snapshot.collectionAppointments,
    });
    return show ? ALLOW : redirect(home);
  }

  // 11. Option routes (explore-… and …thaw-and-discard) need explore options enabled.
  const isOptionRoute = entry.area === 'member' && isOptionRouteSlug(entry.child);
  if (isOptionRoute) {
    if (snapshot.businessModel === null) return WAIT;
    if (snapshot.businessModel === 'B2C' && snapshot.hasFreezeEvents === null) return WAIT;
    if (!isExploreOptionsEnabled(snapshot.businessModel, snapshot.hasFreezeEvents === true)) return redirect(home);
  }

  // Per member type: each opens only its own option routes; matching pages as limited above.
  if (isOptionRoute && !mayOpenOptionRoute(memberType, entry.child)) return redirect(home);
  // A recipient's home is the matching home (architecture §6): member home is not among their pages.
  if (entry.name === 'memberHome' && home !== pathOf('memberHome')) return redirect(home);
  if (entry.area === 'matching' && memberType && !matchingRouteAllowed(memberType, entry, snapshot, member)) {
    return redirect(home);
  }

  return ALLOW;
}
