import { experimental_createQueryPersister, type AsyncStorage, type PersistedQuery } from '@tanstack/query-persist-client-core';
import { hashKey, type Query, type QueryClient } from '@tanstack/react-query';
import { clear, createStore, del, get, setMany } from 'idb-keyval';
import { digestOf, listSourceOf, rememberListSource, type ListSource } from '../api/http';
import { LIST_KEYS } from '../api/list-keys';
import { clearOutbox } from '../api/outbox';
import { browserStorage, getConnection, subscribeConnection } from '../api/settings';

/** The big lists, kept on this device so a reload shows them at once while they are re-read. */
const PERSISTED_LISTS = new Set(Object.values(LIST_KEYS).map((key) => hashKey(key)));

/**
 * A kept list as stored: the query's state without its data (JSON), the list's text, and the digest
 * of the server's bytes when the text is the server's own (null for a list changed here); `text` is
 * null when the list is the one already kept, so only the small state is written again. A list changed
 * here, and the server's bytes, are written as a Blob and read back as text.
 */
type KeptList = { head: string; text: ArrayBuffer | Blob | string | null; digest: string | null };
export type ListStorage = AsyncStorage<KeptList> & { clearAll: () => Promise<void> };

/** Texts by key: IndexedDB in the app, a Map in tests. */
type TextStore = {
  /** False when the store surely lacks `key`, known without reading it. */
  mayHold?: (key: string) => boolean;
  get: (key: string) => Promise<string | Blob | undefined> | string | Blob | undefined;
  /** Writes every entry, all or none (a list's text and its state go together). */
  setAll: (entries: [key: string, value: string | Blob][]) => Promise<void> | void;
  del: (key: string) => Promise<void> | void;
  clear: () => Promise<void>;
};

/** A list larger than this (characters or bytes of JSON) is not kept: the device's storage is not ours to fill. */
export const MAX_PERSISTED_CHARS = 40_000_000;
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Entries belong to one server: the key starts with its base URL, so another connection never sees them. */
const connectionPrefix = () => `${getConnection().apiBaseUrl}|`;

const INDEX_KEY = 'pim.keptLists';

/** The keys a store holds, in localStorage (null: unknown, e.g. localStorage blocked). */
function readIndex(storage: Storage | null): Set<string> | null {
  try {
    return storage ? new Set(JSON.parse(storage.getItem(INDEX_KEY) ?? '[]') as string[]) : null;
  } catch {
    return null;
  }
}

function writeIndex(storage: Storage | null, keys: Set<string>): void {
  try {
    storage?.setItem(INDEX_KEY, JSON.stringify([...keys]));
  } catch {
    // Full or blocked: without an index every key may be held, so the store is read.
    storage?.removeItem(INDEX_KEY);
  }
}

/**
 * `store`, with the keys it holds listed in localStorage: a key never kept is known to be missing at
 * once, where opening the database would hold a first visit's first request back (~60 ms) only to
 * find it empty.
 */
export function withKeptKeysIndex(store: TextStore, index: Storage | null): TextStore {
  const change = (key: string, kept: boolean) => {
    const keys = readIndex(index) ?? new Set<string>();
    if (keys.has(key) === kept) return;
    if (kept) keys.add(key);
    else keys.delete(key);
    writeIndex(index, keys);
  };
  return {
    mayHold: (key) => readIndex(index)?.has(key) ?? true,
    get: store.get,
    // Listed before writing and unlisted before deleting: the index may name a key the store lacks, never the reverse.
    setAll: async (entries) => {
      for (const [key] of entries) change(key, true);
      await store.setAll(entries);
    },
    del: async (key) => {
      change(key, false);
      await store.del(key);
    },
    clear: async () => {
      writeIndex(index, new Set());
      await store.clear();
    },
  };
}

/** IndexedDB through idb-keyval, keyed by connection. */
export function indexedDbListStorage(): ListStorage | null {
  if (typeof indexedDB === 'undefined') return null;
  const store = createStore('pim-backoffice', 'lists');
  return keptListStorage(
    withKeptKeysIndex(
      {
        get: (key) => get<string | Blob>(connectionPrefix() + key, store),
        setAll: (entries) =>
          setMany(
            entries.map(([key, value]) => [connectionPrefix() + key, value]),
            store,
          ),
        del: (key) => del(connectionPrefix() + key, store),
        clear: () => clear(store),
      },
      browserStorage('local') ?? null,
    ),
  );
}

/** Each list as three entries, its text, its digest and its state, so that confirming an unchanged list writes only the state. Bounded in size. */
export function keptListStorage(store: TextStore): ListStorage {
  const headKey = (key: string) => `${key}#state`;
  const digestKey = (key: string) => `${key}#sha256`;
  const removeItem = async (key: string) => {
    await Promise.all([store.del(key), store.del(digestKey(key)), store.del(headKey(key))]);
  };
  return {
    getItem: async (key) => {
      if (store.mayHold?.(key) === false) return undefined;
      const [head, text, digest] = await Promise.all([store.get(headKey(key)), store.get(key), store.get(digestKey(key))]);
      // A copy kept by an older version has no digest: its first re-read is parsed anew.
      return typeof head === 'string' && text !== undefined ? { head, text: typeof text === 'string' ? text : await text.text(), digest: (digest as string) || null } : undefined;
    },
    setItem: async (key, { head, text, digest }) => {
      // The server's bytes go as a Blob, which IndexedDB takes by reference: a 10 MB text it copied on the page's thread (20-40 ms).
      const body = text === null || typeof text === 'string' || text instanceof Blob ? text : new Blob([text]);
      if (body !== null && (typeof body === 'string' ? body.length : body.size) > MAX_PERSISTED_CHARS) return removeItem(key);
      // One transaction: a reload never finds a list's text without its state and digest, or an old text under a new one.
      await store.setAll(
        body === null
          ? [[headKey(key), head]]
          : [
              [key, body],
              [digestKey(key), digest ?? ''],
              [headKey(key), head],
            ],
      );
    },
    removeItem,
    clearAll: store.clear,
  };
}

/**
 * The per-query persister (TanStack Query's experimental_createQueryPersister) for the big
 * lists only: restored when a list is first used, re-read from the server at once, kept again
 * after a fetch only when the list changed. Changing the connection throws every kept list away.
 */
export function createListPersister(storage: ListStorage | null) {
  if (!storage) return undefined;
  subscribeConnection(() => void storage.clearAll());
  activeStorage = storage;
  /** The list each query last kept or restored: the same list again is not written again. */
  const kept = new Map<string, { data: unknown; digest: string | undefined }>();
  const persister = experimental_createQueryPersister<KeptList>({
    storage,
    maxAge: MAX_AGE_MS,
    // Re-read by keepListsCurrent: the library's own refetch on restore joins the fetch
    // that is still settling, and so never reaches the server.
    refetchOnRestore: false,
    serialize: async (query: PersistedQuery) => {
      const { data, ...state } = query.state;
      const head = JSON.stringify({ ...query, state });
      const hash = query.queryHash;
      const read = listSourceOf(data);
      // The same list again is not written again, unless the device's copy lacks the digest it now has.
      const before = kept.get(hash);
      if (before !== undefined && before.data === data && before.digest === read?.digest) return { head, text: null, digest: null };
      const firstCopy = before === undefined;
      kept.set(hash, { data, digest: read?.digest });
      // The server's own bytes when the list is as read: at once when they replace a kept copy (a reload
      // soon after a save must find the list the save re-read), the first copy once the page has shown
      // the list (a Blob of 10 MB costs the page's thread a 5-9 ms copy, which a first visit's rows should
      // not wait for). A list changed here without a source is written out when the page is idle.
      if (read !== undefined && !firstCopy) return { head, text: read.text, digest: read.digest ?? null };
      await whenIdle(read !== undefined ? SOON_MS : undefined);
      // A newer list was kept meanwhile: this older one must not overwrite it.
      if (kept.get(hash)?.data !== data) return { head, text: null, digest: null };
      if (!read) return { head, text: JSON.stringify(data ?? null), digest: null };
      const digest = await digestTaken(read);
      // Again: a newer list may have been kept while the digest was taken.
      if (kept.get(hash)?.data !== data) return { head, text: null, digest: null };
      kept.set(hash, { data, digest });
      return { head, text: read.text, digest: digest ?? null };
    },
    deserialize: ({ head, text, digest }: KeptList) => {
      const query = JSON.parse(head) as PersistedQuery;
      // Read as text: getItem turns a Blob into it.
      const read = text as string | null;
      const data = JSON.parse(read ?? 'null') as unknown;
      if (typeof data === 'object' && data !== null && read !== null) rememberListSource(data, { text: read, digest: digest ?? undefined });
      query.state.data = data;
      kept.set(query.queryHash, { data, digest: digest ?? undefined });
      restoredAt.set(query.queryHash, query.state.dataUpdatedAt);
      return query;
    },
    filters: { predicate: (query: Query) => PERSISTED_LISTS.has(query.queryHash) },
  });
  return { persisterFn: persister.persisterFn, persistQuery: persister.persistQuery, clearAll: storage.clearAll };
}

const SOON_MS = 200;

/** The digest of the server's bytes a list was read from, taken now if its read left it (a first read does: see getList). */
async function digestTaken(read: ListSource): Promise<string | undefined> {
  // The server's bytes (not `instanceof ArrayBuffer`: a test's fetch answers from another realm); a Blob or a text has none.
  if (read.digest === undefined && typeof read.text === 'object' && 'byteLength' in read.text) read.digest = await digestOf(read.text);
  return read.digest;
}

export function whenIdle(timeout = 2000): Promise<void> {
  return new Promise((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout }) : setTimeout(resolve, 0)));
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
 * Keeps the kept lists current (kept-list-upkeep.ts, fetched when there is such work: never on a first
 * visit that changes nothing). One shown from the kept copy is re-read from the server once the page has
 * shown it; one changed here without a read (a save in the translations grid or a bulk edit patches it
 * in place) is kept again.
 */
export function keepListsCurrent(queryClient: QueryClient, persistQuery: (query: Query) => Promise<void>): void {
  queryClient.getQueryCache().subscribe((event) => {
    const { query } = event;
    if (event.type !== 'updated') return;
    const patched = event.action.type === 'success' && event.action.manual && PERSISTED_LISTS.has(query.queryHash);
    if (patched || (query.state.fetchStatus === 'idle' && isUnconfirmedKeptList(query) && !query.state.isInvalidated))
      void import('./kept-list-upkeep').then(
        (upkeep) => (patched ? upkeep.keepPatchedList(queryClient, query, persistQuery) : upkeep.recheckKeptList(queryClient, query)),
        // Without the upkeep (offline, say): a kept copy is re-read at once.
        () => {
          if (!patched) void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
        },
      );
  });
}
