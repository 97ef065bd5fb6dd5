import { applyChanges, COLLECTION_NAMES, currentSeedName, exportChanges, getStore, replayChanges, setCatchUp, subscribeStore, type CollectionName, type StoreChanges, type StoreEvent } from './store';
import { isSeedName, type SeedName } from './seed-data';

/**
 * The browser mock's data in localStorage, shared by every tab of the browser so the mock is
 * one server for all of them (decisions.md). Only the seed's name and the changes over it are
 * kept (the large seed does not fit in ~5 MB), one key per changed record, so two tabs that
 * change different records never overwrite each other:
 * - EPOCH_KEY: the seed and an id, new on every reset; records of an older epoch are ignored,
 *   so a reset in one tab resets all of them;
 * - `pim.mock.rec.<collection>.<key>`: `{ e: epoch id, n: order, r: record | null }` (null: deleted);
 * - COUNTERS_KEY: the id counters; STAMP_KEY: changes on every write, so a tab can tell
 *   cheaply, before answering a request, whether another tab wrote (storage events arrive late);
 * - `pim.mock.stamp.<tab>`: how many writes that tab made, written after them.
 * Chromium hands one tab's localStorage writes to the others a moment later, even to a tab that waited for the writer
 * on a Web Lock (the app's record locks): a save re-reading there would get the copy from before and send it back over
 * the colleague's. So each tab also holds a Web Lock named for its last write (`WROTE_LOCK<tab>:<writes>`), which the
 * browser shows every tab at once, and a tab answers a request only once its storage shows those writes.
 */
export const EPOCH_KEY = 'pim.mock.epoch';
export const STAMP_KEY = 'pim.mock.stamp';
export const COUNTERS_KEY = 'pim.mock.counters';
export const RECORD_PREFIX = 'pim.mock.rec.';
/** The previous format: one key with every change; migrated once, then removed. */
export const LEGACY_STATE_KEY = 'pim.mock.state';
const WROTE_LOCK = 'pim:mock:wrote:';
const tabStampKey = (tab: string) => `${STAMP_KEY}.${tab}`;
/** Longest wait for another tab's writes to reach this tab's storage: never hang a request on a tab that died mid-write. */
const WRITES_WAIT_MS = 1000;

type Epoch = { id: string; seed: SeedName };
type Entry = { e: string; n: number; r: unknown };
type Found = { key: string; raw: string; collection: CollectionName; recordKey: string; entry: Entry };

const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

function parse(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

function readEpoch(raw: string | null): Epoch | null {
  const value = parse(raw) as Partial<Epoch> | null;
  return value && typeof value.id === 'string' && isSeedName(value.seed) ? { id: value.id, seed: value.seed } : null;
}

function readEntry(key: string, raw: string | null): Found | null {
  if (raw === null || !key.startsWith(RECORD_PREFIX)) return null;
  const rest = key.slice(RECORD_PREFIX.length);
  const dot = rest.indexOf('.');
  const collection = rest.slice(0, dot) as CollectionName;
  if (dot < 1 || !COLLECTION_NAMES.includes(collection)) return null;
  const entry = parse(raw) as Partial<Entry> | null;
  if (!entry || typeof entry.e !== 'string' || typeof entry.n !== 'number' || !('r' in entry)) return null;
  return { key, raw, collection, recordKey: rest.slice(dot + 1), entry: entry as Entry };
}

function recordKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(RECORD_PREFIX)) keys.push(key);
  }
  return keys;
}

function tabStampKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(`${STAMP_KEY}.`)) keys.push(key);
  }
  return keys;
}

/** Creation order survives a reload: records are replayed in the order they were written. */
function toChanges(found: Found[]): Partial<StoreChanges['changes']> {
  const changes: Partial<StoreChanges['changes']> = {};
  for (const { collection, recordKey, entry } of [...found].sort((a, b) => a.entry.n - b.entry.n)) {
    (changes[collection] ??= {})[recordKey] = entry.r;
  }
  return changes;
}

let warnedAboutQuota = false;

/**
 * Loads the shared data (migrating the previous format), then keeps it shared: this tab's
 * changes are written as they happen, other tabs' changes are applied on their storage events
 * and, in case those have not arrived yet, before every request. Answers a disconnect function.
 */
export function connectSharedStorage(
  storage: Storage,
  events: EventTarget | null = globalThis.window ?? null,
  /**
   * Told which collections another tab's changes touched when they arrive by storage event.
   * Storage reaches other tabs later than their announcement can: a page that refetched on
   * the announcement may have got the old data, and needs telling again.
   */
  onLateChanges?: (collections: CollectionName[]) => void,
): () => void {
  let epoch: Epoch;
  let knownEpochRaw: string | null = null;
  let knownStamp: string | null = null;
  /** Storage key -> the value this tab last wrote or applied. */
  const known = new Map<string, string>();
  const tabId = newId();
  let writes = 0;
  let lastOrder = 0;

  function write(key: string, value: string): boolean {
    try {
      storage.setItem(key, value);
      return true;
    } catch (error) {
      if (!warnedAboutQuota) {
        warnedAboutQuota = true;
        console.warn('[mock] Changes to the demo data could not be saved (storage full?); they last until the page reloads.', error);
      }
      return false;
    }
  }

  function stamp(): void {
    const value = `${tabId}:${(writes += 1)}`;
    // Not taken as seen: another tab's writes may have reached this tab just before this one's stamp hid theirs.
    write(STAMP_KEY, value);
    // After the writes it counts: a tab that sees this number sees them.
    if (write(tabStampKey(tabId), String(writes))) announceWrites();
  }

  let releaseAnnounced: (() => void) | null = null;
  /** Holds the lock that names this tab's last write, then lets the one before go (never a moment with neither). */
  function announceWrites(): void {
    const locks = globalThis.navigator?.locks;
    if (!locks) return;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const previous = releaseAnnounced;
    releaseAnnounced = release;
    void locks
      .request(`${WROTE_LOCK}${tabId}:${writes}`, { mode: 'shared' }, () => {
        previous?.();
        return held;
      })
      .catch(() => undefined);
  }

  /** Waits until this tab's storage shows every write other tabs announce (or WRITES_WAIT_MS pass). */
  async function othersWritesArrived(): Promise<void> {
    const locks = globalThis.navigator?.locks;
    if (!locks) return;
    const wanted = new Map<string, number>();
    try {
      const { held = [] } = await locks.query();
      for (const { name } of held) {
        if (!name?.startsWith(WROTE_LOCK)) continue;
        const [tab, count] = name.slice(WROTE_LOCK.length).split(':');
        if (tab && tab !== tabId) wanted.set(tab, Math.max(wanted.get(tab) ?? 0, Number(count)));
      }
    } catch {
      return;
    }
    const arrived = () => [...wanted].every(([tab, count]) => Number(storage.getItem(tabStampKey(tab)) ?? 0) >= count);
    const until = Date.now() + WRITES_WAIT_MS;
    while (!arrived() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 4));
  }

  function startEpoch(seed: SeedName): void {
    for (const key of recordKeys(storage)) storage.removeItem(key);
    storage.removeItem(COUNTERS_KEY);
    known.clear();
    epoch = { id: newId(), seed };
    knownEpochRaw = JSON.stringify(epoch);
    write(EPOCH_KEY, knownEpochRaw);
    stamp();
  }

  function writeRecord(collection: CollectionName, recordKey: string, record: unknown): void {
    lastOrder = Math.max(Date.now(), lastOrder + 1);
    const key = `${RECORD_PREFIX}${collection}.${recordKey}`;
    const raw = JSON.stringify({ e: epoch.id, n: lastOrder, r: record });
    if (write(key, raw)) known.set(key, raw);
  }

  /** Everything of the given epoch, over a fresh seed; records of other epochs are left over from a reset. */
  function loadEpoch(next: Epoch, raw: string): void {
    const found: Found[] = [];
    for (const key of recordKeys(storage)) {
      const item = readEntry(key, storage.getItem(key));
      if (item?.entry.e === next.id) found.push(item);
      else if (item) storage.removeItem(key);
    }
    replayChanges({ version: 1, seed: next.seed, changes: toChanges(found), counters: parse(storage.getItem(COUNTERS_KEY)) });
    known.clear();
    for (const item of found) known.set(item.key, item.raw);
    epoch = next;
    knownEpochRaw = raw;
  }

  /** Applies what other tabs wrote since; answers the collections that changed (all of them after a reset). */
  function catchUp(): CollectionName[] {
    const epochRaw = storage.getItem(EPOCH_KEY);
    const stampNow = storage.getItem(STAMP_KEY);
    if (epochRaw !== knownEpochRaw) {
      const next = readEpoch(epochRaw);
      if (next) {
        knownStamp = stampNow;
        loadEpoch(next, epochRaw!);
        return [...COLLECTION_NAMES];
      }
    }
    if (stampNow === knownStamp) return [];
    knownStamp = stampNow;
    const found: Found[] = [];
    for (const key of recordKeys(storage)) {
      const raw = storage.getItem(key);
      if (raw === null || known.get(key) === raw) continue;
      const item = readEntry(key, raw);
      if (item?.entry.e !== epoch.id) continue;
      found.push(item);
      known.set(key, raw);
    }
    applyChanges(toChanges(found), parse(storage.getItem(COUNTERS_KEY)));
    return [...new Set(found.map((item) => item.collection))];
  }

  function persist(event: StoreEvent): void {
    if (event.type === 'reset') startEpoch(event.seed);
    else if (event.type === 'counters') write(COUNTERS_KEY, JSON.stringify(getStore().counters));
    else writeRecord(event.collection, event.key, event.record);
    if (event.type !== 'reset') stamp();
  }

  function start(): void {
    const raw = storage.getItem(EPOCH_KEY);
    const saved = readEpoch(raw);
    if (saved) {
      knownStamp = storage.getItem(STAMP_KEY);
      loadEpoch(saved, raw!);
      return;
    }
    const legacy = storage.getItem(LEGACY_STATE_KEY);
    storage.removeItem(LEGACY_STATE_KEY);
    const migrated = legacy !== null && replayChanges(parse(legacy));
    if (legacy !== null && !migrated) console.warn('[mock] The saved demo data could not be read; starting from the default seed.');
    startEpoch(currentSeedName());
    if (!migrated) return;
    const { changes } = exportChanges();
    for (const collection of COLLECTION_NAMES) {
      for (const [key, record] of Object.entries(changes[collection])) writeRecord(collection, key, record);
    }
    write(COUNTERS_KEY, JSON.stringify(getStore().counters));
    stamp();
  }

  /** The write counts of tabs closed since: a tab holding no WROTE_LOCK is waited for by nobody. */
  async function dropClosedTabsStamps(): Promise<void> {
    const locks = globalThis.navigator?.locks;
    if (!locks) return;
    const { held = [] } = await locks.query();
    const live = new Set(held.flatMap(({ name }) => (name?.startsWith(WROTE_LOCK) ? [name.slice(WROTE_LOCK.length).split(':')[0]] : [])));
    for (const key of tabStampKeys(storage)) if (!live.has(key.slice(STAMP_KEY.length + 1)) && key !== tabStampKey(tabId)) storage.removeItem(key);
  }

  start();
  void dropClosedTabsStamps().catch(() => undefined);
  const stopPersisting = subscribeStore(persist);
  setCatchUp(() => void catchUp(), othersWritesArrived);
  const onStorage = (event: Event) => {
    const key = (event as StorageEvent).key;
    // null: another tab cleared the whole storage; the next epoch it writes is picked up then.
    if (key === null || !key.startsWith('pim.mock.')) return;
    const changed = catchUp();
    if (changed.length > 0) onLateChanges?.(changed);
  };
  events?.addEventListener('storage', onStorage);
  return () => {
    stopPersisting();
    setCatchUp(null);
    releaseAnnounced?.();
    events?.removeEventListener('storage', onStorage);
  };
}
