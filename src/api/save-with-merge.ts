import { toApiError } from './api-error';
import { threeWayMerge, type MergeOptions, type MergeResult } from './three-way-merge';

export type MergeOutcome<T> =
  /** Sent: `sent` is what the server got, `theirsChanged` what colleagues had changed meanwhile (merged in). */
  | { kind: 'saved'; sent: T; theirs: T; theirsChanged: string[] }
  /** Nothing sent: both sides changed the same fields. */
  | { kind: 'conflict'; result: MergeResult<T>; theirs: T }
  /** Nothing sent: the record is gone from the server (never silently re-created). */
  | { kind: 'deleted' };

type SaveWithMergeOptions<T> = MergeOptions & {
  /** The server copy the editor opened. */
  base: T;
  /** The editor's copy: base with the editor's changes. */
  mine: T;
  /** GET by id; a 404 means the record was deleted meanwhile. */
  fetchLatest: () => Promise<T>;
  /** Sends the merged record; `theirs` lets a PATCH send only what differs from the server. */
  send: (merged: T, theirs: T) => Promise<void>;
};

/**
 * A save that cannot revert a colleague's work (the API has no ETag): re-read the record,
 * merge three ways, and send only when nothing clashes. After the editor settles the
 * conflicts, save again with `base` = the `theirs` of the conflict and `mine` = the
 * resolved record, so a change made in the meantime is caught too.
 */
export async function saveWithMerge<T extends object>({ base, mine, fetchLatest, send, ...options }: SaveWithMergeOptions<T>): Promise<MergeOutcome<T>> {
  let theirs: T;
  try {
    theirs = await fetchLatest();
  } catch (error) {
    if (toApiError(error).status === 404) return { kind: 'deleted' };
    throw error;
  }
  const result = threeWayMerge(base, theirs, mine, options);
  if (result.conflicts.length > 0) return { kind: 'conflict', result, theirs };
  await send(result.merged, theirs);
  return { kind: 'saved', sent: result.merged, theirs, theirsChanged: result.theirsChanged };
}
