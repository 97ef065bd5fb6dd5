import type { SavedSearch } from '../../api/saved-searches';
import type { SavedSearchFolder } from '../../api/saved-search-folders';
import { patchListItem } from '../../api/optimistic-list-patch';
import { planMove, type MovePlan, type MoveTarget } from './moves';
import { buildTree, folderId, type TreeNode } from './tree';

/**
 * What the editor asked for, not the PATCHes that do it: a queued change is planned from the
 * tree as it is when its turn comes, so earlier changes (and colleagues') are taken into account.
 */
export type MoveIntent = { kind: 'move'; nodeId: string; target: MoveTarget };
/** `base` is the name the editor saw when they started typing: a colleague's rename since then is not overwritten unasked. */
export type RenameIntent = { kind: 'rename'; nodeId: string; name: string; base: string | null };
export type TreeIntent = MoveIntent | RenameIntent;

export type TreeLists = { folders: SavedSearchFolder[]; searches: SavedSearch[] };

/** Applies a move plan's patches to the flat lists. */
export function applyPlan(lists: TreeLists, plan: Pick<MovePlan, 'folderPatches' | 'searchPatches'>): TreeLists {
  let { folders, searches } = lists;
  for (const patch of plan.folderPatches) folders = patchListItem(folders, patch)!;
  for (const patch of plan.searchPatches) searches = patchListItem(searches, patch)!;
  return { folders, searches };
}

/** The plan for a move intent against `lists`; null when the item is gone, the move is impossible or changes nothing. */
export function planIntent(lists: TreeLists, intent: MoveIntent): { node: TreeNode; plan: MovePlan } | null {
  const tree = buildTree(lists.folders, lists.searches);
  const node = tree.byId.get(intent.nodeId);
  if (!node) return null;
  const plan = planMove(tree, node, intent.target);
  return plan ? { node, plan } : null;
}

/** Whether the item of a move sits where the move asked, in the order the tree shows. */
export function isWhereAsked(lists: TreeLists, intent: MoveIntent): boolean {
  const tree = buildTree(lists.folders, lists.searches);
  const node = tree.byId.get(intent.nodeId);
  if (!node || node.parentUid !== intent.target.parentUid) return false;
  const parent = node.parentUid ? tree.byId.get(folderId(node.parentUid)) : undefined;
  const level = parent?.kind === 'folder' ? parent : tree;
  const siblings: TreeNode[] = node.kind === 'folder' ? level.folders : level.searches;
  return siblings.indexOf(node) === Math.min(intent.target.index, siblings.length - 1);
}

function applyIntent(lists: TreeLists, intent: TreeIntent): TreeLists {
  if (intent.kind === 'rename') {
    const [kind, uid] = splitId(intent.nodeId);
    const patch = { Uid: uid, Name: intent.name };
    return kind === 'folder' ? { ...lists, folders: patchListItem(lists.folders, patch)! } : { ...lists, searches: patchListItem(lists.searches, patch)! };
  }
  const planned = planIntent(lists, intent);
  return planned ? applyPlan(lists, planned.plan) : lists;
}

/**
 * What the editor sees: the server's lists with every queued change applied in order. Applying
 * a change that has already reached the lists again changes nothing, so a change may be both
 * in the lists and still in the queue while it finishes.
 */
export function applyIntents(lists: TreeLists, intents: readonly TreeIntent[]): TreeLists {
  return intents.reduce(applyIntent, lists);
}

export function splitId(nodeId: string): ['folder' | 'search', string] {
  const at = nodeId.indexOf(':');
  return [nodeId.slice(0, at) === 'folder' ? 'folder' : 'search', nodeId.slice(at + 1)];
}
