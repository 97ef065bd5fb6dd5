/**
 * Three-way merge of one record (decisions.md, concurrency): the copy an editor opened
 * (base), the server's copy now (theirs) and the editor's copy (mine). Pure: the editors,
 * the designer and the tree all decide with it.
 */

export type MergeOptions = {
  /** Keys whose values are dictionaries (localized Name, Description) merged entry by entry. */
  dictionaries?: readonly string[];
};

/** A field both sides changed to different values. `path` is `Key` or `Key.entry` for a dictionary entry. */
export type MergeConflict = { path: string; key: string; entry?: string; base: unknown; theirs: unknown; mine: unknown };

export type MergeResult<T> = {
  /** Both sides' changes; where they clash, mine until resolved. */
  merged: T;
  theirsChanged: string[];
  mineChanged: string[];
  conflicts: MergeConflict[];
};

export type FieldChange = { path: string; before: unknown; after: unknown };

type Place = { path: string; key: string; entry?: string };

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Structural equality of JSON values; a missing key and `undefined` are the same. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => deepEqual(item, b[index]));
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (!deepEqual(a[key], b[key])) return false;
  return true;
}

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
    if (theirsChanged) result.conflicts.push({ ...place, base: b, theirs: t, mine: m });
    write(merged, place, m);
  }
  return result;
}

/** The merge with each conflict settled as chosen (a conflict without a choice keeps mine). */
export function resolveConflicts<T extends object>(result: MergeResult<T>, choices: Record<string, 'mine' | 'theirs'>): T {
  const resolved: Record<string, unknown> = { ...(result.merged as Record<string, unknown>) };
  for (const conflict of result.conflicts) {
    write(resolved, conflict, choices[conflict.path] === 'theirs' ? conflict.theirs : conflict.mine);
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
