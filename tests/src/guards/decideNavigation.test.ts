import { decideNavigation, homePathFor, type NavigationSnapshot } from '../../../src/guards/decideNavigation.ts';
import { allRoutes, pathOf, pathOfEntry, type RouteKey } from '../../../src/guards/routeCatalog.ts';
import { memberTypes, type MemberType } from '../../../contract/domain/memberTypes.ts';
import { aMemberOfType, aSnapshot } from './navigationFactories.ts';

const allow = { kind: 'allow' };
const wait = { kind: 'wait' };
const to = (path: string) => ({ kind: 'redirect', to: path });
const go = (key: RouteKey, snapshot: NavigationSnapshot, search?: string) => decideNavigation({ pathname: pathOf(key), search }, snapshot);

const MEMBER_HOME = '/member/home';
const MATCHING_HOME = '/matching/home';

describe('rule 1: routes without a name resolve from the path', () => {
  test('a path resolves to its catalogue route (trailing slash ignored)', () => {
    expect(decideNavigation({ pathname: '/member/member-account-read-only/' }, aSnapshot())).toEqual(to(MEMBER_HOME));
  });
  test('a given route name wins over the path', () => {
    expect(decideNavigation({ pathname: '/whatever', routeName: 'accountReadOnly' }, aSnapshot())).toEqual(to(MEMBER_HOME));
  });
  test('an unknown route name falls back to the path', () => {
    expect(decideNavigation({ pathname: '/member/member-account-read-only', routeName: 'nope' }, aSnapshot())).toEqual(to(MEMBER_HOME));
  });
  test.each(['/nowhere', '/member/not-a-page', '/info'])('unknown path %s is allowed (the router shows 404)', (pathname) => {
    expect(decideNavigation({ pathname }, aSnapshot({ hasAccessToken: false }))).toEqual(allow);
  });
  test.each([
    ['/matching', MATCHING_HOME],
    ['/member', MEMBER_HOME],
    ['/auth', '/auth/login'],
    ['/error', '/error/404'],
  ])('area root %s redirects to %s', (pathname, target) => {
    expect(decideNavigation({ pathname }, aSnapshot())).toEqual(to(target));
  });
});

describe('rule 2: noGuard routes skip the guard', () => {
  const open = allRoutes.filter((r) => r.noGuard);
  test('the open routes are enroll, enroll-thank-you, the info pages, auth pages (e-mail links included), the co-signing link and error pages', () => {
    expect(open.map((r) => r.name).sort()).toEqual(
      [
        'confirmEmail',
        'cosign',
        'enroll',
        'enrollThankYou',
        'infoAbout',
        'infoPrivacyPolicy',
        'infoTerms',
        'login',
        'noCenter',
        'notFound',
        'reload',
        'resetPassword',
        'undoEmailChange',
      ].sort(),
    );
  });
  test.each(open.map((r) => [pathOfEntry(r)]))('%s is allowed with no token, no member, an unregistered read-only member', (pathname) => {
    expect(decideNavigation({ pathname }, aSnapshot({ hasAccessToken: false, member: null }))).toEqual(allow);
    expect(decideNavigation({ pathname }, aSnapshot({}, { registrationStageId: 'PEND', isReadOnly: true }))).toEqual(allow);
  });
});

describe('rule 3: no access token leads to login', () => {
  const guarded = allRoutes.filter((r) => !r.noGuard);
  test.each(guarded.map((r) => [pathOfEntry(r)]))('%s → login with next', (pathname) => {
    expect(decideNavigation({ pathname }, aSnapshot({ hasAccessToken: false }))).toEqual(to(`/auth/login?next=${encodeURIComponent(pathname)}`));
  });
  test('the query travels in next', () => {
    expect(decideNavigation({ pathname: '/member/account', search: '?T=B' }, aSnapshot({ hasAccessToken: false }))).toEqual(to('/auth/login?next=%2Fmember%2Faccount%3FT%3DB'));
  });
  test('/ → plain login', () => {
    expect(decideNavigation({ pathname: '/' }, aSnapshot({ hasAccessToken: false, member: null }))).toEqual(to('/auth/login'));
  });
});

describe('rule 4: wait for the member, then the reload page', () => {
  test.each(['/', '/member/home', '/matching/home', '/info/preempt-register'])('%s waits while the member loads', (pathname) => {
    expect(decideNavigation({ pathname }, aSnapshot({ member: null }))).toEqual(wait);
  });
  test('after the wait times out → /error/reload', () => {
    expect(decideNavigation({ pathname: '/member/home' }, aSnapshot({ member: null, memberLoadTimedOut: true }))).toEqual(to('/error/reload'));
  });
});

describe('rule 5: not registered (registrationStageId ≠ REGI)', () => {
  const snapshot = aSnapshot({}, { registrationStageId: 'PEND' });
  const allowedKeys: RouteKey[] = ['memberPrivacyPolicy', 'memberTerms', 'memberAbout', 'preemptRegister'];
  test.each(allRoutes.filter((r) => !r.noGuard).map((r) => [r.name, pathOfEntry(r)]))('%s', (name, pathname) => {
    const expected = allowedKeys.some((k) => pathOf(k) === pathname) ? allow : to('/info/preempt-register');
    expect(decideNavigation({ pathname }, snapshot)).toEqual(expected);
  });
  test('/ → preempt-register', () => {
    expect(decideNavigation({ pathname: '/' }, snapshot)).toEqual(to('/info/preempt-register'));
  });
  test('a non-REGI recipient → preempt-register (rule 5 comes before rule 6)', () => {
    expect(decideNavigation({ pathname: '/' }, aMemberOfType('EmbryoRecipient', {}, { registrationStageId: 'NEW' }))).toEqual(to('/info/preempt-register'));
  });
  test('rule 5 wins over rule 7: an unregistered read-only member stays on preempt-register', () => {
    expect(go('preemptRegister', aSnapshot({}, { registrationStageId: 'PEND', isReadOnly: true }))).toEqual(allow);
  });
  test('rule 5 wins over rule 8: balance and LoggedIn do not pull them to account', () => {
    expect(go('preemptRegister', aSnapshot({}, { registrationStageId: 'PEND', billingBalance: 10 }), '?LoggedIn=1')).toEqual(allow);
  });
});

describe('rule 6: / resolves home', () => {
  test.each<[string, NavigationSnapshot, string]>([
    ['recipient (matching site always enabled) → matching home', aMemberOfType('EmbryoRecipient', { features: { matchingSite: false, openClosedDonation: false } }), MATCHING_HOME],
    ['EmbryoCryo → member home', aMemberOfType('EmbryoCryo'), MEMBER_HOME],
    ['EggCryo → member home', aMemberOfType('EggCryo'), MEMBER_HOME],
    ['SpermCryo → member home', aMemberOfType('SpermCryo'), MEMBER_HOME],
    ['TesticularTissueCryo → member home', aMemberOfType('TesticularTissueCryo'), MEMBER_HOME],
    ['session user without member type falls back to the member’s', aSnapshot({ memberType: '' }), MEMBER_HOME],
  ])('%s', (_why, snapshot, expected) => {
    expect(decideNavigation({ pathname: '/' }, snapshot)).toEqual(to(expected));
    expect(homePathFor(snapshot)).toBe(expected);
  });
  test('no member type at all → login', () => {
    const snapshot = aSnapshot({ memberType: '' }, { memberType: '' as MemberType });
    expect(decideNavigation({ pathname: '/' }, snapshot)).toEqual(to('/auth/login'));
    expect(homePathFor(snapshot)).toBe('/auth/login');
  });
  test('the query travels along so rule 8 can act next', () => {
    expect(decideNavigation({ pathname: '/', search: '?LoggedIn=1' }, aSnapshot())).toEqual(to('/member/home?LoggedIn=1'));
  });
});

describe('rule 7: read-only members', () => {
  const readOnly = aSnapshot({}, { isReadOnly: true });
  const allowedKeys: RouteKey[] = ['accountReadOnly', 'memberPrivacyPolicy', 'memberTerms', 'memberAbout', 'printBillingHistory'];
  test.each(allRoutes.filter((r) => !r.noGuard).map((r) => [r.name, pathOfEntry(r)]))('%s', (_name, pathname) => {
    const expected = allowedKeys.some((k) => pathOf(k) === pathname) ? allow : to('/member/member-account-read-only');
    expect(decideNavigation({ pathname }, readOnly)).toEqual(expected);
  });
  test('rule 7 before rule 8: read-only with a balance and LoggedIn=1 on member home → account read-only', () => {
    expect(go('memberHome', aSnapshot({}, { isReadOnly: true, billingBalance: 250 }), '?LoggedIn=1')).toEqual(to('/member/member-account-read-only'));
  });
  test('rule 7 is final for a read-only member: account read-only with a balance and LoggedIn=1 is allowed', () => {
    expect(go('accountReadOnly', aSnapshot({}, { isReadOnly: true, billingBalance: 250 }), '?LoggedIn=1')).toEqual(allow);
  });
  test.each(memberTypes.map((t) => [t]))('a non-read-only %s opening account read-only goes home', (type) => {
    expect(go('accountReadOnly', aMemberOfType(type))).toEqual(to(type === 'EmbryoRecipient' ? MATCHING_HOME : MEMBER_HOME));
  });
});

describe('rule 8: just logged in (query LoggedIn truthy)', () => {
  const balance = { billingBalance: 250 };
  const declined = {
    paymentMethodId: 'CR',
    defaultPaymentMethod: { creditCardDetails: { brand: 'VI' as const, lastFour: '0002', expiration: '12/30', systemStatus: 'Declined' } },
  };
  test.each<[string, Partial<NavigationSnapshot['member'] & object>, string, string | undefined, object]>([
    ['positive balance → account', balance, 'memberHome', '?LoggedIn=1', to('/member/account')],
    ['positive balance on an option route → account', balance, 'thawAndDiscard', 'LoggedIn=true', to('/member/account')],
    ['positive balance already on account → allowed', balance, 'account', '?LoggedIn=1', allow],
    ['positive balance without LoggedIn → not forced', balance, 'memberHome', undefined, allow],
    ['LoggedIn=0 is not truthy', balance, 'memberHome', '?LoggedIn=0', allow],
    ['LoggedIn=false is not truthy', balance, 'memberHome', '?LoggedIn=false', allow],
    ['LoggedIn= (empty) is not truthy', balance, 'memberHome', '?LoggedIn=', allow],
    ['query name matched without case', balance, 'memberHome', '?loggedin=1', to('/member/account')],
    ['zero balance → nothing', { billingBalance: 0 }, 'memberHome', '?LoggedIn=1', allow],
    ['CR with a declined card → account?T=B', declined, 'memberHome', '?LoggedIn=1', to('/member/account?T=B')],
    ['CR with a declined card on account without T=B → account?T=B', declined, 'account', '?LoggedIn=1', to('/member/account?T=B')],
    ['CR with a declined card on account?T=B → allowed', declined, 'account', '?LoggedIn=1&T=B', allow],
    [
      'CR with an accepted card (ACC) → nothing',
      { ...declined, defaultPaymentMethod: { creditCardDetails: { ...declined.defaultPaymentMethod.creditCardDetails, systemStatus: 'ACC' } } },
      'memberHome',
      '?LoggedIn=1',
      allow,
    ],
    ['CR with no card details → account?T=B', { paymentMethodId: 'CR', defaultPaymentMethod: null }, 'memberHome', '?LoggedIn=1', to('/member/account?T=B')],
    ['a declined card but not paying by CR → nothing', { ...declined, paymentMethodId: 'ACH' }, 'memberHome', '?LoggedIn=1', allow],
    ['balance wins over the card (spec order): → account without T=B', { ...balance, ...declined }, 'memberHome', '?LoggedIn=1', to('/member/account')],
  ])('%s', (_why, member, key, search, expected) => {
    expect(go(key as RouteKey, aSnapshot({}, member), search)).toEqual(expected);
  });
  test('a recipient with a declined card is not sent to T=B', () => {
    expect(go('matchingHome', aMemberOfType('EmbryoRecipient', {}, declined), '?LoggedIn=1')).toEqual(allow);
  });
  test('a recipient with a balance is sent to account', () => {
    expect(go('matchingHome', aMemberOfType('EmbryoRecipient', {}, balance), '?LoggedIn=1')).toEqual(to('/member/account'));
  });
  test.each([
    ['a parsed query object', { LoggedIn: '1' }],
    ['URLSearchParams', new URLSearchParams('LoggedIn=1')],
    ['an array value', { LoggedIn: ['1'] }],
  ])('search given as %s', (_why, search) => {
    expect(decideNavigation({ pathname: '/member/home', search }, aSnapshot({}, balance))).toEqual(to('/member/account'));
  });
});

describe('rule 9: matching routes need the matching site', () => {
  const matchingKeys = allRoutes.filter((r) => r.area === 'matching');
  test.each(matchingKeys.map((r) => [pathOfEntry(r)]))('EmbryoCryo without the matching-site flag: %s → member home', (pathname) => {
    expect(decideNavigation({ pathname }, aSnapshot({ features: { matchingSite: false, openClosedDonation: true } }))).toEqual(to(MEMBER_HOME));
  });
  test('EmbryoCryo with the flag but no eligible donation location → member home', () => {
    expect(go('matchingHome', aSnapshot({ belongsToEligibleDonationLocation: false }))).toEqual(to(MEMBER_HOME));
  });
  test('EmbryoCryo with flag and location → allowed', () => {
    expect(go('matchingHome', aSnapshot())).toEqual(allow);
  });
  test('EmbryoCryo waits while the flags load, then while the location loads', () => {
    expect(go('matchingHome', aSnapshot({ features: null }))).toEqual(wait);
    expect(go('matchingHome', aSnapshot({ belongsToEligibleDonationLocation: null }))).toEqual(wait);
  });
  test('with the flag off EmbryoCryo does not wait for the location', () => {
    expect(go('matchingHome', aSnapshot({ features: { matchingSite: false, openClosedDonation: false }, belongsToEligibleDonationLocation: null }))).toEqual(to(MEMBER_HOME));
  });
  test('a recipient needs neither flags nor location', () => {
    expect(go('matchingSearch', aMemberOfType('EmbryoRecipient', { features: null, belongsToEligibleDonationLocation: null }))).toEqual(allow);
  });
  test.each<[MemberType]>([['EggCryo'], ['SpermCryo'], ['TesticularTissueCryo']])('%s never has the matching site → member home', (type) => {
    expect(go('matchingHome', aMemberOfType(type))).toEqual(to(MEMBER_HOME));
  });
});

describe('rule 10: collection appointments', () => {
  const fertPres = { profile: { offsiteStorageType: 'FertilityPreservation' as const } };
  test('waits for the storage model', () => {
    expect(go('collectionAppointments', aSnapshot({ offsiteStorage: null }, fertPres))).toEqual(wait);
  });
  test('waits for the appointments', () => {
    expect(go('collectionAppointments', aSnapshot({ collectionAppointments: null }, fertPres))).toEqual(wait);
  });
  test.each<[string, Partial<NavigationSnapshot>, Partial<NonNullable<NavigationSnapshot['member']>>, object]>([
    ['shown: fertility preservation, B2C, fertPres, AppointmentNeeded', { collectionAppointments: [{ state: 'AppointmentNeeded' }] }, fertPres, allow],
    ['only pre-enrolment appointments → home', { collectionAppointments: [{ state: 'Eligible' }] }, fertPres, to(MEMBER_HOME)],
    ['storage-only member → home', { collectionAppointments: [{ state: 'AppointmentNeeded' }] }, {}, to(MEMBER_HOME)],
    [
      'B2B offsite model → home',
      { offsiteStorage: { offsiteStorageModel: 'B2B', fertPresEnabled: true }, collectionAppointments: [{ state: 'AppointmentNeeded' }] },
      fertPres,
      to(MEMBER_HOME),
    ],
    [
      'fertPres disabled → home',
      { offsiteStorage: { offsiteStorageModel: 'B2C', fertPresEnabled: false }, collectionAppointments: [{ state: 'AppointmentNeeded' }] },
      fertPres,
      to(MEMBER_HOME),
    ],
  ])('%s', (_why, overrides, member, expected) => {
    expect(go('collectionAppointments', aSnapshot(overrides, member))).toEqual(expected);
  });
  test('sperm exception: PatientEnrollmentPending shows them to a sperm member only', () => {
    const pending = { collectionAppointments: [{ state: 'PatientEnrollmentPending' }] };
    expect(go('collectionAppointments', aMemberOfType('SpermCryo', pending, fertPres))).toEqual(allow);
    expect(go('collectionAppointments', aMemberOfType('EggCryo', pending, fertPres))).toEqual(to(MEMBER_HOME));
  });
  test('a recipient goes home to matching home', () => {
    expect(go('collectionAppointments', aMemberOfType('EmbryoRecipient'))).toEqual(to(MATCHING_HOME));
  });
});

describe('rule 11: option routes need explore options', () => {
  test.each<[string, Partial<NavigationSnapshot>, object]>([
    ['B2B2C without freeze events → allowed', { businessModel: 'B2B2C', hasFreezeEvents: false }, allow],
    ['B2B without freeze events → allowed', { businessModel: 'B2B', hasFreezeEvents: false }, allow],
    ['B2C with freeze events → allowed', { businessModel: 'B2C', hasFreezeEvents: true }, allow],
    ['B2C without freeze events → home', { businessModel: 'B2C', hasFreezeEvents: false }, to(MEMBER_HOME)],
    ['B2C while freeze events load → wait', { businessModel: 'B2C', hasFreezeEvents: null }, wait],
    ['B2B while freeze events load → no need to wait', { businessModel: 'B2B', hasFreezeEvents: null }, allow],
    ['center not loaded → wait', { businessModel: null }, wait],
  ])('EmbryoCryo thaw-and-discard: %s', (_why, overrides, expected) => {
    expect(go('thawAndDiscard', aSnapshot(overrides))).toEqual(expected);
  });
  test('EggCryo: its own explore routes open when explore options are enabled, closed when not', () => {
    expect(go('gExploreDonateToScience', aMemberOfType('EggCryo'))).toEqual(allow);
    expect(go('gExploreDonateToScience', aMemberOfType('EggCryo', { businessModel: 'B2C', hasFreezeEvents: false }))).toEqual(to(MEMBER_HOME));
  });
});

describe('per member type: option routes (architecture §6)', () => {
  const optionRoutes: [RouteKey, MemberType | null][] = [
    ['cExploreDonateToAnotherCouple', 'EmbryoCryo'],
    ['cExploreDonateToScience', 'EmbryoCryo'],
    ['cExploreUseYourOwn', 'EmbryoCryo'],
    ['thawAndDiscard', 'EmbryoCryo'],
    ['gExploreDonateToAnotherCouple', 'EggCryo'],
    ['gExploreDonateToScience', 'EggCryo'],
    ['gExploreUseYourOwn', 'EggCryo'],
    ['eggThawAndDiscard', 'EggCryo'],
    ['spermThawAndDiscard', 'SpermCryo'],
    ['testicularThawAndDiscard', 'TesticularTissueCryo'],
  ];
  const cases = memberTypes.flatMap((type) => optionRoutes.map(([key, owner]) => [type, key, owner === type] as const));
  test.each(cases)('%s opening %s: allowed = %s', (type, key, allowed) => {
    const home = type === 'EmbryoRecipient' ? MATCHING_HOME : MEMBER_HOME;
    expect(go(key, aMemberOfType(type))).toEqual(allowed ? allow : to(home));
  });

  const openPages: RouteKey[] = ['memberHome', 'account', 'memberAbout', 'memberPrivacyPolicy', 'memberTerms', 'preemptRegister', 'printBillingHistory'];
  const pagesOf = (type: MemberType) => (type === 'EmbryoRecipient' ? openPages.filter((key) => key !== 'memberHome') : openPages);
  test.each(memberTypes.flatMap((t) => pagesOf(t).map((k) => [t, k] as const)))('%s may open %s', (type, key) => {
    expect(go(key, aMemberOfType(type))).toEqual(allow);
  });

  // Architecture §6: a recipient's home is the matching home; member home is not among their pages.
  test.each([
    ['whose profile is not Current (rachel.recipient)', 'PTLPRI'],
    ['whose profile is Current', 'Current'],
  ])('a recipient %s opening member home lands on matching home', (_who, matchingProfileStatusId) => {
    expect(go('memberHome', aMemberOfType('EmbryoRecipient', {}, { matchingProfileStatusId }))).toEqual(to(MATCHING_HOME));
  });
});

describe('per member type: matching routes', () => {
  const matching: RouteKey[] = [
    'matchingHome',
    'matchingMentalHealth',
    'matchingProfile',
    'matchingBuildProfileCreate',
    'matchingLearnLegal',
    'matchingLearnMedical',
    'matchingMission',
    'matchingLearnProcess',
    'matchingBuildProfileReview',
    'matchingSearch',
    'matchingMemberView',
  ];
  const learn: RouteKey[] = ['matchingLearnLegal', 'matchingLearnMedical', 'matchingLearnProcess'];
  const recipientOnly: RouteKey[] = ['matchingSearch', 'matchingMemberView', 'matchingBuildProfileReview'];
  const donorOnly: RouteKey[] = ['matchingBuildProfileCreate', 'matchingProfile'];

  const scenarios: [string, NavigationSnapshot, RouteKey[], string][] = [
    [
      "recipient with Current profile: every matching page but the donor's build profile and profile",
      aMemberOfType('EmbryoRecipient'),
      matching.filter((key) => !donorOnly.includes(key)),
      MATCHING_HOME,
    ],
    [
      'recipient not Current: matching home, review profile, learn pages',
      aMemberOfType('EmbryoRecipient', {}, { matchingProfileStatusId: 'PTLPRI' }),
      ['matchingHome', 'matchingBuildProfileReview', ...learn],
      MATCHING_HOME,
    ],
    [
      'EmbryoCryo not Current that can create a profile: learn pages, home, build profile',
      aSnapshot({ canCreateMatchingProfile: true }, { matchingProfileStatusId: 'NOPROF' }),
      ['matchingHome', 'matchingBuildProfileCreate', ...learn],
      MEMBER_HOME,
    ],
    ['EmbryoCryo whose privacy type restricts: learn pages, home, profile', aSnapshot({ privacyTypeRestricts: true }), ['matchingHome', 'matchingProfile', ...learn], MEMBER_HOME],
    [
      'EmbryoCryo anonymous via the clinic (restriction derived from the member)',
      aSnapshot({}, { matchingPrivacyTypeId: 'IVF_' }),
      ['matchingHome', 'matchingProfile', ...learn],
      MEMBER_HOME,
    ],
    [
      'EmbryoCryo not Current, can create, privacy restricts: the first listed limit decides',
      aSnapshot({ canCreateMatchingProfile: true, privacyTypeRestricts: true }, { matchingProfileStatusId: 'NOPROF' }),
      ['matchingHome', 'matchingBuildProfileCreate', ...learn],
      MEMBER_HOME,
    ],
    [
      "EmbryoCryo Current, unrestricted: every matching page but the recipient's search, member view and review",
      aSnapshot({ privacyTypeRestricts: false }),
      matching.filter((key) => !recipientOnly.includes(key)),
      MEMBER_HOME,
    ],
    [
      "EmbryoCryo not Current that cannot create a profile, unrestricted: no spec limit, only the recipient's pages are closed",
      aSnapshot({ canCreateMatchingProfile: false, privacyTypeRestricts: false }, { matchingProfileStatusId: 'NOPROF' }),
      matching.filter((key) => !recipientOnly.includes(key)),
      MEMBER_HOME,
    ],
  ];
  const cases = scenarios.flatMap(([why, snapshot, allowed, home]) => matching.map((key) => [why, key, allowed.includes(key), snapshot, home] as const));
  test.each(cases)('%s — %s allowed = %s', (_why, key, allowed, snapshot, home) => {
    expect(go(key, snapshot)).toEqual(allowed ? allow : to(home));
  });

  test('a recipient not Current may still see account-type pages and preempt register', () => {
    const s = aMemberOfType('EmbryoRecipient', {}, { matchingProfileStatusId: 'NOPROF' });
    for (const key of ['account', 'memberAbout', 'memberPrivacyPolicy', 'memberTerms', 'preemptRegister', 'printBillingHistory'] as RouteKey[]) {
      expect(go(key, s)).toEqual(allow);
    }
  });
});

describe('demo personas land where architecture §9 says (following redirects from / with LoggedIn=1)', () => {
  const land = (snapshot: NavigationSnapshot): string => {
    let url = '/?LoggedIn=1';
    for (let hop = 0; hop < 6; hop += 1) {
      const [pathname, search] = url.split('?');
      const d = decideNavigation({ pathname: pathname ?? '/', search: search ?? '' }, snapshot);
      if (d.kind !== 'redirect') return url.replace(/[?&]LoggedIn=1/, '').replace(/\?$/, '');
      url = d.to;
    }
    throw new Error(`redirect loop from / for ${JSON.stringify(snapshot.member)}`);
  };
  test.each<[string, NavigationSnapshot, string]>([
    ['emma.recipient', aMemberOfType('EmbryoRecipient'), MATCHING_HOME],
    ['rachel.recipient', aMemberOfType('EmbryoRecipient', {}, { matchingProfileStatusId: 'NOPROF' }), MATCHING_HOME],
    ['carol.couple', aSnapshot({ canCreateMatchingProfile: true }, { matchingProfileStatusId: 'NOPROF' }), MEMBER_HOME],
    ['grace.egg', aMemberOfType('EggCryo'), MEMBER_HOME],
    ['sam.sperm', aMemberOfType('SpermCryo'), MEMBER_HOME],
    ['tara.tissue', aMemberOfType('TesticularTissueCryo'), MEMBER_HOME],
    ['olivia.readonly', aSnapshot({}, { isReadOnly: true }), '/member/member-account-read-only'],
    ['ben.balance', aSnapshot({}, { billingBalance: 250 }), '/member/account'],
    [
      'dan.declined',
      aMemberOfType(
        'EggCryo',
        {},
        { paymentMethodId: 'CR', defaultPaymentMethod: { creditCardDetails: { brand: 'VI', lastFour: '0002', expiration: '12/30', systemStatus: 'Declined' } } },
      ),
      '/member/account?T=B',
    ],
    ['paula.pending', aSnapshot({}, { registrationStageId: 'PEND' }), '/info/preempt-register'],
    ['fiona.fertpres', aMemberOfType('EggCryo', { businessModel: 'B2C' }, { profile: { offsiteStorageType: 'FertilityPreservation' } }), MEMBER_HOME],
  ])('%s → %s', (_persona, snapshot, expected) => {
    expect(land(snapshot)).toBe(expected);
  });
});

describe('no redirect loops', () => {
  const variants: [string, NavigationSnapshot][] = memberTypes.flatMap((type) => [
    [type, aMemberOfType(type)],
    [`${type} read-only with balance`, aMemberOfType(type, {}, { isReadOnly: true, billingBalance: 5 })],
    [`${type} unregistered read-only`, aMemberOfType(type, {}, { registrationStageId: 'X', isReadOnly: true })],
    [`${type} balance`, aMemberOfType(type, {}, { billingBalance: 5 })],
    [`${type} declined card`, aMemberOfType(type, {}, { paymentMethodId: 'CR', defaultPaymentMethod: null })],
    [
      `${type} not Current, B2C without freeze events`,
      aMemberOfType(type, { businessModel: 'B2C', hasFreezeEvents: false, features: { matchingSite: false, openClosedDonation: false } }, { matchingProfileStatusId: 'NOPROF' }),
    ],
  ]);
  const urls = ['/', ...allRoutes.map((r) => pathOfEntry(r))];
  test.each(variants)('%s: every route settles within 4 hops, with or without LoggedIn=1', (_why, snapshot) => {
    for (const start of urls) {
      for (const query of ['', 'LoggedIn=1']) {
        let pathname = start;
        let search = query;
        let settled = false;
        for (let hop = 0; hop < 4 && !settled; hop += 1) {
          const d = decideNavigation({ pathname, search }, snapshot);
          if (d.kind === 'redirect') {
            const [p, s] = d.to.split('?');
            pathname = p ?? '/';
            search = s ?? '';
          } else settled = true;
        }
        expect({ start, query, settled }).toEqual({ start, query, settled: true });
      }
    }
  });
});
