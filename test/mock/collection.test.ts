import { describe, expect, it } from 'vitest';
import { Collection } from '../../src/mocks/collection';

type Item = { id: string; v: number };

/** A seed that counts how many of its records were taken. */
function countedSeed(count: number) {
  const seed = { taken: 0, records: [] as Item[] };
  seed.records = Array.from({ length: count }, (_, i) => ({ id: `k${i}`, v: i }));
  const iterable = (function* () {
    for (const record of seed.records) {
      seed.taken += 1;
      yield record;
    }
  })();
  return { seed, iterable };
}

const collectionOf = (iterable: Iterable<Item>) =>
  new Collection<Item>(
    () => undefined,
    iterable,
    (item) => item.id,
  );

describe('a collection takes its seed when first needed', () => {
  it('takes nothing until read, then all of it, in the seed’s order', () => {
    const { seed, iterable } = countedSeed(50);
    const collection = collectionOf(iterable);
    expect(seed.taken).toBe(0);
    expect(collection.asLoaded).toBe(true);
    expect(collection.get('k3')).toEqual({ id: 'k3', v: 3 });
    expect(seed.taken).toBe(50);
    expect(collection.values().map((item) => item.id)).toEqual(seed.records.map((item) => item.id));
  });

  it('ready() resolves with every seed record in', async () => {
    const { seed, iterable } = countedSeed(5_000);
    const collection = collectionOf(iterable);
    await collection.ready();
    expect(seed.taken).toBe(5_000);
    expect(collection.size).toBe(5_000);
  });

  it('changes replayed before the seed was taken end as if replayed after it: in place, deleted, new ones last', () => {
    const changes = { k1: { id: 'k1', v: 100 }, k2: null, extra: { id: 'extra', v: -1 } };
    const later = { k1: { id: 'k1', v: 200 } };
    const early = collectionOf(countedSeed(5).iterable);
    early.replay(changes, true);
    early.replay(later);
    const late = collectionOf(countedSeed(5).iterable);
    expect(late.size).toBe(5);
    late.replay(changes, true);
    late.replay(later);
    // What names a kept answer's state is known without taking the seed, and is what taking it gives.
    expect(early.sizeWithoutSeed).toBeUndefined();
    expect(JSON.stringify(early.changesReplayed())).toBe(JSON.stringify(late.changes()));
    expect(early.entries()).toEqual(late.entries());
    expect(early.values().map((item) => `${item.id}=${item.v}`)).toEqual(['k0=0', 'k1=200', 'k3=3', 'k4=4', 'extra=-1']);
    expect(early.changes()).toEqual({ k1: { id: 'k1', v: 200 }, k2: null, extra: { id: 'extra', v: -1 } });
    expect(early.asLoaded).toBe(false);
  });
});
