import { memoryStorage } from '../../support/memoryStorage';
import { SEARCH_FILTER_KEY, emptySearchFilter, hasSelections, loadSearchFilter, saveSearchFilter, toSearchQuery } from '../../../../src/features/matching/savedSearchFilter';

/** Storage holding `saved` as the saved filter (a string as it is, anything else as JSON). */
const storageWith = (saved: unknown) => memoryStorage({ [SEARCH_FILTER_KEY]: typeof saved === 'string' ? saved : JSON.stringify(saved) });
const savedIn = (storage: Storage) => JSON.parse(storage.getItem(SEARCH_FILTER_KEY) ?? 'null') as unknown;

const chosen = { ...emptySearchFilter(7), eyeColor: 'Green', age: '40', ivfCenterId: '1' };

describe('saved search filter (spec §3)', () => {
  it('starts with every value empty', () => {
    const storage = memoryStorage();
    expect(loadSearchFilter(storage, 7)).toEqual({
      memberId: 7,
      ivfCenterId: '',
      residenceState: '',
      age: '',
      height: '',
      eyeColor: '',
      hairColor: '',
      race: '',
      religion: '',
      education: '',
    });
    expect(hasSelections(loadSearchFilter(storage, 7))).toBe(false);
  });

  it('gives the same member back what they saved', () => {
    const storage = memoryStorage();
    saveSearchFilter(storage, chosen);
    expect(loadSearchFilter(storage, 7)).toEqual(chosen);
  });

  it.each([
    ['no member id', undefined],
    ['a null member id', null],
    ['member id 0', 0],
    ['another member', 8],
  ])('is reset to empty (and saved so) for %s', (_label, memberId) => {
    const storage = storageWith(chosen);
    const loaded = loadSearchFilter(storage, memberId);
    expect(hasSelections(loaded)).toBe(false);
    expect(loaded.memberId).toBe(memberId ?? 0);
    expect(savedIn(storage)).toEqual(loaded);
  });

  it('treats unreadable saved text as empty', () => {
    expect(hasSelections(loadSearchFilter(storageWith('{not json'), 7))).toBe(false);
    expect(hasSelections(loadSearchFilter(storageWith({ eyeColor: 'Blue' }), 7))).toBe(false);
  });

  it('turns the selections into the search call’s filter: an age of at most N means born in or after this year − N', () => {
    expect(toSearchQuery({ ...chosen, height: '170', residenceState: 'MA' }, 2026, 2, 12)).toEqual({
      pageNumber: 2,
      pageSize: 12,
      ivfCenterId: 1,
      minBirthYear: 1986,
      minHeight: 170,
      residenceState: 'MA',
      eyeColor: 'Green',
    });
    expect(toSearchQuery(emptySearchFilter(7), 2026, 1, 12)).toEqual({ pageNumber: 1, pageSize: 12 });
  });
});
