import { notifyManager, type QueryClient } from '@tanstack/react-query';
import { describeError, toApiError } from '../../api/api-error';
import { withLock } from '../../api/record-lock';
import { savedSearchApi } from '../../api/saved-searches';
import { savedSearchFolderApi } from '../../api/saved-search-folders';
import { runInPool } from '../../components/run-pool';
import { applyPatches, levelKey, overruledMoves, planLevels, withoutItems, withSent, type LevelPatch, type LevelStep, type TreeLists } from './level-plan';
import { buildTree, folderId, folderPath, searchId } from './tree';
import { cachedLists, cancelListReads, freshLists, setLists } from './tree-cache';
import { finishRound, queuedSteps, recordRound, TREE_LOCK } from './tree-plans';
import { rowLabel } from './tree-row';

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
    /** Moves of this round not sent: someone else moved those items elsewhere since. */
    readonly overruled: OverruledMove[] = [],
  ) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- for logs: what the editor reads is moveFailedMessage (tree-messages.ts)
    super(`${failed} of ${accepted + failed} changes refused`);
    this.name = 'MovePlanError';
  }
}

/**
 * A move not sent because, since the editor moved the item, someone else moved it elsewhere, deleted the folder it was
 * moved to (`folderGone`), or reordered the items it was put between (`placeGone`): where it is now.
 */
export type OverruledMove = {
  label: string;
  parentUid: string | null;
  place: string;
  /** Its place among its siblings there, from 1. */
  position: number;
  folderGone?: true;
  /** The items it was put between were reordered since: the place asked is gone. */
  placeGone?: true;
};

/** What a round of moves did: whether it changed anything, and the moves it did not send over someone else's. */
type MoveRound = { outcome: 'moved' | 'unchanged'; overruled: OverruledMove[] };

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

/** Whether the server holds the item as `patch` places it (read back after an answer that did not tell). */
async function holdsPatch({ kind, patch }: LevelPatch): Promise<boolean> {
  try {
    const now: Record<string, unknown> = kind === 'folder' ? await savedSearchFolderApi.get(patch.Uid) : await savedSearchApi.get(patch.Uid);
    return Object.entries(patch).every(([field, value]) => (now[field] ?? null) === (value ?? null));
  } catch {
    return false;
  }
}

/**
 * Sends this page's queued moves as one plan: re-read, plan every level asked from the final order
 * (so any number of moves costs only the PATCHes of the items whose place changes), then the
 * PATCHes four at a time (folders that change parent first, one by one, when their order
 * matters). The levels it finished leave the plan; the rest of a refused level is held. A move
 * whose item someone else moved to another folder since the editor moved it is not sent (the
 * same read is the check: no request more per move); the round says so.
 */
export async function runMovePlan(queryClient: QueryClient): Promise<MoveRound> {
  if (queuedSteps().length === 0) return { outcome: 'unchanged', overruled: [] };
  try {
    return await withLock(TREE_LOCK, () => sendRound(queryClient));
  } catch (error) {
    if (error instanceof MovePlanError) throw error;
    // Nothing sent (the lists could not be read): all of it is held, never left "sending" with no one sending it.
    const steps = queuedSteps();
    const heldKey = await finishRound(steps, new Set(steps.map(levelKey)), describeError(error));
    throw new MovePlanError(heldKey, movedOutcome(cachedLists(queryClient), steps).moved, false, 0, 0, error);
  }
}

async function sendRound(queryClient: QueryClient): Promise<MoveRound> {
  const lists = await freshLists(queryClient);
  // Everything asked until now, moves made while the lists were read included.
  let queued = queuedSteps();
  if (queued.length === 0) return { outcome: 'unchanged', overruled: [] };
  // The API has no conditional write: the lists just read are the check. An item someone else moved elsewhere since the
  // editor moved it is not sent over their move; the tree shows it where it is now (the cache first, so it never flips
  // back to an older place), and the editor is told.
  let overruledItems = overruledMoves(lists, queued);
  if (overruledItems.length > 0) {
    await cancelListReads(queryClient);
    setLists(queryClient, lists);
    // A move made meanwhile is in the plan now: read it again, or the round would write its plan over that move.
    queued = queuedSteps();
    overruledItems = overruledMoves(lists, queued);
  }
  const notOverruled = overruledItems.length > 0 ? withoutItems(queued, new Set(overruledItems.map(({ kind, uid }) => `${kind}:${uid}`))) : queued;
  const plan = planLevels(lists, notOverruled);
  // A move whose place is gone (its neighbours were reordered since) is not sent either, and leaves the plan as told.
  const asked = plan.lost.length > 0 ? withoutItems(notOverruled, new Set(plan.lost.map(({ kind, uid }) => `${kind}:${uid}`))) : notOverruled;
  const notSent: NotSent[] = [...overruledItems, ...plan.lost.map((item) => ({ ...item, placeGone: true as const }))];
  // Written down before it goes: after a reload, what this round sent counts as done when the server's order is read.
  const steps = withSent(asked, plan);
  await recordRound(steps);
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
      // The server's own answer did not come (ApiError.mayHaveLanded): it may have moved it all the same.
      if (toApiError(error).mayHaveLanded && (await holdsPatch(patch))) {
        accepted.push(patch);
        return;
      }
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
  const overruled = describeOverruled(after, notSent);
  await cancelListReads(queryClient);
  setLists(queryClient, after);
  // The finished levels leave the plan only once the components have the lists that hold them: earlier, the tree would flip back for a moment.
  await new Promise<void>((resolve) => notifyManager.schedule(resolve));
  const heldKey = await finishRound(steps, failedLevels, reason === null ? undefined : describeError(reason));
  if (failedLevels.size > 0) {
    const refused = steps.filter((step) => failedLevels.has(levelKey(step)));
    const { moved, arrived } = movedOutcome(after, refused.some((step) => step.moved.length > 0) ? refused : steps);
    throw new MovePlanError(heldKey, moved, arrived, accepted.length, all.length - accepted.length, reason, overruled);
  }
  return { outcome: accepted.length > 0 ? 'moved' : 'unchanged', overruled };
}

type NotSent = ReturnType<typeof overruledMoves>[number] & { placeGone?: true };

/** The moves not sent, each with where its item is on `lists` (what the server has once the round is over). */
function describeOverruled(lists: TreeLists, items: readonly NotSent[]): OverruledMove[] {
  if (items.length === 0) return [];
  const tree = buildTree(lists.folders, lists.searches);
  return items.flatMap(({ kind, uid, parentUid, folderGone, placeGone }) => {
    const node = tree.byId.get(kind === 'folder' ? folderId(uid) : searchId(uid));
    if (!node) return [];
    const parent = parentUid ? tree.byId.get(folderId(parentUid)) : undefined;
    const level = parent?.kind === 'folder' ? parent : tree;
    const position = (kind === 'folder' ? level.folders : level.searches).findIndex((sibling) => sibling.uid === uid) + 1;
    return [{ label: rowLabel(node), parentUid, place: folderPath(tree, parentUid), position, ...(folderGone && { folderGone }), ...(placeGone && { placeGone }) }];
  });
}
