import type { AssetType } from '../../api/asset-types';
import { mergeOrder, threeWayMerge, type MergeConflict } from '../../api/three-way-merge';
import { deepEqual } from '../../api/deep-equal';

/**
 * Three-way merge of an asset type (decisions.md, concurrency): its own fields field by field,
 * then tabs, sections and properties by Uid. Pure; the designer's save and draft restore use it.
 */

export type ItemKind = 'tab' | 'section' | 'property';
type Json = Record<string, unknown>;
type Item = { kind: ItemKind; uid: string; parent: string; own: Json };
type Layout = { items: Map<string, Item>; order: Map<string, string[]> };

export type LayoutConflict =
  { id: string; kind: 'field'; field: MergeConflict } | { id: string; kind: 'item'; item: ItemKind; uid: string; reason: 'both-edited' | 'both-moved' | 'removed-by-them' | 'removed-by-me' };

type LayoutChoices = Record<string, 'mine' | 'theirs'>;

type LayoutMergeResult = {
  merged: AssetType;
  conflicts: LayoutConflict[];
  /** What the server changed since the base: field names and item uids. */
  theirsChanged: { fields: string[]; items: string[] };
};

const ROOT = 'root';
// eslint-disable-next-line lingui/no-unlocalized-strings -- the API's field names of each level's children
const CHILDREN: Record<ItemKind | 'root', string | null> = { root: 'Tabs', tab: 'Sections', section: 'Properties', property: null };
const CHILD_KIND: Record<string, ItemKind> = { root: 'tab', tab: 'section', section: 'property' };

function flatten(doc: AssetType): Layout {
  const items = new Map<string, Item>();
  const order = new Map<string, string[]>();
  const walk = (children: unknown, parent: string, kind: ItemKind) => {
    const uids: string[] = [];
    for (const child of Array.isArray(children) ? (children as Json[]) : []) {
      const uid = String(child.Uid);
      const childKey = CHILDREN[kind];
      const own = { ...child };
      if (childKey) delete own[childKey];
      items.set(uid, { kind, uid, parent, own });
      uids.push(uid);
      if (childKey) walk(child[childKey], uid, CHILD_KIND[kind]!);
      else order.set(uid, []);
    }
    order.set(parent, uids);
  };
  walk(doc.Configuration?.Tabs, ROOT, 'tab');
  return { items, order };
}

/** The item's place: its parent, and its index among the siblings both copies share. */
function moved(uid: string, from: Layout, to: Layout): boolean {
  const a = from.items.get(uid)!;
  const b = to.items.get(uid)!;
  if (a.parent !== b.parent) return true;
  const shared = (layout: Layout, other: Layout) => (layout.order.get(a.parent) ?? []).filter((sibling) => other.items.get(sibling)?.parent === a.parent);
  return shared(from, to).indexOf(uid) !== shared(to, from).indexOf(uid);
}

function docFields(doc: AssetType): Json {
  const { Configuration, ...fields } = doc as Json;
  const configuration = { ...((Configuration as Json | null | undefined) ?? {}) };
  delete configuration.Tabs;
  return Configuration === undefined ? fields : { ...fields, Configuration: configuration };
}

export function mergeLayouts(base: AssetType, theirs: AssetType, mine: AssetType, choices: LayoutChoices = {}): LayoutMergeResult {
  const conflicts: LayoutConflict[] = [];
  // Own fields (and Configuration's other fields) merge as a record.
  const fieldMerge = threeWayMerge(docFields(base), docFields(theirs), docFields(mine));
  const fields: Json = { ...fieldMerge.merged };
  for (const conflict of fieldMerge.conflicts) {
    const id = `field:${conflict.path}`;
    if (choices[id]) fields[conflict.key] = choices[id] === 'theirs' ? conflict.theirs : conflict.mine;
    else conflicts.push({ id, kind: 'field', field: conflict });
  }

  const [b, t, m] = [flatten(base), flatten(theirs), flatten(mine)];
  const result = new Map<string, Item>();
  /** Items whose place comes from mine (moved or added by me, or chosen so). */
  const placedByMine = new Set<string>();
  const theirsChangedItems: string[] = [];
  const uids = new Set([...m.items.keys(), ...t.items.keys(), ...b.items.keys()]);

  for (const uid of uids) {
    const [inB, inT, inM] = [b.items.get(uid), t.items.get(uid), m.items.get(uid)];
    const id = `item:${uid}`;
    const kind = (inM ?? inT ?? inB)!.kind;
    const take = (side: 'mine' | 'theirs') => {
      const item = side === 'mine' ? inM : inT;
      if (item) result.set(uid, item);
      if (item && side === 'mine') placedByMine.add(uid);
    };
    const conflict = (reason: Extract<LayoutConflict, { kind: 'item' }>['reason']) => {
      if (choices[id]) take(choices[id]!);
      else {
        conflicts.push({ id, kind: 'item', item: kind, uid, reason });
        take('mine');
      }
    };
    if (!inB) {
      // Added: by one side, or (same uid) by both.
      if (inT && inM && !deepEqual(inT, inM)) conflict('both-edited');
      else take(inM ? 'mine' : 'theirs');
      if (inT && !inM) theirsChangedItems.push(uid);
      continue;
    }
    const mineEdited = inM ? !deepEqual(inB.own, inM.own) || moved(uid, b, m) : true;
    const theirsEdited = inT ? !deepEqual(inB.own, inT.own) || moved(uid, b, t) : true;
    if (theirsEdited) theirsChangedItems.push(uid);
    if (!inT && !inM) continue;
    if (!inT) {
      if (mineEdited) conflict('removed-by-them');
      continue;
    }
    if (!inM) {
      if (theirsEdited) conflict('removed-by-me');
      continue;
    }
    if (!mineEdited) {
      take('theirs');
      continue;
    }
    if (!theirsEdited) {
      take('mine');
      continue;
    }
    // Both changed the item: its fields merge; its place may be changed by one side only.
    const own = threeWayMerge(inB.own, inT.own, inM.own);
    const bothMoved = moved(uid, b, m) && moved(uid, b, t) && !(inM.parent === inT.parent && !moved(uid, t, m));
    if (own.conflicts.length > 0 || bothMoved) {
      conflict(bothMoved ? 'both-moved' : 'both-edited');
      continue;
    }
    const place = moved(uid, b, m) ? inM : inT;
    result.set(uid, { ...inM, parent: place.parent, own: own.merged });
    if (place === inM) placedByMine.add(uid);
  }

  keepParentsOfKeptItems(result, conflicts, choices, t, m, placedByMine);
  return { merged: rebuild(fields, result, t, m, placedByMine), conflicts, theirsChanged: { fields: fieldMerge.theirsChanged, items: theirsChangedItems } };
}

/**
 * An item kept in a container the other side removed (a property I added to a section they
 * deleted) must not vanish with it: the container comes back and its removal is a conflict.
 * Choosing the removal takes the items inside along.
 */
function keepParentsOfKeptItems(result: Map<string, Item>, conflicts: LayoutConflict[], choices: LayoutChoices, theirs: Layout, mine: Layout, placedByMine: Set<string>) {
  for (let changed = true; changed;) {
    changed = false;
    for (const [uid, item] of [...result]) {
      if (item.parent === ROOT || result.has(item.parent)) continue;
      changed = true;
      const id = `item:${item.parent}`;
      const fromMine = mine.items.get(item.parent);
      const parent = fromMine ?? theirs.items.get(item.parent);
      const removal: 'mine' | 'theirs' = fromMine ? 'theirs' : 'mine';
      if (!parent || choices[id] === removal) {
        result.delete(uid);
        continue;
      }
      // The container comes back whole, as the side that kept it has it.
      const side = fromMine ? mine : theirs;
      const restore = (restored: Item) => {
        if (!result.has(restored.uid)) result.set(restored.uid, restored);
        if (fromMine) placedByMine.add(restored.uid);
        for (const child of side.order.get(restored.uid) ?? []) if (!result.has(child)) restore(side.items.get(child)!);
      };
      restore(parent);
      if (!choices[id] && !conflicts.some((conflict) => conflict.id === id)) {
        conflicts.push({ id, kind: 'item', item: parent.kind, uid: parent.uid, reason: fromMine ? 'removed-by-them' : 'removed-by-me' });
      }
    }
  }
}

/** Theirs' order, with the items placed by mine put after all that precede them in mine (mergeOrder). */
function rebuild(fields: Json, items: Map<string, Item>, theirs: Layout, mine: Layout, placedByMine: Set<string>): AssetType {
  const childrenOf = (parent: string): string[] => {
    const inParent = (uid: string) => items.get(uid)?.parent === parent;
    const list = mergeOrder(theirs.order.get(parent) ?? [], mine.order.get(parent) ?? [], inParent, (uid) => placedByMine.has(uid));
    // An item whose parent only theirs knows (their move into their new section) is still placed.
    for (const [uid, item] of items) if (item.parent === parent && !list.includes(uid)) list.push(uid);
    return list;
  };
  const build = (parent: string): Json[] =>
    childrenOf(parent).map((uid) => {
      const item = items.get(uid)!;
      const childKey = CHILDREN[item.kind];
      return childKey ? { ...item.own, [childKey]: build(uid) } : { ...item.own };
    });
  const configuration = { ...((fields.Configuration as Json | undefined) ?? {}), Tabs: build(ROOT) };
  return { ...fields, Configuration: configuration } as AssetType;
}
