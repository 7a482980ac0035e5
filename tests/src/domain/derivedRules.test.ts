import {
  hasPositiveBalance,
  isCardAccepted,
  isClosedOrAnonymous,
  isMatchingProfileCurrent,
  isPrivacyAnonymous,
  isRegistered,
  needsCardUpdate,
} from '../../../contract/domain/memberRules.ts';
import { isEligibleForThawAndDiscard } from '../../../contract/domain/isEligibleForThawAndDiscard.ts';
import { isExploreOptionsEnabled, isMatchingSiteEnabled } from '../../../contract/domain/featureAccess.ts';
import { maintenanceStart, shouldShowMaintenanceBanner } from '../../../contract/domain/shouldShowMaintenanceBanner.ts';
import { parseInstant } from '../../../contract/domain/parseInstant.ts';
import type { MemberType } from '../../../contract/domain/memberTypes.ts';

describe('member rules', () => {
  test.each([
    ['REGI', true],
    ['PEND', false],
    ['regi', false],
    ['', false],
  ])('isRegistered(%j) is %s', (stage, expected) => {
    expect(isRegistered({ registrationStageId: stage })).toBe(expected);
  });

  test.each([
    ['Current', true],
    ['CURRNT', true],
    ['NOPROF', false],
    [null, false],
  ])('isMatchingProfileCurrent(%j) is %s', (s, expected) => {
    expect(isMatchingProfileCurrent(s)).toBe(expected);
  });

  test.each([
    ['IVF_', true],
    ['IVFU', true],
    ['OPEN', false],
    ['CLOS', false],
    ['NONE', false],
    [null, false],
  ])('isPrivacyAnonymous(%j) is %s', (p, expected) => {
    expect(isPrivacyAnonymous(p)).toBe(expected);
  });

  test.each<[MemberType, string, string | null, boolean]>([
    ['EmbryoCryo', 'CLO', 'OPEN', true],
    ['EggCryo', 'CLO', null, true],
    ['EmbryoCryo', 'ACT', 'IVF_', true],
    ['EmbryoCryo', 'ACT', 'IVFU', false],
    ['EmbryoCryo', 'ACT', 'OPEN', false],
    ['EmbryoCryo', 'DIS', 'IVF_', false],
    ['EmbryoRecipient', 'CLO', 'IVF_', false],
    ['EmbryoRecipient', 'ACT', 'IVF_', false],
  ])('isClosedOrAnonymous(%s, status %s, privacy %s) is %s', (memberType, accountStatusId, matchingPrivacyTypeId, expected) => {
    expect(isClosedOrAnonymous({ memberType, accountStatusId, matchingPrivacyTypeId })).toBe(expected);
  });

  test.each([
    ['ACC', true],
    ['Accepted', true],
    [' accepted ', true],
    ['Declined', false],
    ['EXP', false],
    ['NA', false],
    [null, false],
    [undefined, false],
  ])('isCardAccepted(%j) is %s', (s, expected) => {
    expect(isCardAccepted(s)).toBe(expected);
  });

  const card = (systemStatus: string) => ({ creditCardDetails: { brand: 'VI' as const, lastFour: '1111', expiration: '12/30', systemStatus } });
  test.each<[string, MemberType, string | null, ReturnType<typeof card> | null, boolean]>([
    ['CR with a declined card', 'EmbryoCryo', 'CR', card('Declined'), true],
    ['CR with no card on file', 'EggCryo', 'CR', null, true],
    ['CR with an accepted card', 'EmbryoCryo', 'CR', card('ACC'), false],
    ['another payment method', 'EmbryoCryo', 'ACH', card('Declined'), false],
    ['a recipient', 'EmbryoRecipient', 'CR', card('Declined'), false],
  ])('needsCardUpdate: %s → %s', (_why, memberType, paymentMethodId, defaultPaymentMethod, expected) => {
    expect(needsCardUpdate({ memberType, paymentMethodId, defaultPaymentMethod })).toBe(expected);
  });

  test.each([
    [250, true],
    [0.01, true],
    [0, false],
    [-10, false],
  ])('hasPositiveBalance(%d) is %s', (b, expected) => {
    expect(hasPositiveBalance({ billingBalance: b })).toBe(expected);
  });
});

describe('isEligibleForThawAndDiscard', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  test.each<[string, string | null, number | null | undefined, boolean]>([
    ['older than the limit', '2026-03-08T11:59:59Z', 48, true],
    ['exactly at the limit (not older)', '2026-03-08T12:00:00Z', 48, false],
    ['younger than the limit', '2026-03-09T12:00:00Z', 48, false],
    ['date-only freeze date read as UTC midnight', '2026-03-08', 36, true],
    ['no limit in the content', '2026-03-10T11:00:00Z', null, true],
    ['no limit (undefined)', '2026-03-10T11:00:00Z', undefined, true],
    ['unreadable freeze date', 'not a date', 1, false],
    ['missing freeze date', null, 1, false],
  ])('%s', (_why, frozenOn, hours, expected) => {
    expect(isEligibleForThawAndDiscard(frozenOn, now, hours)).toBe(expected);
  });
});

describe('feature access (spec §6)', () => {
  test.each<[string, boolean, boolean]>([
    ['B2B', false, true],
    ['B2B2C', false, true],
    ['B2C', false, false],
    ['B2C', true, true],
  ])('isExploreOptionsEnabled(%s, freeze events %s) is %s', (model, has, expected) => {
    expect(isExploreOptionsEnabled(model, has)).toBe(expected);
  });

  test.each<[MemberType, boolean, boolean | undefined, boolean]>([
    ['EmbryoRecipient', false, undefined, true],
    ['EmbryoRecipient', false, false, true],
    ['EmbryoCryo', true, undefined, true],
    ['EmbryoCryo', true, true, true],
    ['EmbryoCryo', true, false, false],
    ['EmbryoCryo', false, true, false],
    ['EggCryo', true, true, false],
    ['SpermCryo', true, true, false],
    ['TesticularTissueCryo', true, true, false],
  ])('isMatchingSiteEnabled(%s, flag %s, eligible location %s) is %s', (type, flag, location, expected) => {
    expect(isMatchingSiteEnabled(type, { matchingSite: flag }, location)).toBe(expected);
  });

  test('no flags loaded: only a recipient', () => {
    expect(isMatchingSiteEnabled('EmbryoCryo', null, true)).toBe(false);
    expect(isMatchingSiteEnabled('EmbryoRecipient', null)).toBe(true);
    expect(isMatchingSiteEnabled('', { matchingSite: true }, true)).toBe(false);
  });
});

describe('shouldShowMaintenanceBanner', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  test.each<[string, boolean, string | null, boolean]>([
    ['start in 30 minutes', false, '2026-03-10T12:30:00Z', true],
    ['start in exactly 60 minutes', false, '2026-03-10T13:00:00Z', true],
    ['start in 61 minutes', false, '2026-03-10T13:01:00Z', false],
    ['start already passed', false, '2026-03-10T11:59:00Z', false],
    ['already in maintenance', true, '2026-03-10T12:30:00Z', false],
    ['nothing scheduled', false, null, false],
    ['offset-less UTC text is read as UTC', false, '2026-03-10T12:45:00', true],
    ['unreadable start', false, 'soon', false],
  ])('%s → %s', (_why, isInMaintenanceMode, startMaintenanceDateTimeUtc, expected) => {
    expect(shouldShowMaintenanceBanner({ isInMaintenanceMode, startMaintenanceDateTimeUtc }, now)).toBe(expected);
  });

  test('no center → no banner; start time is exposed for the banner text', () => {
    expect(shouldShowMaintenanceBanner(null, now)).toBe(false);
    expect(maintenanceStart({ isInMaintenanceMode: false, startMaintenanceDateTimeUtc: '2026-03-10T12:30:00Z' })).toBe(Date.parse('2026-03-10T12:30:00Z'));
    expect(maintenanceStart({ isInMaintenanceMode: false, startMaintenanceDateTimeUtc: null })).toBeNull();
  });
});

test.each<[string | Date | number | null, number]>([
  ['2026-01-02', Date.UTC(2026, 0, 2)],
  ['2026-01-02T03:04:05', Date.UTC(2026, 0, 2, 3, 4, 5)],
  ['2026-01-02 03:04:05', Date.UTC(2026, 0, 2, 3, 4, 5)],
  ['2026-01-02T03:04:05+02:00', Date.UTC(2026, 0, 2, 1, 4, 5)],
  [new Date(5), 5],
  [7, 7],
])('parseInstant(%j)', (input, expected) => {
  expect(parseInstant(input)).toBe(expected);
});

test.each([[null], [''], ['nope'], [Number.NaN]])('parseInstant(%j) is NaN', (input) => {
  expect(parseInstant(input)).toBeNaN();
});
