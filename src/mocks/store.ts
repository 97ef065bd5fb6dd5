import type { AssetType } from '../api/asset-types';
import type { Attribute } from '../api/attributes';
import type { AttributeReferences } from '../api/attribute-references';
import type { Language } from '../api/languages';
import type { SavedSearch } from '../api/saved-searches';
import type { SavedSearchFolder } from '../api/saved-search-folders';
import { Collection } from './collection';
import { buildSeed } from './seed';
import { isSeedName, type SeedName } from './seed-data';

/**
 * The mock's in-memory data: one module-level store, reset to a named seed. Handlers read
 * and write it through `getStore()`. Every change is reported to subscribers record by
 * record, so the browser can persist it (shared-storage.ts) and replay it, and changes made
 * in other tabs come back in through `applyChanges()` / `replayChanges()`.
 */
export type Counters = { nextLanguageId: number };

export type MockStore = {
  readonly seed: SeedName;
  readonly languages: Collection<Language>;
  readonly attributes: Collection<Attribute>;
  readonly references: Collection<AttributeReferences>;
  readonly folders: Collection<SavedSearchFolder>;
  readonly searches: Collection<SavedSearch>;
  readonly assetTypes: Collection<AssetType>;
  readonly counters: Counters;
};

export const COLLECTION_NAMES = ['languages', 'attributes', 'references', 'folders', 'searches', 'assetTypes'] as const;
export type CollectionName = (typeof COLLECTION_NAMES)[number];

/** What the browser keeps: the seed's name and every record changed over it. */
export type StoreChanges = {
  version: 1;
  seed: SeedName;
  changes: Record<CollectionName, Record<string, unknown>>;
  counters: Counters;
};

/**
 * What changed: one record (its new value, null when deleted), the id counters, or everything (a reset to a
 * seed). Loading saved or other tabs' changes reports nothing: it is not a new change.
 */
export type StoreEvent = { type: 'record'; collection: CollectionName; key: string; record: unknown } | { type: 'counters' } | { type: 'reset'; seed: SeedName };

const listeners = new Set<(event: StoreEvent) => void>();
const notify = (event: StoreEvent) => listeners.forEach((listener) => listener(event));
const recordChanged = (collection: CollectionName) => (key: string, record: unknown) => notify({ type: 'record', collection, key, record });

let current: MockStore | null = null;

function createStore(seed: SeedName): MockStore {
  const data = buildSeed(seed);
  const byUid = (record: { Uid: string }) => record.Uid.toLowerCase();
  return {
    seed,
    languages: new Collection<Language>(recordChanged('languages'), data.languages, (language) => String(language.Id)),
    attributes: new Collection<Attribute>(recordChanged('attributes'), data.attributes, byUid),
    references: new Collection<AttributeReferences>(recordChanged('references'), data.references, (record) => record.AttributeUid.toLowerCase()),
    folders: new Collection<SavedSearchFolder>(recordChanged('folders'), data.folders, byUid),
    searches: new Collection<SavedSearch>(recordChanged('searches'), data.searches, byUid),
    assetTypes: new Collection<AssetType>(recordChanged('assetTypes'), data.assetTypes, byUid),
    counters: { nextLanguageId: Math.max(0, ...data.languages.map((language) => language.Id)) + 1 },
  };
}

/** Lets the collections a request needs take their seed's records a slice at a time (the page stays free meanwhile). */
export async function collectionsReady(names: readonly CollectionName[]): Promise<void> {
  const store = getStore();
  for (const name of names) await (store[name] as Collection<unknown>).ready();
}

/** The current store; the default seed is built on first use. */
export function getStore(): MockStore {
  current ??= createStore('default');
  return current;
}

/** Throws away all data and loads the named seed (the large one is generated only here). */
export function resetStore(seed: SeedName): void {
  current = createStore(seed);
  notify({ type: 'reset', seed });
}

export function currentSeedName(): SeedName {
  return getStore().seed;
}

/** Hands out the next language id and counts it as a change, so a replay never reuses it. */
export function takeLanguageId(): number {
  const store = getStore();
  const id = store.counters.nextLanguageId;
  store.counters.nextLanguageId = id + 1;
  notify({ type: 'counters' });
  return id;
}

let catchUp: (() => void) | null = null;
let writesArrived: (() => Promise<void>) | null = null;

/**
 * How to pick up changes other tabs made (the browser sets it; Node has no other tabs), and how to wait until the
 * writes other tabs have made can be read here.
 */
export function setCatchUp(fn: (() => void) | null, arrived: (() => Promise<void>) | null = null): void {
  catchUp = fn;
  writesArrived = arrived;
}

/** What this tab's storage shows of other tabs' changes, taken in now. */
export function catchUpWithOtherTabs(): void {
  catchUp?.();
}

/** Awaited before answering each request, so a change made in any tab is seen by the next request. */
export async function catchUpWithOtherTabsWrites(): Promise<void> {
  await writesArrived?.();
  catchUp?.();
}

/** Keeps a list's built answer between page loads (the browser's Cache Storage), or not (Node, the dev server). */
export type BodyKeeper = {
  /** Lists with fewer records are built: faster than reading them back. */
  minRecords: number;
  /**
   * The answer kept for the list `name` in `state`, else `build()`'s, kept for the next load when `build` says it was
   * built in that state (the list can change while the cache is asked).
   */
  keptOr(name: CollectionName, state: string, build: () => { parts: Promise<Uint8Array<ArrayBuffer>[]>; inState: boolean }): Promise<ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>[]>;
};

let bodyKeeper: BodyKeeper | null = null;

export function setBodyKeeper(keeper: BodyKeeper | null): void {
  bodyKeeper = keeper;
}

/** Beyond this many changed records, naming the state costs about as much as building the answer. */
const KEPT_STATE_MAX_CHANGES = 1000;

/**
 * A whole collection as a JSON answer. Building the 10,000 attributes' takes 100-150 ms of the page's time
 * (stringify, encode, collection): after a reload, one kept from an earlier load is answered when the collection
 * holds exactly what it held then, named by its seed and its saved changes; after any change in this page life
 * (here or from another tab), it is built.
 */
export async function listBody(name: CollectionName): Promise<ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>[]> {
  const store = getStore();
  const collection = store[name] as Collection<unknown>;
  const keeper = bodyKeeper;
  // A kept answer needs none of the seed's records: they are taken only when the answer is built.
  if (!keeper || (collection.sizeWithoutSeed ?? Infinity) < keeper.minRecords || collection.changedCount > KEPT_STATE_MAX_CHANGES || !collection.asLoaded) {
    await collection.ready();
    return collection.valuesBody();
  }
  const state = JSON.stringify([store.seed, collection.changesReplayed()]);
  return keeper.keptOr(name, state, () => {
    // Read as the build starts, and again as its records are read once the seed is in (another tab's change may come
    // in meanwhile): a collection once changed stays changed, and a reset makes new ones.
    const built = {
      inState: collection.asLoaded,
      parts: collection.ready().then(() => {
        built.inState &&= collection.asLoaded;
        return collection.valuesBody();
      }),
    };
    return built;
  });
}

/** Called after every change made through the handlers and after a reset (the browser persists then). */
export function subscribeStore(listener: (event: StoreEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function exportChanges(): StoreChanges {
  const store = getStore();
  const changes = {} as StoreChanges['changes'];
  for (const name of COLLECTION_NAMES) changes[name] = (store[name] as Collection<unknown>).changes();
  return structuredClone({ version: 1, seed: store.seed, changes, counters: store.counters });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isChanges(value: unknown): value is Partial<StoreChanges['changes']> {
  return isRecord(value) && COLLECTION_NAMES.every((name) => value[name] === undefined || isRecord(value[name]));
}

function applyTo(store: MockStore, changes: Partial<StoreChanges['changes']>, counters: unknown, fromSave: boolean): void {
  for (const name of COLLECTION_NAMES) {
    const part = changes[name];
    if (isRecord(part)) (store[name] as Collection<unknown>).replay(structuredClone(part), fromSave);
  }
  const saved = isRecord(counters) ? counters : {};
  if (typeof saved.nextLanguageId === 'number' && Number.isInteger(saved.nextLanguageId)) {
    store.counters.nextLanguageId = Math.max(store.counters.nextLanguageId, saved.nextLanguageId);
  }
}

/**
 * Loads a fresh seed and replays saved changes over it. Answers false (and leaves the
 * store untouched) when `saved` is not something `exportChanges()` wrote.
 */
export function replayChanges(saved: unknown): boolean {
  if (!isRecord(saved) || saved.version !== 1 || !isSeedName(saved.seed) || !isChanges(saved.changes)) return false;
  const next = createStore(saved.seed);
  applyTo(next, saved.changes, saved.counters, true);
  current = next;
  return true;
}

/** Applies records changed elsewhere (another tab) over the current data; null deletes. */
export function applyChanges(changes: Partial<StoreChanges['changes']>, counters?: unknown): void {
  applyTo(getStore(), changes, counters, false);
}
