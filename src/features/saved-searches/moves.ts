import type { LevelStep } from './level-plan';
import { canMoveFolderInto, folderId, foldersInTreeOrder, type FolderNode, type Tree, type TreeNode } from './tree';

/** Where an item goes: a parent folder (null = top level) and a place among its siblings of the same kind. */
export type MoveTarget = { parentUid: string | null; index: number };

/** A move as levels in the order asked: where the item goes and, when it changes folder, the level it leaves. */
type MovePlan = { steps: LevelStep[]; target: MoveTarget };

function siblingsOfKind(tree: Tree, parentUid: string | null, kind: TreeNode['kind']): TreeNode[] {
  const parent = parentUid ? tree.byId.get(folderId(parentUid)) : undefined;
  if (parentUid && (!parent || parent.kind !== 'folder')) return [];
  const folders = parent && parent.kind === 'folder' ? parent.folders : tree.folders;
  const searches = parent && parent.kind === 'folder' ? parent.searches : tree.searches;
  return kind === 'folder' ? folders : searches;
}

/** The folders `node` may go into, in tree order ("Move to…" offers these): never a folder into itself or below itself. */
export function moveDestinations(tree: Tree, node: TreeNode): { node: FolderNode; depth: number }[] {
  return foldersInTreeOrder(tree).filter(({ node: folder }) => isValidMove(tree, node, { parentUid: folder.uid, index: 0 }));
}

function isValidMove(tree: Tree, node: TreeNode, target: MoveTarget): boolean {
  if (target.parentUid && tree.byId.get(folderId(target.parentUid))?.kind !== 'folder') return false;
  return node.kind === 'search' || canMoveFolderInto(tree, node.uid, target.parentUid);
}

/** The levels `node` at `target` asks for; null when the move is impossible or changes nothing. */
export function planMove(tree: Tree, node: TreeNode, target: MoveTarget): MovePlan | null {
  if (!isValidMove(tree, node, target)) return null;
  const before = siblingsOfKind(tree, node.parentUid, node.kind);
  const siblings = siblingsOfKind(tree, target.parentUid, node.kind).filter((sibling) => sibling.id !== node.id);
  const index = Math.max(0, Math.min(target.index, siblings.length));
  const reparented = node.parentUid !== target.parentUid;
  if (!reparented && before.indexOf(node) === index) return null;
  const uids = (nodes: TreeNode[]) => nodes.map((item) => item.uid);
  const steps: LevelStep[] = [
    {
      kind: node.kind,
      parentUid: target.parentUid,
      uids: [...uids(siblings.slice(0, index)), node.uid, ...uids(siblings.slice(index))],
      moved: [node.uid],
      // Where the editor saw it: the move is not sent over someone else's move of it since (run-move-plan.ts).
      from: { [node.uid]: node.parentUid },
    },
  ];
  if (reparented) {
    const left = uids(before.filter((sibling) => sibling.id !== node.id));
    if (left.length > 0) steps.push({ kind: node.kind, parentUid: node.parentUid, uids: left, moved: [] });
  }
  return { steps, target: { parentUid: target.parentUid, index } };
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
