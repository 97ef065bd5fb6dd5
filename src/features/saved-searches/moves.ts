import type { SavedSearchWrite } from '../../api/saved-searches';
import type { SavedSearchFolderPatch } from '../../api/saved-search-folders';
import { canMoveFolderInto, folderId, type FolderNode, type Tree, type TreeNode } from './tree';

/** Where an item goes: a parent folder (null = top level) and a place among its siblings of the same kind. */
export type MoveTarget = { parentUid: string | null; index: number };

export type MovePlan = {
  /** The moved item's own patch comes first: it is the one that may be refused. */
  folderPatches: SavedSearchFolderPatch[];
  searchPatches: SavedSearchWrite[];
  target: MoveTarget;
};

type Ordered = { uid: string; sortOrder: number };

const sortOrderOf = (node: TreeNode) => (node.kind === 'folder' ? node.folder.SortOrder : node.search.SortOrder) ?? 0;

/**
 * New sort orders after `items[movedIndex]` was put in its place. When the others are
 * still strictly ordered and there is room, only the moved item gets a number between its
 * neighbours; otherwise the list is renumbered 1..n. Returns only the numbers that change.
 */
export function renumber(items: readonly Ordered[], movedIndex: number): Map<string, number> {
  const changes = new Map<string, number>();
  const moved = items[movedIndex];
  if (!moved) return changes;
  const others = items.filter((_, index) => index !== movedIndex);
  const othersIncreasing = others.every((item, index) => index === 0 || item.sortOrder > others[index - 1]!.sortOrder);
  if (othersIncreasing) {
    const previous = items[movedIndex - 1]?.sortOrder;
    const next = items[movedIndex + 1]?.sortOrder;
    const fits = (value: number) => (previous === undefined || value > previous) && (next === undefined || value < next);
    if (fits(moved.sortOrder)) return changes;
    let candidate: number | undefined;
    if (previous === undefined && next !== undefined) candidate = next - 1;
    else if (next === undefined && previous !== undefined) candidate = previous + 1;
    else if (previous !== undefined && next !== undefined && next - previous >= 2) candidate = Math.floor((previous + next) / 2);
    if (candidate !== undefined) {
      changes.set(moved.uid, candidate);
      return changes;
    }
  }
  items.forEach((item, index) => {
    if (item.sortOrder !== index + 1) changes.set(item.uid, index + 1);
  });
  return changes;
}

function siblingsOfKind(tree: Tree, parentUid: string | null, kind: TreeNode['kind']): TreeNode[] {
  const parent = parentUid ? tree.byId.get(folderId(parentUid)) : undefined;
  if (parentUid && (!parent || parent.kind !== 'folder')) return [];
  const folders = parent && parent.kind === 'folder' ? parent.folders : tree.folders;
  const searches = parent && parent.kind === 'folder' ? parent.searches : tree.searches;
  return kind === 'folder' ? folders : searches;
}

export function isValidMove(tree: Tree, node: TreeNode, target: MoveTarget): boolean {
  if (target.parentUid && tree.byId.get(folderId(target.parentUid))?.kind !== 'folder') return false;
  return node.kind === 'search' || canMoveFolderInto(tree, node.uid, target.parentUid);
}

/** The patches that put `node` at `target` and keep its new siblings in order; null when impossible or nothing changes. */
export function planMove(tree: Tree, node: TreeNode, target: MoveTarget): MovePlan | null {
  if (!isValidMove(tree, node, target)) return null;
  const siblings = siblingsOfKind(tree, target.parentUid, node.kind).filter((sibling) => sibling.id !== node.id);
  const index = Math.max(0, Math.min(target.index, siblings.length));
  const ordered = [...siblings.slice(0, index), node, ...siblings.slice(index)];
  const changes = renumber(
    ordered.map((item) => ({ uid: item.uid, sortOrder: sortOrderOf(item) })),
    index,
  );
  const reparented = node.parentUid !== target.parentUid;
  if (!reparented && changes.size === 0) return null;

  const ownPatch: Record<string, unknown> = { Uid: node.uid };
  if (reparented) ownPatch[node.kind === 'folder' ? 'ParentUid' : 'FolderUid'] = target.parentUid;
  if (changes.has(node.uid)) ownPatch.SortOrder = changes.get(node.uid);
  const siblingPatches = [...changes].filter(([uid]) => uid !== node.uid).map(([uid, SortOrder]) => ({ Uid: uid, SortOrder }));
  const patches = [ownPatch as { Uid: string }, ...siblingPatches];
  return {
    folderPatches: node.kind === 'folder' ? patches : [],
    searchPatches: node.kind === 'search' ? patches : [],
    target: { parentUid: target.parentUid, index },
  };
}

function parentFolder(tree: Tree, node: TreeNode): FolderNode | undefined {
  const parent = node.parentUid ? tree.byId.get(folderId(node.parentUid)) : undefined;
  return parent?.kind === 'folder' ? parent : undefined;
}

export type KeyboardMove = 'up' | 'down' | 'into-folder-above' | 'out-of-folder';

/** The target of a keyboard move (Ctrl+arrow), or null when the item cannot go that way. */
export function keyboardMoveTarget(tree: Tree, node: TreeNode, move: KeyboardMove): MoveTarget | null {
  const siblings = siblingsOfKind(tree, node.parentUid, node.kind);
  const position = siblings.findIndex((sibling) => sibling.id === node.id);
  switch (move) {
    case 'up':
      return position > 0 ? { parentUid: node.parentUid, index: position - 1 } : null;
    case 'down':
      return position < siblings.length - 1 ? { parentUid: node.parentUid, index: position + 1 } : null;
    case 'into-folder-above': {
      const parent = parentFolder(tree, node);
      const folders = parent ? parent.folders : tree.folders;
      const above = node.kind === 'folder' ? folders[position - 1] : folders[folders.length - 1];
      if (!above) return null;
      return { parentUid: above.uid, index: node.kind === 'folder' ? above.folders.length : above.searches.length };
    }
    case 'out-of-folder': {
      const parent = parentFolder(tree, node);
      if (!parent) return null;
      if (node.kind === 'search') return { parentUid: parent.parentUid, index: 0 };
      const parentSiblings = siblingsOfKind(tree, parent.parentUid, 'folder');
      return { parentUid: parent.parentUid, index: parentSiblings.findIndex((sibling) => sibling.id === parent.id) + 1 };
    }
  }
}

export type DropZone = 'before' | 'after' | 'into';

/** Where a drop over `over` (in the given zone of its row) puts `node`; null when it cannot go there. */
export function dropTarget(tree: Tree, node: TreeNode, over: TreeNode | 'root', zone: DropZone): MoveTarget | null {
  if (over === 'root') return { parentUid: null, index: siblingsOfKind(tree, null, node.kind).length };
  if (over.id === node.id) return null;
  let target: MoveTarget;
  if (zone === 'into' && over.kind === 'folder') {
    target = { parentUid: over.uid, index: Number.MAX_SAFE_INTEGER };
  } else if (over.kind === node.kind) {
    const siblings = siblingsOfKind(tree, over.parentUid, node.kind).filter((sibling) => sibling.id !== node.id);
    const position = siblings.findIndex((sibling) => sibling.id === over.id);
    target = { parentUid: over.parentUid, index: zone === 'before' ? position : position + 1 };
  } else {
    // Folders are listed before searches: a folder dropped among searches goes last of the folders, a search dropped by a folder first of the searches.
    target = { parentUid: over.parentUid, index: node.kind === 'folder' ? Number.MAX_SAFE_INTEGER : 0 };
  }
  return isValidMove(tree, node, target) ? target : null;
}
