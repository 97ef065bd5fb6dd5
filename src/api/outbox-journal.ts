import type { OutboxEntry } from './outbox';

/**
 * Entries being sent, kept in localStorage (written at once) until IndexedDB has them. A page
 * reloaded or closed in the milliseconds before IndexedDB stores an entry would otherwise lose the
 * change: its request waits for the entry, and the browser only asks before leaving. The next load
 * takes up what a cut-off page left here. Keys are the outbox's device keys.
 */
const PREFIX = 'pim-outbox-journal|';
/** Larger entries (a big asset type's save) are left to IndexedDB: localStorage holds about 5 MB, shared with the demo's data. */
const MAX_CHARACTERS = 200_000;

let writes = 0;
const latestWrite = new Map<string, number>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Keeps a sending entry until the answered function says IndexedDB has it (a later write of the
 * key takes over). An entry of another state only ends the key's kept copy: nothing waits for
 * those, and a designer's draft, written at every pause, is too large to copy.
 */
export function journal(key: string, entry: OutboxEntry): () => void {
  const write = ++writes;
  latestWrite.set(key, write);
  const store = storage();
  try {
    const text = entry.state === 'sending' ? JSON.stringify(entry) : '';
    if (text && text.length <= MAX_CHARACTERS) store?.setItem(PREFIX + key, text);
    else store?.removeItem(PREFIX + key);
  } catch {
    // Full, or not JSON: IndexedDB alone keeps it, as it would without this copy.
    store?.removeItem(PREFIX + key);
  }
  return () => {
    if (latestWrite.get(key) === write) forget(key);
  };
}

export function forget(key: string): void {
  latestWrite.delete(key);
  storage()?.removeItem(PREFIX + key);
}

/** The kept entries whose keys start with `prefix` (one connection's). */
export function journaled(prefix: string): [string, OutboxEntry][] {
  const store = storage();
  if (!store) return [];
  const found: [string, OutboxEntry][] = [];
  for (const name of namesIn(store, PREFIX + prefix)) {
    try {
      found.push([name.slice(PREFIX.length), JSON.parse(store.getItem(name) ?? '') as OutboxEntry]);
    } catch {
      store.removeItem(name);
    }
  }
  return found;
}

export function forgetAll(): void {
  const store = storage();
  if (store) for (const name of namesIn(store, PREFIX)) store.removeItem(name);
  latestWrite.clear();
}

function namesIn(store: Storage, prefix: string): string[] {
  return Array.from({ length: store.length }, (_, index) => store.key(index) ?? '').filter((name) => name.startsWith(prefix));
}
