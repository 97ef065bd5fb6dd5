/**
 * One keyed collection of the mock store. It remembers which keys changed since the seed
 * was loaded, so the browser can persist "seed name + changes" instead of the whole data
 * (localStorage holds about 5 MB, less than the large seed).
 */
export class Collection<T> {
  private readonly records = new Map<string, T>();
  private readonly changed = new Set<string>();
  private readonly onChange: (key: string, record: T | null) => void;

  /** `onChange` hears every set and delete (null) made through this collection. */
  constructor(onChange: (key: string, record: T | null) => void) {
    this.onChange = onChange;
  }

  /** Loads a seed record: not counted as a change. */
  load(key: string, record: T): void {
    this.records.set(key, record);
  }

  get(key: string): T | undefined {
    return this.records.get(key);
  }

  has(key: string): boolean {
    return this.records.has(key);
  }

  get size(): number {
    return this.records.size;
  }

  /** All records in insertion order (seed order, then created ones). */
  values(): T[] {
    return [...this.records.values()];
  }

  /** [key, record] pairs in insertion order. */
  entries(): [string, T][] {
    return [...this.records.entries()];
  }

  set(key: string, record: T): void {
    this.records.set(key, record);
    this.changed.add(key);
    this.onChange(key, record);
  }

  delete(key: string): boolean {
    const existed = this.records.delete(key);
    if (existed) {
      this.changed.add(key);
      this.onChange(key, null);
    }
    return existed;
  }

  /** Changed keys -> current record, or null for a deleted one. */
  changes(): Record<string, T | null> {
    const result: Record<string, T | null> = {};
    for (const key of this.changed) result[key] = this.records.get(key) ?? null;
    return result;
  }

  /** Replays changes exported by `changes()` (over a fresh seed, or made by another tab); no change events. */
  replay(changes: Record<string, T | null>): void {
    for (const [key, record] of Object.entries(changes)) {
      if (record === null) this.records.delete(key);
      else this.records.set(key, record);
      this.changed.add(key);
    }
  }
}
