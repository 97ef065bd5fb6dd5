import { describe, expect, it } from 'vitest';
import type { SavedSearch } from '../../api/saved-searches';
import type { SavedSearchFolder } from '../../api/saved-search-folders';
import { dropTarget, keyboardMoveTarget, planMove, renumber } from './moves';
import { buildTree, type TreeNode } from './tree';

const folder = (Uid: string, ParentUid: string | null, SortOrder: number): SavedSearchFolder => ({ Uid, ParentUid, SortOrder, Name: Uid });
const search = (Uid: string, FolderUid: string | null, SortOrder: number): SavedSearch => ({ Uid, FolderUid, SortOrder, Name: Uid });

const tree = buildTree(
  [folder('f1', null, 1), folder('f2', null, 2), folder('f3', null, 3), folder('child', 'f1', 1), folder('grandchild', 'child', 1)],
  [search('s1', 'f1', 1), search('s2', 'f1', 2), search('r1', null, 1)],
);
const node = (id: string) => tree.byId.get(id) as TreeNode;

describe('renumber', () => {
  const items = (...orders: number[]) => orders.map((sortOrder, index) => ({ uid: `u${index}`, sortOrder }));

  it('changes only the moved item when there is room between its neighbours', () => {
    expect([...renumber(items(10, 1, 20), 1)]).toEqual([['u1', 15]]);
    expect([...renumber(items(5, 1), 1)]).toEqual([['u1', 6]]);
    expect([...renumber(items(3, 1), 0)]).toEqual([['u0', 0]]);
  });

  it('changes nothing when the moved item already fits', () => {
    expect(renumber(items(1, 2, 3), 1).size).toBe(0);
  });

  it('renumbers 1..n when there is no room, listing only the numbers that change', () => {
    expect([...renumber(items(1, 3, 2), 1)]).toEqual([
      ['u1', 2],
      ['u2', 3],
    ]);
    expect([...renumber(items(4, 4, 4), 2)]).toEqual([
      ['u0', 1],
      ['u1', 2],
      ['u2', 3],
    ]);
  });
});

describe('planMove', () => {
  it('reparents a folder at the end of its new siblings, keeping a sort order that already fits', () => {
    const plan = planMove(tree, node('folder:f3'), { parentUid: 'f1', index: 99 });
    expect(plan?.folderPatches).toEqual([{ Uid: 'f3', ParentUid: 'f1' }]);
    expect(plan?.searchPatches).toEqual([]);
  });

  it('reorders among siblings, patching only sort orders that change', () => {
    expect(planMove(tree, node('folder:f3'), { parentUid: null, index: 0 })?.folderPatches).toEqual([{ Uid: 'f3', SortOrder: 0 }]);
    expect(planMove(tree, node('folder:f3'), { parentUid: null, index: 1 })?.folderPatches).toEqual([
      { Uid: 'f3', SortOrder: 2 },
      { Uid: 'f2', SortOrder: 3 },
    ]);
  });

  it('moves a search out of its folder with FolderUid null', () => {
    const plan = planMove(tree, node('search:s2'), { parentUid: null, index: 0 });
    expect(plan?.searchPatches[0]).toEqual({ Uid: 's2', FolderUid: null, SortOrder: 0 });
  });

  it('refuses a folder into its own descendant, and a move that changes nothing', () => {
    expect(planMove(tree, node('folder:f1'), { parentUid: 'grandchild', index: 0 })).toBeNull();
    expect(planMove(tree, node('folder:f2'), { parentUid: null, index: 1 })).toBeNull();
  });
});

describe('keyboard moves', () => {
  it('moves up and down among siblings and stops at the ends', () => {
    expect(keyboardMoveTarget(tree, node('folder:f2'), 'up')).toEqual({ parentUid: null, index: 0 });
    expect(keyboardMoveTarget(tree, node('folder:f1'), 'up')).toBeNull();
    expect(keyboardMoveTarget(tree, node('folder:f3'), 'down')).toBeNull();
  });
  it('goes into the folder above and out of its folder', () => {
    expect(keyboardMoveTarget(tree, node('folder:f2'), 'into-folder-above')).toEqual({ parentUid: 'f1', index: 1 });
    expect(keyboardMoveTarget(tree, node('search:r1'), 'into-folder-above')).toEqual({ parentUid: 'f3', index: 0 });
    expect(keyboardMoveTarget(tree, node('folder:child'), 'out-of-folder')).toEqual({ parentUid: null, index: 1 });
    expect(keyboardMoveTarget(tree, node('folder:f1'), 'out-of-folder')).toBeNull();
  });
});

describe('dropTarget', () => {
  it('drops into a folder, or before/after a sibling of the same kind', () => {
    expect(dropTarget(tree, node('folder:f3'), node('folder:f1'), 'into')).toMatchObject({ parentUid: 'f1' });
    expect(dropTarget(tree, node('folder:f3'), node('folder:f1'), 'before')).toEqual({ parentUid: null, index: 0 });
    expect(dropTarget(tree, node('search:r1'), node('search:s1'), 'after')).toEqual({ parentUid: 'f1', index: 1 });
  });
  it('never drops a folder into itself or a descendant', () => {
    expect(dropTarget(tree, node('folder:f1'), node('folder:f1'), 'into')).toBeNull();
    expect(dropTarget(tree, node('folder:f1'), node('folder:grandchild'), 'into')).toBeNull();
    expect(dropTarget(tree, node('folder:f1'), node('search:s1'), 'before')).toBeNull();
  });
});
