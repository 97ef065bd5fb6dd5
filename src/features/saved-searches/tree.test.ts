import { describe, expect, it } from 'vitest';
import type { SavedSearch } from '../../api/saved-searches';
import type { SavedSearchFolder } from '../../api/saved-search-folders';
import { buildTree, canMoveFolderInto, deletionPlan, folderContents, folderId, folderPath, visibleRows, type FolderNode } from './tree';

const folder = (Uid: string, ParentUid: string | null, SortOrder: number, Name = Uid): SavedSearchFolder => ({ Uid, ParentUid, SortOrder, Name, OwnerUserUid: null });
const search = (Uid: string, FolderUid: string | null, SortOrder: number, extra: Partial<SavedSearch> = {}): SavedSearch => ({ Uid, FolderUid, SortOrder, Name: Uid, OwnerUserUid: null, ...extra });

const folders = [folder('b', null, 2), folder('a', null, 1), folder('a2', 'a', 1), folder('a1', 'a', 1), folder('deep', 'a1', 1)];
const searches = [search('s-root', null, 1), search('s-a', 'a', 2), search('s-a-first', 'a', 1), search('s-deep', 'deep', 1, { OwnerUserUid: 'me' }), search('s-orphan', 'missing', 5)];

describe('buildTree', () => {
  const tree = buildTree(folders, searches);

  it('nests folders by ParentUid and orders each level by SortOrder, then name', () => {
    expect(tree.folders.map((node) => node.uid)).toEqual(['a', 'b']);
    const a = tree.folders[0]!;
    expect(a.folders.map((node) => node.uid)).toEqual(['a1', 'a2']);
    expect(a.folders[0]!.folders[0]!.uid).toBe('deep');
  });

  it('puts searches in their folder, and those in no (or an unknown) folder at the root', () => {
    expect(tree.folders[0]!.searches.map((node) => node.uid)).toEqual(['s-a-first', 's-a']);
    expect(tree.searches.map((node) => node.uid)).toEqual(['s-root', 's-orphan']);
  });

  it('marks private items', () => {
    expect(tree.byId.get('search:s-deep')).toMatchObject({ isPrivate: true });
    expect(tree.byId.get('search:s-a')).toMatchObject({ isPrivate: false });
  });

  it('puts folders whose parents loop at the root instead of losing them', () => {
    const looped = buildTree([folder('x', 'y', 1), folder('y', 'x', 2)], []);
    expect(looped.folders.map((node) => node.uid)).toEqual(['x']);
    expect(looped.folders[0]!.folders.map((node) => node.uid)).toEqual(['y']);
  });

  it('lists visible rows with level, position and set size', () => {
    const rows = visibleRows(tree, new Set([folderId('a')]));
    expect(rows.map((row) => [row.node.uid, row.level, row.posInSet, row.setSize])).toEqual([
      ['a', 1, 1, 4],
      ['a1', 2, 1, 4],
      ['a2', 2, 2, 4],
      ['s-a-first', 2, 3, 4],
      ['s-a', 2, 4, 4],
      ['b', 1, 2, 4],
      ['s-root', 1, 3, 4],
      ['s-orphan', 1, 4, 4],
    ]);
    expect(rows[0]!.expanded).toBe(true);
    expect(rows[1]!.expanded).toBe(false);
    expect(rows[3]!.expanded).toBeUndefined();
  });

  it('names a folder by its path', () => {
    expect(folderPath(tree, 'deep')).toBe('a / a1 / deep');
    expect(folderPath(tree, null)).toBe('Top level');
  });
});

describe('move validity', () => {
  const tree = buildTree(folders, searches);
  it('refuses a folder into itself or any descendant', () => {
    expect(canMoveFolderInto(tree, 'a', 'a')).toBe(false);
    expect(canMoveFolderInto(tree, 'a', 'a1')).toBe(false);
    expect(canMoveFolderInto(tree, 'a', 'deep')).toBe(false);
  });
  it('allows a folder into a sibling, its ancestor or the root', () => {
    expect(canMoveFolderInto(tree, 'a', 'b')).toBe(true);
    expect(canMoveFolderInto(tree, 'deep', 'a')).toBe(true);
    expect(canMoveFolderInto(tree, 'deep', null)).toBe(true);
  });
});

describe('deleting a folder with contents', () => {
  const tree = buildTree(folders, searches);
  const a = tree.byId.get(folderId('a')) as FolderNode;
  it('counts what it holds at any depth', () => {
    expect(folderContents(a)).toEqual({ folders: 3, searches: 3 });
  });
  it('deletes searches first, then folders deepest first, the folder itself last', () => {
    const plan = deletionPlan(a);
    expect(plan.searchUids.sort()).toEqual(['s-a', 's-a-first', 's-deep']);
    expect(plan.folderUids[0]).toBe('deep');
    expect(plan.folderUids.at(-1)).toBe('a');
    expect(plan.folderUids.indexOf('a1')).toBeGreaterThan(plan.folderUids.indexOf('deep'));
  });
});
