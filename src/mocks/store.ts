import type { AssetType } from '../api/asset-types';
import type { Attribute, AttributeReferences } from '../api/attributes';
import type { Language } from '../api/languages';
import type { SavedSearch } from '../api/saved-searches';
import type { SavedSearchFolder } from '../api/saved-search-folders';
import { Collection } from './collection';
import { buildSeed } from './seed';

/**
 * The mock's in-memory data: one module-level store, reset to a named seed. Handlers read
 * and write it through `getStore()`; the browser persists `exportChanges()` and replays it
 * with `replayChanges()` on the next load.
 */
export type SeedName = 'default' | 'large';
export const SEED_NAMES: readonly SeedName[] = ['default', 'large'];

export function isSeedName(value: unknown): value is SeedName {
  return typeof value === 'string' && (SEED_NAMES as readonly string[]).includes(value);
}

export type SeedData = {
  languages: Language[];
  attributes: Attribute[];
  references: AttributeReferences[];
  folders: SavedSearchFolder[];
  searches: SavedSearch[];
  assetTypes: AssetType[];
};

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

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

let current: MockStore | null = null;

function createStore(seed: SeedName): MockStore {
  const data = buildSeed(seed);
  const store: MockStore = {
    seed,
    languages: new Collection<Language>(notify),
    attributes: new Collection<Attribute>(notify),
    references: new Collection<AttributeReferences>(notify),
    folders: new Collection<SavedSearchFolder>(notify),
    searches: new Collection<SavedSearch>(notify),
    assetTypes: new Collection<AssetType>(notify),
    counters: { nextLanguageId: Math.max(0, ...data.languages.map((language) => language.Id)) + 1 },
  };
  for (const language of data.languages) store.languages.load(String(language.Id), language);
  for (const attribute of data.attributes) store.attributes.load(attribute.Uid.toLowerCase(), attribute);
  for (const record of data.references) store.references.load(record.AttributeUid.toLowerCase(), record);
  for (const folder of data.folders) store.folders.load(folder.Uid.toLowerCase(), folder);
  for (const search of data.searches) store.searches.load(search.Uid.toLowerCase(), search);
  for (const assetType of data.assetTypes) store.assetTypes.load(assetType.Uid.toLowerCase(), assetType);
  return store;
}

/** The current store; the default seed is built on first use. */
export function getStore(): MockStore {
  current ??= createStore('default');
  return current;
}

/** Throws away all data and loads the named seed (the large one is generated only here). */
export function resetStore(seed: SeedName): void {
  current = createStore(seed);
  notify();
}

export function currentSeedName(): SeedName {
  return getStore().seed;
}

/** Hands out the next language id and counts it as a change, so a replay never reuses it. */
export function takeLanguageId(): number {
  const store = getStore();
  const id = store.counters.nextLanguageId;
  store.counters.nextLanguageId = id + 1;
  return id;
}

/** Called after every change and after a reset or replay (the browser persists then). */
export function subscribeStore(listener: () => void): () => void {
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

/**
 * Loads a fresh seed and replays saved changes over it. Answers false (and leaves the
 * store untouched) when `saved` is not something `exportChanges()` wrote.
 */
export function replayChanges(saved: unknown): boolean {
  if (!isRecord(saved) || saved.version !== 1 || !isSeedName(saved.seed) || !isRecord(saved.changes)) return false;
  const changes = saved.changes;
  if (!COLLECTION_NAMES.every((name) => changes[name] === undefined || isRecord(changes[name]))) return false;
  const next = createStore(saved.seed);
  for (const name of COLLECTION_NAMES) {
    const part = changes[name];
    if (isRecord(part)) (next[name] as Collection<unknown>).replay(structuredClone(part));
  }
  const counters = isRecord(saved.counters) ? saved.counters : {};
  if (typeof counters.nextLanguageId === 'number' && Number.isInteger(counters.nextLanguageId)) {
    next.counters.nextLanguageId = Math.max(next.counters.nextLanguageId, counters.nextLanguageId);
  }
  current = next;
  notify();
  return true;
}
