import { clear, createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { forget, forgetAll, journal, journaled } from './outbox-journal';
import { livePages, THIS_PAGE, withLock } from './record-lock';
import { getConnection, subscribeConnection } from './settings';

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

// Its own database: idb-keyval creates a store only with its database.
const disk: Disk = typeof indexedDB === 'undefined' ? memoryDisk() : indexedDbDisk(createStore('pim-outbox', 'entries'));
const diskKey = (key: string) => `${getConnection().apiBaseUrl}|${key}`;

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
  const [stored, live] = await Promise.all([disk.all().catch(() => [] as [string, OutboxEntry][]), livePages()]);
  const onDevice = new Map(stored);
  for (const [key, entry] of journaled(prefix)) {
    // A live page is writing it now; a cut-off page's newest write may not have reached IndexedDB.
    if (live.has(entry.page)) continue;
    if ((onDevice.get(key)?.updatedAt ?? -Infinity) <= entry.updatedAt) {
      onDevice.set(key, entry);
      await disk.write(key, entry).catch(() => undefined);
    }
    forget(key);
  }
  const next = new Map<string, OutboxEntry>();
  for (const [key, entry] of onDevice) {
    if (!key.startsWith(prefix)) continue;
    const cutOff = entry.state === 'sending' && !live.has(entry.page);
    if (cutOff && entry.transient) void disk.remove(key).catch(() => undefined);
    else next.set(entry.key, cutOff ? { ...entry, state: 'interrupted' } : entry);
  }
  mirror = next;
  notify();
}

subscribeConnection(() => void loadOutbox());

export const outbox = {
  get(key: string): OutboxEntry | undefined {
    return mirror.get(key);
  },
  list(): OutboxEntry[] {
    return [...mirror.values()];
  },
  /** Writes the entry (this page owns it from now on); resolves once it is in IndexedDB (a sending one is kept at once until then). */
  async put(fields: NewOutboxEntry): Promise<OutboxEntry> {
    const key = outboxKey(fields.resource, fields.recordId);
    const now = Date.now();
    const entry: OutboxEntry = { state: 'sending', ...fields, key, page: THIS_PAGE, createdAt: mirror.get(key)?.createdAt ?? now, updatedAt: now };
    const onDevice = journal(diskKey(key), entry);
    mirror.set(key, entry);
    notify();
    const stored = await disk.write(diskKey(key), entry).then(
      () => true,
      () => false,
    );
    // Until IndexedDB has it, the copy in localStorage is the only one a reload finds.
    if (stored) onDevice();
    announce(key);
    return entry;
  },
  async update(key: string, fields: Partial<Omit<OutboxEntry, 'key'>>): Promise<void> {
    const entry = mirror.get(key);
    if (entry) await outbox.put({ ...entry, ...fields });
  },
  async remove(key: string): Promise<void> {
    if (!mirror.delete(key)) return;
    forget(diskKey(key));
    notify();
    await disk.remove(diskKey(key)).catch(() => undefined);
    announce(key);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * Takes over an entry whose page is gone (a reload, a crash, a closed tab) for this page, once
 * across tabs: under one lock, the entry is read again from the device and taken only while no
 * open page has it. Answers the entry, now this page's and sending, or null when it is done,
 * gone or another page's.
 */
export function claim(key: string): Promise<OutboxEntry | null> {
  return withLock('pim:outbox-claim', async () => {
    const [stored, live] = await Promise.all([disk.read(diskKey(key)).catch(() => undefined), livePages()]);
    if (!stored) {
      if (mirror.delete(key)) notify();
      return null;
    }
    if (live.has(stored.page)) return null;
    return outbox.put({ ...stored, state: 'sending', reason: undefined });
  });
}

/** Everything, every connection (with the kept lists, after a reset of the demo data or in tests). */
export async function clearOutbox(): Promise<void> {
  mirror = new Map();
  notify();
  channel?.postMessage({ cleared: true } satisfies Message);
  forgetAll();
  await disk.clear().catch(() => undefined);
}

/** Work this page is sending now: closing or reloading the tab would cut it. */
export function sendingHere(): OutboxEntry[] {
  return outbox.list().filter((entry) => entry.page === THIS_PAGE && entry.state === 'sending');
}

/** The record id under which a form for a new record keeps what was typed. */
export const NEW_RECORD = 'new';

/**
 * A new record's create (POST) through the outbox: kept with what was typed before it is sent, so
 * a reload in the middle asks first and the form offers it back; gone once the server has it.
 * `uid` is the record's own (client-made) uid: a kept create the server already holds is not offered.
 */
export async function sendCreate<T>(fields: { resource: string; label: string; link?: string; uid: string; values: unknown }, send: () => Promise<T>): Promise<T> {
  const key = outboxKey(fields.resource, NEW_RECORD);
  await outbox.put({ resource: fields.resource, recordId: NEW_RECORD, kind: 'save', label: fields.label, link: fields.link, mine: { Uid: fields.uid }, values: fields.values });
  try {
    const created = await send();
    await outbox.remove(key);
    return created;
  } catch (error) {
    await outbox.update(key, { state: 'held', reason: 'failed' });
    throw error;
  }
}

/** The uid a kept create was sent with. */
export function keptCreateUid(resource: string): string | null {
  const mine = mirror.get(outboxKey(resource, NEW_RECORD))?.mine as { Uid?: unknown } | undefined;
  return typeof mine?.Uid === 'string' ? mine.Uid : null;
}
