import { experimental_createQueryPersister, type AsyncStorage, type PersistedQuery } from '@tanstack/query-persist-client-core';
import { hashKey, type Query, type QueryClient } from '@tanstack/react-query';
import { clear, createStore, del, get, set } from 'idb-keyval';
import { assetTypeQueries } from '../api/asset-types';
import { attributeQueries } from '../api/attributes';
import { languageQueries } from '../api/languages';
import { savedSearchQueries } from '../api/saved-searches';
import { savedSearchFolderQueries } from '../api/saved-search-folders';
import { clearOutbox } from '../api/outbox';
import { getConnection, subscribeConnection } from '../api/settings';

/** The big lists, kept on this device so a reload shows them at once while they are re-read. */
const PERSISTED_LISTS = new Set(
  [attributeQueries.all(), languageQueries.all(), assetTypeQueries.all(), savedSearchQueries.all(), savedSearchFolderQueries.all()].map((options) => hashKey(options.queryKey)),
);

export type ListStorage = AsyncStorage<string> & { clearAll: () => Promise<void> };

/** A list larger than this (characters of JSON) is not kept: the device's storage is not ours to fill. */
export const MAX_PERSISTED_CHARS = 40_000_000;
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Entries belong to one server: the key starts with its base URL, so another connection never sees them. */
const connectionPrefix = () => `${getConnection().apiBaseUrl}|`;

/** IndexedDB through idb-keyval, keyed by connection, bounded in size. */
export function indexedDbListStorage(): ListStorage | null {
  if (typeof indexedDB === 'undefined') return null;
  const store = createStore('pim-backoffice', 'lists');
  return sizeBounded(
    {
      getItem: (key) => get<string>(connectionPrefix() + key, store),
      setItem: (key, value) => set(connectionPrefix() + key, value, store),
      removeItem: (key) => del(connectionPrefix() + key, store),
    },
    () => clear(store),
  );
}

/** Wraps a storage so that an oversized list is dropped rather than written, and adds `clearAll`. */
export function sizeBounded(storage: AsyncStorage<string>, clearAll: () => Promise<void>): ListStorage {
  return {
    ...storage,
    setItem: (key, value) => (value.length > MAX_PERSISTED_CHARS ? storage.removeItem(key) : storage.setItem(key, value)),
    clearAll,
  };
}

/**
 * The per-query persister (TanStack Query's experimental_createQueryPersister) for the big
 * lists only: restored when a list is first used, re-read from the server at once, rewritten
 * after every fetch. Changing the connection throws every kept list away.
 */
export function createListPersister(storage: ListStorage | null) {
  if (!storage) return undefined;
  subscribeConnection(() => void storage.clearAll());
  activeStorage = storage;
  const persister = experimental_createQueryPersister<string>({
    storage,
    maxAge: MAX_AGE_MS,
    // Re-read by revalidateKeptLists: the library's own refetch on restore joins the fetch
    // that is still settling, and so never reaches the server.
    refetchOnRestore: false,
    // Writing a 10 MB list costs the main thread; it waits until the page is idle, after the rows are shown.
    serialize: async (query: PersistedQuery) => {
      await whenIdle();
      return JSON.stringify(query);
    },
    deserialize: (text: string) => {
      const query = JSON.parse(text) as PersistedQuery;
      restoredAt.set(query.queryHash, query.state.dataUpdatedAt);
      return query;
    },
    filters: { predicate: (query: Query) => PERSISTED_LISTS.has(query.queryHash) },
  });
  return { persisterFn: persister.persisterFn, clearAll: storage.clearAll };
}

function whenIdle(): Promise<void> {
  return new Promise((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 0)));
}

let activeStorage: ListStorage | null = null;

/** Throws the kept lists away (after "Reset demo data": they describe data that is gone). */
export async function clearKeptLists(): Promise<void> {
  await Promise.all([activeStorage?.clearAll(), clearOutbox()]);
}

/** When each restored list was last read from the server, as kept. */
const restoredAt = new Map<string, number>();

/** A list shown from the device's copy that has not been re-read from the server since. */
export function isUnconfirmedKeptList(query: Query): boolean {
  return query.state.data !== undefined && restoredAt.get(query.queryHash) === query.state.dataUpdatedAt;
}

/**
 * A list shown from the kept copy is re-read from the server once the page has shown it: checking
 * a 10,000-row answer costs the main thread, and the editor should see the rows before that.
 */
export function revalidateKeptLists(queryClient: QueryClient): void {
  const pending = new Set<string>();
  queryClient.getQueryCache().subscribe((event) => {
    const { query } = event;
    if (event.type !== 'updated' || query.state.fetchStatus !== 'idle' || !isUnconfirmedKeptList(query) || query.state.isInvalidated) return;
    if (pending.has(query.queryHash)) return;
    pending.add(query.queryHash);
    void whenIdle().then(() => {
      pending.delete(query.queryHash);
      if (isUnconfirmedKeptList(query)) void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
    });
  });
}
