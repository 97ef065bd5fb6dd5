import type { QueryClient } from '@tanstack/react-query';
import { describeError } from '../../api/api-error';
import { outbox } from '../../api/outbox';
import { createOrFind, deleteOrGone } from '../../api/unknown-outcome';
import { patchListItem } from '../../api/optimistic-list-patch';
import { withLock } from '../../api/record-lock';
import { savedSearchApi } from '../../api/saved-searches';
import { savedSearchFolderApi } from '../../api/saved-search-folders';
import type { TreeLists } from './level-plan';
import { buildTree, deletionPlan, folderId, type TreeNode } from './tree';
import { freshLists, writeLists } from './tree-cache';
import { splitId, type RenameIntent } from './tree-intents';
import { deleteKey, putDelete, TREE_LOCK, type DeleteStep } from './tree-plans';

// What the tree's other changes do when their turn comes: re-read what they need (under the tree's
// Web Lock for what changes a level, so tabs take turns), send, and write to the cache only what
// the server accepted.

type RenameResult =
  | { kind: 'renamed' }
  /** A colleague renamed it since the editor started: nothing sent. */
  | { kind: 'conflict'; theirs: string | null }
  /** It was deleted meanwhile: nothing sent, nothing re-created. */
  | { kind: 'deleted' };

/**
 * Re-reads the record first (the API has no ETag); sends only the Name, and only when nobody renamed it meanwhile.
 * `key`: the rename's outbox entry (kept from when it was asked), which goes once it is answered either way.
 */
export async function runRename(queryClient: QueryClient, intent: RenameIntent, key: string): Promise<RenameResult> {
  try {
    return await renameOnServer(queryClient, intent);
  } finally {
    await outbox.remove(key);
  }
}

async function renameOnServer(queryClient: QueryClient, intent: RenameIntent): Promise<RenameResult> {
  const [kind, uid] = splitId(intent.nodeId);
  const api = kind === 'folder' ? savedSearchFolderApi : savedSearchApi;
  // The merge loads with the first rename, not with the page (lazy-parts.ts fetches it when the tree is first used).
  const { saveWithMerge } = await import('../../api/save-with-merge');
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

type DeleteResult = {
  deleted: Counts;
  /** What the editor agreed to delete that was moved out of it meanwhile: kept where it is now. */
  movedOut: TreeNode[];
};

/** Some of a folder's contents (or nothing) were deleted before a DELETE was refused. */
export class PartialDeleteError extends Error {
  constructor(
    readonly deleted: Counts,
    /** What is still there, the folder (or search) that was asked for included: it is always deleted last. */
    readonly left: Counts,
    readonly reason: unknown,
    /** What the editor had agreed to delete that was moved out of it meanwhile: kept where it is now. */
    readonly movedOut: readonly TreeNode[] = [],
  ) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- for logs: what the editor reads is deleteFailedMessage (tree-messages.ts)
    super('The delete stopped part-way');
    this.name = 'PartialDeleteError';
  }
}

/** A folder holds more now than the editor was shown when they confirmed its delete (moved in since): nothing was deleted. */
export class ContentsChangedError extends Error {
  constructor(
    /** What the folder holds now, at any depth. */
    readonly holds: Counts,
  ) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- for logs: what the editor reads is deleteFailedMessage (tree-messages.ts)
    super('The folder holds more than was confirmed');
    this.name = 'ContentsChangedError';
  }
}

/** A delete step's name, as `confirmed` lists them. */
export const deleteStepId = (step: DeleteStep) => `${step.kind}:${step.uid}`;

const countsOf = (steps: readonly DeleteStep[]): Counts => ({ folders: steps.filter((step) => step.kind === 'folder').length, searches: steps.filter((step) => step.kind === 'search').length });

/** Searches first, then folders deepest first (the API refuses a folder that still holds anything). */
export function stepsToDelete(node: TreeNode): DeleteStep[] {
  const plan = node.kind === 'folder' ? deletionPlan(node) : { searchUids: [node.uid], folderUids: [] };
  return [...plan.searchUids.map((uid) => ({ kind: 'search' as const, uid })), ...plan.folderUids.map((uid) => ({ kind: 'folder' as const, uid }))];
}

/**
 * Deletes a search, or a folder with everything in it. The deletes are a plan in the outbox; each
 * one done leaves it, so Retry and a reload continue with what is left. Only what the editor agreed
 * to is deleted, and only while it is still inside: `confirmed` (the dialog just answered) or, when
 * continuing, the plan's kept steps, each time against the server's lists re-read first, so what was
 * moved out meanwhile stays (and is named) and what is already gone is not asked for again.
 * Something moved in since the dialog stops it. It stops at the first refusal; what was deleted
 * leaves the cache.
 */
export async function runDelete(queryClient: QueryClient, { nodeId, label, confirmed }: { nodeId: string; label: string; confirmed?: readonly string[] }): Promise<DeleteResult> {
  return withLock(TREE_LOCK, async () => {
    const key = deleteKey(nodeId);
    const entry = outbox.get(key);
    const kept = entry?.steps as DeleteStep[] | undefined;
    if (entry) await outbox.update(key, { state: 'sending', reason: undefined });
    let lists: TreeLists;
    try {
      lists = await freshLists(queryClient);
    } catch (error) {
      if (entry) await outbox.update(key, { state: 'held', reason: describeError(error) });
      throw error;
    }
    const tree = buildTree(lists.folders, lists.searches);
    const node = tree.byId.get(nodeId);
    const inside = node ? stepsToDelete(node) : [];
    const agreed = new Set(confirmed ?? kept?.map(deleteStepId) ?? []);
    if (confirmed && inside.some((step) => !agreed.has(deleteStepId(step)))) {
      if (entry) await outbox.update(key, { state: 'held', reason: entry.reason });
      const holds = countsOf(inside);
      throw new ContentsChangedError({ folders: holds.folders - 1, searches: holds.searches });
    }
    const steps = inside.filter((step) => agreed.has(deleteStepId(step)));
    const insideIds = new Set(inside.map(deleteStepId));
    const movedOut = [...new Set([...agreed, ...(kept ?? []).map(deleteStepId)])]
      .filter((id) => !insideIds.has(id))
      .map((id) => tree.byId.get(id))
      .filter((moved) => moved !== undefined);
    if (steps.length === 0) {
      await outbox.remove(key);
      return { deleted: { folders: 0, searches: 0 }, movedOut };
    }
    await putDelete(nodeId, label, steps);
    const deleted: Counts = { folders: 0, searches: 0 };
    for (const [index, step] of steps.entries()) {
      try {
        // A DELETE that finds nothing has nothing left to do: the record is gone either way.
        await deleteOrGone(
          () => (step.kind === 'folder' ? savedSearchFolderApi.delete(step.uid) : savedSearchApi.delete(step.uid)),
          () => (step.kind === 'folder' ? savedSearchFolderApi.get(step.uid) : savedSearchApi.get(step.uid)),
        );
      } catch (error) {
        const left = steps.slice(index);
        await outbox.update(key, { state: 'held', steps: left, reason: describeError(error) });
        throw new PartialDeleteError(deleted, countsOf(left), error, movedOut);
      }
      deleted[step.kind === 'folder' ? 'folders' : 'searches'] += 1;
      await outbox.update(key, { steps: steps.slice(index + 1) });
      await writeLists(queryClient, (lists) => removeFromLists(lists, step.kind, [step.uid]));
    }
    await outbox.remove(key);
    return { deleted, movedOut };
  });
}

/** `sentBefore`: an earlier try sent this uid, and the server may have made it (its answer did not come). */
export type NewFolder = { uid: string; parentUid: string | null; name: string; ownerUserUid: string | null; sentBefore?: boolean };

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
  const held = () => savedSearchFolderApi.get(folder.uid).catch(() => null);
  const { found } = await createOrFind(() => savedSearchFolderApi.create(created), held, folder.sentBefore);
  await writeLists(queryClient, (current) => ({ ...current, folders: [...current.folders.filter((item) => item.Uid !== folder.uid), found ?? created] }));
}
