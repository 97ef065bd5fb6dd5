import { COPY_PREFIX, disk, diskKey, outbox, type OutboxEntry } from './outbox';
import { livePages, withLock } from './record-lock';
import { browserStorage } from './settings';

// What pages cut off (a reload, a crash, a closed tab) left in the outbox, taken over by a page that loads.

const CLAIM_LOCK = 'pim:outbox-claim';

/**
 * Takes over an entry whose page is gone (a reload, a crash, a closed tab) for this page, once
 * across tabs: under one lock, the entry is read again from the device and taken only while no
 * open page has it. Answers the entry, now this page's and sending, or null when it is done,
 * gone or another page's.
 */
export function claim(key: string): Promise<OutboxEntry | null> {
  return withLock(CLAIM_LOCK, async () => {
    const [stored, live] = await Promise.all([disk.read(diskKey(key)).catch(() => null), livePages()]);
    // Unreadable now: left as it is (removing it would lose it if IndexedDB only failed this once).
    if (stored === null) return null;
    if (stored === undefined) {
      await outbox.remove(key);
      return null;
    }
    if (live.has(stored.page)) return null;
    return outbox.put({ ...stored, state: 'sending', reason: undefined });
  });
}

/**
 * Writes to IndexedDB the copies of entries (outbox.ts, keepCopy) whose page was cut off before
 * IndexedDB had them, unless it holds a newer version, then drops the copies. Under the lock claims
 * take, reading each copy again there: of two tabs opened at once the second finds it gone, and a
 * copy taken and finished meanwhile is not brought back. A copy of a page still open is its own.
 * Answers the entries IndexedDB then holds.
 */
export async function adoptCopies(names: readonly string[], live: ReadonlySet<string>): Promise<[string, OutboxEntry][]> {
  const store = browserStorage('local');
  await withLock(CLAIM_LOCK, async () => {
    for (const name of names) {
      const entry = parse(store?.getItem(name));
      if (!entry || live.has(entry.page)) continue;
      const key = name.slice(COPY_PREFIX.length);
      const onDisk = await disk.read(key).catch(() => undefined);
      try {
        if ((onDisk?.updatedAt ?? -Infinity) <= entry.updatedAt) await disk.write(key, entry);
        store?.removeItem(name);
      } catch {
        // Kept while IndexedDB fails: the copy is then the only one.
      }
    }
  });
  return disk.all().catch(() => []);
}

function parse(text: string | null | undefined): OutboxEntry | null {
  try {
    return text ? (JSON.parse(text) as OutboxEntry) : null;
  } catch {
    return null;
  }
}
