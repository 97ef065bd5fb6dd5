import { describe, expect, it } from 'vitest';
import type { SavedSearch } from '../../api/saved-searches';
import type { SavedSearchFolder } from '../../api/saved-search-folders';
import { applyLevels, applyPatches, mergeSteps, numberLevel, overruledMoves, planLevels, withSent, type LevelPatch, type LevelStep, type TreeLists } from './level-plan';
import { keyboardMoveTarget, planMove, type KeyboardMove } from './moves';
import { buildTree, childrenOf, rootChildren, type Tree, type TreeNode } from './tree';

const folder = (Uid: string, ParentUid: string | null, SortOrder: number): SavedSearchFolder => ({ Uid, ParentUid, SortOrder, Name: Uid });
const search = (Uid: string, FolderUid: string | null, SortOrder: number): SavedSearch => ({ Uid, FolderUid, SortOrder, Name: Uid });

const start: TreeLists = {
  folders: [folder('a', null, 0), folder('b', null, 1), folder('c', null, 2), folder('d', null, 3), folder('a1', 'a', 0), folder('a2', 'a', 1), folder('b1', 'b', 0)],
  searches: [search('s1', null, 0), search('s2', null, 1), search('s3', null, 2), search('s4', null, 3), search('sa', 'a', 0), search('sb', 'a', 1), search('sc', 'b', 0)],
};

/** A small deterministic random source, so a failing sequence can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Every level in display order, as "parent: child, child": what an editor compares. */
function shape(tree: Tree): string[] {
  const lines: string[] = [];
  const walk = (label: string, nodes: TreeNode[]) => {
    lines.push(`${label}: ${nodes.map((node) => node.uid).join(', ')}`);
    nodes.forEach((node) => node.kind === 'folder' && walk(node.uid, childrenOf(node)));
  };
  walk('top', rootChildren(tree));
  return lines;
}
const shapeOf = (lists: TreeLists) => shape(buildTree(lists.folders, lists.searches));

/** Sort orders that tie within one level: the server then orders by name, not as the editor asked. */
function ties(lists: TreeLists): string[] {
  const keys = [...lists.folders.map((f) => `folder ${f.ParentUid ?? 'top'} ${f.SortOrder}`), ...lists.searches.map((s) => `search ${s.FolderUid ?? 'top'} ${s.SortOrder}`)];
  return keys.filter((key, index) => keys.indexOf(key) !== index);
}

const MOVES: KeyboardMove[] = ['up', 'down', 'up', 'down', 'into-folder-above', 'out-of-folder'];

/** Random keyboard moves as the editor makes them, each aimed at the tree they see; the steps of all of them, merged. */
function randomMoves(lists: TreeLists, count: number, seed: number): LevelStep[] {
  const next = random(seed);
  let steps: LevelStep[] = [];
  for (let made = 0; made < count;) {
    const shown = applyLevels(lists, steps);
    const tree = buildTree(shown.folders, shown.searches);
    const nodes = [...tree.byId.values()];
    const node = nodes[Math.floor(next() * nodes.length)]!;
    const target = keyboardMoveTarget(tree, node, MOVES[Math.floor(next() * MOVES.length)]!);
    const plan = target && planMove(tree, node, target);
    if (!plan) continue;
    const before = shapeOf(shown);
    steps = mergeSteps(steps, plan.steps);
    // The move shows at once, and only it changed.
    expect(shapeOf(applyLevels(lists, steps))).not.toEqual(before);
    made += 1;
  }
  return steps;
}

const patchesOf = (lists: TreeLists, steps: readonly LevelStep[]): LevelPatch[] => [...planLevels(lists, steps).patches.values()].flat();

describe('numberLevel', () => {
  it('keeps every number that can stay and gives the others numbers between', () => {
    expect(numberLevel([0, 1, 2, 3])).toEqual([0, 1, 2, 3]);
    // A swap of neighbours with no room: two changes, the moved item's among them.
    expect(numberLevel([0, 1, 3, 2, 4], [false, false, true, false, false])).toEqual([0, 1, 2, 3, 4]);
    // Room between the neighbours: only the moved item changes.
    expect(numberLevel([0, 10, 5, 20], [false, true, false, false])).toEqual([0, 1, 5, 20]);
    expect(numberLevel([10, 5, 20], [true, false, false])).toEqual([4, 5, 20]);
    expect(numberLevel([5, 0])).toEqual([5, 6]);
  });

  it('never keeps two tied numbers, and goes below 0 rather than renumber the level', () => {
    expect(numberLevel([3, 3, 3])).toEqual([3, 4, 5]);
    expect(numberLevel([0, 0, 0])).toEqual([0, 1, 2]);
    expect(numberLevel([1, 2, 0])).toEqual([1, 2, 3]);
    expect(numberLevel([-5, -6])).toEqual([-5, -4]);
    expect(numberLevel([7, 0, 1, 2], [true, false, false, false])).toEqual([-1, 0, 1, 2]);
  });
});

describe('levels in the order asked, planned at once', () => {
  it('random moves end as shown, with no tied sort orders, each item PATCHed at most once', () => {
    for (const seed of [1, 2, 3, 42, 77]) {
      const steps = randomMoves(start, 50, seed);
      const shown = applyLevels(start, steps);
      const plan = planLevels(start, steps);
      // An editor's own moves never take away the places they asked for.
      expect(plan.lost, `seed ${seed}`).toEqual([]);
      const patches = [...plan.patches.values()].flat();
      const server = applyPatches(start, patches);
      expect(shapeOf(server), `seed ${seed}`).toEqual(shapeOf(shown));
      expect(ties(server), `seed ${seed}`).toEqual([]);
      const uids = patches.map((patch) => `${patch.kind}:${patch.patch.Uid}`);
      expect(new Set(uids).size).toBe(uids.length);
      // Planned again from what the server now has: nothing left to send.
      expect(patchesOf(server, steps)).toEqual([]);
    }
  });

  it('a plan cut half-way is finished by planning again from what the server took, sending nothing twice', () => {
    for (const seed of [5, 6, 7, 8]) {
      const asked = randomMoves(start, 30, seed);
      const plan = planLevels(start, asked);
      const patches = [...plan.patches.values()].flat();
      // Written down with the round, as the outbox holds it.
      const steps = withSent(asked, plan);
      const next = random(seed);
      const taken = patches.filter(() => next() < 0.5);
      const partial = applyPatches(start, taken);
      expect(planLevels(partial, steps).lost).toEqual([]);
      const rest = patchesOf(partial, steps);
      for (const patch of rest) expect(taken).not.toContainEqual(patch);
      expect(rest.length).toBeLessThanOrEqual(patches.length - taken.length);
      const server = applyPatches(partial, rest);
      expect(shapeOf(server), `seed ${seed}`).toEqual(shapeOf(applyLevels(start, asked)));
      expect(ties(server)).toEqual([]);
    }
  });

  it('renumbers a level found tied, whatever tied it', () => {
    const tied: TreeLists = { folders: [], searches: [search('x', null, 1), search('y', null, 1), search('z', null, 1), search('w', null, 2)] };
    const tree = buildTree(tied.folders, tied.searches);
    const plan = planMove(tree, tree.byId.get('search:w')!, { parentUid: null, index: 0 })!;
    const server = applyPatches(tied, patchesOf(tied, plan.steps));
    expect(ties(server)).toEqual([]);
    expect(shapeOf(server)).toEqual(['top: w, x, y, z']);
  });

  it('two tabs moving in one level: the second plan places only what its editor moved, so both moves stand', () => {
    const tree = buildTree(start.folders, start.searches);
    // Tab A puts s4 first; tab B, not knowing, puts s1 last. A's plan reaches the server first.
    const a = planMove(tree, tree.byId.get('search:s4')!, { parentUid: null, index: 0 })!;
    const b = planMove(tree, tree.byId.get('search:s1')!, { parentUid: null, index: 3 })!;
    const afterA = applyPatches(start, patchesOf(start, a.steps));
    const afterB = applyPatches(afterA, patchesOf(afterA, b.steps));
    expect(shapeOf(afterB)[0]).toBe('top: a, b, c, d, s4, s2, s3, s1');
    expect(ties(afterB)).toEqual([]);
  });

  it('two tabs moving neighbours past one another: the second move, whose place is gone, is left out, not made elsewhere', () => {
    const top = (lists: TreeLists) => shapeOf(lists)[0];
    const tree = buildTree(start.folders, start.searches);
    const keyMove = (id: string, move: KeyboardMove) => planMove(tree, tree.byId.get(id)!, keyboardMoveTarget(tree, tree.byId.get(id)!, move)!)!.steps;
    // Tab A moves a down (past b); tab B, still seeing a, b, c, d, moves c up (past b): c asked between a and b.
    const a = keyMove('folder:a', 'down');
    const b = keyMove('folder:c', 'up');
    const afterA = applyPatches(start, patchesOf(start, a));
    expect(top(afterA)).toBe('top: b, a, c, d, s1, s2, s3, s4');
    // On the server now a is after b: "after a, before b" is no place, so c is not moved (placed after a, it stayed put).
    const planB = planLevels(afterA, b);
    expect(planB.lost).toEqual([{ kind: 'folder', uid: 'c', parentUid: null }]);
    expect([...planB.patches.values()].flat()).toEqual([]);
    // The tab shows it where the server has it.
    expect(shapeOf(applyLevels(afterA, b))).toEqual(shapeOf(afterA));
    // Either way round: B first, then A's a (asked between b and c, now the other way round) is left out.
    const afterB = applyPatches(start, patchesOf(start, b));
    expect(planLevels(afterB, a).lost).toEqual([{ kind: 'folder', uid: 'a', parentUid: null }]);
    expect(ties(afterA)).toEqual([]);
  });

  it('a move whose neighbours kept their order stands beside a colleague’s move in the same level', () => {
    const tree = buildTree(start.folders, start.searches);
    // A colleague moves d to the top; this editor, not knowing, moves c up past b.
    const theirs = applyPatches(start, patchesOf(start, planMove(tree, tree.byId.get('folder:d')!, { parentUid: null, index: 0 })!.steps));
    const mine = planMove(tree, tree.byId.get('folder:c')!, { parentUid: null, index: 1 })!.steps;
    const plan = planLevels(theirs, mine);
    expect(plan.lost).toEqual([]);
    expect(shapeOf(applyPatches(theirs, [...plan.patches.values()].flat()))[0]).toBe('top: d, a, c, b, s1, s2, s3, s4');
  });

  it('keeps an item a colleague added to the level after the item it follows', () => {
    const tree = buildTree(start.folders, start.searches);
    const plan = planMove(tree, tree.byId.get('search:s4')!, { parentUid: null, index: 0 })!;
    const theirs = { ...start, searches: [...start.searches, search('new', null, 5)] };
    const server = applyPatches(theirs, patchesOf(theirs, plan.steps));
    expect(shapeOf(server)[0]).toBe('top: a, b, c, d, s4, s1, s2, s3, new');
    expect(ties(server)).toEqual([]);
  });

  it('orders folder moves the server could refuse in another order: out of a folder before into it', () => {
    const nested: TreeLists = { folders: [folder('p', null, 0), folder('q', 'p', 0)], searches: [] };
    // Asked: q out to the top, first; then p into q.
    const steps: LevelStep[] = [
      { kind: 'folder', parentUid: null, uids: ['q'], moved: ['q'] },
      { kind: 'folder', parentUid: 'q', uids: ['p'], moved: ['p'] },
    ];
    const plan = planLevels(nested, steps);
    expect(plan.folderMoves).toEqual({ ordered: ['q', 'p'], together: false });
    const ordinary = planLevels(start, [{ kind: 'folder', parentUid: 'b', uids: ['b1', 'c'], moved: ['c'] }]);
    expect(ordinary.folderMoves.together).toBe(true);
  });

  it('leaves out what was deleted meanwhile, and a level whose folder is gone', () => {
    const tree = buildTree(start.folders, start.searches);
    const plan = planMove(tree, tree.byId.get('search:s1')!, { parentUid: 'b', index: 1 })!;
    const gone = { folders: start.folders.filter((f) => f.Uid !== 'b' && f.Uid !== 'b1'), searches: start.searches.filter((s) => s.Uid !== 'sc') };
    const patches = patchesOf(gone, plan.steps);
    expect(patches.some((patch) => patch.patch.FolderUid === 'b')).toBe(false);
    expect(ties(applyPatches(gone, patches))).toEqual([]);
  });
});

describe('a move is not sent over a move made by someone else since (last writer wins otherwise)', () => {
  const tree = buildTree(start.folders, start.searches);
  const moveOf = (id: string, parentUid: string | null, index: number) => planMove(tree, tree.byId.get(id)!, { parentUid, index })!.steps;

  it('finds the item a colleague put in another folder since the editor moved it, and nothing else', () => {
    const steps = mergeSteps(moveOf('search:sa', 'b', 0), moveOf('folder:c', 'a', 0));
    const theirs = { ...start, searches: start.searches.map((s) => (s.Uid === 'sa' ? { ...s, FolderUid: null } : s)) };
    expect(overruledMoves(theirs, steps)).toEqual([{ kind: 'search', uid: 'sa', parentUid: null }]);
    // A colleague's reorder inside the folder it started from does not overrule it; nor does the same folder asked.
    const reordered = { ...start, searches: start.searches.map((s) => (s.Uid === 'sa' ? { ...s, SortOrder: 9 } : s)) };
    expect(overruledMoves(reordered, steps)).toEqual([]);
    const folderMoved = { ...start, folders: start.folders.map((f) => (f.Uid === 'c' ? { ...f, ParentUid: 'd' } : f)) };
    expect(overruledMoves(folderMoved, steps)).toEqual([{ kind: 'folder', uid: 'c', parentUid: 'd' }]);
    // A colleague who put it in the very folder the editor chose does not clash with the editor: the order is still sent.
    const sameFolder = { ...start, searches: start.searches.map((s) => (s.Uid === 'sa' ? { ...s, FolderUid: 'b', SortOrder: 9 } : s)) };
    expect(overruledMoves(sameFolder, steps)).toEqual([]);
  });

  it('finds the item moved into a folder deleted since, and says it stays where it is', () => {
    const steps = moveOf('search:sa', 'b', 0);
    const withoutB = { folders: start.folders.filter((f) => f.Uid !== 'b'), searches: start.searches.filter((s) => s.FolderUid !== 'b') };
    const where = tree.byId.get('search:sa')!.parentUid;
    expect(overruledMoves(withoutB, steps)).toEqual([{ kind: 'search', uid: 'sa', parentUid: where, folderGone: true }]);
    expect(overruledMoves(start, steps)).toEqual([]);
  });

  it('an item moved twice before its first move was sent starts from where it was first moved', () => {
    const first = moveOf('search:sa', 'b', 0);
    const shown = applyLevels(start, first);
    const shownTree = buildTree(shown.folders, shown.searches);
    const again = planMove(shownTree, shownTree.byId.get('search:sa')!, { parentUid: null, index: 0 })!.steps;
    const steps = mergeSteps(first, again);
    expect(steps.find((step) => step.moved.includes('sa'))?.from).toEqual({ sa: 'a' });
    expect(overruledMoves(start, steps)).toEqual([]);
  });

  it('one editor’s random moves are never taken for someone else’s: not before sending, nor after half a round was taken', () => {
    for (const seed of [1, 2, 3, 42, 77]) {
      const asked = randomMoves(start, 40, seed);
      expect(overruledMoves(start, asked), `seed ${seed}`).toEqual([]);
      const plan = planLevels(start, asked);
      const steps = withSent(asked, plan);
      const next = random(seed);
      const partial = applyPatches(
        start,
        [...plan.patches.values()].flat().filter(() => next() < 0.5),
      );
      expect(overruledMoves(partial, steps), `seed ${seed}`).toEqual([]);
    }
  });

  it('one editor’s random moves made while a round is on its way are never taken for someone else’s', () => {
    for (const seed of [1, 2, 3, 42, 77, 30567]) {
      const asked = randomMoves(start, 20, seed);
      const plan = planLevels(start, asked);
      const sending = withSent(asked, plan);
      const next = random(seed);
      const landed = applyPatches(
        start,
        [...plan.patches.values()].flat().filter(() => next() < 0.7),
      );
      const more = randomMoves(applyLevels(start, sending), 20, seed + 1);
      expect(overruledMoves(landed, mergeSteps(sending, more)), `seed ${seed}`).toEqual([]);
      expect(planLevels(landed, mergeSteps(sending, more)).lost, `seed ${seed}`).toEqual([]);
    }
  });
});
