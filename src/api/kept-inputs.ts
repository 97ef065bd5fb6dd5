import { outbox, outboxKey, type OutboxEntry } from './outbox';
import { deepEqual, listChanges, type MergeOptions } from './three-way-merge';

// Apart from outbox.ts, which every page loads at start: the merge is needed only once an editor opens.

/** Every field the kept save changed already has its value on the server. */
function landed(entry: OutboxEntry, server: object, options: MergeOptions): boolean {
  if (typeof entry.base !== 'object' || typeof entry.mine !== 'object' || !entry.base || !entry.mine) return false;
  const changes = listChanges(entry.base, entry.mine, options);
  const serverNow = listChanges(entry.mine, server, options).map((change) => change.path);
  return changes.length > 0 && changes.every((change) => !serverNow.includes(change.path)) && !deepEqual(entry.base, server);
}

/**
 * An editor's kept input for one kind of record (what a refused, clashing or interrupted save
 * held), offered when the record is opened again.
 */
type KeptInput<T> = { keptAt: string; values: T; base?: unknown; reason?: string };

export function keptInputs<T>(resource: string, options: MergeOptions = {}) {
  return {
    /** With the server's copy: an input it already holds (the save landed before a reload cut it) is dropped, not offered. */
    read(recordId: string, server?: object): KeptInput<T> | null {
      const entry = outbox.get(outboxKey(resource, recordId));
      if (!entry || entry.kind !== 'save' || entry.state === 'sending' || entry.values === undefined) return null;
      if (server && landed(entry, server, options)) {
        void outbox.remove(entry.key);
        return null;
      }
      return { keptAt: new Date(entry.updatedAt).toISOString(), values: entry.values as T, base: entry.base, reason: entry.reason };
    },
    clear(recordId: string): Promise<void> {
      return outbox.remove(outboxKey(resource, recordId));
    },
  };
}
