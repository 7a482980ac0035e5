// The matching search's page cache on its own: pages are kept under one listing version, a new
// version empties it, a page found under a version already left is not kept, and the oldest page
// goes first when it is full.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ListedPageCache, listedPageKey } from '../../../server/services/matching-listing-cache.ts';

void describe('ListedPageCache', () => {
  const page = (...memberIds: number[]) => ({ memberIds, totalCount: memberIds.length });

  void test('a page is kept under the version it was found with, and a new version empties the cache', () => {
    const cache = new ListedPageCache();
    const key = listedPageKey({}, 1, 12);
    assert.equal(cache.get(4, key), undefined);
    cache.set(4, key, page(7, 8));
    assert.deepEqual(cache.get(4, key), page(7, 8));
    assert.equal(cache.get(5, key), undefined);
    assert.equal(cache.size, 0);
    assert.equal(cache.get(4, key), undefined, 'going back to an older version does not bring its pages back');
  });

  void test('an older version (a search that read it just before a write) finds nothing and empties nothing', () => {
    const cache = new ListedPageCache();
    const key = listedPageKey({}, 1, 12);
    cache.get(5, key);
    cache.set(5, key, page(9));
    assert.equal(cache.get(4, key), undefined);
    cache.set(4, key, page(1));
    assert.deepEqual(cache.get(5, key), page(9));
  });

  void test('a page found under a version the cache has left is not kept', () => {
    const cache = new ListedPageCache();
    const key = listedPageKey({ eyeColor: 'Blue' }, 1, 12);
    cache.get(4, key);
    cache.get(5, key);
    cache.set(4, key, page(1));
    assert.equal(cache.get(5, key), undefined);
  });

  void test('the kept page cannot be changed through the value given or the value read', () => {
    const cache = new ListedPageCache();
    const key = listedPageKey({}, 2, 12);
    const found = page(1, 2);
    cache.get(1, key);
    cache.set(1, key, found);
    found.memberIds.push(3);
    const kept = cache.get(1, key);
    assert.deepEqual(kept?.memberIds, [1, 2]);
    assert.throws(() => kept?.memberIds.push(4));
  });

  void test('when full, the page used longest ago goes first', () => {
    const cache = new ListedPageCache(2);
    const [a, b, c] = [1, 2, 3].map((n) => listedPageKey({}, n, 12)) as [string, string, string];
    cache.get(1, a);
    cache.set(1, a, page(1));
    cache.set(1, b, page(2));
    cache.get(1, a);
    cache.set(1, c, page(3));
    assert.equal(cache.size, 2);
    assert.equal(cache.get(1, b), undefined);
    assert.deepEqual(cache.get(1, a), page(1));
    assert.deepEqual(cache.get(1, c), page(3));
  });

  void test('keys differ by every filter field and by the page', () => {
    const keys = new Set([
      listedPageKey({}, 1, 12),
      listedPageKey({}, 2, 12),
      listedPageKey({}, 1, 13),
      listedPageKey({ ivfCenterId: 1 }, 1, 12),
      listedPageKey({ residenceState: 'MA' }, 1, 12),
      listedPageKey({ minBirthYear: 1990 }, 1, 12),
      listedPageKey({ minHeight: 170 }, 1, 12),
      listedPageKey({ eyeColor: 'Blue' }, 1, 12),
      listedPageKey({ hairColor: 'Blue' }, 1, 12),
      listedPageKey({ race: 'Blue' }, 1, 12),
      listedPageKey({ religion: 'Blue' }, 1, 12),
      listedPageKey({ education: 'Blue' }, 1, 12),
    ]);
    assert.equal(keys.size, 12);
  });
});
