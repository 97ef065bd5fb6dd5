import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';

/** A value outside React that components can read and follow. The state must not be a function (`set` takes updaters). */
export type Store<T> = {
  get: () => T;
  /** A new value, or an updater of the current one. The same value again notifies no one. */
  set: (next: T | ((current: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
};

/** What useStore needs of a store: a value to read and follow, set elsewhere. */
export type ReadableStore<T> = Pick<Store<T>, 'get' | 'subscribe'>;

/**
 * The one way to make a small view store (toasts, activity, cell states, clocks...). Make it
 * where its lifetime begins (a provider, a QueryClient) rather than as a module singleton, so
 * each test starts from a fresh one. Treat the state as immutable: `set` a new value.
 */
export function createStore<T>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      const value = typeof next === 'function' ? (next as (current: T) => T)(state) : next;
      if (Object.is(value, state)) return;
      state = value;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

const whole = <T>(state: T) => state as unknown;

/** A snapshot reader that works out the pick again only when the state has changed. */
function picker<T, S>(store: ReadableStore<T>, selector: (state: T) => S): () => S {
  let last: { state: T; picked: S } | undefined;
  return () => {
    const state = store.get();
    if (!last || !Object.is(last.state, state)) last = { state, picked: selector(state) };
    return last.picked;
  };
}

/**
 * Re-renders the caller when what `selector` picks changes. The pick is worked out again only
 * when the state changes, so a selector may build a new array or object.
 */
export function useStore<T>(store: ReadableStore<T>): T;
export function useStore<T, S>(store: ReadableStore<T>, selector: (state: T) => S): S;
export function useStore<T, S>(store: ReadableStore<T>, selector: (state: T) => S = whole as (state: T) => S): S {
  const getSnapshot = useMemo(() => picker(store, selector), [store, selector]);
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}

/**
 * A hook giving the value `make` made for the QueryClient in use, made on first use: one for the
 * browser tab in the app (one QueryClient), a fresh one for each test (each renders with its own),
 * so a store that outlives a page needs no module singleton and no reset between tests.
 */
export function perQueryClient<T>(make: () => T): () => T {
  const made = new WeakMap<QueryClient, T>();
  return function usePerQueryClient() {
    const client = useQueryClient();
    let value = made.get(client);
    if (value === undefined) {
      value = make();
      made.set(client, value);
    }
    return value;
  };
}
