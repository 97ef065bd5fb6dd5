import { clear, createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { livePages, THIS_PAGE } from './record-lock';
import { browserStorage, getConnection, subscribeConnection } from './settings';

/**
 * The one outbox (DESIGN.md principle 12): every change the app sends is written here before it
 * is sent, with the server copy it was made against (base) and what the editor asked, so a reload
 * or a crash resumes it or offers it back, and a refused change keeps what was typed. Entries
 * belong to one connection (the API base URL) and live in IndexedDB; this tab reads them from a
 * copy in memory, kept in step with the other tabs over a BroadcastChannel.
 */
export type OutboxEntry = {
  /** `<resource>:<record id>`: one entry per record and kind of work. */
  key: string;
  resource: string;
  recordId: string;
  /** save: an editor's save (offered back, never resumed alone); plan: steps that resume by themselves. */
  kind: 'save' | 'plan';
  /** sending: a page is working on it; held: refused or clashing, kept for the editor; interrupted: its page is gone. */
  state: 'sending' | 'held' | 'interrupted';
  /** What the editor calls the record ("Attribute colour"), for offers and Activity. */
  label: string;
  link?: string;
  base?: unknown;
  mine?: unknown;
  /** What the editor typed, as their form holds it: what an offer restores. */
  values?: unknown;
  /** A plan's remaining steps. */
  steps?: unknown[];
  reason?: string;
  /** Kept only while it is sent (the editor keeps its own draft elsewhere in the outbox): cut off, it is dropped. */
  transient?: boolean;
  /** The page that wrote it (record-lock's THIS_PAGE). */
  page: string;
  createdAt: number;
  updatedAt: number;
};

type NewOutboxEntry = Omit<OutboxEntry, 'key' | 'page' | 'createdAt' | 'updatedAt' | 'state'> & { state?: OutboxEntry['state'] };

export const outboxKey = (resource: string, recordId: string | number) => `${resource}:${recordId}`;

type Disk = {
  write(key: string, entry: OutboxEntry): Promise<void>;
  read(key: string): Promise<OutboxEntry | undefined>;
  remove(key: string): Promise<void>;
  all(): Promise<[string, OutboxEntry][]>;
  clear(): Promise<void>;
};

function indexedDbDisk(store: UseStore): Disk {
  return {
    write: (key, entry) => set(key, entry, store),
    read: (key) => get<OutboxEntry>(key, store),
    remove: (key) => del(key, store),
    all: () => entries<string, OutboxEntry>(store),
    clear: () => clear(store),
  };
}

/**
 * Where IndexedDB is missing (jsdom): kept in the window's memory, which outlives a remount of
 * the app in a test and a fresh load of its modules (a reload, as a test plays it).
 */
function memoryDisk(): Disk {
  const holder = globalThis as { pimOutboxMemory?: Map<string, OutboxEntry> };
  const map = (holder.pimOutboxMemory ??= new Map<string, OutboxEntry>());
  return {
    write: async (key, entry) => void map.set(key, structuredClone(entry)),
    read: async (key) => (map.has(key) ? structuredClone(map.get(key)) : undefined),
    remove: async (key) => void map.delete(key),
    all: async () => [...map.entries()].map(([key, entry]) => [key, structuredClone(entry)] as [string, OutboxEntry]),
    clear: async () => map.clear(),
  };
}

// Its own database: idb-keyval creates a store only with its database. Exported for outbox-cut-off.ts.
export const disk: Disk = typeof indexedDB === 'undefined' ? memoryDisk() : indexedDbDisk(createStore('pim-outbox', 'entries'));
export const diskKey = (key: string) => `${getConnection().apiBaseUrl}|${key}`;

let mirror = new Map<string, OutboxEntry>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

// Other tabs hear which entry changed, and read it from the device: an entry may hold a large layout.
type Message = { changed: string; connection: string } | { cleared: true };
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('pim-outbox');
if (channel) {
  channel.onmessage = async (event: MessageEvent<Message>) => {
    const message = event.data;
    if ('cleared' in message) mirror = new Map();
    else if (message.connection !== getConnection().apiBaseUrl) return;
    else {
      const entry = await disk.read(diskKey(message.changed)).catch(() => undefined);
      if (entry) mirror.set(message.changed, entry);
      else mirror.delete(message.changed);
    }
    notify();
  };
}
const announce = (key: string) => channel?.postMessage({ changed: key, connection: getConnection().apiBaseUrl } satisfies Message);

/**
 * Reads this connection's entries (before the app renders, and when the connection changes). An
 * entry whose page is no longer open was interrupted (a reload, a crash, a closed tab).
 */
export async function loadOutbox(): Promise<void> {
  const prefix = `${getConnection().apiBaseUrl}|`;
  const [read, live] = await Promise.all([disk.all().catch(() => [] as [string, OutboxEntry][]), livePages()]);
  const copies = copyNames(prefix);
  // Rare (a page cut off in the milliseconds after a change), so its code loads only then.
  const stored = copies.length > 0 ? await (await import('./outbox-cut-off')).adoptCopies(copies, live) : read;
  const next = new Map<string, OutboxEntry>();
  for (const [key, entry] of stored) {
    if (!key.startsWith(prefix)) continue;
    const cutOff = entry.state === 'sending' && !live.has(entry.page);
    if (cutOff && entry.transient) void disk.remove(key).catch(() => undefined);
    else next.set(entry.key, cutOff ? { ...entry, state: 'interrupted' } : entry);
  }
  mirror = next;
  notify();
}

subscribeConnection(() => void loadOutbox());

/**
 * A new entry waits in localStorage, which is written at once, until IndexedDB has it: a page
 * reloaded or closed in the milliseconds before would otherwise lose the change (its request waits
 * for the entry, and the browser only asks before leaving). The next page to load takes it up
 * (outbox-cut-off.ts). Larger entries (a big asset type's save) are left to IndexedDB: localStorage
 * holds about 5 MB, shared with the demo's data.
 */
export const COPY_PREFIX = 'pim-outbox-copy|';
const MAX_COPY_CHARACTERS = 200_000;

const copyNames = (prefix: string) => Object.keys(browserStorage('local') ?? {}).filter((name) => name.startsWith(COPY_PREFIX + prefix));
const forgetCopy = (key: string) => browserStorage('local')?.removeItem(COPY_PREFIX + key);

/** Keeps a copy of `entry`; answers what removes it, unless another tab has put the record's entry since. */
function keepCopy(key: string, entry: OutboxEntry): (() => void) | undefined {
  try {
    const text = JSON.stringify(entry);
    if (text.length > MAX_COPY_CHARACTERS) return undefined;
    const store = browserStorage('local');
    store?.setItem(COPY_PREFIX + key, text);
    return () => store?.getItem(COPY_PREFIX + key) === text && forgetCopy(key);
  } catch {
    return undefined; // full, or not JSON: IndexedDB alone keeps it
  }
}

export const outbox = {
  get(key: string): OutboxEntry | undefined {
    return mirror.get(key);
  },
  list(): OutboxEntry[] {
    return [...mirror.values()];
  },
  /** Writes the entry (this page owns it from now on); resolves once it is in IndexedDB (a new one is copied at once until then). */
  async put(fields: NewOutboxEntry): Promise<OutboxEntry> {
    const key = outboxKey(fields.resource, fields.recordId);
    const now = Date.now();
    const entry: OutboxEntry = { state: 'sending', ...fields, key, page: THIS_PAGE, createdAt: mirror.get(key)?.createdAt ?? now, updatedAt: now };
    // A new entry's first write: until IndexedDB has it, a reload finds only this copy. Later
    // writes find an older version there (a plan's step crossed off late is re-read, never resent).
    const isNew = !mirror.has(key) && entry.state === 'sending' && !entry.transient;
    const dropCopy = isNew ? keepCopy(diskKey(key), entry) : undefined;
    mirror.set(key, entry);
    notify();
    await disk.write(diskKey(key), entry).then(dropCopy, () => undefined);
    announce(key);
    return entry;
  },
  async update(key: string, fields: Partial<Omit<OutboxEntry, 'key'>>): Promise<void> {
    const entry = mirror.get(key);
    if (entry) await outbox.put({ ...entry, ...fields });
  },
  async remove(key: string): Promise<void> {
    if (!mirror.delete(key)) return;
    forgetCopy(diskKey(key));
    notify();
    await disk.remove(diskKey(key)).catch(() => undefined);
    announce(key);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Everything, every connection (with the kept lists, after a reset of the demo data or in tests). */
export async function clearOutbox(): Promise<void> {
  mirror = new Map();
  notify();
  channel?.postMessage({ cleared: true } satisfies Message);
  copyNames('').forEach((name) => browserStorage('local')?.removeItem(name));
  await disk.clear().catch(() => undefined);
}

/** Work this page is sending now: closing or reloading the tab would cut it. */
export function sendingHere(): OutboxEntry[] {
  return outbox.list().filter((entry) => entry.page === THIS_PAGE && entry.state === 'sending');
}
