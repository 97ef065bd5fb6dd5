import { toApiError } from './api-error';
import { outbox, outboxKey } from './outbox';
import { recordLockName, THIS_PAGE, withLock } from './record-lock';
import { listChanges, threeWayMerge, type MergeOptions, type MergeResult } from './three-way-merge';
import { deepEqual } from './deep-equal';

export type MergeOutcome<T, R = MergeResult<T>> =
  /**
   * Sent: `sent` is what the server got, `theirsChanged` what colleagues had changed meanwhile
   * (merged in). `replaced` names fields this save wrote that the server already holds otherwise
   * when read back (a save from another machine landed at the same moment); `now` is that copy.
   */
  | { kind: 'saved'; sent: T; theirs: T; theirsChanged: string[]; replaced: string[]; now: T }
  /** Nothing sent: both sides changed the same fields. */
  | { kind: 'conflict'; result: R; theirs: T }
  /** Nothing sent: the record is gone from the server (never silently re-created). */
  | { kind: 'deleted' };

/** A merge of a kind of record whose parts are not plain fields (an asset type's layout). */
export type RecordMerge<T, R> = (base: T, theirs: T, mine: T) => { result: R; merged: T; conflicts: number; theirsChanged: string[] };

/**
 * A save's outbox entry: one per record and page, so another tab's save of the same record neither replaces what this
 * page keeps (a refused save's input) nor, when it lands, removes it.
 */
export const keptSaveId = (id: string | number) => `${id}@${THIS_PAGE}`;

type SaveWithMergeOptions<T, R> = MergeOptions & {
  /** The record: its lock (`pim:<resource>:<id>`) and its outbox entry. */
  record: { resource: string; id: string | number };
  /** The server copy the editor opened. */
  base: T;
  /** The editor's copy: base with the editor's changes. */
  mine: T;
  /** GET by id; a 404 means the record was deleted meanwhile. */
  fetchLatest: () => Promise<T>;
  /** Sends the merged record; `theirs` lets a PATCH send only what differs from the server. */
  send: (merged: T, theirs: T) => Promise<void>;
  /**
   * Keeps the save in the outbox until the server has it: what the editor calls the record, where
   * it opens, and what they typed (offered back after a refusal, a clash or a reload). Without it
   * (a plan's own step, kept by its plan), nothing is written there. `whileSending`: only until
   * answered, for an editor that keeps its own draft there (the designer).
   */
  keep?: { label: string; link?: string; values?: unknown; whileSending?: boolean };
  /** Another merge than field by field. */
  merge?: RecordMerge<T, R>;
  /** The fields (paths) that differ between two copies; by default field by field. */
  changedPaths?: (before: T, after: T) => string[];
};

/**
 * The one save of a record (the API has no ETag). In the record's outbox entry from the start;
 * under its lock, so another tab's save of it waits its turn: re-read, merge three ways, send only
 * when nothing clashes, then read it back once to catch a save that landed at the same moment.
 * After the editor settles the conflicts, save again with `base` = the `theirs` of the conflict
 * and `mine` = the resolved record, so a change made in the meantime is caught too.
 */
export async function saveWithMerge<T extends object, R = MergeResult<T>>(options: SaveWithMergeOptions<T, R>): Promise<MergeOutcome<T, R>> {
  const { record, keep, base, mine } = options;
  const key = outboxKey(record.resource, keptSaveId(record.id));
  if (keep)
    await outbox.put({ resource: record.resource, recordId: keptSaveId(record.id), kind: 'save', label: keep.label, link: keep.link, base, mine, values: keep.values, transient: keep.whileSending });
  try {
    const outcome = await withLock(recordLockName(record.resource, record.id), () => mergeAndSend(options));
    if (keep && (outcome.kind === 'saved' || keep.whileSending)) await outbox.remove(key);
    else if (keep) await outbox.update(key, { state: 'held', reason: outcome.kind });
    return outcome;
  } catch (error) {
    if (keep?.whileSending) await outbox.remove(key);
    else if (keep) await outbox.update(key, { state: 'held', reason: 'failed' });
    throw error;
  }
}

async function mergeAndSend<T extends object, R>({ base, mine, fetchLatest, send, merge, changedPaths, dictionaries, lists }: SaveWithMergeOptions<T, R>): Promise<MergeOutcome<T, R>> {
  const paths = changedPaths ?? ((before: T, after: T) => listChanges(before, after, { dictionaries }).map((change) => change.path));
  let theirs: T;
  try {
    theirs = await fetchLatest();
  } catch (error) {
    if (toApiError(error).status === 404) return { kind: 'deleted' };
    throw error;
  }
  const merged: ReturnType<RecordMerge<T, R>> = merge ? merge(base, theirs, mine) : fieldMerge<T, R>(base, theirs, mine, { dictionaries, lists });
  if (merged.conflicts > 0) return { kind: 'conflict', result: merged.result, theirs };
  // The server has it already (a resumed step that landed before a reload, Theirs chosen everywhere): nothing is sent twice.
  if (deepEqual(theirs, merged.merged)) return { kind: 'saved', sent: merged.merged, theirs, theirsChanged: merged.theirsChanged, replaced: [], now: theirs };
  const written = new Set(paths(theirs, merged.merged));
  try {
    await send(merged.merged, theirs);
  } catch (error) {
    // No answer came from the server itself: it may have saved it all the same. Read back, it is saved when the server
    // holds every field this save wrote as it was sent; otherwise (or unread) the error stands, the outcome unknown.
    if (!toApiError(error).mayHaveLanded || written.size === 0) throw error;
    const now = await fetchLatest().catch(() => null);
    if (!now || paths(merged.merged, now).some((path) => written.has(path))) throw error;
    return { kind: 'saved', sent: merged.merged, theirs, theirsChanged: merged.theirsChanged, replaced: [], now };
  }
  // Read back: a field this save wrote that already differs was replaced by a save landing at the same moment.
  const now = written.size === 0 ? merged.merged : await fetchLatest().catch(() => merged.merged);
  const replaced = written.size === 0 ? [] : paths(merged.merged, now).filter((path) => written.has(path));
  return { kind: 'saved', sent: merged.merged, theirs, theirsChanged: merged.theirsChanged, replaced, now };
}

function fieldMerge<T extends object, R>(base: T, theirs: T, mine: T, options: MergeOptions) {
  const result = threeWayMerge(base, theirs, mine, options);
  return { result: result as R, merged: result.merged, conflicts: result.conflicts.length, theirsChanged: result.theirsChanged };
}
