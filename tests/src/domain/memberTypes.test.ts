import {
  contentMemberType,
  isMemberType,
  itemTypeOf,
  memberTypeOfItemType,
  memberTypeOfRouteKind,
  memberTypes,
  routeKindOf,
  statusPrefixOf,
  statusPrefixOfItemType,
} from '../../../contract/domain/memberTypes.ts';
import { dispositionOptionsFor, mayOpenOptionRoute, optionRouteSlugs, optionRoutesByMemberType } from '../../../contract/domain/dispositionOptions.ts';

test.each([
  ['EmbryoRecipient', 'REC', 'r', null, 'Recipient'],
  ['EmbryoCryo', 'CRY', 'c', 'ICR', 'Donor'],
  ['EggCryo', 'GCR', 'g', 'GCR', 'Donor'],
  ['SpermCryo', 'SCR', 's', 'SCR', 'Donor'],
  ['TesticularTissueCryo', 'TCR', 't', 'TCR', 'Donor'],
] as const)('%s ↔ item %s, route kind %s, status prefix %s, content %s', (type, item, kind, prefix, content) => {
  expect(itemTypeOf(type)).toBe(item);
  expect(memberTypeOfItemType(item)).toBe(type);
  expect(routeKindOf(type)).toBe(kind);
  expect(memberTypeOfRouteKind(kind)).toBe(type);
  expect(statusPrefixOf(type)).toBe(prefix);
  expect(contentMemberType(type)).toBe(content);
});

test('status prefix by item type: embryos are ICR, recipients have none', () => {
  expect(statusPrefixOfItemType('CRY')).toBe('ICR');
  expect(statusPrefixOfItemType('REC')).toBeNull();
  expect(statusPrefixOfItemType('SCR')).toBe('SCR');
});

test.each([
  ['EmbryoCryo', true],
  ['Admin', false],
  ['', false],
  [null, false],
])('isMemberType(%j) is %s', (v, expected) => {
  expect(isMemberType(v)).toBe(expected);
});

describe('option routes per member type (architecture §6)', () => {
  test.each([
    ['EmbryoCryo', ['c-member-explore-donate-to-another-couple', 'c-member-explore-donate-to-science', 'c-member-explore-use-your-own-embryos', 'thaw-and-discard']],
    ['EggCryo', ['g-member-explore-donate-to-another-couple', 'g-member-explore-donate-to-science', 'g-member-explore-use-your-own-embryos', 'egg-thaw-and-discard']],
    ['SpermCryo', ['sperm-thaw-and-discard']],
    ['TesticularTissueCryo', ['testicular-thaw-and-discard']],
    ['EmbryoRecipient', []],
  ] as const)('%s opens exactly %j', (type, slugs) => {
    for (const slug of optionRouteSlugs) expect(mayOpenOptionRoute(type, slug)).toBe((slugs as readonly string[]).includes(slug));
  });

  test('every option route belongs to exactly one member type', () => {
    for (const slug of optionRouteSlugs) {
      expect(memberTypes.filter((t) => optionRoutesByMemberType[t].some((r) => r.slug === slug))).toHaveLength(1);
    }
  });

  test('options: embryos all five, eggs four, sperm and tissue thaw and discard, recipients none', () => {
    expect([...dispositionOptionsFor('EmbryoCryo')].sort()).toEqual(['donate-anonymously', 'donate-to-another-couple', 'donate-to-science', 'thaw-and-discard', 'use-your-own']);
    expect(dispositionOptionsFor('EggCryo')).toHaveLength(4);
    expect(dispositionOptionsFor('SpermCryo')).toEqual(['thaw-and-discard']);
    expect(dispositionOptionsFor('TesticularTissueCryo')).toEqual(['thaw-and-discard']);
    expect(dispositionOptionsFor('EmbryoRecipient')).toEqual([]);
    expect(mayOpenOptionRoute('', 'thaw-and-discard')).toBe(false);
  });
});
