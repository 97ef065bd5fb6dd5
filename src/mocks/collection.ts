import { timeSlices, yieldToPage } from '../api/yield-to-page';

/**
 * The records as a JSON array, UTF-8 encoded a slice at a time with the page let in between; kept as
 * the slices, which an answer streams: one 10 MB piece was copied whole in one task on its way to
 * the service worker (with its assembly, 20 ms at a page's first moment).
 */
async function jsonArrayInSlices(records: readonly unknown[]): Promise<Uint8Array<ArrayBuffer>[]> {
  const encoder = new TextEncoder();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let slice: string[] = [];
  // A slice's records are joined and encoded after it, which takes about as long again, or more:
  // 4 ms of stringify made tasks of 10–15 ms, back to back from 20 to 180 ms after a page's first rows
  // (the field picker and the designer re-check the kept attribute list then), just when the first keys
  // land; 2 ms makes none over 9 ms (8 ms made 17–33 ms).
  const clock = timeSlices(2);
  const flush = (last: boolean) => {
    const records = slice.length === 0 ? '' : `${parts.length === 0 ? '' : ','}${slice.join(',')}`;
    parts.push(encoder.encode(`${parts.length === 0 ? '[' : ''}${records}${last ? ']' : ''}`));
    slice = [];
  };
  for (const record of records) {
    slice.push(JSON.stringify(record));
    if (clock.due()) {
      flush(false);
      await yieldToPage();
    }
  }
  flush(true);
  return parts;
}

/**
 * One keyed collection of the mock store. It remembers which keys changed since the seed
 * was loaded, so the browser can persist "seed name + changes" instead of the whole data
 * (localStorage holds about 5 MB, less than the large seed).
 */
export class Collection<T> {
  private readonly records = new Map<string, T>();
  private readonly changed = new Set<string>();
  private readonly onChange: (key: string, record: T | null) => void;
  private body: Promise<Uint8Array<ArrayBuffer>[]> | null = null;
  private loaded = true;

  /** `onChange` hears every set and delete (null) made through this collection. */
  constructor(onChange: (key: string, record: T | null) => void) {
    this.onChange = onChange;
  }

  /** Loads a seed record: not counted as a change. */
  load(key: string, record: T): void {
    this.body = null;
    this.records.set(key, record);
  }

  get(key: string): T | undefined {
    return this.records.get(key);
  }

  has(key: string): boolean {
    return this.records.has(key);
  }

  /**
   * What it holds is what loading its seed and the saved changes gives (a reload would hold the same, in the same
   * order): nothing was changed since, here or by another tab.
   */
  get asLoaded(): boolean {
    return this.loaded;
  }

  get size(): number {
    return this.records.size;
  }

  /** All records in insertion order (seed order, then created ones). */
  values(): T[] {
    return [...this.records.values()];
  }

  /**
   * All records as a JSON body, built once per change (a big list is read far more often than it
   * changes) and in slices, so a 10,000-record answer never holds the page the mock runs in.
   */
  valuesBody(): Promise<Uint8Array<ArrayBuffer>[]> {
    return (this.body ??= jsonArrayInSlices(this.values()));
  }

  /** [key, record] pairs in insertion order. */
  entries(): [string, T][] {
    return [...this.records.entries()];
  }

  set(key: string, record: T): void {
    this.body = null;
    this.loaded = false;
    this.records.set(key, record);
    this.changed.add(key);
    this.onChange(key, record);
  }

  delete(key: string): boolean {
    const existed = this.records.delete(key);
    if (existed) {
      this.body = null;
      this.loaded = false;
      this.changed.add(key);
      this.onChange(key, null);
    }
    return existed;
  }

  /** How many records changed since the seed. */
  get changedCount(): number {
    return this.changed.size;
  }

  /** Changed keys -> current record, or null for a deleted one. */
  changes(): Record<string, T | null> {
    const result: Record<string, T | null> = {};
    for (const key of this.changed) result[key] = this.records.get(key) ?? null;
    return result;
  }

  /**
   * Replays changes exported by `changes()`: the saved ones over a fresh seed (`saved`), or those another tab made;
   * no change events.
   */
  replay(changes: Record<string, T | null>, saved = false): void {
    this.body = null;
    if (!saved) this.loaded = false;
    for (const [key, record] of Object.entries(changes)) {
      if (record === null) this.records.delete(key);
      else this.records.set(key, record);
      this.changed.add(key);
    }
  }
}
