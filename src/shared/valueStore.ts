// A value that changes and the listeners that follow it (docs/adr/0010): what the member and staff
// sessions and the token store need of a BehaviorSubject. A listener is called at once with the
// current value, then with every value set after; one that throws is reported (asynchronously, as an
// uncaught error) without keeping the others from being called.

export type Listener<T> = (value: T) => void;

/** The read side: the current value and a way to follow it. */
export interface ReadonlyValueStore<T> {
  getValue(): T;
  /** Calls the listener with the current value now and with each later one; returns the unsubscribe. */
  subscribe(listener: Listener<T>): () => void;
}

export interface ValueStore<T> extends ReadonlyValueStore<T> {
  next(value: T): void;
  /** The read side alone, for callers that must not set the value. */
  readonly(): ReadonlyValueStore<T>;
}

function call<T>(listener: Listener<T>, value: T): void {
  try {
    listener(value);
  } catch (error) {
    setTimeout(() => {
      throw error;
    });
  }
}

export function createValueStore<T>(initial: T): ValueStore<T> {
  let value = initial;
  const listeners = new Set<Listener<T>>();
  const subscribe = (listener: Listener<T>): (() => void) => {
    // The same function subscribed twice is followed twice, as with any observable.
    const own: Listener<T> = (next) => listener(next);
    listeners.add(own);
    call(own, value);
    return () => {
      listeners.delete(own);
    };
  };
  const getValue = () => value;
  return {
    getValue,
    subscribe,
    next(next: T) {
      value = next;
      // Listeners subscribed while this value is delivered wait for the next one (they had it on subscribing).
      for (const listener of [...listeners]) {
        if (listeners.has(listener)) call(listener, next);
      }
    },
    readonly: () => ({ getValue, subscribe }),
  };
}

/** A part of a store's value, followed only when it changes (by ===). */
export function selectValue<T, R>(source: ReadonlyValueStore<T>, pick: (value: T) => R): ReadonlyValueStore<R> {
  return {
    getValue: () => pick(source.getValue()),
    subscribe(listener) {
      let first = true;
      let last: R;
      return source.subscribe((value) => {
        const next = pick(value);
        if (!first && next === last) return;
        first = false;
        last = next;
        listener(next);
      });
    },
  };
}
