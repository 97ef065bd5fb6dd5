/**
 * Three-way merge of one record (decisions.md, concurrency): the copy an editor opened
 * (base), the server's copy now (theirs) and the editor's copy (mine). Pure: the editors,
 * the designer and the tree all decide with it.
 */
import { deepEqual, isPlainObject } from './deep-equal';

export type MergeOptions = {
  /** Keys whose values are dictionaries (localized Name, Description) merged entry by entry. */
  dictionaries?: readonly string[];
  /** Keys whose values are lists of records named by a field (a search's columns by FieldUid), merged item by item. */
  lists?: Readonly<Record<string, string>>;
};

/** A field both sides changed to different values. `path` is `Key` or `Key.entry` for a dictionary entry. */
export type MergeConflict = {
  path: string;
  key: string;
  entry?: string;
  base: unknown;
  theirs: unknown;
  mine: unknown;
  /** A list's clash: the whole list when that side wins the clash, with both sides' other changes to it (what choosing keeps). */
  resolved?: { theirs: unknown; mine: unknown };
};

export type MergeResult<T> = {
  /** Both sides' changes; where they clash, mine until resolved. */
  merged: T;
  theirsChanged: string[];
  mineChanged: string[];
  conflicts: MergeConflict[];
};

export type FieldChange = { path: string; before: unknown; after: unknown };

type Place = { path: string; key: string; entry?: string };

/** Dictionaries are split into entries only where every copy holds an object there. */
function splitKeys(copies: readonly object[], options: MergeOptions): Set<string> {
  const split = new Set<string>();
  for (const key of options.dictionaries ?? []) {
    if (copies.every((copy) => isPlainObject((copy as Record<string, unknown>)[key]))) split.add(key);
  }
  return split;
}

function places(copies: readonly object[], split: Set<string>): Place[] {
  const seen = new Map<string, Place>();
  for (const copy of copies) {
    for (const [key, value] of Object.entries(copy)) {
      if (split.has(key) && isPlainObject(value)) {
        for (const entry of Object.keys(value)) seen.set(`${key}.${entry}`, { path: `${key}.${entry}`, key, entry });
      } else if (!seen.has(key)) {
        seen.set(key, { path: key, key });
      }
    }
  }
  return [...seen.values()];
}

function read(copy: object, place: Place): unknown {
  const value = (copy as Record<string, unknown>)[place.key];
  if (place.entry === undefined) return value;
  return isPlainObject(value) ? value[place.entry] : undefined;
}

function write(target: Record<string, unknown>, place: Place, value: unknown): void {
  if (place.entry === undefined) {
    if (value === undefined) delete target[place.key];
    else target[place.key] = value;
    return;
  }
  const dictionary = { ...(isPlainObject(target[place.key]) ? (target[place.key] as Record<string, unknown>) : {}) };
  if (value === undefined) delete dictionary[place.entry];
  else dictionary[place.entry] = value;
  target[place.key] = dictionary;
}

/** Merges field by field: a side's change is kept where only that side changed; both changing one field differently is a conflict. */
export function threeWayMerge<T extends object>(base: T, theirs: T, mine: T, options: MergeOptions = {}): MergeResult<T> {
  const split = splitKeys([base, theirs, mine], options);
  // Start from theirs so fields nobody touched keep the server's exact value and key order.
  const merged: Record<string, unknown> = { ...(theirs as Record<string, unknown>) };
  for (const key of split) merged[key] = { ...(merged[key] as Record<string, unknown>) };
  const result: MergeResult<T> = { merged: merged as T, theirsChanged: [], mineChanged: [], conflicts: [] };
  for (const place of places([mine, theirs, base], split)) {
    const b = read(base, place);
    const t = read(theirs, place);
    const m = read(mine, place);
    const theirsChanged = !deepEqual(b, t);
    const mineChanged = !deepEqual(b, m);
    if (theirsChanged) result.theirsChanged.push(place.path);
    if (mineChanged) result.mineChanged.push(place.path);
    if (!mineChanged || deepEqual(t, m)) continue; // theirs stands
    const list = theirsChanged && place.entry === undefined && options.lists?.[place.key] ? mergeList(b, t, m, options.lists[place.key]!) : null;
    if (list?.clash) result.conflicts.push({ ...place, base: b, theirs: t, mine: m, resolved: { theirs: list.theirs, mine: list.mine } });
    else if (theirsChanged && !list) result.conflicts.push({ ...place, base: b, theirs: t, mine: m });
    write(merged, place, list ? list.mine : m);
  }
  return result;
}

type Listed = { order: string[]; items: Map<string, Record<string, unknown>> };

/** A list of records each named once by `idKey`; null for anything else (merged as one value). */
function listed(value: unknown, idKey: string): Listed | null {
  if (!Array.isArray(value)) return null;
  const items = new Map<string, Record<string, unknown>>();
  for (const item of value) {
    const id = isPlainObject(item) ? item[idKey] : undefined;
    if ((typeof id !== 'string' && typeof id !== 'number') || items.has(String(id))) return null;
    items.set(String(id), item as Record<string, unknown>);
  }
  return { order: [...items.keys()], items };
}

/** `order`'s items that `other` holds too, in `order`'s order. */
function sharedOrder(order: readonly string[], other: readonly string[]): string[] {
  const held = new Set(other);
  return order.filter((id) => held.has(id));
}

/**
 * `primary`'s order of the kept items, with those `placed` by the other side put after their nearest kept predecessor in
 * `secondary`'s order (first when none): an addition or a move stands where its side put it among what both sides keep.
 * One with nothing kept after it there goes after all that precede it: a column added at the end stays last when the
 * first side moved the one before it to the front.
 */
export function mergeOrder(primary: readonly string[], secondary: readonly string[], kept: (id: string) => boolean, placed: (id: string) => boolean): string[] {
  const list = primary.filter((id) => kept(id) && !placed(id));
  secondary.forEach((id, index) => {
    if (!kept(id) || !placed(id)) return;
    const last = secondary.slice(index + 1).every((candidate) => !list.includes(candidate));
    const earlier = secondary.slice(0, index);
    const before = last ? list.findLast((candidate) => earlier.includes(candidate)) : earlier.findLast((candidate) => list.includes(candidate));
    list.splice(before === undefined ? 0 : list.indexOf(before) + 1, 0, id);
  });
  return list;
}

/**
 * A list merged item by item (by `idKey`): both sides' additions and removals stand, an item both edited merges field by
 * field, and the order comes from the side that reordered what all three copies hold. A clash (both edited one field
 * of an item, one removed what the other edited, both reordered differently) gives the list as each side winning it.
 */
function mergeList(base: unknown, theirs: unknown, mine: unknown, idKey: string): { clash: boolean; theirs: unknown[]; mine: unknown[] } | null {
  const [b, t, m] = [listed(base, idKey), listed(theirs, idKey), listed(mine, idKey)];
  if (!b || !t || !m) return null;
  let clash = false;
  const winners = { theirs: new Map<string, unknown>(), mine: new Map<string, unknown>() };
  for (const id of new Set([...m.order, ...t.order, ...b.order])) {
    const [inB, inT, inM] = [b.items.get(id), t.items.get(id), m.items.get(id)];
    let values: [unknown, unknown] = [inT, inM];
    if (deepEqual(inB, inM)) values = [inT, inT];
    else if (deepEqual(inB, inT) || deepEqual(inT, inM)) values = [inM, inM];
    else if (inT && inM) {
      // Both edited it (or both added it): its fields merge; a field both changed is the clash.
      const item = threeWayMerge(inB ?? {}, inT, inM);
      values = [resolveConflicts(item, Object.fromEntries(item.conflicts.map((conflict) => [conflict.path, 'theirs']))), item.merged];
      clash ||= item.conflicts.length > 0;
    } else clash = true; // One removed what the other edited.
    if (values[0] !== undefined) winners.theirs.set(id, values[0]);
    if (values[1] !== undefined) winners.mine.set(id, values[1]);
  }
  // Reordered: what all three hold stands in another order than in the base.
  const held = sharedOrder(sharedOrder(b.order, t.order), m.order);
  const [theirsHeld, mineHeld] = [sharedOrder(t.order, held), sharedOrder(m.order, held)];
  const [theirsReordered, mineReordered] = [!deepEqual(theirsHeld, held), !deepEqual(mineHeld, held)];
  const orderClash = theirsReordered && mineReordered && !deepEqual(theirsHeld, mineHeld);
  const build = (winner: 'theirs' | 'mine') => {
    const items = winners[winner];
    // The order of whoever reordered (of the clash's winner when both did); the other side's items follow their neighbours.
    const [primary, secondary] = mineReordered && (!theirsReordered || (orderClash && winner === 'mine')) ? [m.order, t.order] : [t.order, m.order];
    const inPrimary = new Set(primary);
    const placed = (id: string) => !inPrimary.has(id);
    return mergeOrder(primary, secondary, (id) => items.has(id), placed).map((id) => items.get(id));
  };
  return { clash: clash || orderClash, theirs: build('theirs'), mine: build('mine') };
}

/** The merge with each conflict settled as chosen (a conflict without a choice keeps mine). */
export function resolveConflicts<T extends object>(result: MergeResult<T>, choices: Record<string, 'mine' | 'theirs'>): T {
  const resolved: Record<string, unknown> = { ...(result.merged as Record<string, unknown>) };
  for (const conflict of result.conflicts) {
    const side = choices[conflict.path] === 'theirs' ? 'theirs' : 'mine';
    write(resolved, conflict, (conflict.resolved ?? conflict)[side]);
  }
  return resolved as T;
}

/** What differs between two copies of a record, field by field (dictionaries entry by entry). */
export function listChanges<T extends object>(before: T, after: T, options: MergeOptions = {}): FieldChange[] {
  const split = splitKeys([before, after], options);
  return places([before, after], split)
    .map((place) => ({ path: place.path, before: read(before, place), after: read(after, place) }))
    .filter((change) => !deepEqual(change.before, change.after));
}

/** `target` with the values `source` has at `paths` (as the merge names them: `Key` or `Key.entry`). */
export function copyPaths<T extends object>(target: T, source: T, paths: readonly string[], options: MergeOptions = {}): T {
  const split = splitKeys([target, source], options);
  const result: Record<string, unknown> = { ...(target as Record<string, unknown>) };
  for (const path of paths) {
    const dot = path.indexOf('.');
    const key = dot > 0 ? path.slice(0, dot) : path;
    const place: Place = dot > 0 && split.has(key) ? { path, key, entry: path.slice(dot + 1) } : { path, key: path };
    write(result, place, read(source, place));
  }
  return result as T;
}
