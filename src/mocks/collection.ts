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
 *
 * Its seed records are taken from the seed when first needed: the large seed's 10,000 attributes took 120 ms before
 * the mock could answer anything, the designer's asset type included. `ready()` takes them a slice at a time with the
 * page let in between; any other use takes what is left at once.
 */
export class Collection<T> {
  private readonly records = new Map<string, T>();
  private readonly changed = new Set<string>();
  private readonly onChange: (key: string, record: T | null) => void;
  private readonly keyOf: (record: T) => string;
  private body: Promise<Uint8Array<ArrayBuffer>[]> | null = null;
  private loaded = true;
  /** The seed's records not taken yet; null once all are in. */
  private seed: Iterator<T> | null;
  private readonly seedLength: number | undefined;
  /** Changes replayed before the seed was in: applied over it, in order. */
  private replayed: Record<string, T | null>[] = [];

  /** `onChange` hears every set and delete (null) made through this collection; `seed` is not counted as changes. */
  constructor(onChange: (key: string, record: T | null) => void, seed: Iterable<T> = [], keyOf: (record: T) => string = String) {
    this.onChange = onChange;
    this.keyOf = keyOf;
    this.seed = seed[Symbol.iterator]();
    this.seedLength = Array.isArray(seed) ? seed.length : undefined;
  }

  /** Takes the seed's records up to `until` (by default all), then the changes replayed meanwhile. */
  private takeSeed(until: () => boolean = () => false): boolean {
    const seed = this.seed;
    if (!seed) return true;
    for (let next = seed.next(); !next.done; next = seed.next()) {
      this.records.set(this.keyOf(next.value), next.value);
      if (until()) return false;
    }
    this.seed = null;
    for (const changes of this.replayed) this.applyReplay(changes);
    this.replayed = [];
    return true;
  }

  /** Resolves once the seed's records are in, taken a slice at a time so the page stays free for its user. */
  async ready(): Promise<void> {
    const clock = timeSlices(4);
    while (!this.takeSeed(clock.due)) await yieldToPage();
  }

  get(key: string): T | undefined {
    this.takeSeed();
    return this.records.get(key);
  }

  has(key: string): boolean {
    this.takeSeed();
    return this.records.has(key);
  }

  /**
   * What it holds is what loading its seed and the saved changes gives (a reload would hold the same, in the same
   * order): nothing was changed since, here or by another tab.
   */
  get asLoaded(): boolean {
    return this.loaded;
  }

  /**
   * How many records it holds, known without taking the seed when the seed is a list (else undefined until it is
   * taken); records replayed before it was taken are not counted.
   */
  get sizeWithoutSeed(): number | undefined {
    return this.seed ? this.seedLength : this.records.size;
  }

  get size(): number {
    this.takeSeed();
    return this.records.size;
  }

  /** All records in insertion order (seed order, then created ones). */
  values(): T[] {
    this.takeSeed();
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
    this.takeSeed();
    return [...this.records.entries()];
  }

  set(key: string, record: T): void {
    this.takeSeed();
    this.body = null;
    this.loaded = false;
    this.records.set(key, record);
    this.changed.add(key);
    this.onChange(key, record);
  }

  delete(key: string): boolean {
    this.takeSeed();
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
    this.takeSeed();
    const result: Record<string, T | null> = {};
    for (const key of this.changed) result[key] = this.records.get(key) ?? null;
    return result;
  }

  /** What `changes()` answers, for a collection only replayed since its seed (asLoaded): without taking the seed. */
  changesReplayed(): Record<string, T | null> {
    if (!this.seed) return this.changes();
    const result: Record<string, T | null> = {};
    for (const changes of this.replayed) Object.assign(result, changes);
    return result;
  }

  /**
   * Replays changes exported by `changes()`: the saved ones over a fresh seed (`saved`), or those another tab made;
   * no change events.
   */
  replay(changes: Record<string, T | null>, saved = false): void {
    this.body = null;
    if (!saved) this.loaded = false;
    for (const key of Object.keys(changes)) this.changed.add(key);
    if (this.seed) this.replayed.push(changes);
    else this.applyReplay(changes);
  }

  private applyReplay(changes: Record<string, T | null>): void {
    for (const [key, record] of Object.entries(changes)) {
      if (record === null) this.records.delete(key);
      else this.records.set(key, record);
    }
  }
}
