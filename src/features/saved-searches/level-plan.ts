import type { SavedSearch } from '../../api/saved-searches';
import type { SavedSearchFolder } from '../../api/saved-search-folders';
import { patchListItem } from '../../api/optimistic-list-patch';
import { buildTree, folderId, searchId, type Tree, type TreeNode } from './tree';

export type TreeLists = { folders: SavedSearchFolder[]; searches: SavedSearch[] };

/**
 * One level of the tree as the editor asked for it: the items of one kind under one parent, in
 * order. Queued moves are kept as these (the final order asked), not as the moves that led there,
 * so any number of moves is planned at once and a plan cut half-way is finished by planning again.
 */
export type LevelStep = {
  kind: 'folder' | 'search';
  parentUid: string | null;
  uids: string[];
  /** The items the editor moved here (what messages name). */
  moved: string[];
};

export type LevelPatch = { kind: 'folder' | 'search'; patch: { Uid: string; SortOrder?: number; ParentUid?: string | null; FolderUid?: string | null } };

export const levelKey = (step: Pick<LevelStep, 'kind' | 'parentUid'>) => `${step.kind}:${step.parentUid ?? ''}`;

const sortOrderOf = (node: TreeNode) => (node.kind === 'folder' ? node.folder.SortOrder : node.search.SortOrder) ?? 0;

/**
 * Sort orders for items now in the order asked, strictly increasing, keeping as many of the
 * current numbers as can stay: items i < j both keep theirs when there is room for the items
 * between them, i.e. when current[j] - j >= current[i] - i (a longest non-decreasing run of
 * those differences). Among as many, the items the editor moved are the ones renumbered. Tied
 * numbers never both stay, so a tied level is renumbered. Numbers may go below 0: an item moved
 * to the top costs one PATCH, not a renumbered level.
 */
export function numberLevel(current: readonly number[], moved: readonly boolean[] = []): number[] {
  const n = current.length;
  if (n === 0) return [];
  const slack = current.map((value, index) => value - index);
  // How many stay first; then how many of those the editor did not move.
  const weight = (index: number) => n + 1 + (moved[index] ? 0 : 1);
  const best = new Array<number>(n).fill(0);
  const previous = new Array<number>(n).fill(-1);
  for (let i = 0; i < n; i += 1) {
    best[i] = weight(i);
    for (let j = 0; j < i; j += 1) {
      if (best[j]! > 0 && slack[j]! <= slack[i]! && best[j]! + weight(i) > best[i]!) {
        best[i] = best[j]! + weight(i);
        previous[i] = j;
      }
    }
  }
  const kept = new Set<number>();
  for (let i = best.indexOf(Math.max(...best)); i >= 0; i = previous[i]!) kept.add(i);
  const first = Math.min(...kept);
  const result = [...current];
  for (let i = first - 1; i >= 0; i -= 1) result[i] = result[i + 1]! - 1;
  for (let i = first + 1; i < n; i += 1) if (!kept.has(i)) result[i] = result[i - 1]! + 1;
  return result;
}

function levelOf(tree: Tree, parentUid: string | null, kind: LevelStep['kind']): TreeNode[] | null {
  if (!parentUid) return kind === 'folder' ? tree.folders : tree.searches;
  const parent = tree.byId.get(folderId(parentUid));
  if (parent?.kind !== 'folder') return null;
  return kind === 'folder' ? parent.folders : parent.searches;
}

/** Whether `ancestor` is `uid` or one of its parents, given each folder's parent. */
function isAncestorOrSelf(ancestor: string, uid: string | null, parents: Map<string, string | null>): boolean {
  const seen = new Set<string>();
  for (let current = uid; current && !seen.has(current); current = parents.get(current) ?? null) {
    if (current === ancestor) return true;
    seen.add(current);
  }
  return false;
}

/**
 * The folder moves of a plan that the server can take, in an order it can take them (a folder
 * never goes into itself or a descendant, also on the way). `together`: any order works, so they
 * may be sent at once.
 */
function orderFolderMoves(tree: Tree, moves: { uid: string; parentUid: string | null }[]) {
  const parents = new Map([...tree.byId.values()].filter((node) => node.kind === 'folder').map((node) => [node.uid, node.parentUid] as const));
  const together = moves.every((move) => moves.every((other) => !isAncestorOrSelf(move.uid, other.parentUid, parents)));
  if (together) return { ordered: moves, together };
  const ordered: typeof moves = [];
  const left = [...moves];
  for (let at = left.findIndex((move) => !isAncestorOrSelf(move.uid, move.parentUid, parents)); at >= 0; at = left.findIndex((move) => !isAncestorOrSelf(move.uid, move.parentUid, parents))) {
    const [move] = left.splice(at, 1);
    parents.set(move!.uid, move!.parentUid);
    ordered.push(move!);
  }
  return { ordered, together };
}

export type LevelPlan = {
  /** Per step (by level key): the PATCHes that bring its level to the order asked. */
  patches: Map<string, LevelPatch[]>;
  /** Folders that change parent, in an order the server can take them; `together` when any order does. */
  folderMoves: { ordered: string[]; together: boolean };
};

/**
 * The PATCHes that bring the levels of `steps` from `lists` (as the server has them) to the
 * orders asked, and nothing else: an item already in place is not sent again. Items the server
 * has in a level that the plan does not name (a colleague's) keep their place after the item
 * they follow (one the editor did not move). A folder that is gone takes nothing; an item that is gone is left out.
 */
export function planLevels(lists: TreeLists, steps: readonly LevelStep[]): LevelPlan {
  const tree = buildTree(lists.folders, lists.searches);
  const exists = (kind: LevelStep['kind'], uid: string) => tree.byId.has(kind === 'folder' ? folderId(uid) : searchId(uid));
  const wanted = steps.filter((step) => levelOf(tree, step.parentUid, step.kind) !== null);
  const reparented = wanted.flatMap((step) =>
    step.kind === 'folder' ? step.uids.filter((uid) => exists('folder', uid) && tree.byId.get(folderId(uid))!.parentUid !== step.parentUid).map((uid) => ({ uid, parentUid: step.parentUid })) : [],
  );
  const folderMoves = orderFolderMoves(tree, reparented);
  const impossible = new Set(reparented.filter((move) => !folderMoves.ordered.includes(move)).map((move) => move.uid));
  // Where each item was asked to go; the last step naming it wins.
  const claimedBy = new Map<string, string>();
  for (const step of wanted) for (const uid of step.uids) if (exists(step.kind, uid) && !(step.kind === 'folder' && impossible.has(uid))) claimedBy.set(`${step.kind}:${uid}`, levelKey(step));

  const patches = new Map<string, LevelPatch[]>();
  for (const step of wanted) {
    const key = levelKey(step);
    const here = levelOf(tree, step.parentUid, step.kind)!;
    const order = step.uids.filter((uid) => claimedBy.get(`${step.kind}:${uid}`) === key);
    for (const [index, node] of here.entries()) {
      const claim = claimedBy.get(`${step.kind}:${node.uid}`);
      if (claim !== undefined) continue;
      let at = 0;
      for (let before = index - 1; before >= 0; before -= 1) {
        // What the editor moved is no landmark: it is not where it was.
        if (step.moved.includes(here[before]!.uid)) continue;
        const found = order.indexOf(here[before]!.uid);
        if (found >= 0) {
          at = found + 1;
          break;
        }
      }
      order.splice(at, 0, node.uid);
    }
    const nodes = order.map((uid) => tree.byId.get(step.kind === 'folder' ? folderId(uid) : searchId(uid))!);
    const numbers = numberLevel(
      nodes.map(sortOrderOf),
      nodes.map((node) => step.moved.includes(node.uid)),
    );
    const level: LevelPatch[] = [];
    nodes.forEach((node, index) => {
      const patch: LevelPatch['patch'] = { Uid: node.uid };
      if (node.parentUid !== step.parentUid) patch[step.kind === 'folder' ? 'ParentUid' : 'FolderUid'] = step.parentUid;
      const sortOrder = (node.kind === 'folder' ? node.folder.SortOrder : node.search.SortOrder) ?? null;
      if (sortOrder !== numbers[index]) patch.SortOrder = numbers[index];
      if (Object.keys(patch).length > 1) level.push({ kind: step.kind, patch });
    });
    patches.set(key, level);
  }
  return { patches, folderMoves: { ordered: folderMoves.ordered.map((move) => move.uid), together: folderMoves.together } };
}

/** The lists with some PATCHes applied: what the server holds once it has taken them. */
export function applyPatches(lists: TreeLists, patches: readonly LevelPatch[]): TreeLists {
  let { folders, searches } = lists;
  for (const { kind, patch } of patches) {
    if (kind === 'folder') folders = patchListItem(folders, patch)!;
    else searches = patchListItem(searches, patch)!;
  }
  return { folders, searches };
}

/** The lists as the steps ask: what the editor sees while they are on their way. */
export function applyLevels(lists: TreeLists, steps: readonly LevelStep[]): TreeLists {
  if (steps.length === 0) return lists;
  return applyPatches(lists, [...planLevels(lists, steps).patches.values()].flat());
}

/**
 * Steps merged in the order they were asked: a newer step replaces an older one of its level, and
 * an item a newer step places is no longer asked for elsewhere by an older one.
 */
export function mergeSteps(older: readonly LevelStep[], newer: readonly LevelStep[]): LevelStep[] {
  const newerKeys = new Set(newer.map(levelKey));
  const placed = new Set(newer.flatMap((step) => step.uids.map((uid) => `${step.kind}:${uid}`)));
  const kept = withoutItems(
    older.filter((step) => !newerKeys.has(levelKey(step))),
    placed,
  );
  const replaced = newer.map((step) => {
    const before = older.find((candidate) => levelKey(candidate) === levelKey(step));
    const moved = before ? [...new Set([...before.moved.filter((uid) => step.uids.includes(uid)), ...step.moved])] : step.moved;
    return { ...step, moved };
  });
  return [...kept, ...replaced];
}

/** Steps with some items (`kind:uid`) taken out; a step left naming nothing is dropped. */
export function withoutItems(steps: readonly LevelStep[], items: ReadonlySet<string>): LevelStep[] {
  return steps
    .map((step) => ({ ...step, uids: step.uids.filter((uid) => !items.has(`${step.kind}:${uid}`)), moved: step.moved.filter((uid) => !items.has(`${step.kind}:${uid}`)) }))
    .filter((step) => step.uids.length > 0);
}
