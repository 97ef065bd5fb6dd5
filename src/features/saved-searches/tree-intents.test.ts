import { describe, expect, it } from 'vitest';
import type { SavedSearch } from '../../api/saved-searches';
import type { SavedSearchFolder } from '../../api/saved-search-folders';
import { keyboardMoveTarget, planMove, type KeyboardMove } from './moves';
import { buildTree, childrenOf, rootChildren, type Tree, type TreeNode } from './tree';
import { applyIntents, applyPlan, planIntent, type MoveIntent, type TreeLists } from './tree-intents';

const folder = (Uid: string, ParentUid: string | null, SortOrder: number): SavedSearchFolder => ({ Uid, ParentUid, SortOrder, Name: Uid });
const search = (Uid: string, FolderUid: string | null, SortOrder: number): SavedSearch => ({ Uid, FolderUid, SortOrder, Name: Uid });

const start: TreeLists = {
  folders: [folder('a', null, 0), folder('b', null, 1), folder('c', null, 2), folder('d', null, 3), folder('a1', 'a', 0), folder('a2', 'a', 1), folder('b1', 'b', 0)],
  searches: [search('s1', null, 0), search('s2', null, 1), search('s3', null, 2), search('sa', 'a', 0), search('sb', 'a', 1), search('sc', 'b', 0)],
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

/** Sort orders that tie within one level: the server then orders by name, not as the editor asked. */
function ties(lists: TreeLists): string[] {
  const seen = new Map<string, string>();
  const found: string[] = [];
  for (const item of [...lists.folders.map((f) => ({ kind: 'folder', uid: f.Uid, parent: f.ParentUid, order: f.SortOrder })), ...lists.searches.map((s) => ({ kind: 'search', uid: s.Uid, parent: s.FolderUid, order: s.SortOrder }))]) {
    const key = `${item.kind} ${item.parent ?? 'top'} ${item.order}`;
    if (seen.has(key)) found.push(`${seen.get(key)} = ${item.uid}`);
    else seen.set(key, item.uid);
  }
  return found;
}

const MOVES: KeyboardMove[] = ['up', 'down', 'up', 'down', 'into-folder-above', 'out-of-folder'];

/** Random keyboard moves as the editor makes them: each aimed at the tree they see, which already shows the earlier ones. */
function randomIntents(count: number, seed: number): MoveIntent[] {
  const next = random(seed);
  const intents: MoveIntent[] = [];
  while (intents.length < count) {
    const tree = (() => {
      const shown = applyIntents(start, intents);
      return buildTree(shown.folders, shown.searches);
    })();
    const nodes = [...tree.byId.values()];
    const node = nodes[Math.floor(next() * nodes.length)]!;
    const target = keyboardMoveTarget(tree, node, MOVES[Math.floor(next() * MOVES.length)]!);
    if (target && planMove(tree, node, target)) intents.push({ kind: 'move', nodeId: node.id, target });
  }
  return intents;
}

describe('a sequence of moves, each planned from the lists it runs on', () => {
  it('puts every item where it was asked to go and never leaves two siblings with the same sort order', () => {
    for (const seed of [1, 2, 3, 42]) {
      let lists = start;
      for (const intent of randomIntents(50, seed)) {
        const planned = planIntent(lists, intent);
        if (!planned) continue;
        lists = applyPlan(lists, planned.plan);
        const tree = buildTree(lists.folders, lists.searches);
        const node = tree.byId.get(intent.nodeId)!;
        expect(node.parentUid).toBe(intent.target.parentUid);
        const parent = node.parentUid ? tree.byId.get(`folder:${node.parentUid}`) : null;
        const siblings = parent?.kind === 'folder' ? (node.kind === 'folder' ? parent.folders : parent.searches) : node.kind === 'folder' ? tree.folders : tree.searches;
        expect(siblings.indexOf(node as never)).toBe(Math.min(intent.target.index, siblings.length - 1));
        expect(ties(lists), `seed ${seed}`).toEqual([]);
      }
      // What the editor saw while the moves were queued is what the server ends with.
      const shown = applyIntents(start, randomIntents(50, seed));
      expect(shape(buildTree(lists.folders, lists.searches))).toEqual(shape(buildTree(shown.folders, shown.searches)));
    }
  });

  it('shows the same tree while the running change is half in the lists and still queued', () => {
    const intents = randomIntents(30, 7);
    const shapeOf = (lists: TreeLists) => shape(buildTree(lists.folders, lists.searches));
    const wanted = shapeOf(applyIntents(start, intents));
    let lists = start;
    intents.forEach((intent, index) => {
      const planned = planIntent(lists, intent);
      if (!planned) return;
      const own = { folderPatches: planned.plan.folderPatches.slice(0, 1), searchPatches: planned.plan.searchPatches.slice(0, 1) };
      // Its own PATCH answered, its neighbours' not yet: the page shows the lists plus the queue from this change on.
      expect(shapeOf(applyIntents(applyPlan(lists, own), intents.slice(index)))).toEqual(wanted);
      lists = applyPlan(lists, planned.plan);
      expect(shapeOf(applyIntents(lists, intents.slice(index)))).toEqual(wanted);
    });
  });

  it('planned all at once from the same lists, two quick moves tie sort orders (the bug a queue that plans late avoids)', () => {
    // Ctrl+↓ on s1, then Ctrl+↓ on s3 before the first answered: both planned from the first lists.
    const first: MoveIntent = { kind: 'move', nodeId: 'search:s1', target: { parentUid: null, index: 1 } };
    const afterFirst = applyIntents(start, [first]);
    const shownAfterFirst = buildTree(afterFirst.folders, afterFirst.searches);
    const second: MoveIntent = { kind: 'move', nodeId: 'search:s3', target: keyboardMoveTarget(shownAfterFirst, shownAfterFirst.byId.get('search:s3')!, 'up')! };
    const early = [planIntent(start, first)!, planIntent(start, second)!].reduce((lists, { plan }) => applyPlan(lists, plan), start);
    expect(ties(early)).not.toEqual([]);
    const late = [first, second].reduce((lists, intent) => applyPlan(lists, planIntent(lists, intent)!.plan), start);
    expect(ties(late)).toEqual([]);
    expect(shape(buildTree(late.folders, late.searches))[0]).toBe('top: a, b, c, d, s2, s3, s1');
  });
});
