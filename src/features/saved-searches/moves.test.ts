import { describe, expect, it } from 'vitest';
import type { SavedSearch } from '../../api/saved-searches';
import type { SavedSearchFolder } from '../../api/saved-search-folders';
import { dropTarget, keyboardMoveTarget, planMove } from './moves';
import { buildTree, type TreeNode } from './tree';

const folder = (Uid: string, ParentUid: string | null, SortOrder: number): SavedSearchFolder => ({ Uid, ParentUid, SortOrder, Name: Uid });
const search = (Uid: string, FolderUid: string | null, SortOrder: number): SavedSearch => ({ Uid, FolderUid, SortOrder, Name: Uid });

const tree = buildTree(
  [folder('f1', null, 1), folder('f2', null, 2), folder('f3', null, 3), folder('child', 'f1', 1), folder('grandchild', 'child', 1)],
  [search('s1', 'f1', 1), search('s2', 'f1', 2), search('r1', null, 1)],
);
const node = (id: string) => tree.byId.get(id) as TreeNode;

describe('planMove', () => {
  it('reparents a folder at the end of its new siblings, and names the level it leaves', () => {
    const plan = planMove(tree, node('folder:f3'), { parentUid: 'f1', index: 99 });
    expect(plan?.steps).toEqual([
      { kind: 'folder', parentUid: 'f1', uids: ['child', 'f3'], moved: ['f3'], from: { f3: null } },
      { kind: 'folder', parentUid: null, uids: ['f1', 'f2'], moved: [] },
    ]);
    expect(plan?.target).toEqual({ parentUid: 'f1', index: 1 });
  });

  it('reorders among siblings: the level in the order asked', () => {
    expect(planMove(tree, node('folder:f3'), { parentUid: null, index: 0 })?.steps).toEqual([{ kind: 'folder', parentUid: null, uids: ['f3', 'f1', 'f2'], moved: ['f3'], from: { f3: null } }]);
  });

  it('moves a search out of its folder', () => {
    expect(planMove(tree, node('search:s2'), { parentUid: null, index: 0 })?.steps).toEqual([
      { kind: 'search', parentUid: null, uids: ['s2', 'r1'], moved: ['s2'], from: { s2: 'f1' } },
      { kind: 'search', parentUid: 'f1', uids: ['s1'], moved: [] },
    ]);
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
