import * as lists from '../../../contract/domain/codeLists.ts';
import * as constants from '../../../contract/domain/constants.ts';

test.each([
  ['storageItemTypes', lists.storageItemTypes, 5],
  ['accountStatuses', lists.accountStatuses, 4],
  ['matchingPrivacyTypes', lists.matchingPrivacyTypes, 5],
  ['profileCompletionStatuses', lists.profileCompletionStatuses, 11],
  ['genericStatuses', lists.genericStatuses, 15],
  ['cardBrands', lists.cardBrands, 4],
  ['cardStatusDisplays', lists.cardStatusDisplays, 6],
  ['businessModels', lists.businessModels, 3],
  ['collectionReasons', lists.collectionReasons, 4],
  ['storagePlans', lists.storagePlans, 2],
  ['inventoryBatchStatuses', lists.inventoryBatchStatuses, 17],
] as const)('%s has the %i distinct codes of spec §3', (_name, list, count) => {
  expect(list).toHaveLength(count);
  expect(new Set(list).size).toBe(count);
});

test('word tables cover every code', () => {
  expect(Object.keys(lists.genericStatusWords).sort()).toEqual([...lists.genericStatuses].sort());
  expect(Object.keys(lists.profileCompletionStatusWords).sort()).toEqual([...lists.profileCompletionStatuses].sort());
  expect(lists.cardStatusDisplayWords.ACC).toBe('Accepted');
});

test('isCodeOf narrows to a list', () => {
  expect(lists.isCodeOf(lists.businessModels, 'B2C')).toBe(true);
  expect(lists.isCodeOf(lists.businessModels, 'b2c')).toBe(false);
  expect(lists.isCodeOf(lists.businessModels, 3)).toBe(false);
});

test('spec §9 constants', () => {
  expect(constants).toEqual({
    MEMBER_LOAD_WAIT_MS: 100000,
    PAGE_RELOAD_INTERVAL_MS: 300000,
    MAINTENANCE_WARNING_MINUTES: 60,
    REGISTERED_STAGE_ID: 'REGI',
    CREDIT_CARD_PAYMENT_METHOD_ID: 'CR',
    CURRENT_MATCHING_PROFILE_STATUS: 'Current',
    FEATURE_FLAG_NAMES: {
      matchingSite: 'IVFCenterIDsForWhichToEnableMatchingSite',
      openClosedDonation: 'IVFCenterIDsForWhichToEnableOpenClosedDonation',
    },
  });
});
