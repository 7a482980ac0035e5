// The value store behind the sessions and the token store: a listener has the current value at once
// and every later one; a part of the value is followed only when it changes; a listener that throws
// does not keep the others from their value.
import { createValueStore, selectValue } from '../../../src/shared/valueStore';

describe('createValueStore', () => {
  test('a listener is called with the current value, then with each new one until it unsubscribes', () => {
    const store = createValueStore(1);
    const seen: number[] = [];
    const stop = store.subscribe((v) => seen.push(v));
    store.next(2);
    store.next(3);
    stop();
    store.next(4);
    expect(seen).toEqual([1, 2, 3]);
    expect(store.getValue()).toBe(4);
    expect(store.readonly().getValue()).toBe(4);
  });

  test('a listener that unsubscribes another while a value is delivered stops it from getting that value', () => {
    const store = createValueStore('a');
    const seen: string[] = [];
    let stopSecond = () => undefined as void;
    store.subscribe((v) => {
      if (v === 'b') stopSecond();
    });
    stopSecond = store.subscribe((v) => seen.push(v));
    store.next('b');
    expect(seen).toEqual(['a']);
  });

  test('a listener that throws is reported later and the others still get the value', () => {
    jest.useFakeTimers();
    try {
      const store = createValueStore(0);
      const seen: number[] = [];
      store.subscribe((v) => {
        if (v === 1) throw new Error('listener failed');
      });
      store.subscribe((v) => seen.push(v));
      store.next(1);
      expect(seen).toEqual([0, 1]);
      expect(() => jest.runAllTimers()).toThrow('listener failed');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('selectValue', () => {
  test('follows a part of the value only when it changes', () => {
    const store = createValueStore({ user: 'ana', count: 0 });
    const users: string[] = [];
    selectValue(store, (s) => s.user).subscribe((u) => users.push(u));
    store.next({ user: 'ana', count: 1 });
    store.next({ user: 'ben', count: 1 });
    store.next({ user: 'ben', count: 2 });
    expect(users).toEqual(['ana', 'ben']);
  });
});
