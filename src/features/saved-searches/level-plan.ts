import type { SavedSearch } from '../../api/saved-searches';
import type { SavedSearchFolder } from '../../api/saved-search-folders';
import { patchListItem } from '../../api/optimistic-list-patch';
import { buildTree, folderId, searchId, type Tree, type TreeNode } from './tree';

export type TreeLists = { folders: SavedSearchFolder[]; searches: SavedSearch[] };

/**
 * One level of the tree as the editor asked for it: the items of one kind under one parent, in
 * order, and which of them the editor moved. Queued moves are kept as these (the final order
 * asked), not as the moves that led there, so any number of moves is planned at once and a plan
 * cut half-way is finished by planning again.
 */
export type LevelStep = {
  kind: 'folder' | 'search';
  parentUid: string | null;
  uids: string[];
  /** The items the editor moved here: the only ones placed; the others keep the server's order. */
  moved: string[];
  /** What earlier rounds sent (or were sending) for this level: counted as done when reading the server's order. */
  sent?: LevelPatch['patch'][];
  /**
   * Where each moved item was (its parent) when the editor first moved it: the place the move starts from. The API
   * has no conditional write, so a round checks it against the lists it reads before sending (`overruledMoves`).
   */
  from?: Record<string, string | null>;
  /**
   * Where this page's own earlier PATCHes put a moved item (its parents), kept when the step that sent them gave the item
   * up to a newer move: the server showing it there is this page's doing, not someone else's (`overruledMoves`).
   */
  ownPlaces?: Record<string, (string | null)[]>;
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

type LevelPlan = {
  /** Per step (by level key): the PATCHes that bring its level to the order asked. */
  patches: Map<string, LevelPatch[]>;
  /** Folders that change parent, in an order the server can take them; `together` when any order does. */
  folderMoves: { ordered: string[]; together: boolean };
  /**
   * Moved items left out, as the place asked no longer exists: the items they were put between are the other way round
   * on the server now, moved by someone else since. They stay where the server has them: moved elsewhere, the editor
   * would be told of a move that did not happen. `parentUid`: where the item is.
   */
  lost: { kind: LevelStep['kind']; uid: string; parentUid: string | null }[];
};

const itemKey = (kind: LevelStep['kind'], uid: string) => `${kind}:${uid}`;

/**
 * The PATCHes that put what the editor moved where they asked, on the lists as the server has them
 * now, and nothing else: an item already in place is not sent again. Only the moved items are
 * placed, each after the item it follows in the order asked (last when asked last); everything
 * else keeps the server's order, so a colleague's (or another tab's) move in the same level meanwhile stands. This plan's
 * own earlier PATCHes (`sent`) count as done when reading that order, so its half-finished writes
 * are not taken for a colleague's. A folder that is gone takes nothing; an item that is gone is
 * left out; a folder move the server could never take is left out; so is a move whose place is gone (`lost`).
 */
export function planLevels(lists: TreeLists, steps: readonly LevelStep[]): LevelPlan {
  const planned = placeLevels(lists, steps);
  if (planned.lost.length === 0) return planned;
  const rest = planLevels(lists, withoutItems(steps, new Set(planned.lost.map(({ kind, uid }) => itemKey(kind, uid)))));
  return { ...rest, lost: [...planned.lost, ...rest.lost] };
}

function placeLevels(lists: TreeLists, steps: readonly LevelStep[]): LevelPlan {
  const tree = buildTree(lists.folders, lists.searches);
  const ordered = buildTreeOf(
    applyPatches(
      lists,
      steps.flatMap((step) => (step.sent ?? []).map((patch) => ({ kind: step.kind, patch }))),
    ),
  );
  const nodeOf = (kind: LevelStep['kind'], uid: string) => tree.byId.get(kind === 'folder' ? folderId(uid) : searchId(uid));
  const wanted = steps.filter((step) => levelOf(tree, step.parentUid, step.kind) !== null);
  const reparented = wanted.flatMap((step) =>
    step.kind === 'folder' ? step.moved.filter((uid) => nodeOf('folder', uid) && nodeOf('folder', uid)!.parentUid !== step.parentUid).map((uid) => ({ uid, parentUid: step.parentUid })) : [],
  );
  const folderMoves = orderFolderMoves(tree, reparented);
  const impossible = new Set(reparented.filter((move) => !folderMoves.ordered.includes(move)).map((move) => move.uid));
  // Where each moved item was asked to go; the last step naming it wins.
  const claimedBy = new Map<string, string>();
  for (const step of wanted) for (const uid of step.moved) if (nodeOf(step.kind, uid) && !(step.kind === 'folder' && impossible.has(uid))) claimedBy.set(itemKey(step.kind, uid), levelKey(step));

  const patches = new Map<string, LevelPatch[]>();
  const lost: LevelPlan['lost'] = [];
  for (const step of wanted) {
    const key = levelKey(step);
    const order = (levelOf(ordered, step.parentUid, step.kind) ?? []).filter((node) => !claimedBy.has(itemKey(step.kind, node.uid))).map((node) => node.uid);
    const placed = new Set(order);
    for (const uid of step.uids) {
      if (claimedBy.get(itemKey(step.kind, uid)) !== key) continue;
      const asked = step.uids.indexOf(uid);
      const after = step.uids.slice(0, asked).findLast((candidate) => placed.has(candidate));
      const before = step.uids.slice(asked + 1).find((candidate) => placed.has(candidate));
      // The two it was put between are now the other way round (someone moved one since): no place is between them.
      if (after !== undefined && before !== undefined && order.indexOf(after) > order.indexOf(before)) lost.push({ kind: step.kind, uid, parentUid: nodeOf(step.kind, uid)!.parentUid });
      // Asked last stays last; otherwise after the item it follows (first when it follows none).
      order.splice(before === undefined ? order.length : after === undefined ? 0 : order.indexOf(after) + 1, 0, uid);
      placed.add(uid);
    }
    const nodes = order.map((uid) => nodeOf(step.kind, uid)!);
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
  return { patches, folderMoves: { ordered: folderMoves.ordered.map((move) => move.uid), together: folderMoves.together }, lost };
}

const buildTreeOf = (lists: TreeLists) => buildTree(lists.folders, lists.searches);

/** The steps with what a round is about to send for their levels added to what they sent before. */
export function withSent(steps: readonly LevelStep[], plan: LevelPlan): LevelStep[] {
  return steps.map((step) => {
    const now = plan.patches.get(levelKey(step)) ?? [];
    if (now.length === 0) return step;
    return {
      ...step,
      sent: mergeSent(
        step.sent ?? [],
        now.map(({ patch }) => patch),
      ),
    };
  });
}

/** Earlier PATCHes of one level with later ones over them, field by field. */
function mergeSent(earlier: readonly LevelPatch['patch'][], later: readonly LevelPatch['patch'][]): LevelPatch['patch'][] {
  const byUid = new Map(earlier.map((patch) => [patch.Uid, patch]));
  for (const patch of later) byUid.set(patch.Uid, { ...byUid.get(patch.Uid), ...patch });
  return [...byUid.values()];
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
  const placed = new Set(newer.flatMap((step) => step.uids.map((uid) => itemKey(step.kind, uid))));
  const kept = withoutItems(
    older.filter((step) => !newerKeys.has(levelKey(step))),
    placed,
  );
  // An item moved again before its first move was sent still starts from where the editor first moved it.
  const startedFrom = new Map(older.flatMap((step) => Object.entries(step.from ?? {}).map(([uid, parentUid]) => [itemKey(step.kind, uid), parentUid] as const)));
  // And where an earlier round of this page may already have put it.
  const ownPlaces = ownPlacesOf([...older, ...newer]);
  const replaced = newer.map((step) => {
    const before = older.find((candidate) => levelKey(candidate) === levelKey(step));
    const moved = before ? [...new Set([...before.moved.filter((uid) => step.uids.includes(uid)), ...step.moved])] : step.moved;
    const from = fromOf(step.kind, moved, { ...step.from }, startedFrom);
    const merged: LevelStep = { ...step, moved };
    if (from) merged.from = from;
    else delete merged.from;
    const places = Object.fromEntries(moved.flatMap((uid) => (ownPlaces.has(itemKey(step.kind, uid)) ? [[uid, [...ownPlaces.get(itemKey(step.kind, uid))!]]] : [])));
    if (Object.keys(places).length > 0) merged.ownPlaces = places;
    else delete merged.ownPlaces;
    if (before?.sent || step.sent) merged.sent = mergeSent(before?.sent ?? [], step.sent ?? []);
    return merged;
  });
  return [...kept, ...replaced];
}

/** The starting places of `moved`: the older one where there is one. Undefined when none is known. */
function fromOf(kind: LevelStep['kind'], moved: readonly string[], newer: Record<string, string | null>, older: ReadonlyMap<string, string | null>) {
  const from: Record<string, string | null> = {};
  for (const uid of moved) {
    const key = itemKey(kind, uid);
    if (older.has(key)) from[uid] = older.get(key)!;
    else if (uid in newer) from[uid] = newer[uid]!;
  }
  return Object.keys(from).length > 0 ? from : undefined;
}

/** A move not sent, and where its item is now: someone else moved the item elsewhere, or deleted the folder it was moved to (`folderGone`). */
type OverruledItem = { kind: LevelStep['kind']; uid: string; parentUid: string | null; folderGone?: true };

/**
 * The moved items someone else moved elsewhere since the editor moved them: on `lists` (the server's, read just before
 * sending) their parent is neither where the move started from, nor where the move puts them, nor where this plan's own
 * earlier PATCHes put them; and those moved into a folder deleted since.
 * Such a move is not sent over theirs (last writer wins otherwise). An item that is gone is not among them.
 */
export function overruledMoves(lists: TreeLists, steps: readonly LevelStep[]): OverruledItem[] {
  const tree = buildTreeOf(lists);
  const ownParents = ownPlacesOf(steps);
  const overruled = new Map<string, OverruledItem>();
  for (const step of steps) {
    const folderGone = step.parentUid !== null && !tree.byId.has(folderId(step.parentUid));
    for (const [uid, startedFrom] of Object.entries(step.from ?? {})) {
      if (!step.moved.includes(uid)) continue;
      const node = tree.byId.get(step.kind === 'folder' ? folderId(uid) : searchId(uid));
      if (node && folderGone) {
        overruled.set(itemKey(step.kind, uid), { kind: step.kind, uid, parentUid: node.parentUid, folderGone: true });
        continue;
      }
      // Someone else put it where the editor is putting it: no clash, the editor's order within that folder is still sent.
      if (!node || node.parentUid === startedFrom || node.parentUid === step.parentUid || ownParents.get(itemKey(step.kind, uid))?.has(node.parentUid)) continue;
      overruled.set(itemKey(step.kind, uid), { kind: step.kind, uid, parentUid: node.parentUid });
    }
  }
  return [...overruled.values()];
}

/** The parents this page's PATCHes sent (or are sending) put each item (`kind:uid`) in, and those kept from replaced steps. */
function ownPlacesOf(steps: readonly LevelStep[]): Map<string, Set<string | null>> {
  const places = new Map<string, Set<string | null>>();
  const add = (key: string, parent: string | null) => places.set(key, (places.get(key) ?? new Set()).add(parent));
  for (const step of steps) {
    for (const patch of step.sent ?? []) {
      const parent = step.kind === 'folder' ? patch.ParentUid : patch.FolderUid;
      if (parent !== undefined) add(itemKey(step.kind, patch.Uid), parent);
    }
    for (const [uid, parents] of Object.entries(step.ownPlaces ?? {})) for (const parent of parents) add(itemKey(step.kind, uid), parent);
  }
  return places;
}

/** Steps with some items (`kind:uid`) taken out; a step left naming nothing is dropped. */
export function withoutItems(steps: readonly LevelStep[], items: ReadonlySet<string>): LevelStep[] {
  return steps
    .map((step) => {
      const keep = (uid: string) => !items.has(itemKey(step.kind, uid));
      const stripped: LevelStep = { ...step, uids: step.uids.filter(keep), moved: step.moved.filter(keep) };
      if (step.sent) stripped.sent = step.sent.filter((patch) => keep(patch.Uid));
      for (const field of ['from', 'ownPlaces'] as const) {
        const value = step[field];
        if (!value) continue;
        const rest = Object.fromEntries(Object.entries(value).filter(([uid]) => keep(uid)));
        if (Object.keys(rest).length > 0) (stripped as Record<typeof field, unknown>)[field] = rest;
        else delete stripped[field];
      }
      return stripped;
    })
    .filter((step) => step.uids.length > 0);
}
