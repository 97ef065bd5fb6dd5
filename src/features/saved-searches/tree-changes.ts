import type { QueryClient } from '@tanstack/react-query';
import { toApiError } from '../../api/api-error';
import { saveWithMerge } from '../../api/save-with-merge';
import { savedSearchApi, savedSearchQueries, type SavedSearch } from '../../api/saved-searches';
import { savedSearchFolderApi, savedSearchFolderQueries, type SavedSearchFolder } from '../../api/saved-search-folders';
import { patchListItem } from '../../api/optimistic-list-patch';
import { applyPlan, isWhereAsked, planIntent, splitId, type MoveIntent, type RenameIntent, type TreeLists } from './tree-intents';
import { buildTree, deletionPlan, folderId } from './tree';

// What each queued tree change does when its turn comes: plan from the lists as they are then,
// send, and write to the cache only what the server has accepted. Nothing optimistic is ever
// written to the cache (the page shows queued changes on top of it), so there is nothing to roll back.

const folderKey = savedSearchFolderQueries.all().queryKey;
const searchKey = savedSearchQueries.all().queryKey;

/** Clients whose cache this queue has written to since it was last empty. */
const writtenSinceIdle = new WeakSet<QueryClient>();

/** The queue is empty again: the refetch it triggers is fresh, and so is any fetch until the next write. */
export function treeQueueIdle(queryClient: QueryClient) {
  writtenSinceIdle.delete(queryClient);
}

async function currentLists(queryClient: QueryClient): Promise<TreeLists> {
  const keys = [folderKey, searchKey];
  if (writtenSinceIdle.has(queryClient)) {
    // A fetch may have started before an earlier change of this queue was answered: it must not land after it and undo it.
    await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  } else {
    // Nothing written yet: a fetch under way (a reload checking the copy kept on this device) is the freshest state there is.
    const fetching = keys.filter((queryKey) => queryClient.getQueryState(queryKey)?.fetchStatus === 'fetching');
    await Promise.all(fetching.map((queryKey) => queryClient.refetchQueries({ queryKey, exact: true }, { cancelRefetch: false }).catch(() => {})));
  }
  const [folders, searches] = await Promise.all([
    queryClient.ensureQueryData(savedSearchFolderQueries.all()),
    queryClient.ensureQueryData(savedSearchQueries.all()),
  ]);
  return { folders, searches };
}

function writeLists(queryClient: QueryClient, change: (lists: TreeLists) => TreeLists) {
  writtenSinceIdle.add(queryClient);
  const lists = change({ folders: queryClient.getQueryData<SavedSearchFolder[]>(folderKey) ?? [], searches: queryClient.getQueryData<SavedSearch[]>(searchKey) ?? [] });
  queryClient.setQueryData(folderKey, lists.folders);
  queryClient.setQueryData(searchKey, lists.searches);
}

/** Some PATCHes of a move were accepted, some refused: the cache holds what the server accepted. */
export class PartialMoveError extends Error {
  constructor(
    /** Whether the item itself is at the place asked for (its neighbours' numbers may still tie). */
    readonly arrived: boolean,
    readonly failed: number,
    readonly reason: unknown,
  ) {
    super(`${failed} neighbour(s) kept their old order`);
    this.name = 'PartialMoveError';
  }
}

type MoveResult = 'moved' | 'unchanged';

/** Only a patch that changes something is worth a request. */
const changesSomething = (patch: object) => Object.keys(patch).length > 1;

/**
 * The first PATCH goes alone (the item's own, when it changes anything): if it is refused,
 * nothing has changed. Then the rest, one by one, counting refusals. What the server accepted
 * reaches the cache in one write at the end: a half-renumbered level in the cache would show
 * the queued move applied to a mixed order.
 */
export async function runMove(queryClient: QueryClient, intent: MoveIntent): Promise<MoveResult> {
  const planned = planIntent(await currentLists(queryClient), intent);
  if (!planned) return 'unchanged';
  const { plan } = planned;
  const sends = [
    ...plan.folderPatches.filter(changesSomething).map((patch) => ({ send: () => savedSearchFolderApi.patch(patch), applied: { folderPatches: [patch], searchPatches: [] } })),
    ...plan.searchPatches.filter(changesSomething).map((patch) => ({ send: () => savedSearchApi.patch(patch), applied: { folderPatches: [], searchPatches: [patch] } })),
  ];
  const [first, ...rest] = sends;
  if (!first) return 'unchanged';
  await first.send();
  const accepted = [first.applied];
  let failed = 0;
  let reason: unknown = null;
  for (const next of rest) {
    try {
      await next.send();
      accepted.push(next.applied);
    } catch (error) {
      failed += 1;
      reason ??= error;
    }
  }
  writeLists(queryClient, (lists) => accepted.reduce(applyPlan, lists));
  if (failed > 0) {
    const now = { folders: queryClient.getQueryData<SavedSearchFolder[]>(folderKey) ?? [], searches: queryClient.getQueryData<SavedSearch[]>(searchKey) ?? [] };
    throw new PartialMoveError(isWhereAsked(now, intent), failed, reason);
  }
  return 'moved';
}

type RenameResult =
  | { kind: 'renamed' }
  /** A colleague renamed it since the editor started: nothing sent. */
  | { kind: 'conflict'; theirs: string | null }
  /** It was deleted meanwhile: nothing sent, nothing re-created. */
  | { kind: 'deleted' };

/** Re-reads the record first (the API has no ETag); sends only the Name, and only when nobody renamed it meanwhile. */
export async function runRename(queryClient: QueryClient, intent: RenameIntent): Promise<RenameResult> {
  const [kind, uid] = splitId(intent.nodeId);
  const api = kind === 'folder' ? savedSearchFolderApi : savedSearchApi;
  const outcome = await saveWithMerge<{ Name: string | null }>({
    record: { resource: kind === 'folder' ? 'folder' : 'savedSearch', id: uid },
    base: { Name: intent.base },
    mine: { Name: intent.name },
    fetchLatest: async () => ({ Name: (await api.get(uid)).Name ?? null }),
    send: async (merged, theirs) => {
      if (merged.Name !== theirs.Name) await api.patch({ Uid: uid, Name: merged.Name });
    },
  });
  if (outcome.kind === 'deleted') {
    writeLists(queryClient, (lists) => removeFromLists(lists, kind, [uid]));
    return { kind: 'deleted' };
  }
  const name = outcome.kind === 'saved' ? outcome.sent.Name : outcome.theirs.Name;
  writeLists(queryClient, (lists) =>
    kind === 'folder' ? { ...lists, folders: patchListItem(lists.folders, { Uid: uid, Name: name })! } : { ...lists, searches: patchListItem(lists.searches, { Uid: uid, Name: name })! },
  );
  return outcome.kind === 'saved' ? { kind: 'renamed' } : { kind: 'conflict', theirs: outcome.theirs.Name };
}

function removeFromLists(lists: TreeLists, kind: 'folder' | 'search', uids: readonly string[]): TreeLists {
  const gone = new Set(uids);
  return kind === 'folder' ? { ...lists, folders: lists.folders.filter((item) => !gone.has(item.Uid)) } : { ...lists, searches: lists.searches.filter((item) => !gone.has(item.Uid)) };
}

export type Counts = { folders: number; searches: number };

type DeleteResult = { deleted: Counts };

/** Some of a folder's contents (or nothing) were deleted before a DELETE was refused. */
export class PartialDeleteError extends Error {
  constructor(
    readonly deleted: Counts,
    /** What is still there, the folder (or search) that was asked for included: it is always deleted last. */
    readonly left: Counts,
    readonly reason: unknown,
  ) {
    super('The delete stopped part-way');
    this.name = 'PartialDeleteError';
  }
}

/** A DELETE that finds nothing has nothing left to do: the record is gone either way. */
async function deleteOrGone(send: () => Promise<void>) {
  try {
    await send();
  } catch (error) {
    if (toApiError(error).status !== 404) throw error;
  }
}

/**
 * Deletes a search, or a folder with everything in it as it is when its turn comes: searches
 * first, then folders deepest first (the API refuses a folder that still holds anything). It
 * stops at the first refusal; what was deleted leaves the cache.
 */
export async function runDelete(queryClient: QueryClient, nodeId: string): Promise<DeleteResult> {
  const lists = await currentLists(queryClient);
  const tree = buildTree(lists.folders, lists.searches);
  const node = tree.byId.get(nodeId);
  if (!node) return { deleted: { folders: 0, searches: 0 } };
  const plan = node.kind === 'folder' ? deletionPlan(node) : { searchUids: [node.uid], folderUids: [] };
  const steps = [
    ...plan.searchUids.map((uid) => ({ kind: 'search' as const, uid, send: () => savedSearchApi.delete(uid) })),
    ...plan.folderUids.map((uid) => ({ kind: 'folder' as const, uid, send: () => savedSearchFolderApi.delete(uid) })),
  ];
  const deleted: Counts = { folders: 0, searches: 0 };
  for (const [index, step] of steps.entries()) {
    try {
      await deleteOrGone(step.send);
    } catch (error) {
      const rest = steps.slice(index);
      const left = { folders: rest.filter((item) => item.kind === 'folder').length, searches: rest.filter((item) => item.kind === 'search').length };
      throw new PartialDeleteError(deleted, left, error);
    }
    deleted[step.kind === 'folder' ? 'folders' : 'searches'] += 1;
    writeLists(queryClient, (lists) => removeFromLists(lists, step.kind, [step.uid]));
  }
  return { deleted };
}

export type NewFolder = { uid: string; parentUid: string | null; name: string; ownerUserUid: string | null };

/** Creates a folder last among its siblings as they are when its turn comes. */
export async function runCreateFolder(queryClient: QueryClient, folder: NewFolder): Promise<void> {
  const lists = await currentLists(queryClient);
  const tree = buildTree(lists.folders, lists.searches);
  const parent = folder.parentUid ? tree.byId.get(folderId(folder.parentUid)) : undefined;
  const siblings = parent?.kind === 'folder' ? parent.folders : tree.folders;
  const created = {
    Uid: folder.uid,
    ParentUid: folder.parentUid,
    Name: folder.name,
    SortOrder: siblings.reduce((max, sibling) => Math.max(max, sibling.folder.SortOrder ?? 0), 0) + 1,
    OwnerUserUid: folder.ownerUserUid,
  };
  await savedSearchFolderApi.create(created);
  writeLists(queryClient, (current) => ({ ...current, folders: [...current.folders, created] }));
}
