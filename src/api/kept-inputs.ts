import { keptCreates, keptCreateUid, THIS_PAGE_CREATE } from './outbox-create';
import { outbox, type OutboxEntry } from './outbox';
import { THIS_PAGE } from './record-lock';
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
 * held), offered when the record is opened again. `key` is its outbox entry; `createdUid`, for a
 * new record's, the uid its create was sent with.
 */
export type KeptInput<T> = { key: string; keptAt: string; values: T; base?: unknown; reason?: string; createdUid?: string | null };

const offerable = (entry: OutboxEntry | undefined): entry is OutboxEntry => !!entry && entry.kind === 'save' && entry.state !== 'sending' && entry.values !== undefined;

function asKept<T>(entry: OutboxEntry): KeptInput<T> {
  return { key: entry.key, keptAt: new Date(entry.updatedAt).toISOString(), values: entry.values as T, base: entry.base, reason: entry.reason };
}

export type KeptInputs<T> = ReturnType<typeof keptInputs<T>>;

export function keptInputs<T>(resource: string, options: MergeOptions = {}) {
  return {
    resource,
    /**
     * The newest input kept for the record, by any page (each keeps its own). With the server's copy: an input it already
     * holds (the save landed before a reload cut it) is dropped, not offered.
     */
    read(recordId: string, server?: object): KeptInput<T> | null {
      const kept = outbox
        .list()
        .filter((entry) => entry.resource === resource && (entry.recordId === recordId || entry.recordId.startsWith(`${recordId}@`)) && offerable(entry))
        .sort((a, b) => b.updatedAt - a.updatedAt);
      for (const entry of kept) {
        if (!server || !landed(entry, server, options)) return asKept(entry);
        void outbox.remove(entry.key);
      }
      return null;
    },
    /**
     * The newest input kept for a new record by this page or by a page no longer open (reloaded, closed): a page in
     * `open` still has that input in its form.
     */
    readCreate(open: ReadonlySet<string>): KeptInput<T> | null {
      const entry = keptCreates(resource).find((kept) => offerable(kept) && (kept.page === THIS_PAGE || !open.has(kept.page)));
      return entry ? { ...asKept<T>(entry), createdUid: keptCreateUid(entry) } : null;
    },
    /** Lets an offered input go, unless something was kept under its key since (a new save of that record). */
    forget(kept: Pick<KeptInput<T>, 'key' | 'keptAt'>): Promise<void> {
      const entry = outbox.get(kept.key);
      if (!entry || new Date(entry.updatedAt).toISOString() !== kept.keptAt) return Promise.resolve();
      return outbox.remove(kept.key);
    },
    /**
     * A new record's input another page left, restored in this page's form, becomes this page's: kept under this page's
     * key (which its create replaces) before the old entry goes, so a crash in between loses nothing.
     */
    async adopt(kept: KeptInput<T>): Promise<void> {
      const entry = outbox.get(kept.key);
      if (!entry || entry.recordId === THIS_PAGE_CREATE) return;
      const { key: _key, page: _page, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = entry;
      await outbox.put({ ...fields, recordId: THIS_PAGE_CREATE, state: 'held' });
      await this.forget(kept);
    },
  };
}
