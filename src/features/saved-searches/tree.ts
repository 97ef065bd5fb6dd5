import { t } from '@lingui/core/macro';
import type { SavedSearch } from '../../api/saved-searches';
import type { SavedSearchFolder } from '../../api/saved-search-folders';

export type FolderNode = {
  kind: 'folder';
  id: string;
  uid: string;
  name: string;
  parentUid: string | null;
  isPrivate: boolean;
  folder: SavedSearchFolder;
  folders: FolderNode[];
  searches: SearchNode[];
};

type SearchNode = {
  kind: 'search';
  id: string;
  uid: string;
  name: string;
  parentUid: string | null;
  isPrivate: boolean;
  failed: boolean;
  search: SavedSearch;
};

export type TreeNode = FolderNode | SearchNode;

export type Tree = {
  folders: FolderNode[];
  searches: SearchNode[];
  /** Every node by its tree id (`folder:<uid>` / `search:<uid>`). */
  byId: Map<string, TreeNode>;
};

export const folderId = (uid: string) => `folder:${uid}`;
export const searchId = (uid: string) => `search:${uid}`;

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function bySortOrderThenName(a: { sortOrder: number; name: string }, b: { sortOrder: number; name: string }) {
  return a.sortOrder - b.sortOrder || collator.compare(a.name, b.name);
}

function sorted<T extends TreeNode>(nodes: T[]): T[] {
  const sortOrder = (node: TreeNode) => (node.kind === 'folder' ? node.folder.SortOrder : node.search.SortOrder) ?? 0;
  return nodes
    .map((node) => ({ node, sortOrder: sortOrder(node), name: node.name }))
    .sort(bySortOrderThenName)
    .map((entry) => entry.node);
}

/**
 * The tree from the two flat lists: folders nested by ParentUid, searches placed by
 * FolderUid, each level ordered by SortOrder then name. A parent that does not exist
 * (or a parent chain that loops, which a server should never send) puts the item at
 * the root, so nothing the server holds is hidden.
 */
export function buildTree(folders: readonly SavedSearchFolder[], searches: readonly SavedSearch[]): Tree {
  const byId = new Map<string, TreeNode>();
  const folderNodes = new Map<string, FolderNode>();
  for (const folder of folders) {
    const node: FolderNode = {
      kind: 'folder',
      id: folderId(folder.Uid),
      uid: folder.Uid,
      name: folder.Name || t`Unnamed folder`,
      parentUid: folder.ParentUid ?? null,
      isPrivate: folder.OwnerUserUid != null,
      folder,
      folders: [],
      searches: [],
    };
    folderNodes.set(folder.Uid, node);
    byId.set(node.id, node);
  }
  for (const node of folderNodes.values()) {
    if (node.parentUid && (!folderNodes.has(node.parentUid) || loops(node.uid, folderNodes))) node.parentUid = null;
  }
  const rootFolders: FolderNode[] = [];
  for (const node of folderNodes.values()) {
    const parent = node.parentUid ? folderNodes.get(node.parentUid) : undefined;
    (parent ? parent.folders : rootFolders).push(node);
  }
  const rootSearches: SearchNode[] = [];
  for (const search of searches) {
    const parent = search.FolderUid ? folderNodes.get(search.FolderUid) : undefined;
    const node: SearchNode = {
      kind: 'search',
      id: searchId(search.Uid),
      uid: search.Uid,
      name: search.Name || t`Unnamed search`,
      parentUid: parent ? parent.uid : null,
      isPrivate: search.OwnerUserUid != null,
      failed: (search.FailedCalculationCounter ?? 0) > 0 || Boolean(search.FailedMessage),
      search,
    };
    byId.set(node.id, node);
    (parent ? parent.searches : rootSearches).push(node);
  }
  for (const node of folderNodes.values()) {
    node.folders = sorted(node.folders);
    node.searches = sorted(node.searches);
  }
  return { folders: sorted(rootFolders), searches: sorted(rootSearches), byId };
}

function loops(uid: string, folders: Map<string, FolderNode>): boolean {
  const seen = new Set<string>();
  let current: string | null = uid;
  while (current) {
    if (seen.has(current)) return true;
    seen.add(current);
    current = folders.get(current)?.parentUid ?? null;
  }
  return false;
}

/** Children in display order: subfolders first, then searches. */
export function childrenOf(node: FolderNode): TreeNode[] {
  return [...node.folders, ...node.searches];
}

export function rootChildren(tree: Tree): TreeNode[] {
  return [...tree.folders, ...tree.searches];
}

export type VisibleRow = { node: TreeNode; level: number; setSize: number; posInSet: number; expanded: boolean | undefined };

/** The rows a user sees, in order, given which folders are open (the flat form of the ARIA tree). */
export function visibleRows(tree: Tree, expanded: ReadonlySet<string>): VisibleRow[] {
  const rows: VisibleRow[] = [];
  const walk = (nodes: TreeNode[], level: number) => {
    nodes.forEach((node, index) => {
      const isOpen = node.kind === 'folder' ? expanded.has(node.id) : undefined;
      rows.push({ node, level, setSize: nodes.length, posInSet: index + 1, expanded: isOpen });
      if (node.kind === 'folder' && isOpen) walk(childrenOf(node), level + 1);
    });
  };
  walk(rootChildren(tree), 1);
  return rows;
}

/** Tree ids of the folder `parentUid` and its ancestors, root first: what must be open to show its contents. */
export function ancestorFolderIds(tree: Tree, parentUid: string | null): string[] {
  const chain: string[] = [];
  let current = parentUid;
  while (current) {
    const node = tree.byId.get(folderId(current));
    if (!node) break;
    chain.unshift(node.id);
    current = node.parentUid;
  }
  return chain;
}

/** Every folder inside `folder`, at any depth. */
function descendantFolders(folder: FolderNode): FolderNode[] {
  return folder.folders.flatMap((child) => [child, ...descendantFolders(child)]);
}

/** Whether a folder may become a child of `targetParentUid` (null = root): never itself or inside itself. */
export function canMoveFolderInto(tree: Tree, folderUid: string, targetParentUid: string | null): boolean {
  if (targetParentUid === null) return true;
  if (targetParentUid === folderUid) return false;
  const node = tree.byId.get(folderId(folderUid));
  if (!node || node.kind !== 'folder') return false;
  return !descendantFolders(node).some((child) => child.uid === targetParentUid);
}

export type FolderContents = { folders: number; searches: number };

/** What a folder holds at any depth: the numbers a delete confirmation names. */
export function folderContents(folder: FolderNode): FolderContents {
  const folders = descendantFolders(folder);
  return {
    folders: folders.length,
    searches: folder.searches.length + folders.reduce((sum, child) => sum + child.searches.length, 0),
  };
}

/**
 * The order in which to delete a folder and everything in it, since the API refuses a
 * non-empty folder: every search first, then folders deepest first, the folder itself last.
 */
export function deletionPlan(folder: FolderNode): { searchUids: string[]; folderUids: string[] } {
  const withDepth: { node: FolderNode; depth: number }[] = [];
  const walk = (node: FolderNode, depth: number) => {
    withDepth.push({ node, depth });
    node.folders.forEach((child) => walk(child, depth + 1));
  };
  walk(folder, 0);
  return {
    searchUids: withDepth.flatMap(({ node }) => node.searches.map((search) => search.uid)),
    folderUids: [...withDepth].sort((a, b) => b.depth - a.depth).map(({ node }) => node.uid),
  };
}

/** Folders in tree order with their depth: what pickers ("Move to…", the editor's folder) list. */
export function foldersInTreeOrder(tree: Tree): { node: FolderNode; depth: number }[] {
  const list: { node: FolderNode; depth: number }[] = [];
  const walk = (nodes: FolderNode[], depth: number) =>
    nodes.forEach((node) => {
      list.push({ node, depth });
      walk(node.folders, depth + 1);
    });
  walk(tree.folders, 0);
  return list;
}

/** What the saved search editor needs of the tree. It loads when first needed; this view keeps tree.ts in the page's chunk. */
export type EditorPlaces = {
  /** The folders in tree order, for the Folder field. */
  folders: { node: FolderNode; depth: number }[];
  hasFolder: (uid: string) => boolean;
  hasSearch: (uid: string) => boolean;
  /** The sort order that puts a search last among the searches of a folder (null: the top level). */
  sortOrderAfterSiblings: (folderUid: string | null) => number;
};

export function editorPlaces(tree: Tree): EditorPlaces {
  return {
    folders: foldersInTreeOrder(tree),
    hasFolder: (uid) => tree.byId.has(folderId(uid)),
    hasSearch: (uid) => tree.byId.has(searchId(uid)),
    sortOrderAfterSiblings: (folderUid) => {
      const parent = folderUid ? tree.byId.get(folderId(folderUid)) : undefined;
      const siblings = parent?.kind === 'folder' ? parent.searches : tree.searches;
      return siblings.reduce((max, sibling) => Math.max(max, sibling.search.SortOrder ?? 0), 0) + 1;
    },
  };
}

/** "Spring / Shoes / Sale": where a folder sits, for labels and announcements. */
export function folderPath(tree: Tree, folderUid: string | null): string {
  if (!folderUid) return t`Top level`;
  return ancestorFolderIds(tree, folderUid)
    .map((id) => tree.byId.get(id)?.name ?? '')
    .join(' / ');
}
