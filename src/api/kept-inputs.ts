import { isKeptCreate, keptCreates, keptCreateUid, THIS_PAGE_CREATE } from './outbox-create';
import { outbox, outboxKey, type OutboxEntry } from './outbox';
import { keptSaveId } from './save-with-merge';
import { THIS_PAGE } from './record-lock';
import { listChanges, threeWayMerge, type MergeOptions } from './three-way-merge';
import { deepEqual } from './deep-equal';

// Apart from outbox.ts, which every page loads at start: the merge is needed only once an editor opens.

/**
 * Every field the kept save changed already has its value on the server; a list merged item by item (a search's
 * columns), every item it changed: the save may have landed merged with a colleague's change to the same list.
 */
function landed(entry: OutboxEntry, server: object, options: MergeOptions): boolean {
  if (typeof entry.base !== 'object' || typeof entry.mine !== 'object' || !entry.base || !entry.mine) return false;
  const [base, mine, now] = [entry.base as Record<string, unknown>, entry.mine as Record<string, unknown>, server as Record<string, unknown>];
  const changes = listChanges(base, mine, options);
  const serverNow = listChanges(mine, now, options).map((change) => change.path);
  const listLanded = (path: string) => {
    if (!options.lists?.[path]) return false;
    const merged = threeWayMerge({ [path]: base[path] }, { [path]: now[path] }, { [path]: mine[path] }, { lists: options.lists });
    return merged.conflicts.length === 0 && deepEqual(merged.merged[path], now[path]);
  };
  return changes.length > 0 && changes.every((change) => !serverNow.includes(change.path) || listLanded(change.path)) && !deepEqual(entry.base, server);
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

/** What an entry holds, to keep it under another key (the outbox stamps the key, page and times anew). */
function entryFields(entry: OutboxEntry) {
  const { key: _key, page: _page, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = entry;
  return fields;
}

export type KeptInputs<T> = ReturnType<typeof keptInputs<T>>;

/** This page's own first, then the newest: an input this page kept earlier is offered before another page's. */
const ownFirst = (a: OutboxEntry, b: OutboxEntry) => Number(b.page === THIS_PAGE) - Number(a.page === THIS_PAGE) || b.updatedAt - a.updatedAt;

/** Where this page keeps the input an entry holds: its create's key, or its save's of the same record. */
const ownRecordId = (entry: OutboxEntry) => (isKeptCreate(entry) ? THIS_PAGE_CREATE : keptSaveId(entry.recordId.split('@')[0]!));

export function keptInputs<T>(resource: string, options: MergeOptions = {}) {
  return {
    resource,
    /**
     * An input kept for the record: this page's, else the newest another page kept (each keeps its own). With the server's
     * copy: an input it already holds (the save landed before a reload cut it) is dropped, not offered.
     */
    read(recordId: string, server?: object): KeptInput<T> | null {
      const kept = outbox
        .list()
        .filter((entry) => entry.resource === resource && (entry.recordId === recordId || entry.recordId.startsWith(`${recordId}@`)) && offerable(entry))
        .sort(ownFirst);
      for (const entry of kept) {
        if (!server || !landed(entry, server, options)) return asKept(entry);
        void outbox.remove(entry.key);
      }
      return null;
    },
    /**
     * An input kept for a new record by this page, else the newest a page no longer open (reloaded, closed) kept: a page in
     * `open` still has that input in its form.
     */
    readCreate(open: ReadonlySet<string>): KeptInput<T> | null {
      const entry = keptCreates(resource)
        .sort(ownFirst)
        .find((kept) => offerable(kept) && (kept.page === THIS_PAGE || !open.has(kept.page)));
      return entry ? { ...asKept<T>(entry), createdUid: keptCreateUid(entry) } : null;
    },
    /** Lets an offered input go, unless something was kept under its key since (a new save of that record). */
    forget(kept: Pick<KeptInput<T>, 'key' | 'keptAt'>): Promise<void> {
      const entry = outbox.get(kept.key);
      if (!entry || new Date(entry.updatedAt).toISOString() !== kept.keptAt) return Promise.resolve();
      return outbox.remove(kept.key);
    },
    /**
     * Input restored in this page's form becomes this page's, so it is not offered again once this page saves it: kept
     * under this page's key (which its next save or create replaces, and removes once the server has it) before the old
     * entry goes, so a crash in between loses nothing.
     *
     * Nothing typed is lost when this page keeps input of its own there already (kept after the offer opened: a create or
     * save refused while the other input was on offer): both stay. The key takes what the form now shows, the restored
     * input; the page's earlier input moves aside to a key of its own (still this page's, offered on the next visit and
     * after a reload, after the restored one). The old rule kept the page's own and let the restored input go, which then
     * lived only in the form. A save or create of this page still being sent owns the key (its answer removes or updates
     * it): then the restored input is left where it was, kept on the device, and offered again rather than lost.
     *
     * `into` keeps it under another resource, to be offered by another form (a copy whose asset type was deleted, as a
     * new asset type's input).
     */
    async adopt(kept: KeptInput<T>, into: string = resource): Promise<void> {
      const entry = outbox.get(kept.key);
      if (!entry) return;
      const recordId = ownRecordId(entry);
      if (entry.resource === into && entry.recordId === recordId) return;
      const own = outbox.get(outboxKey(into, recordId));
      if (own?.state === 'sending') return;
      if (own) await outbox.put({ ...entryFields(own), recordId: `${recordId}~${Date.now().toString(36)}`, state: 'held' });
      await outbox.put({ ...entryFields(entry), resource: into, recordId, state: 'held' });
      await this.forget(kept);
    },
  };
}
