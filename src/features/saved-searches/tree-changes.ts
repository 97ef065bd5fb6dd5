import { notifyManager, type QueryClient } from '@tanstack/react-query';
import { describeError, toApiError } from '../../api/api-error';
import { outbox } from '../../api/outbox';
import { patchListItem } from '../../api/optimistic-list-patch';
import { withLock } from '../../api/record-lock';
import { saveWithMerge } from '../../api/save-with-merge';
import { savedSearchApi, savedSearchQueries, type SavedSearch } from '../../api/saved-searches';
import { savedSearchFolderApi, savedSearchFolderQueries, type SavedSearchFolder } from '../../api/saved-search-folders';
import { runInPool } from '../../components/run-pool';
import { applyPatches, levelKey, planLevels, type LevelPatch, type LevelStep, type TreeLists } from './level-plan';
import { buildTree, deletionPlan, folderId, searchId } from './tree';
import { splitId, type RenameIntent } from './tree-intents';
import { deleteKey, finishRound, putDelete, queuedSteps, TREE_LOCK, type DeleteStep } from './tree-plans';
import { rowLabel } from './tree-row';

// What each tree change does when its turn comes: re-read the lists (under the tree's Web Lock, so
// tabs take turns), plan from them, send, and write to the cache only what the server accepted.
// Queued moves are shown from the outbox on top of the cache, so there is nothing to roll back.

const folderKey = savedSearchFolderQueries.all().queryKey;
const searchKey = savedSearchQueries.all().queryKey;

const cancelListReads = (queryClient: QueryClient) => Promise.all([folderKey, searchKey].map((queryKey) => queryClient.cancelQueries({ queryKey })));

/** The lists as the server has them now (the API has no ETag): what is already there is not sent again. */
async function freshLists(queryClient: QueryClient): Promise<TreeLists> {
  await cancelListReads(queryClient);
  const [folders, searches] = await Promise.all([
    queryClient.fetchQuery({ ...savedSearchFolderQueries.all(), staleTime: 0 }),
    queryClient.fetchQuery({ ...savedSearchQueries.all(), staleTime: 0 }),
  ]);
  return { folders, searches };
}

function setLists(queryClient: QueryClient, lists: TreeLists) {
  queryClient.setQueryData(folderKey, lists.folders);
  queryClient.setQueryData(searchKey, lists.searches);
}

/** A list read still on its way could land after this write and bring back what was there before: it is cancelled first. */
async function writeLists(queryClient: QueryClient, change: (lists: TreeLists) => TreeLists) {
  await cancelListReads(queryClient);
  setLists(queryClient, change({ folders: queryClient.getQueryData<SavedSearchFolder[]>(folderKey) ?? [], searches: queryClient.getQueryData<SavedSearch[]>(searchKey) ?? [] }));
}

/** Some (or all) PATCHes of a round of moves were refused; the cache holds what the server accepted. */
export class MovePlanError extends Error {
  constructor(
    /** The outbox entry holding what is left (Retry continues it). */
    readonly heldKey: string | null,
    /** The items the editor moved in what was refused, as the editor calls them. */
    readonly moved: string[],
    /** Whether each of them is where it was asked to go (their neighbours' numbers may still tie). */
    readonly arrived: boolean,
    readonly accepted: number,
    readonly failed: number,
    readonly reason: unknown,
  ) {
    super(`${failed} of ${accepted + failed} changes refused`);
    this.name = 'MovePlanError';
  }
}

/** The moved items of `steps`, named, and whether each sits where its step asks in `lists`. */
function movedOutcome(lists: TreeLists, steps: readonly LevelStep[]) {
  const tree = buildTree(lists.folders, lists.searches);
  const moved: string[] = [];
  let arrived = true;
  for (const step of steps) {
    for (const uid of step.moved) {
      const node = tree.byId.get(step.kind === 'folder' ? folderId(uid) : searchId(uid));
      if (!node) continue;
      moved.push(rowLabel(node));
      const parent = node.parentUid ? tree.byId.get(folderId(node.parentUid)) : undefined;
      const level = parent?.kind === 'folder' ? parent : tree;
      const here = (node.kind === 'folder' ? level.folders : level.searches).map((sibling) => sibling.uid).filter((sibling) => step.uids.includes(sibling));
      const asked = step.uids.filter((sibling) => tree.byId.has(node.kind === 'folder' ? folderId(sibling) : searchId(sibling)));
      if (node.parentUid !== step.parentUid || here.indexOf(uid) !== asked.indexOf(uid)) arrived = false;
    }
  }
  return { moved, arrived };
}

const sendPatch = ({ kind, patch }: LevelPatch) => (kind === 'folder' ? savedSearchFolderApi.patch(patch) : savedSearchApi.patch(patch));

/**
 * Sends this page's queued moves as one plan: re-read, plan every level asked from the final order
 * (so any number of moves costs only the PATCHes of the items whose place changes), then the
 * PATCHes four at a time (folders that change parent first, one by one, when their order
 * matters). The levels it finished leave the plan; the rest of a refused level is held.
 */
export async function runMovePlan(queryClient: QueryClient): Promise<'moved' | 'unchanged'> {
  if (queuedSteps().length === 0) return 'unchanged';
  return withLock(TREE_LOCK, async () => {
    let lists: TreeLists;
    try {
      lists = await freshLists(queryClient);
    } catch (error) {
      const steps = queuedSteps();
      const heldKey = await finishRound(steps, new Set(steps.map(levelKey)), describeError(error));
      const cached = { folders: queryClient.getQueryData<SavedSearchFolder[]>(folderKey) ?? [], searches: queryClient.getQueryData<SavedSearch[]>(searchKey) ?? [] };
      throw new MovePlanError(heldKey, movedOutcome(cached, steps).moved, false, 0, 0, error);
    }
    // Everything asked until now, moves made while the lists were read included.
    const steps = queuedSteps();
    if (steps.length === 0) return 'unchanged';
    const plan = planLevels(lists, steps);
    const levelOf = new Map<LevelPatch, string>();
    for (const [key, patches] of plan.patches) for (const patch of patches) levelOf.set(patch, key);
    const movedItems = new Set(steps.flatMap((step) => step.moved.map((uid) => `${step.kind}:${uid}`)));
    // The moved items' own PATCHes go first: they are what the editor watches.
    const all = [...levelOf.keys()].sort((a, b) => Number(movedItems.has(`${b.kind}:${b.patch.Uid}`)) - Number(movedItems.has(`${a.kind}:${a.patch.Uid}`)));
    const accepted: LevelPatch[] = [];
    const failedLevels = new Set<string>();
    let reason: unknown = null;
    const send = async (patch: LevelPatch) => {
      try {
        await sendPatch(patch);
        accepted.push(patch);
      } catch (error) {
        reason ??= error;
        failedLevels.add(levelOf.get(patch)!);
      }
    };
    const first = plan.folderMoves.together ? [] : plan.folderMoves.ordered.map((uid) => all.find((patch) => patch.kind === 'folder' && patch.patch.Uid === uid)!);
    for (const patch of first) await send(patch);
    await runInPool(
      all.filter((patch) => !first.includes(patch)),
      send,
      { concurrency: 4 },
    );

    const after = applyPatches(lists, accepted);
    await cancelListReads(queryClient);
    setLists(queryClient, after);
    // The finished levels leave the plan only once the components have the lists that hold them: earlier, the tree would flip back for a moment.
    await new Promise<void>((resolve) => notifyManager.schedule(resolve));
    const heldKey = await finishRound(steps, failedLevels, reason === null ? undefined : describeError(reason));
    if (failedLevels.size > 0) {
      const refused = steps.filter((step) => failedLevels.has(levelKey(step)));
      const { moved, arrived } = movedOutcome(after, refused.some((step) => step.moved.length > 0) ? refused : steps);
      throw new MovePlanError(heldKey, moved, arrived, accepted.length, all.length - accepted.length, reason);
    }
    return accepted.length > 0 ? 'moved' : 'unchanged';
  });
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
    await writeLists(queryClient, (lists) => removeFromLists(lists, kind, [uid]));
    return { kind: 'deleted' };
  }
  const name = outcome.kind === 'saved' ? outcome.sent.Name : outcome.theirs.Name;
  await writeLists(queryClient, (lists) =>
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

const countsOf = (steps: readonly DeleteStep[]): Counts => ({ folders: steps.filter((step) => step.kind === 'folder').length, searches: steps.filter((step) => step.kind === 'search').length });

/**
 * Deletes a search, or a folder with everything in it: searches first, then folders deepest
 * first (the API refuses a folder that still holds anything). The deletes are a plan in the
 * outbox, planned from the server's lists when it starts; each one done leaves it, so Retry and a
 * reload continue with what is left (a record already gone counts as done). It stops at the first
 * refusal; what was deleted leaves the cache.
 */
export async function runDelete(queryClient: QueryClient, { nodeId, label }: { nodeId: string; label: string }): Promise<DeleteResult> {
  return withLock(TREE_LOCK, async () => {
    const key = deleteKey(nodeId);
    let steps = outbox.get(key)?.steps as DeleteStep[] | undefined;
    if (steps) {
      await outbox.update(key, { state: 'sending', reason: undefined });
    } else {
      const lists = await freshLists(queryClient);
      const node = buildTree(lists.folders, lists.searches).byId.get(nodeId);
      if (!node) return { deleted: { folders: 0, searches: 0 } };
      const plan = node.kind === 'folder' ? deletionPlan(node) : { searchUids: [node.uid], folderUids: [] };
      steps = [...plan.searchUids.map((uid) => ({ kind: 'search' as const, uid })), ...plan.folderUids.map((uid) => ({ kind: 'folder' as const, uid }))];
      await putDelete(nodeId, label, steps);
    }
    const deleted: Counts = { folders: 0, searches: 0 };
    for (const [index, step] of steps.entries()) {
      try {
        await deleteOrGone(() => (step.kind === 'folder' ? savedSearchFolderApi.delete(step.uid) : savedSearchApi.delete(step.uid)));
      } catch (error) {
        const left = steps.slice(index);
        await outbox.update(key, { state: 'held', steps: left, reason: describeError(error) });
        throw new PartialDeleteError(deleted, countsOf(left), error);
      }
      deleted[step.kind === 'folder' ? 'folders' : 'searches'] += 1;
      await outbox.update(key, { steps: steps.slice(index + 1) });
      await writeLists(queryClient, (lists) => removeFromLists(lists, step.kind, [step.uid]));
    }
    await outbox.remove(key);
    return { deleted };
  });
}

export type NewFolder = { uid: string; parentUid: string | null; name: string; ownerUserUid: string | null };

/** Creates a folder last among its siblings as they are when its turn comes. */
export async function runCreateFolder(queryClient: QueryClient, folder: NewFolder): Promise<void> {
  await withLock(TREE_LOCK, () => createFolder(queryClient, folder));
}

async function createFolder(queryClient: QueryClient, folder: NewFolder): Promise<void> {
  const lists = await freshLists(queryClient);
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
  await writeLists(queryClient, (current) => ({ ...current, folders: [...current.folders, created] }));
}
